// Area and burst attacks (seed 003, "Range"): one attack against every figure in the target's
// space and the spaces around it (area), or in the target's space and two spaces next to it
// (burst). Each figure caught is attacked and defends on its own (assumed: one roll each).
#include <algorithm>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

constexpr std::size_t kBurstSpaces = 2;  // seed 003, "Range": "any 2 spaces adjacent"

std::string spread_name(Spread spread) { return spread == Spread::Area ? "area" : "burst"; }

}  // namespace

Check plan_spread(const D20Rules& rules, const Battlefield& field, const BattleState& state,
                  const BattleSettings& settings, const std::vector<int>& chosen,
                  PlannedAttack& out) {
  const Figure& a = *out.attacker;
  const Figure& t = *out.target;
  const Spread spread = out.weapon->spread;
  // The figures next to the target's space: every one of them for an area; for a burst the
  // ones the attacker chose, else the enemies nearest the target (then the lower id). The
  // attacker is never caught in its own attack (assumed).
  std::vector<const Figure*> next;
  for (const Figure& f : state.figures)
    if (f.alive && f.id != a.id && f.id != t.id && spaces_between(field, settings, t, f) <= 1)
      next.push_back(&f);
  std::vector<const Figure*> caught;
  if (spread == Spread::Area) {
    caught = next;
  } else if (!chosen.empty()) {
    if (chosen.size() > kBurstSpaces)
      return game::bad_payload("attack", "also", "at most two figures next to the target");
    for (const int id : chosen) {
      const auto it =
          std::find_if(next.begin(), next.end(), [&](const Figure* f) { return f->id == id; });
      if (it == next.end())
        return Refusal{RefusalCode::NotAllowed, "Figure #" + std::to_string(id) +
                                                    " is not next to " + game::figure_label(t) +
                                                    ": a burst reaches the target's space and " +
                                                    "two spaces next to it (seed 003, \"Range\")."};
      if (std::find(caught.begin(), caught.end(), *it) == caught.end()) caught.push_back(*it);
    }
  } else {
    std::vector<const Figure*> enemies;
    for (const Figure* f : next)
      if (f->side != a.side) enemies.push_back(f);
    std::sort(enemies.begin(), enemies.end(), [&](const Figure* x, const Figure* y) {
      const double dx = map::distance(x->placement.centre, t.placement.centre);
      const double dy = map::distance(y->placement.centre, t.placement.centre);
      return dx != dy ? dx < dy : x->id < y->id;
    });
    if (enemies.size() > kBurstSpaces) enemies.resize(kBurstSpaces);
    caught = enemies;
  }
  for (const Figure* f : caught) {
    PlannedAttack one;
    one.attacker = &a;
    one.target = f;
    one.weapon = out.weapon;
    one.range = out.range;
    one.spaces = spaces_between(field, settings, a, *f);
    if (auto r = aim_at(rules, field, state, settings, a, *f, true, one)) return r;
    out.caught.push_back(std::move(one));
  }
  out.facts.push_back("A" + std::string(spread == Spread::Area ? "n " : " ") + spread_name(spread) +
                      " attack: " + std::to_string(out.caught.size()) +
                      (out.caught.size() == 1 ? " more figure" : " more figures") +
                      " caught, each attacked on its own (seed 003, \"Range\")");
  return {};
}

std::vector<double> harmed_distribution(const D20Rules& rules, const PlannedAttack& plan) {
  // Each figure is attacked and defends on its own: the count harmed is a sum of independent
  // Bernoulli trials, convolved one figure at a time.
  std::vector<double> out{1.0};
  const auto add = [&](const PlannedAttack& one) {
    const AttackOdds odds = attack_odds(rules, one);
    const double p = odds.defeated + odds.wounded + odds.stunned;
    std::vector<double> next(out.size() + 1, 0.0);
    for (std::size_t k = 0; k < out.size(); ++k) {
      next[k] += out[k] * (1 - p);
      next[k + 1] += out[k] * p;
    }
    out = std::move(next);
  };
  add(plan);
  for (const PlannedAttack& one : plan.caught) add(one);
  return out;
}

}  // namespace fray::d20
