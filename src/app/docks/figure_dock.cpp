#include "docks/figure_dock.h"

#include <cmath>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <fray/classic/classic_figure.h>
#include <fray/classic/classic_system.h>
#include <fray/classic/rules/figure_profile.h>
#include <fray/d20/d20_system.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/high_adventure_sheet.h>

#include "docks/d20_sheet_text.h"
#include "session/battle_session.h"
#include "session/battle_views.h"

namespace fray::app {
namespace {

// The statuses the referee's set_status command changes (docs/formats.md), with their words.
struct StatusField {
  const char* id;
  const char* words;
  bool game::FigureStatus::*flag;
};
constexpr StatusField status_fields[] = {
    {"hidden", "Hidden", &game::FigureStatus::hidden},
    {"shield_wall", "Shield wall", &game::FigureStatus::shield_wall},
    {"recoiling", "Recoiling", &game::FigureStatus::recoiling},
    {"waiting", "Waiting", &game::FigureStatus::waiting},
    {"has_moved", "Has moved", &game::FigureStatus::has_moved},
    {"has_shot", "Has shot", &game::FigureStatus::has_shot},
};

QString baseText(const map::Base& base) {
  const QString shape = base.shape == map::BaseShape::Round    ? QObject::tr("round")
                        : base.shape == map::BaseShape::Square ? QObject::tr("square")
                                                               : QObject::tr("rectangle");
  return QObject::tr("%1, %2 x %3 cm").arg(shape).arg(base.width_cm).arg(base.depth_cm);
}

// A classic figure's melee and missile weapons (a d20 figure's: d20SheetText).
QString weaponText(const game::Figure& f) {
  QString text = QString::fromStdString(classic_sheet(f).melee_weapon);
  if (!classic_sheet(f).missile_weapon.empty())
    text += QStringLiteral(", ") + QString::fromStdString(classic_sheet(f).missile_weapon);
  return text.replace(QLatin1Char('_'), QLatin1Char(' '));
}

}  // namespace

FigureDock::FigureDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Figure"), parent), session_(session) {
  setObjectName(QStringLiteral("FigureDock"));
  build();
  connect(session_, &BattleSession::changed, this, &FigureDock::refresh);
  connect(session_, &BattleSession::opened, this, [this] { showFigure(-1); });
  refresh();
}

