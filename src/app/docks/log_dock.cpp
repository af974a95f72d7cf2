#include "docks/log_dock.h"

#include <set>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <fray/game/state/figure.h>

#include "session/battle_session.h"

namespace fray::app {

LogDock::LogDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Log"), parent),
      session_(session),
      list_(new QListWidget),
      figure_box_(new QComboBox),
      turn_box_(new QComboBox),
      kind_box_(new QComboBox) {
  setObjectName(QStringLiteral("LogDock"));
  list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  list_->setWordWrap(true);
  list_->setUniformItemSizes(false);
  list_->setToolTip(tr("Every event of the battle, oldest first; select lines and press Ctrl+C"));
  auto* copy_action = new QAction(tr("Copy"), list_);
  copy_action->setShortcut(QKeySequence::Copy);
  copy_action->setShortcutContext(Qt::WidgetShortcut);
  copy_action->setToolTip(tr("Copy the selected lines to the clipboard"));
  connect(copy_action, &QAction::triggered, this, &LogDock::copySelected);
  list_->addAction(copy_action);

  figure_box_->setToolTip(tr("Only the events of one figure"));
  turn_box_->setToolTip(tr("Only the events of one turn"));
  kind_box_->setToolTip(tr("Only one kind of event (die rolls, shots, moves...)"));
  for (QComboBox* box : {figure_box_, turn_box_, kind_box_}) {
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(box, &QComboBox::currentIndexChanged, this, &LogDock::readFilterBoxes);
  }
  auto* copy = new QPushButton(tr("Copy"));
  copy->setToolTip(tr("Copy the selected lines (or all shown) to the clipboard"));
  connect(copy, &QPushButton::clicked, this, &LogDock::copySelected);
  auto* save = new QPushButton(tr("Export..."));
  save->setToolTip(tr("Save the shown lines as text or as JSON events"));
  connect(save, &QPushButton::clicked, this, &LogDock::chooseExport);

  auto* bar = new QHBoxLayout;
  bar->addWidget(new QLabel(tr("Figure")));
  bar->addWidget(figure_box_);
  bar->addWidget(new QLabel(tr("Turn")));
  bar->addWidget(turn_box_);
  bar->addWidget(new QLabel(tr("Kind")));
  bar->addWidget(kind_box_);
  bar->addStretch(1);
  bar->addWidget(copy);
  bar->addWidget(save);
  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(bar);
  layout->addWidget(list_);
  setWidget(box);
  // The lines follow the log; the figure filter's choices follow the figures on the table.
  connect(session_, &BattleSession::changed, this, [this](const BattleChange& change) {
    if (change.log || change.allFigures()) refresh();
  });
  connect(session_, &BattleSession::opened, this, [this] { setFilter({}); });
  refillChoices();
}

void LogDock::refresh() {
  const game::Game* game = session_->game();
  all_ = game ? logLines(game->log().events()) : std::vector<LogLine>{};
  refillChoices();
  showLines();
}

void LogDock::refillChoices() {
  filling_ = true;
  std::set<int> turns;
  std::set<QString> kinds;
  for (const LogLine& line : all_) {
    turns.insert(line.turn);
    kinds.insert(line.kind);
  }
  figure_box_->clear();
  figure_box_->addItem(tr("all"), -1);
  if (const game::Game* game = session_->game())
    for (const game::Figure& f : game->state().figures)
      figure_box_->addItem(
          QStringLiteral("#%1 %2").arg(f.id).arg(QString::fromStdString(game::sheet_name(f.sheet))),
          f.id);
  turn_box_->clear();
  turn_box_->addItem(tr("all"), -1);
  for (int turn : turns)
    turn_box_->addItem(turn == 0 ? tr("before turn 1") : QString::number(turn), turn);
  kind_box_->clear();
  kind_box_->addItem(tr("all"), QString());
  for (const QString& kind : kinds) kind_box_->addItem(QString(kind).replace('_', ' '), kind);
  // A filter on something not there (yet) is kept, so that the choice survives an undo.
  const auto select = [](QComboBox* box, const QVariant& value) {
    const int index = box->findData(value);
    if (index >= 0) box->setCurrentIndex(index);
  };
  select(figure_box_, filter_.figure);
  select(turn_box_, filter_.turn);
  select(kind_box_, filter_.kind);
  filling_ = false;
}

void LogDock::readFilterBoxes() {
  if (filling_) return;
  filter_.figure = figure_box_->currentData().toInt();
  filter_.turn = turn_box_->currentData().toInt();
  filter_.kind = kind_box_->currentData().toString();
  showLines();
}

void LogDock::setFilter(const LogFilter& filter) {
  filter_ = filter;
  refillChoices();
  showLines();
}

std::vector<const LogLine*> LogDock::shownLines() const {
  std::vector<const LogLine*> shown;
  for (const LogLine& line : all_)
    if (matches(line, filter_)) shown.push_back(&line);
  return shown;
}

void LogDock::showLines() {
  list_->clear();
  for (const LogLine* line : shownLines()) list_->addItem(line->text);
  list_->scrollToBottom();
}

QStringList LogDock::lines() const {
  QStringList texts;
  for (int i = 0; i < list_->count(); ++i) texts << list_->item(i)->text();
  return texts;
}

void LogDock::copyAll() const { QApplication::clipboard()->setText(lines().join('\n')); }

void LogDock::copySelected() const {
  QStringList texts;
  for (int i = 0; i < list_->count(); ++i)
    if (list_->item(i)->isSelected()) texts << list_->item(i)->text();
  if (texts.isEmpty()) texts = lines();
  QApplication::clipboard()->setText(texts.join('\n'));
}

bool LogDock::exportTo(const QString& path) const {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  const bool json =
      QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0;
  const QByteArray bytes =
      json ? logJson(shownLines()) : (logText(shownLines()) + QLatin1Char('\n')).toUtf8();
  return file.write(bytes) == bytes.size();
}

void LogDock::chooseExport() {
  QString filter;
  QString path = QFileDialog::getSaveFileName(this, tr("Export Log"), tr("log.txt"),
                                              tr("Text (*.txt);;JSON events (*.json)"), &filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty())
    path +=
        filter.contains(QStringLiteral("json")) ? QStringLiteral(".json") : QStringLiteral(".txt");
  exportTo(path);
}

}  // namespace fray::app
