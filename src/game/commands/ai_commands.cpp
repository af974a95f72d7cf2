// The solo AI's bookkeeping commands (issue 7). An AI acts through the same commands as a
// person; these two carry what a person keeps in their head: the dice the solo tables need
// (rolled from the game's one engine, so a replay rolls them again) and the AI's notes on a
// figure (status, tactic, order) with the reason, so that every decision is in the log.
// Like the referee's commands they bypass the turn sequence: they change no position.
#include <algorithm>
#include <array>

#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

Check any_time(const json&, Action& a) {
  a = Action{};
  return {};
}

bool is_text(const json& p, const char* key) {
  return p.contains(key) && p[key].is_string() && !p[key].get<std::string>().empty();
}

Check check_optional_figure(const CheckContext& c, const json& p, const char* command) {
  if (!p.contains("figure")) return {};
  int id = 0;
  if (auto bad = read_int(p, command, "figure", id)) return bad;
  if (!c.state.find(id))
    return Refusal{RefusalCode::UnknownFigure, "There is no figure #" + std::to_string(id) + "."};
  return {};
}

std::string figure_prefix(const BattleState& state, const json& p) {
  if (!p.contains("figure")) return "";
  return figure_label(*state.find(p["figure"].get<int>())) + ": ";
}

constexpr std::array kDice{4, 6, 8, 10, 12, 20};

Check check_ai_roll(const CheckContext& c, const json& p) {
  int sides = 0;
  if (auto bad = read_int(p, "ai_roll", "die", sides)) return bad;
  if (std::find(kDice.begin(), kDice.end(), sides) == kDice.end())
    return bad_payload("ai_roll", "die", "4, 6, 8, 10, 12 or 20 (the die's sides)");
  if (!is_text(p, "table"))
    return bad_payload("ai_roll", "table", "the name of the solo table rolled on");
  return check_optional_figure(c, p, "ai_roll");
}

void execute_ai_roll(ExecuteContext& c, const json& p) {
  const int sides = p["die"].get<int>();
  const int result = c.dice.roll(sides);
  json data = {{"die", "D" + std::to_string(sides)}, {"result", result}, {"table", p["table"]}};
  if (p.contains("figure")) data["figure"] = p["figure"];
  std::string text = "AI: " + figure_prefix(c.state, p) + "D" + std::to_string(sides) + " on " +
                     p["table"].get<std::string>() + ": " + std::to_string(result);
  if (is_text(p, "citation")) {
    data["citation"] = p["citation"];
    text += " (" + p["citation"].get<std::string>() + ")";
  }
  emit(c.events, "ai_roll", std::move(data), text + ".");
}

constexpr std::array kNoteFields{"status", "tactic", "order"};

Check check_ai_note(const CheckContext& c, const json& p) {
  if (!is_text(p, "reason")) return bad_payload("ai_note", "reason", "the decision in words");
  if (auto bad = check_optional_figure(c, p, "ai_note")) return bad;
  for (const char* field : kNoteFields)
    if (p.contains(field) && !p[field].is_string())
      return bad_payload("ai_note", field, "a text (\"\" clears it)");
  if ((p.contains("status") || p.contains("tactic") || p.contains("order")) &&
      !p.contains("figure"))
    return bad_payload("ai_note", "figure", "the figure whose status, tactic or order changes");
  if (p.contains("details") && !p["details"].is_object())
    return bad_payload("ai_note", "details", "an object (candidates, rolls, odds)");
  return {};
}

void execute_ai_note(ExecuteContext& c, const json& p) {
  json data = {{"reason", p["reason"]}};
  if (p.contains("figure")) {
    Figure& f = *c.state.find(p["figure"].get<int>());
    data["figure"] = f.id;
    std::string* fields[] = {&f.ai.status, &f.ai.tactic, &f.ai.order};
    for (std::size_t i = 0; i < kNoteFields.size(); ++i)
      if (p.contains(kNoteFields[i])) {
        *fields[i] = p[kNoteFields[i]].get<std::string>();
        data[kNoteFields[i]] = *fields[i];
      }
  }
  if (p.contains("details")) data["details"] = p["details"];
  emit(c.events, "ai_decision", std::move(data),
       "AI: " + figure_prefix(c.state, p) + p["reason"].get<std::string>());
}

}  // namespace

void add_ai_commands(CommandRegistry& registry) {
  add_handler(registry, {"ai_roll", any_time, check_ai_roll, execute_ai_roll});
  add_handler(registry, {"ai_note", any_time, check_ai_note, execute_ai_note});
}

}  // namespace fray::game
