#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fray/dice/die_source.h>
#include <fray/game/command/attack_projection.h>
#include <fray/game/command/command.h>
#include <fray/game/command/command_registry.h>
#include <fray/game/command/fighter_facts.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/turn_structure.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

class Game;
struct Scenario;
struct ScenarioFigure;

/// A set of rules the engine plays a battle by (docs/architecture.md, "Rule systems"): the
/// engine owns the turn structure, the sequencer, the log, undo and saves; it asks the battle's
/// system whatever depends on the rules. A system is loaded once into the GameSetup, shared
/// read-only by every battle (and by the batch's threads), so it keeps no mutable state.
class RuleSystem {
 public:
  virtual ~RuleSystem() = default;

  /// As scenarios and saves name it: "classic".
  virtual std::string_view id() const = 0;
  /// Its commands; the handlers hold the system's definitions. Looked up before the engine's
  /// own commands, and never under the same name.
  virtual const CommandRegistry& commands() const = 0;
  /// The data folders it reads (relative to the data folder): saves fingerprint them.
  virtual std::vector<std::string> data_folders() const = 0;
  /// The turn structures it brings with its own data (classic: classic/turn.json). The setup
  /// lists them before those of data/turn_structures/.
  virtual const std::vector<TurnStructure>& turn_structures() const = 0;
  /// The end-of-turn steps it runs (end_of_turn_step): a turn structure may list only these for
  /// a battle played by this system.
  virtual std::span<const std::string_view> end_of_turn_steps() const = 0;

  /// Whether `figure` can still do something the current phase allows. The engine has already
  /// checked what every system shares: alive, not done this phase, its side not passed, not
  /// held by a spell, not falling out of a simultaneous phase.
  virtual bool may_act(const TurnStructure& structure, const Battlefield& field,
                       const BattleState& state, const Figure& figure) const = 0;
  /// Whether `figure` owes a forced reaction (ActionKind::Recoil) that must be carried out before
  /// anyone else acts.
  virtual bool owes_reaction(const Figure& figure) const = 0;
  /// The key of phases whose figures act one at a time in ascending order
  /// (ActivationOrder::LeadershipAscending): the lowest goes first.
  virtual int activation_rank(const Figure& figure) const = 0;
  /// Runs one end-of-turn step the turn structure lists ("life_tests", "reload" ...).
  virtual void end_of_turn_step(const std::string& step, const Battlefield& field,
                                BattleState& state, dice::DieSource& dice,
                                EventSink& events) const = 0;

  /// How far `figure` may move in one move, in cm (what the move command allows), in the battle
  /// `state` (whose settings a system may read: d20, the battlefield's size).
  virtual double allowance_cm(const BattleState& state, const Figure& figure) const = 0;
  /// Whether any wound kills `figure` outright (classic: a figure of a single life point).
  virtual bool killed_by_any_wound(const Figure& figure) const = 0;
  /// Whether `figure` rides: ground impassable to riders is then impassable to it.
  virtual bool mounted(const Figure& figure) const = 0;
  /// What wounds dealt outside the system's own commands (the referee's `wound`, fire) do to
  /// `figure`, which has just taken them. By default a figure any wound kills is killed
  /// (killed_by_any_wound) with `cause`; High Adventure disables one whose full wounds reach its
  /// Strength.
  virtual void after_wounds(Figure& figure, EventSink& events, const std::string& cause) const;
  /// A figure put out of the fight in a simultaneous phase (status.falling) leaves the battle as
  /// the phase ends: killed by default; High Adventure's disabled and grievously wounded leave it
  /// alive.
  virtual void fall_at_phase_end(Figure& figure, EventSink& events) const;
  /// What the system's rules do to the state any command left, once it has run and before the
  /// sequencer looks for a winner and the next figure to act: High Adventure's undead fall when
  /// the magic user keeping them up is out of the fight. The turn steps the sequencer then sets
  /// off are the system's own (end_of_turn_step). Nothing by default.
  virtual void after_command(const Battlefield& field, BattleState& state,
                             EventSink& events) const {
    (void)field, (void)state, (void)events;
  }

