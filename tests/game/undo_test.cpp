#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::dump;
using test::human;
using test::setup;

Game melee_ready(std::uint64_t seed) {
  Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 32.05)), seed);
  for (int side : {0, 1}) game.submit({"end_phase", {{"side", side}}});
  return game;
}

TEST(Undo, UndoingARollRestoresTheStateAndRedoRollsTheSameDice) {
  Game game = melee_ready(9);
  const std::string before = dump(game);
  const std::uint64_t hash_before = game.log().hash();
  const Outcome first = game.submit({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(first.accepted());
  const std::string after = dump(game);
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), before);
  EXPECT_EQ(game.log().hash(), hash_before);
  const Outcome again = game.redo();
  ASSERT_TRUE(again.accepted());
  EXPECT_EQ(dump(game), after);
  ASSERT_EQ(again.events.size(), first.events.size());
  for (std::size_t i = 0; i < first.events.size(); ++i)
    EXPECT_EQ(again.events[i].text, first.events[i].text);
}

TEST(Undo, RedoWithARerollIsLoggedAndDrawsFreshDice) {
  Game game = melee_ready(9);
  ASSERT_TRUE(game.submit({"strike", {{"figure", 1}, {"target", 2}}}).accepted());
  const std::string first = dump(game);
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.redo(true).accepted());
  ASSERT_GE(game.records().size(), 2u);
  EXPECT_EQ(game.records()[game.records().size() - 2].command.name, "reroll");
  EXPECT_NE(dump(game), first);  // at least the engine state differs
  EXPECT_FALSE(game.can_redo());
}

TEST(Undo, MovesUndoFreelyAndANewCommandClearsRedo) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 1);
  const std::string start = dump(game);
  ASSERT_TRUE(game.submit({"move", {{"figure", 1}, {"path", {{10, 20}}}}}).accepted());
  ASSERT_TRUE(game.submit({"face", {{"figure", 1}, {"facing_deg", 90}}}).accepted());
  ASSERT_TRUE(game.undo());
  ASSERT_TRUE(game.undo());
  EXPECT_EQ(dump(game), start);
  EXPECT_FALSE(game.undo());
  EXPECT_TRUE(game.can_redo());
  ASSERT_TRUE(game.submit({"face", {{"figure", 1}, {"facing_deg", 45}}}).accepted());
  EXPECT_FALSE(game.can_redo());
}

}  // namespace
}  // namespace fray::game
