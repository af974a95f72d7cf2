#include <fray/classic/rules/missile_weapon.h>

namespace fray::rules {

const BandSet& MissileWeapon::bands_for(BandCondition condition) const {
  for (const auto& set : band_sets) {
    if (set.condition == condition) return set;
  }
  // The loader guarantees the first set is the default one.
  return band_sets.front();
}

const MissileRangeBand* MissileWeapon::band_at(double distance_cm, BandCondition condition) const {
  if (band_sets.empty() || distance_cm < 0) return nullptr;
  for (const auto& band : bands_for(condition).bands) {
    if (distance_cm <= band.max_cm) return &band;
  }
  return nullptr;
}

std::optional<int> MissileWeapon::to_hit_at(double distance_cm, BandCondition condition) const {
  const MissileRangeBand* band = band_at(distance_cm, condition);
  if (band == nullptr) return std::nullopt;
  return band->to_hit;
}

}  // namespace fray::rules
