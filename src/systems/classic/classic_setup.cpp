#include "classic_setup.h"

#include <fray/classic/classic_figure.h>
#include <fray/io/data_error.h>
#include <fray/io/data_refusal.h>

namespace fray::game {
namespace {

using io::refuse_data;

}  // namespace

void settle_classic_figure(const rules::Ruleset& rules, const ScenarioFigure& in, Figure& f,
                           const std::string& file, const std::string& pointer) {
  const rules::ClassicSheet& sheet = classic_sheet(in);
  const rules::Species* species = rules.find_species(sheet.spec.species);
  if (!species)
    refuse_data(file, pointer + "/species", "a species of species.json",
                '"' + sheet.spec.species + '"');
  if (!sheet.missile_weapon.empty()) {
    if (!rules.find_missile_weapon(sheet.missile_weapon))
      refuse_data(file, pointer + "/missile_weapon", "a weapon of missile_weapons.json",
                  '"' + sheet.missile_weapon + '"');
    if (!species->can_use_missile_weapon(sheet.missile_weapon))
      refuse_data(file, pointer + "/missile_weapon", "a weapon a " + species->name + " may use",
                  '"' + sheet.missile_weapon + '"');
  }
  if (!rules.find_melee_weapon(sheet.melee_weapon))
    refuse_data(file, pointer + "/melee_weapon", "a weapon of melee_weapons.json",
                '"' + sheet.melee_weapon + '"');
  if (!in.base) {
    const double size = species->base_sizes_cm.empty() ? 2.5 : species->base_sizes_cm.front();
    f.base = {map::BaseShape::Round, size, size};
    if (sheet.spec.mount != rules::TroopType::Foot) f.base = {map::BaseShape::Rectangle, 2.5, 5.0};
  }
  for (std::size_t i = 0; i < in.magic.abilities.size(); ++i)
    if (!rules.magic.find(in.magic.abilities[i]))
      refuse_data(file, pointer + "/magic/abilities/" + std::to_string(i),
                  "an ability of abilities.json", '"' + in.magic.abilities[i] + '"');
  if (!sheet.missile_weapon.empty() && !in.ammunition) {
    const auto* weapon = rules.find_missile_weapon(sheet.missile_weapon);
    if (weapon->shots_per_figure) f.status.ammunition = weapon->shots_per_figure;
  }
}

}  // namespace fray::game
