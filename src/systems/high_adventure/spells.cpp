// Seed 004, "Wizards, Witches and Magic": the casting die, what each applied ability does, and
// the end-of-turn step of spells (docs/rules/high-adventure.md, "Magic").
#include <algorithm>
#include <cmath>
#include <string>

#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/slide.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/fire_lighting.h>
#include <fray/game/state/magic.h>

#include "magic_battle.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kCiteArtifacts = "seed 004, \"Magical Artifacts\"";

void emit_spell(game::EventSink& events, const Figure& target, const Ability& a,
                const std::string& status, json extra, const std::string& text) {
  json data = game::json_object("figure", target.id, "status", status, "value", true, "ability",
                                a.id, "citation", kCiteMagic);
  data.update(extra);
  game::emit(events, "status_changed", data, text + " (" + kCiteMagic + ").");
}

void knock_back(const game::Battlefield& field, const BattleState& state, const Figure& caster,
                const Ability& a, Figure& target, dice::DieSource& dice, game::EventSink& events) {
  json faces = json::array();
  const double wanted = roll_sum(dice, a.distance, faces) * kCmPerInch;
  map::Point away = target.placement.centre - caster.placement.centre;
  if (map::length(away) < 1e-9) away = {0, 1};  // on the same spot: towards the table's far side
  const game::Slide slid =
      game::slide(field, state, target, away, wanted, sheet_of(target).mounted);
  const double moved = slid.distance_cm;
  const std::string& stopped_by = slid.stopped_by;
  target.placement.centre = target.placement.centre + away * (moved / map::length(away));
  game::emit(
      events, "knocked_back",
      game::json_object("figure", target.id, "rolls", faces, "wanted_cm", wanted, "distance_cm",
                        moved, "to",
                        game::json_point(target.placement.centre.x, target.placement.centre.y),
                        "stopped_by", stopped_by, "ability", a.id, "citation", kCiteMagic),
      game::figure_label(target) + " is knocked back " + inches(moved) + " of " + inches(wanted) +
          " (" + dice_text(a.distance, faces) + ")" +
          (stopped_by.empty() ? "" : ", stopped by " + stopped_by) + " (" + kCiteMagic + ").");
}

void wind_storm(const game::Battlefield& field, BattleState& state, const Figure& caster,
                const Ability& a, dice::DieSource& dice, game::EventSink& events) {
  json faces = json::array();
  const int turns = roll_sum(dice, a.duration, faces);
  json held = json::array();
  for (Figure& e : state.figures) {
    if (!e.alive || e.side == caster.side) continue;
    if (a.range_in && field.edge_distance(game::footprint(caster), game::footprint(e)) >
                          *a.range_in * kCmPerInch + 1e-9)
      continue;
    e.magic.held_back_by = caster.id;
    e.magic.held_back_turns = turns;
    e.magic.fresh_holds |= kFreshHeldBack;
    held.push_back(e.id);
  }
  game::emit(events, "wind_storm",
             game::json_object("caster", caster.id, "rolls", faces, "turns", turns, "figures", held,
                               "ability", a.id, "citation", kCiteMagic),
             "A wind storm rises around " + game::figure_label(caster) + ": " +
                 std::to_string(held.size()) + " enemy figure(s) may not move towards it for " +
                 std::to_string(turns) + " turn(s) (" + dice_text(a.duration, faces) + "; " +
                 kCiteMagic + ").");
}

