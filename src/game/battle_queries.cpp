#include "battle_queries.h"

#include <cstdio>

#include <fray/rules/figure_profile.h>

namespace fray::game {

std::string label(const Figure& figure) {
  return figure.spec.name + " (#" + std::to_string(figure.id) + ")";
}

std::string format_cm(double cm) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", cm);
  return text;
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
  if (f.missile_weapon.empty() || f.status.has_moved || f.status.has_shot) return false;
  if (f.status.reloading_turns > 0 || (f.status.ammunition && *f.status.ammunition <= 0))
    return false;
  const rules::MissileWeapon* weapon = rules.find_missile_weapon(f.missile_weapon);
  if (!weapon || !enemies_in_contact(field, state, f).empty()) return false;
  for (const Figure& enemy : state.figures)
    if (enemy.alive && enemy.side != f.side &&
        weapon->to_hit_at(field.edge_distance(footprint(f), footprint(enemy))))
      return true;
  return false;
}

int life_die(const rules::Ruleset& rules, const Figure& figure) {
  return rules::life_die_sides(rules, figure.spec);
}

void emit(EventSink& events, std::string type, nlohmann::json data, std::string text) {
  events.push_back({std::move(type), std::move(data), std::move(text)});
}

void kill(Figure& figure, EventSink& events, const std::string& cause) {
  figure.alive = false;
  figure.status.falling = false;
  figure.status.must_recoil = false;
  emit(events, "figure_killed", {{"figure", figure.id}, {"cause", cause}},
       label(figure) + " is killed (" + cause + ").");
}

}  // namespace fray::game
