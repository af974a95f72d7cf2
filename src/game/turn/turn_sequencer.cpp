#include <algorithm>

#include <fray/game/state/battle_queries.h>
#include <fray/game/state/magic.h>
#include <fray/game/turn/turn_sequencer.h>
#include <fray/game/turn/victory.h>

#include "state/cargo.h"
#include "turn/initiative.h"

namespace fray::game {
namespace {

Refusal refuse(RefusalCode code, std::string message) { return {code, std::move(message)}; }

}  // namespace

TurnSequencer::TurnSequencer(const TurnStructure& structure, const RuleSystem& system,
                             const Battlefield& field)
    : structure_(structure), system_(system), field_(field) {}

const Figure* TurnSequencer::owing_reaction(const BattleState& state) const {
  for (const Figure& f : state.figures)
    if (f.alive && system_.owes_reaction(f)) return &f;
  return nullptr;
}

bool TurnSequencer::eligible(const BattleState& state, const Figure& f) const {
  if (!f.alive || f.status.done_this_phase || state.sides[f.side].passed) return false;
  if (spellbound(f) || !f.magic.conjuring.empty()) return false;  // docs/rules/magic.md
  const PhaseDefinition& phase = structure_.phases[state.phase];
  if (f.status.falling && !phase.simultaneous) return false;
  return system_.may_act(structure_, field_, state, f);
}

bool TurnSequencer::side_has_eligible(const BattleState& state, int side) const {
  return std::any_of(state.figures.begin(), state.figures.end(),
                     [&](const Figure& f) { return f.side == side && eligible(state, f); });
}

bool TurnSequencer::is_interrupt(const BattleState& state, const Action& action) const {
  // Opportunity fire: waiting figures of the other side shoot at the figure being activated
  // during movement, once it has moved.
  if (action.kind != ActionKind::Shoot || !state.active_figure || action.actors.empty())
    return false;
  if (!structure_.allows(state.phase, ActionKind::Move)) return false;
  if (!action.target || *action.target != *state.active_figure) return false;
  const Figure* mover = state.find(*state.active_figure);
  if (!mover || !mover->status.has_moved) return false;
  return std::all_of(action.actors.begin(), action.actors.end(), [&](int id) {
    const Figure* f = state.find(id);
    return f && f->status.waiting && f->side != state.active_side;
  });
}

std::optional<Refusal> TurnSequencer::allows(const BattleState& state, const Action& action) const {
  if (action.kind == ActionKind::Referee) return std::nullopt;
  if (state.finished) return refuse(RefusalCode::GameOver, "The battle is over.");
  for (const int id : action.actors) {
    const Figure* f = state.find(id);
    if (!f)
      return refuse(RefusalCode::UnknownFigure, "There is no figure #" + std::to_string(id) + ".");
    if (!f->alive) return refuse(RefusalCode::Dead, figure_label(*f) + " is dead and cannot act.");
    if (spellbound(*f) && action.kind != ActionKind::Recoil)  // a recoil is suffered, not done
      return refuse(RefusalCode::NotAllowed, spellbound_reason(*f));
  }
  const bool recoil_pending = owing_reaction(state) != nullptr;
  if (action.kind == ActionKind::Recoil) {
    const Figure* f = state.find(action.actors.front());
    if (system_.owes_reaction(*f)) return std::nullopt;
    return refuse(RefusalCode::NotAllowed,
                  figure_label(*f) + " has no recoil to carry out. " + allowed_now(state));
  }
  if (recoil_pending)
    return refuse(RefusalCode::NotYourTurn,
                  "A recoil must be carried out (or refused) first. " + allowed_now(state));
  if (!structure_.allows(state.phase, action.kind))
    return refuse(RefusalCode::WrongPhase, "'" + std::string(to_string(action.kind)) +
                                               "' is not allowed in this phase. " +
                                               allowed_now(state));
  if (is_interrupt(state, action)) return std::nullopt;
  if (action.kind == ActionKind::Shoot && action.actors.size() > 1 &&
      structure_.allows(state.phase, ActionKind::Move))
    return refuse(RefusalCode::WrongPhase,
                  "Volleys of several shooters are shot in the shooting phase; while moving only "
                  "the figure being activated shoots. " +
                      allowed_now(state));
  const int side = action.actors.empty() ? action.side : state.find(action.actors.front())->side;
  for (const int id : action.actors)
    if (state.find(id)->side != side)
      return refuse(RefusalCode::NotAllowed, "Figures of both sides cannot act together.");
  if (side != state.active_side)
    return refuse(RefusalCode::NotYourTurn, "It is not this side's turn. " + allowed_now(state));
  if (action.kind == ActionKind::EndPhase) return std::nullopt;
  if (state.active_figure) {
    if (action.actors.size() != 1 || action.actors.front() != *state.active_figure)
      return refuse(RefusalCode::NotYourTurn, allowed_now(state));
    const PhaseDefinition& phase = structure_.phases[state.phase];
    const bool is_move = action.kind == ActionKind::Move || action.kind == ActionKind::Charge;
    if (phase.max_moves >= 0 && action.kind != ActionKind::EndActivation &&
        action.kind != ActionKind::Face) {
      const bool move_left = is_move && state.moves_in_activation < phase.max_moves;
      if (!move_left && state.others_in_activation >= phase.max_other_actions)
        return refuse(RefusalCode::AlreadyActed,
                      "This activation has used its move and its other action (seed 003, "
                      "\"Actions\"). " +
                          allowed_now(state));
    }
    return std::nullopt;
  }
  if (action.kind == ActionKind::EndActivation)
    return refuse(RefusalCode::NotAllowed, "No activation is under way. " + allowed_now(state));
  for (const int id : action.actors) {
    const Figure* f = state.find(id);
    if (f->status.done_this_phase)
      return refuse(RefusalCode::AlreadyActed,
                    figure_label(*f) + " has already acted in this phase. " + allowed_now(state));
    if (f->status.falling && !structure_.phases[state.phase].simultaneous)
      return refuse(RefusalCode::Dead, figure_label(*f) + " is falling.");
  }
  return std::nullopt;
}

void TurnSequencer::start(BattleState& state, dice::DieSource& dice, EventSink& events) const {
  state.turn = 1;
  begin_turn(state, dice, events);
  settle(state, dice, events);
}

void TurnSequencer::begin_turn(BattleState& state, dice::DieSource& dice, EventSink& events) const {
  state.phase = 0;
  if (state.victory.type == VictoryType::Ambush && state.turn == 1)
    state.first_side = state.victory.role_side;  // seed 003, "Ambush": the Ambushers act first
  else
    state.first_side = structure_.first_side == FirstSide::InitiativeD20
                           ? roll_initiative(state, dice, events)
                           : (state.turn - 1) % 2;
  state.active_side = state.first_side;
  emit(events, "turn_started", {{"turn", state.turn}, {"first_side", state.first_side}},
       "Turn " + std::to_string(state.turn) + " begins; " + state.sides[state.first_side].name +
           " acts first.");
  emit(events, "phase_started", {{"turn", state.turn}, {"phase", structure_.phases[0].id}},
       "Turn " + std::to_string(state.turn) + ": " + structure_.phases[0].id + " phase.");
  victory_turn_begins(field_, state, dice, events);
}

void TurnSequencer::after(BattleState& state, const Action& action, dice::DieSource& dice,
                          EventSink& events) const {
  const PhaseDefinition& phase = structure_.phases[state.phase];
  auto end_activation = [&] {
    if (state.active_figure)
      if (Figure* f = state.find(*state.active_figure)) f->status.done_this_phase = true;
    state.active_figure.reset();
    state.moves_in_activation = state.others_in_activation = 0;
    pass_turn(state);
  };
  switch (action.kind) {
    case ActionKind::Referee:
    case ActionKind::Recoil:
      break;
    case ActionKind::EndPhase:
      for (Figure& f : state.figures)
        if (f.side == action.side) f.status.done_this_phase = true;
      state.sides[action.side].passed = true;
      if (state.active_figure && state.find(*state.active_figure)->side == action.side)
        state.active_figure.reset();
      pass_turn(state);
      break;
    case ActionKind::EndActivation:
    case ActionKind::Wait:
      end_activation();
      break;
    case ActionKind::ReadyWeapon:  // readying costs the whole activation
    case ActionKind::Cast:         // so does casting: the caster stays stationary (seed 004)
      if (!state.active_figure) state.active_figure = action.actors.front();
      end_activation();
      break;
    default: {
      if (is_interrupt(state, action)) {
        for (const int id : action.actors) state.find(id)->status.waiting = false;
        break;
      }
      if (!state.active_figure && action.actors.size() == 1) state.active_figure = action.actors[0];
      const bool is_move = action.kind == ActionKind::Move || action.kind == ActionKind::Charge;
      if (action.kind != ActionKind::Face) {
        if (is_move && state.moves_in_activation < std::max(phase.max_moves, 1))
          ++state.moves_in_activation;
        else
          ++state.others_in_activation;
      }
      if (phase.one_action_per_activation) {
        for (const int id : action.actors) state.find(id)->status.done_this_phase = true;
        end_activation();
      } else if (phase.max_moves >= 0 && state.moves_in_activation >= phase.max_moves &&
                 state.others_in_activation >= phase.max_other_actions) {
        end_activation();
      }
    }
  }
  settle(state, dice, events);
}

void TurnSequencer::pass_turn(BattleState& state) const {
  const int other = 1 - state.active_side;
  if (side_has_eligible(state, other)) state.active_side = other;
}

void TurnSequencer::settle(BattleState& state, dice::DieSource& dice, EventSink& events) const {
  carry_cargo(state, events);  // the Transport object follows its carrier after every command
  for (int guard = 0; guard < 1000 && !state.finished; ++guard) {
    for (int side = 0; side < 2; ++side) {
      if (side_defeated(state, side)) {
        std::optional<int> winner;
        if (!side_defeated(state, 1 - side)) winner = 1 - side;
        finish_battle(state, winner, "elimination",
                      winner ? state.sides[*winner].name + " wins: no enemy is left standing."
                             : std::string("The battle is over: nobody is left standing."),
                      events);
        return;
      }
    }
    if (owing_reaction(state)) return;
    if (state.active_figure) {
      const Figure* f = state.find(*state.active_figure);
      if (f && f->alive && !f->status.done_this_phase) return;
      state.active_figure.reset();
      state.moves_in_activation = state.others_in_activation = 0;
      pass_turn(state);
    }
    if (structure_.phases[state.phase].order == ActivationOrder::LeadershipAscending) {
      const Figure* next = nullptr;
      for (const Figure& f : state.figures)
        if (eligible(state, f) &&
            (!next || system_.activation_rank(f) < system_.activation_rank(*next)))
          next = &f;
      if (next) {
        state.active_figure = next->id;
        state.active_side = next->side;
        return;
      }
    } else {
      if (side_has_eligible(state, state.active_side)) return;
      if (side_has_eligible(state, 1 - state.active_side)) {
        state.active_side = 1 - state.active_side;
        return;
      }
    }
    advance_phase(state, dice, events);
  }
}

void TurnSequencer::advance_phase(BattleState& state, dice::DieSource& dice,
                                  EventSink& events) const {
  if (structure_.phases[state.phase].simultaneous)
    for (Figure& f : state.figures)
      if (f.alive && f.status.falling) system_.fall_at_phase_end(f, events);
  for (Figure& f : state.figures) f.status.done_this_phase = false;
  for (Side& side : state.sides) side.passed = false;
  state.active_figure.reset();
  state.moves_in_activation = state.others_in_activation = 0;
  if (state.phase + 1 < structure_.phases.size()) {
    ++state.phase;
    state.active_side = state.first_side;
    emit(events, "phase_started",
         {{"turn", state.turn}, {"phase", structure_.phases[state.phase].id}},
         "Turn " + std::to_string(state.turn) + ": " + structure_.phases[state.phase].id +
             " phase.");
    return;
  }
  emit(events, "turn_ending", {{"turn", state.turn}},
       "End of turn " + std::to_string(state.turn) + ".");
  for (const std::string& step : structure_.end_of_turn)
    system_.end_of_turn_step(step, field_, state, dice, events);
  victory_turn_ends(field_, state, events);
  if (state.finished) return;
  ++state.turn;
  begin_turn(state, dice, events);
}

std::string TurnSequencer::allowed_now(const BattleState& state) const {
  if (state.finished) return "The battle is over.";
  const PhaseDefinition& phase = structure_.phases[state.phase];
  std::string text = "Now: turn " + std::to_string(state.turn) + ", " + phase.id + " phase; ";
  if (const Figure* f = owing_reaction(state))
    return text + figure_label(*f) + " must recoil (command 'recoil').";
  std::string actions;
  for (const ActionKind kind : phase.actions)
    actions += (actions.empty() ? "" : ", ") + std::string(to_string(kind));
  if (state.active_figure)
    return text + figure_label(*state.find(*state.active_figure)) + " of " +
           state.sides[state.active_side].name + " is acting (" + actions + ").";
  return text + state.sides[state.active_side].name + " to activate a figure that has not acted (" +
         actions + ").";
}

}  // namespace fray::game
