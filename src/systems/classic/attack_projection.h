#pragma once
// Internal to fray_classic: what the AIs ask the classic system about attacks
// (RuleSystem::attack_command, RuleSystem::project_attack).

#include <fray/classic/rules/ruleset.h>
#include <fray/game/command/attack_projection.h>
#include <fray/game/command/command.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/turn_structure.h>
#include <fray/game/state/battle_state.h>

namespace fray::game {

/// "shoot" {shooter, target} or "strike" {figure, target}.
Command classic_attack_command(AttackKind kind, int attacker, int target);

/// The chances of a shot or strike the attacker can only make later, from the situation the
/// command will read: a shot at the plan's range, on the move when the shooter has moved or must
/// move to get there; a strike after closing in (a charge) unless already in contact.
AttackChances project_classic_attack(const rules::Ruleset& rules, const Battlefield& field,
                                     const BattleState& state, const PhaseDefinition& phase,
                                     const AttackPlan& plan);

}  // namespace fray::game
