#include <gtest/gtest.h>

#include <fray/classic/rules/budget.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
using testing::classic;

Cost cost(std::string_view formula, int cls, int worn, int total_armour, int weapons = 0,
          bool cavalry = false, bool scarce = false) {
  const BudgetFormula* f = classic().budget.find_formula(formula);
  if (f == nullptr) throw std::out_of_range(std::string(formula));
  return point_cost(*f, {cls, worn, total_armour, cavalry, scarce, weapons});
}

// seed 000, "Budget": one test per formula.
TEST(Budget, EqualHCostsClassPlusArmourCavalryDoubles) {
  EXPECT_EQ(cost("equal_h", 4, 4, 4).points, 5);                  // 4 + chainmail 1
  EXPECT_EQ(cost("equal_h", 5, 5, 5, 0, true).points, 12);        // 5 x 2 + complete armour 2
  EXPECT_EQ(cost("equal_h", 4, 5, 5, 0, false, true).points, 9);  // 4 + 5 (scarce metal)
}

TEST(Budget, MinusHCostsOneLessExceptHalflings) {
  EXPECT_EQ(cost("minus_h", 3, 3, 3).points, 2);
  const Species* halfling = classic().find_species("halfling");
  ASSERT_NE(halfling, nullptr);
  const BudgetFormula* f = classic().budget.formula_for(*halfling);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->id, "equal_h");
}

TEST(Budget, BigCreaturesMultiplyClassPlusTotalArmour) {
  EXPECT_EQ(cost("plus_h_1", 3, 3, 4).points, 7);
  EXPECT_EQ(cost("plus_h_1d2", 3, 3, 4).points, 14);
  const Cost ogre = cost("plus_plus_h_1d3", 3, 3, 5, 1);
  EXPECT_EQ(ogre.points, 26);  // (3 + 5) x 3 + 1 x 2
  EXPECT_EQ(ogre.formula, "(class 3 + armour 5) x 3 + weapons 1 x 2");
  EXPECT_EQ(cost("plus_plus_h_1d4", 3, 3, 5).points, 32);
  EXPECT_EQ(cost("h2", 3, 3, 7).points, 60);
}

TEST(Budget, FormulaForSpeciesFollowsStrengthAndLifePoints) {
  EXPECT_EQ(classic().budget.formula_for(*classic().find_species("ogre"))->id, "plus_plus_h_1d3");
  EXPECT_EQ(classic().budget.formula_for(*classic().find_species("troll_large"))->id, "h2");
  EXPECT_EQ(classic().budget.formula_for(*classic().find_species("goblin"))->id, "minus_h");
}

}  // namespace
}  // namespace fray::rules
