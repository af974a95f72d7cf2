#pragma once

#include <string>
#include <vector>

namespace fray::rules {

/// How a figure is carried into battle (seed 002, "Movement": foot, cavalry, mounted foot).
enum class Mount { Foot, Cavalry, MountedFoot };

/// Strength class as a rank, so "much weaker than" is a subtraction: -H 0, =H 1, +H 2, ++H 3, H2 4.
enum class Strength { MinusH = 0, EqualH = 1, PlusH = 2, PlusPlusH = 3, H2 = 4 };

/// Melee weapon length, shortest first, so a greater value strikes first on the first turn of
/// contact (seed 002, "Melee").
enum class Length { BareHands = 0, VeryShort = 1, Short = 2, HalfLong = 3, Long = 4 };

/// Weapon metal for the technology-gap priority variant (seed 000, "Melee: some peculiarities").
enum class Technology { Stone = 0, Bronze = 1, Iron = 2 };

/// Whatever a figure has in front of it when shot at. These protections do not add up: the
/// strongest one applies (seed 002, "Shooting modifiers").
enum class ShotCover {
  None,
  BehindCover,  ///< wall, bank, bushes, window, battlement, large opening: -1 (foot only)
  ForestEdge,   ///< in a forest edge or behind at most 10 cm of forest: -1 (foot only)
  ShieldWall,   ///< in a shield wall or testudo: -1 (not against heavy throwing weapons)
  ArrowSlit,    ///< behind a very narrow opening in a very strong wall: -2 (foot only)
};

/// One range band of a missile weapon: from_cm < range <= to_cm (the first band includes 0).
struct RangeBand {
  double from_cm = 0;
  double to_cm = 0;
  int need = 0;                ///< Total needed to hit (5, 6, 7, 8); 0 means "cannot shoot".
  bool exterior_only = false;  ///< "ext.": not from a window or an arrow slit.
};

/// A missile weapon, everything the shooting rules read (seed 002, "Shooting").
struct MissileStats {
  std::string id;
  std::string name;
  std::vector<RangeBand> bands;
  int armour4_modifier = 0;  ///< At a target of armour 4.
  int armour5_modifier = 0;  ///< At armour 5; armour 6, 7... add -1 each beyond this.
  bool foot_may_shoot_moving = false;
  bool mounted_may_shoot_moving = false;
  int moving_penalty = 0;                         ///< Applied when shooting in movement (negative).
  double foot_moving_max_cm = 1e9;                ///< Foot may shoot moving only up to this range.
  bool no_moving_penalty_before_contact = false;  ///< Ancient crossbow on foot.
  bool immobile_only = false;                     ///< Must be on foot and immobile (slings).
  bool foot_only = false;
  bool group_bonus = false;             ///< +1 at a group (imprecise weapons).
  bool heavy_throwing = false;          ///< Pilum and kin: ignores shield wall.
  bool furtive_penalty_exempt = false;  ///< Bows and hand-thrown weapons.
  bool hand_thrown = false;
};

/// A shooter, as the shooting rules see it.
struct ShooterStats {
  std::string name;
  int die_sides = 6;  ///< D4 for Orcq bows, D8 for Elves and Halflings (seed 000).
  Mount mount = Mount::Foot;
  bool elite = false;              ///< "Elite shooter": +1.
  bool penalised_at_idle = false;  ///< Lizardmen: -1 at targets that do nothing.
};

/// A target, as the shooting rules see it.
struct ShotTargetStats {
  std::string name;
  int armour = 3;  ///< Effective armour against shooting (species protection applied).
  Mount mount = Mount::Foot;
  bool undead = false;        ///< Skeletons, zombies: -1 to be shot at.
  bool hand_slinger = false;  ///< Not protected by terrain in the turn it slings.
};

/// The circumstances of one shot.
struct ShotConditions {
  double range_cm = 0;
  ShotCover cover = ShotCover::None;
  bool from_window = false;  ///< Shooting from a window or arrow slit.
  bool shooter_moving = false;
  bool just_before_contact = false;  ///< Shooting on the move just before contact.
  bool shooter_furtive = false;      ///< Appears only a moment to shoot.
  bool target_furtive = false;       ///< Moving, hidden or touching the shooter's friends.
  bool target_in_group = false;
  bool target_behind_built_protection = false;
  bool target_idle = false;
  bool target_hidden = false;          ///< Crouched immobile in bushes or crops.
  bool target_deep_in_forest = false;  ///< Behind 10 cm or more of forest.
  bool target_crouched_behind_bank = false;
  bool out_of_earshot = false;  ///< Optional rule: no chief within 20 cm.
};

/// A fighter, as the melee rules see it.
struct FighterStats {
  std::string name;
  Strength strength = Strength::EqualH;
  int figure_class = 3;  ///< 2 to 5.
  int armour = 3;        ///< Effective armour in melee (species protection applied).
  int die_sides = 6;     ///< Species melee die, already lowered for skeletons.
  Mount mount = Mount::Foot;
  bool strikes_last = false;            ///< H2 creatures and zombies.
  bool ignores_weapon_effects = false;  ///< H2: no weapon length or weapon modifier.
  bool short_staff_weapons = false;     ///< Dwarves and -H: spears and staff weapons half-long.
  bool strong_individual = false;       ///< +1 to the melee die.
  bool good_rider = true;  ///< Mounted foot and poor riders get the mounted-foot rules.
  int trunk_wounds = 0;    ///< Wound localisation: each lowers the die or gives -1.
  Technology technology = Technology::Iron;
};

/// A melee weapon, as the melee rules read it (seed 002 and seed 000).
struct MeleeWeaponStats {
  std::string id;
  std::string name;
  Length length = Length::Short;
  int modifier = 0;           ///< Two-handed axe +1, improvised -1 (seed 000 examples).
  bool staff_weapon = false;  ///< Bill, halberd...: +1 vs ++H, H2 and mounted foes.
  bool spear = false;         ///< +1 immobile against charging cavalry.
  bool pike = false;
  bool couched_lance = false;     ///< Heavy couched lance: +1 and first strike when charging.
  bool two_handed_heavy = false;  ///< Loses its length and weight advantage when mounted.
  bool improvised = false;
};

/// The circumstances of one strike.
struct StrikeConditions {
  bool first_turn_of_contact = true;
  bool charging = false;  ///< Cavalry charging (needs saddle, no difficult terrain).
  bool immobile = false;  ///< The striker stood still (spears vs charging cavalry).
  bool foe_charging = false;
  bool foe_crosses_obstacle = false;  ///< The foe attacks across a linear obstacle.
  bool foe_on_higher_ground = false;
  bool foe_in_shield_wall = false;
  bool difficult_for_cavalry = false;
  bool very_difficult_for_cavalry = false;
  bool out_of_earshot = false;
};

}  // namespace fray::rules
