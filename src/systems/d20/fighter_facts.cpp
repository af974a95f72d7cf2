// What the AIs weigh about a d20 figure (RuleSystem::fighter_facts).
#include "d20_battle.h"

namespace fray::d20 {

game::FighterFacts fighter_facts(const D20Rules& rules, const BattleState& state, const Figure& f) {
  const D20Sheet& sheet = d20_sheet(f);
  const BattleSettings settings = table_settings(rules, state);
  game::FighterFacts facts;
  facts.kind = sheet.profile.empty() ? sheet.name : sheet.profile;
  facts.rank = sheet.power;
  // The weapon of a blow in the next space (what attack_command sends for a melee attack): a
  // figure without a melee weapon fights with its bare hands.
  const auto melee = sheet.weapons.find("melee");
  const Weapon* hand = rules.weapon(melee != sheet.weapons.end() ? melee->second : "bare_hands");
  facts.melee_weapon = hand ? hand->name : "bare hands";
  // The shooting or throwing weapon that reaches farthest (seed 003, "Range").
  int farthest = 0;
  for (const auto& [kind, id] : sheet.weapons) {
    const RangeKind* range = rules.range(kind);
    const Weapon* weapon = rules.weapon(id);
    if (!range || !weapon || range->attack != AttackClass::Ranged) continue;
    const int spaces = settings.large_battlefield ? range->large_spaces : range->small_spaces;
    if (spaces > farthest) farthest = spaces, facts.missile_weapon = weapon->name;
  }
  facts.missile_range_cm = farthest * settings.space_cm;
  facts.shooter = farthest > 0;
  facts.missile_table_cm = facts.missile_range_cm;  // no ammunition, every space of it hits
  facts.elite = sheet.kind == FigureKind::Unique;   // assumed: the seed marks no elite
  facts.threat = sheet.power + std::max(0, sheet.max_wounds - f.wounds) +
                 (sheet.heavy_armour ? 1 : 0) + (farthest > 0 ? 1 : 0);
  if (retreating(state, f)) facts.running_from = retreat_source(state, f);
  return facts;
}

}  // namespace fray::d20
