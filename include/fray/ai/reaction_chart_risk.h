#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/ai/reaction_chart_tables.h>
#include <fray/game/game.h>

namespace fray::ai {

/// One risk factor that applies, and the fact that made it apply.
struct RiskTerm {
  std::string id;  ///< As in risk_factors.json.
  int value = 0;   ///< Its contribution (casualties: value x steps).
  std::string why;
};

/// A unit's risk factors (seed 004, "Solo System") as the state shows them now.
struct RiskAssessment {
  int total = 0;
  std::vector<RiskTerm> terms;
  bool ranged = false;  ///< Which action table: the figure has a missile weapon.
  const game::Figure* nearest_visible_enemy = nullptr;
  double nearest_visible_cm = 0;                ///< Edge distance to it.
  const game::Figure* nearest_enemy = nullptr;  ///< Seen or not ("last known position").
  bool in_cover = false;                        ///< In cover from the nearest visible enemy.
  double group_strength = 1;                    ///< Alive / original figures of its group.
  bool has(std::string_view id) const;
  /// "enemy in clear sight +1, casualties 20% +2": the terms in words.
  std::string summary() const;
  nlohmann::json to_json() const;
};

/// Computes every risk factor of risk_factors.json for `figure` (see that file and
/// docs/rules/solo-ai.md for each one's definition).
RiskAssessment assess_risk(const game::Game& game, const game::Figure& figure,
                           const ReactionChartTables& tables);

}  // namespace fray::ai
