#pragma once

#include <string>
#include <vector>

#include <fray/classic/rules/terrain_type.h>
#include <fray/classic/rules/types.h>

namespace fray::rules {

/// When slowing dice block a figure for the whole game turn.
enum class BlockRule {
  AnySix,    ///< Any slowing die rolls 6.
  AllSixes,  ///< Every slowing die rolls 6.
};

/// One row of seed 002's movement table.
struct TroopMovement {
  TroopType type = TroopType::Foot;
  std::string name;
  int light_cm = 0;
  int armour4_cm = 0;  ///< Also with a large shield.
  int armour5_cm = 0;
  int slowing_dice = 1;
  BlockRule blocked_in_difficult = BlockRule::AnySix;
  BlockRule blocked_in_very_difficult = BlockRule::AnySix;
  std::string notes;
  Provenance provenance;
};

/// Generic movement rules (seed 002, "MOVEMENT"; seed 000 for the leg wound).
struct MovementRules {
  std::vector<TroopMovement> troop_types;  ///< One per TroopType (checked by the loader).
  bool difficult_deducts_slowing_dice = true;
  bool very_difficult_halves_first = true;  ///< Halve the move, then take off the dice.
  Provenance terrain_effects_provenance;
  int close_order_forward_cm = 12;  ///< Shield wall / close ranks of spears.
  int close_order_sideways_or_back_cm = 8;
  bool close_order_in_difficult_terrain = false;
  Provenance close_order_provenance;
  int leg_wound_reduction_cm = 4;  ///< Per stomach/leg wound (wound localisation, optional).
  bool leg_wounds_cumulative = true;
  Provenance leg_wound_provenance;

  const TroopMovement* find(TroopType type) const;
};

}  // namespace fray::rules
