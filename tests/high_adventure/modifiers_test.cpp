// The modifiers of seed 004's melee and shooting, each shown by the preview of the command a
// battle would play (and by its roll where the preview cannot show it).
#include <string>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {
namespace {

using nlohmann::json;

std::string breakdown(const game::Preview& p) {
  std::string all;
  for (const std::string& line : p.breakdown) all += line + "\n";
  return all;
}

// #1 of side a shoots #2 of side b, in the shooting phase with side a to act.
game::Preview shot(json shooter, map::Point from, json target, map::Point at,
                   json features = json::array(), int shooter_wounds = 0) {
  if (!shooter.contains("missile_weapon")) shooter["missile_weapon"] = "bow";
  game::Game g =
      battle({figure(1, "a", from.x, from.y, shooter), figure(2, "b", at.x, at.y, target)},
             std::move(features));
  if (shooter_wounds > 0) must(g, "wound", {{"figure", 1}, {"count", shooter_wounds}});
  to_phase(g, "shooting");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g.preview({"shoot", {{"figure", 1}, {"target", 2}}});
}

TEST(AdventureModifiers, TheShootersModifiersAreThoseOfSeed004) {
  const game::Preview elf = shot({{"creature", "elf"}}, {50, 10}, json::object(), {50, 40});
  EXPECT_NE(breakdown(elf).find("+1 an elf shooting a bow"), std::string::npos) << breakdown(elf);

  const json hill = json::array({{{"name", "Knoll"},
                                  {"terrain", "hill"},
                                  {"circle", {{"centre", {50, 10}}, {"radius_cm", 8}}},
                                  {"level", 1}}});
  const game::Preview above = shot(json::object(), {50, 10}, json::object(), {50, 45}, hill);
  EXPECT_NE(breakdown(above).find("+1 shooting at a target below"), std::string::npos)
      << breakdown(above);

  const game::Preview hurt =
      shot({{"strength", 2}}, {50, 10}, json::object(), {50, 40}, json::array(), 1);
  EXPECT_NE(breakdown(hurt).find("-1 for the shooter's wounds"), std::string::npos)
      << breakdown(hurt);

  const game::Preview stone = shot({{"creature", "troll"}, {"missile_weapon", "rocks"}}, {50, 10},
                                   json::object(), {50, 40});
  EXPECT_NE(breakdown(stone).find("-1 to the difference: rocks"), std::string::npos)
      << breakdown(stone);
  EXPECT_NE(breakdown(stone).find("+1 to the difference: Strength 3"), std::string::npos)
      << breakdown(stone);
}

// Seed 004, "Character levels" and "Melee procedure": a Weapon Skill with each weapon, and -1
// with an unfamiliar one, in melee and in shooting.
TEST(AdventureModifiers, EachWeaponHasItsOwnSkillAndAnUnfamiliarOneCostsOne) {
  const json archer = {{"weapon_skill", 0}, {"weapon_skills", {{"bow", 2}}}};
  const game::Preview skilled = shot(archer, {50, 10}, json::object(), {50, 40});
  EXPECT_NE(breakdown(skilled).find("+ WSk 2"), std::string::npos) << breakdown(skilled);
  const game::Preview clumsy =
      shot({{"unfamiliar_weapons", {"bow"}}}, {50, 10}, json::object(), {50, 40});
  EXPECT_NE(breakdown(clumsy).find("-1 an unfamiliar weapon"), std::string::npos)
      << breakdown(clumsy);

  const auto melee_score = [](json a) {
    game::Game g = battle({figure(1, "a", 50, 40, std::move(a)), figure(2, "b", 50, 42.5)});
    to_phase(g, "melee");
    if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
    set_dice(g, {4, 1});
    const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
    return event_of(out, "high_adventure_melee")->data.json()["attacker_score"].get<int>();
  };
  EXPECT_EQ(melee_score({{"weapon_skill", 1}}), 5);
  EXPECT_EQ(melee_score({{"weapon_skill", 1}, {"weapon_skills", {{"sword", 3}}}}), 7);
  EXPECT_EQ(melee_score({{"weapon_skill", 1}, {"unfamiliar_weapons", {"sword"}}}), 4);

  // A weapon the tables do not know is refused where the scenario names it.
  try {
    battle(
        {figure(1, "a", 50, 40, {{"unfamiliar_weapons", {"halberd_x"}}}), figure(2, "b", 50, 60)});
    ADD_FAILURE() << "accepted an unknown weapon";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("/unfamiliar_weapons/0"), std::string::npos) << e.what();
  }
}

