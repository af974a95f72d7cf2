// The seed 003 generic scenarios (section VI): each set up, its victory rule checked in a
// constructed end position, and each played to the end by the simple policy.
#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/dice/scripted_dice.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/setup/generic_scenario.h>
#include <fray/game/turn/victory.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

ScenarioFigure fighter(int id, const std::string& species, int leadership = 0) {
  ScenarioFigure f;
  f.id = id;
  classic_sheet(f).spec.name = species + " " + std::to_string(id);
  classic_sheet(f).spec.species = species;
  classic_sheet(f).spec.figure_class = 3;
  classic_sheet(f).spec.worn_armour = 3;
  classic_sheet(f).melee_weapon = "sword";
  f.leadership = leadership;
  return f;
}

GenericScenarioRequest request(int per_side = 3) {
  GenericScenarioRequest r;
  r.sides = {Side{"men", "Men", false}, Side{"orcqs", "Orcqs", false}};
  const char* const species[] = {"human", "dwarf", "orcq", "goblin", "ogre"};
  for (int i = 0; i < per_side; ++i) {
    r.forces[0].push_back(fighter(1 + i, species[i % 2], i == 0 ? 3 : 0));
    r.forces[1].push_back(fighter(101 + i, species[2 + i % 3], i == 0 ? 2 : 0));
  }
  return r;
}

// A built scenario's battle at its start, with the figures where the test wants them.
struct Position {
  Scenario scenario;
  BattleState state;
  Battlefield field;
  EventSink events;
  explicit Position(VictoryType type, int per_side = 3)
      : scenario(build_generic_scenario(request(per_side), type)),
        state(make_battle_state(setup(), scenario, 5)),
        field(scenario.table_map) {}
  Figure& fig(int id) { return *state.find(id); }
  void put(int id, double x, double y) { fig(id).placement.centre = {x, y}; }
  const Event* find(const std::string& type) const {
    for (const Event& e : events)
      if (e.type == type) return &e;
    return nullptr;
  }
};

TEST(GenericScenario, D20PicksTheTypeBySeedTable) {
  const std::pair<int, VictoryType> rows[] = {
      {1, VictoryType::BasicBattle},      {8, VictoryType::BasicBattle},
      {9, VictoryType::Ambush},           {10, VictoryType::Ambush},
      {11, VictoryType::Escape},          {12, VictoryType::Escape},
      {13, VictoryType::FortressAssault}, {14, VictoryType::FortressAssault},
      {15, VictoryType::Infiltrate},      {16, VictoryType::Infiltrate},
      {17, VictoryType::Spawning},        {18, VictoryType::Spawning},
      {19, VictoryType::Transport},       {20, VictoryType::Transport},
  };
  for (const auto& [roll, type] : rows) EXPECT_EQ(generic_scenario_for_roll(roll), type) << roll;
  dice::ScriptedDice dice{12};
  EXPECT_EQ(build_generic_scenario(request(), dice).victory.type, VictoryType::Escape);
}

// Holding (seed 003, "Objectives"): base contact and no enemy within 2" (5.08 cm) of the
// marker. A human's base is 2 cm, the marker 2.5 cm: in contact at 2.25 cm centre to centre.
TEST(GenericScenario, HoldingNeedsContactAndNoEnemyWithinTwoInches) {
  struct Row {
    double friend_cm, enemy_edge_cm;
    bool held;
  };
  const Row rows[] = {{2.25, 10, true}, {2.25, 5.2, true}, {2.25, 5.0, false}, {2.4, 10, false}};
  for (const Row& row : rows) {
    Position p(VictoryType::BasicBattle);
    const map::Point centre{90, 60};
    p.put(1, centre.x, centre.y - row.friend_cm);
    p.put(103, centre.x, centre.y + 1.25 + 1.25 + row.enemy_edge_cm);  // ogre: 2.5 cm base
    const auto holder = objective_holder(p.field, p.state, centre);
    EXPECT_EQ(holder.has_value(), row.held) << row.friend_cm << " " << row.enemy_edge_cm;
    if (row.held) {
      EXPECT_EQ(*holder, 0);
    }
  }
}

