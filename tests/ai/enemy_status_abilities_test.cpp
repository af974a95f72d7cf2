// Seed 003, "Alerted" (abilities raising attack, then damage, then defence, used first) and
// seed 003, "Healers", with seed 004's magic and the `cast` command.
#include <gmock/gmock.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

json wizard(int id, double x, double y, json abilities, int points = 6) {
  return figure(id, "enemies", x, y,
                {{"name", "Wizard"},
                 {"tactic", "slaying"},
                 {"magic", {{"power_points", points}, {"abilities", abilities}}}});
}

json ogre(int id, double x, double y, json extra = json::object()) {
  json f = figure(id, "enemies", x, y,
                  {{"name", "Ogre " + std::to_string(id)},
                   {"species", "ogre"},
                   {"class", 4},
                   {"tactic", "slaying"}});
  f.update(extra);
  return f;
}

// Turn 1 after the heroes' first figure stepped 1 cm; `wounded` figures carry a wound each.
game::Game start(json figures, std::vector<int> wounded = {}) {
  game::Game first = game::Game::from_scenario(setup(), battle(std::move(figures)), 3);
  game::BattleState state = first.state();
  for (const int id : wounded) state.find(id)->wounds = 1;
  game::Game g = game::Game::resume(setup(), state, 0);
  const game::Figure& hero = g.state().figures.front();
  must(g, "move",
       {{"figure", hero.id}, {"path", {{hero.placement.centre.x, hero.placement.centre.y + 1}}}});
  return g;
}

bool acts(const Decision& d) {
  return is(d, "cast") || is(d, "move") || is(d, "charge") || is(d, "shoot") || is(d, "strike");
}

const Decision& plan_of(const std::vector<Decision>& d) { return d[d.size() - 2]; }

TEST(EnemyStatusAbilities, AnAttackAbilityIsCastBeforeADefenceOne) {
  game::Game g = start(
      {figure(1, "heroes", 60, 10), wizard(11, 60, 14, json::array({"knock_back", "sleep"}))});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts);
  ASSERT_EQ(d.back().command, "cast");
  EXPECT_EQ(d.back().payload["ability"], "sleep");
  EXPECT_EQ(d.back().payload["target"], 1);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("attack abilities first"));
  EXPECT_EQ(plan_of(d).command, "ai_note");
}

TEST(EnemyStatusAbilities, OutOfReachOfTheAttackAbilityItUsesTheDefenceOne) {
  // 16 cm apart: beyond Sleep's 3" (7.6 cm), within Knock back's 12" (30.5 cm).
  game::Game g = start(
      {figure(1, "heroes", 60, 10), wizard(11, 60, 26, json::array({"knock_back", "sleep"}))});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts);
  ASSERT_EQ(d.back().command, "cast");
  EXPECT_EQ(d.back().payload["ability"], "knock_back");
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("defence abilities first"));
}

TEST(EnemyStatusAbilities, WithTooFewPointsItAttacksAsUsual) {
  game::Game g = start(
      {figure(1, "heroes", 60, 10), wizard(11, 60, 14, json::array({"knock_back", "sleep"}), 1)});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, acts);
  EXPECT_NE(d.back().command, "cast");
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("primary weapon"));
}

TEST(EnemyStatusAbilities, AHealerGoesToTheWoundedArchFoeFirst) {
  // The Arch Foe is 20 cm away; another wounded ogre stands right behind the healer.
  game::Game g = start({figure(1, "heroes", 60, 70), wizard(11, 60, 10, json::array({"healing"})),
                        ogre(12, 80, 10, {{"arch_foe", true}}), ogre(13, 60, 6.5)},
                       {12, 13});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return acts(x) && x.payload.value("figure", x.payload.value("caster", 0)) == 11;
  });
  ASSERT_EQ(d.back().command, "move");
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 12);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("the Arch Foe is wounded"));
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("seed 003, \"Healers\""));
}

TEST(EnemyStatusAbilities, AHealerHealsTheNearestWoundedFriendWhenTheArchFoeIsWhole) {
  game::Game g =
      start({figure(1, "heroes", 10, 70), wizard(11, 60, 10, json::array({"healing"})),
             ogre(12, 80, 10, {{"arch_foe", true}}), ogre(13, 60, 13.5), ogre(14, 40, 10)},
            {13, 14});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return acts(x) && x.payload.value("figure", x.payload.value("caster", 0)) == 11;
  });
  // Ogre 13 acts first (nearer the enemy) and walks off, so the healer follows it: the patient
  // is the nearest wounded friend, not the farther Ogre 14.
  EXPECT_EQ(plan_of(d).payload["details"]["target"], 13);
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("nearest wounded friend"));
  EXPECT_TRUE(d.back().command == "cast" || d.back().command == "move") << d.back().command;
}

TEST(EnemyStatusAbilities, AHealerWithNobodyToHealAttacks) {
  game::Game g = start({figure(1, "heroes", 60, 30), wizard(11, 60, 10, json::array({"healing"})),
                        ogre(12, 80, 10, {{"arch_foe", true}})});
  EnemyStatusController ai(tables());
  const std::vector<Decision> d = run(g, ai, 1, [](const Decision& x) {
    return acts(x) && x.payload.value("figure", x.payload.value("caster", 0)) == 11;
  });
  EXPECT_NE(d.back().command, "cast");
  EXPECT_THAT(plan_of(d).explanation, HasSubstr("is Alerted"));
}

}  // namespace
}  // namespace fray::ai::test
