// Optional rules switched by a scenario's "rule_options" (docs/formats.md, "Rule options").
#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include <fray/classic/scenario_budget.h>
#include <fray/game/setup/rule_options.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::setup;

// The demo's Men and Orcqs on an empty table, with a budget too small for the Men's two
// figures (a class 3 human in light clothing costs 3, seed 000, "Budget").
json over_budget() {
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
                     {"side", "men"},
                     {"name", "B"},
                     {"species", "human"},
                     {"class", 3},
                     {"armour", 3},
                     {"position", {60, 10}}},
                    {{"id", 3},
                     {"side", "orcqs"},
                     {"name", "C"},
                     {"species", "orcq"},
                     {"class", 3},
                     {"armour", 3},
                     {"position", {50, 110}}}};
  doc["budget"] = {{"points", {{"men", 5}, {"orcqs", 100}}}};
  return doc;
}

TEST(RuleOptions, EveryKnownOptionHasASourceAndIsListed) {
  ASSERT_FALSE(known_rule_options().empty());
  for (const RuleOptionInfo& o : known_rule_options()) {
    EXPECT_TRUE(is_known_rule_option(o.id));
    EXPECT_NE(o.source.find("seed 00"), std::string_view::npos) << o.id;
    EXPECT_NE(known_rule_option_list().find(o.id), std::string::npos) << o.id;
  }
  EXPECT_FALSE(is_known_rule_option("opportunity_fire"));
}

// tools/validate-data refuses the same ids as the game: the schema's list is the known one.
TEST(RuleOptions, SchemaListsTheKnownOptions) {
  std::ifstream in(std::filesystem::path(FRAY_DATA_DIR) / "schema" / "scenario.schema.json");
  const json schema = json::parse(in);
  const json& names = schema.at("properties").at("rule_options").at("propertyNames").at("enum");
  ASSERT_EQ(names.size(), known_rule_options().size());
  for (std::size_t i = 0; i < names.size(); ++i)
    EXPECT_EQ(names[i].get<std::string>(), known_rule_options()[i].id);
}

TEST(RuleOptions, DefaultsApplyWhenTheScenarioDoesNotNameAnOption) {
  EXPECT_TRUE(rule_option_on({}, "budget"));
  EXPECT_FALSE(rule_option_on({{"budget", false}}, "budget"));
  EXPECT_THROW(rule_option_on({}, "no_such_rule"), std::invalid_argument);
}

// An option the game does not play is a mistake in the file, named with the known ones.
TEST(RuleOptions, UnknownOptionIsRefusedWithTheKnownOnes) {
  json doc = over_budget();
  doc["rule_options"] = {{"wound_localisation", true}};
  try {
    parse_scenario(doc, "o.json");
    FAIL() << "accepted";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/rule_options/wound_localisation");
    EXPECT_NE(std::string(e.what()).find("budget"), std::string::npos) << e.what();
  }
}

// seed 000, "Budget": the point costs are optional. On (the default) a side over its points
// is refused; switched off, the same scenario plays.
TEST(RuleOptions, BudgetOptionSwitchesTheBudgetCheck) {
  json doc = over_budget();
  EXPECT_THROW(make_battle_state(setup(), parse_scenario(doc, "b.json"), 1), io::DataError);
  doc["rule_options"] = {{"budget", true}};
  EXPECT_THROW(make_battle_state(setup(), parse_scenario(doc, "b.json"), 1), io::DataError);
  doc["rule_options"] = {{"budget", false}};
  EXPECT_NO_THROW(make_battle_state(setup(), parse_scenario(doc, "b.json"), 1));
}

}  // namespace
}  // namespace fray::game
