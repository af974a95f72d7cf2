#pragma once

#include <optional>
#include <vector>

#include <fray/game/battlefield.h>
#include <fray/rules/situation.h>
#include <fray/rules/situation_report.h>

namespace fray::game {

/// What a command's check worked out that its execute may reuse: the same command in the same
/// state, so the answers are the same. Each command fills what it needs; execute computes
/// whatever is missing itself (notes are an optimisation, never a requirement).
struct CheckNotes {
  std::optional<Sight> sight;                 ///< shoot: the first shooter's line of sight.
  std::optional<rules::Situation> situation;  ///< shoot: the volley as the rules see it.
  std::optional<rules::SituationPlan> plan;   ///< shoot: the rules' plan of that volley.
  std::optional<std::vector<int>> group;      ///< shoot: the group aimed at (empty: one figure).
  std::optional<PathSurvey> survey;           ///< move: the ground along the path.
};

}  // namespace fray::game
