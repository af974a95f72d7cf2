#pragma once

#include <string>
#include <vector>

#include <fray/classic/rules/terrain_type.h>
#include <fray/classic/rules/types.h>
#include <fray/sheets/classic_sheet.h>

namespace fray::rules {

// The per-figure side of a die roll: what the shooting and melee rules read about the figures
// involved, resolved from species, equipment and state by the caller (the game layer or a
// situation file). Weapons are read from their definitions directly.

/// Whatever a figure has in front of it when shot at. These protections do not add up: the
/// strongest one applies (seed 002, "SHOOTING MODIFIERS").
enum class ShotCover {
  None,
  BehindCover,  ///< Wall, bank, bushes, window, battlement, large opening: foot only.
  ForestEdge,   ///< In a forest edge or behind at most 10 cm of forest: foot only.
  ShieldWall,   ///< In a shield wall or testudo: not against heavy throwing weapons.
  ArrowSlit,    ///< Behind a very narrow opening in a very strong wall: foot only.
};

/// A shooter, as the shooting rules see it.
struct ShooterStats {
  std::string name;
  int die_sides = 6;  ///< D4 for Orcq bows, D8 for Elves and Halflings (seed 000).
  TroopType mount = TroopType::Foot;
  bool elite = false;              ///< "Elite shooter".
  bool penalised_at_idle = false;  ///< Lizardmen: worse at targets that do nothing.
};

/// A target, as the shooting rules see it.
struct ShotTargetStats {
  std::string name;
  int armour = 3;  ///< Effective armour against shooting (species protection applied).
  TroopType mount = TroopType::Foot;
  bool undead = false;        ///< Skeletons, zombies: less protected from shots... by no organs.
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
  StrengthClass strength = StrengthClass::EqualH;
  int figure_class = 3;  ///< 2 to 5.
  int armour = 3;        ///< Effective armour in melee (species protection applied).
  int die_sides = 6;     ///< Species melee die, already lowered for skeletons.
  TroopType mount = TroopType::Foot;
  std::vector<std::string> special_rules;  ///< Species special rule ids (weapon length, H2...).
  bool strikes_last = false;               ///< H2 creatures and zombies.
  bool ignores_weapon_effects = false;     ///< H2: no weapon length or weapon modifier.
  bool strong_individual = false;
  bool good_rider = true;     ///< Poor riders fight under the mounted-foot rules.
  bool half_stunned = false;  ///< Head wound: is hit with +1 (seed 000, "Wound localisation").
  int trunk_wounds = 0;       ///< Each lowers the die, or -1 with a D6 or D4.
  Technology technology = Technology::Iron;
};

/// The circumstances of one strike.
struct StrikeConditions {
  bool first_turn_of_contact = true;
  bool charging = false;  ///< Cavalry charging (needs saddle, no difficult terrain).
  bool immobile = false;  ///< The striker stood still (spears against charging cavalry).
  bool foe_charging = false;
  bool foe_crosses_obstacle = false;  ///< The foe attacks across a linear obstacle.
  bool foe_on_higher_ground = false;
  bool foe_in_shield_wall = false;
  bool difficult_for_cavalry = false;
  bool very_difficult_for_cavalry = false;
  bool out_of_earshot = false;
};

}  // namespace fray::rules
