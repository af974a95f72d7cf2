#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include <fray/ai/decision.h>
#include <fray/game/state/battle_state.h>

namespace fray::ai {

/// How much a controller may decide before the driver steps in. A battle of the bundled
/// scenarios needs a fraction of it (docs/rules/solo-ai.md, "The watchdog", has the figures
/// measured): these bounds only turn a controller that cannot make progress into a logged,
/// ended activation instead of a hang.
struct WatchdogBudget {
  /// Decisions in a row that change no figure and no step of the turn (the AI's rolls and notes
  /// only), plus `without_progress_figure` for each figure alive on the acting side: a chain of
  /// rolls and notes is a handful per figure; a loop is endless.
  int without_progress = 24;
  int without_progress_figure = 4;
  /// Decisions within one activation (a figure's, or a whole side's phase where no figure is
  /// active), plus `per_activation_figure` for each figure alive.
  int per_activation = 120;
  int per_activation_figure = 12;
  /// Decisions within one game turn, plus `per_turn_figure` for each figure alive.
  int per_turn = 600;
  int per_turn_figure = 60;
  /// Interventions in a row with no progress between them: the driver gives up on the battle.
  int rescues_without_progress = 3;
};

/// A hash of what decisions exist to change: the step of the turn (turn, phase, active side and
/// figure, passed sides, the end) and each figure's place, facing, posture, wounds, statuses,
/// ammunition, AI notes and magic. The log and the dice are left out: a roll alone is no progress.
std::uint64_t progress_fingerprint(const game::BattleState& state);

/// Watches the decisions of the AIs of one battle and says when the driver must step in: a
/// budget spent, or the same decision proposed again with nothing changed. It decides nothing
/// itself and keeps only counters, so a battle's replay (its command log, the driver's own
/// commands included) needs none of it.
class Watchdog {
 public:
  explicit Watchdog(WatchdogBudget budget = {}) : budget_(budget) {}

  /// Before a controller is asked: why the driver must end the activation instead (a budget is
  /// spent), or nullopt. `log_size`, the number of events in the battle's log, saves hashing the
  /// state again when nothing was logged since the last accepted decision (so nothing changed).
  std::optional<std::string> before_decision(const game::BattleState& state,
                                             std::optional<std::size_t> log_size = std::nullopt);
  /// Before `decision` is sent: why it must not be (the same decision was made since the last
  /// progress, so sending it would go round in a circle), or nullopt. The AI's rolls are exempt:
  /// a table rolled again is a new roll.
  std::optional<std::string> repeated(const Decision& decision) const;
  /// After `decision` was accepted; `after` is the state it left, `log_size` as above.
  void accepted(const Decision& decision, const game::BattleState& after,
                std::optional<std::size_t> log_size = std::nullopt);
  /// After the driver stepped in (its note and its end of the activation or phase were sent).
  void rescued();
  /// True when the driver has stepped in `rescues_without_progress` times with nothing changing
  /// in between: the battle cannot go on.
  bool hopeless() const;
  /// Forgets everything (the desktop program after an undo or a new battle).
  void reset();

 private:
  using ActivationKey = std::tuple<int, std::size_t, int, int>;
  void observe(const game::BattleState& state, std::optional<std::size_t> log_size);

  WatchdogBudget budget_;
  bool started_ = false;
  int turn_ = 0;
  ActivationKey activation_{};
  std::uint64_t fingerprint_ = 0;
  std::optional<std::size_t> fingerprinted_log_size_;  ///< The log's size when it was taken.
  int alive_ = 0;
  int activation_side_alive_ = 0;
  int in_turn_ = 0;
  int in_activation_ = 0;
  int without_progress_ = 0;
  int rescues_without_progress_ = 0;
  std::vector<std::uint64_t> since_progress_;  ///< Hashes of the decisions since the last change.
};

}  // namespace fray::ai
