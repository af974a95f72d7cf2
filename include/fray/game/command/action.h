#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace fray::game {

/// What kind of action a command is, as the turn sequencer reads it (turn.json lists the kinds
/// each phase allows).
enum class ActionKind {
  Move,
  Face,
  Charge,
  Shoot,
  Strike,
  Recoil,
  Hide,
  ShieldWall,
  Wait,
  EndActivation,
  EndPhase,
  Referee,
  SplitStrike,  ///< Allowed wherever "strike" is, unless a phase lists it itself.
  Posture,      ///< crouch / stand: allowed wherever "hide" is, unless listed.
  ReadyWeapon,  ///< Allowed wherever "move" is (readying is done instead of moving), unless listed.
  Cast,         ///< Magic (seed 004): allowed wherever "shoot" is, unless listed.
  /// Any other action a rule system counts against a phase's `max_other_actions` (seed 003's
  /// attack, task or recovery): allowed only where a phase lists "other".
  Other,
};
std::string_view to_string(ActionKind kind);

/// The figures a command makes act, and how.
struct Action {
  ActionKind kind = ActionKind::Referee;
  std::vector<int> actors;  ///< Acting figures (a volley has several); empty for referee/sides.
  int side = -1;            ///< Acting side for end_phase; else the actors' side.
  std::optional<int> target;
};

}  // namespace fray::game
