#pragma once

#include <optional>
#include <stdexcept>
#include <string>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/sheets/classic_sheet.h>

namespace fray::rules {

/// Thrown when a figure cannot be built from the definitions (unknown species, a weapon the
/// species may not use...). `what()` is a sentence naming the figure.
class ProfileError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

const Species& species_of(const Ruleset& rules, const FigureSpec& figure);

/// The figure as the melee rules read it: class, armour in melee with the species' hide, melee
/// die, strike-last and weapon rules (seed 000 species table and peculiarities).
FighterStats fighter_stats(const Ruleset& rules, const FigureSpec& figure);

/// The figure as a shooter with `weapon`: its species' shooting die (the thrown die for
/// hand-thrown missiles), elite and reptilian rules. Throws ProfileError when the species may
/// not use the weapon or has no shooting die.
ShooterStats shooter_stats(const Ruleset& rules, const FigureSpec& figure,
                           const MissileWeapon& weapon);

/// The figure as a target of shots: armour against shooting with its species' protection.
ShotTargetStats shot_target_stats(const Ruleset& rules, const FigureSpec& figure);

/// The melee weapon the figure strikes with: its own, or what it counts as when used mounted
/// (a halberd on horseback is a thrusting spear). Throws ProfileError for an unknown id.
const MeleeWeapon& melee_weapon_in_use(const Ruleset& rules, const FigureSpec& figure);

/// Sides of the figure's life die: 1 for a single life point, else 2, 3 or 4.
int life_die_sides(const Ruleset& rules, const FigureSpec& figure);

}  // namespace fray::rules
