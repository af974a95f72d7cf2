// strike: one round of melee between a figure and the enemy it touches (seed 004, "Melee
// procedure"): each throws a D6 per Strength die left, keeps the highest and adds its Weapon
// Skill; the higher score beats the other by the difference, read on the result table against
// the loser's armour (seed 004, "Combat results"). Both sides roll: the striker may lose.
#include <algorithm>
#include <cmath>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>

#include "adventure_battle.h"
#include "melee_aftermath.h"
#include "melee_odds.h"
#include "melee_pairing.h"
#include "melee_split.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

Check parse_strike(const json& p, Action& a) {
  int figure = 0;
  int target = 0;
  if (auto bad = game::read_int(p, "strike", "figure", figure)) return bad;
  if (auto bad = game::read_int(p, "strike", "target", target)) return bad;
  bool flag = false;
  for (const char* key : {"break_off", "follow_up"})
    if (auto bad = game::read_bool(p, "strike", key, flag, true)) return bad;
  int dice = 0;
  if (auto bad = game::read_int(p, "strike", "dice", dice, true)) return bad;
  if (auto bad = game::read_int(p, "strike", "replaced_by", dice, true)) return bad;
  if (const auto it = p.find("split"); it != p.end()) {
    const char* expected = "a list of {\"target\", \"dice\"}, the other foes and their dice";
    if (!it->is_array() || it->empty() || it->size() > 3)
      return game::bad_payload("strike", "split", expected);
    for (const json& melee : *it) {
      int n = 0;
      if (!melee.is_object() || game::read_int(melee, "strike", "target", n) ||
          game::read_int(melee, "strike", "dice", n))
        return game::bad_payload("strike", "split", expected);
    }
  }
  a = Action{ActionKind::Strike, {figure}, -1, target};
  return {};
}

Check plan(const CheckContext& c, const json& p, MeleePlan& out,
           std::vector<Melee>* split = nullptr) {
  const Figure* a = nullptr;
  const Figure* t = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &a)) return r;
  if (auto r = game::living_figure(c.state, p["target"].get<int>(), &t)) return r;
  if (a->side == t->side)
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*t) + " is a friend."};
  if (!c.field.in_contact(game::footprint(*a), game::footprint(*t)))
    return Refusal{RefusalCode::NotAllowed, game::figure_label(*a) + " is not in contact with " +
                                                game::figure_label(*t) + " (" + kCiteMelee + ")."};
  if (binding_order(*a) == "flee")
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(*a) + " is fleeing: it may not fight (" + kCiteOrders + ")."};
  for (const Figure* f : {a, t})
    if (f->status.has_struck)
      return Refusal{RefusalCode::AlreadyActed,
                     game::figure_label(*f) + " has fought its round of melee this turn."};
  std::vector<Melee> melees = melees_of(p);
  if (auto r = check_split(c, *a, melees)) return r;
  if (melees.size() > 1 && p.value("break_off", false))
    return Refusal{RefusalCode::NotAllowed,
                   game::figure_label(*a) +
                       " cannot break off from one foe of a split and fight "
                       "the others (" +
                       std::string(kCiteBreakOff) + ")."};
  if (melees.size() == 1)
    if (auto r = check_pairing(adventure_rules(c.system), c.field, c.state, *a, *t)) return r;
  StrikerChoice choice = choice_for(p, melees, 0);
  if (p.contains("replaced_by")) {
    if (p.value("break_off", true) == false || melees.size() > 1)
      return Refusal{RefusalCode::NotAllowed,
                     "A figure is replaced from behind only as it breaks off from a single foe (" +
                         std::string(kCiteBreakOff) + ")."};
    const Figure* behind = nullptr;
    if (auto r = game::living_figure(c.state, p["replaced_by"].get<int>(), &behind)) return r;
    const std::string why =
        replacement_refusal(adventure_rules(c.system), c.field, c.state, *a, *behind, *t);
    if (!why.empty()) return Refusal{RefusalCode::NotAllowed, why + " (" + kCiteBreakOff + ")."};
    choice.replaced_by = behind->id;
  }
  out = plan_melee(adventure_rules(c.system), c.field, c.state, *a, *t, choice);
  if (split) *split = std::move(melees);
  return {};
}

Check check_strike(const CheckContext& c, const json& p) {
  MeleePlan out;
  return plan(c, p, out);
}

// The best of the side's dice, with its modifiers; the faces go to `faces`.
int throw_dice(const AdventureRules& rules, dice::DieSource& dice, const MeleeSide& side,
               json& faces) {
  int best = 0;
  for (int i = 0; i < side.dice; ++i) {
    const int face = dice.roll(rules.melee_die);
    faces.push_back(face);
    best = std::max(best, face);
  }
  return side.dice > 0 ? best + side.modifier : 0;
}

