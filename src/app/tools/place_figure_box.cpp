#include "tools/place_figure_box.h"

#include <algorithm>

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <fray/classic/classic_system.h>
#include <fray/d20/d20_system.h>
#include <fray/high_adventure/adventure_system.h>
#include <fray/sheets/d20_sheet.h>

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

// A High Adventure battle: figures are made from a creature of its table (seed 004).
bool adventureBattle(const game::Game* game) {
  return game && game->system().id() == high_adventure::AdventureSheet::system_id;
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
    : QGroupBox(tr("Place a figure"), parent), session_(session), form_(new QFormLayout(this)) {
  setObjectName(QStringLiteral("PlaceFigureBox"));
  QFormLayout* form = form_;
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
  // A d20 figure is made from a roster profile: class, armour and weapons are the classic's.
  const bool is_d20 = d20Battle();
  const bool is_adventure = adventureBattle(game);
  for (QWidget* row : std::initializer_list<QWidget*>{class_, armour_})
    form_->setRowVisible(row, !is_d20 && !is_adventure);
  for (QWidget* row : std::initializer_list<QWidget*>{melee_, missile_})
    form_->setRowVisible(row, !is_d20);
  if (auto* label = qobject_cast<QLabel*>(form_->labelForField(species_)))
    label->setText(is_d20 ? tr("Profile") : is_adventure ? tr("Creature") : tr("Species"));
  name_->setPlaceholderText(is_d20         ? tr("the profile and its number")
                            : is_adventure ? tr("the creature and its number")
                                           : tr("the species and its number"));
  if (is_d20) {
    fillD20();
  } else if (is_adventure) {
    const high_adventure::AdventureRules& rules = high_adventure::adventure_rules(game->system());
    fill(species_, rules.creatures, false);
    fill(melee_, rules.melee_weapons, true);
    fill(missile_, rules.missile_weapons, true);
    if (melee_->currentIndex() == 0)
      melee_->setCurrentIndex(std::max(0, melee_->findData("sword")));
  } else {
    fillClassic();
  }
  if (species_->currentIndex() == 0)
    species_->setCurrentIndex(std::max(0, species_->findData("human")));
}

bool PlaceFigureBox::d20Battle() const {
  const game::Game* game = session_->game();
  return game && game->system().id() == d20::D20Sheet::system_id;
}

void PlaceFigureBox::fillClassic() {
  const rules::Ruleset& rules = classic_rules(session_->game()->system());
  fill(species_, rules.species, false);
  fill(melee_, rules.melee_weapons, true);
  fill(missile_, rules.missile_weapons, true);
  if (melee_->currentIndex() == 0) melee_->setCurrentIndex(std::max(0, melee_->findData("sword")));
}

void PlaceFigureBox::fillD20() {
  const QString kept = species_->currentData().toString();
  species_->clear();
  for (const d20::Profile& profile : d20::d20_rules(session_->game()->system()).roster)
    species_->addItem(QString::fromStdString(profile.sheet.name),
                      QString::fromStdString(profile.id));
  const int at = species_->findData(kept);
  if (at >= 0) species_->setCurrentIndex(at);
}

game::Command PlaceFigureBox::placeCommand(QPointF at) const {
  const game::Game* game = session_->game();
  int id = 1;
  if (game)
    for (const game::Figure& f : game->state().figures) id = std::max(id, f.id + 1);
  QString name = name_->text().trimmed();
  if (name.isEmpty()) name = QStringLiteral("%1 %2").arg(species_->currentText()).arg(id);
  if (d20Battle()) {
    // The roster profile gives the whole d20 sheet: only a name may be given beside it.
    nlohmann::json figure = {{"id", id},
                             {"side", side_->currentData().toString().toStdString()},
                             {"name", name.toStdString()},
                             {"profile", species_->currentData().toString().toStdString()},
                             {"position", {at.x(), at.y()}}};
    return {"place", {{"figure", std::move(figure)}}};
  }
  nlohmann::json figure = {{"id", id},
                           {"side", side_->currentData().toString().toStdString()},
                           {"name", name.toStdString()},
                           {"position", {at.x(), at.y()}}};
  if (adventureBattle(game)) {
    figure["creature"] = species_->currentData().toString().toStdString();
  } else {
    figure["species"] = species_->currentData().toString().toStdString();
    figure["class"] = class_->value();
    figure["armour"] = armour_->value();
  }
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
