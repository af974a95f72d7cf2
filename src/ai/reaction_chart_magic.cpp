// The reaction chart's magic users (seed 004's charts say nothing of magic, so what they do is
// Fray's assumption, docs/rules/solo-ai.md): heal a wounded friend within reach, else raise the
// dead they can (Control's bones, Reanimate's bodies), else put the strongest hold they know on
// the nearest enemy the game lets them reach, else Find a hidden enemy near them, else, when an
// enemy comes near, call up help (Summon, Avatar) between it and them, take the strongest form
// Transform self allows, or raise a wind storm. Before calling up help, one whose enemy has an
// archer with a clear line at it within 24" screens itself: an Illusion (only the enemy is fooled),
// else a Smoke cloud, between them. Every casting is checked with Game::check first.
#include <algorithm>
#include <string_view>
#include <tuple>
#include <vector>

#include <fray/game/field/fire_obstacles.h>
#include <fray/game/field/illusion_obstacles.h>
#include <fray/game/state/figure_label.h>
#include <fray/game/state/magic.h>
#include <fray/high_adventure/adventure_system.h>

#include "reaction_chart_geometry.h"
#include "reaction_chart_orders.h"

namespace fray::ai {
namespace {

using nlohmann::json;

constexpr std::string_view kOnFriends[] = {"healing"};
// The holds first (they take a foe out of the fight), then the push, then the counter-spell.
constexpr std::string_view kOnEnemies[] = {"petrify",       "freeze",     "sleep",
                                           "hypnotic_gaze", "knock_back", "oppose"};
constexpr std::string_view kWindStorm = "wind_storm";
constexpr std::string_view kCallUp[] = {"summon", "avatar"};
constexpr std::string_view kTransform = "transform_self";
// Where help is called up: this far from the caster's centre towards the enemy (assumed: in
// front of it, within Avatar's 6" and Summon's 8").
constexpr double kCallUpAtCm[] = {3 * 2.54, 5 * 2.54, 2 * 2.54};
constexpr double kStormWhenNearerCm = 12 * 2.54;  // assumed: an enemy within a move or two
constexpr std::size_t kTriedTargets = 4;          // the nearest few (the rest are out of reach)

std::vector<const game::Figure*> by_distance(const game::Game& game, const game::Figure& f,
                                             bool friends) {
  std::vector<std::pair<double, const game::Figure*>> found;
  for (const game::Figure& o : game.state().figures)
    if (o.alive && (o.side == f.side) == friends)
      found.emplace_back(edge_cm(game.field(), f, o), &o);
  std::sort(found.begin(), found.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const game::Figure*> out;
  for (const auto& [distance, o] : found) out.push_back(o);
  return out;
}

// The creatures Transform self may make `f`, strongest first (Strength, then Weapon Skill):
// the game's check says which it accepts.
std::vector<std::string> forms_by_strength(const game::Game& game) {
  std::vector<const high_adventure::Creature*> all;
  for (const high_adventure::Creature& c : high_adventure::adventure_rules(game.system()).creatures)
    all.push_back(&c);
  std::stable_sort(all.begin(), all.end(), [](const auto* a, const auto* b) {
    return std::tie(a->strength, a->weapon_skill) > std::tie(b->strength, b->weapon_skill);
  });
  std::vector<std::string> ids;
  for (const high_adventure::Creature* c : all) ids.push_back(c->id);
  return ids;
}

// The screens, the one that fools only the enemy first, and where between the archer and the
// caster one is tried (fractions of the way from the archer; assumed).
constexpr std::string_view kScreens[] = {"illusion", "smoke"};
constexpr double kScreenAt[] = {0.5, 0.35, 0.65};
constexpr double kScreenWithinCm = 24 * 2.54;  // Smoke's range, and a long bow shot (assumed)

// The nearest enemy archer within reach whose view of `f` is clear of smoke and illusions, or
// null: the one a screen would blind.
const game::Figure* archer_with_a_clear_shot(const game::Game& game, const game::Figure& f,
                                             const std::vector<const game::Figure*>& enemies) {
  for (const game::Figure* e : enemies) {
    if (edge_cm(game.field(), f, *e) > kScreenWithinCm) break;
    if (game::spellbound(*e) ||
        game.system().fighter_facts(game.state(), *e).missile_weapon.empty())
      continue;
    game::Sight sight = game.field().line_of_sight(footprint(*e), footprint(f));
    game::add_smoke(game.field(), game.state(), *e, f, sight);
    game::add_illusions(game.field(), game.state(), e->side, e->placement.centre,
                        f.placement.centre, sight);
    if (sight.clear) return e;
  }
  return nullptr;
}

std::optional<Decision> screen_from_archers(const game::Game& game, const game::Figure& f,
                                            const std::vector<const game::Figure*>& enemies) {
  const game::Figure* archer = archer_with_a_clear_shot(game, f, enemies);
  if (!archer) return std::nullopt;
  const map::Point from = archer->placement.centre;
  const map::Point way = f.placement.centre - from;
  for (const std::string_view ability : kScreens) {
    if (!game::knows_ability(f, ability)) continue;
    for (const double fraction : kScreenAt) {
      const map::Point at = from + way * fraction;
      json payload = {{"caster", f.id}, {"ability", std::string(ability)}, {"to", {{at.x, at.y}}}};
      if (!game.check({"cast", payload}))
        return Decision{"cast", std::move(payload),
                        game::figure_label(f) + " casts " + std::string(ability) + " between " +
                            game::figure_label(*archer) + " and itself, to blind its shots"};
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<Decision> cast_a_spell(const game::Game& game, const game::Figure& f) {
  if (passive(f) || f.magic.abilities.empty()) return std::nullopt;
  const auto cast = [&](std::string_view ability, const game::Figure& t,
                        const std::string& why) -> std::optional<Decision> {
    if (!game::knows_ability(f, ability)) return std::nullopt;
    json payload = {{"caster", f.id}, {"ability", std::string(ability)}, {"target", t.id}};
    if (game.check({"cast", payload})) return std::nullopt;
    return Decision{"cast", std::move(payload),
                    game::figure_label(f) + " casts " + std::string(ability) + " " + why};
  };
  for (const std::string_view ability : kOnFriends)
    for (const game::Figure* t : by_distance(game, f, true))
      if (t->wounds > 0)
        if (auto d = cast(ability, *t, "on wounded " + game::figure_label(*t))) return d;
  // The dead it can raise: Control's bones (cast on itself), then the first body (in the
  // battle's order) Reanimate can raise (the dead are targets of Reanimate only).
  if (auto d = cast("control", f, "to raise the bones lying within reach")) return d;
  if (game::knows_ability(f, "reanimate"))
    for (const game::Figure& body : game.state().figures)
      if (!body.alive)
        if (auto d = cast("reanimate", body, "at the body of " + game::figure_label(body)))
          return d;
  const std::vector<const game::Figure*> enemies = by_distance(game, f, false);
  for (const std::string_view ability : kOnEnemies)
    for (std::size_t i = 0; i < enemies.size() && i < kTriedTargets; ++i)
      if (game::spellbound(*enemies[i]))
        continue;  // held already: a spell on it is wasted
      else if (auto d = cast(
                   ability, *enemies[i],
                   "at " + game::figure_label(*enemies[i]) + ", the nearest enemy it can reach"))
        return d;
  // Else a hidden enemy near it is found, so that its side's shots may seek it out.
  for (std::size_t i = 0; i < enemies.size() && i < kTriedTargets; ++i)
    if (enemies[i]->status.hidden)
      if (auto d = cast("find", *enemies[i],
                        "at " + game::figure_label(*enemies[i]) + ", an enemy hiding near it"))
        return d;
  if (auto d = screen_from_archers(game, f, enemies)) return d;
  if (enemies.empty() || edge_cm(game.field(), f, *enemies.front()) >= kStormWhenNearerCm)
    return std::nullopt;
  const game::Figure& near = *enemies.front();
  const map::Point here = f.placement.centre;
  const map::Point way = near.placement.centre - here;
  const double length = std::max(1e-9, map::length(way));
  for (const std::string_view ability : kCallUp) {
    if (!game::knows_ability(f, ability)) continue;
    for (const double cm : kCallUpAtCm) {
      const map::Point at = here + way * (cm / length);
      json payload = {{"caster", f.id}, {"ability", std::string(ability)}, {"to", {{at.x, at.y}}}};
      if (!game.check({"cast", payload}))
        return Decision{"cast", std::move(payload),
                        game::figure_label(f) + " casts " + std::string(ability) +
                            " to call up help against " + game::figure_label(near)};
    }
  }
  // Only High Adventure has the creatures to become (the classic list names the ability too).
  if (game::knows_ability(f, kTransform) && game.state().rule_system == "high_adventure")
    for (const std::string& form : forms_by_strength(game)) {
      json payload = {{"caster", f.id}, {"ability", std::string(kTransform)}, {"into", form}};
      if (!game.check({"cast", payload}))
        return Decision{"cast", std::move(payload),
                        game::figure_label(f) + " casts transform_self into " + form +
                            ", the strongest form it may take, as " + game::figure_label(near) +
                            " closes in"};
    }
  return cast(kWindStorm, f, "to hold back the enemy closing in");
}

}  // namespace fray::ai
