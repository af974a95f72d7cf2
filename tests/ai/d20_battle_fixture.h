#pragma once
// Small d20 battles for the AIs' tests: heroes (side 0, a person) against enemies (side 1, the
// AI under test) on open squares or on a table of 1-inch spaces, a large battlefield.

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fray/ai/decision.h>
#include <fray/game/game.h>
#include <fray/game/setup/scenario.h>
#include <fray/map/square_grid.h>

namespace fray::ai::d20_test {

/// A d20 figure on the square [column, row]: a common swordsman unless `extra` says otherwise
/// (with a "profile", the roster gives the rest).
inline nlohmann::json d20_figure(int id, const std::string& side, int column, int row,
                                 nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {{"id", id},
                      {"side", side},
                      {"name", "S" + std::to_string(id)},
                      {"kind", "common"},
                      {"weapons", {{"melee", "sword"}}},
                      {"square", {column, row}}};
  if (extra.contains("profile")) f.erase("kind"), f.erase("weapons"), f.erase("name");
  f.update(extra);
  return f;
}

/// The same figure at (x, y) cm on a table.
inline nlohmann::json at(int id, const std::string& side, double x, double y,
                         nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = d20_figure(id, side, 0, 0, std::move(extra));
  f.erase("square");
  f["position"] = {x, y};
  return f;
}

inline nlohmann::json d20_document(nlohmann::json figures, const std::string& controller) {
  return {{"format", "fray-scenario"},
          {"version", 1},
          {"title", controller + " on d20"},
          {"rule_system", "d20"},
          {"sides",
           {{{"id", "heroes"}, {"name", "Heroes"}},
            {{"id", "enemies"}, {"name", "Enemies"}, {"controller", controller}}}},
          {"figures", std::move(figures)}};
}

/// On 16 x 12 open squares.
inline game::Scenario squares(nlohmann::json figures, const std::string& controller = "solo003") {
  nlohmann::json doc = d20_document(std::move(figures), controller);
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "square"},
                {"columns", 16},
                {"rows", 12},
                {"terrain_names", {"open"}},
                {"legend", {{".", {{"terrain", "open"}}}}},
                {"cells", std::vector<std::string>(12, std::string(16, '.'))}};
  return game::parse_scenario(doc, controller + "-d20.json");
}

/// On a 120 x 80 cm table.
inline game::Scenario table(nlohmann::json figures, const std::string& controller = "solo003") {
  nlohmann::json doc = d20_document(std::move(figures), controller);
  doc["table"] = {{"width_cm", 120}, {"depth_cm", 80}};
  return game::parse_scenario(doc, controller + "-d20-table.json");
}

inline map::Square square_of(const game::Game& g, int id) {
  return g.field().square_at(g.state().find(id)->placement.centre);
}

inline bool attack_by(const Decision& d, int figure) {
  return d.command == "attack" && d.payload.value("figure", 0) == figure;
}

/// With #1 a hero beside #3 and #2 an enemy: #2 is removed, #1 defeats #3 (the dice set), the
/// enemies' army falls below half and fails its morale test, so its other figures must run from
/// #1 this round (seed 003, "Morale").
inline void make_the_enemies_run(game::Game& g) {
  const auto must = [&](const std::string& command, nlohmann::json payload) {
    const game::Outcome out = g.submit({command, std::move(payload)});
    EXPECT_TRUE(out.accepted()) << command << ": " << (out.refusal ? out.refusal->message : "");
  };
  must("remove", {{"figure", 2}});
  if (g.state().active_side != 0) must("end_phase", {{"side", g.state().active_side}});
  for (const int face : {20, 1, 5}) must("set_die", {{"face", face}});  // hit, fails, retreats
  must("attack", {{"figure", 1}, {"target", 3}});
}

}  // namespace fray::ai::d20_test
