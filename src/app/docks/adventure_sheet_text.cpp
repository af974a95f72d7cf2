#include "docks/adventure_sheet_text.h"

#include <algorithm>
#include <string>

#include <QObject>
#include <QStringList>

namespace fray::app {
namespace {

QString words(std::string_view text) { return QString::fromStdString(std::string(text)); }

QString inches(double in) { return QStringLiteral("%1\"").arg(in, 0, 'g', 3); }

}  // namespace

AdventureSheetText adventureSheetText(const high_adventure::AdventureRules& rules,
                                      const game::Figure& figure,
                                      const high_adventure::AdventureSheet& sheet,
                                      const game::Figure* master) {
  AdventureSheetText text;
  const high_adventure::Creature* creature = rules.creature(sheet.creature);
  text.creature = creature ? words(creature->name) : words(sheet.creature);
  // Transform self (seed 004, "Wizards, Witches and Magic"): what it truly is.
  if (sheet.true_form) {
    const high_adventure::Creature* truly = rules.creature(sheet.true_form->creature);
    text.creature += QObject::tr(" (truly a %1, by Transform self)")
                         .arg(truly ? words(truly->name) : words(sheet.true_form->creature));
  }
  if (sheet.mounted) text.creature += QObject::tr(", mounted");
  if (sheet.player_character) text.creature += QObject::tr(", player character");
  if (sheet.henchman) text.creature += QObject::tr(", hench-being");
  // Seed 004, "Stealth": a Halfling by kind, a thief or an assassin by calling.
  if (sheet.stealth || (creature && creature->stealth)) text.creature += QObject::tr(", stealthy");
  high_adventure::Armour armour = sheet.armour;
  if (creature && creature->has_armour && creature->armour > armour) armour = creature->armour;
  text.attributes = QObject::tr(
                        "Bravery %1, Strength %2, Skill %3, Cleverness %4, Leadership %5; "
                        "WSk %6; %7")
                        .arg(sheet.bravery)
                        .arg(sheet.strength)
                        .arg(sheet.skill)
                        .arg(sheet.cleverness)
                        .arg(sheet.leadership)
                        .arg(sheet.weapon_skill)
                        .arg(words(to_string(armour)));
  if (sheet.shield) text.attributes += QObject::tr(", shield");
  // Each weapon with the skill it is used with where that differs, and "unfamiliar" (seed 004).
  const auto how = [&](const std::string& id) {
    QStringList notes;
    if (const auto it = sheet.weapon_skills.find(id); it != sheet.weapon_skills.end())
      notes << QObject::tr("WSk %1").arg(it->second);
    if (std::find(sheet.unfamiliar_weapons.begin(), sheet.unfamiliar_weapons.end(), id) !=
        sheet.unfamiliar_weapons.end())
      notes << QObject::tr("unfamiliar");
    return notes.isEmpty() ? QString() : QStringLiteral(", ") + notes.join(QStringLiteral(", "));
  };
  const high_adventure::MeleeWeapon* melee = rules.melee_weapon(sheet.melee_weapon);
  text.weapons = (melee ? words(melee->name) : words(sheet.melee_weapon)) + how(sheet.melee_weapon);
  if (const high_adventure::MissileWeapon* missile = rules.missile_weapon(sheet.missile_weapon))
    text.weapons +=
        QStringLiteral("; %1 (%2/%3/%4)%5")
            .arg(words(missile->name), inches(missile->ranges_in[0]), inches(missile->ranges_in[1]),
                 inches(missile->ranges_in[2]), how(sheet.missile_weapon));
  // What magic it carries (seed 004, "Magical Artifacts").
  for (const std::string& id : sheet.artifacts)
    if (const high_adventure::Artifact* a = rules.magic.artifact(id))
      text.weapons += QStringLiteral("; ") + QString::fromStdString(a->name);
  for (const std::string& id : sheet.scrolls)
    if (const high_adventure::Ability* a = rules.magic.ability(id))
      text.weapons += QObject::tr("; a Scroll of %1").arg(QString::fromStdString(a->name));
  const int full = figure.wounds / std::max(1, rules.light_per_wound);
  const int dice = std::max(0, sheet.strength - full);
  text.wounds = QObject::tr("%n light wound(s): ", nullptr, figure.wounds) +
                QObject::tr("%n Strength die(s) left", nullptr, dice);
  if (sheet.disabled) text.wounds = QObject::tr("disabled: out of the fight, alive");
  if (sheet.grievously_wounded) text.wounds = QObject::tr("grievously wounded: out of the fight");
  QStringList condition;
  // Kept up or called up by a magic user (seed 004, "Wizards, Witches and Magic").
  if (sheet.dormant)
    condition << QObject::tr("dormant: lies inanimate until a Control animates it");
  if (master) {
    condition << QObject::tr("does as %1 (#%2) wishes")
                     .arg(QString::fromStdString(game::sheet_name(master->sheet)))
                     .arg(master->id);
    if (sheet.obeys_while_idle) condition << QObject::tr("until its master does something else");
  }
  if (sheet.vanishes_in > 0)
    condition << QObject::tr("vanishes when %n more turn(s) have ended", nullptr,
                             sheet.vanishes_in);
  if (!sheet.conjuring_form.empty())
    if (const high_adventure::Creature* form = rules.creature(sheet.conjuring_form))
      condition << QObject::tr("conjuring the form of a %1").arg(words(form->name));
  if (!figure.ai.order.empty() && figure.ai.order != "vanished")
    condition << QObject::tr("order: %1").arg(words(figure.ai.order));
  if (figure.ai.order == "vanished") condition << QObject::tr("vanished");
  if (!sheet.missile_weapon.empty())
    condition << (sheet.loaded ? QObject::tr("loaded") : QObject::tr("to load"));
  text.condition =
      condition.isEmpty() ? QObject::tr("no order yet") : condition.join(QStringLiteral("; "));
  return text;
}

}  // namespace fray::app
