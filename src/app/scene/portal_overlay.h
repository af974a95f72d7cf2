#pragma once

#include <vector>

#include <QObject>
#include <QPointer>

class QGraphicsItem;

namespace fray::app {

class BattleSession;
class MapScene;

/// Seed 004's portal counters and area markers on the map ("Portal Markers : Eliminating
/// Portals", "Fighting in 'Dungeons'"): each live counter a violet diamond named "P<id>", each
/// area marker a diamond named "A<id>" with its area in a dashed violet outline; eliminated
/// counters are gone. The tooltip says what the counter does. Redrawn whenever the portals change
/// (a counter falls back, is eliminated, or a command is undone).
class PortalOverlay : public QObject {
  Q_OBJECT

 public:
  PortalOverlay(MapScene* scene, BattleSession* session, QObject* parent = nullptr);
  ~PortalOverlay() override;

  /// The counters and markers shown now, in the scenario's order (areas not included).
  const std::vector<QGraphicsItem*>& markers() const { return markers_; }
  void sync();

 private:
  void clear();

  QPointer<MapScene> scene_;  ///< Null once the scene is gone (it deleted the items then).
  BattleSession* session_;
  std::vector<QGraphicsItem*> markers_;
  std::vector<QGraphicsItem*> areas_;
};

}  // namespace fray::app
