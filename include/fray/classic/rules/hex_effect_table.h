#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/classic/rules/ruleset.h>
#include <fray/classic/rules/types.h>

namespace fray::rules {

/// What one of the hex map's named effects (seed 001) does in the classic system.
enum class HexEffectKind { Modifier, Prohibition };

struct HexEffectEntry {
  std::string id;  ///< the map's effect name, e.g. "person_in_the_way"
  HexEffectKind kind = HexEffectKind::Modifier;
  std::string applies_to;  ///< melee_attack, ranged_attack, defence or close_combat
  std::string seed_value;  ///< the seed's own figure, as text (3d6)
  std::string description;
  std::optional<int> d6_modifier;  ///< for modifiers: added to the D6 roll
  Provenance provenance;
};

/// data/hex_tactics/hex_effects.json: each hex effect's D6 modifier, or that it forbids the action.
struct HexEffectTable {
  std::string conversion_notes;
  std::vector<HexEffectEntry> entries;
  std::vector<Assumption> assumptions;  ///< every assumed value, in file order

  const HexEffectEntry* find(std::string_view id) const;
};

/// The file name under the data folder.
inline constexpr const char* kHexEffectsFile = "hex_tactics/hex_effects.json";

/// Loads `data_dir`/hex_tactics/hex_effects.json. Throws io::DataError naming the file and
/// line:column (syntax) or JSON pointer (values) on any problem, including a repeated id.
HexEffectTable load_hex_effect_table(const std::filesystem::path& data_dir);

}  // namespace fray::rules
