// fray-cli referee: one referee aid applied to a saved battle, the save rewritten only when the
// game accepts it.
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

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

// A saved battle in a file of its own (a test and a process), removed at the end.
class SavedBattle {
 public:
  // `change` edits the scenario document; `commands` are played before saving.
  SavedBattle(const char* scenario_name, const std::function<void(nlohmann::json&)>& change = {},
              const std::vector<game::Command>& commands = {}) {
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    path_ = fs::temp_directory_path() / ("fray_referee_" + std::string(test->name()) + "_" +
                                         std::to_string(std::random_device{}()) + ".fray");
    nlohmann::json doc =
        game::load_scenario(fs::path(FRAY_DATA_DIR) / "scenarios" / scenario_name).document;
    if (change) change(doc);
    const game::Scenario scenario = game::parse_scenario(doc, "test scenario");
    game::Game game = game::Game::from_scenario(setup(), scenario, 7);
    for (const game::Command& c : commands) {
      const game::Outcome o = game.submit(c);
      EXPECT_TRUE(o.accepted()) << c.name << ": " << o.refusal->message;
    }
    game::write_save(game::record_game(game, scenario, 7), path_);
  }
  ~SavedBattle() { fs::remove(path_); }
  std::string path() const { return path_.string(); }
  // The battle at the end of the save.
  game::BattleState state() const {
    game::Replay replay(setup(), game::load_save(path_));
    replay.seek(replay.size());
    return replay.game().state();
  }
  std::size_t commands() const { return game::load_save(path_).commands.size(); }
  bool verifies() const { return game::verify_save(setup(), game::load_save(path_)).ok; }

 private:
  fs::path path_;
};

// Figure 11 (the Orcqs) in base contact with figure 1 (the Men), taken prisoner by it.
void orcq_beside_aldo(nlohmann::json& doc) {
  for (auto& f : doc["figures"])
    if (f["id"] == 11) f["position"] = {65, 17};  // both bases 2 cm across
}

TEST(RefereeCommand, HelpListsTheAidsAndTheProgramListsIt) {
  const Captured help = run({"referee", "--help"});
  EXPECT_EQ(help.code, 0);
  for (const char* aid : {"fire-start", "fire-spread", "fire-out", "spot", "stealth", "attribute",
                          "prisoners", "release", "event", "portals", "forces", "oracle"})
    EXPECT_NE(help.out.find(aid), std::string::npos) << aid;
  EXPECT_NE(run({"help"}).out.find("referee"), std::string::npos);
}

