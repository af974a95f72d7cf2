// Fortress Assault's building (seed 003, "Fortress Assault": the Assaulters win when it is
// destroyed): the attack_structure command, its refusals, the assumed d6 and hit points, the
// win, and the structure's place in scenarios and saves.
#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/game/setup/generic_scenario.h>
#include <fray/game/turn/victory.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::setup;

ScenarioFigure fighter(int id, const std::string& species) {
  ScenarioFigure f;
  f.id = id;
  classic_sheet(f).spec.name = species + " " + std::to_string(id);
  classic_sheet(f).spec.species = species;
  classic_sheet(f).spec.figure_class = 3;
  classic_sheet(f).spec.worn_armour = 3;
  classic_sheet(f).melee_weapon = "sword";
  return f;
}

Scenario fortress_scenario() {
  GenericScenarioRequest r;
  r.sides = {Side{"men", "Men", false}, Side{"orcqs", "Orcqs", false}};
  for (int i = 0; i < 3; ++i) {
    r.forces[0].push_back(fighter(1 + i, "human"));
    r.forces[1].push_back(fighter(101 + i, "orcq"));
  }
  return build_generic_scenario(r, VictoryType::FortressAssault);
}

// Assaulter 1 stands against the fortress (centre 90, 60; radius 1.25 cm).
Game assault(int damage_before = 0) {
  const Scenario scenario = fortress_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  Figure& f = *state.find(1);
  f.placement.centre = {90, 60 - 1.25 - f.base.depth_cm / 2};
  state.structures.front().damage = damage_before;
  return Game(setup(), std::move(state), scenario_battlefield(scenario));
}

Outcome batter(Game& game, int figure = 1) {
  return game.submit({"attack_structure", {{"figure", figure}, {"structure", "fortress"}}});
}

TEST(FortressStructure, GenericFortressAssaultHasTheBuilding) {
  const Scenario scenario = fortress_scenario();
  ASSERT_EQ(scenario.structures.size(), 1u);
  const Structure& s = scenario.structures.front();
  EXPECT_EQ(s.id, kFortressId);
  EXPECT_EQ(s.position, (map::Point{90, 60}));
  EXPECT_EQ(s.hit_points, 6);  // assumed
  EXPECT_EQ(s.hit_on, 5);      // assumed
  EXPECT_EQ(make_battle_state(setup(), scenario, 1).structures, scenario.structures);
}

TEST(FortressStructure, HitOnFiveOrSixThroughTheGameDice) {
  struct Row {
    int face;
    bool hit;
  };
  for (const Row row : {Row{1, false}, Row{4, false}, Row{5, true}, Row{6, true}}) {
    Game game = assault();
    ASSERT_TRUE(game.submit({"set_die", {{"face", row.face}}}).accepted());
    const Outcome o = batter(game);
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    const Event* e = test::find_event(o, "structure_attacked");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->data["roll"], row.face);
    EXPECT_EQ(e->data["hit"], row.hit);
    EXPECT_EQ(e->data["citation"], "seed 003, \"Fortress Assault\"");
    EXPECT_EQ(game.state().structures.front().damage, row.hit ? 1 : 0) << row.face;
    EXPECT_FALSE(game.state().finished);
  }
}

TEST(FortressStructure, DestroyingTheFortressWinsForTheAssaulters) {
  Game game = assault(5);
  ASSERT_TRUE(game.submit({"set_die", {{"face", 6}}}).accepted());
  const Outcome o = batter(game);
  ASSERT_TRUE(o.accepted());
  EXPECT_NE(test::find_event(o, "structure_destroyed"), nullptr);
  ASSERT_TRUE(game.state().finished);
  EXPECT_EQ(game.state().winner, 0);
  EXPECT_EQ(test::find_event(o, "battle_over")->data["reason"], "fortress_destroyed");
}

