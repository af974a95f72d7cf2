#include <filesystem>

#include <gtest/gtest.h>

#include <fray/classic/classic_system.h>
#include <fray/game/record/replay.h>
#include <fray/systems/load_game_setup.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

namespace fs = std::filesystem;
using test::dump;
using test::setup;

SavedGame played(std::uint64_t seed, Game* out = nullptr) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), seed);
  test::play(game, 30);
  SavedGame save = record_game(game, test::demo_scenario(), seed);
  if (out) *out = std::move(game);
  return save;
}

TEST(Replay, ReplayingTheLogGivesTheSameEventHash) {
  const SavedGame save = played(21);
  const Verification v = verify_save(setup(), save);
  EXPECT_TRUE(v.ok) << v.detail;
  EXPECT_EQ(v.actual_hash, v.expected_hash);
}

TEST(Replay, SeekThroughSnapshotsMatchesReplayFromTheStart) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 22);
  const SavedGame save = played(22, &game);
  ASSERT_GE(save.snapshots.size(), 1u);
  Replay by_snapshot(setup(), save), from_start(setup(), save);
  for (const std::size_t at :
       {save.commands.size(), std::size_t{3}, std::size_t{77}, std::size_t{50}}) {
    by_snapshot.seek(at);
    from_start.seek_from_start(at);
    EXPECT_EQ(dump(by_snapshot.game()), dump(from_start.game())) << at;
    EXPECT_EQ(by_snapshot.game().log().hash(), from_start.game().log().hash()) << at;
  }
  by_snapshot.seek(save.commands.size());
  EXPECT_EQ(dump(by_snapshot.game()), dump(game));
  EXPECT_EQ(by_snapshot.game().log().hash(), game.log().hash());
}

TEST(Replay, StepForwardAndBackAndBookmarks) {
  const SavedGame save = played(23);
  Replay replay(setup(), save);
  ASSERT_TRUE(replay.step_forward());
  ASSERT_TRUE(replay.step_forward());
  const std::string two = dump(replay.game());
  replay.add_bookmark("after two commands");
  ASSERT_TRUE(replay.step_forward());
  ASSERT_TRUE(replay.step_back());
  EXPECT_EQ(dump(replay.game()), two);
  ASSERT_EQ(replay.bookmarks().size(), 1u);
  EXPECT_EQ(replay.bookmarks()[0].command, 2u);
  EXPECT_EQ(replay.bookmarks()[0].note, "after two commands");
}

TEST(Replay, BranchWithTheSameSeedContinuesIdenticallyAndANewSeedDiffers) {
  const SavedGame save = played(24);
  Replay replay(setup(), save);
  replay.seek(save.commands.size() / 2);
  Game same = replay.branch(std::nullopt);
  EXPECT_EQ(dump(same), dump(replay.game()));
  Game other = replay.branch(99);
  EXPECT_EQ(other.records().back().command.name, "reseed");
  test::play(same, 30);
  test::play(other, 30);
  EXPECT_NE(same.log().hash(), other.log().hash());
  // A branch is a game like any other: saved, it verifies.
  const Verification v = verify_save(setup(), record_game(other, test::demo_scenario(), 24));
  EXPECT_TRUE(v.ok) << v.detail;
}

TEST(Replay, TamperedAndAlteredSavesAreCaught) {
  const fs::path saves = fs::path(FRAY_TEST_DATA_DIR) / "saves";
  const Verification tampered = verify_save(setup(), load_save(saves / "tampered-command.fray"));
  EXPECT_FALSE(tampered.ok);
  EXPECT_EQ(tampered.first_difference, 1u);
  EXPECT_NE(tampered.detail.find("no figure #999"), std::string::npos) << tampered.detail;
  const Verification altered = verify_save(setup(), load_save(saves / "altered-events.fray"));
  EXPECT_FALSE(altered.ok);
  EXPECT_EQ(altered.first_difference, 4u) << altered.detail;
  EXPECT_TRUE(verify_save(setup(), load_save(saves / "short-v1.fray")).ok);
  EXPECT_TRUE(verify_save(setup(), load_save(saves / "v0-demo.fray")).ok);
}

TEST(Replay, EditedDataReportsTheFirstChangedOutcome) {
  const SavedGame save = played(25);
  EXPECT_EQ(first_changed_outcome(setup(), save), "");
  GameSetup edited = load_game_setup(FRAY_DATA_DIR);
  auto edited_rules = std::make_shared<rules::Ruleset>(classic_rules(edited));
  for (rules::MissileWeapon& w : edited_rules->missile_weapons)
    if (w.id == "bow")
      for (rules::BandSet& set : w.band_sets)
        for (rules::MissileRangeBand& band : set.bands) band.to_hit = band.to_hit ? 2 : band.to_hit;
  edited.systems[0] = make_classic_system(edited_rules, edited.systems[0]->turn_structures());
  edited.fingerprints[0].fnv1a = "changed";
  const std::string report = first_changed_outcome(edited, save);
  EXPECT_NE(report.find("shoot"), std::string::npos) << report;
  EXPECT_NE(report.find("Was: "), std::string::npos) << report;
  EXPECT_EQ(changed_data_files(edited, save).size(), 1u);
}

TEST(Replay, FingerprintsCoverTheAiAndGeneratorTablesAndFilesThatMoved) {
  const SavedGame save = played(26);
  auto has = [&](const std::string& file) {
    for (const DataFingerprint& f : save.fingerprints)
      if (f.file == file) return true;
    return false;
  };
  EXPECT_TRUE(has("classic/species.json"));
  EXPECT_TRUE(has("magic/abilities.json"));
  EXPECT_TRUE(has("ai/solo003/patrol.json"));
  EXPECT_TRUE(has("ai/reaction004/orders.json"));
  EXPECT_TRUE(has("generators/forces.json"));
  EXPECT_TRUE(changed_data_files(setup(), save).empty());

  // A save written before the move names the old place and knows no AI or generator table: it
  // reports nothing, since nothing it was played with changed.
  SavedGame old = save;
  std::erase_if(old.fingerprints, [](const DataFingerprint& f) {
    return f.file.starts_with("ai/") || f.file.starts_with("generators/");
  });
  for (DataFingerprint& f : old.fingerprints)
    if (f.file == "magic/abilities.json") f.file = "classic/abilities.json";
  EXPECT_TRUE(changed_data_files(setup(), old).empty());

  // An edited AI table is reported under its own name.
  GameSetup edited = load_game_setup(FRAY_DATA_DIR);
  for (DataFingerprint& f : edited.fingerprints)
    if (f.file == "ai/solo003/patrol.json") f.fnv1a = "edited";
  EXPECT_EQ(changed_data_files(edited, save),
            std::vector<std::string>{"ai/solo003/patrol.json changed"});
}

}  // namespace
}  // namespace fray::game
