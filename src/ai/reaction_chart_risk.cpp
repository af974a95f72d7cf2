// The risk factors of seed 004, "Solo System", each a function of the battle state. The
// figure is the unit for sight, cover and distances; its group (same side, species and weapon
// kind) is the unit for casualties, strength and elite quality (docs/rules/solo-ai.md).
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include <fray/ai/reaction_chart_risk.h>

#include "reaction_chart_geometry.h"

namespace fray::ai {
namespace {

struct Facts {
  bool enemy_seen = false;
  bool clear_sight = false;
  bool in_range = false;
  bool flank = false;
  bool big_monster = false;
  bool hero = false;
  bool retreating_near = false;
  bool retreating_seen = false;
  bool losing_melee = false;
  int group = 0, group_lost = 0, group_alive = 0, group_elite = 0;
  std::string flank_foe, big_foe, hero_name, retreating_friend;
};

bool is_big(const ReactionChartTables& t, const game::FighterFacts& facts) {
  return std::find(t.big_monsters.begin(), t.big_monsters.end(), facts.kind) !=
         t.big_monsters.end();
}

// What the reaction chart groups figures by when the scenario gives no group.
bool same_kind(const game::FighterFacts& a, const game::FighterFacts& b) {
  return a.kind == b.kind && a.shooter == b.shooter;
}

// The figure's group, its unit for casualties and strength, the dead included: the figures of
// its side with the same scenario `group` (seed 004, "Groups"); for a figure with no `group`,
// the figures of its side without one of the same kind and weapon kind (shooter or not), as the
// rule system tells them (RuleSystem::fighter_facts: classic by species).
bool grouped(const game::Figure& a, const game::FighterFacts& fa, const game::Figure& b,
             const game::FighterFacts& fb) {
  if (a.side != b.side || a.ai.group != b.ai.group) return false;
  return !a.ai.group.empty() || same_kind(fa, fb);
}

bool retreating(const game::Figure& f) { return f.ai.order == "withdraw" || f.ai.order == "flee"; }

// Sight is the costly question, so enemies are looked at nearest first and a line of sight is
// traced only while it could still change a factor: the answers are those of looking at all.
void look_at_enemies(const game::Game& game, const game::Figure& f, const game::FighterFacts& own,
                     const ReactionChartTables& t, Facts& x, RiskAssessment& a) {
  const game::Battlefield& field = game.field();
  const bool big_itself = is_big(t, own);
  std::vector<std::pair<double, const game::Figure*>> enemies;
  enemies.reserve(game.state().figures.size());
  int most_wounds_in_contact = -1;
  for (const game::Figure& e : game.state().figures) {
    if (!e.alive || e.side == f.side) continue;
    const double d = edge_cm(field, f, e);
    enemies.emplace_back(d, &e);
    if (d <= 1 && field.in_contact(footprint(f), footprint(e)))
      most_wounds_in_contact = std::max(most_wounds_in_contact, e.wounds);
    if (!big_itself && d <= t.big_monster_cm && !x.big_monster &&
        is_big(t, game.system().fighter_facts(game.state(), e)))
      x.big_monster = true, x.big_foe = game::sheet_name(e.sheet);
  }
  std::stable_sort(enemies.begin(), enemies.end(),
                   [](const auto& l, const auto& r) { return l.first < r.first; });
  if (!enemies.empty()) a.nearest_enemy = enemies.front().second;
  for (const auto& [d, e] : enemies) {
    const bool off_front =
        std::abs(bearing_off_facing(f, e->placement.centre)) > t.front_half_angle_deg;
    const bool useful = !x.enemy_seen || !x.clear_sight || (!x.in_range && d <= t.range_cm) ||
                        (!x.flank && off_front);
    if (!useful) continue;
    const game::Sight s = sees(game, f, *e);
    if (!s.clear) continue;
    if (!x.enemy_seen) a.nearest_visible_enemy = e, a.nearest_visible_cm = d;
    x.enemy_seen = true;
    x.clear_sight |= s.cover == map::CoverClass::None;
    x.in_range |= d <= t.range_cm;
    if (!x.flank && off_front) x.flank = true, x.flank_foe = game::sheet_name(e->sheet);
  }
  x.losing_melee = most_wounds_in_contact >= 0 && f.wounds > most_wounds_in_contact;
  if (a.nearest_visible_enemy) {
    const game::Sight back = sees(game, *a.nearest_visible_enemy, f);
    a.in_cover = !back.clear || back.cover != map::CoverClass::None;
  }
}

void look_at_friends(const game::Game& game, const game::Figure& f, const game::FighterFacts& own,
                     const ReactionChartTables& t, Facts& x) {
  for (const game::Figure& g : game.state().figures) {
    if (g.side != f.side) continue;
    if (g.ai.group == f.ai.group) {  // only then may it be of the group: ask the facts
      const game::FighterFacts facts = game.system().fighter_facts(game.state(), g);
      if (grouped(f, own, g, facts)) {
        ++x.group;
        x.group_lost += !g.alive || g.wounds > 0;
        x.group_alive += g.alive;
        x.group_elite += facts.elite;
      }
    }
    if (!g.alive || g.id == f.id) continue;
    const double d = edge_cm(game.field(), f, g);
    if (g.leadership > f.leadership && d <= t.hero_cm && !x.hero)
      x.hero = true, x.hero_name = game::sheet_name(g.sheet);
    if (retreating(g) && d <= t.friends_retreating_cm && !x.retreating_near) {
      x.retreating_near = true, x.retreating_friend = game::sheet_name(g.sheet);
      x.retreating_seen = sees(game, f, g).clear;
    }
  }
}

}  // namespace

bool RiskAssessment::has(std::string_view id) const {
  return std::any_of(terms.begin(), terms.end(), [&](const RiskTerm& t) { return t.id == id; });
}

std::string RiskAssessment::summary() const {
  if (terms.empty()) return "no risk factor";
  std::string out;
  for (const RiskTerm& t : terms)
    out += (out.empty() ? "" : ", ") + t.why + " " + (t.value > 0 ? "+" : "") +
           std::to_string(t.value);
  return out;
}

nlohmann::json RiskAssessment::to_json() const {
  nlohmann::json list = nlohmann::json::array();
  for (const RiskTerm& t : terms)
    list.push_back({{"id", t.id}, {"value", t.value}, {"why", t.why}});
  return list;
}

RiskAssessment assess_risk(const game::Game& game, const game::Figure& f,
                           const ReactionChartTables& t) {
  RiskAssessment a;
  const game::FighterFacts own = game.system().fighter_facts(game.state(), f);
  a.ranged = own.shooter;
  Facts x;
  look_at_enemies(game, f, own, t, x, a);
  look_at_friends(game, f, own, t, x);
  a.group_strength = x.group ? static_cast<double>(x.group_alive) / x.group : 1.0;
  const bool elite = 2 * x.group_elite >= x.group && x.group_elite > 0;
  const std::string& order = f.ai.order.empty() ? t.initial_order : f.ai.order;
  const auto add = [&](const char* id, int steps, std::string why) {
    a.terms.push_back({id, t.factor(id).value * steps, std::move(why)});
    a.total += a.terms.back().value;
  };
  if (!x.enemy_seen && !x.retreating_seen) add("no_enemy_in_sight", 1, "no enemy in sight");
  if (x.hero)
    add("hero_or_elite", 1, x.hero_name + " with it");
  else if (elite)
    add("hero_or_elite", 1, "elite");
  if (a.nearest_visible_enemy && a.in_cover)
    add("in_cover_or_advancing", 1, "in cover");
  else if (order == "attack" || order == "march")
    add("in_cover_or_advancing", 1, "advancing");
  if (x.clear_sight) add("enemy_in_clear_sight", 1, "enemy in clear sight");
  if (!elite && x.in_range) add("basic_unit_in_range", 1, "enemy in sight within 24\"");
  const int per = t.factor("casualties").per_percent;
  if (const int steps = x.group && per ? x.group_lost * 100 / x.group / per : 0; steps > 0)
    add("casualties", steps,
        std::to_string(x.group_lost) + " of " + std::to_string(x.group) + " of its group lost");
  if (x.flank)
    add("flank_or_friends_retreating", 1, x.flank_foe + " on its flank or rear");
  else if (x.retreating_near)
    add("flank_or_friends_retreating", 1, x.retreating_friend + " retreating within 24\"");
  if (x.big_monster) add("big_monster_near", 1, x.big_foe + " within 30\"");
  if (order == "flee")
    add("routing_or_losing_melee", 1, "routing");
  else if (x.losing_melee)
    add("routing_or_losing_melee", 1, "losing its melee");
  return a;
}

}  // namespace fray::ai
