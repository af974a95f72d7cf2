#pragma once
// How a shot or a strike in the battle reads as a rules::Situation. The shoot and strike
// commands resolve exactly these, and the desktop program's odds are computed from them, so
// the odds shown before a click are the odds of the command it sends.

#include <array>
#include <vector>

#include <fray/classic/rules/combat_stats.h>
#include <fray/classic/rules/situation.h>
#include <fray/classic/rules/terrain_type.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/turn_structure.h>
#include <fray/game/state/battle_state.h>
#include <fray/map/table_map.h>
#include <fray/map/table_sight.h>

namespace fray::game {

/// The map's cover as the classic shooting rules name it (seed 002, "SHOOTING MODIFIERS").
rules::ShotCover shot_cover(map::CoverClass cover);
/// The map's footing as the classic movement rules name it (seed 000, "Movement").
rules::TerrainDifficulty terrain_difficulty(map::Footing footing);

/// Shots in a movement phase are shots on the move, except opportunity fire by a waiting figure.
bool shoots_moving(const PhaseDefinition& phase, const Figure& shooter);

/// What `shooter` sees of `target`: the map's line of sight, the target's friends nearby making a
/// group.
Sight shot_sight(const Battlefield& field, const BattleState& state, const Figure& shooter,
                 const Figure& target);

/// The volley of `shooters` at `target`; `sight` is the first shooter's view of the target.
/// `group_size` > 1: the volley is aimed at the target's group of that many figures (a `shoot`
/// with "group": true), which always counts as a shot at a group.
rules::Situation volley_situation(const Battlefield& field, const BattleState& state,
                                  const PhaseDefinition& phase, const std::vector<int>& shooters,
                                  const Figure& target, const Sight& sight, int group_size = 1);

/// The group a shot aimed at `target`'s group shares its hits among: `target` first, then every
/// living figure of its side close to a member, through one another (seed 000, "Ranged weapons
/// (shooting): some peculiarities": a couple or group of targets). Close: on a table, bases at
/// most 2.5 cm apart edge to edge (map::SightOptions::group_gap_cm, assumed); on a hex map, in
/// neighbouring hexes (assumed). A lone target gives just itself.
std::vector<int> target_group_members(const Battlefield& field, const BattleState& state,
                                      const Figure& target);

/// The conditions of `striker`'s strike at `foe` this turn (charging, immobile, shield wall,
/// first turn of contact).
rules::StrikeConditions strike_conditions(const Figure& striker, const Figure& foe);

/// The strike of `strikers` (the first one answered by the foe) at `foe`.
rules::Situation strike_situation(const BattleState& state, const std::vector<int>& strikers,
                                  const Figure& foe);

/// An H2 `creature` splitting its 2D6 between `foes` (seed 000, "Melee: some peculiarities"):
/// the creature is the defender and the foes its attackers, which is how the rules library plans
/// a split (the foes' pooled strike, then one D6 of the creature at each).
rules::Situation split_strike_situation(const BattleState& state, const Figure& creature,
                                        const std::array<int, 2>& foes);

}  // namespace fray::game
