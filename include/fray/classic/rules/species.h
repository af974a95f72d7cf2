#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/types.h>

namespace fray::rules {

/// How a species' protection is worked out (seed 000 species table, "protection" column).
enum class ProtectionKind {
  ClassOrArmour,  ///< As humans: class, or the armour actually worn.
  ArmourPlus,     ///< Thick hide: worn armour + armour_bonus (light clothing counts as 3).
  Fixed,          ///< Hide worth a set armour (Trolls: 6 or 7) whatever is worn.
  Split,          ///< Different values against shots and in melee (Goblin warriors).
};

/// Which kind of attack a protection value is asked for.
enum class AttackKind { Shooting, Melee };

struct Protection {
  ProtectionKind kind = ProtectionKind::ClassOrArmour;
  int armour_bonus = 0;     ///< ArmourPlus: +1 for +H, +2 for ++H.
  int fixed_armour = 0;     ///< Fixed: the equivalent armour (6, 7 ...).
  int shooting_armour = 0;  ///< Split: armour against shots.
  int melee_class = 0;      ///< Split: class in melee.
  int melee_armour = 0;     ///< Split: armour in melee.
};

/// The armour a figure counts as, given what it wears (3 = light clothing, 4 = mail, 5 = full
/// armour). The Ogre in mail of seed 000's Dwarf/Ogre example: ArmourPlus 2, worn 4 -> 6.
int effective_armour(const Protection& protection, int worn_armour, AttackKind attack);

/// Move in cm on foot by armour worn (seed 000 species table, first column).
struct MovementByArmour {
  std::optional<int> light_cm;  ///< Light clothing; nullopt when the species has no such value.
  int armour4_cm = 0;           ///< Mail or breastplate (or a large shield).
  int armour5_cm = 0;           ///< Full metal armour.
};

/// "Rolls `dice_rolled` slowing dice, suffers only the best `dice_kept`" on the listed terrain
/// (seed 000, "Movement: some peculiarities").
struct TerrainPeculiarity {
  int dice_rolled = 2;
  int dice_kept = 1;
  std::vector<std::string> terrain_ids;  ///< Ids from terrain.json.
};

/// Whether the species is normally seen with ranged weapons.
enum class RangedUse { Common, Rare, None };

enum class BaseShape { Round, Square };

/// A special rule id and what it means (species.json "special_rules").
struct SpecialRuleDefinition {
  std::string id;
  std::string description;
  Provenance provenance;
};

/// One humanoid species of seed 000 (read-only definition; a figure's state lives elsewhere).
struct Species {
  std::string id;    ///< "dwarf", "troll_large" ...
  std::string name;  ///< Display name.
  StrengthClass strength = StrengthClass::EqualH;
  MovementByArmour movement;
  std::vector<TerrainPeculiarity> terrain_peculiarities;
  Protection protection;
  /// Life points die: nullopt for a single life point, else 1D2, 1D3 or 1D4 (seed 000, "Wounds").
  std::optional<DieSpec> life_die;
  RangedUse ranged_use = RangedUse::Common;
  std::optional<DieSpec> ranged_die;  ///< Die to shoot with; nullopt when the table gives none.
  std::optional<DieSpec>
      thrown_die;  ///< Hand-thrown missiles, when different (Orcq D6, skeleton D4).
  /// Melee dice the species may choose from; the first is the usual one. H2: D12 or 2D6.
  std::vector<DieSpec> melee_dice;
  std::vector<double> base_sizes_cm;  ///< Allowed base widths, the usual one first.
  std::vector<BaseShape> base_shapes;
  std::vector<std::string> forbidden_missile_weapons;  ///< Ids from missile_weapons.json.
  std::vector<std::string> special_rules;              ///< Ids from species.json "special_rules".
  /// May refuse recoil caused by foot enemies of this strength or weaker (seed 000, "Recoil in
  /// melee"): H2 from +H, ++H from =H, +H from -H. nullopt: must always recoil.
  std::optional<StrengthClass> refuse_recoil_from;
  std::string notes;
  Provenance provenance;

  bool has_rule(std::string_view rule_id) const;
  bool can_use_missile_weapon(std::string_view weapon_id) const;
  /// Die for a missile of the given kind: the thrown die for hand-thrown weapons when set.
  std::optional<DieSpec> shooting_die(bool hand_thrown) const;
};

}  // namespace fray::rules
