#pragma once
// Internal to fray_ai: the seed 003 controller's steps. Each returns the one command to send
// now, or nullopt when it has nothing to add.

#include <optional>
#include <string>
#include <vector>

#include "enemy_status_support.h"

namespace fray::ai::enemy_status {

/// The figure's tactic row, or the plain behaviour of seed 003, "Alerted" (nearest, advance).
const EnemyStatusRow& tactic_row(const Ctx& c, const game::Figure& f);

/// Statuses and tactics for figures that have none yet (seed 003, "Enemy Actions").
std::optional<Decision> setup_step(const Ctx& c);
/// The random enemy action and the morale roll, once per round (seed 003, "Random Enemy Action").
std::optional<Decision> round_step(const Ctx& c);
/// Status changes that do not wait for the figure's activation.
std::optional<Decision> transition_step(const Ctx& c);
/// Living figures of the side in the seed's order: the Arch Foe, then nearest the enemy first.
std::vector<const game::Figure*> activation_order(const Ctx& c);

/// The next figure's next command, in activation order, within the round's allowance.
std::optional<Decision> activation_step(const Ctx& c);

/// A Prepared, Patrolling or Retreating figure's activation (seed 003, "Patrolling",
/// "Retreating"); alerting it when it sees an enemy.
std::optional<Decision> unaware_step(const Ctx& c, const game::Figure& f);
std::optional<Decision> retreat_step(const Ctx& c, const game::Figure& f);
/// Where the figure's rule system makes it run from (FighterFacts::running_from, d20's failed
/// morale), if it does.
std::optional<map::Point> running_from(const Ctx& c, const game::Figure& f);
/// A running figure's move away, whatever its status (the step_towards of its system keeps it on
/// the table); nothing once it cannot move farther. It does nothing else.
std::optional<Decision> running_step(const Ctx& c, const game::Figure& f);
/// An Alerted figure's activation: target, primary weapon, range, cover, attack.
std::optional<Decision> alerted_step(const Ctx& c, const game::Figure& f);

/// What an Alerted figure's magic does first (enemy_status_abilities.cpp): a decision, or `hold`
/// when the figure must do nothing else (a healer with a patient, a conjurer).
struct AbilityPlan {
  std::optional<Decision> decision;
  bool hold = false;
};
/// Seed 003, "Alerted" (attack, damage, defence abilities first) and "Healers", with seed
/// 004's magic.
AbilityPlan ability_step(const Ctx& c, const game::Figure& f);

/// Seed 003, "Random Enemy Action", 18-20: right after the round note, one defeated figure
/// returns (referee `place`) in the side's starting area; it is not in the round's allowance.
std::optional<Decision> return_step(const Ctx& c);
/// The figure that just returned starts Alerted (seed 003, "Alerted").
std::optional<Decision> returned_status_step(const Ctx& c);

/// A target chosen by a tactic, and why (for the plan's note).
struct TacticPick {
  const game::Figure* target = nullptr;
  std::string why;
};
/// How dangerous an enemy looks, as its rule system reckons it (FighterFacts::threat).
int threat(const Ctx& c, const game::Figure& enemy);
/// The target policies friends_target, crowded, unusual, least_threat and engaged (seed 003,
/// "COMBAT TACTICS", assumed readings); nullopt when `how` is another policy or none applies
/// (the figure then takes the nearest). `near`: the 4 nearest of `foes`, nearest first.
std::optional<TacticPick> tactic_target(const Ctx& c, const game::Figure& f, const std::string& how,
                                        const std::vector<const game::Figure*>& near,
                                        const std::vector<const game::Figure*>& foes);

/// Seed 003, "Special Actions": when `f`'s charge on `target` is refused only because smaller,
/// Alerted friends stand where it would end, the announced sideways move of the first of them.
std::optional<Decision> make_way_step(const Ctx& c, const game::Figure& f,
                                      const game::Figure& target);
/// Dramatic (assumed): a point beside `target`, off the side nearer `f`, 3 cm clear of it.
map::Point flank_point(const game::Figure& f, const game::Figure& target);

/// Facing from `from` towards `to` (0 = towards y = 0, clockwise).
double heading_deg(map::Point from, map::Point to);
/// The smallest turn between two facings, in degrees.
double turn_between(double a_deg, double b_deg);

}  // namespace fray::ai::enemy_status
