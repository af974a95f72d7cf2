// Seed 003's enemy AI plays a d20 battle natively (issue 18): it asks the d20 system what it
// weighs (RuleSystem::fighter_facts: rank, threat, weapons), attacks with d20's `attack`, walks
// from space to space with its unit (RuleSystem::step_towards), leaves morale to the d20 rules and
// brings a defeated d20 figure back to battle.
#include <gmock/gmock.h>

#include <fray/sheets/d20_sheet.h>

#include "enemy_status_fixture.h"

namespace fray::ai::test {
namespace {

using nlohmann::json;
using ::testing::HasSubstr;

// A d20 figure on the square [column, row]: a common swordsman unless `extra` says otherwise
// (with a "profile", the roster gives the rest).
json d20_figure(int id, const std::string& side, int column, int row, json extra = json::object()) {
  json f = {{"id", id},
            {"side", side},
            {"name", "S" + std::to_string(id)},
            {"kind", "common"},
            {"weapons", {{"melee", "sword"}}},
            {"square", {column, row}}};
  if (extra.contains("profile")) f.erase("kind"), f.erase("weapons"), f.erase("name");
  f.update(extra);
  return f;
}

// Heroes (side 0, a person) against enemies (side 1, seed 003's AI) on 16 x 12 open squares of
// a large battlefield.
game::Scenario squares(json figures) {
  std::vector<std::string> cells(12, std::string(16, '.'));
  json doc = {{"format", "fray-scenario"},
              {"version", 1},
              {"title", "solo003 on d20"},
              {"rule_system", "d20"},
              {"sides",
               {{{"id", "heroes"}, {"name", "Heroes"}},
                {{"id", "enemies"}, {"name", "Enemies"}, {"controller", "solo003"}}}},
              {"map",
               {{"format", "fray-map"},
                {"version", 1},
                {"kind", "square"},
                {"columns", 16},
                {"rows", 12},
                {"terrain_names", {"open"}},
                {"legend", {{".", {{"terrain", "open"}}}}},
                {"cells", cells}}},
              {"figures", std::move(figures)}};
  return game::parse_scenario(doc, "solo003-d20.json");
}

map::Square square_of(const game::Game& g, int id) {
  return g.field().square_at(g.state().find(id)->placement.centre);
}

int spaces(const game::Game& g, int a, int b) {
  return map::square_distance(square_of(g, a), square_of(g, b));
}

bool attack_by(const Decision& d, int figure) {
  return d.command == "attack" && d.payload.value("figure", 0) == figure;
}

const Decision* announcing(const std::vector<Decision>& taken, const Decision& sent) {
  for (std::size_t i = 1; i < taken.size(); ++i)
    if (&taken[i] == &sent) return &taken[i - 1];
  return nullptr;
}

TEST(EnemyStatusD20, AnArcherShootsItsLongbowAndASwordsmanWalksTheSpacesTowardsTheEnemy) {
  const game::Scenario s = squares(
      {d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 8, 10, {{"profile", "human"}, {"tactic", "selective"}}),
       d20_figure(12, "enemies", 2, 10, {{"profile", "orcq"}, {"tactic", "reckless"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 5);
  const int far = spaces(g, 12, 1);
  EnemyStatusController ai(tables());
  bool shot_seen = false;
  const std::vector<Decision> taken = run(
      g, ai, 1,
      [&](const Decision& d) {
        shot_seen = shot_seen || attack_by(d, 11);
        return shot_seen && spaces(g, 12, 1) < far;
      },
      300);
  const auto found = std::find_if(taken.begin(), taken.end(),
                                  [](const Decision& d) { return attack_by(d, 11); });
  ASSERT_NE(found, taken.end());
  const Decision& shot = *found;
  EXPECT_EQ(shot.payload["target"], 1);
  EXPECT_FALSE(shot.payload.contains("range"));  // the d20 system picks the weapon that reaches
  const Decision* note = announcing(taken, shot);
  ASSERT_NE(note, nullptr);
  EXPECT_THAT(note->explanation, HasSubstr("primary weapon Longbow (it fights from a distance"));
  // The swordsman walked whole spaces nearer (it stands on a square's centre).
  EXPECT_LT(spaces(g, 12, 1), far);
  const map::Point at = g.state().find(12)->placement.centre;
  const map::Point centre = g.field().square_map()->layout.centre(square_of(g, 12));
  EXPECT_LT(map::distance(at, centre), 1e-6);
  // No classic command was ever sent.
  for (const Decision& d : taken)
    EXPECT_TRUE(d.command != "shoot" && d.command != "strike" && d.command != "charge")
        << d.command;
}

TEST(EnemyStatusD20, AFigureInTheNextSpaceAttacksInMelee) {
  const game::Scenario s = squares(
      {d20_figure(1, "heroes", 8, 5), d20_figure(11, "enemies", 9, 6, {{"tactic", "reckless"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 9);
  EnemyStatusController ai(tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [](const Decision& d) { return attack_by(d, 11); }, 200);
  ASSERT_FALSE(taken.empty());
  EXPECT_EQ(taken.back().payload.value("range", ""), "melee");
  const Decision* note = announcing(taken, taken.back());
  ASSERT_NE(note, nullptr);
  EXPECT_THAT(note->explanation, HasSubstr("primary weapon Sword"));
}

TEST(EnemyStatusD20, TheArchFoeIsTheMostPowerfulFigure) {
  const game::Scenario s =
      squares({d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 2, 10, {{"power", 3}}),
               d20_figure(12, "enemies", 4, 10, {{"power", 6}}),
               d20_figure(13, "enemies", 6, 10, {{"power", 6}})});
  const game::Game g = game::Game::from_scenario(setup(), s, 1);
  EXPECT_EQ(enemy_status_arch_foe(g.system(), g.state(), 1)->id, 12);  // a tie: the lowest id
}

TEST(EnemyStatusD20, ADefeatedD20FigureReturnsToBattleAsTheScenarioGaveIt) {
  const game::Scenario s = squares(
      {d20_figure(1, "heroes", 8, 0), d20_figure(11, "enemies", 8, 10, {{"tactic", "reckless"}}),
       d20_figure(12, "enemies", 4, 10, {{"profile", "human"}, {"tactic", "cautious"}})});
  game::Game g = game::Game::from_scenario(setup(), s, 3);
  must(g, "wound", {{"figure", 12}, {"count", 1}});
  ASSERT_FALSE(g.state().find(12)->alive);
  must(g, "set_die", {{"face", 19}});  // random enemy action 18-20: one defeated figure returns
  EnemyStatusController ai(tables());
  const std::vector<Decision> taken = run(
      g, ai, 1, [](const Decision& d) { return is(d, "place"); }, 300);
  ASSERT_FALSE(taken.empty());
  EXPECT_THAT(taken.back().explanation, HasSubstr("returns to battle (seed 003"));
  const game::Figure* back = g.state().find(13);
  ASSERT_NE(back, nullptr);
  EXPECT_TRUE(back->alive);
  const auto& sheet = std::get<d20::D20Sheet>(back->sheet);
  EXPECT_EQ(sheet.name, "Human (returned)");
  EXPECT_EQ(sheet.profile, "human");
  EXPECT_EQ(sheet.weapons.at("long"), "longbow");
  EXPECT_EQ(back->ai.tactic, "cautious");
  EXPECT_EQ(back->side, 1);
  // On a square of its own, in the band along its side's edge (the bottom rows).
  const map::Point centre = g.field().square_map()->layout.centre(square_of(g, 13));
  EXPECT_LT(map::distance(back->placement.centre, centre), 1e-6) << "placed off a square's centre";
}

}  // namespace
}  // namespace fray::ai::test
