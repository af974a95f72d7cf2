// oracle: the referee asks "what happens next", a yes / no question or whether a secret is there
// (seed 003, "II. WHAT HAPPENS NEXT" and "Secrets"). A referee command: it bypasses the turn
// sequence, and its d20 comes from the game's dice so the answer is logged and replays the same.
#include <fray/game/generators/oracle.h>
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"
#include "game_dice.h"

namespace fray::game {
namespace {

using nlohmann::json;

Check parse_oracle(const json&, Action& a) {
  a = Action{};
  return {};
}

Check check_oracle(const CheckContext&, const json& p) {
  if (!p.contains("question") || !p["question"].is_string() ||
      p["question"].get<std::string>().empty())
    return bad_payload("oracle", "question", "the question, as text");
  if (!p.contains("kind") || !p["kind"].is_string() ||
      !oracle_kind_from_name(p["kind"].get<std::string>()))
    return bad_payload("oracle", "kind", "what_next, yes_no or secret");
  return {};
}

void execute_oracle(ExecuteContext& c, const json& p) {
  const OracleKind kind = *oracle_kind_from_name(p["kind"].get<std::string>());
  const std::string question = p["question"].get<std::string>();
  GameDice dice(c.state, c.events);
  const OracleAnswer a = ask_oracle(kind, dice);
  emit(c.events, "oracle_answered",
       {{"kind", std::string(oracle_kind_name(kind))},
        {"question", question},
        {"die", "D20"},
        {"roll", a.roll},
        {"row", a.row},
        {"answer", a.answer},
        {"happens", a.happens},
        {"rule", a.citation}},
       "Oracle (" + a.citation + "): \"" + question + "\" - d20 " + std::to_string(a.roll) +
           " (row " + a.row + "): " + a.answer + ".");
}

}  // namespace

void add_oracle_command(CommandRegistry& registry) {
  add_handler(registry, {"oracle", parse_oracle, check_oracle, execute_oracle});
}

}  // namespace fray::game
