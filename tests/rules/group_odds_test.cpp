// Odds of a shot at a group whose hits are shared at random (seed 000, "Ranged weapons
// (shooting): some peculiarities").
#include <gtest/gtest.h>

#include <fray/classic/rules/group_odds.h>
#include <fray/classic/rules/odds.h>

namespace fray::rules {
namespace {

double killed_by(const GroupMember& m, int k) {
  if (k == 0) return 0.0;
  std::vector<double> exactly(static_cast<std::size_t>(k) + 1, 0.0);
  exactly.back() = 1.0;
  return wound_and_death_odds(exactly, m.life_die_sides, m.prior_wounds).killed;
}

// Every way of giving `hits` hits to the members, one by one, each equally likely.
double brute_any_killed(int hits, const std::vector<GroupMember>& members) {
  const int n = static_cast<int>(members.size());
  int ways = 1;
  for (int i = 0; i < hits; ++i) ways *= n;
  double total = 0;
  for (int code = 0; code < ways; ++code) {
    std::vector<int> shares(members.size(), 0);
    for (int i = 0, c = code; i < hits; ++i, c /= n) ++shares[static_cast<std::size_t>(c % n)];
    double nobody = 1;
    for (std::size_t m = 0; m < members.size(); ++m) nobody *= 1 - killed_by(members[m], shares[m]);
    total += 1 - nobody;
  }
  return total / ways;
}

TEST(GroupShotOdds, TwoHitsOnACoupleOfSingleLifePointsKillOneOrBoth) {
  // Two hits on two figures of one life point: someone dies; both die half the time.
  const GroupShotOdds odds = group_shot_odds({0, 0, 1}, {{1, 0}, {1, 0}});
  EXPECT_DOUBLE_EQ(odds.any_killed, 1.0);
  EXPECT_DOUBLE_EQ(odds.expected_killed, 1.5);
  EXPECT_DOUBLE_EQ(odds.member_killed[0], 0.75);
}

TEST(GroupShotOdds, ALoneMemberIsTheSingleTargetOdds) {
  const std::vector<double> hits{0.5, 0.3, 0.2};
  const GroupShotOdds odds = group_shot_odds(hits, {{3, 1}});
  EXPECT_NEAR(odds.any_killed, wound_and_death_odds(hits, 3, 1).killed, 1e-12);
  EXPECT_NEAR(odds.expected_killed, odds.any_killed, 1e-12);
}

TEST(GroupShotOdds, AgreesWithEveryWayOfSharingTheHits) {
  const std::vector<GroupMember> members{{1, 0}, {3, 0}, {6, 2}};
  const std::vector<double> hits{0.1, 0.2, 0.3, 0.4};
  double expected = 0;
  for (int h = 1; h <= 3; ++h)
    expected += hits[static_cast<std::size_t>(h)] * brute_any_killed(h, members);
  EXPECT_NEAR(group_shot_odds(hits, members).any_killed, expected, 1e-12);
}

TEST(GroupShotOdds, NoHitKillsNobodyAndAnEmptyGroupIsRefused) {
  EXPECT_DOUBLE_EQ(group_shot_odds({1.0}, {{1, 0}, {1, 0}}).any_killed, 0.0);
  EXPECT_THROW(group_shot_odds({1.0}, {}), std::invalid_argument);
}

}  // namespace
}  // namespace fray::rules
