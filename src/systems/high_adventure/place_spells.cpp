// Seed 004's abilities that work on places and on what is hidden or carried (docs/rules/
// high-adventure.md, "Magic"): Smoke's cloud and its thinning, Find, Divine, and where Teleport
// and Levitate may put a figure.
#include <algorithm>
#include <string>

#include <fray/game/field/fire_obstacles.h>
#include <fray/game/record/event_json.h>

#include "magic_battle.h"

namespace fray::high_adventure {

using nlohmann::json;

void raise_smoke(BattleState& state, const Figure& caster, const Ability& a, map::Point at,
                 dice::DieSource& dice, game::EventSink& events) {
  json faces = json::array();
  game::SmokeCloud cloud;
  for (const game::SmokeCloud& other : state.smoke_clouds) cloud.id = std::max(cloud.id, other.id);
  ++cloud.id;
  cloud.centre = at;
  cloud.radius_cm = a.across_in * kCmPerInch / 2;
  cloud.turns_left = roll_sum(dice, a.duration, faces);
  cloud.made_turn = state.turn;
  state.smoke_clouds.push_back(cloud);
  game::emit(events, "smoke_cloud",
             game::json_object("cloud", cloud.id, "at", game::json_point(at.x, at.y), "radius_cm",
                               cloud.radius_cm, "rolls", faces, "turns", cloud.turns_left, "by",
                               caster.id, "ability", a.id, "citation", kCiteMagic),
             game::figure_label(caster) + " raises a cloud of smoke " +
                 inches(2 * cloud.radius_cm) + " across that blocks sight for " +
                 std::to_string(cloud.turns_left) + " turn(s) (" + dice_text(a.duration, faces) +
                 "; " + kCiteMagic + ").");
}

std::optional<std::string> cannot_make_illusion_at(const game::Battlefield& field,
                                                   const BattleState& state, const Ability& a,
                                                   map::Point at) {
  const double across = a.across_in * kCmPerInch;
  const game::Footprint thing{{map::BaseShape::Round, across, across}, {at, 0}};
  for (const Figure& o : state.figures)
    if (o.alive && field.edge_distance(thing, game::footprint(o)) <= 0)
      return game::figure_label(o) +
             " stands where the illusion would be: it is made on empty "
             "ground (assumed)";
  return std::nullopt;
}

void make_illusion(BattleState& state, const Figure& caster, const Ability& a, map::Point at,
                   game::EventSink& events) {
  game::Illusion illusion;
  for (const game::Illusion& other : state.illusions) illusion.id = std::max(illusion.id, other.id);
  ++illusion.id;
  illusion.centre = at;
  illusion.radius_cm = a.across_in * kCmPerInch / 2;
  illusion.side = caster.side;
  illusion.caster = caster.id;
  state.illusions.push_back(illusion);
  game::emit(events, "illusion",
             game::json_object("illusion", illusion.id, "at", game::json_point(at.x, at.y),
                               "radius_cm", illusion.radius_cm, "side", caster.side, "by",
                               caster.id, "ability", a.id, "citation", kCiteMagic),
             game::figure_label(caster) + " conjures an illusion " +
                 inches(2 * illusion.radius_cm) +
                 " across: for the rest of the game every other side takes it for solid, "
                 "neither seeing through it nor walking into it (" +
                 kCiteMagic + ").");
}

void find_hidden(Figure& target, const Figure& caster, const Ability& a, game::EventSink& events) {
  target.status.hidden = false;
  const map::Point at = target.placement.centre;
  game::emit(events, "found",
             game::json_object("figure", target.id, "at", game::json_point(at.x, at.y), "by",
                               caster.id, "ability", a.id, "citation", kCiteMagic),
             game::figure_label(caster) + " finds " + game::figure_label(target) + " at " +
                 game::format_cm(at.x) + ", " + game::format_cm(at.y) +
                 " cm: it is hidden no longer (" + kCiteMagic + ").");
}

// Divine: what magic the target carries and what each thing does.
void divine_magic(const AdventureRules& rules, const Figure& target, const Figure& caster,
                  const Ability& a, game::EventSink& events) {
  const AdventureSheet& sheet = sheet_of(target);
  json found = json::array();
  std::string told;
  const auto tell = [&](const std::string& id, const std::string& what) {
    found.push_back(id);
    told += (told.empty() ? "" : "; ") + what;
  };
  for (const std::string& id : sheet.artifacts)
    if (const Artifact* x = rules.magic.artifact(id)) tell(id, x->name + ": " + x->effect);
  for (const std::string& id : sheet.scrolls)
    if (const Ability* x = rules.magic.ability(id))
      tell("scroll:" + id, "a Scroll of Power of " + x->name + ": " + x->effect);
  game::emit(events, "divined",
             game::json_object("figure", target.id, "by", caster.id, "magic", found, "ability",
                               a.id, "citation", kCiteMagic),
             game::figure_label(caster) + " divines what " + game::figure_label(target) +
                 " carries: " + (told.empty() ? "nothing magical" : told) + " (" + kCiteMagic +
                 ").");
}

std::optional<std::string> cannot_stand_at(const game::Battlefield& field, const BattleState& state,
                                           const Figure& f, map::Point to) {
  const std::string who = game::figure_label(f);
  const game::Footprint there{f.base, {to, f.placement.facing_deg}};
  if (!field.on_table(there)) return who + " would stand off the table";
  if (const auto ground = field.impassable_under(there, sheet_of(f).mounted))
    return who + " cannot stand on " + *ground;
  if (!state.fires.empty() && game::fire_under(field, state.fires, there))
    return who + " would stand in a fire";
  for (const Figure& o : state.figures)
    if (o.alive && o.id != f.id && field.overlaps(there, game::footprint(o)))
      return who + " would stand on " + game::figure_label(o);
  return std::nullopt;
}

// Smoke thins: each cloud hangs its turns, counted from the turn after it rose.
void smoke_at_turn_end(BattleState& state, game::EventSink& events) {
  std::erase_if(state.smoke_clouds, [&](game::SmokeCloud& cloud) {
    if (cloud.made_turn >= state.turn || --cloud.turns_left > 0) return false;
    game::emit(events, "smoke_cleared",
               game::json_object("cloud", cloud.id, "citation", kCiteMagic),
               "The cloud of smoke " + std::to_string(cloud.id) + " clears (" + kCiteMagic + ").");
    return true;
  });
}

}  // namespace fray::high_adventure