void FigureDock::build() {
  title_ = new QLabel(tr("No figure selected"));
  title_->setWordWrap(true);
  name_ = new QLineEdit;
  name_->setObjectName(QStringLiteral("FigureName"));
  species_ = new QLabel;
  class_ = new QSpinBox;
  class_->setObjectName(QStringLiteral("FigureClass"));
  class_->setRange(2, 5);
  armour_ = new QSpinBox;
  armour_->setObjectName(QStringLiteral("FigureArmour"));
  armour_->setRange(3, 5);
  armour_->setToolTip(tr("3 light clothing, 4 chainmail, 5 complete armour"));
  weapons_ = new QLabel;
  weapons_->setWordWrap(true);
  base_ = new QLabel;
  position_ = new QLabel;
  facing_ = new QDoubleSpinBox;
  facing_->setObjectName(QStringLiteral("FigureFacing"));
  facing_->setRange(0, 359.9);
  facing_->setDecimals(1);
  facing_->setWrapping(true);
  facing_->setSuffix(QStringLiteral(" \u00b0"));
  facing_->setToolTip(tr("0 faces the top edge of the table, clockwise"));
  posture_ = new QLabel;
  wounds_ = new QSpinBox;
  wounds_->setObjectName(QStringLiteral("FigureWounds"));
  wounds_->setRange(0, 30);
  life_ = new QLabel;
  ammunition_ = new QLabel;
  // The d20 sheet (seed 003), read-only: the tooltips say where each value comes from.
  const auto d20Label = [](const QString& tip) {
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setToolTip(tip);
    return label;
  };
  kind_ =
      d20Label(tr("Unique characters take several wounds, commons are defeated by one "
                  "(seed 003, \"Defend\")"));
  power_ =
      d20Label(tr("How powerful it is, 1 to 10; a figure that causes fear makes the unit "
                  "it attacks test its morale (seed 003, \"Morale\")"));
  size_ =
      d20Label(tr("How far it moves: small, average or large; heavy armour moves one "
                  "space fewer (seed 003, \"Movement\")"));
  roll_twice_ =
      d20Label(tr("Circumstances in which it rolls its die twice and keeps the higher, "
                  "besides those every figure has (seed 003, \"Special Abilities\")"));
  condition_ =
      d20Label(tr("A stunned figure takes no actions in that round (seed 003, "
                  "\"Defend\"); a figure recovers once a battle (seed 003, \"The "
                  "Recovery Action\")"));
  attributes_ =
      d20Label(tr("Tested by a D6 not above the value; Weapon Skill adds to each die in melee and "
                  "shooting (seed 004, \"Character levels\")"));

  form_ = new QWidget;
  auto* form = new QFormLayout(form_);
  form_layout_ = form;
  form->addRow(tr("Name"), name_);
  form->addRow(tr("Species"), species_);
  form->addRow(tr("Kind"), kind_);
  form->addRow(tr("Attributes"), attributes_);
  form->addRow(tr("Class"), class_);
  form->addRow(tr("Armour"), armour_);
  form->addRow(tr("Power"), power_);
  form->addRow(tr("Size"), size_);
  form->addRow(tr("Weapons"), weapons_);
  form->addRow(tr("Base"), base_);
  form->addRow(tr("Position"), position_);
  form->addRow(tr("Facing"), facing_);
  form->addRow(tr("Posture"), posture_);
  form->addRow(tr("Wounds"), wounds_);
  form->addRow(tr("Life"), life_);
  form->addRow(tr("Ammunition"), ammunition_);
  form->addRow(tr("Rolls twice"), roll_twice_);
  form->addRow(tr("Condition"), condition_);
  for (QWidget* row : {kind_, power_, size_, roll_twice_, condition_, attributes_})
    form->setRowVisible(row, false);
  for (const StatusField& field : status_fields) {
    auto* box = new QCheckBox(tr(field.words));
    box->setObjectName(QStringLiteral("Status_%1").arg(QLatin1String(field.id)));
    const QString id = QLatin1String(field.id);
    connect(box, &QCheckBox::clicked, this, [this, id](bool on) { commitStatus(id, on); });
    statuses_.append(box);
    form->addRow(statuses_.size() == 1 ? tr("Statuses") : QString(), box);
  }
  set_die_ = new QPushButton(tr("Set next die..."));
  set_die_->setToolTip(tr("Referee: choose the face the next die rolled shows"));
  connect(set_die_, &QPushButton::clicked, this, &FigureDock::chooseNextDie);

  connect(name_, &QLineEdit::editingFinished, this, &FigureDock::commitName);
  connect(class_, &QSpinBox::editingFinished, this, &FigureDock::commitClass);
  connect(armour_, &QSpinBox::editingFinished, this, &FigureDock::commitArmour);
  connect(facing_, &QDoubleSpinBox::editingFinished, this, &FigureDock::commitFacing);
  connect(wounds_, &QSpinBox::editingFinished, this, &FigureDock::commitWounds);

  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(title_);
  layout->addWidget(form_);
  layout->addWidget(set_die_, 0, Qt::AlignLeft);
  layout->addStretch(1);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(box);
  setWidget(scroll);
  updateEditable();
}

void FigureDock::showFigure(int id) {
  figure_ = id;
  refresh();
}

void FigureDock::setRefereeMode(bool on) {
  referee_ = on;
  updateEditable();
}

void FigureDock::updateEditable() {
  for (QAbstractSpinBox* spin :
       std::initializer_list<QAbstractSpinBox*>{class_, armour_, facing_, wounds_})
    spin->setReadOnly(!referee_);
  name_->setReadOnly(!referee_);
  for (QCheckBox* box : statuses_) box->setEnabled(referee_);
  set_die_->setVisible(referee_);
  setWindowTitle(referee_ ? tr("Figure (referee)") : tr("Figure"));
}

