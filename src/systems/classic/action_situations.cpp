#include <algorithm>

#include <fray/classic/action_situations.h>
#include <fray/classic/classic_figure.h>
#include <fray/game/field/fire_obstacles.h>
#include <fray/game/state/battle_queries.h>
#include <fray/map/table_sight.h>

#include "earshot.h"

namespace fray::game {

// Seed 002, "SHOOTING MODIFIERS" as the rules library names the protections: a large opening is
// listed with walls and bushes (-1); behind at most 10 cm of forest counts as its edge.
rules::ShotCover shot_cover(map::CoverClass cover) {
  switch (cover) {
    case map::CoverClass::None:
      return rules::ShotCover::None;
    case map::CoverClass::BehindCover:
    case map::CoverClass::Opening:
      return rules::ShotCover::BehindCover;
    case map::CoverClass::ForestEdge:
    case map::CoverClass::BehindForest:
      return rules::ShotCover::ForestEdge;
    case map::CoverClass::ArrowSlit:
      return rules::ShotCover::ArrowSlit;
  }
  return rules::ShotCover::None;
}

rules::TerrainDifficulty terrain_difficulty(map::Footing footing) {
  switch (footing) {
    case map::Footing::Open:
      return rules::TerrainDifficulty::Normal;
    case map::Footing::Difficult:
      return rules::TerrainDifficulty::Difficult;
    case map::Footing::VeryDifficult:
      return rules::TerrainDifficulty::VeryDifficult;
    case map::Footing::Impassable:
      return rules::TerrainDifficulty::Forbidden;
  }
  return rules::TerrainDifficulty::Normal;
}

bool shoots_moving(const PhaseDefinition& phase, const Figure& shooter) {
  return phase.shots_while_moving ? !shooter.status.waiting : shooter.status.has_moved;
}

Sight shot_sight(const Battlefield& field, const BattleState& state, const Figure& shooter,
                 const Figure& target) {
  std::vector<Footprint> friends;
  for (const Figure& other : state.figures)
    if (other.alive && other.side == target.side && other.id != target.id)
      friends.push_back(footprint(other));
  Sight sight = field.line_of_sight(footprint(shooter), footprint(target),
                                    classic_sheet(target).spec.mount != rules::TroopType::Foot,
                                    hidden_for_sight(target), friends);
  add_smoke(field, state, shooter, target, sight);
  return sight;
}

rules::Situation volley_situation(const Battlefield& field, const BattleState& state,
                                  const PhaseDefinition& phase, const std::vector<int>& shooters,
                                  const Figure& target, const Sight& sight, int group_size) {
  rules::Situation s;
  s.kind = rules::Situation::Kind::Shot;
  s.target = classic_sheet(target).spec;
  s.target.prior_wounds = target.wounds;
  for (const int id : shooters) {
    const Figure& f = *state.find(id);
    rules::FigureSpec spec = classic_sheet(f).spec;
    spec.weapon = classic_sheet(f).missile_weapon;
    s.shooters.push_back(std::move(spec));
    // The volley is shot at the range of its farthest shooter (assumed: one range per volley).
    s.shot.range_cm =
        std::max(s.shot.range_cm, field.edge_distance(footprint(f), footprint(target)));
    s.shot.shooter_moving = s.shot.shooter_moving || shoots_moving(phase, f);
    s.shot.out_of_earshot = s.shot.out_of_earshot || out_of_earshot(state, f);  // any (assumed)
  }
  s.shot.cover = target.status.shield_wall ? rules::ShotCover::ShieldWall : shot_cover(sight.cover);
  s.shot.target_deep_in_forest = sight.target_deep_in_forest;
  // The map's facts the shooting rules have modifiers for (seed 002, "SHOOTING MODIFIERS": the
  // group bonus, not behind built protection; seed 002, "SHOOTING": "ext." weapons not from a
  // window). A shot at a figure standing in a group gets the group's bonus and its hits all land
  // on that figure; a shot aimed at the group (group_size > 1) shares them (shooting_commands.cpp).
  s.shot.target_in_group = sight.target_group_size > 1 || group_size > 1;
  s.target_group_size = std::max(1, group_size);
  s.shot.target_behind_built_protection = sight.target_in_building;
  s.shot.from_window = sight.shooter_at_window;
  s.shot.target_hidden = target.status.hidden;
  s.shot.target_furtive = target.status.has_moved;  // a moving target (assumed: moved this turn)
  return s;
}

std::vector<int> target_group_members(const Battlefield& field, const BattleState& state,
                                      const Figure& target) {
  const double gap_cm = field.is_hex() ? 0.0 : map::SightOptions{}.group_gap_cm;
  std::vector<const Figure*> members{&target};
  std::vector<const Figure*> others;
  for (const Figure& f : state.figures)
    if (f.alive && f.side == target.side && f.id != target.id) others.push_back(&f);
  for (std::size_t next = 0; next < members.size(); ++next) {
    const Footprint member = footprint(*members[next]);
    for (auto it = others.begin(); it != others.end();) {
      if (field.edge_distance(member, footprint(**it)) <= gap_cm) {
        members.push_back(*it);
        it = others.erase(it);
      } else {
        ++it;
      }
    }
  }
  std::vector<int> ids;
  for (const Figure* f : members) ids.push_back(f->id);
  return ids;
}

rules::StrikeConditions strike_conditions(const Figure& striker, const Figure& foe) {
  rules::StrikeConditions c;
  c.charging =
      striker.status.charged && classic_sheet(striker).spec.mount != rules::TroopType::Foot;
  c.immobile = !striker.status.has_moved;
  c.foe_charging = foe.status.charged && classic_sheet(foe).spec.mount != rules::TroopType::Foot;
  c.foe_in_shield_wall = foe.status.shield_wall;
  // First turn of contact: either side charged into it this turn (assumed; see turn-sequence.md).
  c.first_turn_of_contact = striker.status.charged || foe.status.charged;
  return c;
}

rules::Situation strike_situation(const BattleState& state, const std::vector<int>& strikers,
                                  const Figure& foe) {
  rules::Situation s;
  s.kind = rules::Situation::Kind::Melee;
  s.defender = classic_sheet(foe).spec;
  s.defender.weapon = classic_sheet(foe).melee_weapon;
  s.defender.prior_wounds = foe.wounds;
  for (const int id : strikers) {
    const Figure& f = *state.find(id);
    rules::FigureSpec spec = classic_sheet(f).spec;
    spec.weapon = classic_sheet(f).melee_weapon;
    spec.prior_wounds = f.wounds;
    s.attackers.push_back(std::move(spec));
    s.attacker_conditions.push_back(strike_conditions(f, foe));
    s.attacker_conditions.back().out_of_earshot = out_of_earshot(state, f);
  }
  s.defender_conditions = strike_conditions(foe, *state.find(strikers.front()));
  s.defender_conditions.out_of_earshot = out_of_earshot(state, foe);
  s.first_turn_of_contact = s.attacker_conditions.front().first_turn_of_contact;
  return s;
}

rules::Situation split_strike_situation(const BattleState& state, const Figure& creature,
                                        const std::array<int, 2>& foes) {
  rules::Situation s;
  s.kind = rules::Situation::Kind::Melee;
  s.defender = classic_sheet(creature).spec;
  s.defender.weapon = classic_sheet(creature).melee_weapon;
  s.defender.prior_wounds = creature.wounds;
  s.defender.melee_die = 6;  // splitting is striking with 2D6 rather than the D12
  for (const int id : foes) {
    const Figure& f = *state.find(id);
    rules::FigureSpec spec = classic_sheet(f).spec;
    spec.weapon = classic_sheet(f).melee_weapon;
    spec.prior_wounds = f.wounds;
    s.attackers.push_back(std::move(spec));
    s.attacker_conditions.push_back(strike_conditions(f, creature));
    s.first_turn_of_contact =
        s.first_turn_of_contact || s.attacker_conditions.back().first_turn_of_contact;
  }
  s.defender_conditions = strike_conditions(creature, *state.find(foes[0]));
  return s;
}

}  // namespace fray::game
