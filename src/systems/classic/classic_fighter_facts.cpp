// What the AIs weigh about a classic figure (RuleSystem::fighter_facts).
#include <algorithm>

#include <fray/classic/classic_figure.h>

#include "classic_queries.h"

namespace fray::game {

FighterFacts classic_fighter_facts(const rules::Ruleset& rules, const Figure& f) {
  const rules::ClassicSheet& sheet = classic_sheet(f);
  FighterFacts facts;
  facts.kind = sheet.spec.species;
  facts.rank = sheet.spec.figure_class;
  facts.threat = sheet.spec.figure_class + sheet.spec.worn_armour +
                 (sheet.missile_weapon.empty() ? 0 : 1) + f.leadership;
  const rules::MeleeWeapon* hand = rules.find_melee_weapon(sheet.melee_weapon);
  facts.melee_weapon = hand ? hand->name : sheet.melee_weapon;
  facts.elite = sheet.spec.elite;
  facts.shooter = !sheet.missile_weapon.empty();
  const rules::MissileWeapon* bow =
      facts.shooter ? rules.find_missile_weapon(sheet.missile_weapon) : nullptr;
  if (bow)
    if (const auto& table = bow->bands_for(rules::BandCondition::Default).bands; !table.empty())
      facts.missile_table_cm = table.back().max_cm;
  const bool out_of_ammunition = f.status.ammunition && *f.status.ammunition <= 0;
  if (!bow || out_of_ammunition) return facts;
  facts.missile_weapon = bow->name;
  // The farthest band with a score to hit: beyond it the weapon cannot hit at all.
  for (const rules::MissileRangeBand& band : bow->bands_for(rules::BandCondition::Default).bands)
    if (band.to_hit)
      facts.missile_range_cm = std::max(facts.missile_range_cm, static_cast<double>(band.max_cm));
  return facts;
}

}  // namespace fray::game
