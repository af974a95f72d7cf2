#pragma once

#include <array>
#include <memory>

#include <QObject>
#include <QString>
#include <QTimer>

#include <fray/ai/controller.h>

namespace fray::ai {
struct AiDefinitions;
}

namespace fray::app {

class BattleSession;

/// Plays the sides the session gives to an AI ("simple", "solo003", "reaction004"): whenever such
/// a side must decide, one decision is submitted through the session (so it is on the undo stack
/// and in the log like a person's command) after a short pause that lets a person follow the play.
/// An undo pauses it, so that a person can step back through the AI's moves; resume() (Game > AI
/// Plays) lets it go on.
class AiPlayer : public QObject {
  Q_OBJECT

 public:
  AiPlayer(BattleSession* session, QString data_dir, QObject* parent = nullptr);
  ~AiPlayer() override;

  /// Milliseconds between two AI commands (0: as fast as the event loop goes).
  void setDelayMs(int ms) { timer_.setInterval(ms); }
  bool isPaused() const { return paused_; }
  void setPaused(bool paused);
  /// True when an AI must decide now.
  bool aiToAct() const;
  /// Submits AI decisions at once until a person must act, the battle ends or `max_steps`
  /// commands are in; the number submitted (tests, and "finish the AI's turn").
  int runUntilPerson(int max_steps = 100000);
  /// The last decision's command and explanation, or the reason the AI stopped.
  QString lastDecision() const { return last_; }

 signals:
  /// After each AI command: "solo003: move: Orcq 3 moves 14 cm to cover...".
  void decided(const QString& text);
  /// The AI proposed a command the game refused (a bug in the AI): it stops and says why.
  void failed(const QString& message);
  void pausedChanged(bool paused);

 private:
  void reset();
  void schedule();
  bool step();
  ai::Controller* controllerFor(int side);

  BattleSession* session_;
  QString data_dir_;
  std::unique_ptr<ai::AiDefinitions> definitions_;
  std::array<std::unique_ptr<ai::Controller>, 2> controllers_;
  QTimer timer_;
  bool paused_ = false;
  QString last_;
};

}  // namespace fray::app
