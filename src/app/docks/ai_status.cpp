#include "docks/ai_status.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

#include "session/ai_player.h"

namespace fray::app {

AiStatus::AiStatus(AiPlayer* ai, QWidget* parent)
    : QWidget(parent), ai_(ai), label_(new QLabel(this)), button_(new QToolButton(this)) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(label_);
  layout->addWidget(button_);
  button_->setAutoRaise(true);
  connect(button_, &QToolButton::clicked, this, [this] {
    if (ai_->isPaused())
      ai_->setPaused(false);
    else
      ai_->setPaused(true, tr("by you"));
  });
  connect(ai_, &AiPlayer::statusChanged, this, &AiStatus::refresh);
  connect(ai_, &AiPlayer::pausedChanged, this, &AiStatus::refresh);
  refresh();
}

QString AiStatus::text() const { return label_->text(); }

void AiStatus::refresh() {
  const QString status = ai_->statusText();
  label_->setText(status);
  const bool paused = ai_->isPaused();
  button_->setText(paused ? tr("Resume") : tr("Stop"));
  button_->setToolTip(paused ? tr("Let the AI go on playing its sides (F5)")
                             : tr("Stop the AI after its current decision (F5 resumes)"));
  setVisible(!status.isEmpty());
}

}  // namespace fray::app
