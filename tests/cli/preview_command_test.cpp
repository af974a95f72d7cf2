// fray-cli odds GAME.fray --command: the rule system's preview of a command in a saved battle,
// the very numbers Game::preview gives; nothing written.
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>

#include <fray/game/game.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "cli_capture.h"
#include "cli_files.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

using test::bytes;
using test::setup;

// The Dwarves and the Ogres (seed 000) at the shooting phase, saved in a file of its own.
class ShootingSave : public testing::Test {
 protected:
  void SetUp() override {
    path_ = fs::temp_directory_path() /
            ("fray_preview_" + std::to_string(std::random_device{}()) + ".fray");
    const game::Scenario scenario = game::load_scenario(fs::path(FRAY_DATA_DIR) / "scenarios" /
                                                        "example-dwarves-and-ogres.json");
    game_.emplace(game::Game::from_scenario(setup(), scenario, 1));
    for (const game::Command& c :
         {game::Command{"edit", {{"figure", 11}, {"position", {40, 38}}}},
          game::Command{"edit", {{"figure", 12}, {"position", {44, 38}}}},
          game::Command{"end_phase", {{"side", 0}}}, game::Command{"end_phase", {{"side", 1}}}})
      ASSERT_TRUE(game_->submit(c).accepted()) << c.name;
    game::write_save(game::record_game(*game_, scenario, 1), path_);
  }
  void TearDown() override { fs::remove(path_); }

  fs::path path_;
  std::optional<game::Game> game_;
};

TEST_F(ShootingSave, TheJsonPreviewIsTheGamesPreviewAndTheSaveIsUntouched) {
  const std::string before = bytes(path_);
  const game::Command volley{"shoot", {{"shooters", {1, 2, 3}}, {"target", 11}, {"group", true}}};
  const Captured c = run(
      {"odds", path_.string(), "--command", "shoot", "--payload", volley.payload.dump(), "--json"});
  ASSERT_EQ(c.code, 0) << c.err;
  const nlohmann::json out = nlohmann::json::parse(c.out);
  const game::Preview expected = game_->preview(volley);
  ASSERT_TRUE(expected.aim);
  EXPECT_DOUBLE_EQ(out["aim"]["killed"].get<double>(), expected.aim->killed);
  EXPECT_DOUBLE_EQ(out["aim"]["missed"].get<double>(), expected.aim->missed);
  EXPECT_EQ(out["group"]["members"], nlohmann::json({11, 12}));
  ASSERT_EQ(out["figures"].size(), expected.figures.size());
  EXPECT_DOUBLE_EQ(out["figures"][1]["killed"].get<double>(), expected.figures[1].killed);
  EXPECT_EQ(out["breakdown"].get<std::vector<std::string>>(), expected.breakdown);
  EXPECT_EQ(bytes(path_), before);
}

TEST_F(ShootingSave, TheTextSaysTheChancesOrTheRefusal) {
  const Captured shot = run(
      {"odds", path_.string(), "--command", "shoot", "--payload", R"({"shooter":1,"target":11})"});
  ASSERT_EQ(shot.code, 0) << shot.err;
  EXPECT_NE(shot.out.find("Killed "), std::string::npos) << shot.out;
  EXPECT_NE(shot.out.find("the range band needs"), std::string::npos) << shot.out;
  const Captured refused = run(
      {"odds", path_.string(), "--command", "strike", "--payload", R"({"figure":1,"target":11})"});
  EXPECT_EQ(refused.code, 1);
  EXPECT_NE(refused.out.find("Refused: "), std::string::npos) << refused.out;
}

TEST_F(ShootingSave, ABadPayloadOrAMissingCommandIsAUsageError) {
  const Captured bad =
      run({"odds", path_.string(), "--command", "shoot", "--payload", "{\"shooter\":"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("--payload is not JSON"), std::string::npos) << bad.err;
  const Captured array = run({"odds", path_.string(), "--command", "shoot", "--payload", "[1]"});
  EXPECT_EQ(array.code, 2);
  EXPECT_NE(array.err.find("must be a JSON object"), std::string::npos) << array.err;
  const Captured missing = run({"odds", "nowhere.fray", "--command", "shoot"});
  EXPECT_EQ(missing.code, 1);
  EXPECT_NE(missing.err.find("nowhere.fray"), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace fray::cli
