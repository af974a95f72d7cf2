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
  a = Action{ActionKind::Strike, {figure}, -1, target};
  return {};
}

Check plan(const CheckContext& c, const json& p, MeleePlan& out) {
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
  StrikerChoice choice;
  if (p.contains("break_off")) choice.break_off = p["break_off"].get<bool>();
  if (p.contains("follow_up")) choice.follow_up = p["follow_up"].get<bool>();
  out = plan_melee(adventure_rules(c.system), c.field, c.state, *a, *t, choice);
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

void execute_strike(ExecuteContext& c, const json& p) {
  MeleePlan m;
  plan(CheckContext{c.system, c.field, c.state, c.phase}, p, m);
  fight_round(adventure_rules(c.system), c.field, c.state, c.dice, c.events, m);
}

std::string percent(double chance) { return std::to_string(std::lround(chance * 100)) + " %"; }

void preview_strike(const CheckContext& c, const json& p, game::Preview& preview) {
  MeleePlan m;
  if (plan(c, p, m)) return;
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
    preview.breakdown.push_back(game::figure_label(*m.attacker.figure) +
                                " breaks off if it wins: " + percent(odds.attacker_breaks_off) +
                                " (" + kCiteBreakOff + ").");
  if (m.target.breaks_off)
    preview.breakdown.push_back(game::figure_label(*m.target.figure) + " breaks off if it wins: " +
                                percent(odds.target_breaks_off) + " (" + kCiteBreakOff + ").");
}

}  // namespace

void fight_round(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                 dice::DieSource& dice, game::EventSink& events, const MeleePlan& m) {
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
  attacker.status.has_struck = target.status.has_struck = true;
  // A supporter has fought its round, unless another foe of its own still waits for one (it
  // fights that one too rather than leave it without a melee).
  for (const int id : m.supporters) {
    Figure& s = *state.find(id);
    bool other_foe = false;
    for (const Figure* foe : foes_in_contact(field, state, s))
      other_foe =
          other_foe || (foe->id != attacker.id && foe->id != target.id && !foe->status.has_struck);
    if (!other_foe) s.status.has_struck = true;
  }
  Figure& beaten = attacker_wins ? target : attacker;
  Figure& victor = attacker_wins ? attacker : target;
  if (breaks_off) {
    break_off(events, victor, beaten, winner.break_off_to);
  } else if (outcome != Outcome::None) {
    const map::Point was = beaten.placement.centre;
    suffer(rules, field, state, events, dice, beaten, victor, outcome, winner.means, false,
           kCiteResults);
    if (winner.follows_up) follow_up(field, state, events, victor, beaten, was);
  }
  // A charging rider rides on, unless it broke off (the break off is where the round left it).
  for (Figure* f : {&attacker, &target})
    if (!(breaks_off && f == &victor)) ride_on(rules, field, state, events, dice, *f);
}

void add_melee_command(game::CommandRegistry& registry) {
  game::add_handler(registry,
                    {"strike", parse_strike, check_strike, execute_strike, preview_strike});
}

}  // namespace fray::high_adventure
