#pragma once

#include <optional>

#include <QPointF>
#include <QString>

#include "map_tool.h"

namespace fray::app {

class BattleSession;
class RulerItem;

/// Move: press on a figure of the side to act, drag, and release to send the `move` command
/// with a straight path (docs/formats.md, "Commands and events"). While dragging, a line shows
/// the length in cm against the figure's allowance. A refusal leaves the battle unchanged and is
/// shown in the status bar and as a tooltip.
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
  void clear();

  BattleSession* session_;
  std::optional<Drag> drag_;
  RulerItem* line_ = nullptr;
  QString last_refusal_;
};

}  // namespace fray::app
