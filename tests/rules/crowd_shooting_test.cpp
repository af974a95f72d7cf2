#include <gtest/gtest.h>

#include <fray/classic/rules/crowd_shooting.h>

#include "classic_fixture.h"

namespace fray::rules {
namespace {
using testing::classic;

std::string refusal(const char* shooter, const char* target, double range_cm) {
  return crowd_shot_refusal(classic().shooting.crowd, *classic().find_species(shooter),
                            *classic().find_species(target), range_cm);
}

// seed 000, "Ranged weapons (shooting): some peculiarities": shooting into a crowd or a melee.
TEST(CrowdShooting, SmallShootersPickOutHumanSizedOrTallerWithinTenCentimetres) {
  EXPECT_EQ(refusal("halfling", "human", 8), "");
  EXPECT_EQ(refusal("goblin", "ogre", 10), "");
  EXPECT_EQ(refusal("dwarf", "orcq", 5), "") << "Dwarves count as small shooters";
  EXPECT_NE(refusal("halfling", "goblin", 8), "");
  EXPECT_NE(refusal("halfling", "human", 12), "");
}

TEST(CrowdShooting, HumanSizedShootersPickOutOnlyVeryLargeCreatures) {
  EXPECT_EQ(refusal("human", "ogre", 9), "");
  EXPECT_EQ(refusal("big_orcq", "troll_large", 9), "");
  EXPECT_NE(refusal("human", "big_orcq", 9), "");
  EXPECT_NE(refusal("ogre", "troll_large", 9), "") << "only =H and +H shooters";
}

}  // namespace
}  // namespace fray::rules
