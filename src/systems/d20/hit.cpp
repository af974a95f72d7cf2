// A hit and what it does (seed 003, "Defend"), whoever or whatever deals it: an attack, or
// dangerous ground (seed 003, "Dangerous Terrain").
#include <fray/game/record/event_json.h>
#include <fray/map/table_map.h>

#include "d20_battle.h"

namespace fray::d20 {
namespace {

using nlohmann::json;

// What a failed defence (or an undefended hit) does.
void suffer(const D20Rules& rules, BattleState& state, EventSink& events, Figure& target,
            HitEffect effect) {
  const std::string whom = game::figure_label(target);
  D20Sheet& sheet = d20_sheet(target);
  switch (effect) {
    case HitEffect::Stun:
      stun(state, target, rules.stun_rounds);
      game::emit(events, "d20_stunned",
                 game::json_object("figure", target.id, "round", sheet.stunned_until, "citation",
                                   kCiteDefend),
                 whom + " is stunned: no actions through round " +
                     std::to_string(sheet.stunned_until) + " (" + kCiteDefend + ").");
      break;
    case HitEffect::Wound:
      ++target.wounds;
      ++target.wounds_this_turn;
      game::emit(events, "d20_wounded",
                 game::json_object("figure", target.id, "wounds", target.wounds, "of",
                                   sheet.max_wounds, "citation", kCiteDefend),
                 whom + " is wounded (" + std::to_string(target.wounds) + " of " +
                     std::to_string(sheet.max_wounds) + ", " + kCiteDefend + ").");
      if (target.wounds >= sheet.max_wounds)
        game::kill(target, events, "defeated by its last wound, " + std::string(kCiteDefend));
      break;
    case HitEffect::Defeat:
      ++target.wounds;
      game::kill(target, events, "defeated, " + std::string(kCiteDefend));
      break;
  }
}

}  // namespace

std::string circumstance_names(const std::vector<const Circumstance*>& list) {
  std::string out;
  for (const Circumstance* c : list) out += (out.empty() ? "" : ", ") + c->name;
  return out;
}

json circumstance_ids(const std::vector<const Circumstance*>& list) {
  json out = json::array();
  for (const Circumstance* c : list) out.push_back(c->id);
  return out;
}

HitEffect hit_effect(const D20Rules& rules, const BattleSettings& settings, const Figure& target,
                     const Weapon* weapon) {
  if (weapon && weapon->stuns) return rules.stunning_weapon_hit;
  return d20_sheet(target).kind == FigureKind::Unique ? rules.unique_hit : settings.common_hit;
}

void take_hit(const D20Rules& rules, BattleState& state, dice::DieSource& dice, EventSink& events,
              Figure& target, HitEffect effect,
              const std::vector<const Circumstance*>& defend_twice) {
  json faces = json::array();
  const int defence = roll_d20(dice, rules.die_sides, !defend_twice.empty(), faces);
  const bool saved = defence >= rules.defend_need;
  game::emit(
      events, "d20_defend",
      game::json_object("figure", target.id, "need", rules.defend_need, "faces", faces, "roll",
                        defence, "twice", circumstance_ids(defend_twice), "saved", saved,
                        "citation", kCiteDefend),
      game::figure_label(target) + " defends: needs " + std::to_string(rules.defend_need) +
          "+, rolls " + faces.dump() +
          (defend_twice.empty() ? ""
                                : " keeping the higher for " + circumstance_names(defend_twice)) +
          (saved ? ": no damage" : ": the hit tells") + " (" + kCiteDefend + ").");
  if (!saved) suffer(rules, state, events, target, effect);
}

std::optional<std::string> dangerous_ground_at(const D20Rules& rules, const Battlefield& field,
                                               map::Point point) {
  if (rules.dangerous_terrain.empty()) return std::nullopt;
  const auto named = [&](const std::vector<std::string>& names,
                         std::uint16_t t) -> std::optional<std::string> {
    if (t < names.size() && rules.is_dangerous(names[t])) return names[t];
    return std::nullopt;
  };
  if (const map::HexMap* hexes = field.hex_map()) {
    const map::Hex h = field.hex_at(point);
    return hexes->grid.contains(h) ? named(hexes->terrain_names, hexes->cell(h).terrain)
                                   : std::nullopt;
  }
  if (const map::SquareMap* squares = field.square_map()) {
    const map::Square s = field.square_at(point);
    return squares->grid.contains(s) ? named(squares->terrain_names, squares->cell(s).terrain)
                                     : std::nullopt;
  }
  for (const int i : map::features_at(field.table(), point)) {
    const map::TerrainFeature& f = field.table().features[static_cast<std::size_t>(i)];
    if (rules.is_dangerous(f.terrain_id)) return game::feature_label(f);
  }
  return std::nullopt;
}

std::optional<std::string> dangerous_ground_entered(const D20Rules& rules,
                                                    const game::PathSurvey& survey) {
  for (const game::PathStretch& stretch : survey.stretches)
    if (rules.is_dangerous(stretch.terrain))
      return stretch.feature.empty() ? stretch.terrain : stretch.feature;
  return std::nullopt;
}

double dangerous_hit_chance(const D20Rules& rules) {
  return static_cast<double>(rules.dangerous_hit_at_most) / rules.dangerous_die;
}

void roll_dangerous_ground(const D20Rules& rules, const Battlefield& field, BattleState& state,
                           dice::DieSource& dice, EventSink& events, Figure& figure,
                           const std::string& ground, const std::string& why) {
  const int roll = dice.roll(rules.dangerous_die);
  const bool hit = roll <= rules.dangerous_hit_at_most;
  game::emit(events, "d20_dangerous_ground",
             game::json_object("figure", figure.id, "ground", ground, "die", rules.dangerous_die,
                               "roll", roll, "hit", hit, "citation", kCiteDangerous),
             game::figure_label(figure) + " " + why + " " + ground + ": rolls " +
                 std::to_string(roll) + " on a d" + std::to_string(rules.dangerous_die) +
                 (hit ? ", a hit" : ", unharmed") + " (1 to " +
                 std::to_string(rules.dangerous_hit_at_most) + " hits, " + kCiteDangerous + ").");
  if (!hit) return;
  const HitEffect effect = hit_effect(rules, battle_settings(rules, field, state), figure, nullptr);
  if (rules.dangerous_defended)
    take_hit(rules, state, dice, events, figure, effect, {});
  else
    suffer(rules, state, events, figure, effect);
}

}  // namespace fray::d20
