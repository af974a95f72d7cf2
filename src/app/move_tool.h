#pragma once

#include <optional>

#include <QPointF>
#include <QString>

#include "map_tool.h"

class QGraphicsEllipseItem;
class QGraphicsPathItem;

namespace fray::app {

class BattleSession;
class RulerItem;

/// Move: press on a figure of the side to act, drag, and release to send the `move` command
/// with a straight path (docs/formats.md, "Commands and events"). While dragging, a line shows
/// the length in cm against the figure's allowance, the ground the figure can reach is shaded
/// (computed once when the drag starts), the drop end is marked green, or red with the reason
/// when Game::check refuses the move there, and the status text names the difficult ground the
/// straight path crosses. A refusal leaves the battle unchanged and is shown in the status bar
/// and as a tooltip.
class MoveTool : public MapTool {
  Q_OBJECT

 public:
  explicit MoveTool(BattleSession* session, QObject* parent = nullptr);

  /// Moves figure `id` straight to `to` (its centre, cm) as a release would; false if refused.
  bool moveTo(int id, QPointF to);
  /// Why the last move was refused ("" when it was accepted).
  QString lastRefusal() const { return last_refusal_; }
  /// The label of the line being dragged ("" when not dragging).
  QString dragText() const;
  /// The shaded reachable area while dragging (nullptr otherwise).
  const QGraphicsPathItem* reachItem() const { return reach_; }
  /// Why a drop at the current drag end would be refused ("" when it would be accepted or when
  /// not dragging).
  QString dropRefusal() const { return drop_refusal_; }
  /// The difficult ground the dragged straight path crosses ("" on open ground).
  QString dragSlowing() const { return drag_slowing_; }

  void deactivate() override;
  void mapChanged() override;
  bool mousePressed(QGraphicsSceneMouseEvent* event) override;
  bool mouseMoved(QGraphicsSceneMouseEvent* event) override;
  bool mouseReleased(QGraphicsSceneMouseEvent* event) override;
  bool keyPressed(QKeyEvent* event) override;

 private:
  struct Drag {
    int figure = 0;
    QPointF centre;  ///< where the figure stands
    QPointF grab;    ///< where it was picked up
  };
  QPointF destination(QPointF scene_pos) const;
  void showDrag(QPointF scene_pos);
  void showReach();
  void clear();

  BattleSession* session_;
  std::optional<Drag> drag_;
  RulerItem* line_ = nullptr;
  QGraphicsPathItem* reach_ = nullptr;
  QGraphicsEllipseItem* end_ = nullptr;
  QString drop_refusal_;
  QString drag_slowing_;
  QString last_refusal_;
};

}  // namespace fray::app
