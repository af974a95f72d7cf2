#include "battle_queries.h"

#include <charconv>

#include <fray/game/classic_figure.h>
#include <fray/rules/figure_profile.h>

namespace fray::game {

std::string figure_label(const Figure& figure) {
  return classic_sheet(figure).spec.name + " (#" + std::to_string(figure.id) + ")";
}

std::string format_cm(double cm) {
  // The same digits as printf's "%.1f" (both round the exact binary value), without the
  // format parsing.
  char text[32];
  const auto end = std::to_chars(text, text + sizeof text, cm, std::chars_format::fixed, 1).ptr;
  return std::string(text, end);
}

std::vector<int> enemies_in_contact(const Battlefield& field, const BattleState& state,
                                    const Figure& figure) {
  std::vector<int> out;
  for (const Figure& other : state.figures)
    if (other.alive && other.side != figure.side &&
        field.in_contact(footprint(figure), footprint(other)))
      out.push_back(other.id);
  return out;
}

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

void emit(EventSink& events, std::string type, nlohmann::json data, std::string text) {
  events.push_back({std::move(type), std::move(data), std::move(text)});
}

void kill(Figure& figure, EventSink& events, const std::string& cause) {
  figure.alive = false;
  figure.status.falling = false;
  figure.status.must_recoil = false;
  emit(events, "figure_killed", {{"figure", figure.id}, {"cause", cause}},
       figure_label(figure) + " is killed (" + cause + ").");
}

}  // namespace fray::game
