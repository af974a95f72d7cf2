#pragma once

#include <cstddef>
#include <vector>

#include <QGraphicsObject>
#include <QObject>
#include <QPointer>
#include <QString>

namespace fray::game {
struct Event;
}

class QVariantAnimation;

namespace fray::app {

class BattleSession;
class MapScene;

/// One die shown by the roll animation: its natural face and how it graded.
struct ShownDie {
  int natural = 0;
  QString die;    ///< "D6"
  QString grade;  ///< "hit", "recoil", "miss"
};

/// What the roll animation shows for a batch of new events: the `die_rolled` faces, over the
/// figure they were rolled against (the `shot`, `melee`, `figure_charged` or `waiting_strike`
/// before them names it). Empty when the batch rolled no die.
struct RollBurst {
  int target = -1;  ///< figure id, -1 when no event names one
  std::vector<ShownDie> dice;
};
RollBurst rollBurstOf(const std::vector<game::Event>& events, std::size_t first);

/// A row of dice over a figure, each with its natural face coloured by its grade; fades and rises
/// as its animation runs. A click on it ends it at once.
class DiceBurstItem : public QGraphicsObject {
  Q_OBJECT

 public:
  explicit DiceBurstItem(std::vector<ShownDie> dice);
  const std::vector<ShownDie>& dice() const { return dice_; }

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 signals:
  void clicked();

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

 private:
  std::vector<ShownDie> dice_;
};

/// Plays a brief dice animation on the map when a committed command rolls dice (seed 000's
/// natural dice, as the log tells them): non-blocking, one burst at a time (a new one, a click or
/// skip() ends the old), nothing on undo or when a battle is opened. Off when disabled
/// (Preferences, "Animate dice rolls").
class RollAnimator : public QObject {
  Q_OBJECT

 public:
  RollAnimator(BattleSession* session, MapScene* scene, QObject* parent = nullptr);

  void setEnabled(bool on);
  bool isEnabled() const { return enabled_; }
  /// How long a burst lasts, in ms (default 500).
  void setDuration(int ms) { duration_ms_ = ms; }
  int duration() const { return duration_ms_; }
  /// The burst on the map now (nullptr when none).
  DiceBurstItem* current() const { return item_; }
  /// Ends the burst on the map now.
  void skip();

 private:
  void sessionChanged();
  void play(const RollBurst& burst);

  BattleSession* session_;
  MapScene* scene_;
  bool enabled_ = true;
  int duration_ms_ = 500;
  std::size_t seen_ = 0;
  QPointer<DiceBurstItem> item_;
  QPointer<QVariantAnimation> animation_;
};

}  // namespace fray::app
