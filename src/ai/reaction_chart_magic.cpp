// The reaction chart's magic users (seed 004's charts say nothing of magic, so what they do is
// Fray's assumption, docs/rules/solo-ai.md): heal a wounded friend within reach, else put the
// strongest hold they know on the nearest enemy the game lets them reach, else raise a wind
// storm when an enemy comes near. Every casting is checked with Game::check first.
#include <algorithm>
#include <string_view>
#include <vector>

#include <fray/game/state/figure_label.h>
#include <fray/game/state/magic.h>

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
  const std::vector<const game::Figure*> enemies = by_distance(game, f, false);
  for (const std::string_view ability : kOnEnemies)
    for (std::size_t i = 0; i < enemies.size() && i < kTriedTargets; ++i)
      if (game::spellbound(*enemies[i]))
        continue;  // held already: a spell on it is wasted
      else if (auto d = cast(
                   ability, *enemies[i],
                   "at " + game::figure_label(*enemies[i]) + ", the nearest enemy it can reach"))
        return d;
  if (!enemies.empty() && edge_cm(game.field(), f, *enemies.front()) < kStormWhenNearerCm)
    return cast(kWindStorm, f, "to hold back the enemy closing in");
  return std::nullopt;
}

}  // namespace fray::ai
