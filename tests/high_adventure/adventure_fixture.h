#pragma once
// Small High Adventure battles on an open table, played through Game::submit.

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fray/game/game.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/turn/turn_sequencer.h>
#include <fray/high_adventure/adventure_system.h>
#include <fray/systems/load_game_setup.h>

namespace fray::high_adventure::test {

inline constexpr double kInch = 2.54;

/// The definitions, loaded once per test program.
inline const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const AdventureRules& rules() { return adventure_rules(setup().system("high_adventure")); }

/// A human of side "a" or "b" at (x, y) cm with a sword, facing the other side, unless `extra`
/// says otherwise.
inline nlohmann::json figure(int id, const std::string& side, double x, double y,
                             nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {{"id", id},
                      {"side", side},
                      {"name", "Fighter " + std::to_string(id)},
                      {"creature", "human"},
                      {"melee_weapon", "sword"},
                      {"position", {x, y}},
                      {"facing_deg", side == "a" ? 180 : 0}};
  if (!extra.is_null()) f.update(extra);
  return f;
}

/// A scenario on a 120 x 80 cm table (sides "a" and "b"), with `features` as its map's (of
/// terrain "woods", "low_wall", "hill", "scrub" (low cover that hides) or "hall" (a building's
/// floor).
inline game::Scenario scenario(nlohmann::json figures,
                               nlohmann::json features = nlohmann::json::array()) {
  nlohmann::json doc = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", "High Adventure test"},
      {"rule_system", "high_adventure"},
      {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
      {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
      {"figures", std::move(figures)}};
  if (!features.empty())
    doc["map"] = {
        {"format", "fray-map"},
        {"version", 1},
        {"kind", "table"},
        {"name", "test"},
        {"width_cm", 120},
        {"depth_cm", 80},
        {"terrain",
         {{"woods",
           {{"footing", "difficult"},
            {"mounted_footing", "very_difficult"},
            {"sight", "obscuring"},
            {"cover", "forest"}}},
          {"low_wall",
           {{"footing", "difficult"},
            {"sight", "clear"},
            {"cover", "cover"},
            {"linear_obstacle", true}}},
          {"hill", {{"footing", "difficult"}, {"sight", "hill"}, {"higher_ground", true}}},
          {"scrub", {{"footing", "difficult"}, {"sight", "clear"}, {"cover", "cover"}}},
          {"hall", {{"footing", "open"}, {"sight", "clear"}, {"cover", "building"}}}}},
        {"features", std::move(features)}};
  return game::parse_scenario(doc, "high-adventure-test.json");
}

inline game::Game battle(nlohmann::json figures, nlohmann::json features = nlohmann::json::array(),
                         std::uint64_t seed = 7) {
  return game::Game::from_scenario(setup(), scenario(std::move(figures), std::move(features)),
                                   seed);
}

inline game::Outcome must(game::Game& g, const std::string& command, nlohmann::json payload) {
  game::Outcome out = g.submit({command, std::move(payload)});
  EXPECT_TRUE(out.accepted()) << command << ": " << (out.refusal ? out.refusal->message : "");
  return out;
}

/// The next dice the battle rolls, in order.
inline void set_dice(game::Game& g, std::initializer_list<int> faces) {
  for (const int face : faces) must(g, "set_die", {{"face", face}});
}

inline std::string phase_id(const game::Game& g) {
  return g.sequencer().structure().phases[g.state().phase].id;
}

/// Ends phases until the battle is in phase `id`.
inline void to_phase(game::Game& g, const std::string& id) {
  for (int guard = 0; guard < 20 && phase_id(g) != id; ++guard)
    must(g, "end_phase", {{"side", g.state().active_side}});
  ASSERT_EQ(phase_id(g), id);
}

inline const game::Figure& fig(const game::Game& g, int id) { return *g.state().find(id); }

/// #1 (side a) and #2 (side b) base to base, with `more` figures, in the melee phase with side a
/// to act.
inline game::Game duel(nlohmann::json a = nlohmann::json::object(),
                       nlohmann::json b = nlohmann::json::object(),
                       nlohmann::json more = nlohmann::json::array()) {
  nlohmann::json figures = {figure(1, "a", 50, 40, std::move(a)),
                            figure(2, "b", 50, 42.5, std::move(b))};
  for (nlohmann::json& f : more) figures.push_back(std::move(f));
  game::Game g = battle(std::move(figures));
  to_phase(g, "melee");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
  return g;
}

/// The first event of `type` in `out`, or null.
inline const game::Event* event_of(const game::Outcome& out, const std::string& type) {
  for (const game::Event& e : out.events)
    if (e.type == type) return &e;
  return nullptr;
}

}  // namespace fray::high_adventure::test
