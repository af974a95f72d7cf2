#pragma once

#include <QDockWidget>

class QLabel;
class QPlainTextEdit;

namespace fray::app {

struct ActionPreview;

/// The odds of the shot or strike being prepared: the exact chances (kill, wound, recoil, miss)
/// and every modifier with its rule, or why the action is not allowed now. The tools feed it.
class OddsDock : public QDockWidget {
  Q_OBJECT

 public:
  explicit OddsDock(QWidget* parent = nullptr);

  /// The chances line ("" when none), for tests.
  QString chancesText() const;
  /// Everything shown below the chances, for tests.
  QString detailText() const;

 public slots:
  /// Shows a prepared action, or the empty text for nullptr.
  void showPreview(const fray::app::ActionPreview* preview);

 private:
  QLabel* headline_;
  QLabel* chances_;
  QPlainTextEdit* details_;
};

}  // namespace fray::app
