#pragma once

#include <QMainWindow>

class QAction;

namespace fray::app {

class MapView;
class TableScene;

/// The main window: the map in the centre, menus and toolbar around it. Its geometry and dock
/// layout are remembered between sessions (QSettings).
class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);

  MapView* mapView() const { return view_; }
  TableScene* tableScene() const { return scene_; }

 protected:
  void closeEvent(QCloseEvent* event) override;
  void showEvent(QShowEvent* event) override;

 private:
  void createActions();
  void restoreLayout();
  void saveLayout() const;
  void showAbout();

  TableScene* scene_ = nullptr;
  MapView* view_ = nullptr;
  bool fitted_once_ = false;
};

}  // namespace fray::app
