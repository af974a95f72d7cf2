// What magic calls into a battle for a while (seed 004, "Wizards, Witches and Magic"; docs/rules/
// high-adventure.md, "Magic"): Summon's demon, kept on a passed Cleverness test or fighting its
// summoner a round and vanishing, and the Avatar; both vanish when their turns are over or their
// caster leaves the fight.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

#include <fray/game/record/event_json.h>

#include "magic_battle.h"
#include "melee_odds.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

// The creature that appears on `face` of the D6 (any face when the ability names one).
const Creation* creation_on(const Ability& a, int face) {
  for (const Creation& c : a.creates)
    if (c.on.empty() || std::find(c.on.begin(), c.on.end(), face) != c.on.end()) return &c;
  return nullptr;
}

// A new figure of `c` for `caster` at `at`, with the next free id, the creature's levels and the
// ability's weapon, facing as the caster does. The id is taken: none on the table, in reserve or
// kept for the portals' arrivals has it, and those arrivals start after it.
Figure called_up(BattleState& state, const Figure& caster, const Creature& c,
                 const std::string& weapon, map::Point at, std::string name) {
  Figure f;
  for (const Figure& o : state.figures) f.id = std::max(f.id, o.id);
  for (const Figure& o : state.victory.reserve) f.id = std::max(f.id, o.id);
  auto& portals = state.generators.portals;
  if (portals) f.id = std::max(f.id, portals->next_figure_id - 1);
  ++f.id;
  if (portals) portals->next_figure_id = f.id + 1;
  f.side = caster.side;
  AdventureSheet s;
  s.name = std::move(name);
  s.creature = c.id;
  fill_from_creature(c, s);
  s.melee_weapon = weapon;
  f.leadership = s.leadership;
  f.sheet = std::move(s);
  f.base = foot_base(c);
  f.placement = {at, caster.placement.facing_deg};
  return f;
}

// Where `f` touches `target` on the side of `towards`: a few steps along the line, each closing
// the gap the last left (exact for round bases).
map::Point touching(const game::Battlefield& field, const Figure& f, const Figure& target,
                    map::Point towards) {
  map::Point way = towards - target.placement.centre;
  if (map::length(way) < 1e-9) way = {0, 1};
  way = way * (1 / map::length(way));
  // From clear of both bases (their half diagonals), closing the gap to a hair.
  double d = (std::hypot(target.base.width_cm, target.base.depth_cm) +
              std::hypot(f.base.width_cm, f.base.depth_cm)) /
             2;
  for (int i = 0; i < 4; ++i) {
    const game::Footprint at{f.base, {target.placement.centre + way * d, f.placement.facing_deg}};
    d += 0.05 - field.edge_distance(at, game::footprint(target));
  }
  return target.placement.centre + way * d;
}

}  // namespace

std::optional<std::string> cannot_call_up_at(const AdventureRules& rules,
                                             const game::Battlefield& field,
                                             const BattleState& state, const Ability& a,
                                             map::Point at) {
  // The largest of what may appear must fit: the die is thrown only once the casting works.
  const Creature* widest = nullptr;
  for (const Creation& made : a.creates)
    if (const Creature* c = rules.creature(made.creature);
        c && (!widest || foot_base(*c).width_cm > foot_base(*widest).width_cm))
      widest = c;
  if (!widest) return std::nullopt;
  Figure probe;
  probe.id = -1;
  probe.base = foot_base(*widest);
  probe.placement = {at, 0};
  AdventureSheet sheet;
  sheet.name = "The " + widest->name + " it calls";
  probe.sheet = sheet;
  return cannot_stand_at(field, state, probe, at);
}

void vanish(Figure& f, game::EventSink& events, const std::string& why) {
  f.alive = false;
  f.status.falling = f.status.must_recoil = false;
  f.ai.order = "vanished";  // gone, as "fled": no body lies on the table
  AdventureSheet& s = sheet_of(f);
  s.controlled_by = 0;
  s.vanishes_in = 0;
  game::emit(events, "high_adventure_vanished",
             game::json_object("figure", f.id, "citation", kCiteMagic),
             game::figure_label(f) + " vanishes: " + why + " (" + kCiteMagic + ").");
}

