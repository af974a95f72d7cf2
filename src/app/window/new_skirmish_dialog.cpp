#include "window/new_skirmish_dialog.h"

#include <limits>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStringList>
#include <QVBoxLayout>

#include <fray/ai/controller_factory.h>

namespace fray::app {
namespace {

QJsonObject readObject(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return QJsonDocument::fromJson(file.readAll()).object();
}

QString scenarioTitle(const QString& path) {
  const QString title = readObject(path).value(QStringLiteral("title")).toString();
  return title.isEmpty() ? QFileInfo(path).fileName() : title;
}

bool isEnabledItem(const QComboBox* box, int row) {
  const auto* model = qobject_cast<const QStandardItemModel*>(box->model());
  return !model || model->item(row)->isEnabled();
}

// An AI that does not play the scenario's rule system (ai::controller_plays: the reaction chart
// plays the systems its orders were tested in) is greyed out with the reason.
void restrictToSystem(QComboBox* box, const QString& system) {
  auto* model = qobject_cast<QStandardItemModel*>(box->model());
  if (!model) return;
  for (int row = 0; row < box->count(); ++row) {
    const QString id = box->itemData(row).toString();
    if (ai::controller_plays(id.toStdString(), system.toStdString())) continue;
    model->item(row)->setEnabled(false);
    // Who can: a person always, and the AIs that play this system.
    QStringList able{QObject::tr("a person")};
    for (int other = 0; other < box->count(); ++other) {
      const QString other_id = box->itemData(other).toString();
      if (other_id != QLatin1String("person") &&
          ai::controller_plays(other_id.toStdString(), system.toStdString()))
        able << box->itemText(other);
    }
    box->setItemData(row,
                     QObject::tr("Not for a %1 battle yet: this AI is not written for its rules. "
                                 "Can play this side: %2.")
                         .arg(system, able.join(QStringLiteral(", "))),
                     Qt::ToolTipRole);
  }
}

}  // namespace

QString mapKindName(const QString& kind) {
  if (kind == QLatin1String("hex")) return QObject::tr("hex map");
  if (kind == QLatin1String("square")) return QObject::tr("square grid");
  if (kind == QLatin1String("table")) return QObject::tr("free-measure table");
  return QObject::tr("unknown");
}

QString scenarioMapKind(const QString& scenario_path) {
  const QJsonObject scenario = readObject(scenario_path);
  if (scenario.isEmpty()) return {};
  const QJsonValue map = scenario.value(QStringLiteral("map"));
  if (map.isUndefined()) return QStringLiteral("table");
  const QJsonObject object =
      map.isString() ? readObject(QFileInfo(scenario_path).dir().filePath(map.toString()))
                     : map.toObject();
  return object.value(QStringLiteral("kind")).toString();
}

NewSkirmishDialog::NewSkirmishDialog(const QString& scenarios_dir, const QString& initial,
                                     QWidget* parent)
    : QDialog(parent),
      scenario_(new QComboBox),
      rule_system_(new QComboBox),
      map_kind_label_(new QLabel),
      sides_(new QFormLayout),
      seed_(new QSpinBox) {
  setWindowTitle(tr("New Skirmish"));
  setObjectName(QStringLiteral("NewSkirmishDialog"));
  const QDir dir(scenarios_dir);
  for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
    const QString path = dir.filePath(name);
    scenario_->addItem(scenarioTitle(path), path);
  }
  scenario_->setToolTip(tr("The scenario: map, sides and figures"));
  auto* browse = new QPushButton(tr("Browse..."));
  connect(browse, &QPushButton::clicked, this, &NewSkirmishDialog::browse);
  auto* scenario_row = new QHBoxLayout;
  scenario_row->addWidget(scenario_, 1);
  scenario_row->addWidget(browse);

  rule_system_->addItem(tr("Classic"), QStringLiteral("classic"));
  rule_system_->addItem(tr("Simple d20 (seed 003)"), QStringLiteral("d20"));
  rule_system_->setToolTip(tr("The rules the battle is fought by: the scenario names them"));
  map_kind_label_->setToolTip(tr("The map comes with the scenario"));

  seed_->setRange(0, std::numeric_limits<int>::max());
  seed_->setToolTip(tr("The same seed and the same commands give the same dice"));
  auto* random = new QPushButton(tr("Random"));
  random->setToolTip(tr("Pick a seed at random"));
  connect(random, &QPushButton::clicked, this, &NewSkirmishDialog::randomSeed);
  auto* seed_row = new QHBoxLayout;
  seed_row->addWidget(seed_, 1);
  seed_row->addWidget(random);
  randomSeed();

