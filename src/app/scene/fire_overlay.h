#pragma once

#include <vector>

#include <QObject>
#include <QPointer>

class QGraphicsEllipseItem;

namespace fray::app {

class BattleSession;
class MapScene;

/// The battle's fires on the map (seed 004, "Fire"): a translucent orange circle of each fire's
/// radius, under the figures, named with its id and the turns it still burns; the clouds of the
/// Smoke ability, grey; and the things of the Illusion ability, violet. It follows the session:
/// every accepted, undone or redone command redraws them.
class FireOverlay : public QObject {
  Q_OBJECT

 public:
  FireOverlay(MapScene* scene, BattleSession* session, QObject* parent = nullptr);
  ~FireOverlay() override;

  /// The circles shown now: the fires, then the clouds, then the illusions, in the state's order.
  const std::vector<QGraphicsEllipseItem*>& circles() const { return circles_; }
  void sync();

 private:
  void clear();

  QPointer<MapScene> scene_;  ///< Null once the scene is gone (it deleted the circles then).
  BattleSession* session_;
  std::vector<QGraphicsEllipseItem*> circles_;
};

}  // namespace fray::app
