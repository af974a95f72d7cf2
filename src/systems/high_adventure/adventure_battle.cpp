#include "adventure_battle.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fray/game/record/event_json.h>

namespace fray::high_adventure {

const Creature& creature_of(const AdventureRules& rules, const Figure& f) {
  // settle_figure refused any creature the tables do not give.
  return *rules.creature(sheet_of(f).creature);
}

bool has_stealth(const AdventureRules& rules, const Figure& f) {
  return sheet_of(f).stealth || creature_of(rules, f).stealth;
}

const MeleeWeapon& melee_weapon_of(const AdventureRules& rules, const Figure& f) {
  const MeleeWeapon* w = rules.melee_weapon(sheet_of(f).melee_weapon);
  return w ? *w : *rules.melee_weapon("bare_hands");
}

const MissileWeapon* missile_weapon_of(const AdventureRules& rules, const Figure& f) {
  const std::string& id = sheet_of(f).missile_weapon;
  return id.empty() ? nullptr : rules.missile_weapon(id);
}

int skill_with(const Figure& f, const std::string& weapon) {
  const AdventureSheet& s = sheet_of(f);
  const auto it = s.weapon_skills.find(weapon);
  return it != s.weapon_skills.end() ? it->second : s.weapon_skill;
}

bool unfamiliar_with(const Figure& f, const std::string& weapon) {
  const std::vector<std::string>& list = sheet_of(f).unfamiliar_weapons;
  return std::find(list.begin(), list.end(), weapon) != list.end();
}

int full_wounds(const AdventureRules& rules, const Figure& f) {
  return f.wounds / rules.light_per_wound;
}

int strength_dice(const AdventureRules& rules, const Figure& f) {
  return strength_dice_with(rules, f, f.wounds);
}

int strength_dice_with(const AdventureRules& rules, const Figure& f, int light_wounds) {
  return std::max(0, sheet_of(f).strength - light_wounds / rules.light_per_wound);
}

Armour armour_of(const AdventureRules& rules, const Figure& f) {
  const Creature& c = creature_of(rules, f);
  Armour worn = sheet_of(f).armour;
  for (const std::string& id : sheet_of(f).artifacts)  // a Ring of Protection: plate
    if (const Artifact* a = rules.magic.artifact(id); a && a->counts_as && *a->counts_as > worn)
      worn = *a->counts_as;
  return c.has_armour && c.armour > worn ? c.armour : worn;
}

const Artifact* artifact_with(const AdventureRules& rules, const Figure& f,
                              bool Artifact::*property) {
  for (const std::string& id : sheet_of(f).artifacts)
    if (const Artifact* a = rules.magic.artifact(id); a && a->*property) return a;
  return nullptr;
}

double move_in(const AdventureRules& rules, const Figure& f) {
  return sheet_of(f).mounted ? rules.ride_in : creature_of(rules, f).move_in;
}

double allowance_in(const AdventureRules& rules, const Figure& f) {
  return move_in(rules, f) + sheet_of(f).run_in;
}

const std::string& binding_order(const Figure& f) {
  static const std::string none;
  const AdventureSheet& s = sheet_of(f);
  // An undead a magic user keeps up does as its master wishes (seed 004, "Wizards, Witches and
  // Magic": "under the control of the Magic User").
  return s.player_character || s.henchman || s.controlled_by != 0 ? none : f.ai.order;
}

std::vector<const Figure*> foes_in_contact(const game::Battlefield& field, const BattleState& state,
                                           const Figure& f) {
  std::vector<const Figure*> out;
  for (const Figure& e : state.figures)
    if (e.alive && e.side != f.side && field.in_contact(game::footprint(f), game::footprint(e)))
      out.push_back(&e);
  return out;
}

const Figure* nearest_enemy(const game::Battlefield& field, const BattleState& state,
                            const Figure& f, const game::Footprint& from) {
  const Figure* best = nullptr;
  double gap = std::numeric_limits<double>::infinity();
  for (const Figure& e : state.figures) {
    if (!e.alive || e.side == f.side) continue;
    const double d = field.edge_distance(from, game::footprint(e));
    if (d < gap) gap = d, best = &e;
  }
  return best;
}

bool free_to_stand(const game::Battlefield& field, const BattleState& state, const Figure& f,
                   const map::Placement& at, int ignore) {
  const game::Footprint here{f.base, at};
  if (!field.on_table(here) || field.impassable_under(here, sheet_of(f).mounted)) return false;
  for (const Figure& o : state.figures)
    if (o.alive && o.id != f.id && o.id != ignore && field.overlaps(here, game::footprint(o)))
      return false;
  return true;
}

std::optional<map::Placement> step_away(const game::Battlefield& field, const BattleState& state,
                                        const Figure& f, map::Point from, double cm) {
  map::Point away = f.placement.centre - from;
  const double l = map::length(away);
  away = l > 0 ? away * (1.0 / l) : map::Point{0, 1};
  const map::Placement there{f.placement.centre + away * cm, f.placement.facing_deg};
  if (!free_to_stand(field, state, f, there)) return std::nullopt;
  return there;
}

std::optional<map::Placement> push_back_place(const game::Battlefield& field,
                                              const BattleState& state, const Figure& loser,
                                              const Figure& winner) {
  return step_away(field, state, loser, winner.placement.centre, loser.base.depth_cm);
}

std::optional<map::Placement> break_off_place(const AdventureRules& rules,
                                              const game::Battlefield& field,
                                              const BattleState& state, const Figure& f,
                                              const Figure& foe) {
  // "Up to 1 inch": the full inch where there is room, else half of it (assumed steps).
  for (const double share : {1.0, 0.5})
    if (auto there = step_away(field, state, f, foe.placement.centre,
                               rules.break_off_in * kCmPerInch * share))
      return there;
  return std::nullopt;
}

std::string_view to_string(Edge edge) {
  switch (edge) {
    case Edge::Front:
      return "front";
    case Edge::Right:
      return "right flank";
    case Edge::Rear:
      return "rear";
    default:
      return "left flank";
  }
}

Edge edge_towards(const Figure& target, map::Point from) {
  const double b = bearing_off(target, from);
  if (b > -45 && b <= 45) return Edge::Front;
  if (b > 45 && b <= 135) return Edge::Right;
  if (b > -135 && b <= -45) return Edge::Left;
  return Edge::Rear;
}

const Figure* edge_holder(const game::Battlefield& field, const BattleState& state,
                          const Figure& target, const Figure& mover, map::Point at) {
  const Edge edge = edge_towards(target, at);
  for (const Figure* foe : foes_in_contact(field, state, target))
    if (foe->id != mover.id && edge_towards(target, foe->placement.centre) == edge) return foe;
  return nullptr;
}

std::string inches(double cm) {
  const double in = cm / kCmPerInch;
  const double tenths = std::round(in * 10) / 10;
  std::string text = std::to_string(tenths);
  text.erase(text.find('.') + 2);
  if (text.ends_with(".0")) text.erase(text.size() - 2);
  return text + "\"";
}

double bearing_off(const Figure& target, map::Point from) {
  double d = map::heading_deg(target.placement.centre, from, target.placement.facing_deg) -
             target.placement.facing_deg;
  while (d > 180) d -= 360;
  while (d <= -180) d += 360;
  return d;
}

map::Base foot_base(const Creature& c) {
  const double across = c.large ? 4.0 : 2.5;
  return {map::BaseShape::Round, across, across};
}

void fill_from_creature(const Creature& c, AdventureSheet& s) {
  const std::pair<int*, int> fills[] = {{&s.bravery, c.bravery},
                                        {&s.strength, c.strength},
                                        {&s.skill, c.skill},
                                        {&s.cleverness, c.cleverness},
                                        {&s.leadership, c.leadership}};
  for (const auto& [value, usual] : fills)
    if (*value <= 0) *value = usual;
  if (s.weapon_skill < 0) s.weapon_skill = c.weapon_skill;
}

int disabling_wounds(const AdventureRules& rules, const Figure& f) {
  const Creature& c = creature_of(rules, f);
  return c.disabled_after_wounds > 0 ? c.disabled_after_wounds : sheet_of(f).strength;
}

void leave_fight(Figure& f, game::EventSink& events, const std::string& how) {
  f.alive = false;
  f.status.falling = f.status.must_recoil = false;
  game::emit(events, "high_adventure_out_of_fight", game::json_object("figure", f.id),
             game::figure_label(f) + " " + how + ".");
}

namespace {

void take_light_wounds(const AdventureRules& rules, game::EventSink& events, Figure& f, int light,
                       const char* citation) {
  f.wounds += light;
  f.wounds_this_turn += light;
  const int dice = strength_dice(rules, f);
  game::emit(
      events, "high_adventure_wound",
      game::json_object("figure", f.id, "light_wounds", light, "wounds", f.wounds, "strength_dice",
                        dice, "citation", citation),
      game::figure_label(f) + " takes " +
          (light == 1 ? std::string("a light wound") : std::to_string(light) + " light wounds") +
          ": " + std::to_string(dice) + " Strength " + (dice == 1 ? "die" : "dice") + " left (" +
          kCiteWounds + ").");
}

// Puts the figure out of the fight: at once, or when a simultaneous phase ends (the system's
// fall_at_phase_end says how). `killed`: dead, `cause` naming what killed it; else disabled or
// grievously wounded (the sheet says which), out of the battle alive, `how` saying so.
void fall(game::EventSink& events, Figure& f, bool simultaneous, bool killed,
          const std::string& how, const std::string& cause) {
  if (simultaneous) {
    f.status.falling = true;
    game::emit(events, "figure_falling", game::json_object("figure", f.id),
               game::figure_label(f) + " " + how + "; it falls when the phase ends (" +
                   kCiteShooting + ": shooting is simultaneous).");
    return;
  }
  if (killed) return game::kill(f, events, cause);
  leave_fight(f, events, how);
}

}  // namespace

bool falls_to(const AdventureRules& rules, const Figure& f, Means means) {
  const std::vector<std::string>& only = creature_of(rules, f).killed_only_by;
  if (only.empty()) return true;
  const char* word = means == Means::SmashingWeapon ? "smashing"
                     : means == Means::Magic        ? "magic"
                     : means == Means::Fire         ? "fire"
                                                    : "";
  return std::find(only.begin(), only.end(), word) != only.end();
}

bool wounds_put_out(const AdventureRules& rules, const Figure& f, Means means) {
  // A creature some weapon may kill (any, when none is named) is disabled by wounds as usual.
  return creature_of(rules, f).disabled_after_wounds > 0 ||
         falls_to(rules, f, Means::SmashingWeapon) || falls_to(rules, f, means);
}

bool disable_if_spent(const AdventureRules& rules, game::EventSink& events, Figure& f,
                      bool simultaneous) {
  if (!f.alive || f.status.falling || full_wounds(rules, f) < disabling_wounds(rules, f))
    return false;
  sheet_of(f).disabled = true;
  fall(events, f, simultaneous, false,
       "is disabled by its wounds: out of the fight, alive (" + std::string(kCiteWounds) + ")", "");
  return true;
}

bool divine_intervention_due(const BattleState& state, const Figure& f) {
  const AdventureSheet& sheet = sheet_of(f);
  // A character already going down (disabled, or falling as the shooting ends) is past saving.
  return sheet.player_character && !sheet.divine_intervention_called && f.alive &&
         !f.status.falling && !sheet.disabled && state.settings.value("divine_intervention", false);
}

double divine_intervention_chance(const AdventureRules& rules, const BattleState& state,
                                  const Figure& f) {
  if (!divine_intervention_due(state, f)) return 0;
  return static_cast<double>(rules.divine_die - rules.divine_averts_from + 1) / rules.divine_die;
}

// A player character about to go down calls on its deity: once a game, a 5 or 6 averts it
// (assumed: the call is spent whatever the die, and the catastrophe it averts is the blow that
// would put the character down). Whether it was averted.
static bool averted_by_divine_intervention(const AdventureRules& rules, const BattleState& state,
                                           game::EventSink& events, dice::DieSource& dice,
                                           Figure& f) {
  if (!divine_intervention_due(state, f)) return false;
  sheet_of(f).divine_intervention_called = true;
  const int roll = dice.roll(rules.divine_die);
  const bool averted = roll >= rules.divine_averts_from;
  const std::string die = "D" + std::to_string(rules.divine_die);
  game::emit(events, "high_adventure_divine_intervention",
             game::json_object("figure", f.id, "die", die, "roll", roll, "averted", averted,
                               "citation", kCiteDivine),
             game::figure_label(f) + " calls on the gods: " + die + " " + std::to_string(roll) +
                 (averted ? ", the blow is averted (" : ", no answer (") + kCiteDivine + ").");
  return averted;
}

// What the outcome does to the loser (suffer, below, counts the shooting's wounds).
static void apply_outcome(const AdventureRules& rules, const game::Battlefield& field,
                          BattleState& state, game::EventSink& events, dice::DieSource& dice,
                          Figure& loser, const Figure& winner, Outcome outcome, Means means,
                          bool simultaneous, const char* citation) {
  AdventureSheet& sheet = sheet_of(loser);
  const Creature& creature = creature_of(rules, loser);
  if (outcome == Outcome::Killed && !falls_to(rules, loser, means)) {
    // Skeletons fall only to smashing weapons, zombies to magic or fire: the blow wounds.
    game::emit(events, "high_adventure_not_killed",
               game::json_object("figure", loser.id, "citation", kCiteCreatures),
               game::figure_label(loser) + " cannot be killed so: it takes a wound instead (" +
                   kCiteCreatures + ").");
    outcome = Outcome::Wound;
  }
  if (outcome == Outcome::Killed) {
    if (averted_by_divine_intervention(rules, state, events, dice, loser)) return;
    if (sheet.player_character) {
      sheet.grievously_wounded = true;
      fall(events, loser, simultaneous, false,
           "is grievously wounded, not killed: a player character (" + std::string(kCiteWounds) +
               ")",
           "");
    } else {
      fall(events, loser, simultaneous, true, "is killed (" + std::string(citation) + ")",
           citation);
    }
    return;
  }
  if (outcome == Outcome::PushBack || outcome == Outcome::WoundPushBack) {
    if (sheet.mounted) {
      sheet.mounted = false;
      game::emit(events, "high_adventure_dismounted", game::json_object("figure", loser.id),
                 game::figure_label(loser) + " is pushed from the saddle: dismounted (" +
                     kCiteMounted + ").");
    } else if (const auto back = push_back_place(field, state, loser, winner)) {
      loser.placement = *back;
      game::emit(
          events, "high_adventure_pushed_back",
          game::json_object("figure", loser.id, "to",
                            game::json_point(back->centre.x, back->centre.y)),
          game::figure_label(loser) + " is pushed back a base depth (" + kCiteResults + ").");
    } else {
      game::emit(events, "high_adventure_push_blocked", game::json_object("figure", loser.id),
                 game::figure_label(loser) +
                     " cannot be pushed back: blocked, it takes a light wound instead (" +
                     kCiteResults + ").");
      take_light_wounds(rules, events, loser, 1, kCiteResults);
    }
  }
  if (outcome == Outcome::LightWound) take_light_wounds(rules, events, loser, 1, citation);
  if (outcome == Outcome::Wound || outcome == Outcome::WoundPushBack)
    take_light_wounds(rules, events, loser, rules.light_per_wound, citation);
  if (!wounds_put_out(rules, loser, means)) {
    if (full_wounds(rules, loser) >= disabling_wounds(rules, loser))
      game::emit(events, "high_adventure_undying", game::json_object("figure", loser.id),
                 game::figure_label(loser) +
                     " fights on: only magic, fire or its caster's death destroy it (" +
                     kCiteCreatures + ").");
    return;
  }
  disable_if_spent(rules, events, loser, simultaneous);
}

void suffer(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
            game::EventSink& events, dice::DieSource& dice, Figure& loser, const Figure& winner,
            Outcome outcome, Means means, bool simultaneous, const char* citation) {
  const int wounds_before = loser.wounds;
  apply_outcome(rules, field, state, events, dice, loser, winner, outcome, means, simultaneous,
                citation);
  if (simultaneous) sheet_of(loser).shot_wounds += loser.wounds - wounds_before;
}

std::vector<double> best_of(int dice, int sides) {
  std::vector<double> p(static_cast<std::size_t>(sides) + 1, 0.0);
  if (dice <= 0) {
    p[0] = 1.0;
    return p;
  }
  for (int k = 1; k <= sides; ++k)
    p[k] = std::pow(static_cast<double>(k) / sides, dice) -
           std::pow(static_cast<double>(k - 1) / sides, dice);
  return p;
}

}  // namespace fray::high_adventure
