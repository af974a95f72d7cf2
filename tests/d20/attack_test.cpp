// seed 003, "Attack", "Defend", "Special Abilities": the attack command through Game::submit.
#include <cmath>

#include "d20_fixture.h"

namespace fray::d20::test {
namespace {

using nlohmann::json;

// Two figures in base contact (2.5 cm apart: one space) and an archer 10 spaces away.
json contact(json a_extra = json::object(), json b_extra = json::object()) {
  return document({figure(1, "a", 50, 40, a_extra), figure(2, "b", 52.5, 40, b_extra)});
}

TEST(D20Attack, AMeleeBlowHitsOnSixAndMissesOnFive) {
  for (const int face : {5, 6}) {
    game::Game game = game_of(contact());
    let_act(game, 1);
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
    ASSERT_TRUE(game.submit({"set_die", {{"face", 11}}}).accepted());  // the defence saves
    const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const game::Event* attack = find_event(o, "d20_attack");
    ASSERT_NE(attack, nullptr);
    EXPECT_EQ(attack->data.json()["need"], 6);
    EXPECT_EQ(attack->data.json()["hit"], face >= 6);
    EXPECT_EQ(find_event(o, "d20_defend") != nullptr, face >= 6);
    EXPECT_TRUE(game.state().find(2)->alive);
  }
}

TEST(D20Attack, AFailedDefenceDefeatsACommonAndElevenSavesIt) {
  for (const int defence : {10, 11}) {
    game::Game game = game_of(contact());
    let_act(game, 1);
    ASSERT_TRUE(game.submit({"set_die", {{"face", 20}}}).accepted());
    ASSERT_TRUE(game.submit({"set_die", {{"face", defence}}}).accepted());
    ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
    EXPECT_EQ(game.state().find(2)->alive, defence >= 11);
  }
}

TEST(D20Attack, AUniqueFigureIsWoundedUntilItsLastWoundDefeatsIt) {
  const json hero = {{"kind", "unique"}, {"wounds", 2}, {"name", "Hero"}};
  game::Game game = game_of(contact({}, hero));
  let_act(game, 1);
  for (const int face : {20, 1}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome first = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(first.accepted());
  ASSERT_NE(find_event(first, "d20_wounded"), nullptr);
  EXPECT_EQ(game.state().find(2)->wounds, 1);
  EXPECT_TRUE(game.state().find(2)->alive);
  // The next round the hero's preview shows the blow can now defeat it.
  while (game.state().turn == 1)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  EXPECT_NEAR(p.aim->killed, 0.75 * 0.5, 1e-12);
  EXPECT_NEAR(p.aim->wounded, 0.0, 1e-12);
  for (const int face : {6, 10}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
  EXPECT_FALSE(game.state().find(2)->alive);
}

TEST(D20Attack, AClubStunsAndTheStunnedFigureLosesItsNextRound) {
  game::Game game = game_of(document({figure(1, "a", 50, 40, {{"weapons", {{"melee", "club"}}}}),
                                      figure(2, "b", 52.5, 40), figure(3, "b", 100, 70)}));
  let_act(game, 1);
  for (const int face : {20, 1}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted());
  ASSERT_NE(find_event(o, "d20_stunned"), nullptr);
  EXPECT_TRUE(game.state().find(2)->alive);
  while (game.state().turn == 1)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  // Round 2: figure 2 may not act; its side still has figure 3.
  let_act(game, 2);
  const game::Outcome refused = game.submit({"attack", {{"figure", 2}, {"target", 1}}});
  ASSERT_FALSE(refused.accepted());
  EXPECT_NE(refused.refusal->message.find("stunned"), std::string::npos);
}

TEST(D20Attack, ThePreviewGivesTheSeedsOdds) {
  game::Game game = game_of(contact());
  let_act(game, 1);
  const game::Preview melee = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(melee.accepted());
  // Hits on 6+ (15 in 20), the defence saves on 11+ (10 in 20): a common is defeated 0.375.
  EXPECT_NEAR(melee.aim->killed, 0.375, 1e-12);
  EXPECT_NEAR(melee.aim->missed, 0.625, 1e-12);
  EXPECT_EQ(melee.need_natural, (std::vector<int>{6, 11}));

  game::Game twice = game_of(contact({{"roll_twice", {"capable"}}}, {{"heavy_armour", true}}));
  let_act(twice, 1);
  const game::Preview p = twice.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  // Both dice twice: hit 1 - (5/20)^2 = 0.9375; saves 1 - (10/20)^2 = 0.75.
  EXPECT_NEAR(p.aim->killed, 0.9375 * 0.25, 1e-12);
}

TEST(D20Attack, ALongShotNeedsElevenAndNeverGoesToAnAdjacentSpace) {
  const json archer = {{"weapons", {{"melee", "sword"}, {"long", "longbow"}}}};
  // 20 spaces away (50.8 cm), on open ground.
  game::Game game = game_of(document({figure(1, "a", 20, 40, archer), figure(2, "b", 70.8, 40)}));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), 11);
  EXPECT_NEAR(p.aim->killed, 0.5 * 0.5, 1e-12);

  game::Game adjacent = game_of(contact(archer));
  let_act(adjacent, 1);
  const game::Outcome o =
      adjacent.submit({"attack", {{"figure", 1}, {"target", 2}, {"range", "long"}}});
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(o.refusal->code, game::RefusalCode::NotAllowed);
}

TEST(D20Attack, AnEnemyBlocksTheLineAndAFriendDoesNot) {
  const json archer = {{"weapons", {{"long", "longbow"}}}};
  game::Game blocked = game_of(
      document({figure(1, "a", 20, 40, archer), figure(2, "b", 60, 40), figure(3, "b", 40, 40)}));
  let_act(blocked, 1);
  const game::Outcome o = blocked.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(o.refusal->code, game::RefusalCode::Blocked);

  game::Game clear = game_of(
      document({figure(1, "a", 20, 40, archer), figure(2, "b", 60, 40), figure(3, "a", 40, 40)}));
  let_act(clear, 1);
  EXPECT_TRUE(clear.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
}

TEST(D20Attack, ASecondAttackerNextToTheTargetRollsTwice) {
  game::Game game =
      game_of(document({figure(1, "a", 50, 40), figure(2, "b", 52.5, 40), figure(3, "a", 55, 40)}));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  EXPECT_NEAR(p.aim->killed, 0.9375 * 0.5, 1e-12);
}

TEST(D20Attack, TheOddsAgreeWithAMonteCarloOfTheCommand) {
  // Four standard errors over 4000 attacks, each a fresh battle seeded differently.
  const json hero = {{"kind", "unique"}, {"wounds", 3}, {"name", "Hero"}};
  const json doc = contact({{"roll_twice", {"capable"}}}, hero);
  game::Game probe = game_of(doc);
  let_act(probe, 1);
  const game::Preview p = probe.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  const int n = 4000;
  int wounded = 0;
  for (int seed = 1; seed <= n; ++seed) {
    game::Game game = game_of(doc, static_cast<std::uint64_t>(seed) * 7919);
    let_act(game, 1);
    ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
    wounded += game.state().find(2)->wounds;
  }
  const double expected = p.aim->wounded;
  const double se = std::sqrt(expected * (1 - expected) / n);
  EXPECT_NEAR(static_cast<double>(wounded) / n, expected, 4 * se);
  EXPECT_NEAR(expected, 0.9375 * 0.5, 1e-12);
}

}  // namespace
}  // namespace fray::d20::test

namespace fray::d20::test {
namespace {

TEST(D20Attack, AShotAtATargetInCoverNeedsSixteen) {
  json doc = document(
      {figure(1, "a", 20, 40, {{"weapons", {{"long", "longbow"}}}}), figure(2, "b", 60, 40)});
  doc["map"] = {
      {"format", "fray-map"},
      {"version", 1},
      {"kind", "table"},
      {"name", "Brush"},
      {"width_cm", 120},
      {"depth_cm", 80},
      {"terrain", {{"bushes", {{"footing", "difficult"}, {"sight", "clear"}, {"cover", "cover"}}}}},
      {"features",
       {{{"name", "Light brush"},
         {"terrain", "bushes"},
         {"polygon", {{57, 35}, {65, 35}, {65, 45}, {57, 45}}}}}}};
  game::Game game = game_of(doc);
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), 16);
  EXPECT_NEAR(p.aim->killed, 0.25 * 0.5, 1e-12);
  for (const int face : {15, 11})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  const game::Outcome o = game.submit({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(o.accepted());
  EXPECT_EQ(find_event(o, "d20_attack")->data.json()["hit"], false);
}

TEST(D20Attack, ASpearReachesTwoSpacesAndASwordOnlyOne) {
  const json two_apart = document(
      {figure(1, "a", 50, 40, {{"weapons", {{"reach", "spear"}}}}), figure(2, "b", 55, 40)});
  game::Game spear = game_of(two_apart);
  let_act(spear, 1);
  const game::Preview p = spear.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), 6);
  game::Game sword = game_of(document({figure(1, "a", 50, 40), figure(2, "b", 55, 40)}));
  let_act(sword, 1);
  EXPECT_EQ(sword.submit({"attack", {{"figure", 1}, {"target", 2}}}).refusal->code,
            game::RefusalCode::TooFar);
}

TEST(D20Recovery, HalfTheWoundsBackRoundedUpOncePerBattle) {
  const json hero = {{"kind", "unique"}, {"wounds", 3}, {"name", "Hero"}};
  game::Game game = game_of(
      document({figure(1, "a", 50, 40, hero), figure(2, "b", 52.5, 40), figure(3, "b", 100, 70)}));
  const auto next_round = [&] {
    const int turn = game.state().turn;
    while (game.state().turn == turn)
      ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  };
  for (int round = 1; round <= 2; ++round) {
    let_act(game, 2);
    for (const int face : {20, 1})
      ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
    ASSERT_TRUE(game.submit({"attack", {{"figure", 2}, {"target", 1}}}).accepted());
    next_round();
  }
  ASSERT_EQ(game.state().find(1)->wounds, 2);
  let_act(game, 1);
  const game::Outcome o = game.submit({"recover", {{"figure", 1}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(game.state().find(1)->wounds, 0);  // half of 3, rounded up: 2
  ASSERT_NE(find_event(o, "d20_recovered"), nullptr);
  next_round();
  let_act(game, 1);
  EXPECT_FALSE(game.submit({"recover", {{"figure", 1}}}).accepted());
}

}  // namespace
}  // namespace fray::d20::test

namespace fray::d20::test {
namespace {

TEST(D20Attack, TwoLargeFiguresInContactFightAsNeighbours) {
  game::Game game = game_of(document({figure(1, "a", 50, 40, {{"profile", "troll_large"}}),
                                      figure(2, "b", 54, 40, {{"profile", "troll_large"}})}));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted()) << p.refusal->message;
  EXPECT_EQ(p.need_natural.front(), 6);
}

TEST(D20Attack, AStunIsNoWoundInThePreviewAndASecondStunLengthensIt) {
  const json club = {{"weapons", {{"melee", "club"}}}};
  game::Game game = game_of(document({figure(1, "a", 50, 40, club), figure(2, "b", 52.5, 40),
                                      figure(3, "a", 55, 40.5, club), figure(4, "b", 100, 70)}));
  let_act(game, 1);
  const game::Preview p = game.preview({"attack", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  EXPECT_NEAR(p.figures.front().hit, 0.0, 1e-12);
  EXPECT_GT(p.figures.front().stunned, 0.4);
  // #3 stands next to #2 too: each attacker rolls twice (ganging up), so two attack faces.
  for (const int face : {20, 20, 1})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
  ASSERT_EQ(d20_sheet_of(game, 2).stunned_from, 2);
  // Round 2: #2 is stunned; #3 stuns it again. It stays stunned now, and through round 3.
  while (game.state().turn == 1)
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  let_act(game, 3);
  for (const int face : {20, 20, 1})
    ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  ASSERT_TRUE(game.submit({"attack", {{"figure", 3}, {"target", 2}}}).accepted());
  EXPECT_EQ(d20_sheet_of(game, 2).stunned_from, 2);
  EXPECT_EQ(d20_sheet_of(game, 2).stunned_until, 3);
}

TEST(D20Recovery, RecoveringShakesOffAStunStillToCome) {
  const json club = {{"weapons", {{"melee", "club"}}}};
  const json doc =
      document({figure(1, "a", 50, 40, club), figure(2, "b", 52.5, 40), figure(3, "b", 100, 70)});
  // A seed whose initiative lets side a act first, so side b still acts after the blow.
  std::uint64_t seed = 1;
  while (game_of(doc, seed).state().active_side != 0) ++seed;
  game::Game game = game_of(doc, seed);
  for (const int face : {20, 1}) ASSERT_TRUE(game.submit({"set_die", {{"face", face}}}).accepted());
  ASSERT_TRUE(game.submit({"attack", {{"figure", 1}, {"target", 2}}}).accepted());
  ASSERT_EQ(d20_sheet_of(game, 2).stunned_from, 2);
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 1}}}).accepted());
  ASSERT_EQ(game.state().active_side, 1);
  const game::Outcome o = game.submit({"recover", {{"figure", 2}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(d20_sheet_of(game, 2).stunned_from, 0);
}

}  // namespace
}  // namespace fray::d20::test
