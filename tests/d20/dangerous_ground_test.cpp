// Dangerous ground (seed 003, "Dangerous Terrain"): a figure that moves into it or ends a round
// in it rolls a die, 1 to 3 a hit, which it then defends (d20/movement.json, "dangerous").
#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// An 8 x 3 square map with two squares of poison gas in the middle row.
json gas_document(json figures) {
  json doc = document(std::move(figures));
  doc.erase("table");
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "square"},
                {"columns", 8},
                {"rows", 3},
                {"terrain_names", {"open", "poison_gas"}},
                {"legend", {{".", {{"terrain", "open"}}}, {"G", {{"terrain", "poison_gas"}}}}},
                {"cells", {"........", "...GG...", "........"}}};
  return doc;
}

json move_to(const game::Game& game, int figure, int column, int row) {
  const map::Point p = game.field().square_map()->layout.centre({column, row});
  return {{"figure", figure}, {"path", {{p.x, p.y}}}};
}

TEST(D20DangerousGround, AMoveIntoItRollsAndAHitIsDefended) {
  int hits = 0;
  int harmed = 0;
  constexpr int kSeeds = 300;
  for (int seed = 1; seed <= kSeeds; ++seed) {
    game::Game game = game_of(gas_document({on_square(1, "a", 1, 1), on_square(2, "b", 7, 2)}),
                              static_cast<std::uint64_t>(seed) * 7919);
    let_act(game, 1);
    const game::Outcome o = game.submit({"move", move_to(game, 1, 3, 1)});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const game::Event* roll = find_event(o, "d20_dangerous_ground");
    ASSERT_NE(roll, nullptr);
    const int face = roll->data.at("roll");
    EXPECT_GE(face, 1);
    EXPECT_LE(face, 6);
    EXPECT_EQ(roll->data.at("hit"), face <= 3);
    EXPECT_EQ(find_event(o, "d20_defend") != nullptr, face <= 3);
    hits += face <= 3;
    harmed += !game.state().find(1)->alive;
  }
  // 1 to 3 on a d6 hits half the time; a common figure whose defence fails is defeated.
  EXPECT_NEAR(hits / double(kSeeds), 0.5, 4 * std::sqrt(0.25 / kSeeds));
  EXPECT_NEAR(harmed / double(kSeeds), 0.25, 4 * std::sqrt(0.25 * 0.75 / kSeeds));
}

TEST(D20DangerousGround, AMoveAroundItRollsNothingAndThePreviewShowsTheRisk) {
  game::Game game = game_of(gas_document({on_square(1, "a", 1, 1), on_square(2, "b", 7, 2)}));
  let_act(game, 1);
  const game::Preview risky = game.preview({"move", move_to(game, 1, 4, 1)});
  ASSERT_TRUE(risky.accepted());
  ASSERT_EQ(risky.figures.size(), 1u);
  EXPECT_DOUBLE_EQ(risky.figures[0].killed, 0.25);  // a hit 1/2, the defence fails 1/2
  ASSERT_FALSE(risky.breakdown.empty());
  EXPECT_NE(risky.breakdown[0].find("Dangerous ground (square [3, 1] (poison_gas))"),
            std::string::npos)
      << risky.breakdown[0];
  const game::Preview safe = game.preview({"move", move_to(game, 1, 5, 0)});
  ASSERT_TRUE(safe.accepted());
  EXPECT_TRUE(safe.figures.empty());
  const game::Outcome o = game.submit({"move", move_to(game, 1, 5, 0)});
  ASSERT_TRUE(o.accepted());
  EXPECT_EQ(find_event(o, "d20_dangerous_ground"), nullptr);
}

TEST(D20DangerousGround, AFigureThatEndsTheRoundInItRolls) {
  game::Game game = game_of(
      gas_document({on_square(1, "a", 3, 1), on_square(2, "a", 0, 0), on_square(3, "b", 7, 2)}));
  std::vector<game::Event> events;
  for (int n = 0; n < 10 && game.state().turn == 1; ++n) {
    const game::Outcome o = game.submit({"end_phase", {{"side", game.state().active_side}}});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    events.insert(events.end(), o.events.begin(), o.events.end());
  }
  ASSERT_EQ(game.state().turn, 2);
  int rolls = 0;
  for (const game::Event& e : events)
    if (e.type == "d20_dangerous_ground") {
      ++rolls;
      EXPECT_EQ(e.data.at("figure"), 1);
    }
  EXPECT_EQ(rolls, 1);
}

TEST(D20DangerousGround, ALossThereMayBringAnArmyBelowHalfAndItsUnitsTest) {
  // Side a starts with three; the referee removes one; the gas then defeats the second: one of
  // three left, and the last tests its morale.
  game::Game game = game_of(gas_document({on_square(1, "a", 1, 1), on_square(2, "a", 0, 0),
                                          on_square(3, "a", 0, 2), on_square(4, "b", 7, 2)}));
  ASSERT_TRUE(game.submit({"remove", {{"figure", 2}}}).accepted());
  let_act(game, 1);
  for (const int face : {1, 1, 15})  // the gas hits, the defence fails, the morale roll holds
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome o = game.submit({"move", move_to(game, 1, 3, 1)});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_FALSE(game.state().find(1)->alive);
  const game::Event* morale = find_event(o, "d20_morale");
  ASSERT_NE(morale, nullptr);
  EXPECT_EQ(morale->data.json()["tester"], 3);
  EXPECT_EQ(morale->data.json()["result"], "holds");
}

}  // namespace
}  // namespace fray::d20::test