void apply_effect(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                  Figure& caster, const Ability& a, Figure& target, std::optional<map::Point> to,
                  dice::DieSource& dice, game::EventSink& events) {
  game::FigureMagic& m = target.magic;
  const std::string who = game::figure_label(target);
  if (a.id == "sleep") {
    m.asleep_since = state.turn;
    emit_spell(events, target, a, "asleep", json::object(),
               who + " falls asleep: it does nothing until it rolls a " +
                   std::to_string(a.wakes_on) + " in a later turn");
  } else if (a.id == "knock_back") {
    knock_back(field, state, caster, a, target, dice, events);
  } else if (a.id == "oppose") {
    m.opposed_on_turn = state.turn;
    emit_spell(events, target, a, "opposed", json::object(),
               who + " is opposed: it uses no ability this turn");
  } else if (a.id == "healing") {
    const int before = target.wounds;
    target.wounds = std::max(0, target.wounds - a.wounds_healed * rules.light_per_wound);
    target.wounds_this_turn = std::min(target.wounds_this_turn, target.wounds);
    game::emit(
        events, "healed",
        game::json_object("figure", target.id, "light_wounds", before - target.wounds, "wounds",
                          target.wounds, "strength_dice", strength_dice(rules, target), "by",
                          caster.id, "ability", a.id, "citation", kCiteMagic),
        who + " is healed of " + std::to_string(a.wounds_healed) +
            " wound(s): " + std::to_string(strength_dice(rules, target)) +
            " Strength dice again (" + kCiteMagic + ").");
  } else if ((a.id == "teleport" || a.id == "levitate") && to) {
    target.placement.centre = *to;
    const bool floats = a.id == "levitate";
    game::emit(events, floats ? "levitated" : "teleported",
               game::json_object("figure", target.id, "to", game::json_point(to->x, to->y), "by",
                                 caster.id, "ability", a.id, "citation", kCiteMagic),
               who + (floats ? " floats to " : " is teleported to ") + game::format_cm(to->x) +
                   ", " + game::format_cm(to->y) + " cm (" + kCiteMagic + ").");
  } else if (a.id == "smoke" && to) {
    raise_smoke(state, caster, a, *to, dice, events);
  } else if ((a.id == "start_fire" || a.id == "light_torch") && to) {
    game::light_fire(state, *to, game::kLitFireRadiusCm, 0, dice, events,
                     game::figure_label(caster) + "'s " + a.name, kCiteMagic);
  } else if (a.id == "find") {
    find_hidden(target, caster, a, events);
  } else if (a.id == "divine") {
    divine_magic(rules, target, caster, a, events);
  } else if (a.id == "make_invisible") {
    m.invisible = true;
    m.fresh_holds |= kFreshInvisible;
    emit_spell(events, target, a, "invisible", json::object(),
               who + " becomes invisible until a " + std::to_string(a.ends_on) +
                   " in a later turn: no missile may target it, and in melee it counts as in "
                   "plate at +1 Weapon Skill (" +
                   kCiteInvisible + ")");
  } else if (a.id == "freeze") {
    json faces = json::array();
    const int turns = roll_sum(dice, a.duration, faces);
    m.frozen_turns = turns;
    m.fresh_holds |= kFreshFrozen;
    emit_spell(events, target, a, "frozen", game::json_object("rolls", faces, "turns", turns),
               who + " is frozen for " + std::to_string(turns) + " turn(s) (" +
                   dice_text(a.duration, faces) + ")");
    if (turns >= a.kills_at_turns) {
      m.frozen_turns = 0;
      suffer(rules, field, state, events, dice, target, caster, Outcome::Killed, Means::Magic,
             false, kCiteMagic);
    }
  } else if (a.id == "petrify") {
    json faces = json::array();
    m.petrified_turns = roll_sum(dice, a.duration, faces);
    m.fresh_holds |= kFreshPetrified;
    emit_spell(events, target, a, "petrified",
               game::json_object("rolls", faces, "turns", m.petrified_turns),
               who + " is petrified for " + std::to_string(m.petrified_turns) + " turn(s) (" +
                   dice_text(a.duration, faces) + ")");
  } else if (a.id == "hypnotic_gaze") {
    m.entranced_turns = 1;
    m.entranced_by = caster.id;
    m.fresh_holds |= kFreshEntranced;
    emit_spell(events, target, a, "entranced", game::json_object("by", caster.id),
               who + " is held entranced by " + game::figure_label(caster) +
                   "'s gaze: it escapes on a passed Strength test in any turn, or after " +
                   std::to_string(a.max_turns) + " turns");
  } else if (a.id == "wind_storm") {
    wind_storm(field, state, caster, a, dice, events);
  } else if (a.id == "reanimate") {
    reanimate(rules, state, caster, a, target, events);
  } else if (a.id == "control") {
    animate_bones(field, state, caster, a, dice, events);
  } else if (a.id == "transform_self") {
    AdventureSheet& s = sheet_of(caster);
    if (!cannot_transform(rules, a, caster, s.conjuring_form))
      transform(rules, caster, a, s.conjuring_form, events);
    s.conjuring_form.clear();
  } else if (a.id == "illusion" && to) {
    make_illusion(state, caster, a, *to, events);
  } else if ((a.id == "summon" || a.id == "avatar") && to) {
    call_up(rules, field, state, caster.id, a, *to, dice, events);  // last: figures are added
  }
}

