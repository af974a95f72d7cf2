// Facts the map finds that the rules have a modifier for: favoured ground for the slowing dice
// (seed 000, "Movement: some peculiarities"), a target in a group and a shooter at a window
// (seed 002, "SHOOTING MODIFIERS" and "SHOOTING").
#include <optional>

#include <gtest/gtest.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::find_event;
using test::human;
using test::setup;

// A 120 x 80 table with a wood and a house with a window in its south wall.
json facts_map() {
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "table"},
          {"name", "Wood and house"},
          {"width_cm", 120},
          {"depth_cm", 80},
          {"terrain",
           {{"woods",
             {{"footing", "difficult"},
              {"mounted_footing", "very_difficult"},
              {"sight", "obscuring"},
              {"cover", "forest"}}},
            {"building",
             {{"footing", "difficult"},
              {"mounted_footing", "impassable"},
              {"sight", "blocking"},
              {"cover", "building"}}}}},
          {"features",
           {{{"name", "Dark wood"},
             {"terrain", "woods"},
             {"polygon", {{40, 15}, {60, 15}, {60, 25}, {40, 25}}}},
            {{"name", "House"},
             {"terrain", "building"},
             {"polygon", {{80, 40}, {100, 40}, {100, 55}, {80, 55}}},
             {"openings", {{{"kind", "window"}, {"from", {86, 55}}, {"to", {90, 55}}}}}}}}};
}

