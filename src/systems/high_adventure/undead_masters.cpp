// The undead and the magic users who keep them up (seed 004, "Wizards, Witches and Magic",
// "Standard Creature types", "Wounds"; docs/rules/high-adventure.md, "Magic"): Reanimate raising
// a body that has lain dead long enough, or a stone figure; Control bringing up skeletons; the
// dead counting their turns; and the undead falling when their master leaves the fight, or,
// raised by Reanimate, does something else.
#include <algorithm>
#include <string>

#include <fray/game/record/event_json.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

// Puts the undead `f` down, `why` saying why: it lies dead again, its master's hold gone.
void fall_lifeless(Figure& f, game::EventSink& events, const std::string& why) {
  AdventureSheet& s = sheet_of(f);
  s.controlled_by = 0;
  s.obeys_while_idle = false;
  s.dead_turns = 0;
  game::kill(f, events, why);
}

// Whether the master has done something this turn (moved, shot or fought): a body it raised
// obeys it only while it does nothing else.
bool busy(const Figure& master) {
  return master.status.has_moved || sheet_of(master).moved_cm > 1e-9 || master.status.has_shot ||
         master.status.has_struck;
}

// Brings `f` back into the fight on `master`'s side, kept up by it: unwounded, standing, free of
// any order and of the conditions it fell with.
void bring_back(Figure& f, const Figure& master) {
  f.alive = true;
  f.side = master.side;
  f.wounds = f.wounds_this_turn = 0;
  f.status = game::FigureStatus{};
  f.posture = game::Posture::Standing;
  f.ai = game::FigureAi{};  // no order binds it: it does as its master wishes
  AdventureSheet& s = sheet_of(f);
  s.dormant = s.disabled = s.grievously_wounded = s.obeys_while_idle = false;
  s.loaded = true;
  s.loaded_by_half_turn = s.free_turn_used = false;
  s.moved_cm = 0;
  s.shot_wounds = s.run_in = s.running_turns = s.dead_turns = s.vanishes_in = 0;
  s.controlled_by = master.id;
}

// Turns `body` into the creature `c` under `caster`'s hold, obeying while it does nothing else.
void rise(const Creature& c, const Figure& caster, Figure& body) {
  bring_back(body, caster);
  body.magic = game::FigureMagic{};
  AdventureSheet& s = sheet_of(body);
  if (!s.name.starts_with(c.name)) s.name = c.name + " " + s.name;
  s.creature = c.id;
  s.bravery = s.strength = s.skill = s.cleverness = s.leadership = 0;
  s.weapon_skill = -1;
  fill_from_creature(c, s);  // the creature's levels, not the living figure's
  body.leadership = s.leadership;
  s.weapon_skills.clear();
  s.missile_weapon.clear();  // assumed: the dead shoot no more
  s.scrolls.clear();
  s.mounted = s.player_character = s.henchman = false;
  s.obeys_while_idle = true;
}

}  // namespace

bool lies_dead(const Figure& f) {
  const AdventureSheet& s = sheet_of(f);
  return !f.alive && !f.captured && !s.disabled && !s.grievously_wounded && !s.dormant &&
         f.ai.order != "fled" && f.ai.order != "vanished";
}

std::vector<const Figure*> bones_in_reach(const game::Battlefield& field, const BattleState& state,
                                          const Figure& caster, const Ability& a) {
  std::vector<const Figure*> out;
  for (const Figure& f : state.figures) {
    const AdventureSheet& s = sheet_of(f);
    // Laid down dormant, destroyed or disabled: bones, not a captive, a fugitive or a hero.
    if (f.alive || f.captured || s.grievously_wounded || f.ai.order == "fled" ||
        f.ai.order == "vanished" ||
        std::find(a.animates.begin(), a.animates.end(), s.creature) == a.animates.end())
      continue;
    if (a.range_in && field.edge_distance(game::footprint(caster), game::footprint(f)) >
                          *a.range_in * kCmPerInch + 1e-9)
      continue;
    if (!cannot_stand_at(field, state, f, f.placement.centre)) out.push_back(&f);
  }
  const map::Point at = caster.placement.centre;
  std::stable_sort(out.begin(), out.end(), [&](const Figure* x, const Figure* y) {
    return map::distance(x->placement.centre, at) < map::distance(y->placement.centre, at);
  });
  return out;
}

