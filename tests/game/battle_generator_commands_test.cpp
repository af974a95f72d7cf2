// Seed 004's generators in a battle: the event deck (draw_event), portal counters (portal_react)
// and arrivals (generate_forces), through the command path: logged, saved, replayed, undone.
#include <filesystem>
#include <functional>
#include <map>

#include <gtest/gtest.h>

#include <fray/classic/classic_figure.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::find_event;
using test::setup;

const std::filesystem::path kScenarios = std::filesystem::path(FRAY_DATA_DIR) / "scenarios";

Scenario temple(const std::function<void(json&)>& edit = {}) {
  const Scenario bundled = load_scenario(kScenarios / "temple-raid.json");
  if (!edit) return bundled;
  json doc = bundled.document;  // the map is inlined in it
  edit(doc);
  return parse_scenario(doc, "temple-raid.json");
}

void move_figure(json& doc, int id, double x, double y) {
  for (json& f : doc["figures"])
    if (f["id"] == id) f["position"] = {x, y};
}

const PortalCounter& counter(const Game& game, int id) {
  for (const PortalCounter& k : game.state().generators.portals->counters)
    if (k.id == id) return k;
  throw std::logic_error("no counter");
}

Outcome send(Game& game, const std::string& name, json payload = json::object()) {
  return game.submit({name, std::move(payload)});
}

TEST(EventDeckCommand, RefusedWhenTheScenarioHasNoDeck) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 7);
  const Outcome o = send(game, "draw_event");
  ASSERT_FALSE(o.accepted());
  EXPECT_EQ(o.refusal->code, RefusalCode::NotAllowed);
  EXPECT_FALSE(game.state().generators.in_use());
  EXPECT_FALSE(state_to_json(game.state()).contains("seed004"));
}

TEST(EventDeckCommand, DrawsOneCardATurnWithTheGamesDiceAndLogsIt) {
  Game game = Game::from_scenario(setup(), temple(), 7);
  ASSERT_TRUE(game.state().generators.deck.enabled);
  const Outcome o = send(game, "draw_event");
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* shuffled = find_event(o, "event_deck_shuffled");
  const Event* drawn = find_event(o, "event_card_drawn");
  ASSERT_TRUE(shuffled && drawn);
  EXPECT_EQ(shuffled->data["cards"], 20);
  EXPECT_EQ(drawn->data["remaining"], 19);
  EXPECT_EQ(drawn->data["turn"], 1);
  EXPECT_EQ(drawn->data["rule"], "seed 004, \"Setting up a game\"");
  EXPECT_EQ(game.state().generators.deck.remaining.size(), 19u);
  const Outcome again = send(game, "draw_event");
  ASSERT_FALSE(again.accepted());
  EXPECT_EQ(again.refusal->code, RefusalCode::NotAllowed);
}

TEST(EventDeckCommand, SameSeedSameCardsAndUndoPutsTheCardBack) {
  Game a = Game::from_scenario(setup(), temple(), 11);
  Game b = Game::from_scenario(setup(), temple(), 11);
  const Outcome oa = send(a, "draw_event");
  const Outcome ob = send(b, "draw_event");
  EXPECT_EQ(find_event(oa, "event_card_drawn")->data, find_event(ob, "event_card_drawn")->data);
  EXPECT_EQ(test::dump(a), test::dump(b));
  ASSERT_TRUE(a.undo());
  EXPECT_FALSE(a.state().generators.deck.shuffled);
  EXPECT_TRUE(a.state().generators.deck.remaining.empty());
  const Outcome redone = a.redo();
  EXPECT_EQ(find_event(redone, "event_card_drawn")->data, find_event(ob, "event_card_drawn")->data);
}

TEST(EventDeckCommand, DealsEveryCardOnceThenShufflesAgain) {
  const Scenario s = temple();
  BattleState state = make_battle_state(setup(), s, 3);
  std::map<std::string, int> seen;
  int shuffles = 0;
  for (int turn = 1; turn <= 21; ++turn) {
    state.generators.deck.drawn_turn = 0;  // a new turn's draw, without playing the turn
    Game game(setup(), state, scenario_battlefield(s));
    const Outcome o = send(game, "draw_event");
    ASSERT_TRUE(o.accepted()) << o.refusal->message;
    if (find_event(o, "event_deck_shuffled")) ++shuffles;
    if (turn <= 20) ++seen[find_event(o, "event_card_drawn")->data["card"].get<std::string>()];
    state = game.state();
  }
  EXPECT_EQ(shuffles, 2);
  EXPECT_EQ(seen["blank"], 14);
  EXPECT_EQ(seen["rain"] + seen["fog"] + seen["wind"] + seen["clearing"], 4);
}

TEST(BattleGenerators, SavedAndLoadedAndOldSavesHaveNone) {
  Game game = Game::from_scenario(setup(), temple(), 5);
  send(game, "draw_event");
  const json saved = state_to_json(game.state());
  ASSERT_TRUE(saved.contains("seed004"));
  const BattleState loaded = state_from_json(saved, "save.json", "");
  EXPECT_EQ(loaded.generators, game.state().generators);
  EXPECT_EQ(state_to_json(loaded), saved);
  json old = saved;
  old.erase("seed004");
  const BattleState before = state_from_json(old, "old.json", "");
  EXPECT_FALSE(before.generators.in_use());
}

