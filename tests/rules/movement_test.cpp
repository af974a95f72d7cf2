#include <gtest/gtest.h>

#include <fray/classic/rules/movement.h>
#include <fray/classic/rules/wound_location.h>
#include <fray/dice/scripted_dice.h>

namespace fray::rules {
namespace {

TEST(Movement, AllowanceBySpeciesArmourMountAndLegWounds) {
  const MovementBase dwarf{16, 16, 12};
  const MovementBase human{20, 16, 12};
  EXPECT_EQ(movement_allowance(dwarf, 3, TroopType::Foot, 0), 16);
  EXPECT_EQ(movement_allowance(dwarf, 4, TroopType::Foot, 0), 16);
  EXPECT_EQ(movement_allowance(dwarf, 5, TroopType::Foot, 0), 12);
  EXPECT_EQ(movement_allowance(human, 3, TroopType::Foot, 0), 20);
  EXPECT_EQ(movement_allowance(human, 4, TroopType::Cavalry, 0), 40);
  EXPECT_EQ(movement_allowance(human, 4, TroopType::MountedFoot, 0), 36);
  EXPECT_EQ(movement_allowance(human, 3, TroopType::Foot, 2), 12);  // two leg wounds: -8 cm
  EXPECT_EQ(movement_allowance(dwarf, 5, TroopType::Foot, 4), 0);
  EXPECT_EQ(shield_wall_allowance(true), 12);
  EXPECT_EQ(shield_wall_allowance(false), 8);
}

struct SlowingCase {
  const char* name;
  int allowance;
  TerrainDifficulty going;
  TroopType mount;
  SlowingDice rule;
  std::vector<int> faces;
  int left;
  bool blocked;
};

class Slowing : public ::testing::TestWithParam<SlowingCase> {};

TEST_P(Slowing, AppliesTheDice) {
  const SlowingCase& c = GetParam();
  dice::ScriptedDice dice(c.faces);
  const SlowingResult r = apply_slowing(c.allowance, c.going, c.mount, c.rule, dice);
  EXPECT_EQ(r.allowance_cm, c.left);
  EXPECT_EQ(r.blocked, c.blocked);
  EXPECT_EQ(dice.remaining(), 0u) << "every scripted die is used";
}

INSTANTIATE_TEST_SUITE_P(Seed002, Slowing,
                         ::testing::Values(SlowingCase{"foot_difficult",
                                                       20,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Foot,
                                                       SlowingDice::Standard,
                                                       {3},
                                                       17,
                                                       false},
                                           SlowingCase{"foot_difficult_six_blocks",
                                                       20,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Foot,
                                                       SlowingDice::Standard,
                                                       {6},
                                                       0,
                                                       true},
                                           SlowingCase{"foot_very_difficult_halves_first",
                                                       20,
                                                       TerrainDifficulty::VeryDifficult,
                                                       TroopType::Foot,
                                                       SlowingDice::Standard,
                                                       {4},
                                                       6,
                                                       false},
                                           SlowingCase{"goblin_best_of_two",
                                                       16,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Foot,
                                                       SlowingDice::BestOfTwo,
                                                       {5, 2},
                                                       14,
                                                       false},
                                           SlowingCase{"best_of_two_blocked_only_by_two_sixes",
                                                       16,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Foot,
                                                       SlowingDice::BestOfTwo,
                                                       {6, 1},
                                                       15,
                                                       false},
                                           SlowingCase{"cavalry_difficult",
                                                       40,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Cavalry,
                                                       SlowingDice::Standard,
                                                       {3, 6},
                                                       31,
                                                       false},
                                           SlowingCase{"cavalry_difficult_double_six",
                                                       40,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Cavalry,
                                                       SlowingDice::Standard,
                                                       {6, 6},
                                                       0,
                                                       true},
                                           SlowingCase{"cavalry_very_difficult_one_six",
                                                       40,
                                                       TerrainDifficulty::VeryDifficult,
                                                       TroopType::Cavalry,
                                                       SlowingDice::Standard,
                                                       {6, 1},
                                                       0,
                                                       true},
                                           SlowingCase{"mount_at_ease_three_keep_two",
                                                       40,
                                                       TerrainDifficulty::Difficult,
                                                       TroopType::Cavalry,
                                                       SlowingDice::BestTwoOfThree,
                                                       {6, 2, 5},
                                                       33,
                                                       false},
                                           SlowingCase{"open_ground_no_dice",
                                                       20,
                                                       TerrainDifficulty::Normal,
                                                       TroopType::Foot,
                                                       SlowingDice::Standard,
                                                       {},
                                                       20,
                                                       false}),
                         [](const auto& slowing) { return std::string(slowing.param.name); });

TEST(Movement, ForbiddenGroundIsRefused) {
  dice::ScriptedDice none;
  const SlowingResult r = apply_slowing(40, TerrainDifficulty::Forbidden, TroopType::Cavalry,
                                        SlowingDice::Standard, none);
  EXPECT_TRUE(r.refused);
  EXPECT_EQ(r.allowance_cm, 0);
}

// seed 000, "Wound localisation".
TEST(WoundLocation, D12FacesMapToHeadTrunkLeg) {
  EXPECT_EQ(wound_location_for(1), WoundLocation::Head);
  for (int face = 2; face <= 7; ++face)
    EXPECT_EQ(wound_location_for(face), WoundLocation::TrunkArm);
  for (int face = 8; face <= 12; ++face) EXPECT_EQ(wound_location_for(face), WoundLocation::Leg);
  EXPECT_THROW(wound_location_for(13), std::invalid_argument);
  dice::ScriptedDice dice{9};
  int face = 0;
  EXPECT_EQ(roll_wound_location(dice, &face), WoundLocation::Leg);
  EXPECT_EQ(face, 9);
}

}  // namespace
}  // namespace fray::rules
