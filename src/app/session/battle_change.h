#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

#include <QMetaType>

#include <fray/game/game.h>
#include <fray/game/state/battle_state.h>

namespace fray::app {

/// What one step of a battle changed (a command with the turn aids it set off, an undo, a redo,
/// an opened battle), so that each view redraws what it shows and leaves the rest alone. The
/// session finds it by comparing the state before and after the step: no command has to report
/// it, and no view can miss a change the state holds.
struct BattleChange {
  bool opened = false;                ///< A battle was opened: every view starts over.
  std::vector<int> figures;           ///< Figures to redraw (ascending ids).
  bool figures_came_or_went = false;  ///< A figure was added or removed (placed, arrived).
  bool turn = false;                  ///< Turn, phase, side to act, active figure, passes, the end.
  bool log = false;                   ///< Events were added or taken back.
  bool terrain = false;               ///< Fires or structures.
  bool objectives = false;            ///< The victory rules' progress.
  bool generators = false;            ///< The event deck or the portals.
  bool dice = false;                  ///< Faces the referee set for the next dice.

  /// Whether the figures on the map need a full sync (opened, or one came or went).
  bool allFigures() const { return opened || figures_came_or_went; }
  /// The change of an opened battle: everything.
  static BattleChange everything();
};

/// The parts of a battle a BattleChange compares, taken before a step.
class BattleMark {
 public:
  explicit BattleMark(const game::Game& game);
  /// What differs in `game` now. The figures listed are those whose state differs, and the
  /// figure that stopped or started being the active one (the map marks it).
  BattleChange changeTo(const game::Game& game) const;

 private:
  /// Whose turn it is and how far it has gone: turn, phase, first and active side, active
  /// figure, moves and other actions in the activation, finished, winner, the sides.
  using TurnMark = std::tuple<int, std::size_t, int, int, std::optional<int>, int, int, bool,
                              std::optional<int>, std::vector<game::Side>>;
  static TurnMark turnOf(const game::BattleState& state);

  std::vector<game::Figure> figures_;
  std::size_t log_size_ = 0;
  std::uint64_t log_hash_ = 0;
  std::vector<game::Fire> fires_;
  std::vector<game::SmokeCloud> smoke_clouds_;
  std::vector<game::Illusion> illusions_;
  std::vector<game::Structure> structures_;
  game::VictoryRules victory_;
  game::BattleGenerators generators_;
  std::deque<int> referee_faces_;
  TurnMark turn_;
};

}  // namespace fray::app

Q_DECLARE_METATYPE(fray::app::BattleChange)