// Figures 1.. on sides "a" then "b" as given.
Scenario battle(std::vector<json> a, std::vector<json> b) {
  json figures = json::array();
  int id = 1;
  for (json f : a) f["id"] = id++, f["side"] = "a", figures.push_back(f);
  for (json f : b) f["id"] = id++, f["side"] = "b", figures.push_back(f);
  const json doc = {{"format", "fray-scenario"},
                    {"version", 1},
                    {"title", "facts"},
                    {"rule_system", "classic"},
                    {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                    {"map", facts_map()},
                    {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                    {"figures", figures}};
  return parse_scenario(doc, "facts.json");
}

void to_shooting_phase(Game& game) {
  for (int side : {0, 1}) ASSERT_TRUE(game.submit({"end_phase", {{"side", side}}}).accepted());
  ASSERT_EQ(game.state().phase, 1u) << game.allowed_now();
}

TEST(RuleFacts, AGoblinInWoodsRollsTwoSlowingDiceAndKeepsTheBest) {
  json goblin = human(50, 30, {{"species", "goblin"}, {"name", "Goblin"}});
  Game game = Game::from_scenario(setup(), battle({goblin}, {human(100, 70)}), 3);
  const Outcome o = game.submit({"move", {{"figure", 1}, {"path", {{50, 18}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* slowed = find_event(o, "slowing_dice");
  ASSERT_NE(slowed, nullptr);
  EXPECT_EQ(slowed->data["rolled"].size(), 2u);
  EXPECT_EQ(slowed->data["kept"].size(), 1u);
  EXPECT_LE(slowed->data["kept"][0].get<int>(), slowed->data["rolled"][0].get<int>());
  EXPECT_LE(slowed->data["kept"][0].get<int>(), slowed->data["rolled"][1].get<int>());
  EXPECT_TRUE(slowed->data["favoured_ground"].get<bool>());
}

TEST(RuleFacts, AHumanInWoodsAndAGoblinOnOtherGroundRollTheStandardDie) {
  Game game = Game::from_scenario(setup(), battle({human(50, 30)}, {human(100, 70)}), 3);
  const Outcome o = game.submit({"move", {{"figure", 1}, {"path", {{50, 18}}}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "slowing_dice")->data["rolled"].size(), 1u);
  EXPECT_FALSE(find_event(o, "slowing_dice")->data["favoured_ground"].get<bool>());
  // A dwarf is at home underground only.
  json dwarf = human(50, 30, {{"species", "dwarf"}, {"name", "Dwarf"}});
  Game other = Game::from_scenario(setup(), battle({dwarf}, {human(100, 70)}), 3);
  const Outcome d = other.submit({"move", {{"figure", 1}, {"path", {{50, 20}}}}});
  ASSERT_TRUE(d.accepted()) << d.refusal->message;
  EXPECT_EQ(find_event(d, "slowing_dice")->data["rolled"].size(), 1u);
}

bool has_modifier(const Outcome& o, const std::string& id) {
  const Event* die = find_event(o, "die_rolled");
  if (!die) return false;
  for (const json& m : die->data["modifiers"])
    if (m["id"] == id) return true;
  return false;
}

TEST(RuleFacts, ShootingAtATargetInAGroupGetsTheWeaponsGroupBonus) {
  const json slinger = human(20, 60, {{"missile_weapon", "staff_sling"}});
  {
    Game game = Game::from_scenario(setup(), battle({slinger}, {human(20, 75), human(22.5, 75)}),
                                    3);  // 0.5 cm apart
    to_shooting_phase(game);
    const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
    ASSERT_TRUE(shot.accepted()) << shot.refusal->message;
    EXPECT_TRUE(has_modifier(shot, "group_target"));
    EXPECT_NE(find_event(shot, "shot")->data["sight"].dump().find("group"), std::string::npos);
  }
  {
    Game game = Game::from_scenario(setup(), battle({slinger}, {human(20, 75), human(40, 75)}), 3);
    to_shooting_phase(game);
    const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
    ASSERT_TRUE(shot.accepted()) << shot.refusal->message;
    EXPECT_FALSE(has_modifier(shot, "group_target"));
  }
}

TEST(RuleFacts, AnExteriorOnlyWeaponCannotShootOutOfAWindow) {
  // Inside the house, just behind its window; the target 12 cm outside.
  const json target = human(88, 68);
  {
    Game game = Game::from_scenario(
        setup(), battle({human(88, 53.5, {{"missile_weapon", "staff_sling"}})}, {target}), 3);
    to_shooting_phase(game);
    const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
    ASSERT_FALSE(shot.accepted());
    EXPECT_NE(shot.refusal->message.find("window"), std::string::npos) << shot.refusal->message;
  }
  {  // a bow may (its short range is not "ext.")
    Game game = Game::from_scenario(
        setup(), battle({human(88, 53.5, {{"missile_weapon", "bow"}})}, {target}), 3);
    to_shooting_phase(game);
    const Outcome shot = game.submit({"shoot", {{"shooter", 1}, {"target", 2}}});
    EXPECT_TRUE(shot.accepted()) << shot.refusal->message;
  }
}

// A column of side A (front fighter, then figures behind) facing north at an enemy, 2 cm bases
// in contact; the enemy is figure ranks + 1. The last figure of side A carries a thrusting spear.
Game column(double x, double y, int ranks, bool shield_wall = false) {
  std::vector<json> a;
  for (int r = 0; r < ranks; ++r) {
    json f = human(x, y + 2.05 * (r + 1), {{"facing_deg", 0}});
    if (r == ranks - 1) f["melee_weapon"] = "thrusting_spear";
    a.push_back(f);
  }
  Game game = Game::from_scenario(setup(), battle(a, {human(x, y, {{"facing_deg", 180}})}), 3);
  // The whole column forms the shield wall: close order counts for a unit, every rank of it.
  for (int id = 1; shield_wall && id <= ranks; ++id) {
    if (game.state().active_side == 1) game.submit({"end_phase", {{"side", 1}}});
    const Outcome formed = game.submit({"shield_wall", {{"figure", id}}});
    EXPECT_TRUE(formed.accepted()) << formed.refusal->message;
    if (game.state().active_figure) game.submit({"end_activation", {{"figure", id}}});
  }
  for (int guard = 0; guard < 10 && game.state().phase < 2 && !game.state().finished; ++guard)
    game.submit({"end_phase", {{"side", game.state().active_side}}});
  EXPECT_EQ(game.state().phase, 2u) << game.allowed_now();
  return game;
}

std::optional<Refusal> spear_strike(const Game& game, int ranks) {
  return game.check({"strike", {{"figure", ranks}, {"target", ranks + 1}}});
}

TEST(RuleFacts, NoStrikingOverShouldersInsideABuilding) {
  const Game outside = column(30, 65, 2);
  EXPECT_FALSE(spear_strike(outside, 2)) << spear_strike(outside, 2)->message;
  const Game inside = column(88, 44, 2);  // in the house (80-100 x 40-55)
  const auto refusal = spear_strike(inside, 2);
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->code, RefusalCode::NotInContact);
}

TEST(RuleFacts, AThirdRankSpearStrikesOnlyInCloseOrder) {
  const Game loose = column(30, 60, 3);
  EXPECT_TRUE(spear_strike(loose, 3));
  const Game close = column(30, 60, 3, true);
  EXPECT_FALSE(spear_strike(close, 3)) << spear_strike(close, 3)->message;
}

}  // namespace
}  // namespace fray::game
