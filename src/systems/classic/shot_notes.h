#pragma once
// Internal to the classic shoot command: what its check works out, kept in CheckNotes::system
// for its execute and its preview (the shot's situation is derived once).

#include <vector>

#include <fray/classic/rules/situation.h>
#include <fray/classic/rules/situation_report.h>
#include <fray/game/command/check_notes.h>
#include <fray/game/field/battlefield.h>

namespace fray::game {

struct ShotNotes {
  Sight sight;                 ///< The first shooter's line of sight.
  rules::Situation situation;  ///< The volley as the rules see it.
  rules::SituationPlan plan;   ///< The rules' plan of that volley.
  std::vector<int> group;      ///< The group aimed at (empty: one figure).
};

/// The shot notes a check left, or null.
inline const ShotNotes* shot_notes(const CheckNotes* notes) {
  return notes ? std::any_cast<ShotNotes>(&notes->system) : nullptr;
}

}  // namespace fray::game
