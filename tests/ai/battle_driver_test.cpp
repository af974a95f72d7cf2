#include <gtest/gtest.h>

#include <fray/ai/battle_driver.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::ai {
namespace {

const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

const game::Scenario& demo() {
  static const game::Scenario scenario = game::load_scenario(std::filesystem::path(FRAY_DATA_DIR) /
                                                             "scenarios" / "skirmish-demo.json");
  return scenario;
}

TEST(BattleDriver, SimpleControllersPlayTheDemoToTheEndAndItReplays) {
  game::Game game = game::Game::from_scenario(setup(), demo(), 7);
  SimpleController a, b;
  std::size_t observed = 0;
  const BattleRun run =
      play_out(game, {&a, &b}, 30, [&](const Decision&, const game::Outcome&) { ++observed; });
  EXPECT_TRUE(run.failure.empty()) << run.failure;
  EXPECT_TRUE(run.finished);
  EXPECT_EQ(run.commands, observed);
  EXPECT_EQ(run.commands, game.records().size());

  game::Game again = game::Game::from_scenario(setup(), demo(), 7);
  for (const game::CommandRecord& r : game.records())
    ASSERT_TRUE(again.submit(r.command).accepted());
  EXPECT_EQ(again.log().hash(), game.log().hash());
}

TEST(BattleDriver, SideToDecideIsTheRecoilingFigureFirst) {
  game::BattleState state;
  state.sides = {{"a", "A"}, {"b", "B"}};
  state.active_side = 0;
  game::Figure f;
  f.side = 1;
  f.status.must_recoil = true;
  state.figures.push_back(f);
  EXPECT_EQ(side_to_decide(state), 1);
  state.figures[0].status.must_recoil = false;
  EXPECT_EQ(side_to_decide(state), 0);
  state.finished = true;
  EXPECT_EQ(side_to_decide(state), std::nullopt);
}

}  // namespace
}  // namespace fray::ai
