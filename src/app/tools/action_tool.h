#pragma once

#include <optional>
#include <vector>

#include <QPointF>

#include "session/action_preview.h"
#include "tools/map_tool.h"

class QGraphicsEllipseItem;

namespace fray::app {

class BattleSession;
class OverlayLabel;

/// Shoot, Charge or Strike: click a figure of the side to act (Ctrl+click or Shift+click adds
/// shooters to a volley), hover an enemy to see whether the action is allowed now (refused: the
/// target ringed red with the reason in the tooltip) and, for shots and strikes, the exact odds and
/// the modifiers with their rules; click the enemy to commit the command (undoable).
class ActionTool : public MapTool {
  Q_OBJECT

 public:
  ActionTool(TargetAction action, BattleSession* session, QObject* parent = nullptr);

  TargetAction action() const { return action_; }
  /// The figures that act (the selection): one, or several shooters for a volley.
  void setActors(std::vector<int> actors);
  const std::vector<int>& actors() const { return actors_; }
  /// Shoot: aim at the hovered target's whole group, the hits shared at random among its members
  /// (the window's Game > Shoot at Group, G, sets it).
  void setAimAtGroup(bool group);
  bool aimsAtGroup() const { return aim_at_group_; }
  /// Shows the preview at `target` as hovering it does (for scripts and tests).
  void hoverTarget(int target);
  /// The action prepared at the hovered target, if any.
  const ActionPreview* preview() const { return preview_ ? &*preview_ : nullptr; }
  /// Commits the action at `target`; false (with lastRefusal()) when the game refuses it.
  bool commitAt(int target);
  QString lastRefusal() const { return last_refusal_; }
  /// The text on the target's plate ("" when none).
  QString plateText() const;
  QCursor cursor() const override { return Qt::PointingHandCursor; }

  void activate(MapScene* scene) override;
  void deactivate() override;
  void mapChanged() override;
  bool mousePressed(QGraphicsSceneMouseEvent* event) override;
  bool mouseMoved(QGraphicsSceneMouseEvent* event) override;
  bool keyPressed(QKeyEvent* event) override;

 signals:
  /// The prepared action changed (nullptr: none); the odds dock shows it.
  void previewChanged(const fray::app::ActionPreview* preview);
  /// The person picked the acting figure(s) on the map.
  void actorsChosen(const std::vector<int>& actors);

 private:
  bool isActor(int figure) const;
  void refresh();
  void clearPreview();
  void drawMarks();
  void clearMarks();

  TargetAction action_;
  BattleSession* session_;
  std::vector<int> actors_;
  bool aim_at_group_ = false;
  std::optional<ActionPreview> preview_;
  QString last_refusal_;
  std::vector<QGraphicsEllipseItem*> rings_;
  OverlayLabel* plate_ = nullptr;
};

}  // namespace fray::app
