#pragma once

#include <optional>
#include <string_view>

#include <fray/ai/controller.h>
#include <fray/ai/enemy_status_tables.h>

namespace fray::ai {

/// The seed 003 enemy AI (seed 003, "COMBAT - ENEMY AI" and "COMBAT TACTICS"; the reading is in
/// docs/rules/solo-ai.md). Every die it needs is an `ai_roll` and every choice an `ai_note` with
/// the reason, so the log holds all it knows: decide() reads the state and the log only.
class EnemyStatusController final : public Controller {
 public:
  explicit EnemyStatusController(EnemyStatusTables tables);
  std::string_view id() const override { return "solo003"; }
  std::optional<Decision> decide(const game::Game& game, int side) override;
  const EnemyStatusTables& tables() const { return tables_; }

 private:
  EnemyStatusTables tables_;
};

/// The Arch Foe of `side`: the living figure marked in the scenario, else (assumed, the seed lets
/// the player choose) the living figure of the highest rank (FighterFacts::rank: classic its
/// class, d20 its power), then leadership, then the lowest id. nullptr when the side has no
/// living figure.
const game::Figure* enemy_status_arch_foe(const game::RuleSystem& system,
                                          const game::BattleState& state, int side);

}  // namespace fray::ai
