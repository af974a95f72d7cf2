// Transform self (seed 004, "Wizards, Witches and Magic": a creature up to twice the user's
// height, "may be mythical", reverting at will or if the user is killed). What the new form
// takes and keeps is Fray's reading, in high_adventure/magic.json's note: it takes the
// creature's levels, hide and claws (a dragon its fire too) and keeps its wounds and power.
#include <string>

#include <fray/game/record/event_json.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

TrueForm form_of(const Figure& f) {
  const AdventureSheet& s = sheet_of(f);
  // Leadership is the core's (the value the battle reads, which the referee may edit).
  return TrueForm{s.creature,           s.bravery,    s.strength,     s.skill,
                  s.cleverness,         f.leadership, s.weapon_skill, s.weapon_skills,
                  s.unfamiliar_weapons, s.armour,     s.shield,       s.melee_weapon,
                  s.missile_weapon,     s.mounted,    s.loaded};
}

void take_form(const TrueForm& form, Figure& f) {
  AdventureSheet& s = sheet_of(f);
  s.creature = form.creature;
  s.bravery = form.bravery;
  s.strength = form.strength;
  s.skill = form.skill;
  s.cleverness = form.cleverness;
  s.leadership = form.leadership;
  s.weapon_skill = form.weapon_skill;
  s.weapon_skills = form.weapon_skills;
  s.unfamiliar_weapons = form.unfamiliar_weapons;
  s.armour = form.armour;
  s.shield = form.shield;
  s.melee_weapon = form.melee_weapon;
  s.missile_weapon = form.missile_weapon;
  s.mounted = form.mounted;
  s.loaded = form.loaded;
  f.leadership = form.leadership;  // the core's copy, which the movement order reads
}

}  // namespace

std::optional<std::string> cannot_transform(const AdventureRules& rules, const Ability& a,
                                            const Figure& f, const std::string& into) {
  const std::string who = game::figure_label(f);
  if (sheet_of(f).true_form) return who + " has taken another form already: it reverts first";
  const Creature* form = rules.creature(into);
  if (!form) return "\"" + into + "\" is no creature of high_adventure/creatures.json";
  const Creature& own = creature_of(rules, f);
  if (form->id == own.id) return who + " is a " + own.name + " already";
  if (form->height > a.height_times * own.height + 1e-9)
    return "a " + form->name + " stands " + game::format_cm(form->height / own.height) +
           " times as tall as " + who + "; " + a.name + " reaches " +
           game::format_cm(a.height_times) + " times";
  return std::nullopt;
}

void transform(const AdventureRules& rules, Figure& f, const Ability& a, const std::string& into,
               game::EventSink& events) {
  const Creature& form = *rules.creature(into);
  const std::string was = creature_of(rules, f).name;
  AdventureSheet& s = sheet_of(f);
  s.true_form = form_of(f);
  TrueForm beast{form.id,          0,  0,     0,   0, 0, -1, {}, {}, Armour::Unarmoured, false,
                 a.created_weapon, "", false, true};
  if (form.breathes_fire)
    for (const MissileWeapon& w : rules.missile_weapons)
      if (w.fire && w.kills_on_wound) beast.missile_weapon = w.id;
  take_form(beast, f);
  fill_from_creature(form, s);  // the creature's levels and Weapon Skill
  f.leadership = s.leadership;
  game::emit(
      events, "transformed",
      game::json_object("figure", f.id, "into", form.id, "ability", a.id, "citation", kCiteMagic),
      game::figure_label(f) + " takes the form of a " + form.name + " (was a " + was +
          "): its levels, hide and " + s.melee_weapon + " until it reverts (" + kCiteMagic + ").");
}

void revert(const AdventureRules& rules, Figure& f, game::EventSink& events,
            const std::string& why) {
  AdventureSheet& s = sheet_of(f);
  if (!s.true_form) return;
  const std::string was = creature_of(rules, f).name;
  take_form(*s.true_form, f);
  s.true_form.reset();
  game::emit(events, "reverted",
             game::json_object("figure", f.id, "creature", s.creature, "citation", kCiteMagic),
             game::figure_label(f) + " " + why + ": a " + creature_of(rules, f).name +
                 " again, no longer a " + was + " (" + kCiteMagic + ").");
  disable_if_spent(rules, events, f, false);  // wounds a troll bore may fell a man
}

void transformed_after_command(const AdventureRules& rules, BattleState& state,
                               game::EventSink& events) {
  for (Figure& f : state.figures) {
    if (f.alive) continue;
    sheet_of(f).conjuring_form.clear();  // a conjuring dies with its caster
    if (sheet_of(f).true_form)
      revert(rules, f, events, "falls and its body returns to its true form");
  }
}

}  // namespace fray::high_adventure
