#include "classic_queries.h"

#include <fray/classic/classic_figure.h>
#include <fray/classic/rules/figure_profile.h>

namespace fray::game {

bool could_shoot(const rules::Ruleset& rules, const Battlefield& field, const BattleState& state,
                 const Figure& f) {
  if (classic_sheet(f).missile_weapon.empty() || f.status.has_moved || f.status.has_shot ||
      f.status.readying)
    return false;
  if (f.status.reloading_turns > 0 || (f.status.ammunition && *f.status.ammunition <= 0))
    return false;
  const rules::MissileWeapon* weapon = rules.find_missile_weapon(classic_sheet(f).missile_weapon);
  if (!weapon || !enemies_in_contact(field, state, f).empty()) return false;
  for (const Figure& enemy : state.figures)
    if (enemy.alive && enemy.side != f.side &&
        weapon->to_hit_at(field.edge_distance(footprint(f), footprint(enemy))))
      return true;
  return false;
}

namespace {

// Assumed hex reach of the classic weapons (seed 001, "Reach of a Weapon": a spear reaches one
// or two hexes, larger pole weapons up to three); every other weapon the next hex.
map::Reach hex_reach(map::StaffWeapon staff) {
  switch (staff) {
    case map::StaffWeapon::Pike:
    case map::StaffWeapon::LongStaff:
      return {false, 1, 3};
    case map::StaffWeapon::Spear:
    case map::StaffWeapon::HalfLongStaff:
      return {false, 1, 2};
    case map::StaffWeapon::None:
      break;
  }
  return {false, 1, 1};
}

}  // namespace

map::Combatant combatant(const rules::Ruleset& rules, const Battlefield& field, const Figure& f) {
  map::Combatant c;
  c.id = f.id;
  c.side = f.side;
  c.base = f.base;
  c.placement = f.placement;
  c.mounted = classic_sheet(f).spec.mount != rules::TroopType::Foot;
  if (const rules::MeleeWeapon* w = rules.find_melee_weapon(classic_sheet(f).melee_weapon)) {
    c.uses_two_handed = w->two_handed;
    // Seed 000: pikes reach from any rank in close order, spears and long staff weapons from the
    // third, every other staff weapon from the second (the data's max_rank_close_order says so).
    if (w->staff_weapon)
      c.staff = w->max_rank_close_order >= 4   ? map::StaffWeapon::Pike
                : w->max_rank_close_order == 3 ? map::StaffWeapon::Spear
                                               : map::StaffWeapon::HalfLongStaff;
  }
  c.reach = hex_reach(c.staff);
  // Assumed: a figure in a shield wall (close ranks, seed 002, "MOVEMENT") fights in close
  // order; the game has no other close-order formation yet.
  c.close_order = f.status.shield_wall;
  const GroundAt ground = field.ground_at(f.placement.centre);
  c.inside_building = ground.inside_building;
  c.narrow_place = ground.narrow_place;
  return c;
}

std::vector<map::Combatant> combatants_around(const rules::Ruleset& rules, const Battlefield& field,
                                              const BattleState& state, const Figure& foe) {
  // Assumed reach: four ranks of 5 cm bases behind the front rank is the deepest that strikes.
  constexpr double kReachCm = 25.0;
  std::vector<map::Combatant> out;
  for (const Figure& other : state.figures)
    if (other.alive &&
        (other.id == foe.id || field.edge_distance(footprint(foe), footprint(other)) <= kReachCm))
      out.push_back(combatant(rules, field, other));
  return out;
}

int life_die(const rules::Ruleset& rules, const Figure& figure) {
  return rules::life_die_sides(rules, classic_sheet(figure).spec);
}

}  // namespace fray::game
