#include <algorithm>

#include <fray/classic/rules/crowd_shooting.h>

namespace fray::rules {
namespace {

bool is_small(const CrowdShooting& rules, const Species& s) {
  return std::find(rules.small_strengths.begin(), rules.small_strengths.end(), s.strength) !=
             rules.small_strengths.end() ||
         std::find(rules.small_species.begin(), rules.small_species.end(), s.id) !=
             rules.small_species.end();
}

}  // namespace

std::string crowd_shot_refusal(const CrowdShooting& rules, const Species& shooter,
                               const Species& target, double range_cm) {
  const std::string citation = " (" + rules.provenance.source + ")";
  if (range_cm > rules.max_range_cm)
    return "a target in a melee can only be picked out within " +
           std::to_string(rules.max_range_cm) + " cm" + citation;
  if (is_small(rules, shooter)) {
    if (target.strength >= StrengthClass::EqualH) return "";
    return "small shooters pick out only human-sized or taller enemies" + citation;
  }
  const bool human_sized =
      shooter.strength == StrengthClass::EqualH || shooter.strength == StrengthClass::PlusH;
  if (human_sized && target.strength >= StrengthClass::PlusPlusH) return "";
  return shooter.name + " cannot pick " + target.name + " out of the melee" + citation;
}

}  // namespace fray::rules
