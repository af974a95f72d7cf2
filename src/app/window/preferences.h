#pragma once

class QSettings;

namespace fray::app {

/// The user's display preferences, kept in QSettings under "preferences/".
struct Preferences {
  double grid_spacing_cm = 10.0;  ///< major grid lines on free-measure tables
  bool inches = false;            ///< show lengths in inches instead of cm
  bool labels = true;             ///< feature and figure names
  bool animate_rolls = true;      ///< dice shown briefly over the map after a roll
  bool turn_aids = true;          ///< seed 004's once-a-turn aids sent by themselves

  static Preferences load(const QSettings& settings);
  void save(QSettings& settings) const;
  friend bool operator==(const Preferences&, const Preferences&) = default;
};

}  // namespace fray::app