TEST(FortressStructure, RefusalsNameTheReason) {
  Game game = assault();
  // Not in contact: figure 2 stands in its deployment zone.
  EXPECT_EQ(batter(game, 2).refusal->code, RefusalCode::NotInContact);
  EXPECT_EQ(game.submit({"attack_structure", {{"figure", 1}, {"structure", "gate"}}}).refusal->code,
            RefusalCode::NotAllowed);
  EXPECT_EQ(game.submit({"attack_structure", {{"figure", 1}}}).refusal->code,
            RefusalCode::BadPayload);
  // A figure that moved this turn has no activation left to batter with.
  ASSERT_TRUE(game.submit({"set_status", {{"figure", 1}, {"status", "has_moved"}, {"value", true}}})
                  .accepted());
  EXPECT_EQ(batter(game).refusal->code, RefusalCode::AlreadyActed);
  // The battering takes the whole activation: the turn passes to the other side.
  Game fresh = assault();
  ASSERT_TRUE(batter(fresh).accepted());
  EXPECT_EQ(batter(fresh).refusal->code, RefusalCode::NotYourTurn);

  // A Defender does not batter its own fortress; a destroyed building takes no more blows.
  const Scenario scenario = fortress_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  Figure& defender_figure = *state.find(101);
  defender_figure.placement.centre = {90, 60 + 1.25 + defender_figure.base.depth_cm / 2};
  const Battlefield field = scenario_battlefield(scenario);
  const CommandHandler& handler =
      *setup().find_command(setup().system("classic"), "attack_structure");
  const TurnStructure& turn = setup().turn_structures.front();
  const CheckContext c{setup().system("classic"), field, state, turn.phases.front()};
  const nlohmann::json defender = {{"figure", 101}, {"structure", "fortress"}};
  EXPECT_EQ(handler.check(c, defender)->code, RefusalCode::NotAllowed);
  state.victory.type = VictoryType::Elimination;  // any other battle: anyone may batter it
  EXPECT_FALSE(handler.check(c, defender));
  state.structures.front().damage = 6;
  EXPECT_EQ(handler.check(c, defender)->code, RefusalCode::NotAllowed);
}

TEST(FortressStructure, HoldingTheMarkerNoLongerWinsWhileTheBuildingStands) {
  const Scenario scenario = fortress_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  const Battlefield field = scenario_battlefield(scenario);
  state.find(1)->placement.centre = {90, 60 - 2.25};
  for (const int id : {101, 102, 103}) state.find(id)->placement.centre = {20.0 * id - 1900, 100};
  EventSink events;
  victory_turn_ends(field, state, events);
  EXPECT_FALSE(state.finished);
  state.structures.front().damage = 6;  // destroyed some other way (the referee)
  victory_turn_ends(field, state, events);
  ASSERT_TRUE(state.finished);
  EXPECT_EQ(state.winner, 0);
}

TEST(FortressStructure, DamageIsSavedAndOldSavesHaveNoStructures) {
  Game game = assault(2);
  const nlohmann::json saved = state_to_json(game.state());
  ASSERT_TRUE(saved.contains("structures"));
  EXPECT_EQ(saved["structures"][0]["damage"], 2);
  const BattleState back = state_from_json(saved, "s.json", "");
  EXPECT_EQ(back.structures, game.state().structures);
  nlohmann::json old = saved;
  old.erase("structures");
  EXPECT_TRUE(state_from_json(old, "s.json", "").structures.empty());
  EXPECT_FALSE(
      state_to_json(make_battle_state(setup(), test::demo_scenario(), 1)).contains("structures"));
}

TEST(FortressStructure, ScenarioStructuresAreCheckedWithTheirPointer) {
  nlohmann::json doc = fortress_scenario().document;
  doc["structures"] = {{{"id", "gate"}, {"position", {10, 10}}, {"hit_points", 3}}};
  const Scenario s = parse_scenario(doc, "gate.json");
  ASSERT_EQ(s.structures.size(), 1u);
  EXPECT_EQ(s.structures[0].hit_points, 3);
  EXPECT_EQ(s.structures[0].hit_on, 5);
  doc["structures"][0]["hit_on"] = 9;
  try {
    parse_scenario(doc, "gate.json");
    FAIL() << "a d6 cannot need a 9";
  } catch (const io::DataError& e) {
    EXPECT_NE(std::string(e.what()).find("/structures/0/hit_on"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace fray::game
