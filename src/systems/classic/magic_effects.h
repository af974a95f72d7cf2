#pragma once
// Internal to fray_classic: the casting die, the effects of the implemented abilities and the
// end-of-turn step of spells (seed 004, "Wizards, Witches and Magic"; docs/rules/magic.md).

#include <fray/classic/rules/ruleset.h>
#include <fray/dice/die_source.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>
#include <fray/game/state/magic.h>

namespace fray::game {

inline constexpr const char* kMagicCitation = "seed 004, \"Wizards, Witches and Magic\"";

/// Rolls the casting D6 for `caster` and, on a success, spends the cost and applies the effect
/// to `target`. `field` is needed by Knock back only. Returns whether the casting succeeded.
bool resolve_casting(const rules::Ruleset& rules, const Battlefield* field, BattleState& state,
                     Figure& caster, const rules::MagicAbility& ability, Figure& target,
                     dice::DieSource& dice, EventSink& events);

/// The end of the turn for one figure's spells, before the turn flags are cleared: the sleeper's
/// waking roll, the petrified count, and a conjuring that goes on, is broken or completes.
void magic_end_of_turn(const rules::Ruleset& rules, BattleState& state, Figure& f,
                       dice::DieSource& dice, EventSink& events);

}  // namespace fray::game
