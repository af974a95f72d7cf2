// The `cast` command and the spells it leaves (seed 004, "Wizards, Witches and Magic";
// docs/rules/magic.md).
#include <gtest/gtest.h>

#include <fray/game/state/magic.h>
#include <fray/io/data_error.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using nlohmann::json;
using test::find_event;
using test::human;
using test::setup;

const json kAllFour = {{"power_points", 6},
                       {"abilities", {"healing", "sleep", "knock_back", "petrify"}}};

// A wizard (#1, side a) at (50, 10) and the figures given (ids from 2, sides as given).
Scenario wizard_and(std::vector<json> others, json magic = kAllFour) {
  json wizard = human(50, 10, {{"id", 1}, {"side", "a"}, {"name", "Wizard"}, {"magic", magic}});
  json figures = json::array({wizard});
  int id = 2;
  for (json& o : others) {
    o["id"] = id++;
    if (!o.contains("side")) o["side"] = "b";
    figures.push_back(o);
  }
  const json doc = {{"format", "fray-scenario"},
                    {"version", 1},
                    {"title", "magic"},
                    {"rule_system", "classic"},
                    {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                    {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                    {"figures", figures}};
  return parse_scenario(doc, "magic.json");
}

Command cast(const std::string& ability, int target) {
  return {"cast", {{"caster", 1}, {"ability", ability}, {"target", target}}};
}

Outcome submit_ok(Game& game, const Command& command) {
  const Outcome o = game.submit(command);
  EXPECT_TRUE(o.accepted()) << command.name << " " << command.payload.dump() << ": "
                            << (o.refusal ? o.refusal->message : "");
  return o;
}

void set_dice(Game& game, std::initializer_list<int> faces) {
  for (const int face : faces) submit_ok(game, {"set_die", {{"face", face}}});
}

// Both sides pass every phase until turn `turn` begins (the sequencer skips phases nobody can
// act in, so a turn may already have ended by itself).
void run_to_turn(Game& game, int turn) {
  for (int guard = 0; guard < 40 && game.state().turn < turn && !game.state().finished; ++guard)
    submit_ok(game, {"end_phase", {{"side", game.state().active_side}}});
  ASSERT_EQ(game.state().turn, turn);
}

TEST(Magic, ScenarioFiguresCarryPowerPointsAndAbilitiesAndSavesKeepThem) {
  const Game game = Game::from_scenario(setup(), wizard_and({human(50, 15)}), 1);
  const Figure& wizard = *game.state().find(1);
  EXPECT_EQ(wizard.magic.power_points, 6);
  EXPECT_TRUE(knows_ability(wizard, "petrify"));
  EXPECT_FALSE(knows_ability(wizard, "smoke"));
  BattleState copy = game.state();
  copy.figures[1].magic.asleep_since = 2;
  const BattleState back = state_from_json(state_to_json(copy), "save", "");
  EXPECT_EQ(back.figures[0].magic, copy.figures[0].magic);
  EXPECT_EQ(back.figures[1].magic, copy.figures[1].magic);
  // Figures without magic write nothing: older saves (no "magic") load unchanged.
  const json saved = state_to_json(game.state());
  EXPECT_TRUE(saved["figures"][0].contains("magic"));
  EXPECT_FALSE(saved["figures"][1].contains("magic"));
}

TEST(Magic, AnUnknownAbilityInAScenarioIsADataError) {
  json magic = {{"power_points", 4}, {"abilities", {"fireball"}}};
  EXPECT_THROW(Game::from_scenario(setup(), wizard_and({human(50, 15)}, magic), 1), io::DataError);
}

TEST(Magic, SleepSucceedsOnADieNotAboveThePointsAndTheSleeperCannotAct) {
  Game game = Game::from_scenario(setup(), wizard_and({human(50, 15)}), 1);
  set_dice(game, {6});  // 6 does not exceed 6 points
  const Outcome o = submit_ok(game, cast("sleep", 2));
  const Event* casting = find_event(o, "casting");
  ASSERT_TRUE(casting);
  EXPECT_EQ(casting->data["rolled"], 6);
  EXPECT_EQ(casting->data["success"], true);
  EXPECT_EQ(casting->data["citation"], "seed 004, \"Wizards, Witches and Magic\"");
  EXPECT_EQ(game.state().find(1)->magic.power_points, 5);
  const Event* asleep = find_event(o, "status_changed");
  ASSERT_TRUE(asleep);
  EXPECT_EQ(asleep->data["status"], "asleep");
  EXPECT_TRUE(spellbound(*game.state().find(2)));
  // The sleeper may not act.
  const auto refused = game.check({"move", {{"figure", 2}, {"path", {{50, 25}}}}});
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->message.find("asleep"), std::string::npos) << refused->message;
}

TEST(Magic, TheSleeperRollsToWakeOnlyInLaterTurnsAndWakesOnASix) {
  Game game = Game::from_scenario(setup(), wizard_and({human(50, 15)}), 1);
  set_dice(game, {4});
  submit_ok(game, cast("sleep", 2));
  run_to_turn(game, 2);  // the turn it fell asleep ended without a roll
  EXPECT_TRUE(spellbound(*game.state().find(2)));
  set_dice(game, {5});
  run_to_turn(game, 3);
  EXPECT_TRUE(spellbound(*game.state().find(2)));
  set_dice(game, {6});
  run_to_turn(game, 4);
  EXPECT_FALSE(spellbound(*game.state().find(2)));
}

TEST(Magic, AnAsleepFigureDoesNotStrikeBack) {
  Game game = Game::from_scenario(setup(), wizard_and({human(50, 12)}), 1);  // in contact
  set_dice(game, {4});
  submit_ok(game, cast("sleep", 2));
  while (game.state().phase < 2 && game.state().turn == 1)
    submit_ok(game, {"end_phase", {{"side", game.state().active_side}}});
  ASSERT_EQ(game.state().phase, 2u) << game.allowed_now();
  const Outcome o = submit_ok(game, {"strike", {{"figure", 1}, {"target", 2}}});
  ASSERT_TRUE(find_event(o, "melee"));
  EXPECT_EQ(find_event(o, "melee")->data["defender_strikes_back"], false);
}

TEST(Magic, ANaturalOneOrADieAboveThePointsFailsAndCostsNothing) {
  json magic = {{"power_points", 3}, {"abilities", {"sleep"}}};
  for (const int face : {1, 4}) {
    Game game = Game::from_scenario(setup(), wizard_and({human(50, 15)}, magic), 1);
    set_dice(game, {face});
    const Outcome o = submit_ok(game, cast("sleep", 2));
    ASSERT_TRUE(find_event(o, "casting"));
    EXPECT_EQ(find_event(o, "casting")->data["success"], false) << face;
    EXPECT_EQ(game.state().find(1)->magic.power_points, 3) << face;
    EXPECT_FALSE(spellbound(*game.state().find(2))) << face;
  }
}

TEST(Magic, CastIsRefusedWithTheReason) {
  Game game = Game::from_scenario(
      setup(),
      wizard_and({human(50, 15), human(50, 40)},
                 {{"power_points", 6}, {"abilities", {"sleep", "smoke", "healing"}}}),
      1);
  const auto code = [&](const Command& c) {
    const auto r = game.check(c);
    return r ? r->code : RefusalCode::UnknownCommand;
  };
  EXPECT_EQ(code(cast("fireball", 2)), RefusalCode::BadPayload);
  EXPECT_EQ(code(cast("petrify", 2)), RefusalCode::NotAllowed);  // not in its panoply
  EXPECT_EQ(code(cast("smoke", 2)), RefusalCode::NotAllowed);    // listed, not implemented
  EXPECT_EQ(code(cast("sleep", 3)), RefusalCode::TooFar);        // 3" is 7.62 cm
  EXPECT_EQ(code(cast("healing", 2)), RefusalCode::TooFar);      // 1" is 2.54 cm
  EXPECT_EQ(code(cast("healing", 1)), RefusalCode::NotAllowed);  // no wound to heal
  EXPECT_EQ(code(cast("sleep", 1)), RefusalCode::NotAllowed);    // not at itself
  EXPECT_EQ(code({"cast", {{"caster", 1}, {"ability", "sleep"}}}), RefusalCode::BadPayload);
  submit_ok(game, {"move", {{"figure", 1}, {"path", {{52, 10}}}}});
  EXPECT_EQ(code(cast("sleep", 2)), RefusalCode::AlreadyActed);  // must stay stationary
}

TEST(Magic, TooFewPointsToSucceedAndTheMeleePhaseAreRefused) {
  json magic = {{"power_points", 1}, {"abilities", {"sleep"}}};
  Game game = Game::from_scenario(setup(), wizard_and({human(50, 15)}, magic), 1);
  const auto r = game.check(cast("sleep", 2));
  ASSERT_TRUE(r);
  EXPECT_NE(r->message.find("cannot succeed"), std::string::npos) << r->message;
  Game later = Game::from_scenario(setup(), wizard_and({human(50, 12)}), 1);  // in contact
  while (later.state().phase < 2)
    submit_ok(later, {"end_phase", {{"side", later.state().active_side}}});
  const auto melee = later.check(cast("sleep", 2));
  ASSERT_TRUE(melee);
  EXPECT_EQ(melee->code, RefusalCode::WrongPhase);
}

TEST(Magic, PetrifyHoldsTheTargetFor2D6TurnsCountedAtEachTurnsEnd) {
  Game game = Game::from_scenario(setup(), wizard_and({human(50, 60)}), 1);  // 24" is 61 cm
  set_dice(game, {2, 1, 2});  // casting 2; 2D6 = 1 + 2 = 3 turns
  const Outcome o = submit_ok(game, cast("petrify", 2));
  const Event* e = find_event(o, "status_changed");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->data["status"], "petrified");
  EXPECT_EQ(e->data["turns"], 3);
  for (int turn = 2; turn <= 3; ++turn) {
    run_to_turn(game, turn);
    EXPECT_TRUE(spellbound(*game.state().find(2))) << turn;
  }
  run_to_turn(game, 4);
  EXPECT_FALSE(spellbound(*game.state().find(2)));
}

