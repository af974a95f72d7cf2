#pragma once

#include <array>
#include <memory>

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <fray/ai/battle_driver.h>
#include <fray/ai/controller.h>
#include <fray/ai/watchdog.h>

namespace fray::ai {
struct AiDefinitions;
}

namespace fray::app {

class BattleSession;

/// Plays the sides the session gives to an AI ("simple", "solo003", "reaction004"): whenever such
/// a side must decide, the AI thinks on a worker thread (on its own copy of the battle, so the
/// window stays responsive and a person may undo or stop meanwhile), then its decision is
/// submitted through the session (on the undo stack and in the log like a person's command)
/// after a short pause that lets a person follow the play. The never-stall watchdog
/// (ai::Watchdog) ends the activation of an AI that cannot make progress, saying why in the log.
/// An undo pauses it, so that a person can step back through the AI's moves; resume() (Game > AI
/// Plays, F5) lets it go on, and redoing every undone command resumes it by itself.
class AiPlayer : public QObject {
  Q_OBJECT

 public:
  AiPlayer(BattleSession* session, QString data_dir, QObject* parent = nullptr);
  ~AiPlayer() override;

  /// Milliseconds between two AI commands (0: as fast as the event loop goes).
  void setDelayMs(int ms) { timer_.setInterval(ms); }
  bool isPaused() const { return paused_; }
  /// Pauses or resumes; `why` is shown while paused ("after an undo").
  void setPaused(bool paused, const QString& why = {});
  /// True when an AI must decide now.
  bool aiToAct() const;
  /// True while the AI thinks on its worker thread.
  bool isThinking() const { return thinking_; }
  /// Submits AI decisions at once, on this thread, until a person must act, the battle ends or
  /// `max_steps` commands are in; the number submitted (tests, and "finish the AI's turn").
  int runUntilPerson(int max_steps = 100000);
  /// The last decision's command and explanation, or the reason the AI stopped.
  QString lastDecision() const { return last_; }
  /// What the AI is doing, in words, for the status bar: thinking, waiting for a person, paused
  /// (and how to resume), stopped; empty when no side is an AI's.
  QString statusText() const;
  /// Times the watchdog stepped in since the battle was opened.
  int interventions() const { return interventions_; }
  /// Waits for the worker thread to finish its thinking (its result is then dropped).
  void waitForIdle();

 signals:
  /// After each AI command: "solo003: move: Orcq 3 moves 14 cm to cover...".
  void decided(const QString& text);
  /// The AI cannot go on (it cannot start, or the watchdog gave up): it stops and says why.
  void failed(const QString& message);
  /// The watchdog ended a stuck activation: why (also in the log).
  void intervened(const QString& why);
  void pausedChanged(bool paused);
  /// statusText() changed.
  void statusChanged(const QString& text);

 private:
  void reset();
  void schedule();
  void startThinking();
  void thought();
  /// One decision submitted at once on this thread (runUntilPerson); false when none was due.
  bool stepNow();
  /// Records what a step did: its decision, the watchdog's reason, a failure. False on failure.
  bool report(const ai::StepReport& step, const ai::Controller& controller);
  ai::Controller* controllerFor(int side);
  void updateStatus();

  BattleSession* session_;
  QString data_dir_;
  std::shared_ptr<ai::AiDefinitions> definitions_;
  std::array<std::shared_ptr<ai::Controller>, 2> controllers_;
  ai::Watchdog watchdog_;
  ai::Submit submit_;  ///< The AI's commands go through the session (undo stack, log).
  QTimer timer_;
  QFutureWatcher<ai::Proposal> worker_;
  bool thinking_ = false;
  /// Bumped by every change of the battle: a decision thought out for an older state is dropped.
  quint64 generation_ = 0;
  quint64 thinking_generation_ = 0;
  int thinking_side_ = 0;
  bool paused_ = false;
  bool paused_by_undo_ = false;
  QString pause_reason_;
  QString last_;
  QString status_;
  int interventions_ = 0;
};

}  // namespace fray::app