  auto* form = new QFormLayout;
  form->addRow(tr("&Scenario"), scenario_row);
  form->addRow(tr("&Rule system"), rule_system_);
  form->addRow(tr("Map"), map_kind_label_);
  form->addRow(tr("S&eed"), seed_row);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form);
  layout->addWidget(new QLabel(tr("Who controls each side:")));
  layout->addLayout(sides_);
  layout->addWidget(buttons);
  connect(scenario_, &QComboBox::currentIndexChanged, this, &NewSkirmishDialog::scenarioChanged);
  if (!initial.isEmpty()) setScenario(initial);
  scenarioChanged();
}

void NewSkirmishDialog::setScenario(const QString& path) {
  int index = scenario_->findData(path);
  if (index < 0) {
    scenario_->addItem(scenarioTitle(path), path);
    index = scenario_->count() - 1;
  }
  scenario_->setCurrentIndex(index);
}

void NewSkirmishDialog::setSeed(int seed) { seed_->setValue(seed); }

void NewSkirmishDialog::browse() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Scenario"),
                                                    scenario_->currentData().toString(),
                                                    tr("Fray scenarios (*.json);;All files (*)"));
  if (!path.isEmpty()) setScenario(path);
}

void NewSkirmishDialog::randomSeed() {
  seed_->setValue(static_cast<int>(QRandomGenerator::global()->bounded(seed_->maximum())));
}

void NewSkirmishDialog::scenarioChanged() {
  const QString path = scenario_->currentData().toString();
  map_kind_ = scenarioMapKind(path);
  map_kind_label_->setText(mapKindName(map_kind_));
  while (sides_->rowCount() > 0) sides_->removeRow(0);
  controllers_.clear();
  const QJsonObject scenario = readObject(path);
  // The scenario names its rules ("classic" when it names none); the other systems are greyed.
  const QString system =
      scenario.value(QStringLiteral("rule_system")).toString(QStringLiteral("classic"));
  if (auto* model = qobject_cast<QStandardItemModel*>(rule_system_->model()))
    for (int row = 0; row < model->rowCount(); ++row)
      model->item(row)->setEnabled(rule_system_->itemData(row).toString() == system);
  if (const int at = rule_system_->findData(system); at >= 0) rule_system_->setCurrentIndex(at);
  const QJsonArray sides = scenario.value(QStringLiteral("sides")).toArray();
  for (const QJsonValue& side : sides) {
    auto* box = new QComboBox;
    box->addItem(tr("Person"), QStringLiteral("person"));
    box->addItem(tr("Solo AI (seed 003 enemy AI)"), QStringLiteral("solo003"));
    box->addItem(tr("Reaction chart AI (seed 004)"), QStringLiteral("reaction004"));
    box->addItem(tr("Simple policy (baseline)"), QStringLiteral("simple"));
    box->setItemData(1,
                     tr("Statuses, patrols, combat tactics and the random action table "
                        "(docs/rules/solo-ai.md)"),
                     Qt::ToolTipRole);
    box->setItemData(2, tr("Risk factors and the reaction tables give each unit an order"),
                     Qt::ToolTipRole);
    box->setItemData(3, tr("Walks at the nearest enemy, shoots and strikes when it can"),
                     Qt::ToolTipRole);
    restrictToSystem(box, system);
    // The scenario's own choice first (its "controller" member), a person otherwise.
    const int preset =
        box->findData(side.toObject().value(QStringLiteral("controller")).toString());
    if (preset >= 0 && isEnabledItem(box, preset)) box->setCurrentIndex(preset);
    const QString name = side.toObject().value(QStringLiteral("name")).toString();
    sides_->addRow(name.isEmpty() ? side.toObject().value(QStringLiteral("id")).toString() : name,
                   box);
    controllers_.append(box);
  }
}

NewSkirmishChoice NewSkirmishDialog::choice() const {
  NewSkirmishChoice c;
  c.scenario = scenario_->currentData().toString();
  c.rule_system = rule_system_->currentData().toString();
  c.seed = static_cast<std::uint64_t>(seed_->value());
  for (const QComboBox* box : controllers_) c.controllers << box->currentData().toString();
  return c;
}

}  // namespace fray::app
