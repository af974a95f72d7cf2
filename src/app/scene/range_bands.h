#pragma once

#include <optional>
#include <vector>

#include <QColor>
#include <QString>

#include <fray/classic/rules/missile_weapon.h>

namespace fray::game {
class Game;
}

namespace fray::app {

/// One range band of a missile weapon as the Measure tool's ruler draws it: a coloured stretch
/// from `from_cm` to `to_cm` along the tape, measured from its start.
struct RulerBand {
  double from_cm = 0.0;
  double to_cm = 0.0;
  QString label;  ///< "short 0-10 cm: 5+"
  QColor colour;
  friend bool operator==(const RulerBand&, const RulerBand&) = default;
};

/// The selected figure's missile weapon for the ruler: its default band set (seed 002,
/// "SHOOTING") as coloured stretches, and which band a measured distance falls in.
class RangeBands {
 public:
  RangeBands() = default;
  explicit RangeBands(rules::MissileWeapon weapon);

  bool empty() const { return bands_.empty(); }
  const std::vector<RulerBand>& bands() const { return bands_; }
  QString weaponName() const { return weapon_ ? QString::fromStdString(weapon_->name) : QString(); }
  /// Which band `cm` falls in ("Bow: long 20-40 cm, needs 7"), or that it is out of range. A
  /// boundary belongs to the nearer band, as in the rules library (MissileWeapon::band_at).
  QString describe(double cm) const;
  /// The index of the band `cm` falls in, -1 beyond the last.
  int bandIndexAt(double cm) const;

 private:
  std::optional<rules::MissileWeapon> weapon_;
  std::vector<RulerBand> bands_;
};

/// The bands of figure `figure`'s missile weapon in `game` (empty without a game, a figure or a
/// weapon).
RangeBands figureRangeBands(const game::Game* game, int figure);

/// "short", "medium", "long"... for band `index` of `count` (the seeds name no bands; these are
/// the usual words, assumed).
QString bandName(int index, int count);

}  // namespace fray::app
