#pragma once

#include <functional>
#include <string>

#include <QDockWidget>
#include <QPointF>
#include <nlohmann/json.hpp>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QEnterEvent;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace fray::app {

class BattleSession;
class PlaceFigureBox;

/// A selectable, wrapping label for a referee aid's result, named for the tests.
QLabel* resultLabel(const QString& object_name);

/// The referee's aids, each one a game command through the session (so logged and undoable like
/// any other): the oracle (seed 003, "II. WHAT HAPPENS NEXT", "Secrets"), seed 004's event deck,
/// portal reactions and arrivals (enabled only when the battle has the deck or portals), the
/// stealth and attribute tests of the selected figure (seed 004, "Visibility", "Character
/// levels"), fire (seed 004, "Fire"),
/// spotting (seed 004, "Visibility"), prisoners (seed 004, "Prisoners"), and a terrain generator
/// whose layout is shown and may be saved as a map file (it does not change the live table).
/// A button is enabled only when the game's check accepts its command now; its tooltip then
/// says the game's reason (referee_dock_aids.cpp holds the fire, spot and prisoner groups).
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
  /// The selected figure's stealth test with this Cleverness (1-6; a figure whose rules give it
  /// a Cleverness tests its own).
  bool stealthTest(int cleverness);
  /// The selected figure's test of `attribute` ("bravery" ... "leadership"), helped by its
  /// `helpers` nearest living friends (seed 004, "Character levels").
  bool attributeTest(const QString& attribute, int helpers);
  /// Where a new fire is lit, in cm (the map picker and "At the figure" set it).
  void setFirePoint(QPointF cm);
  QPointF firePoint() const;
  /// Lights a fire at firePoint() with the chosen object (none, small or large building).
  bool startFire();
  bool spreadFires();
  /// Puts out the chosen fire (by default the one nearest the selected figure) by water or magic.
  bool putOutFire();
  /// Does the chosen observer see the selected figure, on the chosen ground?
  bool spotSelected();
  bool checkPrisoners();
  /// Releases the chosen prisoner (the selected figure when it is one), or lets it escape.
  bool releasePrisoner();
  /// Opens the terrain generator (a window of its own).
  void openTerrainGenerator();
  /// The text of the last accepted command's events, or why it was refused.
  QString lastResult() const { return last_result_; }
  /// Re-reads the battle and the selection.
  void refresh();
  /// The "Place a figure" group (place_figure_box.h).
  PlaceFigureBox* placeFigureBox() const { return place_; }

 signals:
  /// A command was refused by the game, with its reason.
  void refused(const QString& why);
  /// The referee wants to pick the fire's place on the map; setFirePoint() answers.
  void pointPickRequested();

 protected:
  /// The selection may have changed without a battle change: read it when the referee comes.
  void enterEvent(QEnterEvent* event) override;

 private:
  QGroupBox* buildOracle();
  QGroupBox* buildRefereeAids();
  QGroupBox* buildStealth();
  QGroupBox* buildAttributeTest();  // referee_dock_attribute.cpp
  void refreshAttributeTest();
  nlohmann::json attributePayload(const QString& attribute, int helpers) const;
  QGroupBox* buildFire();
  QGroupBox* buildSpot();
  QGroupBox* buildPrisoners();
  void refreshRefereeAids();
  /// A new battle: the fire point goes to the middle of its table.
  void centreFirePoint();
  /// Enables `button` when the game would accept `command` now; the tooltip says why not.
  void enableFor(QPushButton* button, const QString& tip, const std::string& name,
                 const nlohmann::json& payload);
  nlohmann::json startFirePayload() const;
  nlohmann::json putOutPayload() const;
  nlohmann::json spotPayload() const;
  nlohmann::json releasePayload() const;
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
  QLabel* aids_info_ = nullptr;
  QLabel* aids_result_ = nullptr;
  QLabel* stealth_figure_ = nullptr;
  QSpinBox* cleverness_ = nullptr;
  QPushButton* stealth_ = nullptr;
  QLabel* stealth_result_ = nullptr;
  QComboBox* attribute_ = nullptr;
  QSpinBox* helpers_ = nullptr;
  QPushButton* attribute_test_ = nullptr;
  QLabel* attribute_result_ = nullptr;
  QPushButton* terrain_ = nullptr;
  PlaceFigureBox* place_ = nullptr;
  QDoubleSpinBox* fire_x_ = nullptr;
  QDoubleSpinBox* fire_y_ = nullptr;
  QPushButton* pick_point_ = nullptr;
  QPushButton* at_figure_ = nullptr;
  QComboBox* fire_object_ = nullptr;
  QPushButton* start_fire_ = nullptr;
  QPushButton* spread_fire_ = nullptr;
  QComboBox* fire_choice_ = nullptr;
  QComboBox* put_out_by_ = nullptr;
  QPushButton* put_out_ = nullptr;
  QLabel* fire_result_ = nullptr;
  QLabel* spot_target_ = nullptr;
  int spot_target_id_ = -1;  ///< Whose observer the combo holds: a new target, a new observer.
  QComboBox* observer_ = nullptr;
  QComboBox* ground_ = nullptr;
  QSpinBox* spot_cleverness_ = nullptr;
  QPushButton* spot_ = nullptr;
  QLabel* spot_result_ = nullptr;
  QLabel* prisoners_info_ = nullptr;
  QPushButton* check_prisoners_ = nullptr;
  QComboBox* prisoner_ = nullptr;
  QCheckBox* escaped_ = nullptr;
  QPushButton* release_ = nullptr;
  QLabel* prisoners_result_ = nullptr;
};

}  // namespace fray::app
