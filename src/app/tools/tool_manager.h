#pragma once

#include <vector>

#include <QObject>

class QAction;
class QActionGroup;

namespace fray::app {

class MapScene;
class MapTool;
class MapView;

/// Keeps the tools, their checkable actions (at most one checked) and which one the scene
/// sends its input to. Choosing the checked tool again puts it down.
class ToolManager : public QObject {
  Q_OBJECT

 public:
  ToolManager(MapScene* scene, MapView* view, QObject* parent = nullptr);

  /// Adds a tool (the manager takes it) and returns its action for menus and toolbars.
  QAction* addTool(MapTool* tool);
  /// The action of `tool` (nullptr for a tool not added here).
  QAction* actionOf(const MapTool* tool) const;
  MapTool* activeTool() const { return active_; }
  void setActiveTool(MapTool* tool);
  const std::vector<MapTool*>& tools() const { return tools_; }

 signals:
  void activeToolChanged(MapTool* tool);
  void statusInfoChanged(const QString& text);

 private:
  MapScene* scene_;
  MapView* view_;
  QActionGroup* group_;
  std::vector<MapTool*> tools_;
  std::vector<QAction*> actions_;
  MapTool* active_ = nullptr;
};

}  // namespace fray::app
