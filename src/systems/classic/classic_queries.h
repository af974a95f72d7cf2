#pragma once
// Internal to the classic system: questions about the battle that read the classic definitions.

#include <vector>

#include <fray/classic/rules/ruleset.h>
#include <fray/game/command/fighter_facts.h>
#include <fray/game/state/battle_queries.h>
#include <fray/map/contact.h>

namespace fray::game {

/// Whether `figure` could shoot now in the shooting phase: a missile weapon with ammunition,
/// not reloading, not moved or shot this turn, not in contact, some enemy within range.
bool could_shoot(const rules::Ruleset& rules, const Battlefield& field, const BattleState& state,
                 const Figure& figure);

/// The figure as the map's melee rules see it: side, base, mounted, the staff weapon its melee
/// weapon counts as, close order, the ground it stands on (seed 000, "Bases of different sizes
/// in melee").
map::Combatant combatant(const rules::Ruleset& rules, const Battlefield& field,
                         const Figure& figure);

/// The living figures close enough to `foe` to matter for who may strike it (front rank and
/// the ranks behind), as combatants.
std::vector<map::Combatant> combatants_around(const rules::Ruleset& rules, const Battlefield& field,
                                              const BattleState& state, const Figure& foe);

/// What the AIs weigh about the figure (RuleSystem::fighter_facts).
FighterFacts classic_fighter_facts(const rules::Ruleset& rules, const Figure& figure);

/// Sides of the figure's life die (1 for a single life point).
int life_die(const rules::Ruleset& rules, const Figure& figure);

}  // namespace fray::game
