// What magic calls into a battle, played through game commands: Summon's demon kept on a passed
// Cleverness test for D6 turns, or fighting its summoner a round and vanishing; the Avatar acting
// for its caster for 2D6 turns and vanishing with it.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "magic_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json call(const std::string& ability, double x, double y) {
  return {{"caster", 1}, {"ability", ability}, {"to", {{x, y}}}};
}

const AdventureSheet& sheet(const game::Game& g, int id) {
  return std::get<AdventureSheet>(fig(g, id).sheet);
}

TEST(AdventureSummoning, ADemonKeptOnAPassedClevernessTestObeysItsTurnsAndVanishes) {
  const game::Scenario s = scenario({wizard(1, {"summon"}), figure(2, "b", 100, 70)});
  game::Game g = game::Game::from_scenario(setup(), s, 8);
  to_magic(g);
  EXPECT_EQ(g.check({"cast", call("summon", 50, 40)})->code, game::RefusalCode::TooFar);
  set_dice(g, {3, 4, 2, 2});  // the casting die; D6 4: a small demon; Cleverness 3: 2; D6 turns
  const game::Outcome out = must(g, "cast", call("summon", 50, 25));
  const game::Event* came = event_of(out, "high_adventure_called_up");
  ASSERT_TRUE(came);
  EXPECT_EQ(came->data.json()["kept"], true);
  ASSERT_NE(g.state().find(3), nullptr);
  EXPECT_TRUE(fig(g, 3).alive);
  EXPECT_EQ(fig(g, 3).side, 0);
  EXPECT_EQ(sheet(g, 3).creature, "small_demon");
  EXPECT_EQ(sheet(g, 3).melee_weapon, "claws");
  EXPECT_EQ(sheet(g, 3).controlled_by, 1);
  EXPECT_NEAR(fig(g, 3).placement.centre.y, 25, 1e-9);
  if (g.state().turn == 1) end_turn(g, 1);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 8));
  EXPECT_TRUE(saved.ok) << saved.detail;
  end_turn(g, 2);
  EXPECT_TRUE(fig(g, 3).alive);  // two turns after its own
  end_turn(g, 3);
  EXPECT_FALSE(fig(g, 3).alive);
  EXPECT_EQ(fig(g, 3).ai.order, "vanished");
}

TEST(AdventureSummoning, ADemonNotMasteredFightsItsSummonerARoundAndVanishes) {
  game::Game g = battle({wizard(1, {"summon"}), figure(2, "b", 100, 70)});
  to_magic(g);
  set_dice(g, {3, 6, 6, 6, 6, 6});  // a large demon; Cleverness 3: 6, not mastered; the round
  const game::Outcome out = must(g, "cast", call("summon", 50, 25));
  const game::Event* came = event_of(out, "high_adventure_called_up");
  ASSERT_TRUE(came);
  EXPECT_EQ(came->data.json()["kept"], false);
  const game::Event* round = event_of(out, "high_adventure_melee");
  ASSERT_TRUE(round);
  EXPECT_EQ(round->data.json()["attacker"], 3);
  EXPECT_EQ(round->data.json()["target"], 1);
  EXPECT_EQ(round->data.json()["attacker_score"], 7);  // 6 + Weapon Skill 1
  EXPECT_FALSE(fig(g, 3).alive);
  EXPECT_EQ(fig(g, 3).ai.order, "vanished");
  EXPECT_NE(event_of(out, "high_adventure_vanished"), nullptr);
}

TEST(AdventureSummoning, AnAvatarActsForItsCasterAndVanishesWithIt) {
  game::Game g = battle({wizard(1, {"avatar"}), figure(4, "a", 70, 10), figure(2, "b", 100, 70)});
  to_magic(g);
  EXPECT_EQ(g.check({"cast", call("avatar", 50, 30)})->code, game::RefusalCode::TooFar);
  EXPECT_NE(refusal(g, "cast", call("avatar", 51, 10)).find("would stand on"), std::string::npos);
  set_dice(g, {2, 3, 4});  // the casting die, then 2D6 turns
  const game::Outcome out = must(g, "cast", call("avatar", 50, 20));
  const game::Event* came = event_of(out, "high_adventure_called_up");
  ASSERT_TRUE(came);
  EXPECT_EQ(came->data.json()["turns"], 7);
  EXPECT_EQ(sheet(g, 5).creature, "human");
  EXPECT_EQ(sheet(g, 5).melee_weapon, "sword");
  EXPECT_EQ(fig(g, 5).side, 0);
  EXPECT_EQ(fig(g, 1).magic.power_points, 4);
  const game::Outcome gone = must(g, "remove", {{"figure", 1}});
  EXPECT_FALSE(fig(g, 5).alive);
  EXPECT_NE(event_of(gone, "high_adventure_vanished"), nullptr);
}

}  // namespace
}  // namespace fray::high_adventure::test
