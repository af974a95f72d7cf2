// split_strike: an H2 creature splits its 2D6 between two foes (seed 000, "Melee: some
// peculiarities").
#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::human;
using test::setup;

int count_events(const Outcome& o, const std::string& type) {
  int n = 0;
  for (const Event& e : o.events) n += e.type == type ? 1 : 0;
  return n;
}

// A large Troll (#1, side a, 4 cm base facing up the table) with two men (#2 in front, #3 at
// its right flank, side b) in base contact, and a third man (#4, side b) far away.
Scenario troll_and_two_men() {
  json troll = {{"id", 1},
                {"side", "a"},
                {"name", "Troll"},
                {"species", "troll_large"},
                {"class", 3},
                {"armour", 3},
                {"melee_weapon", "bare_hands"},
                {"position", {50, 30}},
                {"facing_deg", 0}};
  json a = human(50, 26.95, {{"id", 2}, {"side", "b"}, {"facing_deg", 180}});  // 0.05 cm gaps
  json b = human(53.05, 30, {{"id", 3}, {"side", "b"}, {"facing_deg", 270}});
  json far = human(100, 70, {{"id", 4}, {"side", "b"}});
  const json doc = {{"format", "fray-scenario"},
                    {"version", 1},
                    {"title", "troll"},
                    {"rule_system", "classic"},
                    {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                    {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                    {"figures", {troll, a, b, far}}};
  return parse_scenario(doc, "troll.json");
}

// Both sides pass the movement phase (no shooters): the melee phase, side a first on turn 1.
Game at_melee() {
  Game game = Game::from_scenario(setup(), troll_and_two_men(), 3);
  for (int side : {0, 1}) EXPECT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  EXPECT_EQ(game.state().phase, 2u) << game.allowed_now();
  return game;
}

void set_dice(Game& game, std::initializer_list<int> faces) {
  for (const int face : faces) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
}

const json kSplit = {{"figure", 1}, {"targets", {2, 3}}};

TEST(SplitStrike, TheMenStrikeFirstThenOneD6AtEach) {
  Game game = at_melee();
  // The men's pooled D6s: 1 and 1 miss. The Troll's D6s: 5 hits man #2 (armour 3), 1 misses #3.
  set_dice(game, {1, 1, 5, 1});
  const Outcome o = game.submit({"split_strike", kSplit});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(count_events(o, "melee"), 1);
  EXPECT_EQ(count_events(o, "die_rolled"), 4);  // 2 for the men's pool, 1 per split die
  EXPECT_EQ(count_events(o, "split_strike_stopped"), 0);
  EXPECT_FALSE(game.state().find(2)->alive);  // one life point: dies when hit
  EXPECT_TRUE(game.state().find(3)->alive);
  EXPECT_EQ(game.state().find(1)->wounds, 0);
  // Everyone in contact has fought: the melee phase and the turn are over.
  EXPECT_EQ(game.state().turn, 2) << game.allowed_now();
  for (const Event& e : o.events)
    if (e.type == "melee") {
      EXPECT_EQ(e.data["split"], json({2, 3}));
      EXPECT_EQ(e.data["order"], "attackers_first");
      EXPECT_NE(e.text.find("one D6 at each"), std::string::npos) << e.text;
    }
}

TEST(SplitStrike, ARecoilBeforeItsTurnStopsBothDice) {
  Game game = at_melee();
  // The men need 8 to hit the Troll (as the rules library assesses it): man #3's 5 only makes it
  // recoil, and then it strikes neither foe.
  set_dice(game, {1, 5});
  const Outcome o = game.submit({"split_strike", kSplit});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(count_events(o, "split_strike_stopped"), 1);
  EXPECT_EQ(count_events(o, "die_rolled"), 2);
  EXPECT_EQ(game.state().find(1)->wounds, 0);
  EXPECT_TRUE(game.state().find(1)->status.must_recoil);
  EXPECT_EQ(game.state().find(1)->status.recoil_from, 3);
  EXPECT_TRUE(game.state().find(2)->alive);
  EXPECT_TRUE(game.state().find(3)->alive);
}

TEST(SplitStrike, RefusalsSayWhy) {
  Game game = at_melee();
  const auto refusal = [&](json payload) { return game.check({"split_strike", payload}); };
  EXPECT_EQ(refusal({{"figure", 1}, {"targets", {2, 2}}})->code, RefusalCode::BadPayload);
  EXPECT_EQ(refusal({{"figure", 1}, {"targets", {2}}})->code, RefusalCode::BadPayload);
  const auto far = refusal({{"figure", 1}, {"targets", {2, 4}}});
  ASSERT_TRUE(far);
  EXPECT_EQ(far->code, RefusalCode::NotInContact) << far->message;
  EXPECT_FALSE(refusal(kSplit)) << refusal(kSplit)->message;
  // A man is not H2 (and not his side's turn either: the rule is checked by the command itself).
  ASSERT_TRUE(game.submit({"end_phase", {{"side", 0}}}).accepted());
  const auto man = refusal({{"figure", 2}, {"targets", {1, 3}}});
  ASSERT_TRUE(man);
  EXPECT_EQ(man->code, RefusalCode::NotAllowed) << man->message;
}

TEST(SplitStrike, OnlyInTheMeleePhase) {
  Game game = Game::from_scenario(setup(), troll_and_two_men(), 3);
  const auto r = game.check({"split_strike", kSplit});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->code, RefusalCode::WrongPhase) << r->message;
}

TEST(SplitStrike, ReplaysToTheSameEvents) {
  Game game = at_melee();
  ASSERT_TRUE(game.submit({"split_strike", kSplit}).accepted());
  Game again = at_melee();
  ASSERT_TRUE(again.submit({"split_strike", kSplit}).accepted());
  EXPECT_EQ(test::dump(game), test::dump(again));
}

// The preview of the split (Game::preview): each foe's chance, the creature's, and one need per D6.
TEST(SplitStrike, ThePreviewGivesEachFoesChancesAndTheCreatures) {
  Game game = at_melee();
  const Preview p = game.preview({"split_strike", kSplit});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_FALSE(p.aim);  // two figures aimed at: no single aim
  ASSERT_EQ(p.figures.size(), 3u);
  EXPECT_EQ(p.figures[0].figure, 2);
  EXPECT_EQ(p.figures[1].figure, 3);
  EXPECT_EQ(p.figures[2].figure, 1);
  for (const FigureChances& f : p.figures) {
    EXPECT_GE(f.hit, f.killed);
    EXPECT_LE(f.hit + f.recoils, 1.0 + 1e-9);
  }
  EXPECT_GT(p.figures[0].hit, 0.0);
  EXPECT_GT(p.figures[2].hit, 0.0);  // the men strike first
  EXPECT_EQ(p.need_natural.size(), 2u);
  EXPECT_FALSE(game.preview({"split_strike", {{"figure", 1}, {"targets", {2, 4}}}}).accepted());
}

}  // namespace
}  // namespace fray::game