std::string describe(const MeleeSide& side, const json& faces, int score) {
  return game::figure_label(*side.figure) + " throws " + faces.dump() + " (" + side.reckoning +
         "): " + std::to_string(score);
}

// A supporter has fought its round, unless another foe of its own still waits for one (it
// fights that one too rather than leave it without a melee).
void spend_supporters(const game::Battlefield& field, BattleState& state,
                      const std::vector<int>& supporters) {
  for (const int id : supporters) {
    Figure& s = *state.find(id);
    bool other_foe = false;
    for (const Figure* foe : foes_in_contact(field, state, s))
      other_foe = other_foe || !foe->status.has_struck;
    if (!other_foe) s.status.has_struck = true;
  }
}

void execute_strike(ExecuteContext& c, const json& p) {
  const CheckContext now{c.system, c.field, c.state, c.phase};
  MeleePlan m;
  std::vector<Melee> melees;
  plan(now, p, m, &melees);
  const AdventureRules& rules = adventure_rules(c.system);
  const int striker = m.attacker.figure->id;
  const bool split = melees.size() > 1;
  std::vector<int> helpers = m.supporters;
  fight_round(rules, c.field, c.state, c.dice, c.events, m, split);
  // The split's other melees, in the order given: a foe no longer there, or a striker no longer
  // able to fight, has none (assumed: the seed fights them at once and says nothing of order).
  for (std::size_t i = 1; i < melees.size(); ++i) {
    const Figure& a = *c.state.find(striker);
    const Figure* foe = c.state.find(melees[i].target);
    if (!a.alive || !foe->alive || foe->status.has_struck ||
        !c.field.in_contact(game::footprint(a), game::footprint(*foe))) {
      game::emit(c.events, "high_adventure_melee_lapsed",
                 game::json_object("attacker", striker, "target", foe->id),
                 game::figure_label(a) + " has no melee with " + game::figure_label(*foe) +
                     " after all: one of them is out of the fight or out of contact (" +
                     kCiteMelee + ").");
      continue;
    }
    const MeleePlan next = plan_melee(rules, c.field, c.state, a, *foe, choice_for(p, melees, i));
    helpers.insert(helpers.end(), next.supporters.begin(), next.supporters.end());
    fight_round(rules, c.field, c.state, c.dice, c.events, next, true);
  }
  if (!split) return;
  // The split is over: the striker has fought, its helpers and its foes' too, and a charging
  // rider rides on.
  Figure& a = *c.state.find(striker);
  a.status.has_struck = true;
  spend_supporters(c.field, c.state, helpers);
  if (a.alive) ride_on(rules, c.field, c.state, c.events, c.dice, a);
}

std::string percent(double chance) { return std::to_string(std::lround(chance * 100)) + " %"; }

void preview_strike(const CheckContext& c, const json& p, game::Preview& preview) {
  MeleePlan m;
  std::vector<Melee> melees;
  if (plan(c, p, m, &melees)) return;
  const AdventureRules& rules = adventure_rules(c.system);
  const MeleeOdds odds = melee_odds(rules, m);
  game::AimChances aim;
  aim.killed = odds.target.out;
  aim.wounded = odds.target.wounded;
  aim.recoils = odds.target.pushed;
  aim.missed = std::max(0.0, 1.0 - aim.killed - aim.wounded - aim.recoils);
  preview.aim = aim;
  const auto chances = [](int id, const SideOdds& o) {
    game::FigureChances out;
    out.figure = id;
    out.hit = o.wounded + o.out;
    out.killed = o.out;
    out.recoils = o.pushed;
    return out;
  };
  preview.figures.push_back(chances(m.target.figure->id, odds.target));
  preview.figures.push_back(chances(m.attacker.figure->id, odds.attacker));
  preview.expected_killed = odds.target.out;
  for (const MeleeSide* side : {&m.attacker, &m.target})
    preview.breakdown.push_back(game::figure_label(*side->figure) + ": " + side->reckoning + " (" +
                                kCiteMelee + ").");
  preview.breakdown.push_back(
      "Wins " + percent(odds.attacker_wins) + ", loses " + percent(odds.target_wins) + ", ties " +
      percent(1 - odds.attacker_wins - odds.target_wins) + " (" + kCiteResults + ").");
  if (m.attacker.breaks_off)
    preview.breakdown.push_back(
        game::figure_label(*m.attacker.figure) + " breaks off if it wins" +
        (m.attacker.replaced_by != 0
             ? ", " + game::figure_label(*c.state.find(m.attacker.replaced_by)) +
                   " taking its place"
             : std::string()) +
        ": " + percent(odds.attacker_breaks_off) + " (" + kCiteBreakOff + ").");
  if (m.target.breaks_off)
    preview.breakdown.push_back(game::figure_label(*m.target.figure) + " breaks off if it wins: " +
                                percent(odds.target_breaks_off) + " (" + kCiteBreakOff + ").");
  // The split's other melees, each reckoned as things stand now.
  for (std::size_t i = 1; i < melees.size(); ++i) {
    const MeleePlan other = plan_melee(rules, c.field, c.state, *m.attacker.figure,
                                       *c.state.find(melees[i].target), choice_for(p, melees, i));
    const MeleeOdds o = melee_odds(rules, other);
    preview.breakdown.push_back("Then against " + game::figure_label(*other.target.figure) + ": " +
                                other.attacker.reckoning + " against " + other.target.reckoning +
                                "; wins " + percent(o.attacker_wins) + ", loses " +
                                percent(o.target_wins) + " (" + kCiteMelee + ").");
  }
}

}  // namespace

