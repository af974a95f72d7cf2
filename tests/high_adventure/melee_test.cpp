// Seed 004's melee played through game commands: a D6 per Strength die, the highest kept, plus
// Weapon Skill and supporters; the die difference read against the loser's armour.
#include <cmath>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

json melee_event(const game::Outcome& out) {
  const game::Event* e = event_of(out, "high_adventure_melee");
  return e ? e->data.json() : json();
}

TEST(AdventureMelee, TheHighestDiePlusWeaponSkillBeatsTheOtherByTheDifference) {
  game::Game g = duel({{"strength", 2}, {"weapon_skill", 1}});
  set_dice(g, {2, 5, 1});  // #1 throws two dice, keeps 5, + WSk 1 = 6; #2 throws 1
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  const json e = melee_event(out);
  EXPECT_EQ(e["attacker_score"], 6);
  EXPECT_EQ(e["target_score"], 1);
  EXPECT_EQ(e["difference"], 5);
  EXPECT_EQ(e["outcome"], "wound");  // 5 against the unarmoured: W
  // Two light wounds are a full wound: a Strength 1 figure is disabled, alive.
  EXPECT_FALSE(fig(g, 2).alive);
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 2).sheet).disabled);
}

TEST(AdventureMelee, ArmourTurnsTheSameDifferenceIntoALightWound) {
  game::Game g = duel({{"strength", 2}, {"weapon_skill", 1}}, {{"armour", "mail"}});
  set_dice(g, {2, 5, 1});
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_EQ(melee_event(out)["outcome"], "light_wound");  // 5 against mail: LW
  EXPECT_TRUE(fig(g, 2).alive);
  EXPECT_EQ(fig(g, 2).wounds, 1);
}

TEST(AdventureMelee, TheStrikerCanLoseAndATieHurtsNobody) {
  game::Game g = duel();
  set_dice(g, {1, 6});
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_EQ(melee_event(out)["outcome"], "wound");
  EXPECT_FALSE(fig(g, 1).alive);
  EXPECT_TRUE(fig(g, 2).alive);

  game::Game tie = duel();
  set_dice(tie, {4, 4});
  EXPECT_EQ(melee_event(must(tie, "strike", {{"figure", 1}, {"target", 2}}))["outcome"], "none");
  EXPECT_EQ(fig(tie, 1).wounds + fig(tie, 2).wounds, 0);
}

TEST(AdventureMelee, APolearmAndGreatStrengthAddToTheDifference) {
  game::Game g = duel({{"melee_weapon", "spear"}}, {{"armour", "mail"}});
  set_dice(g, {5, 1});  // 4, +1 polearm: 5 against mail is LW (4 would push back)
  const json e = melee_event(must(g, "strike", {{"figure", 1}, {"target", 2}}));
  EXPECT_EQ(e["difference"], 5);
  EXPECT_EQ(e["outcome"], "light_wound");

  game::Game troll = duel({{"creature", "troll"},
                           {"melee_weapon", "club"},
                           {"base", {{"shape", "round"}, {"width_cm", 2.5}, {"depth_cm", 2.5}}}},
                          {{"armour", "plate"}});
  set_dice(troll, {1, 1, 5, 1});  // three dice, 5 kept; 4 + 1 for Strength 3 against plate: PB
  const json t = melee_event(must(troll, "strike", {{"figure", 1}, {"target", 2}}));
  EXPECT_EQ(t["difference"], 5);
  EXPECT_EQ(t["outcome"], "push_back");
}

TEST(AdventureMelee, EachFriendTouchingTheFoeAddsOneToWeaponSkillAndFightsItsRoundToo) {
  game::Game g = duel({}, {}, json::array({figure(3, "a", 52.5, 42.5)}));
  set_dice(g, {3, 3});  // 3 + 1 supporter against 3
  const json e = melee_event(must(g, "strike", {{"figure", 1}, {"target", 2}}));
  EXPECT_EQ(e["attacker_score"], 4);
  EXPECT_EQ(e["supporters"], json::array({3}));
  // #3 fought its round with #1: nobody is left to fight, and the turn is over.
  EXPECT_EQ(g.state().turn, 2);
}

