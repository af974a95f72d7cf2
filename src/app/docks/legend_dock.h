#pragma once

#include <QDockWidget>

#include <fray/map/map_file.h>

class QListWidget;

namespace fray::app {

/// A dock listing what the map's colours, patterns and marks mean.
class LegendDock : public QDockWidget {
  Q_OBJECT

 public:
  explicit LegendDock(QWidget* parent = nullptr);

  void showLegendOf(const map::AnyMap& map);
  /// The texts of the entries shown, for tests.
  QStringList entryTexts() const;

 private:
  QListWidget* list_ = nullptr;
};

}  // namespace fray::app