TEST(RefereeCommand, AFireIsLitSpreadsAndIsPutOutByMagic) {
  SavedBattle battle("skirmish-demo.json");
  Captured r =
      run({"referee", battle.path(), "fire-start", "--at", "120,100", "--object", "small"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("fire 1 is lit"), std::string::npos) << r.out;
  ASSERT_EQ(battle.state().fires.size(), 1u);
  EXPECT_EQ(battle.state().fires[0].engulf_turns, 3);
  EXPECT_EQ(battle.state().fires[0].centre, (map::Point{120, 100}));
  const double radius = battle.state().fires[0].radius_cm;

  r = run({"referee", battle.path(), "fire-spread"});
  ASSERT_EQ(r.code, 0) << r.err;
  if (!battle.state().fires.empty()) {  // unless it burnt out at once
    EXPECT_GT(battle.state().fires[0].radius_cm, radius);
  }

  if (!battle.state().fires.empty()) {
    r = run({"referee", battle.path(), "fire-out", "--fire", "1", "--by", "magic"});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_NE(r.out.find("Fire 1 is out"), std::string::npos) << r.out;
  }
  EXPECT_TRUE(battle.state().fires.empty());
  EXPECT_TRUE(battle.verifies());
}

TEST(RefereeCommand, ARefusalPrintsTheReasonAndLeavesTheFileAlone) {
  SavedBattle battle("skirmish-demo.json");
  const std::string before = bytes(battle.path());
  Captured r = run({"referee", battle.path(), "fire-spread"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("No fire is burning."), std::string::npos) << r.err;
  r = run({"referee", battle.path(), "fire-out", "--fire", "3"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("No fire 3 is burning."), std::string::npos) << r.err;
  r = run({"referee", battle.path(), "fire-start", "--at", "500,10"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("off the table"), std::string::npos) << r.err;
  EXPECT_EQ(bytes(battle.path()), before);
}

// Seed 004's attribute test on a High Adventure figure (Aldric the wizard, Cleverness 5, helped
// by two friends: any D6 passes); a classic figure has no attributes and is refused.
TEST(RefereeCommand, AnAttributeTestRollsAgainstTheFiguresOwnAttribute) {
  SavedBattle battle("high-adventure-temple-raid.json");
  const std::size_t before = battle.commands();
  Captured r = run({"referee", battle.path(), "attribute", "--figure", "4", "--attribute",
                    "cleverness", "--helpers", "1,2"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("tests cleverness 5 + 2 helpers"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("passed"), std::string::npos) << r.out;
  EXPECT_EQ(battle.commands(), before + 1);
  EXPECT_TRUE(battle.verifies());
  r = run({"referee", battle.path(), "attribute", "--figure", "4", "--attribute", "cleverness",
           "--helpers", "1,x"});
  EXPECT_EQ(r.code, 2) << r.out;

  SavedBattle classic("skirmish-demo.json");
  r = run({"referee", classic.path(), "attribute", "--figure", "1", "--attribute", "bravery"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE((r.out + r.err).find("has no bravery in the classic rules"), std::string::npos)
      << r.out << r.err;
  EXPECT_EQ(classic.commands(), 0u);
}

TEST(RefereeCommand, SpotAndStealthChangeTheHiddenStatus) {
  SavedBattle battle("skirmish-demo.json");
  Captured r = run({"referee", battle.path(), "stealth", "--figure", "11", "--cleverness", "6"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("unseen"), std::string::npos) << r.out;
  EXPECT_TRUE(battle.state().find(11)->status.hidden);
  // In the open, in plain sight unless something stands between them.
  r = run({"referee", battle.path(), "spot", "--observer", "1", "--target", "11"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Referee: Archer Aldo"), std::string::npos) << r.out;
  if (r.out.find(" sees ") != std::string::npos) {
    EXPECT_FALSE(battle.state().find(11)->status.hidden);
  }
  r = run({"referee", battle.path(), "spot", "--observer", "1", "--target", "1"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("does not spot itself"), std::string::npos) << r.err;
  EXPECT_EQ(battle.commands(), 2u);
  EXPECT_TRUE(battle.verifies());
}

TEST(RefereeCommand, PrisonersAreCheckedAndReleased) {
  SavedBattle battle("skirmish-demo.json", orcq_beside_aldo,
                     {{"surrender", {{"figure", 11}, {"captor", 1}}}});
  ASSERT_TRUE(battle.state().find(11)->captured);
  Captured r = run({"referee", battle.path(), "prisoners"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Men of the Ford hold 1 prisoner(s) with 4 guard(s); 1 needed"),
            std::string::npos)
      << r.out;
  EXPECT_TRUE(battle.state().find(11)->captured);
  r = run({"referee", battle.path(), "release", "--figure", "11", "--escaped"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("escapes"), std::string::npos) << r.out;
  EXPECT_FALSE(battle.state().find(11)->captured);
  EXPECT_FALSE(battle.state().find(11)->alive);
  r = run({"referee", battle.path(), "release", "--figure", "11"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("is not a prisoner"), std::string::npos) << r.err;
  EXPECT_TRUE(battle.verifies());
}

TEST(RefereeCommand, TheDeckPortalsAndOracleOfATempleRaid) {
  SavedBattle battle("temple-raid.json");
  Captured r = run({"referee", battle.path(), "event"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Event card of turn"), std::string::npos) << r.out;
  EXPECT_TRUE(battle.state().generators.deck.shuffled);
  EXPECT_EQ(run({"referee", battle.path(), "event"}).code, 1);  // one card a turn
  r = run({"referee", battle.path(), "forces"});
  EXPECT_EQ(r.code, 0) << r.err;
  r = run({"referee", battle.path(), "portals"});
  EXPECT_TRUE(r.code == 0 || !r.err.empty()) << r.out;
  r = run({"referee", battle.path(), "oracle", "--question", "Is the gate barred?", "--kind",
           "yes_no"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Is the gate barred?"), std::string::npos) << r.out;
  EXPECT_TRUE(battle.verifies());
}

TEST(RefereeCommand, BadArgumentsAreUsageErrorsAndTouchNothing) {
  SavedBattle battle("skirmish-demo.json");
  const std::string before = bytes(battle.path());
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"referee"},
           {"referee", battle.path()},
           {"referee", battle.path(), "juggle"},
           {"referee", battle.path(), "fire-start"},
           {"referee", battle.path(), "fire-start", "--at", "60"},
           {"referee", battle.path(), "fire-start", "--at", "60,40", "--object", "huge"},
           {"referee", battle.path(), "fire-out", "--fire", "one"},
           {"referee", battle.path(), "stealth", "--figure"},
           {"referee", battle.path(), "stealth", "--figure", "1", "--fire", "2"},
           {"referee", battle.path(), "spot", "--observer", "1"},
           {"referee", battle.path(), "event", "extra"},
       }) {
    const Captured r = run(args);
    EXPECT_EQ(r.code, 2) << args.back() << ": " << r.out;
    EXPECT_NE(r.err.find("fray-cli: "), std::string::npos) << r.err;
  }
  EXPECT_EQ(bytes(battle.path()), before);
  const Captured missing =
      run({"referee", (fs::temp_directory_path() / "fray_no_such_battle.fray").string(), "event"});
  EXPECT_EQ(missing.code, 1);
}

}  // namespace
}  // namespace fray::cli
