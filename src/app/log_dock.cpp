#include "log_dock.h"

#include <QApplication>
#include <QClipboard>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

#include "battle_session.h"

namespace fray::app {

LogDock::LogDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Log"), parent), session_(session), text_(new QPlainTextEdit) {
  setObjectName(QStringLiteral("LogDock"));
  text_->setReadOnly(true);
  text_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
  text_->setToolTip(tr("Every event of the battle, oldest first"));
  auto* copy = new QPushButton(tr("Copy"));
  copy->setToolTip(tr("Copy the whole log to the clipboard"));
  connect(copy, &QPushButton::clicked, this, &LogDock::copyAll);
  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(text_);
  layout->addWidget(copy, 0, Qt::AlignRight);
  setWidget(box);
  connect(session_, &BattleSession::changed, this, &LogDock::refresh);
  connect(session_, &BattleSession::opened, this, [this] {
    text_->clear();
    shown_ = 0;
  });
}

void LogDock::refresh() {
  const auto* game = session_->game();
  if (!game) return;
  const auto& events = game->log().events();
  // Undo takes events away: show the log again from the start.
  if (events.size() < shown_) {
    text_->clear();
    shown_ = 0;
  }
  for (; shown_ < events.size(); ++shown_)
    text_->appendPlainText(QString::fromStdString(events[shown_].text));
  text_->verticalScrollBar()->setValue(text_->verticalScrollBar()->maximum());
}

QStringList LogDock::lines() const {
  QString all = text_->toPlainText();
  return all.isEmpty() ? QStringList() : all.split(QLatin1Char('\n'));
}

void LogDock::copyAll() const { QApplication::clipboard()->setText(text_->toPlainText()); }

}  // namespace fray::app
