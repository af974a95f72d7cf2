#pragma once

#include <string>
#include <vector>

namespace fray::rules {

/// One modifier that applied to a die roll, with the rule it comes from. Every number a player
/// sees in an odds breakdown or a log line is one of these.
struct Modifier {
  std::string id;        ///< Stable identifier, e.g. "cavalry_charge" (matches the data files).
  int value = 0;         ///< Added to the natural die value (negative for penalties).
  std::string citation;  ///< Where the rule is written: seed 002, "MELEE MODIFIERS".
  std::string note;      ///< Optional: why it applied here, or how it was capped.
};

/// Sets every positive modifier to 0, noting why ("cancelled: <reason>"): the optional rule that
/// troops out of a chief's earshot keep their penalties but lose their bonuses (seed 000).
void cancel_bonuses(std::vector<Modifier>& modifiers, const std::string& reason);

/// Sum of the values.
int total(const std::vector<Modifier>& modifiers);

/// "+1", "-2", "0": how a modifier value is written in logs and tooltips.
std::string signed_value(int value);

/// "+1 cavalry_charge (seed 002, "MELEE MODIFIERS")", one line per modifier.
std::string describe(const Modifier& modifier);

}  // namespace fray::rules
