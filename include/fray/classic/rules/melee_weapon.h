#pragma once

#include <optional>
#include <string>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

/// Who gets a weapon bonus.
enum class Wielder { Any, Foot, Mounted };

/// A conditional modifier carried by a weapon (halberd vs large or mounted foes, heavy axe,
/// couched lance). All conditions must hold; target_min_strength and or_target_mounted are
/// alternatives of each other.
struct WeaponBonus {
  std::string id;
  int value = 0;
  Wielder wielder = Wielder::Any;
  bool charging_only = false;
  std::optional<StrengthClass> target_min_strength;  ///< Target this strong or stronger ...
  bool or_target_mounted = false;                    ///< ... or any mounted target.
  bool wielder_weaker_than_target = false;           ///< The strength test needs a weaker wielder.
  std::string description;
  Provenance provenance;
};

/// The weapon's length changes for wielders with a special rule (Dwarves' half-long spears).
struct LengthOverride {
  std::string wielder_special_rule;  ///< Id from species.json "special_rules".
  LengthClass length = LengthClass::Short;
};

struct MountedUse {
  bool usable = true;
  std::optional<std::string> counts_as;  ///< Halberd used mounted: as a thrusting spear.
  std::optional<LengthClass> length;     ///< Replacement length when mounted (two-handed axe).
  bool bonuses_apply = true;             ///< False: the weapon's bonuses are lost when mounted.
};

/// One melee weapon (read-only definition).
struct MeleeWeapon {
  std::string id;
  std::string name;
  LengthClass length = LengthClass::Short;  ///< For a human-sized wielder on foot.
  std::vector<LengthOverride> length_overrides;
  bool two_handed = false;    ///< Blocks second-rank strikes over this figure's shoulder.
  bool heavy = false;         ///< Loses its advantages after a trunk or arm wound.
  bool staff_weapon = false;  ///< May strike from the second rank.
  MountedUse mounted;
  bool mounted_only = false;
  std::vector<WeaponBonus> bonuses;
  std::optional<std::string> applies_modifier;  ///< Melee modifier id always applied (improvised).
  bool strikes_first_when_charging = false;     ///< Heavy couched lance.
  int max_rank = 1;                             ///< Deepest rank that may strike, normally.
  int max_rank_close_order = 1;                 ///< Deepest rank in a trained close-order unit.
  std::string notes;
  Provenance provenance;

  /// Length for a wielder with these special rules, on foot or mounted.
  LengthClass length_for(const std::vector<std::string>& wielder_rules, bool wielder_mounted) const;
};

/// A length class as listed in the data (its rank must match the LengthClass order).
struct LengthClassDefinition {
  LengthClass length = LengthClass::Short;
  int rank = 0;
  std::string name;
  Provenance provenance;
};

}  // namespace fray::rules
