// The referee's spot (seed 004, "Visibility"; buildings: seed 004, "Woods and other cover").
#include "game_fixture.h"

namespace fray::game::test {
namespace {

// Observer #1 at (60, 40); target #2 `apart` cm north, centre to centre (a human stands on a
// 2 cm round base: the edge distance is apart - 2).
Game apart_by(double apart) {
  return Game::from_scenario(setup(), duel(human(60, 40), human(60, 40 - apart)), 5);
}

Outcome spot(Game& game, const char* ground, nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json p = {{"observer", 1}, {"target", 2}, {"ground", ground}};
  p.update(extra);
  return game.submit({"spot", p});
}

void hide_target(Game& game) {
  ASSERT_TRUE(game.submit({"set_die", {{"face", 1}}}).accepted());
  ASSERT_TRUE(game.submit({"stealth_test", {{"figure", 2}, {"cleverness", 3}}}).accepted());
  ASSERT_TRUE(game.state().find(2)->status.hidden);
}

TEST(SpotCommand, TheSeedsVisibilityDistances) {
  struct Row {
    const char* ground;
    double apart;
    int face;  // the D6" at a terrain edge; 0: no die
    bool seen;
  };
  for (const Row row : {
           Row{"woods", 20, 0, true},               // 18 cm within 8" (20.32)
           Row{"woods", 25, 0, false},              // 23 cm
           Row{"building_outside", 9, 0, true},     // 7 cm within 3" (7.62)
           Row{"building_outside", 11, 0, false},   // 9 cm
           Row{"building_inside", 17, 0, true},     // 15 cm within 6" (15.24)
           Row{"building_inside", 18.5, 0, false},  // 16.5 cm
           Row{"terrain_edge", 7, 2, true},         // 5 cm within 2" (5.08)
           Row{"terrain_edge", 7, 1, false},        // 5 cm beyond 1"
           Row{"open", 30, 0, true},                // plain sight
       }) {
    Game game = apart_by(row.apart);
    hide_target(game);
    if (row.face) {
      ASSERT_TRUE(game.submit({"set_die", {{"face", row.face}}}).accepted());
    }
    const Outcome o = spot(game, row.ground);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Event* e = find_event(o, "spot");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->data["seen"], row.seen) << row.ground << " " << row.apart;
    EXPECT_EQ(e->data["revealed"], row.seen);
    EXPECT_EQ(game.state().find(2)->status.hidden, !row.seen);
    if (row.face) {
      EXPECT_EQ(e->data["range_roll"], row.face);
    }
    const std::string cite = std::string(row.ground).rfind("building", 0) == 0
                                 ? "seed 004, \"Woods and other cover\""
                                 : "seed 004, \"Visibility\"";
    EXPECT_EQ(e->data["citation"], cite);
  }
}

TEST(SpotCommand, AStealthyTargetPassingItsCleverenessTestStaysUnseen) {
  Game game = apart_by(10);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 4}}}).accepted());
  Outcome o = spot(game, "open", {{"cleverness", 4}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "spot")->data["seen"], false);
  EXPECT_EQ(find_event(o, "spot")->data["stealth_roll"], 4);
  EXPECT_TRUE(game.state().find(2)->status.hidden);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 5}}}).accepted());
  o = spot(game, "open", {{"cleverness", 4}});
  EXPECT_EQ(find_event(o, "spot")->data["seen"], true);
  EXPECT_FALSE(game.state().find(2)->status.hidden);
}

TEST(SpotCommand, RefusesWrongPayloads) {
  Game game = apart_by(10);
  // No ground: read from the map (spot_ground_test.cpp), not refused.
  EXPECT_FALSE(game.check({"spot", {{"observer", 1}, {"target", 2}}}));
  EXPECT_EQ(game.check({"spot", {{"observer", 1}, {"target", 2}, {"ground", 3}}})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"spot", {{"observer", 1}, {"target", 2}, {"ground", "swamp"}}})->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(
      game.check({"spot", {{"observer", 1}, {"target", 2}, {"ground", "open"}, {"cleverness", 7}}})
          ->code,
      RefusalCode::BadPayload);
  EXPECT_EQ(game.check({"spot", {{"observer", 1}, {"target", 1}, {"ground", "open"}}})->code,
            RefusalCode::NotAllowed);
  EXPECT_EQ(game.check({"spot", {{"observer", 1}, {"target", 9}, {"ground", "open"}}})->code,
            RefusalCode::UnknownFigure);
}

}  // namespace
}  // namespace fray::game::test
