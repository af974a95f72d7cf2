#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

/// How the seed 003 enemy AI orders an ability (seed 003: attack, then damage, then defence;
/// healers heal). The seeds do not classify spells: every kind in the data is assumed.
enum class AbilityKind { Attack, Damage, Defence, Heal, Other };

std::string_view to_string(AbilityKind kind);

/// One magic ability of seed 004, "Wizards, Witches and Magic" (data/magic/abilities.json).
struct MagicAbility {
  std::string id;
  std::string name;
  bool major = false;                  ///< From the major table (else the minor one).
  int conjure_turns = 1;               ///< Turns standing still to conjure it.
  int cost = 1;                        ///< Power points a successful casting spends.
  std::optional<double> range_inches;  ///< nullopt: no range (the caster itself).
  std::string effect;                  ///< What it does, in Fray's words.
  AbilityKind kind = AbilityKind::Other;
  bool implemented = false;  ///< Whether the game's `cast` command applies the effect.
  Provenance provenance;
};

/// Seed 004's magic: the casting die and every listed ability.
struct MagicRules {
  double inch_cm = 2.54;  ///< Seed 004 measures in inches (assumed conversion).
  int casting_die = 6;
  std::vector<MagicAbility> abilities;
  Provenance provenance;

  const MagicAbility* find(std::string_view id) const;
  /// The ability's range in cm, or nullopt when it has none.
  std::optional<double> range_cm(const MagicAbility& ability) const;
};

}  // namespace fray::rules
