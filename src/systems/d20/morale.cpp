// Morale (seed 003, "Morale"): a unit tests when its army falls below half its starting figures,
// or when a fear-causing figure attacks it; its most powerful figure rolls a d20, 11+ (6+ when
// it is more powerful than the cause); a failure retreats (or stuns), a 1 defeats the unit.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <fray/game/record/event_json.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

// The living figures of `f`'s unit: those of its side sharing its scenario "group", or the
// figure alone (d20/morale.json, "units").
template <typename State>
auto unit_of(State& state, const Figure& f) {
  std::vector<decltype(&state.figures.front())> unit;
  for (auto& other : state.figures) {
    if (!other.alive || other.side != f.side) continue;
    const bool same = other.id == f.id || (!f.ai.group.empty() && other.ai.group == f.ai.group);
    if (same) unit.push_back(&other);
  }
  return unit;
}

// The unit's most powerful figure, the lowest id among equals.
template <typename F>
F& tester_of(const std::vector<F*>& unit) {
  return **std::max_element(unit.begin(), unit.end(), [](const Figure* a, const Figure* b) {
    const int pa = d20_sheet(*a).power;
    const int pb = d20_sheet(*b).power;
    return pa != pb ? pa < pb : a->id > b->id;
  });
}

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

// "the unit of Hild (needs 6+): holds 75 %, retreats 20 %, is defeated 5 %".
std::string odds_text(const D20Rules& rules, const BattleSettings& settings,
                      const std::vector<const Figure*>& unit, const Figure& cause) {
  const Figure& tester = tester_of(unit);
  const MoraleOdds odds = morale_odds(rules, tester, cause);
  const bool stuns = settings.morale_failure_stuns || cause.side == tester.side;
  const auto percent = [](double p) { return std::to_string(std::lround(p * 100)) + " %"; };
  std::string who = game::figure_label(tester);
  if (unit.size() > 1) who = "the unit of " + who;
  return who + " needs " + std::to_string(odds.need) + "+: holds " + percent(odds.holds) +
         (stuns ? ", stunned " : ", retreats ") + percent(odds.fails) + ", defeated " +
         percent(odds.defeated);
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

std::vector<std::string> morale_preview(const D20Rules& rules, const Battlefield& field,
                                        const BattleState& state, const PlannedAttack& plan) {
  std::vector<std::string> out;
  const Figure& cause = *plan.attacker;
  const BattleSettings settings = battle_settings(rules, field, state);
  if (d20_sheet(cause).causes_fear) {
    const auto unit = unit_of(state, *plan.target);
    const auto& done = d20_sheet(tester_of(unit)).fear_tested;
    if (std::find(done.begin(), done.end(), cause.id) == done.end())
      out.push_back("Morale: " + game::figure_label(cause) + " strikes fear; " +
                    odds_text(rules, settings, unit, cause) + " (" + kCiteMorale + ")");
  }
  // Each army the attack may bring below half its starting figures: the chance it does (from
  // the defeats of its figures the attack is made against), and each unit's test as it stands.
  const std::vector<int> now = army_sizes(state);
  for (std::size_t side = 0; side < state.sides.size(); ++side) {
    bool tested = false;
    for (const Figure& f : state.figures)
      tested = tested || (f.side == static_cast<int>(side) && d20_sheet(f).army_tested);
    if (tested) continue;
    std::vector<double> losses{1.0};  // chance of k defeats among this army's figures
    const auto add = [&](const PlannedAttack& one) {
      if (one.target->side != static_cast<int>(side)) return;
      const double p = attack_odds(rules, one).defeated;
      std::vector<double> next(losses.size() + 1, 0.0);
      for (std::size_t k = 0; k < losses.size(); ++k)
        next[k] += losses[k] * (1 - p), next[k + 1] += losses[k] * p;
      losses = std::move(next);
    };
    add(plan);
    for (const PlannedAttack& one : plan.caught) add(one);
    const int start = state.victory.starting_figures[side];
    double chance = 0;
    for (std::size_t k = 1; k < losses.size(); ++k) {
      const int left = now[side] - static_cast<int>(k);
      if (left > 0 && left * 2 < start) chance += losses[k];
    }
    if (chance <= 0) continue;
    std::string line = "Morale: " + std::to_string(std::lround(chance * 100)) + " % that " +
                       state.sides[side].name + " falls below half and each unit tests";
    // The figures attacked are left out: the test comes only when some of them fall.
    std::set<int> listed{plan.target->id};
    for (const PlannedAttack& one : plan.caught) listed.insert(one.target->id);
    for (const Figure& f : state.figures) {
      if (!f.alive || f.side != static_cast<int>(side) || listed.count(f.id)) continue;
      const auto unit = unit_of(state, f);
      for (const Figure* member : unit) listed.insert(member->id);
      line += "; " + odds_text(rules, settings, unit, cause);
    }
    out.push_back(line + " (" + kCiteMorale + ")");
  }
  return out;
}

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
    bool tested = false;
    for (const Figure& f : state.figures)
      tested = tested || (f.side == static_cast<int>(side) && d20_sheet(f).army_tested);
    if (tested) continue;
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