void set_free(game::EventSink& events, const Figure& f, const char* status,
              const std::string& text) {
  game::emit(
      events, "status_changed",
      game::json_object("figure", f.id, "status", status, "value", false, "citation", kCiteMagic),
      game::figure_label(f) + " " + text + " (" + kCiteMagic + ").");
}

// A D6 against `value`: the roll's event, and whether it came up.
bool rolls(dice::DieSource& dice, game::EventSink& events, const Figure& f, const char* what,
           int value, bool at_most, const std::string& text) {
  const int face = dice.roll(6);
  const bool passed = at_most ? face <= value : face >= value;
  game::emit(events, "magic_roll",
             game::json_object("figure", f.id, "roll", what, "rolled", face, "needed", value,
                               "passed", passed, "citation", kCiteMagic),
             game::figure_label(f) + " " + text + ": D6 " + std::to_string(face) +
                 (passed ? ", it does" : ", it does not") + " (" + kCiteMagic + ").");
  return passed;
}

// The holds a spell put on `f` wear off or go on; a hold set this turn waits for the next.
void holds_at_turn_end(const AdventureRules& rules, const BattleState& state, Figure& f,
                       dice::DieSource& dice, game::EventSink& events) {
  game::FigureMagic& m = f.magic;
  const auto settled = [&](int hold) { return (m.fresh_holds & hold) == 0; };
  const auto ability = [&](const char* id) { return rules.magic.ability(id); };
  if (m.asleep_since > 0 && m.asleep_since < state.turn) {
    const int wakes_on = ability("sleep") ? ability("sleep")->wakes_on : 6;
    if (rolls(dice, events, f, "wake", wakes_on, false,
              "rolls to wake (a " + std::to_string(wakes_on) + ")")) {
      m.asleep_since = 0;
      set_free(events, f, "asleep", "wakes up");
    }
  }
  if (settled(kFreshPetrified) && m.petrified_turns > 0 && --m.petrified_turns == 0)
    set_free(events, f, "petrified", "is no longer petrified");
  if (settled(kFreshFrozen) && m.frozen_turns > 0 && --m.frozen_turns == 0)
    set_free(events, f, "frozen", "thaws");
  if (settled(kFreshEntranced) && m.entranced_turns > 0) {
    const int most = ability("hypnotic_gaze") ? ability("hypnotic_gaze")->max_turns : 3;
    if (m.entranced_turns >= most) {
      m.entranced_turns = m.entranced_by = 0;
      set_free(events, f, "entranced",
               "has been held " + std::to_string(most) + " turns and comes out of the trance");
    } else if (rolls(dice, events, f, "strength_test", sheet_of(f).strength, true,
                     "tests its Strength " + std::to_string(sheet_of(f).strength) +
                         " to break the trance")) {
      m.entranced_turns = m.entranced_by = 0;
      set_free(events, f, "entranced", "breaks the trance");
    } else {
      ++m.entranced_turns;
    }
  }
  if (settled(kFreshInvisible) && m.invisible) {
    const int ends_on = ability("make_invisible") ? ability("make_invisible")->ends_on : 6;
    if (rolls(dice, events, f, "invisibility_ends", ends_on, false,
              "rolls to see if its invisibility ends (a " + std::to_string(ends_on) + ")")) {
      m.invisible = false;
      set_free(events, f, "invisible", "can be seen again");
    }
  }
  if (settled(kFreshHeldBack) && m.held_back_turns > 0 && --m.held_back_turns == 0) {
    m.held_back_by = 0;
    set_free(events, f, "held_back", "is free of the wind storm");
  }
}