TEST(Magic, KnockBackPushesStraightAwayAndStopsAtAnotherBase) {
  // Target 10 cm south of the wizard; a bystander whose base edge is 4 cm beyond the target's (2 cm
  // bases).
  struct Row {
    bool blocker;
    double expect_cm;
  };
  for (const Row row : {Row{false, 3 * 2.54}, Row{true, 4.0}}) {
    std::vector<json> others = {human(50, 20)};
    if (row.blocker) others.push_back(human(50, 26, {{"side", "a"}}));
    Game game = Game::from_scenario(setup(), wizard_and(others), 1);
    set_dice(game, {3, 3});  // casting 3, then D6 = 3"
    const Outcome o = submit_ok(game, cast("knock_back", 2));
    const Event* e = find_event(o, "knocked_back");
    ASSERT_TRUE(e);
    EXPECT_NEAR(e->data["distance_cm"].get<double>(), row.expect_cm, 0.26) << row.blocker;
    EXPECT_NEAR(game.state().find(2)->placement.centre.x, 50, 1e-9);
    EXPECT_NEAR(game.state().find(2)->placement.centre.y, 20 + e->data["distance_cm"].get<double>(),
                1e-9);
    EXPECT_EQ(e->data["stopped_by"].get<std::string>().empty(), !row.blocker);
  }
}

