#include "tools/place_figure_box.h"

#include <algorithm>

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <fray/classic/classic_system.h>

#include "docks/referee_dock.h"
#include "session/battle_session.h"

namespace fray::app {
namespace {

// Fills `box` with (name, id) pairs, keeping the chosen id when it is still there.
template <typename Definitions>
void fill(QComboBox* box, const Definitions& definitions, bool with_none) {
  const QString kept = box->currentData().toString();
  box->clear();
  if (with_none) box->addItem(QObject::tr("(none)"), QString());
  for (const auto& d : definitions)
    box->addItem(QString::fromStdString(d.name), QString::fromStdString(d.id));
  const int at = box->findData(kept);
  if (at >= 0) box->setCurrentIndex(at);
}

QSpinBox* spin(int low, int high, int value, const QString& tip) {
  auto* box = new QSpinBox;
  box->setRange(low, high);
  box->setValue(value);
  box->setToolTip(tip);
  return box;
}

}  // namespace

PlaceFigureBox::PlaceFigureBox(BattleSession* session, QWidget* parent)
    : QGroupBox(tr("Place a figure"), parent), session_(session) {
  setObjectName(QStringLiteral("PlaceFigureBox"));
  auto* form = new QFormLayout(this);
  side_ = new QComboBox;
  species_ = new QComboBox;
  name_ = new QLineEdit;
  name_->setPlaceholderText(tr("the species and its number"));
  class_ = spin(1, 7, 3, tr("Class: its training and will to fight (seed 002)"));
  armour_ = spin(1, 7, 3, tr("Armour, 3 in everyday clothes (seed 002)"));
  melee_ = new QComboBox;
  missile_ = new QComboBox;
  pick_ = new QPushButton(tr("Place on the map..."));
  pick_->setObjectName(QStringLiteral("PlaceFigurePick"));
  pick_->setToolTip(
      tr("Click where the new figure stands (Esc: cancel); the game refuses a spot "
         "off the table, on impassable ground or on another base"));
  result_ = resultLabel(QStringLiteral("PlaceFigureResult"));
  form->addRow(tr("Side"), side_);
  form->addRow(tr("Species"), species_);
  form->addRow(tr("Name"), name_);
  form->addRow(tr("Class"), class_);
  form->addRow(tr("Armour"), armour_);
  form->addRow(tr("Melee"), melee_);
  form->addRow(tr("Missile"), missile_);
  form->addRow(pick_);
  form->addRow(result_);
  connect(pick_, &QPushButton::clicked, this, &PlaceFigureBox::pointPickRequested);
  connect(session_, &BattleSession::opened, this, [this] {
    result_->clear();
    refresh();
  });
  refresh();
}

void PlaceFigureBox::refresh() {
  const game::Game* game = session_->game();
  setEnabled(game != nullptr);
  if (!game) return;
  const int side = side_->currentIndex();
  side_->clear();
  for (const game::Side& s : game->state().sides)
    side_->addItem(QString::fromStdString(s.name), QString::fromStdString(s.id));
  side_->setCurrentIndex(std::clamp(side, 0, side_->count() - 1));
  const rules::Ruleset& rules = classic_rules(game->system());
  fill(species_, rules.species, false);
  fill(melee_, rules.melee_weapons, true);
  fill(missile_, rules.missile_weapons, true);
  if (melee_->currentIndex() == 0) melee_->setCurrentIndex(std::max(0, melee_->findData("sword")));
  if (species_->currentIndex() == 0)
    species_->setCurrentIndex(std::max(0, species_->findData("human")));
}

game::Command PlaceFigureBox::placeCommand(QPointF at) const {
  const game::Game* game = session_->game();
  int id = 1;
  if (game)
    for (const game::Figure& f : game->state().figures) id = std::max(id, f.id + 1);
  QString name = name_->text().trimmed();
  if (name.isEmpty()) name = QStringLiteral("%1 %2").arg(species_->currentText()).arg(id);
  nlohmann::json figure = {{"id", id},
                           {"side", side_->currentData().toString().toStdString()},
                           {"name", name.toStdString()},
                           {"species", species_->currentData().toString().toStdString()},
                           {"class", class_->value()},
                           {"armour", armour_->value()},
                           {"position", {at.x(), at.y()}}};
  if (const QString melee = melee_->currentData().toString(); !melee.isEmpty())
    figure["melee_weapon"] = melee.toStdString();
  if (const QString missile = missile_->currentData().toString(); !missile.isEmpty())
    figure["missile_weapon"] = missile.toStdString();
  return {"place", {{"figure", std::move(figure)}}};
}

bool PlaceFigureBox::placeAt(QPointF at) {
  if (!session_->game()) return false;
  const game::Outcome outcome = session_->submit(placeCommand(at));
  if (!outcome.accepted()) {
    result_->setText(tr("Refused: %1").arg(QString::fromStdString(outcome.refusal->message)));
    return false;
  }
  result_->setText(outcome.events.empty() ? tr("Placed.")
                                          : QString::fromStdString(outcome.events.front().text));
  return true;
}

QString PlaceFigureBox::resultText() const { return result_->text(); }

}  // namespace fray::app
