#include "tools/tool_manager.h"

#include <QAction>
#include <QActionGroup>

#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "tools/map_tool.h"

namespace fray::app {

ToolManager::ToolManager(MapScene* scene, MapView* view, QObject* parent)
    : QObject(parent), scene_(scene), view_(view), group_(new QActionGroup(this)) {
  group_->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
}

QAction* ToolManager::addTool(MapTool* tool) {
  tool->setParent(this);
  auto* action = new QAction(tool->icon(), tool->name(), this);
  action->setCheckable(true);
  action->setShortcut(tool->shortcut());
  const QString tip =
      tool->shortcut().isEmpty()
          ? tool->toolTip()
          : tr("%1 (%2)").arg(tool->toolTip(), tool->shortcut().toString(QKeySequence::NativeText));
  action->setToolTip(tip);
  action->setStatusTip(tool->toolTip());
  group_->addAction(action);
  connect(action, &QAction::toggled, this, [this, tool](bool on) {
    if (on)
      setActiveTool(tool);
    else if (active_ == tool)
      setActiveTool(nullptr);
  });
  connect(tool, &MapTool::statusInfoChanged, this, [this, tool](const QString& text) {
    if (tool == active_) emit statusInfoChanged(text);
  });
  tools_.push_back(tool);
  actions_.push_back(action);
  return action;
}

QAction* ToolManager::actionOf(const MapTool* tool) const {
  for (std::size_t i = 0; i < tools_.size(); ++i)
    if (tools_[i] == tool) return actions_[i];
  return nullptr;
}

void ToolManager::setActiveTool(MapTool* tool) {
  if (active_ == tool) return;
  active_ = tool;
  scene_->setTool(tool);
  for (std::size_t i = 0; i < tools_.size(); ++i) actions_[i]->setChecked(tools_[i] == tool);
  view_->setToolCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
  emit activeToolChanged(tool);
  emit statusInfoChanged(tool ? tool->toolTip() : QString());
}

}  // namespace fray::app
