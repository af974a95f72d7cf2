#include <algorithm>
#include <cstdio>
#include <stdexcept>

#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/shot_assessment.h>

namespace fray::rules {
namespace {

// The data's definition of modifier `id` as an applied modifier; the rule tables must define
// every id the shooting code names (the loader's tests check the real files).
Modifier pick(const ShootingRules& rules, std::string_view id) {
  const ShootingModifierDefinition* found = rules.find_modifier(id);
  if (found == nullptr)
    throw std::out_of_range("shooting_modifiers.json defines no modifier '" + std::string(id) +
                            "'");
  return {found->id, found->value, found->provenance.source, ""};
}

ShotAssessment refuse(std::string why, const char* citation) {
  ShotAssessment result;
  result.refusal = std::move(why);
  result.refusal_citation = citation;
  return result;
}

// Refusals that do not depend on the range: the target cannot be seen, or the weapon cannot be
// used like this. Empty when the shot may go on.
ShotAssessment refusal_for(const ShooterStats& shooter, const MissileWeapon& weapon,
                           const ShotConditions& c) {
  if (c.target_hidden) return refuse("the target is hidden, crouched immobile", cite::kTerrain);
  if (c.target_deep_in_forest)
    return refuse("the target is behind 10 cm or more of forest", cite::kTerrain);
  if (c.target_crouched_behind_bank)
    return refuse("the target is crouched behind an earth bank", cite::kTerrain);
  if (weapon.foot_only && shooter.mount != TroopType::Foot)
    return refuse(weapon.name + " must be used on foot", cite::kShooting);
  if (!c.shooter_moving) return {};
  if (weapon.immobile_only) return refuse(weapon.name + " shoots only immobile", cite::kShooting);
  if (shooter.mount == TroopType::MountedFoot)
    return refuse("mounted infantry cannot shoot while moving", cite::kShootingModifiers);
  const MovingFire& moving =
      shooter.mount == TroopType::Foot ? weapon.moving_foot : weapon.moving_mounted;
  if (!moving.allowed) return refuse(weapon.name + " cannot shoot while moving", cite::kShooting);
  if (moving.max_range_cm && c.range_cm > *moving.max_range_cm)
    return refuse(weapon.name + " shoots on the move only up to " +
                      std::to_string(*moving.max_range_cm) + " cm",
                  cite::kShooting);
  return {};
}

// The strongest of the protections that do not add up (terrain, shield wall, arrow slit).
std::optional<Modifier> cover_modifier(ShotCover cover, const MissileWeapon& weapon,
                                       const ShotTargetStats& target, const ShootingRules& t) {
  const bool on_foot = target.mount == TroopType::Foot;
  switch (cover) {
    case ShotCover::None:
      return std::nullopt;
    case ShotCover::BehindCover:
      if (on_foot) return pick(t, "target_behind_cover");
      return std::nullopt;
    case ShotCover::ForestEdge:
      if (!on_foot) return std::nullopt;
      {
        Modifier m = pick(t, "target_behind_cover");
        m.note = "in a forest edge or behind at most 10 cm of forest";
        return m;
      }
    case ShotCover::ShieldWall:
      if (!weapon.ignores_shield_wall) return pick(t, "target_in_shield_wall");
      return std::nullopt;
    case ShotCover::ArrowSlit:
      if (on_foot) return pick(t, "target_behind_arrow_slit");
      return std::nullopt;
  }
  return std::nullopt;
}

std::string format_cm(double cm) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g cm", cm);
  return text;
}

void add_target_modifiers(const MissileWeapon& weapon, const ShotTargetStats& target,
                          const ShotConditions& c, const ShootingRules& t,
                          std::vector<Modifier>& out) {
  // Terrain (non-cumulative), armour up to 5, furtive target and undead are capped together.
  // Armour beyond 5 adds outside the cap and, when armour alone passes the cap, switches
  // terrain protection off (seed 000, "Armour 6 & armour 7").
  const int cap = t.cap_worst_total;
  // The weapon's column up to armour 5 is capped; what armour 6+ adds on top is not.
  const int armour_base = t.armour_modifier(weapon, std::min(target.armour, 5));
  const int armour_extra = t.armour_modifier(weapon, target.armour) - armour_base;
  std::vector<Modifier> capped;
  if (std::optional<Modifier> cover = cover_modifier(c.cover, weapon, target, t)) {
    if (target.hand_slinger) {
      cover->value = 0;
      cover->note = "a hand slinger has no terrain protection";
    } else if (armour_base + armour_extra < t.armour_beyond_5.disables_cover_when_total_below) {
      cover->value = 0;
      cover->citation = cite::kArmour67;
      cover->note = "armour worse than the cap switches terrain protection off";
    }
    capped.push_back(*cover);
  }
  if (armour_base != 0)
    capped.push_back({"target_armour_" + std::to_string(std::min(target.armour, 5)), armour_base,
                      cite::kShooting, weapon.name + " column"});
  if (c.target_furtive) capped.push_back(pick(t, "furtive_target"));
  if (target.undead) capped.push_back(pick(t, "target_undead"));
  const int capped_sum = total(capped);
  out.insert(out.end(), capped.begin(), capped.end());
  if (capped_sum < cap) {
    out.push_back({"protection_cap", cap - capped_sum, t.cap_provenance.source,
                   "terrain, armour and furtive target together cannot pass " + signed_value(cap)});
  }
  if (armour_extra != 0) {
    out.push_back({"target_armour_" + std::to_string(target.armour), armour_extra,
                   t.armour_beyond_5.provenance.source, "beyond armour 5, outside the cap"});
  }
}

void add_shooter_modifiers(const ShooterStats& shooter, const MissileWeapon& weapon,
                           const ShotConditions& c, const ShootingRules& t,
                           std::vector<Modifier>& out) {
  const MovingFire& moving =
      shooter.mount == TroopType::Foot ? weapon.moving_foot : weapon.moving_mounted;
  const bool waived = weapon.no_penalty_just_before_contact_on_foot && c.just_before_contact &&
                      shooter.mount == TroopType::Foot;
  if (c.shooter_moving && moving.penalty != 0 && !waived) {
    Modifier m = pick(t, "shooting_while_moving");
    m.value = moving.penalty;  // the weapon's own penalty
    out.push_back(m);
  }
  if (shooter.mount == TroopType::MountedFoot) out.push_back(pick(t, "mounted_foot_shooting"));
  const bool furtive_exempt =
      weapon.category == MissileCategory::Bow || weapon.category == MissileCategory::Thrown;
  if (c.shooter_furtive && !furtive_exempt) out.push_back(pick(t, "furtive_shooter"));
  if (weapon.group_bonus != 0 && c.target_in_group && !c.target_behind_built_protection) {
    Modifier m = pick(t, "group_target");
    m.value = weapon.group_bonus;
    out.push_back(m);
  }
  if (shooter.penalised_at_idle && c.target_idle)
    out.push_back(pick(t, "idle_target_reptilian_shooter"));
  if (shooter.elite) out.push_back(pick(t, "elite_shooter"));
}

}  // namespace

