// The rule option "earshot" (seed 000, "Natural dice maximum rule"): figures out of a chief's
// earshot (20 cm) lose their positive modifiers and the natural maximum's benefit.
#include <fray/classic/action_situations.h>

#include "game_fixture.h"

namespace fray::game::test {
namespace {

using nlohmann::json;

// Figure 1 (side a) strikes figure 2 (side b) in contact; figure 3 is side a's chief, `chief_at`
// cm from figure 1 (centre to centre).
Scenario melee_with_chief(std::optional<bool> option, double chief_at,
                          json striker = json::object()) {
  json a = human(60, 40, {{"id", 1}, {"side", "a"}, {"facing_deg", 0}});
  a.update(striker);
  json doc = {{"format", "fray-scenario"},
              {"version", 1},
              {"title", "earshot"},
              {"rule_system", "classic"},
              {"turn_structure", "classic"},
              {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
              {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
              {"figures",
               {a, human(60, 37.5, {{"id", 2}, {"side", "b"}, {"facing_deg", 180}}),
                human(60 + chief_at, 40, {{"id", 3}, {"side", "a"}, {"leadership", 2}})}}};
  if (option) doc["rule_options"] = {{"earshot", *option}};
  return parse_scenario(doc, "earshot.json");
}

bool striker_out_of_earshot(const Game& game) {
  const BattleState& s = game.state();
  return strike_situation(s, {1}, *s.find(2)).attacker_conditions.front().out_of_earshot;
}

TEST(EarshotOption, AFigureFarFromItsChiefIsOutOfEarshotWhenTheOptionIsOn) {
  struct Row {
    std::optional<bool> option;
    double chief_at;
    bool out;
  };
  for (const Row row : {Row{true, 30, true}, Row{true, 20, false}, Row{true, 10, false},
                        Row{false, 30, false}, Row{std::nullopt, 30, false}}) {
    const Game game = Game::from_scenario(setup(), melee_with_chief(row.option, row.chief_at), 5);
    EXPECT_EQ(striker_out_of_earshot(game), row.out)
        << (row.option ? int(*row.option) : -1) << " " << row.chief_at;
  }
}

TEST(EarshotOption, ChiefsAndEliteFiguresAreNeverOutOfEarshot) {
  const Game chief =
      Game::from_scenario(setup(), melee_with_chief(true, 50, {{"leadership", 1}}), 5);
  EXPECT_FALSE(striker_out_of_earshot(chief));
  const Game elite = Game::from_scenario(setup(), melee_with_chief(true, 50, {{"elite", true}}), 5);
  EXPECT_FALSE(striker_out_of_earshot(elite));
  // The foe, side b, has no chief at all: out of earshot as defender.
  const BattleState& s = chief.state();
  EXPECT_TRUE(strike_situation(s, {1}, *s.find(2)).defender_conditions.out_of_earshot);
}

TEST(EarshotOption, TheOptionIsSavedOnlyWhenOn) {
  const Game game = Game::from_scenario(setup(), melee_with_chief(true, 50), 5);
  const json saved = state_to_json(game.state());
  EXPECT_EQ(saved["earshot_rule"], true);
  EXPECT_TRUE(state_from_json(saved, "test", "").earshot_rule);
  const Game off = Game::from_scenario(setup(), melee_with_chief(std::nullopt, 50), 5);
  EXPECT_FALSE(state_to_json(off.state()).contains("earshot_rule"));
}

}  // namespace
}  // namespace fray::game::test