// #1 (side a, Strength 2, WSk 1) with three foes touching it: #2 in front, #3 and #4 at its
// sides.
game::Game outnumbered() {
  return duel({{"strength", 2}, {"weapon_skill", 1}}, {},
              json::array({figure(3, "b", 52.5, 40), figure(4, "b", 47.5, 40)}));
}

TEST(AdventureMelee, AnOutnumberedFigureSplitsItsDiceAndTheFoesBeyondItsMeleesHelpInEach) {
  game::Game g = outnumbered();
  // A die at #2 and a die at #3, each its own melee; #4, fighting no melee of its own, helps
  // in both (seed 004's example: a third foe helps in both combats).
  set_dice(g, {5, 3, 2, 6});
  const game::Outcome out =
      must(g, "strike",
           {{"figure", 1}, {"target", 2}, {"split", json::array({{{"target", 3}, {"dice", 1}}})}});
  std::vector<json> melees;
  for (const game::Event& e : out.events)
    if (e.type == "high_adventure_melee") melees.push_back(e.data.json());
  ASSERT_EQ(melees.size(), 2u);
  EXPECT_EQ(melees[0]["target"], 2);
  EXPECT_EQ(melees[0]["attacker_faces"], json::array({5}));
  EXPECT_EQ(melees[0]["attacker_score"], 5 + 1);
  EXPECT_EQ(melees[0]["target_score"], 3 + 1);  // WSk 0, + 1 for #4
  EXPECT_EQ(melees[0]["supporters"], json::array({4}));
  EXPECT_EQ(melees[1]["target"], 3);
  EXPECT_EQ(melees[1]["attacker_faces"], json::array({2}));
  EXPECT_EQ(melees[1]["target_score"], 6 + 1);
  EXPECT_EQ(melees[1]["supporters"], json::array({4}));
  EXPECT_GT(fig(g, 2).placement.centre.y, 42.5 + 1);  // won by 2 against the unarmoured: PB
  // All four fought their round, #4 too: nobody is left to fight, and the turn is over.
  EXPECT_EQ(g.state().turn, 2);
}

TEST(AdventureMelee, OnlyAFigureWithSeveralFoesSplitsAndNeverMoreDiceThanItHas) {
  game::Game g = outnumbered();
  const auto refused = [&](json payload) {
    payload["figure"] = 1;
    payload["target"] = 2;
    const auto r = g.check({"strike", payload});
    return r ? r->message : std::string();
  };
  EXPECT_NE(refused({{"dice", 1}}).find("single foe"), std::string::npos);
  EXPECT_NE(refused({{"dice", 2}, {"split", json::array({{{"target", 3}, {"dice", 1}}})}})
                .find("2 Strength dice to split, all of them, not 3"),
            std::string::npos);
  EXPECT_NE(refused({{"split", json::array({{{"target", 3}, {"dice", 2}}})}})
                .find("one Strength die or more"),
            std::string::npos);
  EXPECT_NE(refused({{"split", json::array({{{"target", 2}, {"dice", 1}}})}}).find("twice"),
            std::string::npos);
  EXPECT_NE(refused({{"dice", 1000000000},
                     {"split", json::array({{{"target", 3}, {"dice", 1000000000}}})}})
                .find("one Strength die or more, of the 2"),
            std::string::npos);
  EXPECT_NE(refused({{"break_off", true}, {"split", json::array({{{"target", 3}, {"dice", 1}}})}})
                .find("cannot break off"),
            std::string::npos);
  EXPECT_NE(refused({{"split", json::array({{{"target", 3}}})}}).find("split"), std::string::npos);
  // The odds of a split give the first melee's and say how the others stand.
  const game::Preview p = g.preview(
      {"strike",
       {{"figure", 1}, {"target", 2}, {"split", json::array({{{"target", 4}, {"dice", 1}}})}}});
  ASSERT_TRUE(p.accepted());
  bool kept = false, then = false;
  for (const std::string& line : p.breakdown) {
    kept =
        kept || line.find("1 D6 + WSk 1 (1 Strength die at its other foes)") != std::string::npos;
    then = then || line.find("Then against Fighter 4") != std::string::npos;
  }
  EXPECT_TRUE(kept && then);
}

