#pragma once

#include <QCursor>
#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QString>

class QGraphicsSceneMouseEvent;
class QKeyEvent;

namespace fray::app {

class MapScene;

/// A way of working on the map (Tiled's AbstractTool): it receives the scene's mouse and key
/// input while it is the active tool and turns gestures into results: a measurement, a line of
/// sight overlay, and later (with the game layer) move, shoot and charge commands. Tools keep
/// their own overlay items and remove them when deactivated. Handlers return true when they used
/// the event; the scene's default handling gets it otherwise.
class MapTool : public QObject {
  Q_OBJECT

 public:
  MapTool(QString name, QIcon icon, QKeySequence shortcut, QString tool_tip,
          QObject* parent = nullptr);

  QString name() const { return name_; }
  QIcon icon() const { return icon_; }
  QKeySequence shortcut() const { return shortcut_; }
  QString toolTip() const { return tool_tip_; }
  virtual QCursor cursor() const { return Qt::CrossCursor; }

  /// Called when the tool becomes active on `scene`, and when it stops being active.
  virtual void activate(MapScene* scene);
  virtual void deactivate();
  /// The scene shows another map: overlays of the old one must go.
  virtual void mapChanged() {}

  virtual bool mousePressed(QGraphicsSceneMouseEvent* event);
  virtual bool mouseMoved(QGraphicsSceneMouseEvent* event);
  virtual bool mouseReleased(QGraphicsSceneMouseEvent* event);
  virtual bool keyPressed(QKeyEvent* event);

 signals:
  /// A line for the status bar describing what the tool shows now.
  void statusInfoChanged(const QString& text);

 protected:
  MapScene* scene() const { return scene_; }

 private:
  QString name_;
  QIcon icon_;
  QKeySequence shortcut_;
  QString tool_tip_;
  MapScene* scene_ = nullptr;
};

}  // namespace fray::app
