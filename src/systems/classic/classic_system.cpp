#include <stdexcept>
#include <string>
#include <typeinfo>
#include <utility>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/movement_allowance.h>
#include <fray/classic/rules/data_loader.h>
#include <fray/classic/scenario_budget.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_refusal.h>

#include "attack_projection.h"
#include "classic_queries.h"
#include "classic_setup.h"
#include "command_families.h"
#include "turn_steps.h"

namespace fray::game {
namespace {

class ClassicSystem final : public RuleSystem {
 public:
  ClassicSystem(std::shared_ptr<const rules::Ruleset> rules, CommandRegistry commands,
                std::vector<TurnStructure> turn_structures)
      : rules_(std::move(rules)),
        commands_(std::move(commands)),
        turn_structures_(std::move(turn_structures)) {}

  std::string_view id() const override { return "classic"; }
  const CommandRegistry& commands() const override { return commands_; }
  std::vector<std::string> data_folders() const override {
    return {"classic", "magic", "hex_tactics"};
  }
  const std::vector<TurnStructure>& turn_structures() const override { return turn_structures_; }
  std::span<const std::string_view> end_of_turn_steps() const override {
    return kClassicEndOfTurnSteps;
  }

  // A figure may act while the phase allows moving, or shooting with a weapon it can use now,
  // or striking an enemy in contact (seed 000, "Turn sequence").
  bool may_act(const TurnStructure& structure, const Battlefield& field, const BattleState& state,
               const Figure& f) const override {
    if (structure.allows(state.phase, ActionKind::Move) ||
        structure.allows(state.phase, ActionKind::Charge))
      return true;
    if (structure.allows(state.phase, ActionKind::Shoot) && could_shoot(*rules_, field, state, f))
      return true;
    return structure.allows(state.phase, ActionKind::Strike) && !f.status.has_struck &&
           !f.status.recoiling && !enemies_in_contact(field, state, f).empty();
  }

  bool owes_reaction(const Figure& f) const override { return f.status.must_recoil; }

  // Seed 004's movement order, lowest leadership first.
  int activation_rank(const Figure& f) const override { return f.leadership; }

  void end_of_turn_step(const std::string& step, const Battlefield&, BattleState& state,
                        dice::DieSource& dice, EventSink& events) const override {
    run_end_of_turn_step(step, *rules_, state, dice, events);
  }

  double allowance_cm(const BattleState&, const Figure& f) const override {
    return game::allowance_cm(*rules_, f);
  }

  bool killed_by_any_wound(const Figure& f) const override { return life_die(*rules_, f) == 1; }

  bool mounted(const Figure& f) const override {
    return classic_sheet(f).spec.mount != rules::TroopType::Foot;
  }

  Command attack_command(AttackKind kind, int attacker, int target) const override {
    return classic_attack_command(kind, attacker, target);
  }

  FighterFacts fighter_facts(const BattleState&, const Figure& f) const override {
    return classic_fighter_facts(*rules_, f);
  }

  AttackChances project_attack(const Battlefield& field, const BattleState& state,
                               const PhaseDefinition& phase,
                               const AttackPlan& plan) const override {
    return project_classic_attack(*rules_, field, state, phase, plan);
  }

  void check_scenario(const Scenario& scenario) const override {
    if (!scenario.settings.empty())
      io::refuse_data(scenario.file, "/settings",
                      "no \"settings\" (the classic system has none; rule options go in "
                      "\"rule_options\")",
                      scenario.settings.dump());
    // Seeds 000 and 002 measure on a table; seed 001 gives their hex play. Square maps are
    // seed 003's (the d20 system); classic has no reading of them (docs/rules/d20.md).
    if (scenario.square_map)
      io::refuse_data(scenario.file, "/map",
                      "a table or a hex map (square maps are for the d20 rule system)",
                      "a square map");
    check_budget(*rules_, scenario);
  }

  void settle_figure(const ScenarioFigure& in, Figure& figure, const std::string& file,
                     const std::string& pointer) const override {
    settle_classic_figure(*rules_, in, figure, file, pointer);
  }

  const rules::Ruleset& rules() const { return *rules_; }

 private:
  std::shared_ptr<const rules::Ruleset> rules_;
  CommandRegistry commands_;
  std::vector<TurnStructure> turn_structures_;
};

}  // namespace

const rules::Ruleset& classic_rules(const GameSetup& setup) {
  return classic_rules(setup.system("classic"));
}

const rules::Ruleset* find_classic_rules(const RuleSystem& system) {
  if (typeid(system) == typeid(ClassicSystem))
    return &static_cast<const ClassicSystem&>(system).rules();
  return nullptr;
}

const rules::Ruleset& classic_rules(const RuleSystem& system) {
  // The class is final, so comparing type identities is the whole check (a dynamic_cast would
  // walk the type information on every call, and commands ask often).
  if (typeid(system) == typeid(ClassicSystem))
    return static_cast<const ClassicSystem&>(system).rules();
  throw std::logic_error(
      "This command belongs to the classic rule system, and the battle's rule "
      "system ('" +
      std::string(system.id()) + "') does not give it the classic definitions.");
}

std::unique_ptr<RuleSystem> make_classic_system(std::shared_ptr<const rules::Ruleset> rules,
                                                std::vector<TurnStructure> turn_structures) {
  return std::make_unique<ClassicSystem>(std::move(rules), classic_commands(),
                                         std::move(turn_structures));
}

std::unique_ptr<RuleSystem> load_classic_system(const std::filesystem::path& data_dir) {
  std::vector<TurnStructure> structures{
      load_turn_structure(data_dir / "classic" / "turn.json", "classic/turn.json")};
  return make_classic_system(std::make_shared<const rules::Ruleset>(rules::load_ruleset(data_dir)),
                             std::move(structures));
}

}  // namespace fray::game
