#include "docks/d20_sheet_text.h"

#include <string>
#include <string_view>

#include <QObject>
#include <QStringList>

#include <fray/sheets/d20_sheet_json.h>

namespace fray::app {
namespace {

QString words(std::string_view text) { return QString::fromStdString(std::string(text)); }

QString weaponName(const d20::D20Rules& rules, const std::string& id) {
  const d20::Weapon* weapon = rules.weapon(id);
  return QString::fromStdString(weapon ? weapon->name : id);
}

// By range kind in the seed's order (melee first); a figure without a melee weapon fights with
// its bare hands (d20_sheet.h).
QString weaponsText(const d20::D20Rules& rules, const d20::D20Sheet& sheet) {
  QStringList parts;
  for (const std::string_view range : d20::kWeaponRanges) {
    const auto it = sheet.weapons.find(std::string(range));
    if (it != sheet.weapons.end())
      parts << QStringLiteral("%1: %2").arg(words(range), weaponName(rules, it->second));
    else if (range == "melee")
      parts << QStringLiteral("%1: %2").arg(words(range), weaponName(rules, "bare_hands"));
  }
  return parts.join(QStringLiteral("; "));
}

QString rollTwiceText(const d20::D20Rules& rules, const d20::D20Sheet& sheet) {
  QStringList names;
  for (const std::string& id : sheet.roll_twice) {
    const d20::Circumstance* circumstance = rules.circumstance(id);
    names << QString::fromStdString(circumstance ? circumstance->name : id);
  }
  return names.isEmpty() ? QObject::tr("none of its own") : names.join(QStringLiteral(", "));
}

// A stun lasts until the end of the round it names (the d20 system clears it then).
QString conditionText(const d20::D20Sheet& sheet, int turn) {
  QStringList conditions;
  if (sheet.stunned_from > 0 && sheet.stunned_until >= turn)
    conditions << QObject::tr("stunned in rounds %1 to %2 (no actions)")
                      .arg(sheet.stunned_from)
                      .arg(sheet.stunned_until);
  if (sheet.recovered) conditions << QObject::tr("has recovered");
  return conditions.isEmpty() ? QObject::tr("none") : conditions.join(QStringLiteral(", "));
}

}  // namespace

D20SheetText d20SheetText(const d20::D20Rules& rules, const game::Figure& figure,
                          const d20::D20Sheet& sheet, int turn) {
  D20SheetText text;
  text.kind = words(d20::to_string(sheet.kind));
  if (!sheet.profile.empty()) {
    const d20::Profile* profile = rules.profile(sheet.profile);
    text.kind += QObject::tr(" (%1 profile)")
                     .arg(QString::fromStdString(profile ? profile->sheet.name : sheet.profile));
  }
  text.wounds = QObject::tr("%1 of %2 wound(s) taken: the last defeats it")
                    .arg(figure.wounds)
                    .arg(sheet.max_wounds);
  text.power = QString::number(sheet.power);
  if (sheet.causes_fear) text.power += QObject::tr(", causes fear");
  text.size = words(d20::to_string(sheet.size));
  if (sheet.heavy_armour) text.size += QObject::tr(", heavy armour");
  if (sheet.carrier != d20::Carrier::None) {
    const int seats = sheet.seats > 0
                          ? sheet.seats
                          : rules.carrier_seats[static_cast<std::size_t>(sheet.carrier) - 1];
    text.size +=
        QObject::tr(", a %1 for %n rider(s)", "", seats)
            .arg(words(d20::to_string(sheet.carrier)).replace(QLatin1Char('_'), QLatin1Char(' ')));
  }
  text.weapons = weaponsText(rules, sheet);
  text.roll_twice = rollTwiceText(rules, sheet);
  text.condition = conditionText(sheet, turn);
  return text;
}

}  // namespace fray::app
