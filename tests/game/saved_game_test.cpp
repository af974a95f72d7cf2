#include <filesystem>

#include <gtest/gtest.h>

#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

namespace fs = std::filesystem;
using test::setup;

fs::path saves() { return fs::path(FRAY_TEST_DATA_DIR) / "saves"; }

TEST(SavedGame, WritesAtomicallyAndReadsBackTheSameSave) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 8);
  test::play(game, 30);
  const SavedGame save = record_game(game, test::demo_scenario(), 8);
  const fs::path path = fs::temp_directory_path() / "fray-saved-game-test.fray";
  write_save(save, path);
  EXPECT_FALSE(fs::exists(path.string() + ".tmp"));
  const SavedGame back = load_save(path);
  EXPECT_EQ(save_to_json(back), save_to_json(save));
  EXPECT_EQ(back.fingerprints, setup().fingerprints);
  EXPECT_EQ(back.commands.size(), game.records().size());
  EXPECT_EQ(back.snapshots.size(), game.records().size() / 50);
  fs::remove(path);
}

TEST(SavedGame, VersionZeroIsMigrated) {
  const SavedGame save = load_save(saves() / "v0-demo.fray");
  EXPECT_EQ(save.migrated_from, 0);
  EXPECT_EQ(save.commands.size(), 12u);
  EXPECT_FALSE(save.event_hash.has_value());
  EXPECT_EQ(save.commands[0].command.name, "move");
}

struct BrokenSave {
  const char* file;
  const char* location;
  const char* says;
};

TEST(SavedGame, BrokenAndHostileSavesAreRefusedWithThePlace) {
  const BrokenSave table[] = {
      {"truncated.fray", "221:27", "not valid JSON at line 221, column 27"},
      {"not-json.fray", "1:1", "not valid JSON"},
      {"newer-version.fray", "/version", "saved by a newer Fray (save format 99"},
      {"wrong-format.fray", "/format", "it needs \"fray-save\""},
      {"seed-not-a-number.fray", "/seed", "it needs a whole number"},
      {"payload-not-an-object.fray", "/commands/3/payload", "it needs an object"},
      {"bad-events-hash.fray", "/commands/2/events_hash", "16 hexadecimal digits"},
      {"corrupt-snapshot.fray", "/snapshots/0/state/turn_structure",
       "needs a \"turn_structure\" member, but has nothing"},
  };
  for (const BrokenSave& row : table) {
    SCOPED_TRACE(row.file);
    try {
      load_save(saves() / row.file);
      ADD_FAILURE() << "loaded";
    } catch (const io::DataError& e) {
      EXPECT_EQ(e.file(), row.file);
      EXPECT_EQ(e.location(), row.location);
      EXPECT_NE(e.user_message().find(row.says), std::string::npos) << e.user_message();
    }
  }
}

TEST(SavedGame, ASnapshotOfAnotherRuleSystemIsRefusedWhenTheSaveIsRead) {
  Game game = Game::from_scenario(test::setup(), test::demo_scenario(), 3);
  game.snapshot_every(5);
  test::play(game, 3);
  nlohmann::json doc = save_to_json(record_game(game, test::demo_scenario(), 3));
  ASSERT_FALSE(doc["snapshots"].empty());
  EXPECT_NO_THROW(parse_save(doc.dump(), "ok.fray"));
  doc["snapshots"][0]["state"]["rule_system"] = "d20";
  try {
    parse_save(doc.dump(), "mixed.fray");
    ADD_FAILURE() << "read";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/snapshots/0/state/rule_system");
    EXPECT_NE(e.expected().find("\"classic\""), std::string::npos) << e.expected();
  }
}

}  // namespace
}  // namespace fray::game
