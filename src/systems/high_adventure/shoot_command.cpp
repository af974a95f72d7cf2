// shoot: an opposed roll (seed 004, "Shooting"): the shooter throws a D6 per Strength die left,
// keeps the highest and adds its Weapon Skill and the modifiers; the target throws the range
// band's defence die (D6 short, D8 medium, D10 long) and a D6 more behind a shield. A shooter
// who beats the defence hits; the difference is read on the shooting table against the target's
// armour.
#include <algorithm>
#include <cmath>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/record/event_json.h>

#include "magic_battle.h"
#include "shooting.h"

namespace fray::high_adventure {
namespace {

using nlohmann::json;

constexpr const char* kBands[] = {"short", "medium", "long"};

Check parse_shoot(const json& p, Action& a) {
  int figure = 0;
  int target = 0;
  if (auto bad = game::read_int(p, "shoot", "figure", figure)) return bad;
  if (auto bad = game::read_int(p, "shoot", "target", target)) return bad;
  a = Action{ActionKind::Shoot, {figure}, -1, target};
  return {};
}

Check plan(const CheckContext& c, const json& p, ShotPlan& out) {
  const Figure* s = nullptr;
  const Figure* t = nullptr;
  if (auto r = game::living_figure(c.state, p["figure"].get<int>(), &s)) return r;
  if (auto r = game::living_figure(c.state, p["target"].get<int>(), &t)) return r;
  return plan_shot(adventure_rules(c.system), c.field, c.state, *s, *t, c.phase.simultaneous, out);
}

Check check_shoot(const CheckContext& c, const json& p) {
  ShotPlan out;
  return plan(c, p, out);
}

// Seed 004, "Invisibility": a shot that misses may hit an invisible figure within 1" of its
// target: a 1 on a D6, then the shooter's score against that figure's defence die.
void stray_at_invisible(const AdventureRules& rules, ExecuteContext& c, const ShotPlan& s,
                        int score, const Figure& shooter) {
  for (Figure& f : c.state.figures) {
    if (!f.alive || !f.magic.invisible || f.id == s.target->id || f.id == shooter.id) continue;
    if (c.field.edge_distance(game::footprint(f), game::footprint(*s.target)) >
        rules.engage_in * kCmPerInch + 1e-9)
      continue;
    // Its own range die and shield, as the shot comes at it.
    const double distance_in =
        c.field.edge_distance(game::footprint(shooter), game::footprint(f)) / kCmPerInch;
    ShotPlan stray = s;
    stray.target = &f;
    stray.armour = armour_of(rules, f);
    stray.defence_die =
        rules.defence_dice[static_cast<std::size_t>(std::min(2, band_at(*s.weapon, distance_in)))];
    stray.shield = shield_guards(rules, f, shooter.placement.centre);
    const int face = c.dice.roll(6);
    const int defence = face == 1 ? c.dice.roll(stray.defence_die) +
                                        (stray.shield ? c.dice.roll(rules.shield_die) : 0)
                                  : 0;
    const bool hit = face == 1 && score > defence;
    const Outcome outcome =
        hit ? shot_outcome(rules, stray, score - defence + s.difference_bonus) : Outcome::None;
    game::emit(c.events, "high_adventure_stray_shot",
               game::json_object("shooter", shooter.id, "figure", f.id, "rolled", face,
                                 "defence_face", defence, "hit", hit, "outcome",
                                 std::string(to_string(outcome)), "citation", kCiteInvisible),
               "The miss may find invisible " + game::figure_label(f) + " nearby: D6 " +
                   std::to_string(face) +
                   (face != 1 ? " (a 1 is needed): it does not"
                              : ", then D" + std::to_string(stray.defence_die) +
                                    (stray.shield ? " + shield D6" : "") + " " +
                                    std::to_string(defence) + " against " + std::to_string(score) +
                                    (hit ? ": " + std::string(to_string(outcome)) : ": a miss")) +
                   " (" + kCiteInvisible + ").");
    if (outcome != Outcome::None)
      suffer(rules, c.field, c.state, c.events, c.dice, f, shooter, outcome,
             shot_means(*stray.weapon), c.phase.simultaneous, kCiteShooting);
  }
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : ", ") + part;
  return out;
}

void execute_shoot(ExecuteContext& c, const json& p) {
  const AdventureRules& rules = adventure_rules(c.system);
  ShotPlan s;
  plan(CheckContext{c.system, c.field, c.state, c.phase}, p, s);
  json faces = json::array();
  int best = 0;
  for (int i = 0; i < s.dice; ++i) {
    const int face = c.dice.roll(rules.shooting_die);
    faces.push_back(face);
    best = std::max(best, face);
  }
  const int score = s.dice > 0 ? best + s.modifier : 0;
  const int defence_face = c.dice.roll(s.defence_die);
  const int shield_face = s.shield ? c.dice.roll(rules.shield_die) : 0;
  const int defence = defence_face + shield_face;
  const bool hit = score > defence;
  const int difference = hit ? score - defence + s.difference_bonus : 0;
  const Outcome outcome = hit ? shot_outcome(rules, s, difference) : Outcome::None;
  Figure& shooter = *c.state.find(s.shooter->id);
  Figure& target = *c.state.find(s.target->id);
  std::string text = game::figure_label(shooter) + " shoots " + game::figure_label(target) +
                     " with its " + s.weapon->name + " at " +
                     std::to_string(std::lround(s.distance_in)) + "\" (" + kBands[s.band] +
                     " range): throws " + faces.dump() + " (" + join(s.facts) +
                     "): " + std::to_string(score) + " against D" + std::to_string(s.defence_die) +
                     " " + std::to_string(defence_face) +
                     (s.shield ? " + shield D6 " + std::to_string(shield_face) : "") + " = " +
                     std::to_string(defence);
  text += hit ? ": a hit by " + std::to_string(difference) + " against " +
                    std::string(to_string(s.armour)) + ": " + std::string(to_string(outcome))
              : ": a miss";
  game::emit(c.events, "high_adventure_shot",
             game::json_object(
                 "shooter", shooter.id, "target", target.id, "weapon", s.weapon->id, "band",
                 kBands[s.band], "faces", faces, "score", score, "defence_die", s.defence_die,
                 "defence_face", defence_face, "shield_face", shield_face, "hit", hit, "difference",
                 difference, "outcome", std::string(to_string(outcome)), "citation", kCiteShooting),
             text + " (" + kCiteShooting + ").");
  shooter.status.has_shot = true;
  if (s.weapon->load != Loading::None) {
    AdventureSheet& sheet = sheet_of(shooter);
    sheet.loaded_by_half_turn = !sheet.loaded;  // loaded in the half-turn it stood still
    sheet.loaded = false;
  }
  if (outcome != Outcome::None)
    suffer(rules, c.field, c.state, c.events, c.dice, target, shooter, outcome,
           shot_means(*s.weapon), c.phase.simultaneous, kCiteShooting);
  if (!hit && s.dice > 0) stray_at_invisible(rules, c, s, score, shooter);
}

std::string percent(double chance) { return std::to_string(std::lround(chance * 100)) + " %"; }

void preview_shoot(const CheckContext& c, const json& p, game::Preview& preview) {
  ShotPlan s;
  if (plan(c, p, s)) return;
  const ShotOdds odds = shot_odds(adventure_rules(c.system), s);
  game::AimChances aim;
  aim.killed = odds.target.out;
  aim.wounded = odds.target.wounded;
  aim.missed = std::max(0.0, 1.0 - aim.killed - aim.wounded);
  preview.aim = aim;
  game::FigureChances target;
  target.figure = s.target->id;
  target.hit = odds.target.out + odds.target.wounded;
  target.killed = odds.target.out;
  preview.figures.push_back(target);
  preview.expected_killed = odds.target.out;
  preview.breakdown.push_back("Shooter: " + join(s.facts) + " (" + kCiteShooting + ").");
  preview.breakdown.push_back(
      "Target: D" + std::to_string(s.defence_die) + " at " + kBands[s.band] + " range" +
      (s.shield ? " + D6 for its shield (" + std::string(kCiteShields) + ")" : "") + "; hits " +
      percent(odds.hit) + ".");
}

}  // namespace

void add_shoot_command(game::CommandRegistry& registry) {
  game::add_handler(registry, {"shoot", parse_shoot, check_shoot, execute_shoot, preview_shoot});
}

}  // namespace fray::high_adventure
