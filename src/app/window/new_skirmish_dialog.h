#pragma once

#include <cstdint>

#include <QDialog>
#include <QStringList>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace fray::app {

/// What the New Skirmish dialog chose.
struct NewSkirmishChoice {
  QString scenario;                 ///< scenario file path
  QString rule_system = "classic";  ///< as the scenario names it: "classic" or "d20"
  std::uint64_t seed = 0;           ///< dice seed
  /// Per side: "person", or an AI's id ("solo003", "reaction004", "simple"; a d20 scenario
  /// greys out "reaction004": ai::controller_plays).
  QStringList controllers;
};

/// File > New Skirmish: the scenario (bundled ones or any file), the rule system and the map kind
/// the scenario uses (shown, not chosen: both come with the scenario), who controls each side and
/// the dice seed.
class NewSkirmishDialog : public QDialog {
  Q_OBJECT

 public:
  /// Lists the *.json scenarios of `scenarios_dir` and selects `initial` (or the first).
  NewSkirmishDialog(const QString& scenarios_dir, const QString& initial,
                    QWidget* parent = nullptr);

  NewSkirmishChoice choice() const;
  /// Selects a scenario file, adding it to the list when it is not there.
  void setScenario(const QString& path);
  void setSeed(int seed);
  /// "table", "hex" or "square" for the selected scenario, "" when it cannot be read.
  QString mapKind() const { return map_kind_; }
  /// The side controller boxes, one per side of the scenario.
  const QList<QComboBox*>& controllerBoxes() const { return controllers_; }

 private:
  void browse();
  void scenarioChanged();
  void randomSeed();

  QComboBox* scenario_;
  QComboBox* rule_system_;
  QLabel* map_kind_label_;
  QFormLayout* sides_;
  QList<QComboBox*> controllers_;
  QSpinBox* seed_;
  QString map_kind_;
};

/// "table", "hex" or "square": the kind of map a scenario document uses (its "map" member, inline
/// or a file relative to the scenario; an empty table without one). "" when it cannot be read.
QString scenarioMapKind(const QString& scenario_path);

/// How a map kind ("table", "hex", "square") is named to the user: "free-measure table", "hex
/// map", "square grid"; "unknown" for anything else.
QString mapKindName(const QString& kind);

}  // namespace fray::app
