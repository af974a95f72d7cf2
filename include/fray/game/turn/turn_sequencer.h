#pragma once

#include <optional>
#include <string>

#include <fray/dice/die_source.h>
#include <fray/game/command/command.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/setup/turn_structure.h>
#include <fray/game/state/battle_state.h>

namespace fray::game {

/// Says who may act when, following a TurnStructure, and moves the battle through phases and
/// turns (docs/rules/turn-sequence.md). It holds no state of its own: everything it tracks
/// (phase, active side and figure, who has acted) lives in BattleState, so saves and undo
/// cover it.
class TurnSequencer {
 public:
  /// `system` answers what depends on the rules: who can still act, forced reactions, the
  /// order of one-at-a-time phases, the end-of-turn steps.
  TurnSequencer(const TurnStructure& structure, const RuleSystem& system, const Battlefield& field);

  /// Starts the battle: the first turn's first side (initiative roll if the structure has one).
  void start(BattleState& state, dice::DieSource& dice, EventSink& events) const;

  /// Refuses an action out of turn, out of phase, or by a figure that has already acted; the
  /// message says what is allowed now. Referee actions always pass.
  std::optional<Refusal> allows(const BattleState& state, const Action& action) const;

  /// Book-keeping after an executed action: activations, passing to the other side, the end of
  /// phases and turns (life tests, recoil, reloading), victory.
  void after(BattleState& state, const Action& action, dice::DieSource& dice,
             EventSink& events) const;

  /// "Turn 2, movement phase: Men of the Ford to act; Archer 1 (#3) is active: move, face, ..."
  std::string allowed_now(const BattleState& state) const;

  /// Whether a figure may still act in the current phase.
  bool eligible(const BattleState& state, const Figure& figure) const;

  const TurnStructure& structure() const { return structure_; }

 private:
  bool is_interrupt(const BattleState& state, const Action& action) const;
  void pass_turn(BattleState& state) const;
  void settle(BattleState& state, dice::DieSource& dice, EventSink& events) const;
  void advance_phase(BattleState& state, dice::DieSource& dice, EventSink& events) const;
  void begin_turn(BattleState& state, dice::DieSource& dice, EventSink& events) const;
  bool side_has_eligible(const BattleState& state, int side) const;
  /// The first living figure that owes a forced reaction, if any.
  const Figure* owing_reaction(const BattleState& state) const;

  const TurnStructure& structure_;
  const RuleSystem& system_;
  const Battlefield& field_;
};

}  // namespace fray::game
