#include <algorithm>

#include <fray/classic/rules/citations.h>
#include <fray/classic/rules/movement.h>

namespace fray::rules {

int movement_allowance(const MovementBase& species, int worn_armour, TroopType mount,
                       int leg_wounds) {
  int cm = species.light_cm;
  if (mount == TroopType::Cavalry)
    cm = 40;
  else if (mount == TroopType::MountedFoot)
    cm = 36;
  else if (worn_armour >= 5)
    cm = species.armour5_cm;
  else if (worn_armour == 4)
    cm = species.armour4_cm;
  return std::max(0, cm - 4 * leg_wounds);
}

int shield_wall_allowance(bool forward) { return forward ? 12 : 8; }

SlowingResult apply_slowing(int allowance_cm, TerrainDifficulty going, TroopType mount,
                            SlowingDice rule, dice::DieSource& dice) {
  SlowingResult result;
  result.allowance_cm = allowance_cm;
  if (going == TerrainDifficulty::Normal) {
    result.explanation = "open going: no slowing dice";
    return result;
  }
  if (going == TerrainDifficulty::Forbidden) {
    result.refused = true;
    result.allowance_cm = 0;
    result.explanation =
        std::string("this ground is forbidden to these troops (") + cite::kTerrain + ")";
    return result;
  }
  const bool mounted = mount != TroopType::Foot;
  int rolls = mounted ? 2 : 1;
  int keep = rolls;
  if (rule == SlowingDice::BestOfTwo && !mounted) rolls = 2, keep = 1;
  if (rule == SlowingDice::BestTwoOfThree && mounted) rolls = 3, keep = 2;
  for (int i = 0; i < rolls; ++i) result.rolled.push_back(dice.roll(6));
  result.kept = result.rolled;
  std::sort(result.kept.begin(), result.kept.end());
  result.kept.resize(static_cast<size_t>(keep));

  const int sixes = static_cast<int>(std::count(result.kept.begin(), result.kept.end(), 6));
  if (!mounted)
    result.blocked = sixes > 0;
  else
    result.blocked = going == TerrainDifficulty::Difficult ? sixes == keep : sixes > 0;

  int left = going == TerrainDifficulty::VeryDifficult ? allowance_cm / 2 : allowance_cm;
  for (int die : result.kept) left -= die;
  result.allowance_cm = result.blocked ? 0 : std::max(0, left);
  result.explanation =
      std::string(going == TerrainDifficulty::VeryDifficult ? "very difficult ground: half "
                                                              "move, less the slowing dice"
                                                            : "difficult ground: move less "
                                                              "the slowing dice") +
      (result.blocked ? "; blocked for the game turn by sixes" : "") + " (" + cite::kMovement + ")";
  return result;
}

}  // namespace fray::rules
