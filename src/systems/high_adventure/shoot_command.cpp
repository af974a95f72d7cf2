// shoot: an opposed roll (seed 004, "Shooting"): the shooter throws a D6 per Strength die left,
// keeps the highest and adds its Weapon Skill and the modifiers; the target throws the range
// band's defence die (D6 short, D8 medium, D10 long) and a D6 more behind a shield. A shooter
// who beats the defence hits; the difference is read on the shooting table against the target's
// armour.
#include <algorithm>
#include <cmath>
#include <string>

#include <fray/game/command/handler_functions.h>
#include <fray/game/field/spot_ground.h>
#include <fray/game/record/event_json.h>
#include <fray/game/state/fire_lighting.h>

#include "line_of_fire.h"
#include "magic_battle.h"
#include "shooting.h"
#include "shot_visibility.h"

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

constexpr const char* kCiteDragons = "seed 004, \"Standard Creature types and characteristics\"";

// A burning weapon's hit on a figure in a building sets the building alight (seed 004, the
// dragon's "any wounding hit kills the target or sets a building etc alight").
void wounds_and_burns(const AdventureRules& rules, ExecuteContext& c, const ShotPlan& s,
                      const Figure& shooter, Figure& f, Outcome outcome, const char* citation) {
  if (outcome == Outcome::None) return;
  const bool alight =
      s.weapon->fire && game::ground_under(c.field, shooter, f).starts_with("building");
  const map::Point at = f.placement.centre;
  suffer(rules, c.field, c.state, c.events, c.dice, f, shooter, outcome, shot_means(*s.weapon),
         c.phase.simultaneous, citation);
  if (alight)
    game::light_fire(c.state, at, game::kLitFireRadiusCm, 0, c.dice, c.events,
                     game::figure_label(shooter) + "'s " + s.weapon->name, kCiteDragons);
}

// The shot as it comes at `f`, a figure beside its target: its own range band's defence die, its
// shield and its armour.
ShotPlan shot_at(const AdventureRules& rules, const ExecuteContext& c, const ShotPlan& s,
                 const Figure& shooter, const Figure& f) {
  const double distance_in =
      c.field.edge_distance(game::footprint(shooter), game::footprint(f)) / kCmPerInch;
  ShotPlan at = s;
  at.target = &f;
  at.armour = armour_of(rules, f);
  at.defence_die =
      rules.defence_dice[static_cast<std::size_t>(std::min(2, band_at(*s.weapon, distance_in)))];
  at.shield = shield_bearer(rules, c.field, c.state, f, shooter.placement.centre) != nullptr;
  return at;
}

// The shot's score against a figure caught in a dragon's blast: its own range band's defence die
// and its shield's D6, the table by its armour; a burning hit in a building sets it alight.
void shoot_at_bystander(const AdventureRules& rules, ExecuteContext& c, const ShotPlan& s,
                        int score, const Figure& shooter, Figure& f, const char* event,
                        const std::string& why, const char* citation) {
  const ShotPlan at = shot_at(rules, c, s, shooter, f);
  const int defence = c.dice.roll(at.defence_die) + (at.shield ? c.dice.roll(rules.shield_die) : 0);
  const bool hit = score > defence;
  const Outcome outcome =
      hit ? shot_outcome(rules, at, score - defence + s.difference_bonus) : Outcome::None;
  json data =
      game::json_object("shooter", shooter.id, "figure", f.id, "defence_face", defence, "hit", hit,
                        "outcome", std::string(to_string(outcome)), "citation", citation);
  game::emit(c.events, event, data,
             why + ": D" + std::to_string(at.defence_die) + (at.shield ? " + shield D6" : "") +
                 " " + std::to_string(defence) + " against " + std::to_string(score) +
                 (hit ? ": " + std::string(to_string(outcome)) : ": a miss") + " (" + citation +
                 ").");
  wounds_and_burns(rules, c, s, shooter, f, outcome, citation);
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
    const ShotPlan stray = shot_at(rules, c, s, shooter, f);  // its own range die and shield
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

// Dragon fire: the dragon breathes only in a turn a D6 comes up 5 or more.
bool breathes(const ShotPlan& s, ExecuteContext& c) {
  if (s.weapon->breathes_on == 0) return true;
  const int face = c.dice.roll(6);
  const bool breathes = face >= s.weapon->breathes_on;
  game::emit(
      c.events, "high_adventure_breath",
      game::json_object("figure", s.shooter->id, "rolled", face, "needed", s.weapon->breathes_on,
                        "breathes", breathes, "citation", kCiteDragons),
      game::figure_label(*s.shooter) + (breathes ? " breathes fire" : " cannot breathe fire") +
          " this turn: D6 " + std::to_string(face) + ", " + std::to_string(s.weapon->breathes_on) +
          "+ needed (" + kCiteDragons + ").");
  return breathes;
}

// Dragon fire: every other figure within the blast of the target takes the same score.
void blast_around(const AdventureRules& rules, ExecuteContext& c, const ShotPlan& s, int score,
                  const Figure& shooter) {
  if (s.weapon->blast_in <= 0 || s.dice == 0) return;
  std::vector<int> caught;
  for (const Figure& f : c.state.figures)
    if (f.alive && f.id != s.target->id && f.id != shooter.id &&
        c.field.edge_distance(game::footprint(f), game::footprint(*s.target)) <=
            s.weapon->blast_in * kCmPerInch + 1e-9)
      caught.push_back(f.id);
  for (const int id : caught) {
    Figure& f = *c.state.find(id);
    if (f.alive)
      shoot_at_bystander(rules, c, s, score, shooter, f, "high_adventure_blast",
                         game::figure_label(f) + " is caught in the " + s.weapon->name,
                         kCiteDragons);
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
  // Not finding its mark, it has looked this phase (one action each) but shot nothing: it is
  // not given away as a figure that shot, and its missile stays loaded.
  if (!breathes(s, c) || !sees_target(s, c.dice, c.events)) return;
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
  wounds_and_burns(rules, c, s, shooter, target, outcome, kCiteShooting);
  blast_around(rules, c, s, score, shooter);
  // A blast already throws at every figure near the target, the invisible too.
  if (!hit && s.dice > 0 && s.weapon->blast_in <= 0)
    stray_at_invisible(rules, c, s, score, shooter);
}

std::string percent(double chance) { return std::to_string(std::lround(chance * 100)) + " %"; }

std::string where_seen(const ShotPlan& s) {
  return s.ground == "woods" || s.ground.starts_with("building") ? "there" : "in the terrain";
}

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
  if (s.weapon->breathes_on > 0)
    preview.breakdown.push_back(
        "It breathes fire only on a D6 of " + std::to_string(s.weapon->breathes_on) +
        " or more: " + percent(breath_chance(*s.weapon)) + " (" + kCiteDragons + ").");
  if (s.weapon->blast_in > 0)
    preview.breakdown.push_back(
        "Every other figure within " + inches(s.weapon->blast_in * kCmPerInch) +
        " of the target is shot at with the same score (" + kCiteDragons + ").");
  if (s.seen_chance < 1)
    preview.breakdown.push_back("It sees the target " + where_seen(s) + " " +
                                percent(s.seen_chance) +
                                " of the time (seed 004, \"Visibility\").");
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