void fight_round(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                 dice::DieSource& dice, game::EventSink& events, const MeleePlan& m,
                 bool fights_on) {
  json a_faces = json::array();
  json t_faces = json::array();
  const int a = throw_dice(rules, dice, m.attacker, a_faces);
  const int t = throw_dice(rules, dice, m.target, t_faces);
  const bool attacker_wins = a > t;
  const MeleeSide& winner = attacker_wins ? m.attacker : m.target;
  const MeleeSide& loser = attacker_wins ? m.target : m.attacker;
  const int difference = a == t ? 0 : std::abs(a - t) + winner.difference_bonus;
  const Outcome outcome = a == t ? Outcome::None : melee_outcome(rules, difference, loser.armour);
  const bool breaks_off = a != t && winner.breaks_off;  // any win will do, even a small one
  std::string text = describe(m.attacker, a_faces, a) + "; " + describe(m.target, t_faces, t);
  if (a == t)
    text += ": a tie, nobody is hurt";
  else
    text += ": " + game::figure_label(*winner.figure) + " wins by " + std::to_string(difference) +
            (winner.difference_bonus != 0 ? " (" + winner.difference_reasons + ")" : "") +
            " against " + std::string(to_string(loser.armour)) + ": " +
            (breaks_off ? std::string("it breaks off instead") : std::string(to_string(outcome)));
  game::emit(
      events, "high_adventure_melee",
      game::json_object("attacker", m.attacker.figure->id, "target", m.target.figure->id,
                        "attacker_faces", a_faces, "target_faces", t_faces, "attacker_score", a,
                        "target_score", t, "difference", difference, "outcome",
                        breaks_off ? std::string("broke_off") : std::string(to_string(outcome)),
                        "supporters", m.supporters, "citation", kCiteMelee),
      text + " (" + kCiteMelee + "; " + kCiteResults + ").");
  Figure& attacker = *state.find(m.attacker.figure->id);
  Figure& target = *state.find(m.target.figure->id);
  target.status.has_struck = true;
  attacker.status.has_struck = !fights_on;
  // In a split the helpers are spent once all its melees are fought (execute_strike).
  if (!fights_on) spend_supporters(field, state, m.supporters);
  Figure& beaten = attacker_wins ? target : attacker;
  Figure& victor = attacker_wins ? attacker : target;
  if (breaks_off && winner.replaced_by != 0) {
    replace_front_rank(events, victor, *state.find(winner.replaced_by), beaten);
  } else if (breaks_off) {
    break_off(events, victor, beaten, winner.break_off_to);
  } else if (outcome != Outcome::None) {
    const map::Point was = beaten.placement.centre;
    suffer(rules, field, state, events, dice, beaten, victor, outcome, winner.means, false,
           kCiteResults);
    if (winner.follows_up) follow_up(field, state, events, victor, beaten, was);
  }
  // A charging rider rides on, unless it broke off (the break off is where the round left it);
  // a striker with more melees of its split to fight rides on after the last.
  for (Figure* f : {&attacker, &target})
    if (!(breaks_off && f == &victor) && !(fights_on && f == &attacker))
      ride_on(rules, field, state, events, dice, *f);
}

void add_melee_command(game::CommandRegistry& registry) {
  game::add_handler(registry,
                    {"strike", parse_strike, check_strike, execute_strike, preview_strike});
}

}  // namespace fray::high_adventure
