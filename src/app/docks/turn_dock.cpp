#include "docks/turn_dock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <fray/game/state/figure.h>

#include "session/battle_session.h"

namespace fray::app {

TurnDock::TurnDock(BattleSession* session, QWidget* parent)
    : QDockWidget(tr("Turn"), parent),
      session_(session),
      turn_(new QLabel),
      allowed_(new QLabel),
      end_activation_(new QPushButton(tr("End activation"))),
      end_phase_(new QPushButton(tr("End phase"))) {
  setObjectName(QStringLiteral("TurnDock"));
  turn_->setObjectName(QStringLiteral("TurnLabel"));
  allowed_->setWordWrap(true);
  allowed_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  end_activation_->setToolTip(tr("The acting figure has done all it will do this activation"));
  end_phase_->setToolTip(tr("The side to act passes the rest of this phase"));
  connect(end_activation_, &QPushButton::clicked, this, [this] {
    const auto* game = session_->game();
    if (game && game->state().active_figure)
      issue("end_activation", "figure", *game->state().active_figure);
  });
  connect(end_phase_, &QPushButton::clicked, this,
          [this] { issue("end_phase", "side", session_->sideToAct()); });
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(end_activation_);
  buttons->addWidget(end_phase_);
  auto* box = new QWidget;
  auto* layout = new QVBoxLayout(box);
  layout->addWidget(turn_);
  layout->addWidget(allowed_);
  layout->addLayout(buttons);
  layout->addStretch();
  setWidget(box);
  connect(session_, &BattleSession::changed, this, &TurnDock::refresh);
  refresh();
}

void TurnDock::issue(const char* name, const char* member, int value) {
  const game::Outcome outcome = session_->submit({name, {{member, value}}});
  if (!outcome.accepted()) emit refused(QString::fromStdString(outcome.refusal->message));
}

void TurnDock::refresh() {
  const game::Game* game = session_->game();
  if (!game) {
    turn_->setText(tr("No battle: File > New Skirmish from Scenario..."));
    allowed_->clear();
    end_activation_->setEnabled(false);
    end_phase_->setEnabled(false);
    return;
  }
  const game::BattleState& s = game->state();
  const game::TurnStructure* structure = game->setup().find_turn_structure(s.turn_structure);
  const QString phase = structure && s.phase < structure->phases.size()
                            ? QString::fromStdString(structure->phases[s.phase].id)
                            : QString::number(s.phase);
  const QString side = s.active_side >= 0 && s.active_side < static_cast<int>(s.sides.size())
                           ? QString::fromStdString(s.sides[std::size_t(s.active_side)].name)
                           : QString();
  QString text = tr("<b>Turn %1</b>, %2 phase<br>To act: %3").arg(s.turn).arg(phase, side);
  if (s.active_figure) {
    if (const game::Figure* f = s.find(*s.active_figure))
      text += tr("<br>Acting: %1").arg(QString::fromStdString(game::sheet_name(f->sheet)));
  }
  if (s.finished) text = tr("<b>The battle is over.</b>");
  turn_->setText(text);
  allowed_->setText(QString::fromStdString(game->allowed_now()));
  end_activation_->setEnabled(!s.finished && s.active_figure.has_value());
  end_phase_->setEnabled(!s.finished);
}

QString TurnDock::turnText() const { return turn_->text(); }
QString TurnDock::allowedText() const { return allowed_->text(); }

}  // namespace fray::app
