// The morale tests an attack may trigger, with their exact chances, before any die is rolled
// (seed 003, "Morale"). Every way the attack can fall out is weighed: which of the figures it is
// made against are defeated (each independently), then the fear test of the target's unit (a 1
// defeats the unit), then each army that lost figures and fell below half tests, unit by unit,
// each unit's most powerful survivor rolling. The chances given are of each test happening and
// ending each way, as execute_attack and test_morale roll them.
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "d20_battle.h"
#include "morale_units.h"

namespace fray::d20 {
namespace {

constexpr std::size_t kMostWeighed = 12;  // figures attacked at once: 4,096 ways at most

// A test's tally: the chance it happens, and happens and ends each way; the needs met.
struct Tally {
  double tested = 0;
  double holds = 0;
  double fails = 0;
  double defeated = 0;
  std::set<int> needs;
  void add(double chance, const MoraleOdds& odds) {
    tested += chance;
    holds += chance * odds.holds;
    fails += chance * odds.fails;
    defeated += chance * odds.defeated;
    needs.insert(odds.need);
  }
};

std::string percent(double p) { return std::to_string(std::lround(p * 100)) + " %"; }

// "the unit of Hild (#1) (needs 6+) holds 19 %, retreats 17 %, defeated 2 %".
std::string tally_text(const std::string& who, const Tally& t, bool stuns) {
  std::string needs;
  for (const int n : t.needs) needs += (needs.empty() ? "" : " or ") + std::to_string(n) + "+";
  return who + " (needs " + needs + ") holds " + percent(t.holds) +
         (stuns ? ", stunned " : ", retreats ") + percent(t.fails) + ", defeated " +
         percent(t.defeated);
}

std::string unit_name(const std::vector<const Figure*>& unit) {
  const Figure& tester = tester_of(unit);
  return unit.size() > 1 ? "the unit of " + game::figure_label(tester) : game::figure_label(tester);
}

}  // namespace

std::vector<std::string> morale_preview(const D20Rules& rules, const Battlefield& field,
                                        const BattleState& state, const PlannedAttack& plan) {
  const Figure& cause = *plan.attacker;
  const BattleSettings settings = battle_settings(rules, field, state);
  std::vector<std::pair<const Figure*, double>> attacked{
      {plan.target, attack_odds(rules, plan).defeated}};
  for (const PlannedAttack& one : plan.caught)
    attacked.emplace_back(one.target, attack_odds(rules, one).defeated);
  if (attacked.size() > kMostWeighed)
    return {"Morale: too many figures attacked at once to weigh the tests it may trigger"};
  const std::vector<int> start_sizes = army_sizes(state);
  const std::vector<const Figure*> target_unit = unit_of(state, *plan.target);
  const auto& fear_done = d20_sheet(tester_of(target_unit)).fear_tested;
  const bool fear = d20_sheet(cause).causes_fear &&
                    std::find(fear_done.begin(), fear_done.end(), cause.id) == fear_done.end();
  Tally fear_tally;
  std::map<int, double> army_chance;  // side -> chance it falls below half and tests
  std::map<int, Tally> unit_tally;    // a unit's lowest id -> its army test
  std::map<int, std::vector<const Figure*>> units;
  for (std::size_t mask = 0; mask < (std::size_t{1} << attacked.size()); ++mask) {
    double chance = 1;
    std::set<int> dead;
    for (std::size_t i = 0; i < attacked.size(); ++i) {
      const bool falls = (mask >> i) & 1U;
      chance *= falls ? attacked[i].second : 1 - attacked[i].second;
      if (falls) dead.insert(attacked[i].first->id);
    }
    if (chance <= 0) continue;
    const auto survivors = [&](const std::vector<const Figure*>& unit) {
      std::vector<const Figure*> out;
      for (const Figure* f : unit)
        if (!dead.count(f->id)) out.push_back(f);
      return out;
    };
    // The fear test first: its unit may fall to a 1 before the armies are counted.
    std::vector<std::pair<double, std::set<int>>> branches{{chance, dead}};
    if (const std::vector<const Figure*> left = survivors(target_unit); fear && !left.empty()) {
      const MoraleOdds odds = morale_odds(rules, tester_of(left), cause);
      fear_tally.add(chance, odds);
      std::set<int> routed = dead;
      for (const Figure* f : left) routed.insert(f->id);
      branches = {{chance * (1 - odds.defeated), dead}, {chance * odds.defeated, routed}};
    }
    for (const auto& [weight, fallen] : branches) {
      if (weight <= 0) continue;
      for (std::size_t side = 0; side < state.sides.size(); ++side) {
        int lost = 0;
        for (const int id : fallen) lost += state.find(id)->side == static_cast<int>(side);
        const int now = start_sizes[side] - lost;
        const int start = state.victory.starting_figures[side];
        if (lost == 0 || now <= 0 || now * 2 >= start ||
            army_has_tested(state, static_cast<int>(side)))
          continue;
        army_chance[static_cast<int>(side)] += weight;
        std::set<int> seen;
        for (const Figure& f : state.figures) {
          if (!f.alive || f.side != static_cast<int>(side) || seen.count(f.id)) continue;
          const std::vector<const Figure*> unit = unit_of(state, f);
          for (const Figure* member : unit) seen.insert(member->id);
          std::vector<const Figure*> left;
          for (const Figure* member : unit)
            if (!fallen.count(member->id)) left.push_back(member);
          if (left.empty()) continue;
          units.emplace(unit.front()->id, unit);
          unit_tally[unit.front()->id].add(weight, morale_odds(rules, tester_of(left), cause));
        }
      }
    }
  }
  std::vector<std::string> out;
  const bool target_side_stuns = settings.morale_failure_stuns;
  if (fear_tally.tested > 0)
    out.push_back("Morale: " + game::figure_label(cause) + " strikes fear; " +
                  unit_name(target_unit) + " tests " + percent(fear_tally.tested) + ": " +
                  tally_text("it", fear_tally, target_side_stuns) + " (" + kCiteMorale + ")");
  for (const auto& [side, chance] : army_chance) {
    std::string line = "Morale: " + state.sides[static_cast<std::size_t>(side)].name +
                       " falls below half " + percent(chance) + " of the time, and each unit tests";
    const bool stuns = settings.morale_failure_stuns || cause.side == side;
    for (const auto& [key, tally] : unit_tally)
      if (units.at(key).front()->side == side)
        line += "; " + tally_text(unit_name(units.at(key)), tally, stuns);
    out.push_back(line + " (" + kCiteMorale + ")");
  }
  return out;
}

}  // namespace fray::d20
