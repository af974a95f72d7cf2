// attribute_test: seed 004's attribute test ("Character levels"): a D6 not above the figure's
// attribute passes; one attempt, +1 for each other member of the party who helps, three at most.
// The figure's rules must give it the attribute (High Adventure's sheets do; classic and d20
// figures have none). A referee command: the referee (or a player at the referee's call) asks
// for it when the story needs one (a lock, a climb, a bluff); it bypasses the turn sequence,
// and its D6 is the game's, so it is logged and replays the same.
#include <algorithm>
#include <array>
#include <string_view>

#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCite = "seed 004, \"Character levels\"";
constexpr std::array<std::string_view, 5> kAttributes{"bravery", "strength", "skill", "cleverness",
                                                      "leadership"};
constexpr int kMostHelpers = 3;

Check parse_attribute_test(const json&, Action& a) {
  a = Action{};
  return {};
}

Check check_attribute_test(const CheckContext& c, const json& p) {
  int id = 0;
  if (auto bad = read_int(p, "attribute_test", "figure", id)) return bad;
  const Figure* f = nullptr;
  if (auto bad = living_figure(c.state, id, &f)) return bad;
  const json* name = p.contains("attribute") ? &p["attribute"] : nullptr;
  if (!name || !name->is_string() ||
      std::find(kAttributes.begin(), kAttributes.end(), name->get<std::string>()) ==
          kAttributes.end())
    return bad_payload("attribute_test", "attribute",
                       "one of bravery, strength, skill, cleverness, leadership");
  if (!c.system.attribute(*f, name->get<std::string>()))
    return Refusal{RefusalCode::NotAllowed, figure_label(*f) + " has no " +
                                                name->get<std::string>() + " in the " +
                                                std::string(c.system.id()) + " rules."};
  if (!p.contains("helpers")) return {};
  const json& helpers = p["helpers"];
  if (!helpers.is_array() || helpers.size() > kMostHelpers)
    return bad_payload("attribute_test", "helpers",
                       "a list of up to three ids of the figure's living friends");
  for (std::size_t i = 0; i < helpers.size(); ++i) {
    const json& h = helpers[i];
    const Figure* helper = h.is_number_integer() ? c.state.find(h.get<int>()) : nullptr;
    const bool repeated =
        std::find(helpers.begin(), helpers.begin() + static_cast<std::ptrdiff_t>(i), h) !=
        helpers.begin() + static_cast<std::ptrdiff_t>(i);
    if (!helper || !helper->alive || helper->side != f->side || helper->id == f->id || repeated)
      return bad_payload("attribute_test", "helpers",
                         "a list of up to three ids of the figure's living friends");
  }
  return {};
}

void execute_attribute_test(ExecuteContext& c, const json& p) {
  const Figure& f = *c.state.find(p["figure"].get<int>());
  const std::string attribute = p["attribute"].get<std::string>();
  const int value = *c.system.attribute(f, attribute);
  const json helpers = p.value("helpers", json::array());
  const int bonus = static_cast<int>(helpers.size());
  const int roll = c.dice.roll(6);
  const bool passed = roll <= value + bonus;
  std::string text = figure_label(f) + " tests " + attribute + " " + std::to_string(value);
  if (bonus > 0) text += " + " + std::to_string(bonus) + (bonus == 1 ? " helper" : " helpers");
  text += ": D6 " + std::to_string(roll) + (passed ? ", passed (" : ", failed (") + kCite + ").";
  emit(c.events, "attribute_test",
       {{"figure", f.id},
        {"attribute", attribute},
        {"value", value},
        {"helpers", helpers},
        {"bonus", bonus},
        {"die", "D6"},
        {"roll", roll},
        {"passed", passed},
        {"citation", kCite}},
       text);
}

}  // namespace

void add_attribute_test_command(CommandRegistry& registry) {
  add_handler(registry, {"attribute_test", parse_attribute_test, check_attribute_test,
                         execute_attribute_test});
}

}  // namespace fray::game
