// dice_levels: a new character's levels are diced (seed 004, "Character levels": levels 1 to 5
// diced D4+1, Strength D3; "creatures and non-player characters have predetermined levels").
// For a player character or hench-being (assumed: the seed's "character figures"), once, in the
// first turn before it has done anything (assumed: a character is diced as it is made, not
// again mid-battle); the dice are the game's, so the rolls are logged and replay the same.
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/magic.h>

#include "adventure_battle.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "dice_levels";
constexpr const char* kCiteLevels = "seed 004, \"Character levels\"";

Check parse_dice_levels(const json& p, Action& a) {
  int figure = 0;
  if (auto bad = game::read_int(p, kCommand, "figure", figure)) return bad;
  a = Action{};
  return {};
}

// It has done something in the battle: moved, run, turned, shot, fought, begun a casting, been
// hurt or held by a spell.
bool acted(const Figure& f) {
  const AdventureSheet& sheet = sheet_of(f);
  return f.status.has_moved || f.status.has_shot || f.status.has_struck ||
         f.status.done_this_phase || f.wounds > 0 || sheet.run_in > 0 || sheet.free_turn_used ||
         !f.magic.conjuring.empty() || !sheet.conjuring_form.empty() || game::spellbound(f);
}

Check check_dice_levels(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  const std::string who = game::figure_label(*f);
  const AdventureSheet& sheet = sheet_of(*f);
  if (c.state.finished) return Refusal{RefusalCode::NotAllowed, "The battle is over."};
  if (!sheet.player_character && !sheet.henchman)
    return Refusal{RefusalCode::NotAllowed, who +
                                                " is no player character or hench-being: "
                                                "creatures and non-player characters have the "
                                                "levels they are given (" +
                                                kCiteLevels + ")."};
  if (sheet.levels_diced)
    return Refusal{RefusalCode::AlreadyActed, who + "'s levels have been diced already."};
  if (c.state.turn != 1 || acted(*f))
    return Refusal{RefusalCode::NotAllowed,
                   who +
                       " is in the fight already: a character's levels are diced when it is "
                       "made, in the first turn before it acts."};
  return {};
}

void execute_dice_levels(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  Figure& f = *c.state.find(p["figure"].get<int>());
  AdventureSheet& sheet = sheet_of(f);
  const std::string level_die =
      "D" + std::to_string(rules.level_die) + "+" + std::to_string(rules.level_add);
  const std::string strength_die = "D" + std::to_string(rules.strength_level_die);
  json rolls = json::object();
  std::string text = game::figure_label(f) + "'s levels are diced:";
  const std::pair<const char*, int*> levels[] = {{"bravery", &sheet.bravery},
                                                 {"strength", &sheet.strength},
                                                 {"skill", &sheet.skill},
                                                 {"cleverness", &sheet.cleverness},
                                                 {"leadership", &sheet.leadership}};
  for (const auto& [name, value] : levels) {
    const bool strength = std::string_view(name) == "strength";
    *value = strength ? c.dice.roll(rules.strength_level_die)
                      : c.dice.roll(rules.level_die) + rules.level_add;
    rolls[name] = *value;
    std::string label = name;
    label[0] = static_cast<char>(label[0] - 'a' + 'A');
    text += " " + label + " " + (strength ? strength_die : level_die) + " " +
            std::to_string(*value) + (std::string_view(name) == "leadership" ? "" : ",");
  }
  f.leadership = sheet.leadership;  // the core's, which the battle reads
  sheet.levels_diced = true;
  game::emit(c.events, "high_adventure_levels",
             game::json_object("figure", f.id, "levels", rolls, "level_die", level_die,
                               "strength_die", strength_die, "citation", kCiteLevels),
             text + " (" + kCiteLevels + ").");
}

void preview_dice_levels(const CheckContext& c, const json& p, game::Preview& preview) {
  if (check_dice_levels(c, p)) return;
  const AdventureRules& rules = adventure_rules(c.system);
  const Figure& f = *c.state.find(p["figure"].get<int>());
  preview.breakdown.push_back(
      game::figure_label(f) + "'s Bravery, Skill, Cleverness and Leadership are diced D" +
      std::to_string(rules.level_die) + "+" + std::to_string(rules.level_add) +
      " each and its Strength D" + std::to_string(rules.strength_level_die) +
      ", in place of what it has (" + kCiteLevels + ").");
}

}  // namespace

void add_dice_levels_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {kCommand, parse_dice_levels, check_dice_levels, execute_dice_levels,
                               preview_dice_levels});
}

}  // namespace fray::high_adventure
