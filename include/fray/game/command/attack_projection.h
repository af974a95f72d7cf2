#pragma once

#include <cstdint>
#include <optional>

namespace fray::game {

/// The two kinds of attack every rule system has and the AIs weigh: a shot from afar and a blow
/// in melee. Each system names its own commands for them (RuleSystem::attack_command).
enum class AttackKind : std::uint8_t { Shot, Melee };

/// An attack an AI weighs before it can make it: `attacker` at `target`, later in the turn.
struct AttackPlan {
  AttackKind kind = AttackKind::Melee;
  int attacker = 0;
  int target = 0;
  /// Shot: the range it will shoot from, having moved there first when that is nearer than now.
  /// Melee: ignored (the attacker closes in first unless already in contact).
  double range_cm = 0;
};

/// What an AI reads of an attack's outcome for its target: the chance of at least one hit (in
/// melee: of a wound) and of the target being killed.
struct AttackChances {
  double hit = 0;
  double killed = 0;
};

}  // namespace fray::game