void FigureDock::refresh() {
  const game::Game* game = session_->game();
  const game::Figure* f = game && figure_ >= 0 ? game->state().find(figure_) : nullptr;
  form_->setVisible(f != nullptr);
  set_die_->setEnabled(game != nullptr);
  if (!f) {
    title_->setText(tr("No figure selected: click one on the map or in the roster."));
    return;
  }
  refreshing_ = true;
  const game::BattleState& s = game->state();
  const QString side = QString::fromStdString(s.sides[static_cast<std::size_t>(f->side)].name);
  const QString name = QString::fromStdString(game::sheet_name(f->sheet));
  title_->setText(
      tr("<b>#%1 %2</b> (%3)%4")
          .arg(f->id)
          .arg(name.toHtmlEscaped(), side.toHtmlEscaped(), f->alive ? QString() : tr(", dead")));
  if (!name_->hasFocus()) name_->setText(name);
  // Each system's own rows; the others are hidden.
  const bool is_d20 = std::holds_alternative<d20::D20Sheet>(f->sheet);
  const bool is_adventure = std::holds_alternative<high_adventure::AdventureSheet>(f->sheet);
  const bool is_classic = !is_d20 && !is_adventure;
  for (QWidget* row : std::initializer_list<QWidget*>{class_, armour_, ammunition_})
    form_layout_->setRowVisible(row, is_classic);
  form_layout_->setRowVisible(species_, !is_d20);
  // Seed 004 speaks of creatures, seeds 000 and 002 of species.
  if (auto* label = qobject_cast<QLabel*>(form_layout_->labelForField(species_)))
    label->setText(is_adventure ? tr("Creature") : tr("Species"));
  for (QWidget* row : {kind_, power_, size_, roll_twice_}) form_layout_->setRowVisible(row, is_d20);
  form_layout_->setRowVisible(condition_, !is_classic);
  form_layout_->setRowVisible(attributes_, is_adventure);
  if (is_d20)
    showD20Sheet(*game, *f);
  else if (is_adventure)
    showAdventureSheet(*game, *f);
  else
    showClassicSheet(*game, *f);
  base_->setText(baseText(f->base));
  position_->setText(
      tr("%1, %2 cm").arg(f->placement.centre.x, 0, 'f', 1).arg(f->placement.centre.y, 0, 'f', 1));
  facing_->setValue(std::fmod(std::fmod(f->placement.facing_deg, 360.0) + 360.0, 360.0));
  posture_->setText(f->posture == game::Posture::Standing ? tr("standing") : tr("crouched"));
  wounds_->setValue(f->wounds);
  for (int i = 0; i < statuses_.size(); ++i)
    statuses_[i]->setChecked(f->status.*status_fields[i].flag);
  refreshing_ = false;
}

void FigureDock::showClassicSheet(const game::Game& game, const game::Figure& f) {
  const rules::Ruleset& rules = classic_rules(game.system());
  const rules::ClassicSheet& sheet = classic_sheet(f);
  species_->setText(figureKind(game.system(), f) +
                    (sheet.spec.mount != rules::TroopType::Foot ? tr(", mounted") : QString()));
  class_->setValue(sheet.spec.figure_class);
  armour_->setValue(sheet.spec.worn_armour);
  weapons_->setText(weaponText(f));
  weapons_->setToolTip(QString());
  int sides = 0;
  try {
    sides = rules::life_die_sides(rules, sheet.spec);
  } catch (const std::exception&) {
  }
  life_->setText(sides <= 1 ? tr("one life point: the first wound kills")
                            : tr("life die D%1 (a 1 on it kills)").arg(sides));
  life_->setToolTip(QString());
  QString ammo = f.status.ammunition ? QString::number(*f.status.ammunition) : tr("not counted");
  if (f.status.reloading_turns > 0)
    ammo += tr(", reloading %1 turn(s)").arg(f.status.reloading_turns);
  ammunition_->setText(sheet.missile_weapon.empty() ? tr("no missile weapon") : ammo);
}

