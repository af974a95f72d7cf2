#pragma once

#include <optional>
#include <string>

#include <fray/map/point.h>

namespace fray::game {

/// What an AI weighs about a figure, in its rule system's own terms (RuleSystem::fighter_facts):
/// the seed 003 AI picks its Arch Foe, its targets and its primary weapon from these, the seed
/// 004 reaction chart its groups and risk factors, and both ask the system's preview for the
/// chances.
struct FighterFacts {
  /// What sort of fighter it is, for "the unusual enemy" (classic: its species; d20: its roster
  /// profile, else its name).
  std::string kind;
  /// How powerful it is, highest first (classic: its class; d20: its power).
  int rank = 0;
  /// How dangerous it looks to its enemies (classic: class + armour + 1 for a missile weapon +
  /// leadership; d20: power + wounds it can still take + 1 for heavy armour + 1 for a shooting
  /// weapon).
  int threat = 0;
  /// Its hand weapon as people read it ("Sword", "bare hands").
  std::string melee_weapon;
  /// The weapon it can shoot or throw with now, as people read it; empty when it has none or no
  /// ammunition left.
  std::string missile_weapon;
  /// The farthest a shot with that weapon can hit at all, in cm.
  double missile_range_cm = 0;
  /// It carries a weapon to shoot or throw, whatever ammunition it has left (the reaction chart
  /// groups shooters apart from the rest and has them march to their medium range).
  bool shooter = false;
  /// How far that weapon's range table reaches, whether or not the last band can hit and
  /// whatever ammunition is left, in cm: the reaction chart's medium range is half of it.
  double missile_table_cm = 0;
  /// An elite fighter, for the reaction chart's "hero or elite" factor (classic: its species'
  /// elite mark; d20: a unique figure, assumed).
  bool elite = false;
  /// Where the rules make it run from this round (d20: a failed morale test); its only move
  /// must take it farther away.
  std::optional<map::Point> running_from;
};

}  // namespace fray::game
