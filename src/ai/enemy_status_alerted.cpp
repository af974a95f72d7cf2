// An Alerted figure's activation (seed 003, "Alerted", "Primary Weapon", "Cover", "Goal
// Locations") shaped by its combat tactic (seed 003, "COMBAT TACTICS").
#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include "enemy_status_steps.h"

namespace fray::ai::enemy_status {

using game::Figure;
using nlohmann::json;

namespace {

constexpr const char* kTieTable = "equidistant enemies";
constexpr double kTieCm = 0.5;       // closer than this counts as equidistant (assumed)
constexpr std::size_t kWeighed = 4;  // tactics weigh the four nearest enemies (cheap, assumed)
constexpr double kContactCm = 0.5;

struct Choice {
  const Figure* target = nullptr;
  std::string why;
  std::optional<Decision> roll;  ///< Set when a tie must be rolled first.
};

struct Weapon {
  bool missile = false;
  std::string name;
  AttackOdds odds;
  std::string why;
};

// In contact: bases touching; in a round of "other" actions (a d20 round, whose melee reaches the
// next space from a large figure's main space only) a blow the game accepts now.
bool in_contact(const Ctx& c, const Figure& f, const Figure& target) {
  if (!c.allows(game::ActionKind::Other)) return gap(c, f, target) <= kContactCm;
  const game::Command blow = attack(c, game::AttackKind::Melee, f, target);
  return c.accepted(blow.name, blow.payload);
}

// The nearest in sight (else the nearest), an equidistant second one settled by a D20.
Choice nearest(const Ctx& c, const Figure& f, const std::vector<const Figure*>& foes) {
  std::vector<const Figure*> seen;
  for (const Figure* o : foes) {
    if (!seen.empty() && centre_distance(f, *o) - centre_distance(f, *seen.front()) > kTieCm) break;
    if (sees(c, f, *o)) seen.push_back(o);
  }
  if (seen.empty()) return {foes.front(), "the nearest enemy (none in sight)", {}};
  if (seen.size() == 1) return {seen.front(), "the nearest enemy in sight", {}};
  const std::map<std::string, int> rolls = trailing_rolls(c, f.id);
  const auto tie = rolls.find(kTieTable);
  const std::optional<int> rolled =
      tie == rolls.end() ? std::nullopt : std::optional<int>(tie->second);
  if (!rolled)
    return {nullptr, "",
            roll(kTieTable, 20, f.id, "seed 003, \"Alerted\"",
                 std::to_string(seen.size()) + " enemies equally near " + game::figure_label(f))};
  const std::size_t pick = static_cast<std::size_t>(*rolled - 1) * seen.size() / 20;
  return {seen[pick],
          "one of " + std::to_string(seen.size()) + " equally near enemies, by D20 " +
              std::to_string(*rolled),
          {}};
}

Choice choose_target(const Ctx& c, const Figure& f, const EnemyStatusRow& tactic,
                     const std::vector<const Figure*>& all) {
  // In contact, the foes touching it come first: a Selective archer does not ignore the orc in
  // its face (seed 003, "COMBAT TACTICS").
  std::vector<const Figure*> touching;
  for (std::size_t i = 0; i < all.size() && i < 6; ++i)
    if (in_contact(c, f, *all[i])) touching.push_back(all[i]);
  const std::vector<const Figure*>& foes = touching.empty() ? all : touching;
  const std::vector<const Figure*> near(
      foes.begin(), foes.begin() + static_cast<std::ptrdiff_t>(std::min(kWeighed, foes.size())));
  const std::string& how = tactic.target;
  if (auto pick = tactic_target(c, f, how, near, foes)) return {pick->target, pick->why, {}};
  if (how == "greatest_threat") {
    const Figure* best = *std::max_element(
        near.begin(), near.end(), [&](auto a, auto b) { return threat(c, *a) < threat(c, *b); });
    return {best,
            c.rules ? "the greatest threat near it (class, armour, bow, leadership)"
                    : "the greatest threat near it (power, wounds left, heavy armour, a shooting "
                      "weapon)",
            {}};
  }
  if (how == "weakest") {
    const Figure* best = *std::max_element(near.begin(), near.end(),
                                           [](auto a, auto b) { return a->wounds < b->wounds; });
    return {best, "the most wounded enemy near it, for the killing blow", {}};
  }
  if (how == "easiest") {
    const Figure* best = nullptr;
    double chance = -1;
    for (const Figure* o : near) {
      const double p = melee_odds(c, f, *o).hit;
      if (p > chance + 1e-12) chance = p, best = o;
    }
    return {best, "the easiest enemy near it (" + percent(chance) + " to hit)", {}};
  }
  if (how == "previous" || how == "fresh") {
    const std::optional<int> last = previous_target(c, f.id);
    for (const Figure* o : near)
      if ((how == "previous") == (last && o->id == *last))
        return {o,
                how == "previous" ? "the enemy it fought last, to finish it"
                                  : "an enemy it did not attack last (hit and run)",
                {}};
  }
  if (how == "nearest_to_ally") {
    const Figure* ally = nullptr;
    for (const Figure& a : c.state.figures)
      if (a.alive && a.side == f.side && a.id != f.id &&
          (!ally || centre_distance(f, a) < centre_distance(f, *ally)))
        ally = &a;
    if (ally) {
      const Figure* best = *std::min_element(near.begin(), near.end(), [&](auto a, auto b) {
        return centre_distance(*ally, *a) < centre_distance(*ally, *b);
      });
      return {best, "the enemy nearest its partner " + game::figure_label(*ally), {}};
    }
  }
  return nearest(c, f, foes);
}

// Seed 003, "Primary Weapon": best chance to hit, then most damage (chance to kill), then (the
// seed says at random; assumed) the missile weapon.
Weapon primary_weapon(const Ctx& c, const Figure& f, const game::FighterFacts& own,
                      const Figure& target, bool contact, const EnemyStatusRow& tactic) {
  Weapon melee{false, own.melee_weapon, melee_odds(c, f, target), ""};
  if (own.missile_weapon.empty()) return melee;
  if (tactic.position == "close")
    return melee.why = " (it closes in: " + tactic.result + ")", melee;
  // In contact it fights hand to hand: the game refuses a shot from a figure in melee.
  if (contact) return melee.why = " (in contact)", melee;
  // The bow is weighed at the range it will shoot from: here when the target is in range (it
  // does not move then) or it has moved already, else after closing in this turn (assumed).
  const double distance = gap(c, f, target);
  const double reach = own.missile_range_cm;
  const bool closes_in = !f.status.has_moved && distance > reach;
  const double from =
      closes_in ? distance - c.game.system().allowance_cm(c.game.state(), f) : distance;
  const double range = std::clamp(from, std::min(distance, 1.0), reach);
  Weapon missile{true, own.missile_weapon, shot_odds(c, f, target, range), ""};
  if (tactic.position == "keep_distance")
    return missile.why = " (it fights from a distance: " + tactic.result + ")", missile;
  const auto cmp = [](double a, double b) { return a > b + 1e-9 ? 1 : (b > a + 1e-9 ? -1 : 0); };
  int order = cmp(missile.odds.hit, melee.odds.hit);
  std::string why = ", best chance to hit";
  if (order == 0) order = cmp(missile.odds.kill, melee.odds.kill), why = ", most damage";
  if (order == 0) why = ", a tie kept for the missile weapon";
  Weapon& chosen = order >= 0 ? missile : melee;
  const Weapon& other = order >= 0 ? melee : missile;
  chosen.why = " (" + percent(chosen.odds.hit) + " to hit against " + percent(other.odds.hit) +
               " with " + other.name + why + ")";
  return chosen;
}

// Seed 003, "Cover": a point near `to`, still in range, with the target's view of it in cover.
std::optional<map::Point> covered_point(const Ctx& c, const Figure& f, const Figure& target,
                                        map::Point to, double range) {
  static constexpr std::array<map::Point, 7> kOffsets{
      {{0, 0}, {4, 0}, {-4, 0}, {0, 4}, {0, -4}, {8, 0}, {-8, 0}}};
  for (const map::Point& d : kOffsets) {
    const game::Footprint there{f.base, {to + d, f.placement.facing_deg}};
    if (c.field.edge_distance(there, footprint(target)) > range) continue;
    const game::Sight sight = c.field.line_of_sight(footprint(target), there);
    if (sight.clear && sight.cover != map::CoverClass::None) return to + d;
  }
  return std::nullopt;
}

// Negotiating (assumed): talk is over once any figure is wounded or dead.
bool blood_shed(const Ctx& c) {
  return std::any_of(c.state.figures.begin(), c.state.figures.end(),
                     [](const Figure& o) { return !o.alive || o.wounds > 0; });
}

std::optional<json> move_towards(const Ctx& c, const Figure& f, map::Point to) {
  // A system that plans steps (d20) finds the space itself, its unit coming along.
  if (c.game.system().plans_steps()) {
    if (auto step = c.game.system().step_towards(c.game, f, to)) return step->payload;
    return std::nullopt;
  }
  const map::Point from = f.placement.centre;
  for (const double share : {1.0, 0.75, 0.5, 0.25}) {
    const map::Point end = from + (to - from) * share;
    if (map::distance(from, end) < 0.5) break;
    json payload = {{"figure", f.id}, {"path", json::array({{end.x, end.y}})}};
    if (c.accepted("move", payload)) return payload;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Decision> alerted_step(const Ctx& c, const Figure& f) {
  if (AbilityPlan magic = ability_step(c, f); magic.hold) return magic.decision;
  // Cheap exits first: most figures have nothing to do in most phases, and the odds below are
  // the costly part of a decision.
  // In a round of "other" actions (d20) a second move may be the other action: the game says.
  const bool may_move =
      c.allows(game::ActionKind::Move) &&
      ((!f.status.has_moved && c.state.active_figure != f.id) || c.allows(game::ActionKind::Other));
  // What the rule system says of the figure: its weapons and their reach, asked once.
  const game::FighterFacts own = facts(c, f);
  const bool may_shoot = may_attack(c, game::AttackKind::Shot) && !c.phase.shots_while_moving &&
                         !f.status.has_shot && !own.missile_weapon.empty();
  const bool may_strike = may_attack(c, game::AttackKind::Melee) && !f.status.has_struck;
  if (!may_move && !may_shoot && !may_strike) return std::nullopt;
  const std::vector<const Figure*> foes = opponents_by_distance(c, f);
  if (foes.empty()) return std::nullopt;
  if (!may_move && !may_shoot && gap(c, f, *foes.front()) > kContactCm + 3) return std::nullopt;
  const EnemyStatusRow& tactic = tactic_row(c, f);
  Choice choice = choose_target(c, f, tactic, foes);
  if (choice.roll) return choice.roll;
  const Figure& target = *choice.target;
  const bool contact = in_contact(c, f, target);
  const Weapon weapon = primary_weapon(c, f, own, target, contact, tactic);
  const double distance = gap(c, f, target);
  std::string head = game::figure_label(f) + " is Alerted" +
                     (tactic.result.empty() ? "" : " (" + tactic.result + ")") + "; target " +
                     game::figure_label(target) + ", " + choice.why + ", at " + cm(distance) +
                     "; primary weapon " + weapon.name + weapon.why + "; ";
  const std::string odds = "; " + percent(weapon.odds.kill) + " to kill.";
  const json details = {{"target", target.id}, {"weapon", weapon.name}};
  const auto say = [&](const std::string& what, const std::string& command, json payload) {
    return announce(c.side, f.id, head + what + odds, command, std::move(payload), json::object(),
                    details);
  };

  if (contact) {
    const game::Command strike = attack(c, game::AttackKind::Melee, f, target);
    if (may_attack(c, game::AttackKind::Melee) && c.accepted(strike.name, strike.payload))
      return say("strikes", strike.name, strike.payload);
    return std::nullopt;  // in contact: it fights when the melee comes
  }
  const double range = weapon.missile ? own.missile_range_cm : 0;
  bool in_range = weapon.missile && distance <= range && sees(c, f, target);
  // A round of "other" actions (d20) counts range in spaces its own way: in range is a shot the
  // game accepts now (the weapon that reaches), so a figure out of reach closes in instead.
  if (in_range && c.allows(game::ActionKind::Other)) {
    const game::Command shot = attack(c, game::AttackKind::Shot, f, target);
    in_range = c.accepted(shot.name, shot.payload);
  }
  // Negotiating (assumed): no fight opened while no blood has been shed.
  const bool talks = tactic.position == "parley" && !blood_shed(c);
  if (talks) head += "it opens no fight while no blood is shed (Negotiating); ";
  if (in_range && !talks && may_attack(c, game::AttackKind::Shot) && !c.phase.shots_while_moving) {
    const game::Command shot = attack(c, game::AttackKind::Shot, f, target);
    if (c.accepted(shot.name, shot.payload)) return say("shoots", shot.name, shot.payload);
  }
  if (may_move && !weapon.missile && !talks && c.allows(game::ActionKind::Charge) &&
      tactic.position != "behind_allies") {
    const json charge = {{"figure", f.id}, {"target", target.id}};
    if (c.accepted("charge", charge)) return say("charges", "charge", charge);
    if (auto aside = make_way_step(c, f, target)) return aside;
  }
  if (may_move && (!in_range || talks)) {
    const map::Point from = f.placement.centre;
    const bool flank = tactic.position == "flank" && !weapon.missile;
    const map::Point aim = flank ? flank_point(f, target) : target.placement.centre;
    const map::Point delta = aim - from;
    const double centre_gap = std::max(map::length(delta), 1e-6);
    // Melee: up to the foe (stopping 1 cm short: contact is a charge). Missile: to just inside
    // range. Cautious figures stop 5 cm behind the friend nearest the target, Commanding ones
    // 2.5 cm; Negotiating ones 3 cm from their target; Dramatic ones go to its flank.
    double want = weapon.missile ? distance - (range - 2) : distance - 1.0;
    if (talks) want = distance - 3.0;
    if (flank) want = centre_gap;
    const double behind = tactic.position == "behind_allies" ? 5.0
                          : tactic.position == "second_line" ? 2.5
                                                             : -1.0;
    if (behind > 0) {
      double front = 1e18;
      for (const Figure& a : c.state.figures)
        if (a.alive && a.side == f.side && a.id != f.id)
          front = std::min(front, centre_distance(a, target));
      if (front < 1e17) want = std::min(want, centre_distance(f, target) - front - behind);
    }
    const double step = std::min<double>(c.game.system().allowance_cm(c.game.state(), f), want);
    if (step > 0.5) {
      map::Point to = from + delta * (step / centre_gap);
      std::string where = flank ? "moves " + cm(step) + " round to its flank (Dramatic)"
                                : "moves " + cm(step) + " towards it";
      if (weapon.missile && tactic.position != "behind_allies" && !talks)
        if (auto covered = covered_point(c, f, target, to, range)) {
          to = *covered;
          where = "moves " + cm(map::distance(from, to)) + " to cover, still in range";
        }
      if (auto payload = move_towards(c, f, to)) return say(where, "move", *payload);
    }
  }
  if (c.allows(game::ActionKind::Face) && c.state.active_figure != f.id &&
      turn_between(heading_deg(f.placement.centre, target.placement.centre),
                   f.placement.facing_deg) > 5) {
    const json face = {{"figure", f.id},
                       {"facing_deg", heading_deg(f.placement.centre, target.placement.centre)}};
    if (c.accepted("face", face)) return say("turns to face it", "face", face);
  }
  return std::nullopt;
}

}  // namespace fray::ai::enemy_status
