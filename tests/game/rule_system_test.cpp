// The RuleSystem seam (issue 17): the battle plays by the system its scenario names, and the
// sequencer asks that system, not the classic rules, who acts and in what order.
#include <stdexcept>

#include <gtest/gtest.h>

#include <fray/game/setup/rule_system.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "game_fixture.h"

namespace fray::game {
namespace {

using test::human;
using test::setup;

TEST(RuleSystem, TheBattlePlaysByTheSystemItsScenarioNames) {
  const Game game = Game::from_scenario(setup(), test::demo_scenario(), 1);
  EXPECT_EQ(game.state().rule_system, "classic");
  EXPECT_EQ(game.system().id(), "classic");
  EXPECT_EQ(&game.system(), &setup().system("classic"));
  // Classic saves stay as they were: no "rule_system" member.
  EXPECT_FALSE(state_to_json(game.state()).contains("rule_system"));
}

TEST(RuleSystem, AnUnknownSystemIsRefusedNamingTheLoadedOnes) {
  BattleState state = make_battle_state(setup(), test::demo_scenario(), 1);
  state.rule_system = "space_opera";
  try {
    const Game game(setup(), state);
    FAIL() << "built";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'space_opera'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("loaded: classic, d20, high_adventure"), std::string::npos)
        << e.what();
  }
  // Another system's battles save the id and load it back.
  BattleState empty = state;
  empty.figures.clear();
  const nlohmann::json saved = state_to_json(empty);
  EXPECT_EQ(saved.at("rule_system"), "space_opera");
  EXPECT_EQ(state_from_json(saved, "save.fray", "").rule_system, "space_opera");
}

TEST(RuleSystem, ASavedFigureOfAnotherSystemThanItsBattlesIsRefusedWithItsPlace) {
  BattleState state = make_battle_state(setup(), test::demo_scenario(), 1);
  state.rule_system = "d20";  // its figures keep their classic sheets
  try {
    (void)state_from_json(state_to_json(state), "save.fray", "/state");
    FAIL() << "read";
  } catch (const io::DataError& e) {
    const std::string text = e.what();
    EXPECT_NE(text.find("save.fray: /state/figures/0"), std::string::npos) << text;
    EXPECT_NE(text.find("a sheet of the battle's rule system (\"d20\")"), std::string::npos)
        << text;
    EXPECT_NE(text.find("a classic sheet"), std::string::npos) << text;
  }
}

// Classic with the one-at-a-time order turned round: highest leadership first.
class ReversedLeadership final : public RuleSystem {
 public:
  explicit ReversedLeadership(const RuleSystem& classic, std::string_view id = "classic")
      : classic_(classic), id_(id) {}
  std::string_view id() const override { return id_; }
  const CommandRegistry& commands() const override { return classic_.commands(); }
  std::vector<std::string> data_folders() const override { return classic_.data_folders(); }
  const std::vector<TurnStructure>& turn_structures() const override {
    return classic_.turn_structures();
  }
  std::span<const std::string_view> end_of_turn_steps() const override {
    return classic_.end_of_turn_steps();
  }
  bool may_act(const TurnStructure& t, const Battlefield& field, const BattleState& state,
               const Figure& f) const override {
    return classic_.may_act(t, field, state, f);
  }
  bool owes_reaction(const Figure& f) const override { return classic_.owes_reaction(f); }
  int activation_rank(const Figure& f) const override { return -classic_.activation_rank(f); }
  void end_of_turn_step(const std::string& step, const Battlefield& field, BattleState& state,
                        dice::DieSource& dice, EventSink& events) const override {
    classic_.end_of_turn_step(step, field, state, dice, events);
  }
  double allowance_cm(const BattleState& s, const Figure& f) const override {
    return classic_.allowance_cm(s, f);
  }
  bool mounted(const Figure& f) const override { return classic_.mounted(f); }
  bool killed_by_any_wound(const Figure& f) const override {
    return classic_.killed_by_any_wound(f);
  }
  Command attack_command(AttackKind kind, int attacker, int target) const override {
    return classic_.attack_command(kind, attacker, target);
  }
  AttackChances project_attack(const Battlefield& field, const BattleState& state,
                               const PhaseDefinition& phase,
                               const AttackPlan& plan) const override {
    return classic_.project_attack(field, state, phase, plan);
  }
  FighterFacts fighter_facts(const BattleState& state, const Figure& f) const override {
    return classic_.fighter_facts(state, f);
  }
  void check_scenario(const Scenario& s) const override { classic_.check_scenario(s); }
  void settle_figure(const ScenarioFigure& in, Figure& f, const std::string& file,
                     const std::string& pointer) const override {
    classic_.settle_figure(in, f, file, pointer);
  }

 private:
  const RuleSystem& classic_;
  std::string_view id_;
};

TEST(RuleSystem, TheSequencerAsksTheBattlesSystemWhoActsFirst) {
  const Scenario s = test::duel(human(10, 10, {{"leadership", 5}}),
                                human(100, 70, {{"leadership", 1}}), "seed004-leadership");
  EXPECT_EQ(*Game::from_scenario(setup(), s, 2).state().active_figure, 2);  // classic: lowest

  GameSetup reversed = load_game_setup(FRAY_DATA_DIR);
  const std::shared_ptr<const RuleSystem> classic = reversed.systems.at(0);
  reversed.systems.at(0) = std::make_shared<ReversedLeadership>(*classic);
  Game game = Game::from_scenario(reversed, s, 2);
  EXPECT_EQ(*game.state().active_figure, 1);  // this system: highest first
  ASSERT_TRUE(game.submit({"end_activation", {{"figure", 1}}}).accepted());
  EXPECT_EQ(*game.state().active_figure, 2);
  // A classic command reaches the classic definitions through the battle's system: under another
  // system it is refused with a sentence, and the battle is as it was.
  const std::string before = test::dump(game);
  const Outcome move = game.submit({"move", {{"figure", 2}, {"path", {{100, 60}}}}});
  ASSERT_FALSE(move.accepted());
  EXPECT_NE(move.refusal->message.find("rule system"), std::string::npos) << move.refusal->message;
  EXPECT_EQ(test::dump(game), before);
}

TEST(RuleSystem, ASystemWithoutASheetKindIsRefusedWhenTheSetupIsSealed) {
  GameSetup loaded = load_engine_setup(FRAY_DATA_DIR);
  loaded.systems.push_back(
      std::make_shared<ReversedLeadership>(setup().system("classic"), "space_opera"));
  try {
    seal_game_setup(loaded, FRAY_DATA_DIR);
    FAIL() << "sealed";
  } catch (const std::logic_error& e) {
    EXPECT_NE(std::string(e.what()).find("'space_opera' has no figure sheet kind"),
              std::string::npos)
        << e.what();
  }
  // A setup is sealed once: its turn structures are not put in twice.
  GameSetup sealed = load_game_setup(FRAY_DATA_DIR);
  const std::size_t structures = sealed.turn_structures.size();
  EXPECT_THROW(seal_game_setup(sealed, FRAY_DATA_DIR), std::logic_error);
  EXPECT_EQ(sealed.turn_structures.size(), structures);
}

}  // namespace
}  // namespace fray::game
