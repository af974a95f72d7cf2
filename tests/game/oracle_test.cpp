#include <map>

#include <gtest/gtest.h>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/oracle.h>
#include <fray/game/record/replay.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

struct OracleRow {
  OracleKind kind;
  int roll;
  const char* row;
  bool happens;
  const char* answer;
};

// seed 003, "II. WHAT HAPPENS NEXT" and "Secrets": each row's edges.
const OracleRow kRows[] = {
    {OracleKind::WhatNext, 1, "1", false,
     "the opposite happens, with an extra penalty for the heroes"},
    {OracleKind::WhatNext, 2, "2-6", false, "it does not happen"},
    {OracleKind::WhatNext, 6, "2-6", false, "it does not happen"},
    {OracleKind::WhatNext, 7, "7-12", true, "it happens, with a twist (bad)"},
    {OracleKind::WhatNext, 12, "7-12", true, "it happens, with a twist (good)"},
    {OracleKind::WhatNext, 13, "13-18", true, "it happens"},
    {OracleKind::WhatNext, 18, "13-18", true, "it happens"},
    {OracleKind::WhatNext, 19, "19-20", true, "it happens, with an extra benefit for the heroes"},
    {OracleKind::WhatNext, 20, "19-20", true, "it happens, with an extra benefit for the heroes"},
    {OracleKind::YesNo, 10, "1-10", false, "no"},
    {OracleKind::YesNo, 11, "11-20", true, "yes"},
    {OracleKind::Secret, 15, "1-15", false, "the secret is not there"},
    {OracleKind::Secret, 16, "16-20", true, "the secret is there"},
};

TEST(Oracle, EachRowOfTheTables) {
  for (const OracleRow& r : kRows) {
    const OracleAnswer a = read_oracle(r.kind, r.roll);
    EXPECT_EQ(a.row, r.row) << r.roll;
    EXPECT_EQ(a.happens, r.happens) << r.roll;
    EXPECT_EQ(a.answer, r.answer) << r.roll;
  }
  EXPECT_THROW(read_oracle(OracleKind::YesNo, 21), std::invalid_argument);
}

TEST(Oracle, RowFrequenciesFollowTheD20OverManySeeds) {
  std::map<std::string, int> counts;
  const int n = 40000;
  for (int seed = 0; seed < 40; ++seed) {
    dice::RandomEngine dice(static_cast<std::uint64_t>(seed));
    for (int i = 0; i < n / 40; ++i) ++counts[ask_oracle(OracleKind::WhatNext, dice).row];
  }
  const std::map<std::string, double> expected = {{"1", 1 / 20.0},
                                                  {"2-6", 5 / 20.0},
                                                  {"7-12", 6 / 20.0},
                                                  {"13-18", 6 / 20.0},
                                                  {"19-20", 2 / 20.0}};
  for (const auto& [row, p] : expected) EXPECT_NEAR(counts[row] / double(n), p, 0.01) << row;
}

TEST(Oracle, KindNamesRoundTrip) {
  for (OracleKind k : {OracleKind::WhatNext, OracleKind::YesNo, OracleKind::Secret})
    EXPECT_EQ(oracle_kind_from_name(oracle_kind_name(k)), k);
  EXPECT_FALSE(oracle_kind_from_name("maybe"));
}

TEST(OracleCommand, IsLoggedWithTheRollRowAndAnswer) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 11);
  const Outcome o =
      game.submit({"oracle", {{"question", "Is the bridge guarded?"}, {"kind", "yes_no"}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* e = test::find_event(o, "oracle_answered");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["question"], "Is the bridge guarded?");
  EXPECT_EQ(e->data["kind"], "yes_no");
  const int roll = e->data["roll"].get<int>();
  EXPECT_EQ(e->data["row"], roll >= 11 ? "11-20" : "1-10");
  EXPECT_EQ(e->data["answer"], roll >= 11 ? "yes" : "no");
}

TEST(OracleCommand, UsesTheRefereesDieFirst) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 11);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 16}}}).accepted());
  const Outcome o = game.submit({"oracle", {{"question", "A trap?"}, {"kind", "secret"}}});
  const Event* e = test::find_event(o, "oracle_answered");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["roll"], 16);
  EXPECT_EQ(e->data["answer"], "the secret is there");
}

TEST(OracleCommand, RefusesABadPayload) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 11);
  EXPECT_EQ(game.submit({"oracle", {{"kind", "yes_no"}}}).refusal->code, RefusalCode::BadPayload);
  EXPECT_EQ(game.submit({"oracle", {{"question", "?"}, {"kind", "maybe"}}}).refusal->code,
            RefusalCode::BadPayload);
}

TEST(OracleCommand, ReplaysIdentically) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 5);
  for (const char* kind : {"what_next", "yes_no", "secret", "what_next"})
    ASSERT_TRUE(
        game.submit({"oracle", {{"question", "Does it rain?"}, {"kind", kind}}}).accepted());
  test::play(game, 2);
  ASSERT_TRUE(
      game.submit({"oracle", {{"question", "Reinforcements?"}, {"kind", "what_next"}}}).accepted());
  const SavedGame save = record_game(game, test::demo_scenario(), 5);
  const Verification v = verify_save(setup(), save);
  EXPECT_TRUE(v.ok) << v.detail;
  EXPECT_EQ(v.actual_hash, v.expected_hash);
}

}  // namespace
}  // namespace fray::game
