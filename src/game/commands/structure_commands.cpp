// attack_structure: a figure batters a building or gate it stands against (seed 003, "Fortress
// Assault": the Assaulters win when the building is destroyed). The seed does not say how a
// building is destroyed; the blow's die and the building's hit points are assumed (see
// include/fray/game/state/structure.h and docs/rules/generic-scenarios.md).
#include <algorithm>

#include <fray/game/state/battle_queries.h>
#include <fray/game/turn/victory.h>

#include "commands/engine_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

const char* const kFortressCite = "seed 003, \"Fortress Assault\"";

const Structure* find_structure(const BattleState& state, const std::string& id) {
  const auto it = std::find_if(state.structures.begin(), state.structures.end(),
                               [&](const Structure& s) { return s.id == id; });
  return it == state.structures.end() ? nullptr : &*it;
}

Footprint structure_footprint(const Structure& s) {
  return {{map::BaseShape::Round, 2 * s.radius_cm, 2 * s.radius_cm}, {s.position, 0}};
}

// Battering costs the whole activation, like readying a weapon: it is allowed where moving is
// (assumed: in the classic turn the melee phase only lets figures fighting enemies act).
Check parse_attack(const json& p, Action& a) {
  if (!p.contains("structure") || !p["structure"].is_string())
    return bad_payload("attack_structure", "structure", "the id of a structure");
  return parse_figure_action(p, "attack_structure", ActionKind::ReadyWeapon, a);
}

Check check_attack(const CheckContext& c, const json& p) {
  const Figure* f = nullptr;
  if (auto r = living_figure(c.state, p["figure"].get<int>(), &f)) return r;
  const std::string id = p["structure"].get<std::string>();
  const Structure* s = find_structure(c.state, id);
  if (!s) return Refusal{RefusalCode::NotAllowed, "There is no structure \"" + id + "\"."};
  if (s->destroyed())
    return Refusal{RefusalCode::NotAllowed, "The " + id + " is already destroyed."};
  const VictoryRules& v = c.state.victory;
  if (v.type == VictoryType::FortressAssault && id == kFortressId && f->side == v.role_side)
    return Refusal{
        RefusalCode::NotAllowed,
        figure_label(*f) + " defends the fortress and does not batter it (" + kFortressCite + ")."};
  if (f->status.has_moved || f->status.has_shot)
    return Refusal{
        RefusalCode::AlreadyActed,
        figure_label(*f) + " has acted this turn; battering takes its whole activation."};
  if (!c.field.in_contact(footprint(*f), structure_footprint(*s)))
    return Refusal{
        RefusalCode::NotInContact,
        figure_label(*f) + " must stand in base contact with the " + id + " to batter it."};
  return {};
}

void execute_attack(ExecuteContext& c, const json& p) {
  Figure& f = *c.state.find(p["figure"].get<int>());
  const std::string id = p["structure"].get<std::string>();
  Structure& s = *std::find_if(c.state.structures.begin(), c.state.structures.end(),
                               [&](const Structure& x) { return x.id == id; });
  const int roll = c.dice.roll(6);
  const bool hit = roll >= s.hit_on;
  if (hit) ++s.damage;
  emit(c.events, "structure_attacked",
       {{"figure", f.id},
        {"structure", s.id},
        {"die", "D6"},
        {"roll", roll},
        {"needed", s.hit_on},
        {"hit", hit},
        {"damage", s.damage},
        {"hit_points", s.hit_points},
        {"assumed", true},
        {"citation", kFortressCite}},
       figure_label(f) + " batters the " + s.id + ": D6 " + std::to_string(roll) +
           (hit ? ", a hit (" : ", no effect (") + std::to_string(s.damage) + " of " +
           std::to_string(s.hit_points) + " hits; assumed numbers, " + kFortressCite + ").");
  if (!s.destroyed()) return;
  emit(c.events, "structure_destroyed", {{"structure", s.id}, {"citation", kFortressCite}},
       "The " + s.id + " is destroyed (" + kFortressCite + ").");
  const VictoryRules& v = c.state.victory;
  if (v.type == VictoryType::FortressAssault && s.id == kFortressId)
    finish_battle(c.state, 1 - v.role_side, "fortress_destroyed",
                  c.state.sides[static_cast<std::size_t>(1 - v.role_side)].name +
                      " wins: the fortress is destroyed (" + kFortressCite + ").",
                  c.events);
}

}  // namespace

void add_structure_commands(CommandRegistry& registry) {
  add_handler(registry, {"attack_structure", parse_attack, check_attack, execute_attack});
}

}  // namespace fray::game
