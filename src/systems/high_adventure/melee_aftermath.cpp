// What follows a round of melee besides the blow: the winner breaking off or following up a push
// back (seed 004, "Breaking off", "Combat results"), and a rider who charged riding on (seed 004,
// "Mounted combat rules").
#include "melee_aftermath.h"

#include <fray/game/record/event_json.h>
#include <fray/game/state/magic.h>
#include <fray/map/base_geometry.h>

namespace fray::high_adventure {

void break_off(game::EventSink& events, Figure& f, const Figure& foe, const map::Placement& to) {
  const map::Point from = f.placement.centre;
  f.placement = to;
  game::emit(events, "high_adventure_broke_off",
             game::json_object(
                 "figure", f.id, "foe", foe.id, "from", game::json_point(from.x, from.y), "to",
                 game::json_point(to.centre.x, to.centre.y), "citation", kCiteBreakOff),
             game::figure_label(f) + " beats " + game::figure_label(foe) +
                 "'s roll and breaks off " + inches(map::distance(from, to.centre)) +
                 " away, unhurt and unhurting (" + kCiteBreakOff + ").");
}

std::string replacement_refusal(const AdventureRules& rules, const game::Battlefield& field,
                                const BattleState& state, const Figure& f, const Figure& behind,
                                const Figure& foe) {
  const std::string who = game::figure_label(behind);
  if (!behind.alive || behind.side != f.side || behind.id == f.id)
    return who + " is not a friend of " + game::figure_label(f) + " in the fight";
  if (game::spellbound(behind) || binding_order(behind) == "flee")
    return who + " is held by a spell or fleeing";
  if (!foes_in_contact(field, state, behind).empty()) return who + " is in a melee of its own";
  // Equal bases trade places without touching each other (assumed: the seed's ranks are alike).
  if (!(behind.base == f.base)) return who + " stands on another size of base";
  const double off = std::abs(map::heading_deg(foe.placement.centre, f.placement.centre, 0) -
                              map::heading_deg(f.placement.centre, behind.placement.centre, 0));
  const double gap = field.edge_distance(game::footprint(f), game::footprint(behind));
  if (std::min(off, 360 - off) > 45 || gap > rules.break_off_in * kCmPerInch + 1e-6)
    return who + " is not directly behind " + game::figure_label(f) + " within " +
           inches(rules.break_off_in * kCmPerInch);
  const map::Placement front{
      f.placement.centre,
      map::heading_deg(f.placement.centre, foe.placement.centre, f.placement.facing_deg)};
  const map::Placement back{behind.placement.centre, f.placement.facing_deg};
  if (!free_to_stand(field, state, behind, front, f.id) ||
      !free_to_stand(field, state, f, back, behind.id))
    return who + " and " + game::figure_label(f) + " do not fit in each other's places";
  return "";
}

void replace_front_rank(game::EventSink& events, Figure& f, Figure& behind, const Figure& foe) {
  const map::Point front = f.placement.centre;
  f.placement = {behind.placement.centre, f.placement.facing_deg};
  behind.placement = {front, map::heading_deg(front, foe.placement.centre, f.placement.facing_deg)};
  game::emit(
      events, "high_adventure_broke_off",
      game::json_object("figure", f.id, "foe", foe.id, "from", game::json_point(front.x, front.y),
                        "to", game::json_point(f.placement.centre.x, f.placement.centre.y),
                        "replaced_by", behind.id, "citation", kCiteBreakOff),
      game::figure_label(f) + " beats " + game::figure_label(foe) +
          "'s roll and breaks off behind " + game::figure_label(behind) +
          ", who takes its place in the front rank (" + kCiteBreakOff + ").");
}

void follow_up(const game::Battlefield& field, const BattleState& state, game::EventSink& events,
               Figure& winner, const Figure& loser, map::Point loser_was) {
  const map::Point shift = loser.placement.centre - loser_was;
  if (!loser.alive || map::length(shift) < 1e-9) return;  // not pushed: nothing to follow
  const map::Placement to{winner.placement.centre + shift, winner.placement.facing_deg};
  if (!free_to_stand(field, state, winner, to, loser.id)) {
    game::emit(events, "high_adventure_follow_up_blocked", game::json_object("figure", winner.id),
               game::figure_label(winner) + " cannot follow up: its way is blocked (" +
                   kCiteResults + ").");
    return;
  }
  winner.placement = to;
  game::emit(events, "high_adventure_followed_up",
             game::json_object("figure", winner.id, "foe", loser.id, "to",
                               game::json_point(to.centre.x, to.centre.y)),
             game::figure_label(winner) + " follows up, in contact with " +
                 game::figure_label(loser) + " again (" + kCiteResults + ").");
}

void ride_on(const AdventureRules& rules, const game::Battlefield& field, const BattleState& state,
             game::EventSink& events, dice::DieSource& dice, Figure& rider) {
  if (!rider.alive || rider.status.falling || !rider.status.charged || !sheet_of(rider).mounted)
    return;
  const int roll = dice.roll(rules.follow_on_die);
  const map::Point ahead = map::facing_vector(rider.placement.facing_deg);
  // It rides straight on, through the fight, stopping short of what it cannot cross or stand on
  // (assumed: it stops rather than veers, in half-inch steps back from the die's distance).
  double reached = 0;
  map::Placement to = rider.placement;
  for (double in = roll; in > 1e-9; in -= 0.5) {
    const map::Placement there{rider.placement.centre + ahead * (in * kCmPerInch),
                               rider.placement.facing_deg};
    const game::PathSurvey path = field.survey_path(rider.placement.centre, {there.centre}, true);
    if (path.leaves_table || path.worst == map::Footing::Impassable) continue;
    if (!free_to_stand(field, state, rider, there)) continue;
    reached = in;
    to = there;
    break;
  }
  const std::string die = "D" + std::to_string(rules.follow_on_die);
  std::string text = game::figure_label(rider) + " charged: it rides on " + die + " " +
                     std::to_string(roll) + "\"";
  if (reached <= 0)
    text += ", but has no room and stays";
  else if (reached < roll)
    text += ", " + inches(reached * kCmPerInch) + " before the way is blocked";
  rider.placement = to;
  game::emit(
      events, "high_adventure_rode_on",
      game::json_object("figure", rider.id, "die", die, "roll", roll, "inches", reached, "to",
                        game::json_point(to.centre.x, to.centre.y), "citation", kCiteMounted),
      text + " (" + kCiteMounted + ").");
}

}  // namespace fray::high_adventure
