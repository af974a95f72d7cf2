// An Alerted figure's magic (seed 003, "Alerted": abilities raising attack, then damage, then
// defence, used first; seed 003, "Healers"), cast with seed 004's `cast` command. The kinds
// come from data/magic/abilities.json (assumed there). See docs/rules/solo-ai.md.
#include <array>

#include <fray/classic/magic_costs.h>
#include <fray/game/state/magic.h>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {

using game::Figure;
using nlohmann::json;

namespace {

constexpr const char* kAlerted = "seed 003, \"Alerted\"";
constexpr const char* kHealers = "seed 003, \"Healers\"";
constexpr double kHealApproachCm = 1.0;  // stops this far from the patient's base (assumed)

// The abilities the figure could still cast now (known, applied by Fray, points enough).
std::vector<const rules::MagicAbility*> castable(const Ctx& c, const Figure& f,
                                                 rules::AbilityKind kind) {
  std::vector<const rules::MagicAbility*> out;
  for (const std::string& id : f.magic.abilities)
    if (const rules::MagicAbility* a = c.rules->magic.find(id))
      if (a->kind == kind && a->implemented && game::can_afford(f, *a)) out.push_back(a);
  return out;
}

json cast_payload(const Figure& f, const rules::MagicAbility& a, const Figure& target) {
  return {{"caster", f.id}, {"ability", a.id}, {"target", target.id}};
}

// Seed 003, "Healers": the side's Arch Foe when wounded, else the nearest wounded friend (the
// healer itself included, assumed: it is the nearest of all).
const Figure* patient(const Ctx& c, const Figure& healer, std::string& why) {
  if (c.arch_foe && c.arch_foe->alive && c.arch_foe->wounds > 0) {
    why = "the Arch Foe is wounded";
    return c.arch_foe;
  }
  const Figure* best = nullptr;
  for (const Figure& o : c.state.figures)
    if (o.alive && o.side == healer.side && o.wounds > 0 &&
        (!best || centre_distance(healer, o) < centre_distance(healer, *best)))
      best = &o;
  why = best ? "the Arch Foe is not wounded; the nearest wounded friend" : "";
  return best;
}

std::optional<json> approach(const Ctx& c, const Figure& f, const Figure& to) {
  if (!c.allows(game::ActionKind::Move) || f.status.has_moved) return std::nullopt;
  const map::Point from = f.placement.centre;
  const map::Point delta = to.placement.centre - from;
  const double centre_gap = map::length(delta);
  const double want = gap(c, f, to) - kHealApproachCm;
  const double step = std::min<double>(c.game.system().allowance_cm(c.game.state(), f), want);
  if (step < 0.5 || centre_gap < 1e-6) return std::nullopt;
  for (const double share : {1.0, 0.75, 0.5, 0.25}) {
    const map::Point end = from + delta * (step * share / centre_gap);
    json payload = {{"figure", f.id}, {"path", json::array({{end.x, end.y}})}};
    if (c.accepted("move", payload)) return payload;
  }
  return std::nullopt;
}

AbilityPlan heal_plan(const Ctx& c, const Figure& f, const rules::MagicAbility& heal) {
  std::string why;
  const Figure* p = patient(c, f, why);
  if (!p) return {};
  const std::string head = game::figure_label(f) + " is a healer (" + kHealers + "): " + why +
                           ", " + game::figure_label(*p) + " (" + std::to_string(p->wounds) +
                           " wound(s)); ";
  const json details = {{"target", p->id}, {"ability", heal.id}};
  const json payload = cast_payload(f, heal, *p);
  if (c.accepted("cast", payload))
    return {announce(c.side, f.id,
                     head + "it casts " + heal.name + " (" + std::to_string(heal.conjure_turns) +
                         " turn(s), " + std::to_string(heal.cost) + " points).",
                     "cast", payload, json::object(), details),
            true};
  if (auto move = approach(c, f, *p))
    return {announce(c.side, f.id,
                     head + "it moves towards its patient to heal it (" + cm(gap(c, f, *p)) +
                         " away, " + heal.name + " reaches " +
                         cm(c.rules->magic.range_cm(heal).value_or(0)) + ").",
                     "move", *move, json::object(), details),
            true};
  // It may not attack while a friend waits to be healed (seed 003, "Healers"): it holds.
  return {std::nullopt, true};
}

}  // namespace

AbilityPlan ability_step(const Ctx& c, const Figure& f) {
  // Magic is seed 004's, cast by the classic system's `cast`: none in another system's battle.
  if (f.magic.abilities.empty() || !c.rules) return {};
  if (!f.magic.conjuring.empty()) return {std::nullopt, true};  // stays stationary
  for (const rules::MagicAbility* heal : castable(c, f, rules::AbilityKind::Heal))
    if (AbilityPlan plan = heal_plan(c, f, *heal); plan.hold) return plan;
  // The phase is left to the `cast` command's check: Ctx::allows reads only the listed actions,
  // and casting goes wherever shooting is listed.
  if (f.status.has_moved) return {};
  static constexpr std::array<rules::AbilityKind, 3> kOrder{
      rules::AbilityKind::Attack, rules::AbilityKind::Damage, rules::AbilityKind::Defence};
  const std::vector<const Figure*> foes = opponents_by_distance(c, f);
  for (const rules::AbilityKind kind : kOrder)
    for (const rules::MagicAbility* a : castable(c, f, kind))
      for (const Figure* foe : foes) {
        const json payload = cast_payload(f, *a, *foe);
        if (!c.accepted("cast", payload)) continue;
        return {
            announce(
                c.side, f.id,
                game::figure_label(f) + " is Alerted and uses its " + std::string(to_string(kind)) +
                    " abilities first (" + kAlerted + "; kinds from abilities.json): " + a->name +
                    " at " + game::figure_label(*foe) + ", the nearest it can reach (" +
                    cm(gap(c, f, *foe)) + "), " + std::to_string(f.magic.power_points) +
                    " power point(s) left.",
                "cast", payload, json::object(),
                {{"target", foe->id}, {"ability", a->id}, {"kind", std::string(to_string(kind))}}),
            true};
      }
  return {};
}

}  // namespace fray::ai::enemy_status
