// The scenario members of issue 8: deployment zones, objectives, victory, round limit, rule
// options and the points budget (docs/formats.md, "Scenarios").
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include <fray/classic/classic_system.h>
#include <fray/classic/scenario_budget.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/state/objectives.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

json two_humans() {
  json doc = test::demo_scenario().document;
  doc.erase("map");
  doc["figures"] = {{{"id", 1},
                     {"side", "men"},
                     {"name", "A"},
                     {"species", "human"},
                     {"class", 3},
                     {"armour", 3},
                     {"position", {50, 10}}},
                    {{"id", 2},
                     {"side", "orcqs"},
                     {"name", "B"},
                     {"species", "ogre"},
                     {"class", 3},
                     {"armour", 3},
                     {"position", {50, 110}}}};
  return doc;
}

TEST(ScenarioObjectives, ExistingScenarioLoadsWithDefaults) {
  const Scenario& s = test::demo_scenario();
  EXPECT_EQ(s.victory.type, VictoryType::Elimination);
  EXPECT_FALSE(s.victory.round_limit);
  EXPECT_TRUE(s.victory.objectives.empty());
  EXPECT_TRUE(s.rule_options.empty());
  EXPECT_FALSE(s.budget);
}

TEST(ScenarioObjectives, MembersAreRead) {
  json doc = two_humans();
  doc["deployment"] = {{"men", {{"rect_cm", {0, 0, 180, 20}}}},
                       {"orcqs", {{"polygon_cm", {{0, 100}, {180, 100}, {90, 120}}}}}};
  doc["objectives"] = "one_per_foot_and_centre";
  doc["round_limit"] = 6;
  doc["rule_options"] = {{"budget", false}};
  doc["victory"] = {{"type", "basic_battle"}, {"leaders", {1, 2}}};
  const Scenario s = parse_scenario(doc, "t.json");
  EXPECT_EQ(s.victory.type, VictoryType::BasicBattle);
  EXPECT_EQ(s.victory.round_limit, 6);
  EXPECT_EQ(s.victory.objectives.size(), 16u);  // 5 x 3 sections + the centre
  EXPECT_EQ(s.rule_options.at("budget"), false);
  EXPECT_EQ(s.victory.leaders, (std::vector<int>{1, 2}));
  const BattleState state = make_battle_state(setup(), s, 1);
  EXPECT_DOUBLE_EQ(state.victory.home[0].y, 10);  // the zone's centre
  EXPECT_EQ(state.victory.starting_figures[1], 1);
}

TEST(ScenarioObjectives, DefaultRoundLimitsFollowTheSeed) {
  json doc = two_humans();
  doc["objectives"] = {{{"id", "well"}, {"position", {90, 60}}}};
  EXPECT_EQ(parse_scenario(doc, "t.json").victory.type, VictoryType::Objectives);
  EXPECT_EQ(parse_scenario(doc, "t.json").victory.round_limit, 4);  // seed 003, "Objectives"
  doc["victory"] = {{"type", "basic_battle"}};
  EXPECT_EQ(parse_scenario(doc, "t.json").victory.round_limit, 5);
}

TEST(ScenarioObjectives, ObjectivesOnePerFootAndCentre) {
  const std::vector<Objective> o = objectives_per_foot_and_centre(61, 61);  // 2 x 2 sections
  ASSERT_EQ(o.size(), 5u);
  EXPECT_NEAR(o[0].position.x, 15.24, 1e-9);
  EXPECT_NEAR(o[3].position.y, 45.72, 1e-9);
  EXPECT_EQ(o.back().id, "centre");
  EXPECT_DOUBLE_EQ(o.back().position.x, 30.5);
  // 3 x 3 sections: the middle section's centre is the table's, one marker there.
  EXPECT_EQ(objectives_per_foot_and_centre(91.44, 91.44).size(), 9u);
}

struct BrokenRow {
  const char* what;
  const char* member;
  json value;
  const char* location;
};

