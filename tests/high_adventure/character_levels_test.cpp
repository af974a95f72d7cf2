// Seed 004, "Character levels": a new player character's (or hench-being's) levels are diced
// D4+1 each and its Strength D3, once, in the first turn before it acts; creatures and
// non-player characters keep theirs. Played through game commands.
#include <set>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

const AdventureSheet& sheet(const game::Game& g, int id) {
  return std::get<AdventureSheet>(fig(g, id).sheet);
}

std::string refused(const game::Game& g, int id) {
  const auto r = g.check({"dice_levels", {{"figure", id}}});
  return r ? r->message : "";
}

json party() {
  return {figure(1, "a", 50, 10, {{"player_character", true}}),
          figure(2, "a", 60, 10, {{"henchman", true}}), figure(3, "a", 70, 10),
          figure(4, "b", 50, 70)};
}

TEST(AdventureCharacterLevels, APlayerCharactersLevelsAreDicedOnceAsTheBattleBegins) {
  const game::Scenario s = scenario(party());
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  const game::Preview odds = g.preview({"dice_levels", {{"figure", 1}}});
  ASSERT_FALSE(odds.breakdown.empty());
  EXPECT_NE(odds.breakdown.front().find("D4+1"), std::string::npos) << odds.breakdown.front();
  set_dice(g, {4, 3, 4, 1, 2});  // Bravery, Strength, Skill, Cleverness, Leadership
  const game::Outcome out = must(g, "dice_levels", {{"figure", 1}});
  const game::Event* e = event_of(out, "high_adventure_levels");
  ASSERT_TRUE(e);
  EXPECT_EQ(
      e->data.json()["levels"],
      json({{"bravery", 5}, {"strength", 3}, {"skill", 5}, {"cleverness", 2}, {"leadership", 3}}));
  const AdventureSheet& pc = sheet(g, 1);
  EXPECT_EQ(pc.bravery, 5);
  EXPECT_EQ(pc.strength, 3);
  EXPECT_EQ(pc.cleverness, 2);
  EXPECT_EQ(fig(g, 1).leadership, 3);  // the core's, which the turn order reads
  EXPECT_TRUE(pc.levels_diced);
  EXPECT_NE(refused(g, 1).find("already"), std::string::npos);
  // The levels count: its Cleverness 2 is what the attribute test reads.
  set_dice(g, {3});
  EXPECT_EQ(event_of(must(g, "attribute_test", {{"figure", 1}, {"attribute", "cleverness"}}),
                     "attribute_test")
                ->data.json()["value"],
            2);
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 3));
  EXPECT_TRUE(saved.ok) << saved.detail;
}

TEST(AdventureCharacterLevels, OnlyACharacterNotYetInTheFightIsDiced) {
  game::Game g = battle(party());
  EXPECT_EQ(refused(g, 2), "");  // a hench-being is a character too
  EXPECT_NE(refused(g, 3).find("no player character"), std::string::npos) << refused(g, 3);
  EXPECT_NE(refused(g, 4).find("no player character"), std::string::npos);
  // Once it has moved it is in the fight (Leadership 1: it moves first).
  game::Game moved =
      battle({figure(1, "a", 50, 10, {{"player_character", true}, {"leadership", 1}}),
              figure(4, "b", 50, 70)});
  ASSERT_EQ(phase_id(moved), "movement");
  must(moved, "move", {{"figure", 1}, {"path", {{50, 14}}}});
  EXPECT_NE(refused(moved, 1).find("in the fight already"), std::string::npos) << refused(moved, 1);
}

// Over many seeds the dice stay within the seed's ranges: 2 to 5, Strength 1 to 3.
TEST(AdventureCharacterLevels, DicedLevelsStayWithinTheSeedsRanges) {
  std::set<int> strengths;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    game::Game g = battle(party(), json::array(), seed);
    must(g, "dice_levels", {{"figure", 1}});
    const AdventureSheet& pc = sheet(g, 1);
    for (const int level : {pc.bravery, pc.skill, pc.cleverness, pc.leadership}) {
      EXPECT_GE(level, 2);
      EXPECT_LE(level, 5);
    }
    EXPECT_GE(pc.strength, 1);
    EXPECT_LE(pc.strength, 3);
    strengths.insert(pc.strength);
  }
  EXPECT_EQ(strengths.size(), 3u);
}

}  // namespace
}  // namespace fray::high_adventure::test
