// Transport's object (seed 003, "Transport"): picked up by a figure as an action (pick_up), put
// down (drop), carried wherever its carrier goes, dropped where the carrier falls, and carried
// home for the win.
#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/game/setup/generic_scenario.h>
#include <fray/game/turn/victory.h>

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

Scenario transport_scenario() {
  GenericScenarioRequest r;
  r.sides = {Side{"men", "Men", false}, Side{"orcqs", "Orcqs", false}};
  for (int i = 0; i < 3; ++i) {
    r.forces[0].push_back(fighter(1 + i, "human"));
    r.forces[1].push_back(fighter(101 + i, "orcq"));
  }
  return build_generic_scenario(r, VictoryType::Transport);
}

// Figure 1 stands against the object in the centre (90, 60); its side acts first.
Game carrying() {
  const Scenario scenario = transport_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  state.find(1)->placement.centre = {90, 60 - 2.25};
  return Game(setup(), std::move(state), scenario_battlefield(scenario));
}

const Objective& object(const Game& game) { return game.state().victory.objectives.back(); }

Outcome pick_up(Game& game, int figure, const std::string& cargo = "object") {
  return game.submit({"pick_up", {{"figure", figure}, {"cargo", cargo}}});
}

TEST(TransportCargo, ObjectIsNotPickedUpWithoutTheCommand) {
  const Scenario scenario = transport_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  state.find(1)->placement.centre = {90, 60 - 2.25};
  EventSink events;
  victory_turn_ends(scenario_battlefield(scenario), state, events);
  EXPECT_FALSE(state.victory.carrier);
}

TEST(TransportCargo, PickUpNeedsContactAndTheObjectFree) {
  Game game = carrying();
  EXPECT_EQ(pick_up(game, 2).refusal->code, RefusalCode::NotInContact);
  EXPECT_EQ(pick_up(game, 1, "centre").refusal->code, RefusalCode::NotAllowed);
  EXPECT_EQ(game.submit({"pick_up", {{"figure", 1}}}).refusal->code, RefusalCode::BadPayload);
  const Outcome o = pick_up(game, 1);
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(game.state().victory.carrier, 1);
  const Event* e = test::find_event(o, "object_picked_up");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->data["citation"], "seed 003, \"Transport\"");
  EXPECT_EQ(pick_up(game, 1).refusal->code, RefusalCode::NotAllowed);  // carried already
}

TEST(TransportCargo, ObjectMovesWithItsCarrier) {
  Game game = carrying();
  ASSERT_TRUE(pick_up(game, 1).accepted());
  const Outcome moved = game.submit({"move", {{"figure", 1}, {"path", {{90, 50}}}}});
  ASSERT_TRUE(moved.accepted()) << moved.refusal->message;
  EXPECT_EQ(object(game).position, (map::Point{90, 50}));
  // The referee's place and remove: the object falls where the carrier was removed.
  ASSERT_TRUE(game.submit({"remove", {{"figure", 1}}}).accepted());
  EXPECT_FALSE(game.state().victory.carrier);
  EXPECT_EQ(object(game).position, (map::Point{90, 50}));
}

TEST(TransportCargo, DropPutsTheObjectDown) {
  Game game = carrying();
  EXPECT_EQ(game.submit({"drop", {{"figure", 1}}}).refusal->code, RefusalCode::NotAllowed);
  ASSERT_TRUE(pick_up(game, 1).accepted());
  const Outcome o = game.submit({"drop", {{"figure", 1}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_NE(test::find_event(o, "object_dropped"), nullptr);
  EXPECT_FALSE(game.state().victory.carrier);
  EXPECT_EQ(object(game).position, (map::Point{90, 60 - 2.25}));
}

TEST(TransportCargo, CarriedHomeWins) {
  const Scenario scenario = transport_scenario();
  BattleState state = make_battle_state(setup(), scenario, 3);
  const Battlefield field = scenario_battlefield(scenario);
  state.victory.carrier = 2;
  state.find(2)->placement.centre = {90, 8};  // in the men's deployment zone
  EventSink events;
  victory_turn_ends(field, state, events);
  ASSERT_TRUE(state.finished);
  EXPECT_EQ(state.winner, 0);
  EXPECT_EQ(state.victory.objectives.back().position, (map::Point{90, 8}));
}

TEST(TransportCargo, OtherBattlesHaveNothingToCarry) {
  const Scenario scenario = test::demo_scenario();
  Game game(setup(), make_battle_state(setup(), scenario, 1), scenario_battlefield(scenario));
  int first = 0;
  for (const Figure& f : game.state().figures)
    if (f.side == game.state().active_side && !first) first = f.id;
  EXPECT_EQ(pick_up(game, first).refusal->code, RefusalCode::NotAllowed);
}

}  // namespace
}  // namespace fray::game
