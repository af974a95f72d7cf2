#pragma once

#include <memory>
#include <optional>
#include <vector>

#include <QPointF>
#include <QString>

#include "tools/map_tool.h"

class QGraphicsEllipseItem;
class QGraphicsPathItem;

namespace fray::app {

class BattleSession;
class HexMovePlanner;
class MovePlanner;
class RefereeControls;
class SquareMovePlanner;
class UnitGhosts;
class RulerItem;

/// Move: press on a figure of the side to act, drag, and release to send the `move` command
/// (docs/formats.md, "Commands and events"). On a free-measure table the path follows the map's
/// TablePathfinder around impassable ground and enemy bases (MovePlanner); on a hex map it goes
/// from hex centre to hex centre along the map's HexPathfinder (HexMovePlanner); on a square grid
/// from square centre to square centre, counted in spaces (SquareMovePlanner). While dragging,
/// the path shows its length in cm against the figure's allowance, the ground the figure can reach
/// is shaded (computed once when the drag starts), the drop end is marked green, or red with the
/// reason when Game::check refuses the move there, and the status text names the difficult ground
/// the path crosses; in a d20 battle dashed outlines show where the figure's unit would be put
/// beside it (UnitGhosts). In referee mode (setReferee) any figure may be dragged anywhere: the
/// drop puts it there through RefereeControls::relocate. A refusal leaves the battle unchanged and
/// is shown in the status bar and as a tooltip.
class MoveTool : public MapTool {
  Q_OBJECT

 public:
  explicit MoveTool(BattleSession* session, QObject* parent = nullptr);
  ~MoveTool() override;

  /// Moves figure `id` straight to `to` (its centre, cm) as a release would; false if refused.
  bool moveTo(int id, QPointF to);
  /// Moves figure `id` along `path` (the points after its start); false if refused.
  bool moveAlong(int id, const std::vector<QPointF>& path);
  /// Referee mode's drags go to `referee` when it is on (nullptr: never).
  void setReferee(RefereeControls* referee) { referee_ = referee; }
  /// The path a drop at the current drag end would send (empty when not dragging).
  std::vector<QPointF> dragPath() const { return drag_path_; }
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
    QPointF centre;        ///< where the figure stands
    QPointF grab;          ///< where it was picked up
    bool referee = false;  ///< the referee puts it anywhere
  };
  QPointF destination(QPointF scene_pos) const;
  std::vector<QPointF> pathTo(QPointF to);
  void showDrag(QPointF scene_pos);
  void showRefereeDrag(QPointF to);
  void showReach();
  void clear();

  BattleSession* session_;
  std::optional<Drag> drag_;
  std::unique_ptr<MovePlanner> planner_;               ///< free-measure tables, while dragging
  std::unique_ptr<HexMovePlanner> hex_planner_;        ///< hex maps, while dragging
  std::unique_ptr<SquareMovePlanner> square_planner_;  ///< square grids, while dragging
  std::vector<QPointF> drag_path_;
  RefereeControls* referee_ = nullptr;
  RulerItem* line_ = nullptr;
  QGraphicsPathItem* reach_ = nullptr;
  QGraphicsEllipseItem* end_ = nullptr;
  std::unique_ptr<UnitGhosts> ghosts_;  ///< Where a d20 unit's others would be put.
  QString drop_refusal_;
  QString drag_slowing_;
  QString last_refusal_;
};

}  // namespace fray::app
