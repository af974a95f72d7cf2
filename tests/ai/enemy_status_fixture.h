#pragma once

#include <cstdlib>
#include <filesystem>
#include <functional>
#include <iostream>

#include <gtest/gtest.h>

#include <fray/ai/enemy_status_controller.h>
#include <fray/game/game.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::ai::test {

inline const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const EnemyStatusTables& tables() {
  static const EnemyStatusTables loaded = load_enemy_status_tables(FRAY_DATA_DIR);
  return loaded;
}

inline nlohmann::json figure(int id, const std::string& side, double x, double y,
                             nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {
      {"id", id},   {"side", side}, {"name", "F" + std::to_string(id)}, {"species", "human"},
      {"class", 3}, {"armour", 3},  {"melee_weapon", "sword"},          {"position", {x, y}}};
  f.update(extra);
  return f;
}

/// Side "heroes" (index 0) against side "enemies" (index 1), on an empty 120 x 80 table unless
/// `map` is given.
inline game::Scenario battle(nlohmann::json figures, std::string turn = "classic",
                             nlohmann::json map = nullptr) {
  nlohmann::json doc = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", "solo003 test"},
      {"rule_system", "classic"},
      {"turn_structure", turn},
      {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
      {"sides", {{{"id", "heroes"}, {"name", "Heroes"}}, {{"id", "enemies"}, {"name", "Enemies"}}}},
      {"figures", std::move(figures)}};
  if (!map.is_null()) doc["map"] = std::move(map);
  return game::parse_scenario(doc, "solo003-test.json");
}

/// A barn (blocking sight) across the middle of the table, from x 30 to 90, y 35 to 45.
inline nlohmann::json barn_map() {
  return {{"format", "fray-map"},
          {"version", 1},
          {"kind", "table"},
          {"name", "barn"},
          {"width_cm", 120},
          {"depth_cm", 80},
          {"terrain",
           {{"building",
             {{"footing", "difficult"},
              {"mounted_footing", "impassable"},
              {"sight", "blocking"},
              {"cover", "building"}}}}},
          {"features",
           {{{"name", "Barn"},
             {"terrain", "building"},
             {"polygon", {{30, 35}, {90, 35}, {90, 45}, {30, 45}}}}}}};
}

/// Lets the controller decide for `side` and submits its decisions until `stop` holds for one
/// or `limit` decisions pass; the other side passes every phase. Fails on a refused decision.
inline std::vector<Decision> run(game::Game& game, Controller& ai, int side,
                                 const std::function<bool(const Decision&)>& stop, int limit = 80) {
  std::vector<Decision> taken;
  for (int i = 0; i < limit; ++i) {
    const std::optional<int> now = side_to_decide(game.state());
    if (!now) return taken;
    if (*now != side) {
      const game::Outcome pass = game.submit({"end_phase", {{"side", *now}}});
      EXPECT_TRUE(pass.accepted());
      if (!pass.accepted()) return taken;
      continue;
    }
    std::optional<Decision> d = ai.decide(game, side);
    if (!d) d = Decision{"end_phase", {{"side", side}}, "nothing more"};
    const game::Outcome out = game.submit({d->command, d->payload});
    EXPECT_TRUE(out.accepted()) << d->command << " " << d->payload.dump() << ": "
                                << (out.refusal ? out.refusal->message : "");
    if (!out.accepted()) return taken;
    taken.push_back(*d);
    if (std::getenv("DBG")) std::cerr << game.state().turn << " " << to_log_line(*d) << "\n";
    if (stop(taken.back())) return taken;
  }
  ADD_FAILURE() << "no stop after " << limit << " decisions";
  return taken;
}

inline bool is(const Decision& d, const std::string& command) { return d.command == command; }

/// Submits a referee or player command that must be accepted.
inline void must(game::Game& game, const std::string& command, nlohmann::json payload) {
  const game::Outcome out = game.submit({command, std::move(payload)});
  ASSERT_TRUE(out.accepted()) << command << ": " << out.refusal->message;
}

}  // namespace fray::ai::test