void call_up(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
             int caster_id, const Ability& a, map::Point at, dice::DieSource& dice,
             game::EventSink& events) {
  const int face = a.creates.size() > 1 ? dice.roll(6) : 0;
  const Creation* made = creation_on(a, face);
  const Creature* c = made ? rules.creature(made->creature) : nullptr;
  if (!c) return;  // the loader checked every face and creature
  const Figure& caster = *state.find(caster_id);
  const std::string who = game::figure_label(caster);
  const std::string what = a.id == "avatar" ? std::string("Avatar") : c->name;
  std::string text = who + " calls up " + (a.id == "avatar" ? "an Avatar" : "a " + c->name) +
                     (face > 0 ? " (D6 " + std::to_string(face) + ")" : "");
  json data = game::json_object("by", caster_id, "creature", c->id, "ability", a.id, "citation",
                                kCiteMagic);
  if (face > 0) data["rolled"] = face;
  bool kept = true;
  if (!a.control_test.empty()) {  // Summon: the caster must master what came
    const int value = sheet_attribute(sheet_of(caster), a.control_test).value_or(0);
    const int test = dice.roll(6);
    kept = test <= value;
    data["test"] = game::json_object("attribute", a.control_test, "value", value, "rolled", test,
                                     "passed", kept);
    std::string attribute = a.control_test;
    attribute[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(attribute[0])));
    text += ", tests its " + attribute + " " + std::to_string(value) + ": D6 " +
            std::to_string(test) + (kept ? ", kept" : ", not mastered");
  }
  Figure f =
      called_up(state, caster, *c, a.created_weapon, at, what + " of " + sheet_of(caster).name);
  const int id = f.id;
  data["figure"] = id;
  data["kept"] = kept;
  if (kept) {
    json faces = json::array();
    const int turns = roll_sum(dice, a.duration, faces);
    AdventureSheet& s = sheet_of(f);
    s.controlled_by = caster_id;
    s.vanishes_in = turns + 1;  // the turn it came in does not count
    data["turns"] = turns;
    state.figures.push_back(std::move(f));
    game::emit(events, "high_adventure_called_up", data,
               text + ": " + game::figure_label(state.figures.back()) + " does as " + who +
                   " wishes for " + std::to_string(turns) + " turn(s) (" +
                   dice_text(a.duration, faces) + ") and then vanishes (" + kCiteMagic + ").");
    return;
  }
  // Not mastered: it comes at its summoner, fights it a round and is gone.
  const int foe_side = caster.side == 0 ? 1 : 0;
  if (state.sides.size() < 2) return;
  f.side = foe_side;
  // Beside the caster if there is room, else where it came (the round is fought all the same).
  const map::Point beside = touching(field, f, caster, at);
  if (!cannot_stand_at(field, state, f, beside)) f.placement.centre = beside;
  state.figures.push_back(std::move(f));
  game::emit(events, "high_adventure_called_up", data,
             text + ": " + game::figure_label(state.figures.back()) +
                 " comes at its summoner for a round of melee and then vanishes (" + kCiteMagic +
                 ").");
  const MeleePlan m = plan_melee(rules, field, state, state.figures.back(), *state.find(caster_id));
  fight_round(rules, field, state, dice, events, m);
  if (Figure* demon = state.find(id); demon && demon->alive)
    vanish(*demon, events, "its round with its summoner is fought");
}

void vanish_at_turn_end(BattleState& state, game::EventSink& events) {
  for (Figure& f : state.figures)
    if (f.alive && sheet_of(f).vanishes_in > 0 && --sheet_of(f).vanishes_in == 0)
      vanish(f, events, "its turns are over");
}

}  // namespace fray::high_adventure
