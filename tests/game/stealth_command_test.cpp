// The referee's stealth test (seed 004, "Visibility"; the attribute test of seed 004,
// "Cleverness": a D6 not above the value passes).
#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

Outcome stealth(Game& game, int figure, int cleverness, int face) {
  EXPECT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  return game.submit({"stealth_test", {{"figure", figure}, {"cleverness", cleverness}}});
}

TEST(StealthCommand, PassHidesFailureReveals) {
  struct Row {
    int cleverness;
    int face;
    bool unseen;
  };
  for (const Row row :
       {Row{3, 1, true}, Row{3, 3, true}, Row{3, 4, false}, Row{6, 6, true}, Row{1, 2, false}}) {
    Game game(setup(),
              make_battle_state(setup(), test::duel(test::human(10, 10), test::human(60, 60)), 1));
    const Outcome o = stealth(game, 2, row.cleverness, row.face);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Event* e = test::find_event(o, "stealth_test");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->data["roll"], row.face);
    EXPECT_EQ(e->data["unseen"], row.unseen) << row.cleverness << " " << row.face;
    EXPECT_EQ(e->data["citation"], "seed 004, \"Visibility\"");
    EXPECT_EQ(game.state().find(2)->status.hidden, row.unseen);
  }
}

TEST(StealthCommand, RefusesWrongPayloads) {
  Game game(setup(),
            make_battle_state(setup(), test::duel(test::human(10, 10), test::human(60, 60)), 1));
  EXPECT_EQ(game.submit({"stealth_test", {{"figure", 2}}}).refusal->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.submit({"stealth_test", {{"figure", 2}, {"cleverness", 7}}}).refusal->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.submit({"stealth_test", {{"figure", 9}, {"cleverness", 3}}}).refusal->code,
            RefusalCode::UnknownFigure);
}

}  // namespace
}  // namespace fray::game