void FigureDock::showD20Sheet(const game::Game& game, const game::Figure& f) {
  const D20SheetText text = d20SheetText(d20::d20_rules(game.system()), f,
                                         std::get<d20::D20Sheet>(f.sheet), game.state().turn);
  kind_->setText(text.kind);
  power_->setText(text.power);
  size_->setText(text.size);
  weapons_->setText(text.weapons);
  weapons_->setToolTip(tr("Its weapons by range kind (seed 003, \"Range\")"));
  life_->setText(text.wounds);
  life_->setToolTip(tr("Seed 003, \"Defend\": a failed defence wounds, stuns or defeats"));
  roll_twice_->setText(text.roll_twice);
  // Who rides what (seed 003, "Special Movement"): names only the battle knows.
  QString condition = text.condition;
  const auto add = [&](const QString& words) {
    condition = condition == tr("none") ? words : condition + QStringLiteral(", ") + words;
  };
  const int riding = std::get<d20::D20Sheet>(f.sheet).riding;
  if (riding != 0) add(tr("rides %1").arg(figureLabel(game.state(), riding)));
  for (const game::Figure& other : game.state().figures)
    if (other.alive && std::get<d20::D20Sheet>(other.sheet).riding == f.id)
      add(tr("carries %1").arg(figureLabel(other)));
  condition_->setText(condition);
}

bool FigureDock::submitCommand(const std::string& name, nlohmann::json payload) {
  const game::Outcome outcome = session_->submit(game::Command{name, std::move(payload)});
  last_refusal_ = outcome.accepted() ? QString() : QString::fromStdString(outcome.refusal->message);
  if (!outcome.accepted()) {
    emit refused(last_refusal_);
    refresh();
  }
  return outcome.accepted();
}

bool FigureDock::canEdit() const {
  return referee_ && !refreshing_ && figure_ >= 0 && session_->hasGame();
}

void FigureDock::commitName() {
  const game::Figure* f = canEdit() ? session_->game()->state().find(figure_) : nullptr;
  const std::string name = name_->text().trimmed().toStdString();
  if (f && name != game::sheet_name(f->sheet))
    submitCommand("edit", {{"figure", figure_}, {"name", name}});
}

void FigureDock::commitClass() {
  const game::Figure* f = canEdit() ? session_->game()->state().find(figure_) : nullptr;
  const auto* sheet = f ? std::get_if<rules::ClassicSheet>(&f->sheet) : nullptr;
  if (sheet && class_->value() != sheet->spec.figure_class)
    submitCommand("edit", {{"figure", figure_}, {"class", class_->value()}});
}

void FigureDock::commitArmour() {
  const game::Figure* f = canEdit() ? session_->game()->state().find(figure_) : nullptr;
  const auto* sheet = f ? std::get_if<rules::ClassicSheet>(&f->sheet) : nullptr;
  if (sheet && armour_->value() != sheet->spec.worn_armour)
    submitCommand("edit", {{"figure", figure_}, {"armour", armour_->value()}});
}

void FigureDock::commitFacing() {
  const game::Figure* f = canEdit() ? session_->game()->state().find(figure_) : nullptr;
  if (f && std::abs(facing_->value() - f->placement.facing_deg) > 0.05)
    submitCommand("edit", {{"figure", figure_}, {"facing_deg", facing_->value()}});
}

void FigureDock::commitWounds() {
  const game::Figure* f = canEdit() ? session_->game()->state().find(figure_) : nullptr;
  if (!f) return;
  const int change = wounds_->value() - f->wounds;
  if (change > 0) submitCommand("wound", {{"figure", figure_}, {"count", change}});
  if (change < 0) submitCommand("heal", {{"figure", figure_}, {"count", -change}});
}

void FigureDock::commitStatus(const QString& status, bool value) {
  if (canEdit())
    submitCommand("set_status",
                  {{"figure", figure_}, {"status", status.toStdString()}, {"value", value}});
}

bool FigureDock::setNextDie(int face) { return submitCommand("set_die", {{"face", face}}); }

void FigureDock::chooseNextDie() {
  bool ok = false;
  const int face = QInputDialog::getInt(this, tr("Set Next Die"),
                                        tr("Face of the next die rolled (skipped, and logged, when "
                                           "that die has fewer faces):"),
                                        1, 1, 20, 1, &ok);
  if (ok) setNextDie(face);
}

}  // namespace fray::app