TEST(TempleRaid, LoadsWithItsPortalsForcesAndDeck) {
  const Scenario s = temple();
  ASSERT_TRUE(s.generators.portals);
  const PortalsState& p = *s.generators.portals;
  EXPECT_EQ(p.side, 1);
  EXPECT_TRUE(p.dungeon);
  EXPECT_EQ(p.counters.size(), 4u);
  EXPECT_TRUE(p.counters[3].area_marker);
  EXPECT_EQ(p.forces.size(), 5u);
  EXPECT_EQ(p.next_figure_id, 100);
  EXPECT_TRUE(s.generators.deck.enabled);
  const BattleState state = make_battle_state(setup(), s, 1);
  EXPECT_EQ(state.generators, s.generators);
}

TEST(PortalsScenario, RefusesABrokenPortalsMember) {
  const auto broken = [](const std::function<void(json&)>& edit) {
    try {
      temple(edit);
    } catch (const io::DataError& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_NE(broken([](json& d) { d["portals"]["side"] = "nobody"; }), "");
  EXPECT_NE(broken([](json& d) { d["portals"]["counters"][1]["id"] = 1; }), "");
  EXPECT_NE(broken([](json& d) { d["portals"]["forces"]["guard"]["figure"]["id"] = 5; }), "");
  EXPECT_NE(broken([](json& d) { d["portals"]["first_figure_id"] = 3; }), "");
  EXPECT_NE(broken([](json& d) { d["portals"]["surprise"] = 1; }), "");
}

TEST(PortalReact, ACounterFallsBackFromAFigureWithinFiveInchesInADungeon) {
  Game game = Game::from_scenario(setup(), temple([](json& d) { move_figure(d, 1, 40, 14); }), 1);
  const Outcome o = send(game, "portal_react");
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* fell = find_event(o, "portal_fell_back");
  ASSERT_TRUE(fell);
  EXPECT_EQ(fell->data["portal"], 1);
  EXPECT_EQ(fell->data["figure"], 1);
  EXPECT_EQ(fell->data["to"], json::array({56, 6}));
  EXPECT_EQ(counter(game, 1).at, (map::Point{56, 6}));
  EXPECT_EQ(find_event(o, "portals_reacted")->data["approach_cm"], 12.5);
  EXPECT_FALSE(counter(game, 2).eliminated);
}

TEST(PortalReact, ABracketedCounterIsEliminatedAndAreaMarkersStay) {
  Game game = Game::from_scenario(setup(), temple([](json& d) {
                                    move_figure(d, 1, 40, 14);
                                    move_figure(d, 2, 52, 10);
                                  }),
                                  1);
  const Outcome o = send(game, "portal_react");
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* gone = find_event(o, "portal_eliminated");
  ASSERT_TRUE(gone);
  EXPECT_EQ(gone->data["portal"], 1);
  EXPECT_TRUE(counter(game, 1).eliminated);
  EXPECT_FALSE(counter(game, 9).eliminated);
  ASSERT_TRUE(game.undo());
  EXPECT_FALSE(counter(game, 1).eliminated);
}

TEST(PortalReact, RefusedWithoutPortals) {
  Game game = Game::from_scenario(setup(), test::demo_scenario(), 7);
  EXPECT_EQ(send(game, "portal_react").refusal->code, RefusalCode::NotAllowed);
  EXPECT_EQ(send(game, "generate_forces").refusal->code, RefusalCode::NotAllowed);
}

TEST(GenerateForces, ArrivalsFromTheTableStandAtTheCounterInSight) {
  Game game = Game::from_scenario(setup(), temple(), 1);
  const std::size_t before = game.state().figures.size();
  send(game, "set_die", {{"face", 6}});
  const Outcome o = send(game, "generate_forces");
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Event* rolled = find_event(o, "forces_rolled");
  ASSERT_TRUE(rolled);
  EXPECT_EQ(rolled->data["portals_in_sight"], json::array({3}));  // seen through both doorways
  EXPECT_EQ(rolled->data["total"], 6);
  EXPECT_EQ(rolled->data["portal"], 3);
  EXPECT_EQ(rolled->data["rule"], "seed 004, \"Enemy Force Generation\"");
  ASSERT_EQ(game.state().figures.size(), before + 2);  // 6-7: two guards
  const Figure* guard = game.state().find(100);
  ASSERT_TRUE(guard);
  EXPECT_EQ(guard->side, 1);
  EXPECT_EQ(classic_sheet(*guard).spec.name, "Temple guard");
  EXPECT_LT(map::distance(guard->placement.centre, {64, 24}), 10);
  EXPECT_TRUE(game.state().find(101));
  EXPECT_TRUE(game.state().generators.portals->forces_generated);
  EXPECT_EQ(game.state().generators.portals->forces.at("guard").placed, 2);
  int arrived = 0, placed = 0;
  for (const Event& e : o.events)
    arrived += e.type == "figure_arrived", placed += e.type == "figure_placed";
  EXPECT_EQ(arrived, 2);
  EXPECT_EQ(placed, 2);
  const Outcome again = send(game, "generate_forces");
  ASSERT_FALSE(again.accepted());
  EXPECT_EQ(again.refusal->code, RefusalCode::NotAllowed);
}

TEST(GenerateForces, ANaturalOneBringsNothingAndTheRefereeMayNameTheCounters) {
  Game game = Game::from_scenario(setup(), temple(), 1);
  send(game, "set_die", {{"face", 1}});
  const Outcome o = send(game, "generate_forces", {{"portals", {1, 2, 3}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  EXPECT_EQ(find_event(o, "forces_rolled")->data["modifier"], 2);
  EXPECT_EQ(find_event(o, "forces_rolled")->data["row"], 0);
  EXPECT_FALSE(find_event(o, "figure_arrived"));
  Game other = Game::from_scenario(setup(), temple(), 1);
  EXPECT_EQ(send(other, "generate_forces", {{"portals", {42}}}).refusal->code,
            RefusalCode::BadPayload);
  EXPECT_EQ(send(other, "generate_forces", {{"portals", "all"}}).refusal->code,
            RefusalCode::BadPayload);
}

TEST(GenerateForces, AnAreaMarkersArrivalsComeInAtTheNearestUnseenDoorway) {
  // Figure 1 moved back: nobody sees the shrine's doorway, the one nearest the marker.
  Game game = Game::from_scenario(setup(), temple([](json& d) { move_figure(d, 1, 8, 46); }), 1);
  send(game, "set_die", {{"face", 6}});
  const Outcome o = send(game, "generate_forces", {{"portals", {9}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const Figure* guard = game.state().find(100);
  ASSERT_TRUE(guard);
  EXPECT_LT(map::distance(guard->placement.centre, {76, 32}), 7);
}

TEST(GenerateForces, WhenThePartySeesEveryDoorwayAreaArrivalsComeInsideTheArea) {
  // At the start the party sees all three doorways (the shrine's through the gallery's).
  Game game = Game::from_scenario(setup(), temple(), 1);
  send(game, "set_die", {{"face", 6}});
  const Outcome o = send(game, "generate_forces", {{"portals", {9}}});
  ASSERT_TRUE(o.accepted()) << o.refusal->message;
  const map::Polygon shrine = game.state().generators.portals->counters[3].area;
  for (const int id : {100, 101}) {
    ASSERT_TRUE(game.state().find(id));
    EXPECT_TRUE(map::contains(shrine, game.state().find(id)->placement.centre));
  }
}

TEST(GenerateForces, ReplaysUndoesAndSaves) {
  const auto run = [](Game& g) {
    send(g, "generate_forces", {{"portals", {1, 3}}});
    send(g, "portal_react");
  };
  Game a = Game::from_scenario(setup(), temple(), 99);
  Game b = Game::from_scenario(setup(), temple(), 99);
  const std::string start = test::dump(a);
  run(a);
  run(b);
  EXPECT_EQ(test::dump(a), test::dump(b));
  const json saved = state_to_json(a.state());
  EXPECT_EQ(state_to_json(state_from_json(saved, "save.json", "")), saved);
  ASSERT_TRUE(a.undo());
  ASSERT_TRUE(a.undo());
  EXPECT_EQ(test::dump(a), start);
}

TEST(TempleRaid, PortalsReactArrivalsComeAndTheSimplePolicyPlaysTurns) {
  Game game = Game::from_scenario(setup(), temple(), 2026);
  for (int turn = 1; turn <= 4 && !game.state().finished; ++turn) {
    ASSERT_TRUE(send(game, "draw_event").accepted());
    const Outcome rolled = send(game, "generate_forces");
    if (!rolled.accepted()) {
      EXPECT_EQ(rolled.refusal->code, RefusalCode::NotAllowed);
    }
    const Outcome reacted = send(game, "portal_react");
    if (!reacted.accepted()) {
      EXPECT_EQ(reacted.refusal->code, RefusalCode::NotAllowed);
    }
    test::play(game, turn);
  }
  EXPECT_GT(game.state().turn, 1);
  EXPECT_TRUE(game.state().generators.portals->forces_generated);
  bool drawn = false, rolled = false;
  for (const Event& e : game.log().events())
    drawn = drawn || e.type == "event_card_drawn", rolled = rolled || e.type == "forces_rolled";
  EXPECT_TRUE(drawn);
  EXPECT_TRUE(rolled);
}

TEST(TempleRaid, ASavedRaidReplaysIdentically) {
  const Scenario scenario = temple();
  Game game = Game::from_scenario(setup(), scenario, 404);
  send(game, "draw_event");
  send(game, "generate_forces", {{"portals", {1, 2, 3, 9}}});
  send(game, "portal_react");
  test::play(game, 1);
  const SavedGame saved =
      parse_save(save_to_json(record_game(game, scenario, 404)).dump(), "raid.fray");
  const Verification v = verify_save(setup(), saved);
  EXPECT_TRUE(v.ok) << v.detail;
}

}  // namespace
}  // namespace fray::game
