// The six tactics read into classic terms (seed 003, "COMBAT TACTICS", assumed readings in
// data/ai/solo003/tactics.json) and the smaller friend making way for a larger one's charge
// (seed 003, "Special Actions").
#include <array>

#include <gmock/gmock.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

json orcq(int id, double x, double y, json extra = json::object()) {
  json f = figure(id, "enemies", x, y,
                  {{"species", "orcq"}, {"melee_weapon", "thrusting_spear"}, {"armour", 4}});
  f.update(extra);
  return f;
}

/// The game after the heroes moved a little, turn 1: the enemies can be alerted.
game::Game alerted_start(json figures, std::uint64_t seed = 3) {
  game::Game g = game::Game::from_scenario(setup(), battle(std::move(figures)), seed);
  const game::Figure& hero = g.state().figures.front();
  must(g, "move",
       {{"figure", hero.id}, {"path", {{hero.placement.centre.x, hero.placement.centre.y + 1}}}});
  return g;
}

std::function<bool(const Decision&)> acts_of(int id) {
  return [id](const Decision& d) {
    return (is(d, "move") || is(d, "charge") || is(d, "shoot") || is(d, "strike")) &&
           d.payload.value(is(d, "shoot") ? "shooter" : "figure", 0) == id;
  };
}

// The note announcing the action that ended the run.
const Decision& plan_of(const std::vector<Decision>& d) { return d[d.size() - 2]; }

TEST(EnemyStatusTactics, TheSixLooseTacticsHaveTheirOwnAssumedPolicies) {
  const EnemyStatusTable& t = tables().tactics;
  const std::vector<std::array<const char*, 3>> rows = {
      {"commanding", "friends_target", "second_line"},
      {"controlling", "crowded", "advance"},
      {"curious", "unusual", "advance"},
      {"dramatic", "nearest", "flank"},
      {"negotiating", "least_threat", "parley"},
      {"opportunistic", "engaged", "advance"}};
  for (const auto& [tactic, target, position] : rows) {
    const EnemyStatusRow* row = t.find(tactic);
    ASSERT_NE(row, nullptr) << tactic;
    EXPECT_EQ(row->target, target) << tactic;
    EXPECT_EQ(row->position, position) << tactic;
    EXPECT_TRUE(row->assumed) << tactic;
    EXPECT_FALSE(row->note.empty()) << tactic;
  }
}

TEST(EnemyStatusTactics, CommandingTakesItsFriendsTargetAndStaysBehindThatFriend) {
  game::Game g = alerted_start({figure(1, "heroes", 60, 10), figure(2, "heroes", 90, 10),
                                orcq(11, 60, 70, {{"tactic", "commanding"}}),
                                orcq(12, 90, 40, {{"tactic", "slaying"}, {"arch_foe", true}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11), 200);
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 2);  // not the nearer F1
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("Commanding"));
  const map::Point aim = g.state().find(2)->placement.centre;
  EXPECT_GE(map::distance(g.state().find(11)->placement.centre, aim),
            map::distance(g.state().find(12)->placement.centre, aim) + 2.4);
}

TEST(EnemyStatusTactics, ControllingGoesWhereTheEnemiesStandThickest) {
  game::Game g = alerted_start({figure(1, "heroes", 60, 10), figure(2, "heroes", 80, 10),
                                figure(3, "heroes", 85, 12), figure(4, "heroes", 84, 6),
                                orcq(11, 60, 60, {{"tactic", "controlling"}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11));
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 2);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("thickest (2 more within 10.0 cm)"));
}

TEST(EnemyStatusTactics, CuriousIsDrawnToTheUnusualCreature) {
  game::Game g = alerted_start({figure(1, "heroes", 60, 10), figure(2, "heroes", 70, 10),
                                figure(3, "heroes", 100, 10, {{"species", "ogre"}}),
                                orcq(11, 60, 60, {{"tactic", "curious"}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11));
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 3);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("most unusual enemy, the Ogre"));
}

TEST(EnemyStatusTactics, DramaticWalksRoundToItsTargetsFlank) {
  game::Game g = alerted_start({figure(1, "heroes", 60, 10, {{"facing_deg", 180}}),
                                orcq(11, 60, 45, {{"tactic", "dramatic"}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11));
  EXPECT_EQ(d.back().command, "move");
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("round to its flank (Dramatic)"));
  // A plain advance stays on x = 60; the flanking walk bends towards the hero's side.
  EXPECT_GT(std::abs(g.state().find(11)->placement.centre.x - 60), 1.0);
}

TEST(EnemyStatusTactics, NegotiatingMenacesTheLeastThreatUntilBloodIsShed) {
  const json heroes = {figure(1, "heroes", 60, 10, {{"class", 5}, {"armour", 5}}),
                       figure(2, "heroes", 70, 12)};
  json figures = heroes;
  figures.push_back(orcq(11, 62, 22, {{"tactic", "negotiating"}}));
  figures.push_back(orcq(12, 110, 75, {{"tactic", "cautious"}}));
  game::Game g = alerted_start(figures);
  EnemyStatusController ai(tables());
  std::vector<Decision> d = run(g, ai, 1, acts_of(11), 200);
  EXPECT_EQ(d.back().command, "move");  // within charge reach, yet no charge
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 2);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("opens no fight"));
  const game::Figure& n = *g.state().find(11);
  const game::Figure& h = *g.state().find(2);
  EXPECT_NEAR(g.field().edge_distance({n.base, n.placement}, {h.base, h.placement}), 3.0, 0.3);

  game::Game bloody = alerted_start(figures);
  must(bloody, "wound", {{"figure", 12}});
  d = run(bloody, ai, 1, acts_of(11), 200);
  EXPECT_EQ(d.back().command, "charge");
  EXPECT_EQ(d.back().payload["target"], 2);
}

TEST(EnemyStatusTactics, NegotiatingStillStrikesBackInContact) {
  game::Game g = alerted_start({figure(1, "heroes", 10, 10), figure(2, "heroes", 60, 10),
                                orcq(11, 60, 12.05, {{"tactic", "negotiating"}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11), 200);
  EXPECT_EQ(d.back().command, "strike");
  EXPECT_EQ(d.back().payload["target"], 2);
}

TEST(EnemyStatusTactics, OpportunisticJoinsAFriendsFight) {
  game::Game g = alerted_start({figure(1, "heroes", 60, 10), figure(2, "heroes", 80, 10),
                                orcq(11, 62, 50, {{"tactic", "opportunistic"}}),
                                orcq(12, 80, 12.05, {{"tactic", "slaying"}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11), 200);
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 2);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("already fighting its friend"));
}

TEST(EnemyStatusTactics, OpportunisticPrefersAWoundedEnemyToTheNearest) {
  const json ogre = {{"species", "ogre"}, {"melee_weapon", "two_handed_axe"}};
  game::Game g =
      alerted_start({figure(1, "heroes", 60, 10, ogre), figure(2, "heroes", 80, 10, ogre),
                     orcq(11, 62, 50, {{"tactic", "opportunistic"}})});
  must(g, "wound", {{"figure", 2}});
  ASSERT_TRUE(g.state().find(2)->alive);
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts_of(11));
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 2);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("already wounded"));
}

}  // namespace
}  // namespace fray::ai::test