// 1 VP for the objective nearest one's own edge, 4 for the one nearest the enemy's, 2 for
// another, 2 for the enemy leader; the round limit (5 for Basic Battle) gives the VP winner.
TEST(GenericScenario, BasicBattleRoundLimitGivesTheVictoryPointWinner) {
  Position p(VictoryType::BasicBattle);
  EXPECT_EQ(p.state.victory.round_limit, 5);
  EXPECT_EQ(p.state.victory.leaders, (std::vector<int>{1, 101}));
  // Men hold the section nearest the orcqs' edge (4) and their own (1); the centre (2) too.
  p.put(1, 76.2, 76.2 - 2.25);   // the section nearest the Orcqs' zone
  p.put(2, 76.2, 15.24 - 2.25);  // the section nearest their own
  p.put(3, 90, 60 - 2.25);       // the centre
  p.fig(101).alive = false;      // the Orcq leader
  EXPECT_EQ(victory_points(p.field, p.state), (std::array<int, 2>{9, 0}));
  p.state.turn = 4;
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.finished);
  p.state.turn = 5;
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_EQ(p.find("battle_over")->data["reason"], "round_limit");
  EXPECT_EQ(p.find("victory_points")->data["points"], nlohmann::json({9, 0}));
  EXPECT_NE(p.find("objective_held"), nullptr);
}

TEST(GenericScenario, AmbushersActFirstAndEliminationEndsIt) {
  Position p(VictoryType::Ambush);
  EXPECT_EQ(p.state.victory.role_side, 0);
  const Game game = Game::from_scenario(setup(), p.scenario, 3);
  EXPECT_EQ(game.state().first_side, 0);
  for (const Event& e : game.log().events()) EXPECT_NE(e.type, "initiative");
  // The Targets stand together: each within 1 Move Unit (15.24 cm) of another.
  for (const Figure& f : p.state.figures)
    if (f.side == 1) {
      EXPECT_TRUE(p.state.victory.deployment[1].contains(f.placement.centre));
      double nearest = 1e9;
      for (const Figure& g : p.state.figures)
        if (g.side == 1 && g.id != f.id)
          nearest = std::min(nearest, map::distance(f.placement.centre, g.placement.centre));
      EXPECT_LE(nearest, 15.24);
    }
  for (Figure& f : p.state.figures)
    if (f.side == 1) f.alive = false;
  EXPECT_TRUE(side_defeated(p.state, 1));
  EXPECT_FALSE(side_defeated(p.state, 0));
}

TEST(GenericScenario, EscapeNeedsMoreThanHalfAcross) {
  Position p(VictoryType::Escape, 4);
  p.put(1, 20, 112);
  p.put(2, 30, 112);
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.finished);  // 2 of 4 is not more than half
  p.put(3, 40, 112);
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_EQ(p.find("battle_over")->data["reason"], "escaped");
}

// Without a fortress building (older saves, scenarios without "structures"): holding its marker.
TEST(GenericScenario, FortressWithoutBuildingFallsWhenAssaultersHoldIt) {
  Position p(VictoryType::FortressAssault);
  p.state.structures.clear();
  EXPECT_EQ(p.state.victory.role_side, 1);
  for (const Figure& f : p.state.figures) {  // Defenders close round the fortress
    if (f.side == 1) {
      EXPECT_LE(map::distance(f.placement.centre, {90, 60}), 7.62 + 3.5);
    }
  }
  p.put(1, 90, 60 - 2.25);
  p.put(101, 90, 60 + 2.25 + 4);  // a Defender 4 cm from the marker, within 2"
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.finished);
  for (const int id : {101, 102, 103}) p.put(id, 20.0 * id - 1900, 100);
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_EQ(p.find("battle_over")->data["reason"], "fortress_taken");
}

TEST(GenericScenario, FortressHoldsToTheRoundLimit) {
  Position p(VictoryType::FortressAssault);
  p.state.turn = *p.state.victory.round_limit;
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 1);
}

TEST(GenericScenario, InfiltrateNeedsTwoFiguresAcrossAtOnce) {
  Position p(VictoryType::Infiltrate);
  p.put(102, 20, 5);
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.finished);
  p.put(103, 40, 5);
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 1);
  EXPECT_EQ(p.find("battle_over")->data["reason"], "infiltrated");
}

// seed 003, "Spawning": 1 far side, 2 right, 3-4 own side, 5 left, 6 nothing.
TEST(GenericScenario, SpawningPlacesByTheD6Table) {
  struct Row {
    int face;
    double x_min, x_max, y_min, y_max;
  };
  const Row rows[] = {{1, 0, 180, 0, 15.24},
                      {2, 164.76, 180, 0, 120},
                      {3, 0, 180, 104.76, 120},
                      {4, 0, 180, 104.76, 120},
                      {5, 0, 15.24, 0, 120}};
  for (const Row& row : rows) {
    Position p(VictoryType::Spawning);
    ASSERT_EQ(p.state.alive_count(1), 1);
    ASSERT_EQ(p.state.victory.reserve.size(), 2u);
    dice::ScriptedDice dice{row.face};
    victory_turn_begins(p.field, p.state, dice, p.events);
    ASSERT_EQ(p.state.alive_count(1), 2) << row.face;
    const map::Point at = p.state.figures.back().placement.centre;
    EXPECT_GE(at.x, row.x_min) << row.face;
    EXPECT_LE(at.x, row.x_max) << row.face;
    EXPECT_GE(at.y, row.y_min) << row.face;
    EXPECT_LE(at.y, row.y_max) << row.face;
    EXPECT_NE(p.find("figure_spawned"), nullptr);
  }
  Position p(VictoryType::Spawning);
  dice::ScriptedDice six{6};
  victory_turn_begins(p.field, p.state, six, p.events);
  EXPECT_EQ(p.state.alive_count(1), 1);
  // The Spawner is not beaten while figures wait to come on.
  p.fig(101).alive = false;
  EXPECT_FALSE(side_defeated(p.state, 1));
  p.state.victory.reserve.clear();
  EXPECT_TRUE(side_defeated(p.state, 1));
}