void animate_bones(const game::Battlefield& field, BattleState& state, const Figure& caster,
                   const Ability& a, dice::DieSource& dice, game::EventSink& events) {
  nlohmann::json faces = nlohmann::json::array();
  const int most = roll_sum(dice, a.number, faces);
  std::vector<int> ids;
  for (const Figure* f : bones_in_reach(field, state, caster, a)) ids.push_back(f->id);
  nlohmann::json up = nlohmann::json::array();
  std::string names;
  for (const int id : ids) {
    if (static_cast<int>(up.size()) >= most) break;
    Figure& f = *state.find(id);
    if (cannot_stand_at(field, state, f, f.placement.centre)) continue;  // one rose onto it
    bring_back(f, caster);
    up.push_back(id);
    names += (names.empty() ? "" : ", ") + game::figure_label(f);
  }
  game::emit(events, "high_adventure_animated",
             game::json_object("by", caster.id, "rolls", faces, "figures", up, "ability", a.id,
                               "citation", kCiteMagic),
             game::figure_label(caster) + " animates " + std::to_string(up.size()) +
                 " of at most " + std::to_string(most) + " (" + dice_text(a.number, faces) + ")" +
                 (names.empty() ? "" : ": " + names) +
                 "; they do as it wishes and fall if it leaves the fight (" + kCiteMagic + ").");
}

std::optional<std::string> cannot_reanimate(const game::Battlefield& field,
                                            const BattleState& state, const Ability& a,
                                            const Figure& t) {
  const std::string who = game::figure_label(t);
  if (t.alive)
    return t.magic.petrified_turns > 0
               ? std::nullopt
               : std::optional<std::string>(who +
                                            " is alive and not turned to stone: Reanimate raises "
                                            "the dead or returns a stone figure to life");
  if (!lies_dead(t))
    return who + " is not lying dead (captured, out of the fight alive, or gone from the table)";
  const int turns = sheet_of(t).dead_turns;
  if (turns < a.dead_for_turns)
    return who + " has lain dead " + std::to_string(turns) +
           " full turn(s): the dead rise only after " + std::to_string(a.dead_for_turns) + " (" +
           kCiteWounds + ")";
  if (const auto why = cannot_stand_at(field, state, t, t.placement.centre))
    return who + "'s body cannot rise where it lies: " + *why;
  return std::nullopt;
}

void reanimate(const AdventureRules& rules, BattleState& state, const Figure& caster,
               const Ability& a, Figure& target, game::EventSink& events) {
  const std::string who = game::figure_label(target);
  if (target.alive) {  // a stone figure returns to life
    target.magic.petrified_turns = 0;
    game::emit(events, "status_changed",
               game::json_object("figure", target.id, "status", "petrified", "value", false, "by",
                                 caster.id, "ability", a.id, "citation", kCiteMagic),
               game::figure_label(caster) + " returns " + who + " to life from stone (" +
                   kCiteMagic + ").");
    return;
  }
  const Creature* c = rules.creature(a.rises_as);
  if (!c) return;  // the loader checked rises_as against creatures.json
  const int was_side = target.side;
  rise(*c, caster, target);
  const std::string& side = state.sides[static_cast<std::size_t>(caster.side)].name;
  game::emit(
      events, "high_adventure_reanimated",
      game::json_object("figure", target.id, "by", caster.id, "creature", c->id, "side",
                        caster.side, "was_side", was_side, "ability", a.id, "citation", kCiteMagic),
      who + " rises from the dead as " + game::figure_label(target) + ", a " + c->name + " of " +
          side + ": it obeys " + game::figure_label(caster) +
          " until its master does something else (" + kCiteMagic + ").");
}

void release_idle_servants(BattleState& state, const Figure& caster, game::EventSink& events) {
  for (Figure& f : state.figures)
    if (f.alive && sheet_of(f).controlled_by == caster.id && sheet_of(f).obeys_while_idle)
      fall_lifeless(f, events,
                    "its master " + game::figure_label(caster) +
                        " begins another casting, and the dead it raised fall: " + kCiteMagic);
}

void undead_after_command(BattleState& state, game::EventSink& events) {
  for (Figure& f : state.figures) {
    if (!f.alive || sheet_of(f).controlled_by == 0) continue;
    const Figure* master = state.find(sheet_of(f).controlled_by);
    if ((!master || !master->alive) && sheet_of(f).vanishes_in > 0)
      vanish(f, events, "its caster is out of the fight (assumed)");
    else if (!master || !master->alive)
      fall_lifeless(
          f, events,
          (master ? "its master " + game::figure_label(*master) : std::string("its master")) +
              " is out of the fight: " + kCiteCreatures);
    else if (sheet_of(f).obeys_while_idle && busy(*master))
      fall_lifeless(f, events,
                    "its master " + game::figure_label(*master) +
                        " did something else, and the dead it raised fall: " + kCiteMagic);
  }
}

void count_dead_turns(BattleState& state) {
  for (Figure& f : state.figures)
    if (lies_dead(f)) ++sheet_of(f).dead_turns;
}

}  // namespace fray::high_adventure
