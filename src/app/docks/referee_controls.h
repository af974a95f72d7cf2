#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include <QObject>
#include <QPointF>
#include <QString>
#include <nlohmann/json.hpp>

class QAction;
class QMenu;
class QWidget;

namespace fray::game {
class Game;
struct Figure;
}  // namespace fray::game

namespace fray::app {

class BattleSession;

/// The referee's hands on the map (referee mode): remove a figure (the `remove` command; the
/// Delete key or the figure menu), reseed the dice (`reseed`, with a seed dialog) and put any
/// figure anywhere. Every act is a game command through the session: logged, and one undo step.
///
/// The game has no command that moves a figure by the referee's word, and its `place` refuses an
/// id that was ever used, so putting a figure elsewhere is `remove` and `place` of the same
/// figure under the next free id (name, species, class, armour, weapons, ammunition, base,
/// facing), then `wound` for its wounds and `set_status` for its statuses, in one undo macro.
class RefereeControls : public QObject {
  Q_OBJECT

 public:
  RefereeControls(BattleSession* session, QWidget* window);

  QAction* removeAction() const { return remove_; }
  QAction* reseedAction() const { return reseed_; }
  void setRefereeMode(bool on);
  bool refereeMode() const { return on_; }
  /// The figure Delete removes.
  void setSelectedFigure(int id) { selected_ = id; }

  bool removeFigure(int id);
  bool reseed(std::uint64_t seed);
  /// Puts figure `id` with its centre at `to` (the referee `edit` with a `position`): its id,
  /// or -1 when refused.
  int relocate(int id, QPointF to);
  /// Adds the referee's entries for figure `id` to a figure menu (referee mode only).
  void addToMenu(QMenu& menu, int id);
  /// Asks for the new seed (default: a dialog); tests replace it.
  void setSeedPrompt(std::function<std::optional<std::uint64_t>()> prompt) {
    seed_prompt_ = std::move(prompt);
  }
  QString lastRefusal() const { return last_refusal_; }
  /// Why figure `f` could not be put with its centre at `to`, if it could not.
  std::optional<QString> placeRefusal(const game::Figure& f, QPointF to) const;

 signals:
  void refused(const QString& why);

 private:
  bool submit(const nlohmann::json& payload, const char* name);
  void chooseSeed();

  BattleSession* session_;
  QWidget* window_;
  QAction* remove_;
  QAction* reseed_;
  bool on_ = false;
  int selected_ = -1;
  QString last_refusal_;
  std::function<std::optional<std::uint64_t>()> seed_prompt_;
};

}  // namespace fray::app
