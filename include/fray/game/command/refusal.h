#pragma once

#include <string>
#include <string_view>

namespace fray::game {

/// Why a command was refused: a code tools can test, and a message for a person saying why and
/// what is allowed now.
enum class RefusalCode {
  UnknownCommand,
  BadPayload,  ///< A member missing or of the wrong type.
  UnknownFigure,
  Dead,  ///< The figure is dead.
  GameOver,
  NotYourTurn,   ///< Another side or figure is acting.
  WrongPhase,    ///< This action does not belong to the current phase.
  AlreadyActed,  ///< Moved, shot or struck already.
  TooFar,        ///< Beyond the movement allowance or the weapon's range.
  Blocked,       ///< Another base is in the way, or the table's edge.
  NotInContact,
  NoWeapon,
  NoAmmunition,
  Reloading,
  NotAllowed,  ///< A rule forbids it (the message cites the rule).
  NothingToUndo,
};

struct Refusal {
  RefusalCode code = RefusalCode::NotAllowed;
  std::string message;
};

/// "unknown_command", "bad_payload"...: the spelling used in JSON and logs.
std::string_view to_string(RefusalCode code);

}  // namespace fray::game
