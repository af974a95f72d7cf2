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

// Undo restores a checkpoint (one every 16 commands) and executes the commands since then
// again: every state on the way back must be the one the battle had, dice and hash included.
TEST(Undo, UndoingManyCommandsAcrossCheckpointsRestoresEveryState) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  std::vector<std::string> states{dump(game)};
  std::vector<std::uint64_t> hashes{game.log().hash()};
  std::vector<std::size_t> event_counts{game.log().events().size()};
  for (int i = 0; states.size() < 41 && i < 200; ++i) {
    const int side = game.state().active_side;
    if (!game.submit({"end_phase", {{"side", side}}}).accepted()) break;
    states.push_back(dump(game));
    hashes.push_back(game.log().hash());
    event_counts.push_back(game.log().events().size());
  }
  ASSERT_EQ(states.size(), 41u);
  const Outcome kept = game.submit({"end_phase", {{"side", game.state().active_side}}});
  ASSERT_TRUE(kept.accepted());
  const std::vector<Event> kept_events = kept.events;
  ASSERT_TRUE(game.undo());
  // The outcome's events outlive the undo that took them out of the log.
  ASSERT_EQ(kept.events.size(), kept_events.size());
  for (std::size_t i = 0; i < kept_events.size(); ++i)
    EXPECT_EQ(kept.events[i].text, kept_events[i].text);
  for (std::size_t n = states.size() - 1; n > 0; --n) {
    EXPECT_EQ(dump(game), states[n]) << n;
    EXPECT_EQ(game.log().hash(), hashes[n]) << n;
    EXPECT_EQ(game.log().events().size(), event_counts[n]) << n;
    ASSERT_TRUE(game.undo());
  }
  EXPECT_EQ(dump(game), states[0]);
  EXPECT_FALSE(game.can_undo());
  for (std::size_t n = 1; n < 20; ++n) {
    ASSERT_TRUE(game.redo().accepted());
    EXPECT_EQ(dump(game), states[n]) << n;
    EXPECT_EQ(game.log().hash(), hashes[n]) << n;
  }
}

}  // namespace
}  // namespace fray::game
