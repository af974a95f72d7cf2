#include "docks/referee_dock.h"

#include <algorithm>

#include <QComboBox>
#include <QEnterEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <fray/game/state/figure.h>

#include "session/battle_session.h"
#include "tools/place_figure_box.h"
#include "window/terrain_dialog.h"

namespace fray::app {
namespace {

QPushButton* button(const QString& text, const QString& object_name, const QString& tip) {
  auto* b = new QPushButton(text);
  b->setObjectName(object_name);
  b->setToolTip(tip);
  return b;
}

// The events' own words, one a line (the log shows the same lines).
QString eventsText(const std::vector<game::Event>& events) {
  QStringList lines;
  for (const game::Event& e : events)
    if (!e.text.empty()) lines << QString::fromStdString(e.text);
  return lines.join(QLatin1Char('\n'));
}

}  // namespace

QLabel* resultLabel(const QString& object_name) {
  auto* label = new QLabel;
  label->setObjectName(object_name);
  label->setWordWrap(true);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  return label;
}

RefereeDock::RefereeDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Referee"), parent), session_(session) {
  setObjectName(QStringLiteral("RefereeDock"));
  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(buildOracle());
  layout->addWidget(buildRefereeAids());
  layout->addWidget(buildStealth());
  layout->addWidget(buildAttributeTest());
  layout->addWidget(buildFire());
  layout->addWidget(buildSpot());
  layout->addWidget(buildPrisoners());
  place_ = new PlaceFigureBox(session_);
  layout->addWidget(place_);
  terrain_ = button(tr("Generate terrain..."), QStringLiteral("GenerateTerrain"),
                    tr("Roll a random terrain layout (seed 003, \"VII. RANDOM WARGAME TERRAIN "
                       "GENERATION\") to read or save as a map; the live table is not changed"));
  connect(terrain_, &QPushButton::clicked, this, &RefereeDock::openTerrainGenerator);
  layout->addWidget(terrain_, 0, Qt::AlignLeft);
  layout->addStretch(1);
  auto* scroll = new QScrollArea;
  scroll->setWidgetResizable(true);
  scroll->setWidget(box);
  setWidget(scroll);
  connect(session_, &BattleSession::changed, this, &RefereeDock::refresh);
  connect(session_, &BattleSession::opened, this, [this] {
    for (QLabel* label : {oracle_answer_, aids_result_, stealth_result_, attribute_result_,
                          fire_result_, spot_result_, prisoners_result_})
      label->clear();
    centreFirePoint();
  });
  centreFirePoint();
  refresh();
}

QGroupBox* RefereeDock::buildOracle() {
  auto* group = new QGroupBox(tr("Oracle (seed 003)"));
  question_ = new QLineEdit;
  question_->setObjectName(QStringLiteral("OracleQuestion"));
  question_->setPlaceholderText(tr("The question, e.g. Do the guards hear us?"));
  oracle_kind_ = new QComboBox;
  oracle_kind_->setObjectName(QStringLiteral("OracleKind"));
  oracle_kind_->addItem(tr("What happens next (d20 table)"), QStringLiteral("what_next"));
  oracle_kind_->addItem(tr("Yes or no (11+ yes)"), QStringLiteral("yes_no"));
  oracle_kind_->addItem(tr("Secret (16+ it is there)"), QStringLiteral("secret"));
  ask_ = button(tr("Ask"), QStringLiteral("OracleAsk"),
                tr("Roll the oracle's d20 with the game's dice (logged, undoable)"));
  oracle_answer_ = resultLabel(QStringLiteral("OracleAnswer"));
  connect(ask_, &QPushButton::clicked, this,
          [this] { askOracle(question_->text(), oracle_kind_->currentData().toString()); });
  connect(question_, &QLineEdit::returnPressed, ask_, &QPushButton::click);
  auto* form = new QFormLayout(group);
  form->addRow(tr("Question"), question_);
  form->addRow(tr("Table"), oracle_kind_);
  form->addRow(QString(), ask_);
  form->addRow(oracle_answer_);
  return group;
}

QGroupBox* RefereeDock::buildRefereeAids() {
  auto* group = new QGroupBox(tr("Events and portals (seed 004)"));
  draw_event_ = button(tr("Draw event card"), QStringLiteral("DrawEvent"),
                       tr("Draw this turn's card from the random events deck"));
  portal_react_ = button(tr("Portals react"), QStringLiteral("PortalReact"),
                         tr("Portal counters the party sees close by fall back or are eliminated"));
  generate_forces_ = button(tr("Generate forces"), QStringLiteral("GenerateForces"),
                            tr("Roll the arrival table for the portals the party sees"));
  connect(draw_event_, &QPushButton::clicked, this, &RefereeDock::drawEvent);
  connect(portal_react_, &QPushButton::clicked, this, &RefereeDock::portalReact);
  connect(generate_forces_, &QPushButton::clicked, this, &RefereeDock::generateForces);
  aids_info_ = resultLabel(QStringLiteral("RefereeAidsInfo"));
  aids_result_ = resultLabel(QStringLiteral("RefereeAidsResult"));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(draw_event_);
  buttons->addWidget(portal_react_);
  buttons->addWidget(generate_forces_);
  buttons->addStretch(1);
  auto* layout = new QVBoxLayout(group);
  layout->addWidget(aids_info_);
  layout->addLayout(buttons);
  layout->addWidget(aids_result_);
  return group;
}

