// A d20 battle set up from a scenario, saved, replayed and verified; bad scenarios refused at
// their place.
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/record/state_json.h>
#include <fray/io/data_error.h>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

TEST(D20Battle, ASavedBattleReplaysWithTheSameEventsAndItsSheetsAndSettings) {
  const json doc = document({figure(1, "a", 50, 40, {{"weapons", {{"melee", "club"}}}}),
                             figure(2, "b", 53.25, 40, {{"profile", "troll_large"}}),
                             figure(3, "b", 100, 70, {{"profile", "goblin"}, {"name", "Snag"}})},
                            {{"battlefield", "small"}, {"common_hit", "stun"}});
  const game::Scenario scenario = game::parse_scenario(doc, "d20.json");
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    game::Game game = game::Game::from_scenario(setup(), scenario, seed);
    let_act(game, 1);
    game.submit({"attack", {{"figure", 1}, {"target", 2}}});
    game.submit({"end_activation", {{"figure", 1}}});
    for (int n = 0; n < 6 && !game.state().finished; ++n)
      game.submit({"end_phase", {{"side", game.state().active_side}}});
    const game::SavedGame save = game::record_game(game, scenario, seed);
    const game::SavedGame loaded =
        game::parse_save(game::save_to_json(save).dump(), "d20-battle.fray");
    const game::Verification v = game::verify_save(setup(), loaded);
    ASSERT_TRUE(v.ok) << "seed " << seed << ": " << v.detail;
    const json state = game::state_to_json(game.state());
    EXPECT_EQ(state["rule_system"], "d20");
    EXPECT_EQ(state["settings"]["battlefield"], "small");
    const game::BattleState back = game::state_from_json(state, "d20-battle.fray", "");
    EXPECT_EQ(game::state_to_json(back).dump(), state.dump());
  }
}

TEST(D20Battle, AProfileFillsTheSheetFromTheRoster) {
  game::Game game = game_of(
      document({figure(1, "a", 20, 40, {{"profile", "troll_large"}}), figure(2, "b", 100, 70)}));
  const D20Sheet& troll = d20_sheet_of(game, 1);
  EXPECT_EQ(troll.kind, FigureKind::Unique);
  EXPECT_EQ(troll.max_wounds, 4);
  EXPECT_EQ(troll.size, FigureSize::Large);
  EXPECT_EQ(game.state().find(1)->base.width_cm, 4.0);
}

void expect_refused(const json& doc, const std::string& pointer) {
  try {
    game::Game game = game_of(doc);
    ADD_FAILURE() << "accepted; expected a refusal at " << pointer;
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("d20.json"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(pointer), std::string::npos) << e.what();
  }
}

TEST(D20Battle, AScenarioMixingAnotherSystemsFieldsIsRefusedAtItsPlace) {
  expect_refused(
      document({figure(1, "a", 20, 40, {{"species", "human"}}), figure(2, "b", 100, 70)}),
      "/figures/0");
  expect_refused(document({figure(1, "a", 20, 40, {{"weapons", {{"long", "sword"}}}}),
                           figure(2, "b", 100, 70)}),
                 "/figures/0/weapons/long");
  expect_refused(document({figure(1, "a", 20, 40, {{"kind", "unique"}}), figure(2, "b", 100, 70)}),
                 "/figures/0/wounds");
  expect_refused(
      document({figure(1, "a", 20, 40, {{"profile", "dragon"}}), figure(2, "b", 100, 70)}),
      "/figures/0/profile");
  expect_refused(document({figure(1, "a", 20, 40), figure(2, "b", 100, 70)}, {{"space_inches", 2}}),
                 "/settings/space_inches");
  expect_refused(document({figure(1, "a", 20, 40), figure(2, "b", 100, 70)}, {{"earshot", true}}),
                 "/settings/earshot");
}

TEST(D20Battle, AClassicScenarioWithSettingsIsRefused) {
  json doc =
      document({figure(1, "a", 20, 40), figure(2, "b", 100, 70)}, {{"battlefield", "large"}});
  doc["rule_system"] = "classic";
  for (json& f : doc["figures"]) {
    f = {{"id", f["id"]}, {"side", f["side"]}, {"name", "Human"},          {"species", "human"},
         {"class", 3},    {"armour", 3},       {"position", f["position"]}};
  }
  expect_refused(doc, "/settings");
}

}  // namespace
}  // namespace fray::d20::test

namespace fray::d20::test {
namespace {

TEST(D20Battle, ASaveWrittenBeforeMoraleAndLongStunsLoads) {
  game::Game game = game_of(document({figure(1, "a", 20, 40), figure(2, "b", 100, 70)}));
  json state = game::state_to_json(game.state());
  for (json& f : state["figures"]) {
    for (const char* key : {"talents", "retreat_from", "retreat_round", "army_tested",
                            "fear_tested", "stunned_from", "stunned_until"})
      f.erase(key);
    f["stunned_round"] = 3;
  }
  const game::BattleState back = game::state_from_json(state, "old.fray", "");
  EXPECT_EQ(game::sheet_as<D20Sheet>(back.figures[0]).stunned_from, 3);
  EXPECT_EQ(game::sheet_as<D20Sheet>(back.figures[0]).stunned_until, 3);
}

TEST(D20Battle, TheRefereeGivesACommonFigureNoMoreThanOneWound) {
  game::Game game = game_of(document({figure(1, "a", 20, 40), figure(2, "b", 100, 70)}));
  const game::Outcome o = game.submit({"edit", {{"figure", 1}, {"wounds", 3}}});
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(d20_sheet_of(game, 1).max_wounds, 1);
}

}  // namespace
}  // namespace fray::d20::test
