#pragma once

#include <functional>
#include <string>

#include <QDockWidget>
#include <nlohmann/json.hpp>

class QComboBox;
class QEnterEvent;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fray::app {

class BattleSession;

/// The referee's aids, each one a game command through the session (so logged and undoable like
/// any other): the oracle (seed 003, "II. WHAT HAPPENS NEXT", "Secrets"), seed 004's event deck,
/// portal reactions and arrivals (enabled only when the battle has the deck or portals), the
/// stealth test of the selected figure (seed 004, "Visibility"), and a terrain generator whose
/// layout is shown and may be saved as a map file (it does not change the live table).
class RefereeDock : public QDockWidget {
  Q_OBJECT

 public:
  RefereeDock(BattleSession* session, QWidget* parent = nullptr);

  /// Where the dock reads the selected figure (-1: none); the main window gives its selection.
  void setSelectionSource(std::function<int()> source);
  /// Asks the oracle: `kind` is "what_next", "yes_no" or "secret". False when refused.
  bool askOracle(const QString& question, const QString& kind);
  bool drawEvent();
  bool portalReact();
  bool generateForces();
  /// The selected figure's stealth test with this Cleverness (1-6).
  bool stealthTest(int cleverness);
  /// Opens the terrain generator (a window of its own).
  void openTerrainGenerator();
  /// The text of the last accepted command's events, or why it was refused.
  QString lastResult() const { return last_result_; }
  /// Re-reads the battle and the selection.
  void refresh();

 signals:
  /// A command was refused by the game, with its reason.
  void refused(const QString& why);

 protected:
  /// The selection may have changed without a battle change: read it when the referee comes.
  void enterEvent(QEnterEvent* event) override;

 private:
  QGroupBox* buildOracle();
  QGroupBox* buildSeed004();
  QGroupBox* buildStealth();
  bool submit(const std::string& name, nlohmann::json payload, QLabel* result);
  int selectedFigure() const;

  BattleSession* session_;
  std::function<int()> selection_;
  QString last_result_;
  QLineEdit* question_ = nullptr;
  QComboBox* oracle_kind_ = nullptr;
  QPushButton* ask_ = nullptr;
  QLabel* oracle_answer_ = nullptr;
  QPushButton* draw_event_ = nullptr;
  QPushButton* portal_react_ = nullptr;
  QPushButton* generate_forces_ = nullptr;
  QLabel* seed004_info_ = nullptr;
  QLabel* seed004_result_ = nullptr;
  QLabel* stealth_figure_ = nullptr;
  QSpinBox* cleverness_ = nullptr;
  QPushButton* stealth_ = nullptr;
  QLabel* stealth_result_ = nullptr;
  QPushButton* terrain_ = nullptr;
};

}  // namespace fray::app
