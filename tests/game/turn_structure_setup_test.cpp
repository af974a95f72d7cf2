// Turn structures and rule systems (issue 17): a system brings its own turn structure, and the
// setup refuses a structure that lists an end-of-turn step no loaded system runs.
#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>

#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

namespace fs = std::filesystem;

// A scratch copy of data/ with one more turn structure; removed when the test ends.
class DataWithTurnStructure {
 public:
  explicit DataWithTurnStructure(nlohmann::json structure) {
    root_ = fs::temp_directory_path() / ("fray_turns_" + std::to_string(std::random_device{}()) +
                                         std::to_string(std::random_device{}()));
    fs::copy(FRAY_DATA_DIR, root_, fs::copy_options::recursive);
    std::ofstream(root_ / "turn_structures" / "zz-extra.json") << structure.dump(2);
  }
  ~DataWithTurnStructure() {
    std::error_code ignored;
    fs::remove_all(root_, ignored);
  }
  DataWithTurnStructure(const DataWithTurnStructure&) = delete;
  DataWithTurnStructure& operator=(const DataWithTurnStructure&) = delete;
  const fs::path& root() const { return root_; }

 private:
  fs::path root_;
};

nlohmann::json structure(std::string id, nlohmann::json end_of_turn) {
  return {{"format", "fray-turn-structure"},
          {"version", 1},
          {"id", std::move(id)},
          {"title", "test"},
          {"source", "test"},
          {"first_side", "alternate_each_turn"},
          {"phases", {{{"id", "all"}, {"actions", {"move", "strike", "end_phase"}}}}},
          {"end_of_turn", std::move(end_of_turn)}};
}

std::string load_error(const fs::path& data) {
  try {
    (void)load_game_setup(data);
  } catch (const io::DataError& e) {
    return e.what();
  }
  return "";
}

TEST(TurnStructureSetup, TheClassicSystemBringsItsOwnTurnStructureFirst) {
  const GameSetup& s = test::setup();
  ASSERT_FALSE(s.turn_structures.empty());
  EXPECT_EQ(s.turn_structures.front().id, "classic");
  EXPECT_EQ(s.turn_structures.front().file, "classic/turn.json");
  EXPECT_EQ(s.system("classic").turn_structures().front().id, "classic");
  // The engine's own folder follows, by file name.
  EXPECT_NE(s.find_turn_structure("seed003-initiative"), nullptr);
  EXPECT_EQ(s.find_turn_structure("seed003-initiative")->file,
            "turn_structures/seed003-initiative.json");
}

TEST(TurnStructureSetup, AStepNoLoadedSystemRunsIsRefusedWithItsPlace) {
  const DataWithTurnStructure data(structure("harvest-turn", {"life_tests", "harvest"}));
  const std::string error = load_error(data.root());
  EXPECT_NE(error.find("turn_structures/zz-extra.json: /end_of_turn/1"), std::string::npos)
      << error;
  EXPECT_NE(error.find("an end-of-turn step of a loaded rule system"), std::string::npos) << error;
  EXPECT_NE(error.find("\"clear_turn_flags\""), std::string::npos) << error;
  EXPECT_NE(error.find("found \"harvest\""), std::string::npos) << error;
}

TEST(TurnStructureSetup, AStructureWithAnotherOnesIdIsRefused) {
  const DataWithTurnStructure data(structure("classic", {"life_tests"}));
  const std::string error = load_error(data.root());
  EXPECT_NE(error.find("turn_structures/zz-extra.json: /id"), std::string::npos) << error;
  EXPECT_NE(error.find("classic/turn.json has it"), std::string::npos) << error;
}

TEST(TurnStructureSetup, AScenarioNamingAnUnknownStructureIsRefusedWithItsPlace) {
  const Scenario s = test::duel(test::human(50, 30), test::human(50, 45), "no-such-turn");
  try {
    (void)make_battle_state(test::setup(), s, 1);
    FAIL() << "made";
  } catch (const io::DataError& e) {
    const std::string text = e.what();
    EXPECT_NE(text.find("duel.json: /turn_structure"), std::string::npos) << text;
    EXPECT_NE(text.find("a loaded turn structure (\"classic\""), std::string::npos) << text;
    EXPECT_NE(text.find("found \"no-such-turn\""), std::string::npos) << text;
  }
}

TEST(TurnStructureSetup, AScenarioNamingNoStructurePlaysItsSystemsOwn) {
  Scenario s = test::duel(test::human(50, 30), test::human(50, 45));
  s.turn_structure.clear();
  EXPECT_EQ(make_battle_state(test::setup(), s, 1).turn_structure, "classic");
}

TEST(TurnStructureSetup, ABattleWhoseStructureListsAStepItsSystemDoesNotRunIsNotBuilt) {
  // A save (or a setup edited by hand) can pair a battle with a structure of another system.
  GameSetup edited = load_game_setup(FRAY_DATA_DIR);
  edited.turn_structures.front().end_of_turn.push_back("harvest");
  const BattleState state = make_battle_state(test::setup(), test::demo_scenario(), 1);
  try {
    const Game game(edited, state);
    FAIL() << "built";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'harvest', which the classic system does not run"),
              std::string::npos)
        << e.what();
  }
}

TEST(TurnStructureSetup, AValidExtraStructureIsPlayable) {
  const DataWithTurnStructure data(structure("one-phase", {"life_tests", "clear_turn_flags"}));
  const GameSetup loaded = load_game_setup(data.root());
  Game game = Game::from_scenario(
      loaded, test::duel(test::human(50, 30), test::human(50, 45), "one-phase"), 3);
  const Outcome move = game.submit({"move", {{"figure", 1}, {"path", {{50, 35}}}}});
  ASSERT_TRUE(move.accepted()) << move.refusal->message;
  EXPECT_EQ(game.state().turn_structure, "one-phase");
}

}  // namespace
}  // namespace fray::game
