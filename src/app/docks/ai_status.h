#pragma once

#include <QWidget>

class QLabel;
class QToolButton;

namespace fray::app {

class AiPlayer;

/// The status bar's permanent word on the AI: what it does now (thinking, waiting for a person,
/// paused and how to resume), with a Stop button while it plays and Resume while it is paused.
/// Hidden when no side is an AI's.
class AiStatus : public QWidget {
  Q_OBJECT

 public:
  AiStatus(AiPlayer* ai, QWidget* parent = nullptr);
  QString text() const;
  QToolButton* button() const { return button_; }

 private:
  void refresh();

  AiPlayer* ai_;
  QLabel* label_;
  QToolButton* button_;
};

}  // namespace fray::app
