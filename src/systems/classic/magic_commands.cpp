// The `cast` command: a magic user casts one of its abilities (seed 004, "Wizards, Witches and
// Magic"; docs/rules/magic.md). Casting is allowed wherever shooting is (the caster must stand
// still, as a shooter does) and costs the figure's whole activation.
#include <fray/classic/classic_system.h>
#include <fray/classic/magic_costs.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/state/magic.h>

#include "command_families.h"
#include "magic_effects.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kCommand = "cast";

Check parse_cast(const json& p, Action& a) {
  int caster = 0, target = 0;
  if (auto bad = read_int(p, kCommand, "caster", caster)) return bad;
  if (auto bad = read_int(p, kCommand, "target", target)) return bad;
  const auto ability = p.find("ability");
  if (ability == p.end() || !ability->is_string() || ability->get<std::string>().empty())
    return bad_payload(kCommand, "ability", "an ability id of abilities.json");
  a = Action{ActionKind::Cast, {caster}, -1, target};
  return {};
}

Refusal refuse(RefusalCode code, const std::string& text) { return {code, text}; }

// What the effect needs of its target, beyond being alive and in range.
Check check_target(const CheckContext& c, const Figure& caster, const rules::MagicAbility& a,
                   const Figure& target) {
  if (a.kind == rules::AbilityKind::Heal) {
    if (target.wounds == 0)
      return refuse(RefusalCode::NotAllowed, figure_label(target) + " has no wound to heal.");
    return {};
  }
  if (target.id == caster.id)
    return refuse(RefusalCode::NotAllowed, a.name + " is cast at another figure.");
  if (a.id == "sleep" && target.magic.asleep_since > 0)
    return refuse(RefusalCode::NotAllowed, figure_label(target) + " is already asleep.");
  if (a.id == "petrify" && target.magic.petrified_turns > 0)
    return refuse(RefusalCode::NotAllowed, figure_label(target) + " is already petrified.");
  if (a.id == "knock_back" && c.field.is_hex())
    return refuse(RefusalCode::NotAllowed,
                  "Knock back is played on a free-measure table only (not yet on hex maps).");
  return {};
}

Check check_cast(const CheckContext& c, const json& p) {
  const Figure* caster = nullptr;
  if (auto r = living_figure(c.state, p["caster"].get<int>(), &caster)) return r;
  const std::string id = p["ability"].get<std::string>();
  const rules::MagicAbility* a = classic_rules(c.system).magic.find(id);
  if (!a) return bad_payload(kCommand, "ability", "an ability id of abilities.json");
  if (!knows_ability(*caster, id))
    return refuse(RefusalCode::NotAllowed,
                  figure_label(*caster) + " does not know " + a->name + ".");
  if (!a->implemented)
    return refuse(RefusalCode::NotAllowed,
                  a->name + " is listed but Fray does not apply its effect yet (abilities.json).");
  if (!caster->magic.conjuring.empty())
    return refuse(RefusalCode::AlreadyActed,
                  figure_label(*caster) + " is still conjuring " + caster->magic.conjuring + ".");
  if (caster->status.has_moved || caster->status.has_shot || caster->status.has_struck)
    return refuse(RefusalCode::AlreadyActed,
                  figure_label(*caster) +
                      " has acted this turn; a magic user must stay stationary to "
                      "cast (" +
                      std::string(kMagicCitation) + ").");
  if (caster->magic.power_points < a->cost)
    return refuse(RefusalCode::NotAllowed,
                  figure_label(*caster) + " has " + std::to_string(caster->magic.power_points) +
                      " power point(s); " + a->name + " costs " + std::to_string(a->cost) + ".");
  if (!can_afford(*caster, *a))
    return refuse(RefusalCode::NotAllowed,
                  figure_label(*caster) + " has " + std::to_string(caster->magic.power_points) +
                      " power point(s): the casting D6 cannot succeed (a 1 fails, more exceeds "
                      "the points; " +
                      kMagicCitation + ").");
  const Figure* target = nullptr;
  if (auto r = living_figure(c.state, p["target"].get<int>(), &target)) return r;
  if (const auto range = classic_rules(c.system).magic.range_cm(*a)) {
    const double gap = c.field.edge_distance(footprint(*caster), footprint(*target));
    if (gap > *range + 1e-9)
      return refuse(RefusalCode::TooFar, figure_label(*target) + " is " + format_cm(gap) +
                                             " cm away; " + a->name + " reaches " +
                                             format_cm(*range) + " cm (" + kMagicCitation + ").");
  }
  return check_target(c, *caster, *a, *target);
}

void execute_cast(ExecuteContext& c, const json& p) {
  Figure& caster = *c.state.find(p["caster"].get<int>());
  Figure& target = *c.state.find(p["target"].get<int>());
  const rules::MagicAbility& a =
      *classic_rules(c.system).magic.find(p["ability"].get<std::string>());
  if (a.conjure_turns > 1) {
    // Conjured over several turns standing still; the die is rolled when the last one ends
    // (docs/rules/magic.md).
    caster.magic.conjuring = a.id;
    caster.magic.conjuring_target = target.id;
    caster.magic.conjuring_turns_left = a.conjure_turns;
    emit(c.events, "conjuring_started",
         {{"caster", caster.id},
          {"ability", a.id},
          {"target", target.id},
          {"turns", a.conjure_turns},
          {"citation", kMagicCitation}},
         figure_label(caster) + " starts conjuring " + a.name + " for " + figure_label(target) +
             ": " + std::to_string(a.conjure_turns) +
             " turns standing still, the casting die at the end of the last (" + kMagicCitation +
             ").");
    return;
  }
  resolve_casting(classic_rules(c.system), &c.field, c.state, caster, a, target, c.dice, c.events);
}

}  // namespace

void add_magic_commands(CommandRegistry& registry) {
  add_handler(registry, {kCommand, parse_cast, check_cast, execute_cast});
}

}  // namespace fray::game
