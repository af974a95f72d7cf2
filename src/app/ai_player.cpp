#include "ai_player.h"

#include <fray/ai/controller_factory.h>
#include <fray/ai/decision.h>

#include "battle_session.h"

namespace fray::app {

AiPlayer::AiPlayer(BattleSession* session, QString data_dir, QObject* parent)
    : QObject(parent), session_(session), data_dir_(std::move(data_dir)) {
  timer_.setSingleShot(true);
  timer_.setInterval(250);
  connect(&timer_, &QTimer::timeout, this, [this] {
    if (step()) schedule();
  });
  connect(session_, &BattleSession::opened, this, [this] {
    reset();
    schedule();
  });
  connect(session_, &BattleSession::controllersChanged, this, [this] {
    reset();
    schedule();
  });
  connect(session_, &BattleSession::changed, this, &AiPlayer::schedule);
  // Stepping back through the AI's moves must not be undone by the AI moving again at once.
  connect(session_, &BattleSession::undone, this, [this] { setPaused(true); });
}

AiPlayer::~AiPlayer() = default;

void AiPlayer::setPaused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  emit pausedChanged(paused_);
  if (!paused_) schedule();
}

void AiPlayer::reset() {
  for (auto& controller : controllers_) controller.reset();
}

bool AiPlayer::aiToAct() const {
  const game::Game* game = session_->game();
  if (!game) return false;
  const std::optional<int> side = ai::side_to_decide(game->state());
  if (!side) return false;
  const QStringList controllers = session_->controllers();
  const QString id = *side < controllers.size() ? controllers[*side] : QStringLiteral("person");
  return id != QLatin1String("person");
}

void AiPlayer::schedule() {
  if (!paused_ && aiToAct() && !timer_.isActive()) timer_.start();
}

ai::Controller* AiPlayer::controllerFor(int side) {
  auto& slot = controllers_[static_cast<std::size_t>(side)];
  if (slot) return slot.get();
  try {
    if (!definitions_)
      definitions_ =
          std::make_unique<ai::AiDefinitions>(ai::load_ai_definitions(data_dir_.toStdString()));
    slot = ai::make_controller(session_->controllers()[side].toStdString(), *definitions_);
  } catch (const std::exception& error) {
    last_ = tr("The AI cannot start: %1").arg(QString::fromUtf8(error.what()));
    emit failed(last_);
    return nullptr;
  }
  return slot.get();
}

bool AiPlayer::step() {
  if (paused_ || !aiToAct()) return false;
  const game::Game& game = *session_->game();
  const int side = *ai::side_to_decide(game.state());
  ai::Controller* controller = controllerFor(side);
  if (!controller) return false;
  const ai::Decision decision = ai::decide_or_pass(game, *controller, side);
  const game::Outcome outcome = session_->submit({decision.command, decision.payload});
  if (!outcome.accepted()) {
    last_ = tr("The AI (%1) proposed %2, which was refused: %3")
                .arg(QString::fromUtf8(controller->id().data(),
                                       static_cast<qsizetype>(controller->id().size())),
                     QString::fromStdString(decision.command),
                     QString::fromStdString(outcome.refusal->message));
    setPaused(true);
    emit failed(last_);
    return false;
  }
  last_ = QString::fromStdString(std::string(controller->id()) + ": " + ai::to_log_line(decision));
  emit decided(last_);
  return true;
}

int AiPlayer::runUntilPerson(int max_steps) {
  timer_.stop();
  const bool was_paused = paused_;
  paused_ = false;
  int steps = 0;
  while (steps < max_steps && step()) ++steps;
  paused_ = was_paused;
  return steps;
}

}  // namespace fray::app
