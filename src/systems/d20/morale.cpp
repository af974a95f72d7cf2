// Morale (seed 003, "Morale"): a unit tests when its army falls below half its starting figures,
// or when a fear-causing figure attacks it; its most powerful figure rolls a d20, 11+ (6+ when
// it is more powerful than the cause); a failure retreats (or stuns), a 1 defeats the unit.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"
#include "morale_units.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

void test_unit(const D20Rules& rules, const BattleSettings& settings, BattleState& state,
               dice::DieSource& dice, EventSink& events, std::vector<Figure*> unit,
               const Figure& cause, const char* reason) {
  Figure& tester = tester_of(unit);
  // A unit can run only from an enemy: when its own army's figure caused the test (it left
  // the table), a failure stuns it (assumed).
  const bool stuns = settings.morale_failure_stuns || cause.side == tester.side;
  const bool stronger = d20_sheet(tester).power > d20_sheet(cause).power;
  const int need = morale_odds(rules, tester, cause).need;
  const int roll = dice.roll(rules.die_sides);
  std::string result = "holds";
  if (roll <= rules.morale_defeated_on)
    result = "defeated";
  else if (roll < need)
    result = stuns ? "stunned" : "retreats";
  json ids = json::array();
  for (const Figure* f : unit) ids.push_back(f->id);
  const std::string why = std::string(reason) == "fear"
                              ? game::figure_label(cause) + " strikes fear"
                              : "its army has fallen below half";
  game::emit(
      events, "d20_morale",
      game::json_object("unit", ids, "tester", tester.id, "cause", cause.id, "reason", reason,
                        "need", need, "roll", roll, "result", result, "citation", kCiteMorale),
      game::figure_label(tester) + " tests morale (" + why + "): needs " + std::to_string(need) +
          "+" + (stronger ? ", more powerful than the cause" : "") + ", rolls " +
          std::to_string(roll) + ": " +
          (result == "holds"      ? "the unit holds"
           : result == "defeated" ? "a 1, the unit is defeated"
           : result == "stunned"  ? "the unit is stunned"
                                  : "the unit retreats from " + game::figure_label(cause)) +
          " (" + kCiteMorale + ").");
  for (Figure* f : unit) {
    D20Sheet& sheet = d20_sheet(*f);
    if (result == "defeated") {
      game::kill(*f, events, "defeated by a morale roll of 1, " + std::string(kCiteMorale));
    } else if (result == "stunned") {
      stun(state, *f, rules.stun_rounds);
    } else if (result == "retreats") {
      // It runs in its next activation: this round if it has not acted yet.
      const bool acted = f->status.done_this_phase || state.active_figure == f->id;
      sheet.retreat_from = cause.id;
      sheet.retreat_round = acted ? state.turn + 1 : state.turn;
    }
  }
}

}  // namespace

MoraleOdds morale_odds(const D20Rules& rules, const Figure& tester, const Figure& cause) {
  MoraleOdds odds;
  const bool stronger = d20_sheet(tester).power > d20_sheet(cause).power;
  odds.need = stronger ? rules.morale_need_more_powerful : rules.morale_need_not_more_powerful;
  const double sides = rules.die_sides;
  odds.defeated = std::clamp(rules.morale_defeated_on / sides, 0.0, 1.0);
  odds.holds = std::clamp((sides - std::max(odds.need, rules.morale_defeated_on + 1) + 1) / sides,
                          0.0, 1.0 - odds.defeated);
  odds.fails = 1.0 - odds.holds - odds.defeated;
  return odds;
}

void test_morale_rolls(const D20Rules& rules, const Battlefield& field, BattleState& state,
                       dice::DieSource& dice, EventSink& events, int cause_id, int attacked,
                       const std::vector<int>& before);

std::vector<int> army_sizes(const BattleState& state) {
  std::vector<int> sizes(state.sides.size(), 0);
  for (const Figure& f : state.figures)
    if (f.alive) ++sizes[static_cast<std::size_t>(f.side)];
  for (const Figure& waiting : state.victory.reserve)
    ++sizes[static_cast<std::size_t>(waiting.side)];
  return sizes;
}

void test_morale(const D20Rules& rules, const Battlefield& field, BattleState& state,
                 dice::DieSource& dice, EventSink& events, int cause_id, int attacked,
                 const std::vector<int>& before) {
  set_down_riders(rules, field, state, events);
  test_morale_rolls(rules, field, state, dice, events, cause_id, attacked, before);
  set_down_riders(rules, field, state, events);
}

void test_morale_rolls(const D20Rules& rules, const Battlefield& field, BattleState& state,
                       dice::DieSource& dice, EventSink& events, int cause_id, int attacked,
                       const std::vector<int>& before) {
  const Figure* cause = state.find(cause_id);
  if (!cause) return;
  const BattleSettings settings = battle_settings(rules, field, state);
  // Fear first: the unit attacked tests, the first time this cause attacks it; a defeat there
  // is one of the command's losses the army test below counts.
  const Figure* target = attacked ? state.find(attacked) : nullptr;
  if (target && d20_sheet(*cause).causes_fear) {
    std::vector<Figure*> unit = unit_of(state, *target);
    if (!unit.empty()) {
      const auto& done = d20_sheet(tester_of(unit)).fear_tested;
      if (std::find(done.begin(), done.end(), cause->id) == done.end()) {
        for (Figure* f : unit) d20_sheet(*f).fear_tested.push_back(cause->id);
        test_unit(rules, settings, state, dice, events, std::move(unit), *cause, "fear");
      }
    }
  }
  // An army that lost figures in this command and is now below half its starting figures:
  // each of its units tests, once per battle (d20/morale.json, "army_test").
  const std::vector<int> now = army_sizes(state);
  for (std::size_t side = 0; side < state.sides.size(); ++side) {
    const int start = state.victory.starting_figures[side];
    if (now[side] == 0 || now[side] >= before[side] || now[side] * 2 >= start) continue;
    if (army_has_tested(state, static_cast<int>(side))) continue;
    for (Figure& f : state.figures)
      if (f.side == static_cast<int>(side)) d20_sheet(f).army_tested = true;
    std::set<int> done;
    for (Figure& f : state.figures) {
      if (!f.alive || f.side != static_cast<int>(side) || done.count(f.id)) continue;
      std::vector<Figure*> unit = unit_of(state, f);
      for (const Figure* member : unit) done.insert(member->id);
      test_unit(rules, settings, state, dice, events, std::move(unit), *cause, "army_below_half");
    }
  }
}

}  // namespace fray::d20
