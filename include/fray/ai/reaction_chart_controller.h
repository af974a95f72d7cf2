#pragma once

#include <fray/ai/controller.h>
#include <fray/ai/reaction_chart_tables.h>

namespace fray::ai {

/// The reaction-chart AI of seed 004, "Solo System" (docs/rules/solo-ai.md). Every figure is a
/// unit for its orders. When a figure's movement activation comes up, the controller rolls the
/// D6 (`ai_roll`, table "reaction004"), a commander's Leadership test when a player character
/// of its side may command it (`ai_roll`, table "leadership test"), notes the order with the
/// risk factors, row and roll (`ai_note`), then carries the order out with one movement command.
/// It knows where it is in that sequence from the log's last event only, so it keeps no memory.
/// In the shooting phase every figure not fleeing shoots the nearest enemy when it can; in the
/// melee phase every figure not fleeing strikes a foe in contact.
class ReactionChartController final : public Controller {
 public:
  /// `tables` must outlive the controller (AiDefinitions holds them).
  explicit ReactionChartController(const ReactionChartTables& tables) : tables_(&tables) {}
  std::string_view id() const override { return "reaction004"; }
  std::optional<Decision> decide(const game::Game& game, int side) override;

 private:
  const ReactionChartTables* tables_;
};

}  // namespace fray::ai