TEST(AdventureMelee, TheBestSkilledFightsTheBestSkilledFoe) {
  // #1 touches #2 and #3, a swordsman of Weapon Skill 2: it must fight #3.
  game::Game g = duel({}, {}, json::array({figure(3, "b", 52.5, 40, {{"weapon_skill", 2}})}));
  const auto refusal = g.check({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("must fight Fighter 3 (#3)"), std::string::npos)
      << refusal->message;
  EXPECT_FALSE(g.check({"strike", {{"figure", 1}, {"target", 3}}}).has_value());
  // Skill alike, the more heavily armoured is the better foe.
  game::Game mail = duel({}, {}, json::array({figure(3, "b", 52.5, 40, {{"armour", "mail"}})}));
  EXPECT_TRUE(mail.check({"strike", {{"figure", 1}, {"target", 2}}}).has_value());
  // #4, better skilled than #1, also touches #3: #3 is #4's to fight, #2 is #1's.
  game::Game pairs = duel({}, {},
                          json::array({figure(3, "b", 52.5, 40, {{"weapon_skill", 2}}),
                                       figure(4, "a", 55, 40, {{"weapon_skill", 2}})}));
  EXPECT_FALSE(pairs.check({"strike", {{"figure", 1}, {"target", 2}}}).has_value());
  const auto taken = pairs.check({"strike", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(taken.has_value());
  EXPECT_NE(taken->message.find("must fight Fighter 2 (#2)"), std::string::npos) << taken->message;
  set_dice(pairs, {4, 4});
  must(pairs, "strike", {{"figure", 1}, {"target", 2}});
  // A fleeing foe fights nobody back: it neither binds the choice nor is bound.
  game::Game fleeing = duel(
      {}, {}, json::array({figure(3, "b", 52.5, 40, {{"weapon_skill", 2}, {"order", "flee"}})}));
  EXPECT_FALSE(fleeing.check({"strike", {{"figure", 1}, {"target", 2}}}).has_value());
  EXPECT_FALSE(fleeing.check({"strike", {{"figure", 1}, {"target", 3}}}).has_value());
}

TEST(AdventureMelee, TheSidePairsOffBestFirst) {
  // #4 (WSk 2) touches #2 (WSk 2) and #5 (WSk 3): it takes #5, its best. #1 (WSk 1) touches #2
  // and #3 (WSk 0): #2 is left to it, the better of its two.
  game::Game g =
      duel({{"weapon_skill", 1}}, {{"weapon_skill", 2}},
           json::array({figure(3, "b", 47.5, 40), figure(4, "a", 52.5, 42.5, {{"weapon_skill", 2}}),
                        figure(5, "b", 55, 42.5, {{"weapon_skill", 3}})}));
  EXPECT_FALSE(g.check({"strike", {{"figure", 1}, {"target", 2}}}).has_value());
  const auto refusal = g.check({"strike", {{"figure", 1}, {"target", 3}}});
  ASSERT_TRUE(refusal.has_value());
  EXPECT_NE(refusal->message.find("must fight Fighter 2 (#2)"), std::string::npos)
      << refusal->message;
  EXPECT_FALSE(g.check({"strike", {{"figure", 4}, {"target", 5}}}).has_value());
}

TEST(AdventureMelee, ASplitMeleeIsSavedAndReplayed) {
  const json figures = {figure(1, "a", 50, 40, {{"strength", 2}}), figure(2, "b", 50, 42.5),
                        figure(3, "b", 52.5, 40)};
  const game::Scenario s = scenario(figures);
  game::Game g = game::Game::from_scenario(setup(), s, 11);
  to_phase(g, "melee");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  must(g, "strike",
       {{"figure", 1}, {"target", 2}, {"split", json::array({{{"target", 3}, {"dice", 1}}})}});
  const game::Verification saved = game::verify_save(setup(), game::record_game(g, s, 11));
  EXPECT_TRUE(saved.ok) << saved.detail;
}

TEST(AdventureMelee, APushBackMovesTheLoserABaseDepthOrWoundsItWhenBlocked) {
  game::Game push = duel();
  set_dice(push, {5, 3});  // 2 against the unarmoured: PB
  must(push, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NEAR(fig(push, 2).placement.centre.y, 45.0, 1e-6);  // 2.5 cm further away
  EXPECT_EQ(fig(push, 2).wounds, 0);

  game::Game blocked = duel({}, {}, json::array({figure(3, "b", 50, 45)}));
  set_dice(blocked, {5, 3});
  const game::Outcome out = must(blocked, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NE(event_of(out, "high_adventure_push_blocked"), nullptr);
  EXPECT_NEAR(fig(blocked, 2).placement.centre.y, 42.5, 1e-6);
  EXPECT_EQ(fig(blocked, 2).wounds, 1);
}

TEST(AdventureMelee, TheOddsCountABlockedPushBackAsTheLightWoundItGives) {
  const json behind = json::array({figure(3, "b", 50, 45)});
  const game::Preview open = duel().preview({"strike", {{"figure", 1}, {"target", 2}}});
  const game::Preview blocked =
      duel({}, {}, behind).preview({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(open.accepted() && blocked.accepted());
  EXPECT_GT(open.aim->recoils, 0.0);
  EXPECT_EQ(blocked.aim->recoils, 0.0);
  EXPECT_NEAR(blocked.aim->wounded, open.aim->wounded + open.aim->recoils, 1e-12);
}

TEST(AdventureMelee, ASupporterWithAFoeOfItsOwnStillFightsIt) {
  // #3 supports #1 against #2 and touches #4 too: it keeps its own round against #4.
  game::Game g = duel({}, {}, json::array({figure(3, "a", 52.5, 42.5), figure(4, "b", 55, 42.5)}));
  set_dice(g, {3, 3});
  must(g, "strike", {{"figure", 1}, {"target", 2}});
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  set_dice(g, {3, 3});
  EXPECT_FALSE(g.check({"strike", {{"figure", 3}, {"target", 4}}}).has_value());
}

TEST(AdventureMelee, ARiderPushedBackIsDismountedAndRidingAddsOne) {
  json rider = {{"mounted", true},
                {"base", {{"shape", "rectangle"}, {"width_cm", 2.5}, {"depth_cm", 5}}}};
  game::Game g = battle({figure(1, "a", 50, 40), figure(2, "b", 50, 43.75, rider)});
  to_phase(g, "melee");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  set_dice(g, {5, 2});  // 5 against 2 + 1 riding: 2 is PB
  const json e = melee_event(must(g, "strike", {{"figure", 1}, {"target", 2}}));
  EXPECT_EQ(e["target_score"], 3);
  EXPECT_EQ(e["outcome"], "push_back");
  EXPECT_FALSE(std::get<AdventureSheet>(fig(g, 2).sheet).mounted);
}

TEST(AdventureMelee, ASkeletonFallsOnlyToASmashingWeapon) {
  game::Game sword = duel({{"strength", 2}, {"weapon_skill", 3}}, {{"creature", "skeleton"}});
  set_dice(sword, {6, 6, 1});  // 9 - 1 = 8: K against the unarmoured, a wound for a skeleton
  const game::Outcome out = must(sword, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NE(event_of(out, "high_adventure_not_killed"), nullptr);
  EXPECT_TRUE(fig(sword, 2).alive);  // disabled only by two full wounds
  EXPECT_EQ(fig(sword, 2).wounds, 2);

  game::Game mace = duel({{"strength", 2}, {"weapon_skill", 3}, {"melee_weapon", "mace"}},
                         {{"creature", "skeleton"}});
  set_dice(mace, {6, 6, 1});
  must(mace, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_FALSE(fig(mace, 2).alive);
  EXPECT_FALSE(std::get<AdventureSheet>(fig(mace, 2).sheet).disabled);
}

TEST(AdventureMelee, NoWeaponDestroysAZombieButItsWoundsTakeItsDiceAndTheRefereesFireEndsIt) {
  game::Game g = duel({{"strength", 2}, {"weapon_skill", 3}}, {{"creature", "zombie"}});
  const game::Preview p = g.preview({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  EXPECT_EQ(p.aim->killed, 0.0);  // no weapon puts it out of the fight
  EXPECT_GT(p.aim->wounded, 0.5);
  set_dice(g, {6, 6, 1});  // 9 - 1 = 8: K against padded, a wound for a zombie
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_NE(event_of(out, "high_adventure_not_killed"), nullptr);
  EXPECT_NE(event_of(out, "high_adventure_undying"), nullptr);
  EXPECT_TRUE(fig(g, 2).alive);  // a full wound: its one Strength die gone, it stands
  EXPECT_FALSE(std::get<AdventureSheet>(fig(g, 2).sheet).disabled);
  // Burnt (the fire's wounds reach the system as the referee's do), it is destroyed.
  must(g, "wound", {{"figure", 2}, {"count", 1}});
  EXPECT_FALSE(fig(g, 2).alive);
}

TEST(AdventureMelee, APlayerCharacterIsGrievouslyWoundedRatherThanKilled) {
  game::Game g = duel({{"player_character", true}}, {{"strength", 2}, {"weapon_skill", 3}});
  set_dice(g, {1, 6, 6});  // 1 against 9: 8, K
  must(g, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_FALSE(fig(g, 1).alive);
  EXPECT_TRUE(std::get<AdventureSheet>(fig(g, 1).sheet).grievously_wounded);
}

TEST(AdventureMelee, AFleeingFigureDoesNotFightAndEachPairFightsOnceATurn) {
  game::Game fleeing = duel({{"order", "flee"}});
  const auto refusal = fleeing.check({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(refusal.has_value());  // it has nothing to do in the melee phase

  game::Game twice = duel();
  set_dice(twice, {3, 3});
  must(twice, "strike", {{"figure", 1}, {"target", 2}});
  EXPECT_TRUE(twice.check({"strike", {{"figure", 1}, {"target", 2}}}).has_value());
}

// 1D6 + 1 against 1D6: the difference d = a + 1 - b is k with (7 - k) of 36 throws; against the
// unarmoured 2 pushes back, 3 wounds lightly, 4 and more put a Strength 1 figure out.
TEST(AdventureMelee, ThePreviewGivesTheHandReckonedOddsAndAMonteCarloOfStrikesAgrees) {
  const game::Preview p =
      duel({{"weapon_skill", 1}}).preview({"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(p.accepted());
  ASSERT_TRUE(p.aim.has_value());
  EXPECT_NEAR(p.aim->killed, 6.0 / 36, 1e-12);
  EXPECT_NEAR(p.aim->wounded, 4.0 / 36, 1e-12);
  EXPECT_NEAR(p.aim->recoils, 5.0 / 36, 1e-12);
  // The striker's own risk: #2 wins by 1 to 4 (10 of 36): 2 pushes back (3), 3 wounds (2),
  // 4 puts it out (1).
  const game::FigureChances* me = p.chances_of(1);
  ASSERT_NE(me, nullptr);
  EXPECT_NEAR(me->killed, 1.0 / 36, 1e-12);
  EXPECT_NEAR(me->recoils, 3.0 / 36, 1e-12);

  int out = 0, wounded = 0, pushed = 0;
  constexpr int kRuns = 2000;
  for (int seed = 1; seed <= kRuns; ++seed) {
    game::Game g = duel({{"weapon_skill", 1}});
    must(g, "reseed", {{"seed", static_cast<std::uint64_t>(seed) * 7919u}});
    const double y = fig(g, 2).placement.centre.y;
    must(g, "strike", {{"figure", 1}, {"target", 2}});
    const game::Figure& t = fig(g, 2);
    if (!t.alive)
      ++out;
    else if (t.wounds > 0)
      ++wounded;
    else if (std::abs(t.placement.centre.y - y) > 1e-9)
      ++pushed;
  }
  const auto near = [&](int count, double chance) {
    EXPECT_NEAR(count / double(kRuns), chance, 4 * std::sqrt(chance * (1 - chance) / kRuns));
  };
  near(out, p.aim->killed);
  near(wounded, p.aim->wounded);
  near(pushed, p.aim->recoils);
}

}  // namespace
}  // namespace fray::high_adventure::test