  /// One of seed 004's character attributes of `figure` ("bravery", "strength", "skill",
  /// "cleverness", "leadership"), tested with a D6 not above it: High Adventure's sheets have
  /// them; nothing by default (classic and d20 figures have none). Read by the engine's
  /// attribute tests (`attribute_test`, `stealth_test`) and seed 004's force table (the party's
  /// Strength; 1 a figure without one, assumed).
  virtual std::optional<int> attribute(const Figure& figure, std::string_view name) const {
    (void)figure, (void)name;
    return std::nullopt;
  }

  /// Whether `figure` has Stealth (seed 004, "Stealth": thieves, assassins, Halflings): the
  /// referee's `spot` then tests its Cleverness out of the open without being told. None by
  /// default.
  virtual bool stealthy(const Figure& figure) const {
    (void)figure;
    return false;
  }

  /// What the AIs ask. The command by which `attacker` makes an attack of `kind` at `target` now
  /// (classic: "shoot" or "strike"); its chances are Game::preview of that command.
  virtual Command attack_command(AttackKind kind, int attacker, int target) const = 0;
  /// The chances of an attack the attacker cannot make yet (it must move or wait for its phase),
  /// as if it were made in `phase` under the conditions the plan gives, from the same situation
  /// the command will read. Nothing when the rules would refuse it.
  virtual AttackChances project_attack(const Battlefield& field, const BattleState& state,
                                       const PhaseDefinition& phase,
                                       const AttackPlan& plan) const = 0;

  /// What the AIs weigh about `figure` in the system's terms: its kind, rank, threat, weapons and
  /// whether the rules make it run (docs/rules/solo-ai.md).
  virtual FighterFacts fighter_facts(const BattleState& state, const Figure& figure) const = 0;
  /// Whether the system tests its armies' morale itself (d20: seed 003, "Morale"): the seed 003
  /// AI then rolls no morale of its own. None by default.
  virtual bool tests_army_morale() const { return false; }
  /// Whether the system plans the AIs' moves (step_towards); if not (the default), an AI
  /// shortens a straight move itself until the game accepts it.
  virtual bool plans_steps() const { return false; }
  /// Whether a base wider than a space covers several spaces of a hex or square map, a large
  /// figure with a main space (seed 003, "Large Figures"; Battlefield::spaces_under). The game sets
  /// its battlefield so. Not by default: every figure stands in one space.
  virtual bool large_bases_cover_spaces() const { return false; }
  /// Where plans_steps: a move the system's rules accept that takes `figure` towards `to` (onto
  /// it when free, else as near as its move goes; next to a figure standing there), never off
  /// the table, with whatever the rules move along with it (d20: its unit). Nothing when no move
  /// gets nearer; the AI then tries no move of its own.
  virtual std::optional<Command> step_towards(const Game& game, const Figure& figure,
                                              map::Point to) const {
    (void)game, (void)figure, (void)to;
    return std::nullopt;
  }

  /// The scenario's setup rules the system checks before its figures are placed (classic: the
  /// points budget). Throws io::DataError naming the scenario's file and the member at fault.
  virtual void check_scenario(const Scenario& scenario) const = 0;
  /// Checks a scenario's (or a placed) figure's sheet against the system's definitions and
  /// completes `figure`, whose core the engine has filled from `in`, with what the system derives
  /// (classic: the species' usual base when `in` gives none, the ammunition its weapon carries).
  /// Throws io::DataError at `pointer` and the member at fault.
  virtual void settle_figure(const ScenarioFigure& in, Figure& figure, const std::string& file,
                             const std::string& pointer) const = 0;
  /// Whether two figures stand in one place by the system's rules, so that setting up a
  /// scenario lets their bases overlap (d20: a rider on its mount). None by default.
  virtual bool shares_space(const Figure& a, const Figure& b) const {
    (void)a, (void)b;
    return false;
  }
};

/// The first end-of-turn step `structure` lists that `system` does not run, if any (a battle
/// plays only a structure whose steps are its system's).
std::optional<std::string> step_not_run(const RuleSystem& system, const TurnStructure& structure);

}  // namespace fray::game
