#include "scene/range_bands.h"

#include <QObject>

#include <fray/classic/classic_system.h>
#include <fray/game/game.h>

namespace fray::app {
namespace {
// Near bands green, far ones red: the colour says how hard the shot is at a glance.
const QColor kBandColours[] = {QColor(40, 170, 70), QColor(230, 200, 40), QColor(240, 130, 30),
                               QColor(210, 50, 50)};

QString needText(const rules::MissileRangeBand& band) {
  if (!band.to_hit) return QObject::tr("no shot");
  return QObject::tr("needs %1").arg(*band.to_hit);
}
}  // namespace

RangeBands figureRangeBands(const game::Game* game, int figure) {
  const game::Figure* f = game ? game->state().find(figure) : nullptr;
  // Bands in cm are the classic missile weapons' (seed 002, "SHOOTING"); a d20 weapon reaches a
  // number of spaces instead, so a d20 figure gets none.
  const auto* sheet = f ? std::get_if<rules::ClassicSheet>(&f->sheet) : nullptr;
  if (!sheet || sheet->missile_weapon.empty()) return {};
  const rules::MissileWeapon* weapon =
      classic_rules(game->system()).find_missile_weapon(sheet->missile_weapon);
  return weapon ? RangeBands(*weapon) : RangeBands();
}

QString bandName(int index, int count) {
  if (count == 1) return QObject::tr("in range");
  if (count == 2) return index == 0 ? QObject::tr("short") : QObject::tr("long");
  if (index == 0) return QObject::tr("short");
  if (index == count - 1) return QObject::tr("long");
  if (count == 3) return QObject::tr("medium");
  return QObject::tr("band %1").arg(index + 1);
}

RangeBands::RangeBands(rules::MissileWeapon weapon) : weapon_(std::move(weapon)) {
  const std::vector<rules::MissileRangeBand>& bands = weapon_->bands_for({}).bands;
  const int count = static_cast<int>(bands.size());
  for (int i = 0; i < count; ++i) {
    const rules::MissileRangeBand& band = bands[static_cast<std::size_t>(i)];
    const QString need =
        band.to_hit ? QStringLiteral("%1+").arg(*band.to_hit) : QStringLiteral("-");
    bands_.push_back({static_cast<double>(band.min_cm), static_cast<double>(band.max_cm),
                      QObject::tr("%1 %2-%3 cm: %4")
                          .arg(bandName(i, count))
                          .arg(band.min_cm)
                          .arg(band.max_cm)
                          .arg(need),
                      kBandColours[std::min<std::size_t>(static_cast<std::size_t>(i), 3)]});
  }
}

int RangeBands::bandIndexAt(double cm) const {
  if (!weapon_) return -1;
  const rules::MissileRangeBand* band = weapon_->band_at(cm);
  if (!band) return -1;
  return static_cast<int>(band - weapon_->bands_for({}).bands.data());
}

QString RangeBands::describe(double cm) const {
  if (!weapon_) return {};
  const int index = bandIndexAt(cm);
  if (index < 0)
    return QObject::tr("%1: out of range (beyond %2 cm)")
        .arg(weaponName())
        .arg(bands_.empty() ? 0.0 : bands_.back().to_cm);
  const auto& band = weapon_->bands_for({}).bands[static_cast<std::size_t>(index)];
  return QObject::tr("%1: %2 %3-%4 cm, %5")
      .arg(weaponName(), bandName(index, static_cast<int>(bands_.size())))
      .arg(band.min_cm)
      .arg(band.max_cm)
      .arg(needText(band));
}

}  // namespace fray::app
