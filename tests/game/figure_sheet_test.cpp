#include <variant>

#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/game/game.h>
#include <fray/game/record/state_json.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

// A figure is the core every rule system shares plus the sheet of its battle's system; the
// classic sheet is saved as before, so classic saves keep their bytes and hashes.
TEST(FigureSheet, AClassicFigureKeepsItsSheetThroughASave) {
  Game game = Game::from_scenario(test::setup(), test::demo_scenario(), 5);
  test::play(game, 20);
  const nlohmann::json saved = state_to_json(game.state());
  for (const Figure& f : game.state().figures) {
    SCOPED_TRACE(f.id);
    EXPECT_TRUE(std::holds_alternative<rules::ClassicSheet>(f.sheet));
    EXPECT_FALSE(classic_sheet(f).spec.species.empty());
  }
  for (const nlohmann::json& f : saved["figures"]) {
    EXPECT_FALSE(f.contains("sheet")) << "classic figures name no sheet kind";
    EXPECT_TRUE(f.contains("species") && f.contains("melee_weapon"));
  }
  const BattleState back = state_from_json(saved, "state.json", "");
  ASSERT_EQ(back.figures.size(), game.state().figures.size());
  for (std::size_t i = 0; i < back.figures.size(); ++i)
    EXPECT_EQ(back.figures[i], game.state().figures[i]) << "figure " << i;
  EXPECT_EQ(state_to_json(back), saved);
}

TEST(FigureSheet, ASavedFigureWithASheetNoSystemHasIsRefusedWithThePlace) {
  const Game game = Game::from_scenario(test::setup(), test::demo_scenario(), 5);
  nlohmann::json saved = state_to_json(game.state());
  saved["figures"][1]["sheet"] = "chess";
  try {
    state_from_json(saved, "odd.fray", "/snapshots/0/state");
    ADD_FAILURE() << "read";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), "odd.fray");
    EXPECT_EQ(e.location(), "/snapshots/0/state/figures/1/sheet");
    EXPECT_NE(e.user_message().find("rule system with figure sheets"), std::string::npos)
        << e.user_message();
  }
  saved["figures"][1]["sheet"] = "classic";  // naming the classic sheet is allowed, if not needed
  EXPECT_NO_THROW(state_from_json(saved, "odd.fray", ""));
}

// The referee's `place` reads the placed figure's sheet members as its battle's system names
// them: a misspelt sheet member is refused and the battle is unchanged.
TEST(FigureSheet, APlacedFigureIsReadAsTheBattlesSystemDescribesIt) {
  Game game = Game::from_scenario(test::setup(), test::demo_scenario(), 5);
  const std::string before = test::dump(game);
  nlohmann::json figure = {{"id", 90},          {"side", game.state().sides[0].id},
                           {"name", "Scout"},   {"species", "human"},
                           {"class", 3},        {"armour", 3},
                           {"position", {2, 2}}};
  figure["clas"] = 4;
  const Outcome refused = game.submit({"place", {{"figure", figure}}});
  ASSERT_FALSE(refused.accepted());
  EXPECT_NE(refused.refusal->message.find("clas"), std::string::npos) << refused.refusal->message;
  EXPECT_EQ(test::dump(game), before);
  figure.erase("clas");
  figure["melee_weapon"] = "thrusting_spear";
  const Outcome placed = game.submit({"place", {{"figure", figure}}});
  ASSERT_TRUE(placed.accepted()) << placed.refusal->message;
  const Figure* scout = game.state().find(90);
  ASSERT_NE(scout, nullptr);
  EXPECT_EQ(classic_sheet(*scout).spec.name, "Scout");
  EXPECT_EQ(classic_sheet(*scout).melee_weapon, "thrusting_spear");
}

// The referee's `edit` hands the sheet's members to the sheet: each is refused with what it should
// be, a huge number is refused rather than narrowed into range, and a refusal changes nothing.
TEST(FigureSheet, TheRefereesEditOfTheSheetIsCheckedByTheSheet) {
  Game game = Game::from_scenario(test::setup(), test::demo_scenario(), 5);
  const int id = game.state().figures.front().id;
  const std::string before = test::dump(game);
  const struct {
    nlohmann::json change;
    const char* says;
  } refused[] = {{{{"class", 4294967299LL}}, "\"class\": 2 to 5"},
                 {{{"class", "x"}}, "\"class\": a whole number"},
                 {{{"armour", 6}}, "\"armour\": 3 to 5"},
                 {{{"name", ""}}, "\"name\": a name"}};
  for (const auto& row : refused) {
    nlohmann::json payload = row.change;
    payload["figure"] = id;
    const Outcome out = game.submit({"edit", payload});
    ASSERT_FALSE(out.accepted()) << payload.dump();
    EXPECT_NE(out.refusal->message.find(row.says), std::string::npos) << out.refusal->message;
    EXPECT_EQ(test::dump(game), before);
  }
  ASSERT_TRUE(game.submit({"edit", {{"figure", id}, {"class", 5}, {"name", "Aldric"}}}).accepted());
  EXPECT_EQ(classic_sheet(*game.state().find(id)).spec.figure_class, 5);
  EXPECT_EQ(classic_sheet(*game.state().find(id)).spec.name, "Aldric");
}

}  // namespace
}  // namespace fray::game
