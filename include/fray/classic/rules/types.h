#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace fray::rules {

/// Strength of a humanoid compared with a human on foot (seed 000, "Humanoid creatures strength &
/// other characteristics"). The enumerators are in increasing order, so `<` compares strength.
enum class StrengthClass { MinusH, EqualH, PlusH, PlusPlusH, H2 };

/// "minus_h", "equal_h", "plus_h", "plus_plus_h", "h2": the spelling used by the data files.
std::string_view to_string(StrengthClass strength);
std::optional<StrengthClass> parse_strength_class(std::string_view text);

/// A roll of `count` dice with `sides` faces each: D6 is {1, 6}, 2D6 is {2, 6}.
struct DieSpec {
  int count = 1;  ///< How many dice are rolled together.
  int sides = 6;  ///< Faces per die: 2, 3, 4, 6, 8, 10 or 12.

  friend bool operator==(const DieSpec&, const DieSpec&) = default;
};

/// "D6" for a single die, "2D6" for several.
std::string to_string(DieSpec die);

/// Accepts "D6", "d6", "1D6", "2D6"; sides must be 2, 3, 4, 6, 8, 10 or 12 and count 1 to 9.
/// Returns nullopt for anything else, so data errors can say what was found.
std::optional<DieSpec> parse_die(std::string_view text);

/// Melee weapon length, shortest first so that `<` compares length (seed 002, "MELEE").
enum class LengthClass { BareHands, VeryShort, Short, HalfLong, Long };

/// "bare_hands", "very_short", "short", "half_long", "long".
std::string_view to_string(LengthClass length);
std::optional<LengthClass> parse_length_class(std::string_view text);

/// Where a definition comes from, so the UI and the docs can cite it.
struct Provenance {
  std::string source;    ///< `seed 000, "Budget"`; several citations are separated by "; ".
  bool assumed = false;  ///< True when the whole entry, or one of its values, is not in the seeds.
  std::string note;      ///< Why the assumed entry was chosen (entry-level note only).
};

}  // namespace fray::rules
