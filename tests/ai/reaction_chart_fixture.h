#pragma once
// Small battles for the reaction-chart AI's tests: inline scenarios (sides "a" and "b"),
// the bundled tables, and helpers that step the controller until a figure has its order.

#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include <fray/ai/ai_definitions.h>
#include <fray/ai/reaction_chart_controller.h>
#include <fray/game/game.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::ai::reaction_test {

inline const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const AiDefinitions& definitions() {
  static const AiDefinitions loaded = load_ai_definitions(FRAY_DATA_DIR);
  return loaded;
}

inline const ReactionChartTables& tables() { return definitions().reaction_chart; }

/// A figure of side `side` ("a" or "b") at (x, y) cm facing `facing_deg`: a human swordsman
/// unless `extra` says otherwise.
inline nlohmann::json figure(int id, const char* side, double x, double y, double facing_deg,
                             nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {{"id", id},
                      {"side", side},
                      {"name", "F" + std::to_string(id)},
                      {"species", "human"},
                      {"class", 3},
                      {"armour", 3},
                      {"melee_weapon", "sword"},
                      {"position", {x, y}},
                      {"facing_deg", facing_deg}};
  f.update(extra);
  return f;
}

inline nlohmann::json archer(nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json a = {{"missile_weapon", "bow"}, {"melee_weapon", "dagger"}, {"ammunition", 12}};
  a.update(extra);
  return a;
}

/// One rectangular terrain feature as an inline map on a 120 x 80 cm table.
inline nlohmann::json one_feature(const char* terrain, nlohmann::json traits, double x0, double y0,
                                  double x1, double y1) {
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "table"},
          {"name", "test"},
          {"width_cm", 120},
          {"depth_cm", 80},
          {"terrain", {{terrain, traits}}},
          {"features",
           {{{"name", terrain},
             {"terrain", terrain},
             {"polygon", {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}}}}};
}

/// Bushes: cover, clear sight.
inline nlohmann::json bushes(double x0, double y0, double x1, double y1) {
  return one_feature("bushes", {{"footing", "difficult"}, {"sight", "clear"}, {"cover", "cover"}},
                     x0, y0, x1, y1);
}

/// A building: blocks sight, impassable.
inline nlohmann::json building(double x0, double y0, double x1, double y1) {
  return one_feature("building",
                     {{"footing", "impassable"}, {"sight", "blocking"}, {"cover", "building"}}, x0,
                     y0, x1, y1);
}

inline game::Game battle(nlohmann::json figures, nlohmann::json map = nullptr,
                         std::uint64_t seed = 1) {
  nlohmann::json doc = {{"format", "fray-scenario"},
                        {"version", 1},
                        {"title", "reaction004 test"},
                        {"rule_system", "classic"},
                        {"turn_structure", "classic"},
                        {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
                        {"sides", {{{"id", "a"}, {"name", "A"}}, {{"id", "b"}, {"name", "B"}}}},
                        {"figures", std::move(figures)}};
  if (!map.is_null()) doc["map"] = std::move(map);
  const game::Scenario scenario = game::parse_scenario(doc, "test.json");
  game::Game g = game::Game::from_scenario(setup(), scenario, seed);
  g.keep_undo(false);
  return g;
}

inline void submit(game::Game& g, const std::string& name, nlohmann::json payload) {
  const game::Outcome o = g.submit({name, payload});
  ASSERT_TRUE(o.accepted()) << name << " " << payload.dump() << ": " << o.refusal->message;
}

/// Makes `side` the active side (the other side passes its phase).
inline void make_active(game::Game& g, int side) {
  if (g.state().active_side != side) submit(g, "end_phase", {{"side", g.state().active_side}});
  ASSERT_EQ(g.state().active_side, side);
}

/// Gives figure `id` the order (as the controller's note would).
inline void give_order(game::Game& g, int id, const std::string& order) {
  submit(g, "ai_note", {{"figure", id}, {"order", order}, {"reason", "test: " + order}});
}

/// The controller's next proposal for `side`, submitted; the proposal is returned.
inline Decision step(game::Game& g, Controller& c, int side) {
  std::optional<Decision> d = c.decide(g, side);
  if (!d) d = Decision{"end_phase", {{"side", side}}, "done"};
  const game::Outcome o = g.submit({d->command, d->payload});
  EXPECT_TRUE(o.accepted()) << d->command << " " << d->payload.dump() << ": "
                            << (o.refusal ? o.refusal->message : "");
  return *d;
}

/// Sets the next D6 faces, then steps `side`'s controller until figure `id` has a new order
/// note; returns that note's event data.
inline nlohmann::json decide_order(game::Game& g, int id, std::initializer_list<int> faces) {
  for (const int f : faces) submit(g, "set_die", {{"face", f}});
  ReactionChartController c(tables());
  const int side = g.state().find(id)->side;
  for (int n = 0; n < 10; ++n) {
    const std::size_t before = g.log().events().size();
    step(g, c, side);
    for (std::size_t i = before; i < g.log().events().size(); ++i) {
      const game::Event& e = g.log().events()[i];
      if (e.type == "ai_decision" && e.data.value("figure", -1) == id) return e.data.json();
    }
  }
  ADD_FAILURE() << "no order note for figure " << id;
  return {};
}

}  // namespace fray::ai::reaction_test