QGroupBox* RefereeDock::buildStealth() {
  auto* group = new QGroupBox(tr("Stealth test (seed 004)"));
  stealth_figure_ = resultLabel(QStringLiteral("StealthFigure"));
  cleverness_ = new QSpinBox;
  cleverness_->setObjectName(QStringLiteral("StealthCleverness"));
  cleverness_->setRange(1, 6);
  cleverness_->setValue(3);
  cleverness_->setToolTip(
      tr("The figure's Cleverness: a D6 not above it keeps the figure unseen. A High Adventure "
         "figure tests its own; for others (classic and d20 figures have none) it is the "
         "referee's call"));
  stealth_ = button(tr("Test"), QStringLiteral("StealthTest"),
                    tr("Roll the selected figure's stealth test: pass hides it, fail reveals it"));
  connect(stealth_, &QPushButton::clicked, this, [this] { stealthTest(cleverness_->value()); });
  stealth_result_ = resultLabel(QStringLiteral("StealthResult"));
  auto* form = new QFormLayout(group);
  form->addRow(tr("Figure"), stealth_figure_);
  form->addRow(tr("Cleverness"), cleverness_);
  form->addRow(QString(), stealth_);
  form->addRow(stealth_result_);
  return group;
}

void RefereeDock::setSelectionSource(std::function<int()> source) {
  selection_ = std::move(source);
  refresh();
}

int RefereeDock::selectedFigure() const { return selection_ ? selection_() : -1; }

void RefereeDock::enterEvent(QEnterEvent* event) {
  QDockWidget::enterEvent(event);
  refresh();
}

void RefereeDock::refresh() {
  const game::Game* game = session_->game();
  ask_->setEnabled(game != nullptr);
  terrain_->setEnabled(true);
  const game::BattleGenerators* s4 = game ? &game->state().generators : nullptr;
  const bool deck = s4 && s4->deck.enabled;
  const bool portals = s4 && s4->portals.has_value();
  draw_event_->setEnabled(deck);
  portal_react_->setEnabled(portals);
  generate_forces_->setEnabled(portals);
  QStringList info;
  if (deck)
    info << (s4->deck.shuffled ? tr("%n card(s) left in the deck", nullptr,
                                    static_cast<int>(s4->deck.remaining.size()))
                               : tr("The deck is shuffled at the first draw"));
  if (portals) {
    const auto& counters = s4->portals->counters;
    const auto live = std::count_if(counters.begin(), counters.end(),
                                    [](const game::PortalCounter& c) { return !c.eliminated; });
    info << tr("%1 of %2 portal counter(s) live").arg(live).arg(counters.size());
  }
  aids_info_->setText(info.isEmpty() ? tr("This battle has no event deck and no portals.")
                                     : info.join(QStringLiteral("; ")));
  const int id = selectedFigure();
  const game::Figure* f = game && id >= 0 ? game->state().find(id) : nullptr;
  stealth_->setEnabled(f != nullptr && f->alive);
  stealth_figure_->setText(f ? tr("#%1 %2%3")
                                   .arg(f->id)
                                   .arg(QString::fromStdString(game::sheet_name(f->sheet)))
                                   .arg(f->status.hidden ? tr(" (hidden)") : QString())
                             : tr("none selected"));
  refreshRefereeAids();
  refreshAttributeTest();
}

bool RefereeDock::submit(const std::string& name, nlohmann::json payload, QLabel* result) {
  if (!session_->hasGame()) return false;
  const game::Outcome outcome = session_->submit(game::Command{name, std::move(payload)});
  if (!outcome.accepted()) {
    last_result_ = tr("Refused: %1").arg(QString::fromStdString(outcome.refusal->message));
    result->setText(last_result_);
    emit refused(QString::fromStdString(outcome.refusal->message));
    return false;
  }
  last_result_ = eventsText(outcome.events);
  result->setText(last_result_);
  return true;
}

bool RefereeDock::askOracle(const QString& question, const QString& kind) {
  const QString asked =
      question.trimmed().isEmpty() ? tr("What happens next?") : question.trimmed();
  return submit("oracle", {{"question", asked.toStdString()}, {"kind", kind.toStdString()}},
                oracle_answer_);
}

bool RefereeDock::drawEvent() {
  return submit("draw_event", nlohmann::json::object(), aids_result_);
}

bool RefereeDock::portalReact() {
  return submit("portal_react", nlohmann::json::object(), aids_result_);
}

bool RefereeDock::generateForces() {
  return submit("generate_forces", nlohmann::json::object(), aids_result_);
}

bool RefereeDock::stealthTest(int cleverness) {
  refresh();
  const int id = selectedFigure();
  if (id < 0) {
    last_result_ = tr("Select a figure first.");
    stealth_result_->setText(last_result_);
    return false;
  }
  return submit("stealth_test", {{"figure", id}, {"cleverness", cleverness}}, stealth_result_);
}

void RefereeDock::openTerrainGenerator() {
  auto* dialog = new TerrainDialog(session_, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
}

}  // namespace fray::app
