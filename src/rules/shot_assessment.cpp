#include <algorithm>

#include <fray/rules/citations.h>
#include <fray/rules/shot_assessment.h>

namespace fray::rules {
namespace {

ShotAssessment refuse(std::string why, const char* citation) {
  ShotAssessment result;
  result.refusal = std::move(why);
  result.refusal_citation = citation;
  return result;
}

const RangeBand* band_for(const MissileStats& weapon, double range_cm) {
  for (const RangeBand& band : weapon.bands)
    if (range_cm <= band.to_cm && (range_cm > band.from_cm || band.from_cm == 0)) return &band;
  return nullptr;
}

// The strongest of the protections that do not add up (terrain, shield wall, arrow slit).
Modifier cover_modifier(const ShotCover cover, const MissileStats& weapon,
                        const ShotTargetStats& target) {
  const bool on_foot = target.mount == Mount::Foot;
  switch (cover) {
    case ShotCover::None:
      return {};
    case ShotCover::BehindCover:
      if (on_foot) return {"target_behind_cover", -1, cite::kShootingModifiers, ""};
      return {};
    case ShotCover::ForestEdge:
      if (on_foot) return {"target_in_forest_edge", -1, cite::kShootingModifiers, ""};
      return {};
    case ShotCover::ShieldWall:
      if (!weapon.heavy_throwing)
        return {"target_in_shield_wall", -1, cite::kShootingModifiers, ""};
      return {};
    case ShotCover::ArrowSlit:
      if (on_foot) return {"target_behind_arrow_slit", -2, cite::kShootingModifiers, ""};
      return {};
  }
  return {};
}

// Armour up to 5 uses the weapon's own column; each point beyond 5 is a further -1 that is not
// part of the -2 cap (seed 000, "Armour 6 & armour 7").
int armour_column(const MissileStats& weapon, int armour) {
  if (armour >= 5) return weapon.armour5_modifier;
  if (armour == 4) return weapon.armour4_modifier;
  return 0;
}

}  // namespace

ShotAssessment assess_shot(const ShooterStats& shooter, const MissileStats& weapon,
                           const ShotTargetStats& target, const ShotConditions& c) {
  if (c.target_hidden) return refuse("the target is hidden, crouched immobile", cite::kTerrain);
  if (c.target_deep_in_forest)
    return refuse("the target is behind 10 cm or more of forest", cite::kTerrain);
  if (c.target_crouched_behind_bank)
    return refuse("the target is crouched behind an earth bank", cite::kTerrain);
  if (weapon.foot_only && shooter.mount != Mount::Foot)
    return refuse(weapon.name + " must be used on foot", cite::kShooting);
  if (c.shooter_moving) {
    if (weapon.immobile_only) return refuse(weapon.name + " shoots only immobile", cite::kShooting);
    if (shooter.mount == Mount::MountedFoot)
      return refuse("mounted infantry cannot shoot while moving", cite::kShootingModifiers);
    const bool may = shooter.mount == Mount::Foot ? weapon.foot_may_shoot_moving
                                                  : weapon.mounted_may_shoot_moving;
    if (!may) return refuse(weapon.name + " cannot shoot while moving", cite::kShooting);
    if (shooter.mount == Mount::Foot && c.range_cm > weapon.foot_moving_max_cm)
      return refuse(weapon.name + " shoots on the move only at short range", cite::kShooting);
  }
  const RangeBand* band = band_for(weapon, c.range_cm);
  if (band == nullptr || band->need == 0)
    return refuse(
        weapon.name + " cannot reach " + std::to_string(static_cast<int>(c.range_cm)) + " cm",
        cite::kShooting);
  if (band->exterior_only && c.from_window)
    return refuse(weapon.name + " cannot shoot from a window or arrow slit (\"ext.\")",
                  cite::kShooting);

  ShotAssessment result;
  result.allowed = true;
  result.base_need = band->need;
  result.band_index = static_cast<int>(band - weapon.bands.data());
  result.die_sides = shooter.die_sides;

  // Target protections: terrain (non-cumulative), armour up to 5, furtive target, undead; their
  // total is capped at -2. Armour beyond 5 adds outside the cap and, when armour alone is worse
  // than -2, switches terrain protection off.
  const int armour_base = armour_column(weapon, target.armour);
  const int armour_extra = target.armour > 5 ? -(target.armour - 5) : 0;
  std::vector<Modifier> capped;
  Modifier cover = cover_modifier(c.cover, weapon, target);
  if (target.hand_slinger && cover.value != 0)
    cover = {cover.id, 0, cite::kShooting, "a hand slinger has no terrain protection"};
  if (armour_base + armour_extra < -2 && cover.value != 0)
    cover = {cover.id, 0, cite::kArmour67, "armour beyond -2 switches terrain protection off"};
  if (!cover.id.empty()) capped.push_back(cover);
  if (armour_base != 0)
    capped.push_back({"target_armour_" + std::to_string(std::min(target.armour, 5)), armour_base,
                      cite::kShooting, ""});
  if (c.target_furtive) capped.push_back({"furtive_target", -1, cite::kShootingModifiers, ""});
  if (target.undead)
    capped.push_back({"undead_target", -1, cite::kRangedPeculiarities, "no vital organs"});
  const int capped_sum = total(capped);
  for (Modifier& m : capped) result.modifiers.push_back(m);
  if (capped_sum < -2)
    result.modifiers.push_back({"protection_cap", -2 - capped_sum, cite::kShootingModifiers,
                                "terrain, armour and furtive target cannot pass -2"});
  if (armour_extra != 0)
    result.modifiers.push_back({"target_armour_" + std::to_string(target.armour), armour_extra,
                                cite::kArmour67, "-1 per armour point beyond 5, outside the cap"});

  // Shooter and weapon modifiers, outside the cap.
  if (c.shooter_moving && weapon.moving_penalty != 0 &&
      !(weapon.no_moving_penalty_before_contact && c.just_before_contact &&
        shooter.mount == Mount::Foot))
    result.modifiers.push_back(
        {"shooting_moving", weapon.moving_penalty, cite::kShootingModifiers, ""});
  if (shooter.mount == Mount::MountedFoot)
    result.modifiers.push_back({"mounted_infantry_shooting", -1, cite::kShootingModifiers,
                                "mounted infantry shooting immobile"});
  if (c.shooter_furtive && !weapon.furtive_penalty_exempt)
    result.modifiers.push_back({"furtive_shooter", -1, cite::kShootingModifiers, ""});
  if (weapon.group_bonus && c.target_in_group && !c.target_behind_built_protection)
    result.modifiers.push_back(
        {"group_target", 1, cite::kShootingModifiers, "imprecise weapon at a group"});
  if (shooter.penalised_at_idle && c.target_idle)
    result.modifiers.push_back(
        {"idle_target", -1, cite::kRangedPeculiarities, "reptilians see still targets badly"});
  if (shooter.elite)
    result.modifiers.push_back({"elite_shooter", 1, cite::kRangedPeculiarities, ""});

  // Optional rule: out of a chief's earshot, no positive modifier and no natural-maximum benefit.
  if (c.out_of_earshot) {
    result.natural_max_benefit = false;
    for (Modifier& m : result.modifiers)
      if (m.value > 0) {
        m.note = "cancelled: out of a chief's earshot";
        m.value = 0;
      }
  }
  result.need_natural = result.base_need - total(result.modifiers);
  return result;
}

}  // namespace fray::rules
