#pragma once

#include <string>
#include <vector>

#include <fray/classic/rules/combat_stats.h>
#include <fray/dice/die_source.h>

namespace fray::rules {

/// How many slowing dice a figure rolls and which it keeps.
enum class SlowingDice {
  Standard,       ///< Foot: one die. Mounted: two dice, both count.
  BestOfTwo,      ///< Foot on its favoured ground: two dice, the best (lowest) counts (seed 000).
  BestTwoOfThree  ///< Mount at ease on this ground: three dice, the two best count (seed 000).
};

/// The movement a figure has before terrain, in cm.
struct MovementBase {
  int light_cm = 20;    ///< In light clothing.
  int armour4_cm = 16;  ///< In chainmail or with a large shield.
  int armour5_cm = 12;  ///< In complete armour.
};

/// Movement allowance in cm from the species' numbers, the armour worn and the mount
/// (seed 000 species table; seed 002, "MOVEMENT": cavalry 40, mounted foot 36), less 4 cm per
/// leg wound (seed 000, "Wound localisation"). Never below zero.
int movement_allowance(const MovementBase& species, int worn_armour, TroopType mount,
                       int leg_wounds);

/// Shield wall or close ranks of spears: 12 cm forward, 8 cm sideways or back (seed 002).
int shield_wall_allowance(bool forward);

/// The outcome of crossing difficult ground: the dice rolled, the ones kept, what is left.
struct SlowingResult {
  int allowance_cm = 0;     ///< What is left to move after halving and the dice.
  std::vector<int> rolled;  ///< Every slowing die, in the order rolled.
  std::vector<int> kept;    ///< The dice that count.
  bool blocked = false;     ///< Blocked for the game turn (sixes).
  bool refused = false;     ///< The ground is forbidden to these troops.
  std::string explanation;  ///< One sentence with the rule cited.
};

/// Applies seed 002's slowing dice: difficult ground takes the kept dice off the allowance; very
/// difficult ground halves it first. On foot the kept die showing 6 blocks the figure; mounted,
/// both kept dice showing 6 block it in difficult ground and any 6 in very difficult ground.
SlowingResult apply_slowing(int allowance_cm, TerrainDifficulty going, TroopType mount,
                            SlowingDice dice_rule, dice::DieSource& dice);

}  // namespace fray::rules