void conjuring_at_turn_end(const AdventureRules& rules, const game::Battlefield& field,
                           BattleState& state, Figure& f, dice::DieSource& dice,
                           game::EventSink& events) {
  game::FigureMagic& m = f.magic;
  const Ability* a = rules.magic.ability(m.conjuring);
  const std::string name = a ? a->name : m.conjuring;
  const auto clear = [&] {
    m.conjuring.clear();
    m.conjuring_target = m.conjuring_turns_left = 0;
    m.conjuring_take_one_off = false;
    m.conjuring_to.reset();
  };
  const bool held = game::spellbound(f);
  if (held || sheet_of(f).moved_cm > 1e-9 || f.status.has_shot || f.status.has_struck || !a) {
    game::emit(events, "conjuring_broken",
               game::json_object("figure", f.id, "ability", m.conjuring),
               game::figure_label(f) + (held ? " is held by a spell" : " did not stay stationary") +
                   ": its " + name + " is lost, no points spent (" + kCiteMagic + ").");
    clear();
    sheet_of(f).conjuring_form.clear();
    return;
  }
  if (m.opposed_on_turn == state.turn) {
    game::emit(events, "conjuring",
               game::json_object("figure", f.id, "ability", m.conjuring, "turns_left",
                                 m.conjuring_turns_left),
               game::figure_label(f) + " is opposed: this turn does not count towards its " + name +
                   " (" + kCiteMagic + ").");
    return;
  }
  if (--m.conjuring_turns_left > 0) {
    game::emit(
        events, "conjuring",
        game::json_object("figure", f.id, "ability", a->id, "turns_left", m.conjuring_turns_left),
        game::figure_label(f) + " goes on conjuring " + name + ": " +
            std::to_string(m.conjuring_turns_left) + " more turn(s) (" + kCiteMagic + ").");
    return;
  }
  Figure* target = state.find(m.conjuring_target);
  const bool take_one_off = m.conjuring_take_one_off;
  const std::optional<map::Point> to = m.conjuring_to;
  clear();
  const bool out_of_reach = target && target->id != f.id && a->range_in &&
                            field.edge_distance(game::footprint(f), game::footprint(*target)) >
                                *a->range_in * kCmPerInch + 1e-9;
  std::optional<std::string> blocked;  // the place it sends its target to is taken now
  if (target && target->alive && to) blocked = cannot_stand_at(field, state, *target, *to);
  // Reanimate works on a body (or a stone figure) still as it was when the conjuring began.
  const bool raises = a->id == "reanimate";
  if (target && raises) blocked = cannot_reanimate(field, state, *a, *target);
  if (a->id == "illusion" && to) blocked = cannot_make_illusion_at(field, state, *a, *to);
  if (a->id == "transform_self")
    blocked = cannot_transform(rules, *a, f, sheet_of(f).conjuring_form);
  if (a->id == "control" && bones_in_reach(field, state, f, *a).empty())
    blocked = "no skeleton or the like lies within its reach any more";
  if (!target || (!raises && !target->alive) || out_of_reach || blocked ||
      (a->id == "healing" && target->wounds == 0)) {
    const std::string why = out_of_reach ? ": its target is out of reach"
                            : blocked    ? ": " + *blocked
                                         : " has nothing left to work on";
    game::emit(
        events, "conjuring_wasted", game::json_object("figure", f.id, "ability", a->id),
        game::figure_label(f) + "'s " + name + why + "; no points spent (" + kCiteMagic + ").");
    sheet_of(f).conjuring_form.clear();
    return;
  }
  const int caster = f.id;  // a figure called up below may move the state's figures
  resolve_casting(rules, field, state, f, *a, *target, to, take_one_off, dice, events);
  sheet_of(*state.find(caster)).conjuring_form.clear();  // used, or the die failed
}

}  // namespace

int roll_sum(dice::DieSource& dice, const DiceRoll& roll, json& faces) {
  int sum = 0;
  for (int i = 0; i < roll.count; ++i) {
    faces.push_back(dice.roll(roll.sides));
    sum += faces.back().get<int>();
  }
  return sum;
}

std::string dice_text(const DiceRoll& roll, const json& faces) {
  return std::to_string(roll.count) + "D" + std::to_string(roll.sides) + " " + faces.dump();
}