// Picking up is the pick_up command (transport_cargo_test.cpp); here the object is carried.
TEST(GenericScenario, TransportIsCarriedHome) {
  Position p(VictoryType::Transport);
  p.put(2, 90, 60 - 2.25);  // in contact with the object, nobody else near
  p.state.victory.carrier = 2;
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.finished);
  p.put(2, 90, 8);  // back in the men's deployment zone
  victory_turn_ends(p.field, p.state, p.events);
  ASSERT_TRUE(p.state.finished);
  EXPECT_EQ(p.state.winner, 0);
  EXPECT_EQ(p.find("battle_over")->data["reason"], "object_carried_home");
}

TEST(GenericScenario, TransportObjectFallsWithItsCarrier) {
  Position p(VictoryType::Transport);
  p.put(2, 90, 60 - 2.25);
  p.state.victory.carrier = 2;
  victory_turn_ends(p.field, p.state, p.events);
  p.put(2, 90, 40);
  p.fig(2).alive = false;
  victory_turn_ends(p.field, p.state, p.events);
  EXPECT_FALSE(p.state.victory.carrier);
  EXPECT_NE(p.find("object_dropped"), nullptr);
  EXPECT_DOUBLE_EQ(p.state.victory.objectives.back().position.y, 40);
}

// Every type played to its end by the stand-in AI: a result, with its reason and a score.
TEST(GenericScenario, EachTypePlaysToAResultWithTheSimplePolicy) {
  for (const VictoryType type : {VictoryType::BasicBattle, VictoryType::Ambush, VictoryType::Escape,
                                 VictoryType::FortressAssault, VictoryType::Infiltrate,
                                 VictoryType::Spawning, VictoryType::Transport}) {
    SCOPED_TRACE(to_string(type));
    Game game = Game::from_scenario(setup(), build_generic_scenario(request(4), type), 11);
    game.keep_undo(false);
    test::play(game, 50, 20000);
    ASSERT_TRUE(game.state().finished);
    const Event* over = nullptr;
    const Event* score = nullptr;
    for (const Event& e : game.log().events()) {
      if (e.type == "battle_over") over = &e;
      if (e.type == "victory_points") score = &e;
    }
    ASSERT_NE(over, nullptr);
    EXPECT_TRUE(over->data.contains("reason"));
    ASSERT_NE(score, nullptr);
    EXPECT_EQ(score->data["points"].size(), 2u);
  }
}

// The victory rules and their progress survive a save.
TEST(GenericScenario, VictoryStateRoundTripsThroughStateJson) {
  Position p(VictoryType::Spawning);
  p.state.victory.carrier = 3;
  const nlohmann::json saved = state_to_json(p.state);
  ASSERT_TRUE(saved.contains("victory"));
  const BattleState back = state_from_json(saved, "s.json", "");
  EXPECT_EQ(state_to_json(back).dump(), saved.dump());
  EXPECT_EQ(back.victory.reserve.size(), 2u);
  EXPECT_EQ(back.victory.carrier, 3);
  // A battle without victory rules saves as before.
  EXPECT_FALSE(
      state_to_json(make_battle_state(setup(), test::demo_scenario(), 1)).contains("victory"));
}

// A generic battle saves and replays to the same events: the builder's scenario document carries
// the victory rules, and the spawning rolls come from the game's dice.
TEST(GenericScenario, SpawningBattleReplaysFromItsSave) {
  const Scenario scenario = build_generic_scenario(request(4), VictoryType::Spawning);
  Game game = Game::from_scenario(setup(), scenario, 19);
  test::play(game, 50, 20000);
  ASSERT_TRUE(game.state().finished);
  const SavedGame save = parse_save(save_to_json(record_game(game, scenario, 19)).dump(), "s");
  const Verification verdict = verify_save(setup(), save);
  EXPECT_TRUE(verdict.ok) << verdict.detail;
}

}  // namespace
}  // namespace fray::game
