// Game::preview: the rule system's chances of the very command that would be sent, the refusal
// Game::check gives, and nothing changed. The chances are checked against the command itself,
// played from the same position over many seeds.
#include <cmath>
#include <filesystem>

#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::human;
using test::setup;

// Observed counts agree with the summed chances within `sigmas` standard deviations.
void expect_frequency(int observed, double expected, double variance, const char* what) {
  const double slack = 4.0 * std::sqrt(std::max(variance, 1.0));
  EXPECT_NEAR(observed, expected, slack) << what;
}

int wounds_to(const Outcome& o, int figure) {
  int wounds = 0;
  for (const Event& e : o.events)
    if (e.type == "wounded" && e.data.value("figure", 0) == figure)
      wounds += e.data.at("wounds").get<int>();
  return wounds;
}

double sum(const AimChances& a) { return a.killed + a.wounded + a.recoils + a.missed; }

TEST(Preview, ARefusedCommandGivesTheRefusalOfCheckAndNoChancesAndChangesNothing) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  const std::string before = test::dump(game);
  for (const Command& c : {Command{"fly", {}}, Command{"strike", {{"figure", 1}, {"target", 2}}},
                           Command{"shoot", {{"shooter", 9}, {"target", 2}}}}) {
    const Preview p = game.preview(c);
    const std::optional<Refusal> r = game.check(c);
    ASSERT_TRUE(r.has_value()) << c.name;
    ASSERT_FALSE(p.accepted()) << c.name;
    EXPECT_EQ(p.refusal->code, r->code);
    EXPECT_EQ(p.refusal->message, r->message);
    EXPECT_FALSE(p.aim);
    EXPECT_TRUE(p.figures.empty());
  }
  EXPECT_EQ(test::dump(game), before);
}

TEST(Preview, ACommandThatRollsNoDieIsAcceptedWithoutChances) {
  Game game = Game::from_scenario(setup(), test::duel(human(10, 10), human(100, 70)), 3);
  const Preview p = game.preview({"move", {{"figure", 1}, {"path", {{20, 20}}}}});
  EXPECT_TRUE(p.accepted());
  EXPECT_FALSE(p.aim);
  EXPECT_TRUE(p.figures.empty());
}

// A bow 30 cm from a man, in the shooting phase; the shot as the command rolls it, 300 seeds.
TEST(Preview, AShotsChancesAreThoseItsCommandRolls) {
  double expected = 0, variance = 0;
  int observed = 0, shots = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Game game = Game::from_scenario(
        setup(), test::duel(human(50, 10, {{"missile_weapon", "bow"}}), human(50, 42)), seed);
    for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
    const Command shot{"shoot", {{"shooter", 1}, {"target", 2}}};
    const Preview p = game.preview(shot);
    if (!p.accepted()) continue;  // side b shoots first this turn
    const std::string before = test::dump(game);
    ASSERT_TRUE(p.aim);
    EXPECT_NEAR(sum(*p.aim), 1.0, 1e-9);
    ASSERT_EQ(p.figures.size(), 1u);
    EXPECT_EQ(p.figures[0].figure, 2);
    EXPECT_NEAR(p.figures[0].hit, p.aim->killed + p.aim->wounded, 1e-9);
    ASSERT_EQ(p.need_natural.size(), 1u);
    EXPECT_FALSE(p.breakdown.empty());
    EXPECT_EQ(test::dump(game), before) << "the preview changed the battle";
    const Outcome o = game.submit(shot);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    ++shots;
    expected += p.figures[0].hit;
    variance += p.figures[0].hit * (1 - p.figures[0].hit);
    observed += wounds_to(o, 2) > 0 ? 1 : 0;
  }
  ASSERT_GT(shots, 100);
  expect_frequency(observed, expected, variance, "shots that hit");
}

// Two men in contact in the melee phase: the strike of whoever acts first, 300 seeds.
TEST(Preview, AStrikesChancesForBothFiguresAreThoseItsCommandRolls) {
  double expected_foe = 0, var_foe = 0, expected_self = 0, var_self = 0;
  int foe_hit = 0, self_hit = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    Game game = Game::from_scenario(setup(), test::duel(human(50, 30), human(50, 32.05)), seed);
    for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
    Command strike{"strike", {{"figure", 1}, {"target", 2}}};
    if (game.check(strike)) strike = {"strike", {{"figure", 2}, {"target", 1}}};
    const Preview p = game.preview(strike);
    ASSERT_TRUE(p.accepted()) << p.refusal->message;
    ASSERT_TRUE(p.aim);
    EXPECT_NEAR(sum(*p.aim), 1.0, 1e-9);
    const int self = strike.payload["figure"], foe = strike.payload["target"];
    ASSERT_EQ(p.figures.size(), 2u);
    EXPECT_EQ(p.figures[0].figure, foe);  // the one aimed at first, the striker last
    const FigureChances* mine = p.chances_of(self);
    ASSERT_NE(mine, nullptr);
    EXPECT_GT(mine->hit, 0.0);  // the foe strikes back
    const Outcome o = game.submit(strike);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    expected_foe += p.figures[0].hit, var_foe += p.figures[0].hit * (1 - p.figures[0].hit);
    expected_self += mine->hit, var_self += mine->hit * (1 - mine->hit);
    foe_hit += wounds_to(o, foe) > 0 ? 1 : 0;
    self_hit += wounds_to(o, self) > 0 ? 1 : 0;
  }
  expect_frequency(foe_hit, expected_foe, var_foe, "strikes that wounded the foe");
  expect_frequency(self_hit, expected_self, var_self, "answers that wounded the striker");
}

const Scenario& dwarves_and_ogres() {
  static const Scenario scenario = load_scenario(std::filesystem::path(FRAY_DATA_DIR) /
                                                 "scenarios" / "example-dwarves-and-ogres.json");
  return scenario;
}

// The Dwarves' volley at the Ogres' couple (seed 000): each member's chance, and the mean killed.
TEST(Preview, AShotAtAGroupGivesEachMembersChanceOfDeath) {
  Game game = Game::from_scenario(setup(), dwarves_and_ogres(), 1);
  ASSERT_TRUE(game.submit({"edit", {{"figure", 11}, {"position", {40, 38}}}}).accepted());
  ASSERT_TRUE(game.submit({"edit", {{"figure", 12}, {"position", {44, 38}}}}).accepted());
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  const Command single{"shoot", {{"shooters", {1, 2, 3}}, {"target", 11}}};
  Command at_group = single;
  at_group.payload["group"] = true;
  const Preview one = game.preview(single);
  const Preview group = game.preview(at_group);
  ASSERT_TRUE(one.accepted() && group.accepted());
  EXPECT_TRUE(one.group.empty());
  EXPECT_EQ(group.group, (std::vector<int>{11, 12}));
  ASSERT_EQ(group.figures.size(), 2u);
  EXPECT_NEAR(group.expected_killed, group.figures[0].killed + group.figures[1].killed, 1e-9);
  EXPECT_LE(group.aim->killed, group.expected_killed + 1e-12);
  EXPECT_NEAR(sum(*group.aim), 1.0, 1e-9);
  EXPECT_EQ(group.need_natural, one.need_natural);  // the dice are read against the target
}

}  // namespace
}  // namespace fray::game
