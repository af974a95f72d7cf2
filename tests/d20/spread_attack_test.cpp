// Area and burst attacks (seed 003, "Range"): every figure around the target's space (area), or
// two figures next to it (burst), is attacked and defends on its own.
#include <cmath>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// An open 10 x 6 square map.
json open_field(json figures) { return open_squares(std::move(figures), 10, 6); }

const json kThrower = {{"weapons", {{"melee", "sword"}, {"thrown", "fire_pot"}}}};
const json kBurst = {{"weapons", {{"melee", "sword"}, {"short", "repeating_crossbow"}}}};

// The thrower at [0, 2]; the target at [5, 2] with an enemy and a friend of the thrower next to
// it, and an enemy two squares off.
json area_scene() {
  return open_field({on_square(1, "a", 0, 2, kThrower), on_square(2, "b", 5, 2),
                     on_square(3, "b", 6, 3), on_square(4, "a", 4, 1), on_square(5, "b", 7, 2)});
}

TEST(D20SpreadAttack, AnAreaCatchesEveryFigureAroundTheTargetFriendsIncluded) {
  game::Game game = game_of(area_scene());
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  std::vector<int> caught;
  for (const game::FigureChances& c : p.figures) caught.push_back(c.figure);
  EXPECT_EQ(caught, (std::vector<int>{2, 3, 4}));  // the target first; not #5, two away
  // Each common caught is defeated on a hit (11+) and a failed defence: 0.5 x 0.5; the target
  // has the thrower's friend next to it, a group of attackers: the attack die twice, 0.75 x 0.5.
  EXPECT_DOUBLE_EQ(p.figures[0].killed, 0.375);
  EXPECT_DOUBLE_EQ(p.figures[1].killed, 0.25);
  EXPECT_DOUBLE_EQ(p.figures[2].killed, 0.25);
  EXPECT_DOUBLE_EQ(p.expected_killed, 0.875);
  // 0: 0.625 x 0.75^2; 3: 0.375 x 0.25^2; and so on.
  const std::string last = p.breakdown.back();
  EXPECT_NE(last.find("Figures harmed: 0 35 %, 1 45 %, 2 18 %, 3 2 %"), std::string::npos) << last;
  const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted());
  int attacks = 0;
  for (const game::Event& e : o.events)
    if (e.type == "d20_attack") {
      ++attacks;
      EXPECT_EQ(e.data.contains("caught"), e.data.at("target") != 2);
    }
  EXPECT_EQ(attacks, 3);
}

TEST(D20SpreadAttack, TheOddsAgreeWithAMonteCarloOfTheCommand) {
  constexpr int kRuns = 600;
  double expected = 0;
  double variance = 0;
  int defeated = 0;
  for (int run = 0; run < kRuns; ++run) {
    game::Game game = game_of(area_scene(), static_cast<std::uint64_t>(run) * 104729 + 3);
    let_act(game, 1);
    if (run == 0) {
      const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
      expected = p.expected_killed;
      for (const game::FigureChances& c : p.figures) variance += c.killed * (1 - c.killed);
    }
    ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
    for (const int id : {2, 3, 4}) defeated += !game.state().find(id)->alive;
  }
  EXPECT_NEAR(defeated / double(kRuns), expected, 4 * std::sqrt(variance / kRuns));
}

TEST(D20SpreadAttack, ABurstTakesTwoFiguresNextToTheTargetNearestFirstOrAsChosen) {
  game::Game game = game_of(
      open_field({on_square(1, "a", 0, 2, kBurst), on_square(2, "b", 4, 2), on_square(3, "b", 5, 3),
                  on_square(4, "b", 4, 3), on_square(5, "b", 5, 2), on_square(6, "b", 8, 5)}));
  let_act(game, 1);
  const auto caught = [&](json payload) {
    const game::Preview p = game.preview({"attack", std::move(payload)});
    std::vector<int> out;
    if (!p.accepted()) return std::vector<int>{-static_cast<int>(p.refusal->code)};
    for (const game::FigureChances& c : p.figures) out.push_back(c.figure);
    return out;
  };
  // The nearest two of #3 (diagonal), #4 and #5 (beside it): #4 and #5, by id.
  EXPECT_EQ(caught({{"figure", 1}, {"target", 2}}), (std::vector<int>{2, 4, 5}));
  EXPECT_EQ(caught({{"figure", 1}, {"target", 2}, {"also", {3}}}), (std::vector<int>{2, 3}));
  const game::Preview far = game.preview({"attack", {{"figure", 1}, {"target", 2}, {"also", {6}}}});
  ASSERT_FALSE(far.accepted());
  EXPECT_NE(far.refusal->message.find("not next to"), std::string::npos) << far.refusal->message;
  EXPECT_FALSE(
      game.preview({"attack", {{"figure", 1}, {"target", 2}, {"also", {3, 4, 5}}}}).accepted());
  EXPECT_FALSE(game.preview({"attack", {{"figure", 1}, {"target", 2}, {"also", "x"}}}).accepted());
}

}  // namespace
}  // namespace fray::d20::test
