#include <algorithm>

#include <fray/classic/classic_figure.h>
#include <fray/classic/movement_allowance.h>
#include <fray/classic/rules/movement.h>

namespace fray::game {

int allowance_cm(const rules::Ruleset& rules, const Figure& f) {
  const rules::Species* species = rules.find_species(classic_sheet(f).spec.species);
  if (!species) return 0;
  const rules::MovementByArmour& m = species->movement;
  const rules::MovementBase base{m.light_cm.value_or(m.armour4_cm), m.armour4_cm, m.armour5_cm};
  const int allowance =
      rules::movement_allowance(base, classic_sheet(f).spec.worn_armour,
                                classic_sheet(f).spec.mount, classic_sheet(f).spec.leg_wounds);
  return f.status.shield_wall ? std::min(allowance, rules::shield_wall_allowance(true)) : allowance;
}

}  // namespace fray::game
