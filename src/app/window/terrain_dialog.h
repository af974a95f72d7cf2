#pragma once

#include <cstdint>
#include <optional>

#include <QDialog>

#include <fray/game/generators/terrain_generator.h>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace fray::app {

class BattleSession;
class MapScene;
class MapView;

/// The referee's terrain generator (seed 003, "VII. RANDOM WARGAME TERRAIN GENERATION"): rolls a
/// layout with dice of its own seed (not the battle's dice: nothing in the battle changes), shows
/// every piece rolled and a preview, and saves the layout as a map file (JSON). Putting it on the
/// live table would need a new game command, so it is not offered.
class TerrainDialog : public QDialog {
  Q_OBJECT

 public:
  TerrainDialog(BattleSession* session, QWidget* parent = nullptr);

  /// Rolls a layout with this seed. False (and errorText()) when the tables cannot be read.
  bool generate(std::uint64_t seed);
  /// The last layout, if any.
  const std::optional<game::GeneratedTerrain>& layout() const { return layout_; }
  /// The piece list as shown.
  QStringList pieceLines() const;
  /// Writes the layout as a JSON map file. False on error (errorText()).
  bool saveTo(const QString& path);
  QString errorText() const { return error_; }

 private:
  void chooseSave();
  void showLayout();

  BattleSession* session_;
  std::optional<game::GeneratedTerrain> layout_;
  QString error_;
  QSpinBox* seed_ = nullptr;
  QCheckBox* from_battle_ = nullptr;
  QDoubleSpinBox* width_ = nullptr;
  QDoubleSpinBox* depth_ = nullptr;
  QListWidget* pieces_ = nullptr;
  QLabel* summary_ = nullptr;
  MapScene* scene_ = nullptr;
  MapView* view_ = nullptr;
  QPushButton* save_ = nullptr;
};

}  // namespace fray::app