ShotAssessment assess_shot(const ShooterStats& shooter, const MissileWeapon& weapon,
                           const ShotTargetStats& target, const ShotConditions& c,
                           const ShootingRules& table) {
  if (ShotAssessment refused = refusal_for(shooter, weapon, c); !refused.refusal.empty())
    return refused;
  const MissileRangeBand* band = weapon.band_at(c.range_cm);
  if (band == nullptr || !band->to_hit)
    return refuse(weapon.name + " cannot shoot at " + format_cm(c.range_cm), cite::kShooting);
  if (band->exterior_only && c.from_window)
    return refuse(
        weapon.name + " cannot shoot from a window or arrow slit at this range (\"ext.\")",
        cite::kShooting);

  ShotAssessment result;
  result.allowed = true;
  result.base_need = *band->to_hit;
  result.die_sides = shooter.die_sides;
  add_target_modifiers(weapon, target, c, table, result.modifiers);
  add_shooter_modifiers(shooter, weapon, c, table, result.modifiers);
  // Optional rule: out of a chief's earshot, no positive modifier and no natural-maximum benefit.
  if (c.out_of_earshot) {
    result.natural_max_benefit = false;
    cancel_bonuses(result.modifiers,
                   std::string("out of a chief's earshot, ") + cite::kNaturalMaximum);
  }
  result.need_natural = result.base_need - total(result.modifiers);
  return result;
}

}  // namespace fray::rules