double casting_chance(const AdventureRules& rules, int points, bool take_one_off, int only_on) {
  const AdventureMagic& m = rules.magic;
  int good = 0;
  for (int face = 1; face <= m.casting_die; ++face)
    if (only_on > 0 ? face >= only_on
                    : face != m.natural_fail && face - (take_one_off ? 1 : 0) <= points)
      ++good;
  return static_cast<double>(good) / m.casting_die;
}

int warding_face(const AdventureRules& rules, const Figure& caster, const Figure& target) {
  if (caster.side == target.side || !target.alive) return 0;  // the dead ward nothing
  const Artifact* belt = artifact_with(rules, target, &Artifact::shunned_as_target);
  return belt ? belt->magic_succeeds_on : 0;
}

void read_scroll(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                 Figure& caster, const Ability& a, Figure& target, std::optional<map::Point> to,
                 dice::DieSource& dice, game::EventSink& events) {
  std::vector<std::string>& scrolls = sheet_of(caster).scrolls;
  scrolls.erase(std::find(scrolls.begin(), scrolls.end(), a.id));  // the writing fades
  const int only_on = warding_face(rules, caster, target);
  const int rolled = only_on > 0 ? dice.roll(rules.magic.casting_die) : 0;
  const bool success = only_on == 0 || rolled >= only_on;
  nlohmann::json data = game::json_object("caster", caster.id, "ability", a.id, "target", target.id,
                                          "success", success, "citation", kCiteArtifacts);
  if (only_on > 0) data["rolled"] = rolled, data["needed"] = only_on;
  game::emit(events, "high_adventure_scroll", data,
             game::figure_label(caster) + " reads a Scroll of Power: " + a.name +
                 (target.id == caster.id ? "" : " at " + game::figure_label(target)) +
                 (only_on > 0 ? ", against a Belt of protection: D6 " + std::to_string(rolled) +
                                    (success ? ", it works" : ", it fails")
                              : ", it never fails") +
                 "; the writing fades (" + kCiteArtifacts + ").");
  if (success) apply_effect(rules, field, state, caster, a, target, to, dice, events);
}

Check caster_may_not_cast(const BattleState& state, const Figure& f) {
  const std::string who = game::figure_label(f);
  if (!f.magic.conjuring.empty())
    return Refusal{RefusalCode::AlreadyActed,
                   who + " is still conjuring " + f.magic.conjuring + "."};
  if (f.magic.opposed_on_turn == state.turn)
    return Refusal{RefusalCode::NotAllowed,
                   who + " is opposed: it uses no ability this turn (" + kCiteMagic + ")."};
  if (sheet_of(f).true_form)
    return Refusal{RefusalCode::NotAllowed,
                   who +
                       " has taken another form by Transform self: it casts nothing until it "
                       "reverts (assumed; " +
                       kCiteMagic + ")."};
  if (sheet_of(f).moved_cm > 1e-9 || f.status.has_shot || f.status.has_struck)
    return Refusal{RefusalCode::AlreadyActed, who +
                                                  " has moved, shot or fought this turn: a magic "
                                                  "user stays stationary to cast (" +
                                                  kCiteMagic + ")."};
  if (binding_order(f) == "flee")
    return Refusal{RefusalCode::NotAllowed,
                   who + " is fleeing: it only runs (" + std::string(kCiteOrders) + ")."};
  return {};
}

bool may_cast(const AdventureRules& rules, const BattleState& state, const Figure& f) {
  const game::FigureMagic& m = f.magic;
  if (m.abilities.empty() || caster_may_not_cast(state, f)) return false;
  const auto applied = [&](const std::string& id) {
    const Ability* a = rules.magic.ability(id);
    return a && a->applied;
  };
  // A Scroll of Power needs neither points nor a good die.
  const std::vector<std::string>& scrolls = sheet_of(f).scrolls;
  if (std::any_of(scrolls.begin(), scrolls.end(), applied)) return true;
  // Some face must work: within the points, or the 6 a Belt of protection asks whatever they are.
  const bool some_face =
      casting_chance(rules, m.power_points, false) > 0 ||
      std::any_of(state.figures.begin(), state.figures.end(),
                  [&](const Figure& t) { return t.alive && warding_face(rules, f, t) > 0; });
  return some_face &&
         std::any_of(m.abilities.begin(), m.abilities.end(), [&](const std::string& id) {
           return applied(id) && rules.magic.ability(id)->cost <= m.power_points;
         });
}

