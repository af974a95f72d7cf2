#include "window/terrain_dialog.h"

#include <algorithm>
#include <filesystem>

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/terrain_tables.h>
#include <fray/map/map_file.h>

#include "scene/map_scene.h"
#include "scene/map_view.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {

// The battle's table when it is played on one (its terrain is placed first, as the text asks).
// A hex map or a square grid has cells, not table features: the generator cannot start from it.
const map::TableMap* battleTable(const BattleSession& session) {
  const game::Game* game = session.game();
  if (!game || game->field().is_hex() || game->field().is_square()) return nullptr;
  return &game->field().table();
}

// Why the generator cannot start from the battle's map ("" when it can).
QString battleTableRefusal(const BattleSession& session) {
  const game::Game* game = session.game();
  if (!game) return QObject::tr("No battle is open.");
  if (game->field().is_hex())
    return QObject::tr(
        "The battle is on a hex map: the generator places terrain on a "
        "free-measure table only.");
  if (game->field().is_square())
    return QObject::tr(
        "The battle is on a square grid: the generator places terrain on a "
        "free-measure table only.");
  return {};
}

}  // namespace

TerrainDialog::TerrainDialog(BattleSession* session, QWidget* parent)
    : QDialog(parent), session_(session) {
  setObjectName(QStringLiteral("TerrainDialog"));
  setWindowTitle(tr("Generate Terrain"));
  seed_ = new QSpinBox;
  seed_->setObjectName(QStringLiteral("TerrainSeed"));
  seed_->setRange(1, 999999);
  seed_->setValue(static_cast<int>(session_->seed() % 999999) + 1);
  seed_->setToolTip(tr("The terrain's own dice: the battle's dice are not used"));
  from_battle_ = new QCheckBox(tr("Start from the battle's table and its terrain"));
  from_battle_->setEnabled(battleTable(*session_) != nullptr);
  from_battle_->setChecked(from_battle_->isEnabled());
  from_battle_->setToolTip(from_battle_->isEnabled() ? tr("Add terrain to the battle's table")
                                                     : battleTableRefusal(*session_));
  width_ = new QDoubleSpinBox;
  depth_ = new QDoubleSpinBox;
  for (QDoubleSpinBox* spin : {width_, depth_}) {
    spin->setRange(30, 1000);
    spin->setSuffix(tr(" cm"));
    spin->setDecimals(0);
  }
  width_->setValue(180);
  depth_->setValue(120);
  auto enableSize = [this] {
    width_->setEnabled(!from_battle_->isChecked());
    depth_->setEnabled(!from_battle_->isChecked());
  };
  connect(from_battle_, &QCheckBox::toggled, this, enableSize);
  enableSize();
  auto* roll = new QPushButton(tr("Generate"));
  roll->setObjectName(QStringLiteral("TerrainRoll"));
  connect(roll, &QPushButton::clicked, this,
          [this] { generate(static_cast<std::uint64_t>(seed_->value())); });

  pieces_ = new QListWidget;
  pieces_->setObjectName(QStringLiteral("TerrainPieces"));
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  scene_ = new MapScene(this);
  view_ = new MapView(scene_, this);
  view_->setMinimumSize(360, 240);
  save_ = new QPushButton(tr("Save as map..."));
  save_->setObjectName(QStringLiteral("TerrainSave"));
  save_->setEnabled(false);
  connect(save_, &QPushButton::clicked, this, &TerrainDialog::chooseSave);
  auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
  connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* form = new QFormLayout;
  form->addRow(tr("Seed"), seed_);
  form->addRow(from_battle_);
  form->addRow(tr("Width"), width_);
  form->addRow(tr("Depth"), depth_);
  form->addRow(QString(), roll);
  auto* left = new QVBoxLayout;
  left->addLayout(form);
  left->addWidget(summary_);
  left->addWidget(pieces_, 1);
  auto* top = new QHBoxLayout;
  top->addLayout(left, 1);
  top->addWidget(view_, 2);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(save_);
  bottom->addStretch(1);
  bottom->addWidget(close);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top, 1);
  layout->addLayout(bottom);
  resize(900, 520);
}

bool TerrainDialog::generate(std::uint64_t seed) {
  try {
    const game::TerrainTables tables = game::load_terrain_tables(
        std::filesystem::path(FRAY_DATA_DIR) / "generators" / "terrain.json");
    map::TableMap table;
    const map::TableMap* battle = battleTable(*session_);
    if (from_battle_->isChecked() && battle) {
      table = *battle;
    } else {
      table.width_cm = width_->value();
      table.depth_cm = depth_->value();
    }
    table.name = tr("Random terrain, seed %1").arg(seed).toStdString();
    dice::RandomEngine dice(seed);
    layout_ = game::generate_terrain(tables, std::move(table), dice);
  } catch (const std::exception& e) {
    error_ = QString::fromStdString(e.what());
    summary_->setText(tr("Cannot generate: %1").arg(error_));
    return false;
  }
  error_.clear();
  showLayout();
  return true;
}

QStringList TerrainDialog::pieceLines() const {
  QStringList lines;
  if (!layout_) return lines;
  for (const game::GeneratedPiece& p : layout_->pieces) {
    const game::TerrainSection& s = layout_->sections[static_cast<std::size_t>(p.section)];
    QString line = tr("Section %1,%2: %3 %4 (2d6 %5), d8 %6, %7\"")
                       .arg(s.column + 1)
                       .arg(s.row + 1)
                       .arg(p.large ? tr("large") : tr("small"))
                       .arg(QString::fromStdString(p.piece).replace(QLatin1Char('_'), ' '))
                       .arg(p.type_roll)
                       .arg(p.direction_roll)
                       .arg(p.distance_in);
    if (p.attempts > 1) line += tr(" (%1 scatters)").arg(p.attempts);
    line += p.placed ? QString() : tr(" - left out: %1").arg(QString::fromStdString(p.note));
    lines << line;
  }
  return lines;
}

void TerrainDialog::showLayout() {
  pieces_->clear();
  pieces_->addItems(pieceLines());
  const auto placed = std::count_if(layout_->pieces.begin(), layout_->pieces.end(),
                                    [](const game::GeneratedPiece& p) { return p.placed; });
  summary_->setText(tr("%1 piece(s) rolled in %2 section(s), %3 placed; the map has %4 feature(s).")
                        .arg(layout_->pieces.size())
                        .arg(layout_->sections.size())
                        .arg(placed)
                        .arg(layout_->map.features.size()));
  scene_->setMap(layout_->map);
  view_->fitTable();
  save_->setEnabled(true);
}

bool TerrainDialog::saveTo(const QString& path) {
  if (!layout_) return false;
  try {
    map::save_map_file(path.toStdString(), layout_->map);
  } catch (const std::exception& e) {
    error_ = QString::fromStdString(e.what());
    summary_->setText(tr("Cannot save: %1").arg(error_));
    return false;
  }
  summary_->setText(tr("Saved %1 (File > Open Map shows it; a scenario may name it as its map).")
                        .arg(QFileInfo(path).fileName()));
  return true;
}

void TerrainDialog::chooseSave() {
  QString path = QFileDialog::getSaveFileName(this, tr("Save Terrain as Map"),
                                              tr("terrain-%1.json").arg(seed_->value()),
                                              tr("Fray maps (*.json)"));
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
  saveTo(path);
}

}  // namespace fray::app
