#include "session/ai_player.h"

#include <algorithm>

#include <QtConcurrent/QtConcurrentRun>

#include <fray/ai/controller_factory.h>
#include <fray/ai/decision.h>

#include "session/battle_session.h"

namespace fray::app {
namespace {

QString text(std::string_view s) {
  return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

}  // namespace

AiPlayer::AiPlayer(BattleSession* session, QString data_dir, QObject* parent)
    : QObject(parent),
      session_(session),
      data_dir_(std::move(data_dir)),
      submit_([session](const game::Command& c) { return session->submit(c); }) {
  timer_.setSingleShot(true);
  timer_.setInterval(250);
  connect(&timer_, &QTimer::timeout, this, &AiPlayer::startThinking);
  connect(&worker_, &QFutureWatcher<ai::Proposal>::finished, this, &AiPlayer::thought);
  connect(session_, &BattleSession::opened, this, [this] {
    reset();
    interventions_ = 0;
    schedule();
  });
  connect(session_, &BattleSession::controllersChanged, this, [this] {
    reset();
    schedule();
  });
  connect(session_, &BattleSession::changed, this, [this] {
    ++generation_;
    schedule();
  });
  // Stepping back through the AI's moves must not be undone by the AI moving again at once.
  connect(session_, &BattleSession::undone, this, [this] {
    const bool was_paused = paused_;
    setPaused(true, tr("after an undo"));
    paused_by_undo_ = paused_by_undo_ || !was_paused;
    watchdog_.reset();
  });
  // Redoing all that was undone brings the battle back to where the AI was playing.
  connect(session_, &BattleSession::redone, this, [this] {
    if (paused_by_undo_ && session_->game() && !session_->game()->can_redo()) setPaused(false);
  });
  // The worker reads a copy of the battle that refers to the session's definitions.
  connect(session_, &BattleSession::closing, this, &AiPlayer::waitForIdle);
}

AiPlayer::~AiPlayer() { waitForIdle(); }

void AiPlayer::waitForIdle() {
  timer_.stop();
  if (thinking_) worker_.waitForFinished();
  thinking_ = false;
}

void AiPlayer::setPaused(bool paused, const QString& why) {
  if (paused_ == paused) {
    // The Game menu's check box echoes a pause back without a reason: keep the first one.
    if (paused && !why.isEmpty()) pause_reason_ = why;
    return updateStatus();
  }
  pause_reason_ = paused ? why : QString();
  if (!paused) paused_by_undo_ = false;
  paused_ = paused;
  emit pausedChanged(paused_);
  updateStatus();
  if (!paused_) schedule();
}

void AiPlayer::reset() {
  waitForIdle();
  for (auto& controller : controllers_) controller.reset();
  watchdog_.reset();
  updateStatus();
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
  if (!paused_ && !thinking_ && aiToAct() && !timer_.isActive()) timer_.start();
  updateStatus();
}

ai::Controller* AiPlayer::controllerFor(int side) {
  auto& slot = controllers_[static_cast<std::size_t>(side)];
  if (slot) return slot.get();
  try {
    if (!definitions_)
      definitions_ =
          std::make_shared<ai::AiDefinitions>(ai::load_ai_definitions(data_dir_.toStdString()));
    slot = ai::make_controller(session_->controllers()[side].toStdString(), *definitions_);
  } catch (const std::exception& error) {
    last_ = tr("The AI cannot start: %1").arg(QString::fromUtf8(error.what()));
    setPaused(true, tr("it cannot start"));
    emit failed(last_);
    return nullptr;
  }
  return slot.get();
}

void AiPlayer::startThinking() {
  if (paused_ || thinking_ || !aiToAct()) return updateStatus();
  const game::Game& game = *session_->game();
  const int side = *ai::side_to_decide(game.state());
  ai::Controller* controller = controllerFor(side);
  if (!controller) return;
  if (std::optional<ai::StepReport> rescued = ai::rescue_if_due(game, side, watchdog_, submit_)) {
    if (report(*rescued, *controller)) schedule();
    return;
  }
  // The worker decides on its own copy of the battle: the person may undo, save or quit
  // meanwhile, and a decision for a state that is gone is dropped.
  auto copy = std::make_shared<const game::Game>(game);
  // The worker holds the controller and the definitions it may refer to.
  std::shared_ptr<ai::Controller> held = controllers_[static_cast<std::size_t>(side)];
  std::shared_ptr<const ai::AiDefinitions> tables = definitions_;
  thinking_ = true;
  thinking_side_ = side;
  thinking_generation_ = generation_;
  updateStatus();
  worker_.setFuture(
      QtConcurrent::run([copy, held, tables, side] { return ai::propose(*copy, *held, side); }));
}

void AiPlayer::thought() {
  if (!thinking_) return;  // waited for and dropped
  thinking_ = false;
  const bool stale = thinking_generation_ != generation_ || !aiToAct() ||
                     *ai::side_to_decide(session_->game()->state()) != thinking_side_;
  if (paused_ || stale) return schedule();
  ai::Proposal proposal = worker_.result();
  const game::Game& game = *session_->game();
  ai::Controller& controller = *controllers_[static_cast<std::size_t>(thinking_side_)];
  if (report(ai::send_proposal(game, thinking_side_, std::move(proposal), watchdog_, submit_),
             controller))
    schedule();
}

bool AiPlayer::report(const ai::StepReport& step, const ai::Controller& controller) {
  if (step.intervention) {
    ++interventions_;
    last_ = tr("%1: the watchdog stepped in: %2")
                .arg(text(controller.id()), QString::fromStdString(*step.intervention));
    emit intervened(QString::fromStdString(*step.intervention));
  } else if (!step.sent.empty()) {
    last_ = text(std::string(controller.id()) + ": " + ai::to_log_line(step.sent.front().first));
    emit decided(last_);
  }
  if (step.failure.empty()) return true;
  last_ = tr("The AI (%1) stopped: %2").arg(text(controller.id()), text(step.failure));
  setPaused(true, tr("it could not go on"));
  emit failed(last_);
  return false;
}

bool AiPlayer::stepNow() {
  if (paused_ || !aiToAct()) return false;
  const game::Game& game = *session_->game();
  const int side = *ai::side_to_decide(game.state());
  ai::Controller* controller = controllerFor(side);
  if (!controller) return false;
  if (std::optional<ai::StepReport> rescued = ai::rescue_if_due(game, side, watchdog_, submit_))
    return report(*rescued, *controller);
  return report(
      ai::send_proposal(game, side, ai::propose(game, *controller, side), watchdog_, submit_),
      *controller);
}

int AiPlayer::runUntilPerson(int max_steps) {
  waitForIdle();
  const bool was_paused = paused_;
  paused_ = false;
  int steps = 0;
  while (steps < max_steps && stepNow()) ++steps;
  paused_ = paused_ || was_paused;
  schedule();
  return steps;
}

QString AiPlayer::statusText() const { return status_; }

void AiPlayer::updateStatus() {
  QString now;
  const game::Game* game = session_->game();
  const QStringList controllers = session_->controllers();
  const bool any_ai = game && std::any_of(controllers.begin(), controllers.end(),
                                          [](auto& id) { return id != QLatin1String("person"); });
  const std::optional<int> side = game ? ai::side_to_decide(game->state()) : std::nullopt;
  const QString side_name =
      side && game ? QString::fromStdString(game->state().sides[*side].name) : QString();
  if (!any_ai) {
    now.clear();
  } else if (game->state().finished) {
    now = tr("The battle is over.");
  } else if (paused_ && aiToAct()) {
    now = pause_reason_.isEmpty()
              ? tr("The AI is paused: %1 waits. Press F5 (Game > AI Plays) to let it go on.")
                    .arg(side_name)
              : tr("The AI is paused %1: %2 waits. Press F5 (Game > AI Plays) to let it go on.")
                    .arg(pause_reason_, side_name);
  } else if (paused_) {
    now = tr("The AI is paused. Press F5 (Game > AI Plays) to let it go on.");
  } else if (thinking_) {
    now = tr("The AI is thinking for %1…").arg(side_name);
  } else if (aiToAct()) {
    now = tr("The AI plays %1.").arg(side_name);
  } else {
    now = tr("Your move: %1.").arg(side_name);
  }
  if (now == status_) return;
  status_ = now;
  emit statusChanged(status_);
}

}  // namespace fray::app