void resolve_casting(const AdventureRules& rules, const game::Battlefield& field,
                     BattleState& state, Figure& caster, const Ability& a, Figure& target,
                     std::optional<map::Point> to, bool take_one_off, dice::DieSource& dice,
                     game::EventSink& events) {
  const AdventureMagic& m = rules.magic;
  const int points = caster.magic.power_points;
  const int cost = a.cost + (take_one_off ? m.take_one_off_cost : 0);
  const int rolled = dice.roll(m.casting_die);
  const int counted = rolled - (take_one_off ? 1 : 0);
  const bool natural_fail = rolled == m.natural_fail;
  const int only_on = warding_face(rules, caster, target);  // a Belt of protection: a 6 only
  const bool success =
      cost <= points && (only_on > 0 ? rolled >= only_on : !natural_fail && counted <= points);
  if (success) caster.magic.power_points -= cost;
  const std::string why =
      only_on > 0 ? (rolled >= only_on ? "the " : "not the ") + std::to_string(only_on) +
                        " a Belt of protection lets work (" + kCiteArtifacts + ")"
      : natural_fail     ? "a natural " + std::to_string(rolled) + " always fails"
      : counted > points ? "more than its " + std::to_string(points) + " power points"
      : success          ? "not more than its " + std::to_string(points) + " power points"
                         : "it cannot pay " + std::to_string(cost) + " points";
  game::emit(events, "high_adventure_casting",
             game::json_object("caster", caster.id, "ability", a.id, "target", target.id, "rolled",
                               rolled, "take_one_off", take_one_off, "power_points", points,
                               "success", success, "spent", success ? cost : 0, "points_left",
                               caster.magic.power_points, "citation", kCiteMagic),
             game::figure_label(caster) + " casts " + a.name +
                 (target.id == caster.id ? "" : " at " + game::figure_label(target)) + ": D6 " +
                 std::to_string(rolled) + (take_one_off ? " - 1 (a point paid)" : "") + ", " + why +
                 (success ? ": it works, " : ": it fails, ") + std::to_string(success ? cost : 0) +
                 " point(s) spent, " + std::to_string(caster.magic.power_points) + " left (" +
                 kCiteMagic + ").");
  if (success) apply_effect(rules, field, state, caster, a, target, to, dice, events);
}

Check held_back(const CheckContext& c, const Figure& f, const map::Placement& end) {
  if (f.magic.held_back_turns <= 0) return {};
  const Figure* caster = c.state.find(f.magic.held_back_by);
  if (!caster || !caster->alive) return {};
  const double now = map::distance(f.placement.centre, caster->placement.centre);
  if (map::distance(end.centre, caster->placement.centre) >= now - 1e-6) return {};
  return Refusal{RefusalCode::NotAllowed, game::figure_label(f) + " is held back by " +
                                              game::figure_label(*caster) +
                                              "'s wind storm: it may not move towards it for " +
                                              std::to_string(f.magic.held_back_turns) +
                                              " more turn(s) (" + kCiteMagic + ")."};
}

void magic_end_of_turn(const AdventureRules& rules, const game::Battlefield& field,
                       BattleState& state, dice::DieSource& dice, game::EventSink& events) {
  smoke_at_turn_end(state, events);
  // By index: a completed conjuring may call up a figure, which grows the list.
  for (std::size_t i = 0; i < state.figures.size(); ++i) {
    if (!state.figures[i].alive) continue;
    holds_at_turn_end(rules, state, state.figures[i], dice, events);
    if (!state.figures[i].magic.conjuring.empty())
      conjuring_at_turn_end(rules, field, state, state.figures[i], dice, events);
  }
  // A conjuring that ended above may have set holds on figures already passed: they wait too.
  for (Figure& f : state.figures) f.magic.fresh_holds = 0;
}

}  // namespace fray::high_adventure