TEST(Magic, HealingIsConjuredForThreeStationaryTurnsThenRolled) {
  const json ogre = {{"name", "Ogre"}, {"species", "ogre"}, {"class", 4},
                     {"armour", 3},    {"side", "a"},       {"position", {50, 13}}};
  Game start = Game::from_scenario(setup(), wizard_and({ogre, human(100, 70)}), 1);
  BattleState state = start.state();
  state.figures[1].wounds = 1;
  Game game = Game::resume(setup(), state, 0);
  const Outcome o = submit_ok(game, cast("healing", 2));
  EXPECT_TRUE(find_event(o, "conjuring_started"));
  EXPECT_FALSE(find_event(o, "casting"));
  run_to_turn(game, 3);
  EXPECT_EQ(game.state().find(1)->magic.conjuring, "healing");
  EXPECT_EQ(game.state().find(2)->wounds, 1);
  set_dice(game, {5});
  run_to_turn(game, 4);
  EXPECT_EQ(game.state().find(1)->magic.conjuring, "");
  EXPECT_EQ(game.state().find(2)->wounds, 0);
  EXPECT_EQ(game.state().find(1)->magic.power_points, 4);  // Healing costs 2
}

TEST(Magic, MovingWhileConjuringBreaksItAtNoCost) {
  const json ogre = {{"name", "Ogre"}, {"species", "ogre"}, {"class", 4},
                     {"armour", 3},    {"side", "a"},       {"position", {50, 13}}};
  Game start = Game::from_scenario(setup(), wizard_and({ogre, human(100, 70)}), 1);
  BattleState state = start.state();
  state.figures[1].wounds = 1;
  Game game = Game::resume(setup(), state, 0);
  submit_ok(game, cast("healing", 2));
  run_to_turn(game, 2);
  // Turn 2: the conjuring figure is not asked to act, but may still move (and so break it).
  if (game.state().active_side != 0) submit_ok(game, {"end_phase", {{"side", 1}}});
  submit_ok(game, {"move", {{"figure", 1}, {"path", {{40, 10}}}}});
  run_to_turn(game, 3);
  EXPECT_EQ(game.state().find(1)->magic.conjuring, "");
  EXPECT_EQ(game.state().find(1)->magic.power_points, 6);
  EXPECT_EQ(game.state().find(2)->wounds, 1);
}

}  // namespace
}  // namespace fray::game