// Seed 004, "Standard Creature types": zombies fall to fire, not to arrows.
TEST(AdventureModifiers, DragonFireKillsAZombieThatArrowsOnlyWound) {
  const json zombie = {{"creature", "zombie"}};
  const game::Preview arrow = shot({{"weapon_skill", 2}}, {50, 10}, zombie, {50, 40});
  ASSERT_TRUE(arrow.accepted() && arrow.aim.has_value());
  EXPECT_EQ(arrow.aim->killed, 0.0);
  EXPECT_GT(arrow.aim->wounded, 0.0);
  const game::Preview fire =
      shot({{"creature", "dragon"}, {"missile_weapon", "dragon_fire"}}, {50, 10}, zombie, {50, 40});
  ASSERT_TRUE(fire.accepted() && fire.aim.has_value()) << breakdown(fire);
  EXPECT_GT(fire.aim->killed, 0.0);
}

TEST(AdventureModifiers, AFigureAtAWoodsEdgeIsHarderToHitAndMayBeShotFromNearer) {
  const json wood = json::array({{{"name", "Copse"},
                                  {"terrain", "woods"},
                                  {"polygon", {{30, 30}, {70, 30}, {70, 60}, {30, 60}}}}});
  // 9 cm (3.5"): too near in the open, beyond 2" at a wood's edge.
  const game::Preview edge = shot(json::object(), {50, 18.5}, json::object(), {50, 31}, wood);
  ASSERT_TRUE(edge.accepted()) << edge.refusal->message;
  EXPECT_NE(breakdown(edge).find("-1 target at a wood's edge"), std::string::npos)
      << breakdown(edge);
  const game::Preview open = shot(json::object(), {50, 18.5}, json::object(), {50, 31});
  EXPECT_FALSE(open.accepted());
}

json melee(game::Game& g) {
  const game::Outcome out = must(g, "strike", {{"figure", 1}, {"target", 2}});
  const game::Event* e = event_of(out, "high_adventure_melee");
  return e ? e->data.json() : json();
}

TEST(AdventureModifiers, ATrollsHideCountsAsMailAndBareHandsAreImprovised) {
  game::Game troll = duel({{"weapon_skill", 2}},
                          {{"creature", "troll"},
                           {"base", {{"shape", "round"}, {"width_cm", 2.5}, {"depth_cm", 2.5}}}});
  set_dice(troll, {6, 1, 1, 2});  // 8 against 2: 6, against mail W+PB (unarmoured: W)
  EXPECT_EQ(melee(troll)["outcome"], "wound_push_back");

  game::Game bare = duel({{"melee_weapon", "bare_hands"}}, json::object());
  set_dice(bare, {6, 2});  // 4 - 1 improvised: 3, a light wound (4 would be W+PB)
  const json e = melee(bare);
  EXPECT_EQ(e["difference"], 3);
  EXPECT_EQ(e["outcome"], "light_wound");
}

TEST(AdventureModifiers, EveryTwoLightWoundsTakeAStrengthDieAway) {
  game::Game g = duel({{"strength", 3}}, json::object());
  must(g, "wound", {{"figure", 1}, {"count", 2}});  // a full wound: 2 dice left
  set_dice(g, {1, 1, 1});
  EXPECT_EQ(melee(g)["attacker_faces"].size(), 2u);
}

}  // namespace
}  // namespace fray::high_adventure::test
