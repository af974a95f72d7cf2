#pragma once

#include <vector>

#include <QObject>
#include <QPointer>

class QGraphicsItem;

namespace fray::app {

class BattleSession;
class MapScene;

/// The scenario's objective markers and deployment zones on the map (seed 003, "Objectives"):
/// each marker a 2.5 cm counter ringed in the colour of the side holding it now (grey when
/// nobody does), named, with a tooltip saying who holds it and what it is worth; each zone a
/// dashed outline in its side's colour. Redrawn after every accepted, undone or redone command.
class ObjectiveOverlay : public QObject {
  Q_OBJECT

 public:
  ObjectiveOverlay(MapScene* scene, BattleSession* session, QObject* parent = nullptr);
  ~ObjectiveOverlay() override;

  /// The markers shown now, in the scenario's order (zones not included).
  const std::vector<QGraphicsItem*>& markers() const { return markers_; }
  void sync();

 private:
  void clear();
  void addZones();

  QPointer<MapScene> scene_;  ///< Null once the scene is gone (it deleted the items then).
  BattleSession* session_;
  std::vector<QGraphicsItem*> markers_;
  std::vector<QGraphicsItem*> zones_;
};

}  // namespace fray::app
