#pragma once

#include <any>
#include <optional>

#include <fray/game/field/battlefield.h>

namespace fray::game {

/// What a command's check worked out that its execute (and its preview) may reuse: the same
/// command in the same state, so the answers are the same. Each command fills what it needs;
/// execute computes whatever is missing itself (notes are an optimisation, never a requirement).
struct CheckNotes {
  std::optional<PathSurvey> survey;  ///< move: the ground along the path.
  /// A rule system's own notes, of a type only its commands know (the classic shot keeps its
  /// sight, situation and plan: shot_notes.h), so the engine stays blind to them.
  std::any system;
};

}  // namespace fray::game
