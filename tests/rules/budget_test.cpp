#include <gtest/gtest.h>

#include <fray/rules/budget.h>

namespace fray::rules {
namespace {

CostInput figure(Strength s, int life, int cls, int worn, int total_armour) {
  CostInput in;
  in.strength = s;
  in.life_points_die = life;
  in.figure_class = cls;
  in.worn_armour = worn;
  in.total_armour = total_armour;
  return in;
}

// seed 000, "Budget": one line per formula.
TEST(Budget, EqualHCostsClassPlusArmourCavalryDoubles) {
  EXPECT_EQ(point_cost(figure(Strength::EqualH, 1, 4, 4, 4)).points, 5);  // 4 + chainmail 1
  CostInput rider = figure(Strength::EqualH, 1, 5, 5, 5);
  rider.cavalry = true;
  EXPECT_EQ(point_cost(rider).points, 12);  // 5 x 2 + complete armour 2
  CostInput scarce = figure(Strength::EqualH, 1, 4, 5, 5);
  scarce.scarce_metal = true;
  EXPECT_EQ(point_cost(scarce).points, 9);  // 4 + 5
}

TEST(Budget, MinusHCostsOneLessExceptHalflings) {
  EXPECT_EQ(point_cost(figure(Strength::MinusH, 1, 3, 3, 3)).points, 2);
  CostInput halfling = figure(Strength::MinusH, 1, 3, 3, 3);
  halfling.costs_as_human = true;
  EXPECT_EQ(point_cost(halfling).points, 3);
}

TEST(Budget, BigCreaturesMultiplyClassPlusTotalArmour) {
  EXPECT_EQ(point_cost(figure(Strength::PlusH, 1, 3, 3, 4)).points, 7);
  EXPECT_EQ(point_cost(figure(Strength::PlusH, 2, 3, 3, 4)).points, 14);
  CostInput ogre = figure(Strength::PlusPlusH, 3, 3, 3, 5);
  ogre.weapons = 1;
  const Cost cost = point_cost(ogre);
  EXPECT_EQ(cost.points, 26);  // (3 + 5) x 3 + 1 x 2
  EXPECT_EQ(cost.formula, "(class 3 + armour 5) x 3 + weapons 1 x 2");
  EXPECT_EQ(point_cost(figure(Strength::PlusPlusH, 4, 3, 3, 5)).points, 32);
  EXPECT_EQ(point_cost(figure(Strength::H2, 4, 3, 3, 7)).points, 60);
}

}  // namespace
}  // namespace fray::rules