TEST(ScenarioObjectives, BrokenMembersNameThePlace) {
  const BrokenRow rows[] = {
      {"zone for no side",
       "deployment",
       {{"elves", {{"rect_cm", {0, 0, 1, 1}}}}},
       "/deployment/elves"},
      {"inverted rectangle",
       "deployment",
       {{"men", {{"rect_cm", {5, 0, 1, 1}}}}},
       "/deployment/men/rect_cm"},
      {"unknown type", "victory", {{"type", "king_of_the_hill"}}, "/victory/type"},
      {"escape without zones", "victory", {{"type", "escape"}}, "/victory"},
      {"unknown generator", "objectives", "one_per_metre", "/objectives"},
      {"option not a bool", "rule_options", {{"x", 1}}, "/rule_options/x"},
      {"budget for no side", "budget", {{"points", {{"elves", 10}}}}, "/budget/points/elves"},
  };
  for (const BrokenRow& row : rows) {
    SCOPED_TRACE(row.what);
    json doc = two_humans();
    doc[row.member] = row.value;
    try {
      parse_scenario(doc, "broken.json");
      ADD_FAILURE() << "accepted";
    } catch (const io::DataError& e) {
      EXPECT_EQ(e.location(), row.location);
    }
  }
}

TEST(ScenarioObjectives, FigureOutsideItsZoneIsRefused) {
  json doc = two_humans();
  doc["deployment"] = {{"men", {{"rect_cm", {0, 100, 180, 120}}}}};
  try {
    make_battle_state(setup(), parse_scenario(doc, "z.json"), 1);
    FAIL();
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/figures/0/position");
  }
}

// seed 000, "Budget": a class 3 human in light clothing costs 3 (=H: the class); an Ogre
// (++H, 1D3 wounds) class 3 with hide +2 over light clothing (3 + 5) x 3 = 24.
TEST(ScenarioObjectives, BudgetCostsFollowTheSeedFormulas) {
  const Scenario s = parse_scenario(two_humans(), "b.json");
  const std::array<int, 2> cost = side_costs(classic_rules(setup()), s);
  EXPECT_EQ(cost[0], 3);
  EXPECT_EQ(cost[1], 24);
}

TEST(ScenarioObjectives, ForceOverItsBudgetIsRefusedWithThePointer) {
  json doc = two_humans();
  doc["budget"] = {{"points", {{"men", 3}, {"orcqs", 23}}}};
  try {
    make_battle_state(setup(), parse_scenario(doc, "b.json"), 1);
    FAIL();
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/budget/points/orcqs");
    EXPECT_EQ(e.found(), "23 points for figures costing 24");
  }
  doc["budget"]["points"]["orcqs"] = 24;
  EXPECT_NO_THROW(make_battle_state(setup(), parse_scenario(doc, "b.json"), 1));
  // Weapon prices come from the scenario (the seed leaves them to the setting); ++H pay x2.
  doc["figures"][1]["melee_weapon"] = "two_handed_axe";
  doc["budget"]["weapon_costs"] = {{"two_handed_axe", 1}};
  EXPECT_THROW(make_battle_state(setup(), parse_scenario(doc, "b.json"), 1), io::DataError);
}

// The annotated example of docs/user-guide.md, "Writing a scenario", is a working scenario once
// its // comments are taken out.
TEST(ScenarioObjectives, UserGuideExampleLoads) {
  std::ifstream in(std::filesystem::path(FRAY_DATA_DIR) / ".." / "docs" / "user-guide.md");
  ASSERT_TRUE(in);
  std::string line, text;
  bool inside = false, seen = false;
  while (std::getline(in, line)) {
    if (line.rfind("## Writing a scenario", 0) == 0) seen = true;
    if (!seen) continue;
    if (line == "```") {
      if (inside) break;
      inside = true;
      continue;
    }
    if (inside) text += line.substr(0, line.find("//")) + "\n";
  }
  ASSERT_FALSE(text.empty());
  const Scenario s = parse_scenario_text(text, "user-guide.json");
  EXPECT_EQ(s.victory.type, VictoryType::Objectives);
  EXPECT_EQ(s.victory.objectives.size(), 9u);  // 4 x 2 sections and the centre
  Game game = Game::from_scenario(setup(), s, 3);
  test::play(game, 20);
  EXPECT_TRUE(game.state().finished);
}

}  // namespace
}  // namespace fray::game
