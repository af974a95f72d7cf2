// The controller's sequence (roll, Leadership test, note, act) and whole battles.
#include <fray/ai/battle_driver.h>
#include <fray/ai/controller_factory.h>

#include "reaction_chart_fixture.h"

namespace fray::ai::reaction_test {
namespace {

using nlohmann::json;

// Figure 1 facing an enemy 47.5 cm ahead in the open: advancing -1, clear sight +1, in range +1.
json rf1() { return json::array({figure(1, "a", 60, 60, 0), figure(2, "b", 60, 10, 180)}); }

TEST(ReactionChartController, RollsThenNotesTheOrderWithItsReasons) {
  game::Game g = battle(rf1());
  make_active(g, 0);
  const json note = decide_order(g, 1, {4});
  EXPECT_EQ(note["order"], "attack");
  const json& d = note["details"];
  EXPECT_EQ(d["risk"], 1);
  EXPECT_EQ(d["d6"], 4);
  EXPECT_EQ(d["table"], "close_combat");
  EXPECT_EQ(d["row"], "RF1-2");
  EXPECT_EQ(d["risk_factors"].size(), 3u);
  const std::string reason = note["reason"];
  EXPECT_NE(reason.find("RF 1 (advancing -1, enemy in clear sight +1"), std::string::npos)
      << reason;
  EXPECT_NE(reason.find("D6 4 on the close_combat table, row RF1-2: attack"), std::string::npos);
  // The roll is in the log, from the game's dice, with its citation.
  const auto& events = g.log().events();
  const game::Event& roll = events[events.size() - 2];
  EXPECT_EQ(roll.type, "ai_roll");
  EXPECT_EQ(roll.data["table"], "reaction004");
  EXPECT_EQ(roll.data["result"], 4);
  // Then it acts on the order: an attack out of reach closes.
  ReactionChartController c(tables());
  EXPECT_EQ(step(g, c, 0).command, "move");
}

TEST(ReactionChartController, RangedTroopsReadTheRangedTable) {
  json figures = rf1();
  figures[0].update(archer());
  game::Game g = battle(figures);
  make_active(g, 0);
  const json note = decide_order(g, 1, {4});
  EXPECT_EQ(note["details"]["table"], "ranged");
  EXPECT_EQ(note["details"]["row"], "RF1");
  EXPECT_EQ(note["order"], "march");
}

TEST(ReactionChartController, ACommanderPassingTheLeadershipTestGivesTheBoldestOrder) {
  json figures = rf1();
  figures.push_back(figure(3, "a", 72, 60, 0, {{"leadership", 4}}));
  game::Game g = battle(figures);
  make_active(g, 0);
  const json note = decide_order(g, 1, {1, 4});  // table: stand; test 4 <= 4 passes
  ASSERT_EQ(note["details"]["d6"], 1) << note.dump();
  EXPECT_EQ(note["details"]["table_order"], "stand");
  EXPECT_EQ(note["details"]["commander"]["passed"], true);
  EXPECT_EQ(note["order"], "attack");
  const auto& events = g.log().events();
  EXPECT_EQ(events[events.size() - 2].data["table"], "leadership test");
}

TEST(ReactionChartController, ACommanderFailingTheTestLeavesTheTablesOrder) {
  json figures = rf1();
  figures.push_back(figure(3, "a", 72, 60, 0, {{"leadership", 4}}));
  game::Game g = battle(figures);
  make_active(g, 0);
  const json note = decide_order(g, 1, {1, 5});
  EXPECT_EQ(note["details"]["commander"]["passed"], false);
  EXPECT_EQ(note["order"], "stand");
}

TEST(ReactionChartController, NoTestWhenTheTableAlreadyGivesWhatTheCommanderWants) {
  json figures = rf1();
  figures.push_back(figure(3, "a", 72, 60, 0, {{"leadership", 4}}));
  game::Game g = battle(figures);
  make_active(g, 0);
  const json note = decide_order(g, 1, {6});
  EXPECT_EQ(note["order"], "attack");
  EXPECT_FALSE(note["details"].contains("commander"));
}

TEST(ReactionChartController, RecoilComesFirst) {
  game::Game g = battle(rf1());
  ReactionChartController c(tables());
  game::BattleState s = g.state();
  s.find(1)->status.must_recoil = true;
  const game::Game resumed = game::Game::resume(setup(), s, g.log().hash());
  const std::optional<Decision> d = c.decide(resumed, 0);
  ASSERT_TRUE(d);
  EXPECT_EQ(d->command, "recoil");
}

const game::Scenario& demo() {
  static const game::Scenario s = game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) /
                                                      "scenarios" / "skirmish-demo.json");
  return s;
}

TEST(ReactionChartController, PlaysTheDemoToTheEndExplainingEveryOrderAndReplays) {
  for (const std::uint64_t seed : {1u, 2u, 3u}) {
    game::Game g = game::Game::from_scenario(setup(), demo(), seed);
    ReactionChartController a(tables()), b(tables());
    const BattleRun run = play_out(g, {&a, &b}, 40);
    EXPECT_TRUE(run.failure.empty()) << run.failure;
    int notes = 0;
    for (const game::Event& e : g.log().events())
      if (e.type == "ai_decision") {
        ++notes;
        EXPECT_FALSE(e.data["reason"].get<std::string>().empty());
      }
    EXPECT_GT(notes, 10);
    game::Game again = game::Game::from_scenario(setup(), demo(), seed);
    for (const game::CommandRecord& r : g.records())
      ASSERT_TRUE(again.submit(r.command).accepted());
    EXPECT_EQ(again.log().hash(), g.log().hash());
  }
}

TEST(ReactionChartController, PlaysAgainstTheSimpleController) {
  game::Game g = game::Game::from_scenario(setup(), demo(), 5);
  ReactionChartController a(tables());
  SimpleController b;
  const BattleRun run = play_out(g, {&a, &b}, 40);
  EXPECT_TRUE(run.failure.empty()) << run.failure;
}

TEST(ControllerFactory, MakesTheKnownControllersAndNamesUnknownOnes) {
  EXPECT_EQ(make_controller("simple", definitions())->id(), "simple");
  EXPECT_EQ(make_controller("reaction004", definitions())->id(), "reaction004");
  EXPECT_EQ(make_controller("solo003", definitions())->id(), "solo003");
  try {
    make_controller("solo999", definitions());
    FAIL();
  } catch (const UnknownController& e) {
    EXPECT_NE(std::string(e.what()).find("'solo999'"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("reaction004"), std::string::npos);
  }
}

}  // namespace
}  // namespace fray::ai::reaction_test
