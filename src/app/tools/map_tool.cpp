#include "tools/map_tool.h"

namespace fray::app {

MapTool::MapTool(QString name, QIcon icon, QKeySequence shortcut, QString tool_tip, QObject* parent)
    : QObject(parent),
      name_(std::move(name)),
      icon_(std::move(icon)),
      shortcut_(std::move(shortcut)),
      tool_tip_(std::move(tool_tip)) {}

void MapTool::activate(MapScene* scene) { scene_ = scene; }
void MapTool::deactivate() { scene_ = nullptr; }
bool MapTool::mousePressed(QGraphicsSceneMouseEvent*) { return false; }
bool MapTool::mouseMoved(QGraphicsSceneMouseEvent*) { return false; }
bool MapTool::mouseReleased(QGraphicsSceneMouseEvent*) { return false; }
bool MapTool::keyPressed(QKeyEvent*) { return false; }

}  // namespace fray::app
