#pragma once

#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fray/d20/d20_system.h>
#include <fray/game/game.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::d20::test {

/// The definitions, loaded once per test program.
inline const game::GameSetup& setup() {
  static const game::GameSetup loaded = game::load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const D20Rules& rules() { return d20_rules(setup().system("d20")); }

/// A d20 figure of side `side` at (x, y) cm: a common swordsman unless `extra` says otherwise
/// (with a "profile", the roster gives the rest).
inline nlohmann::json figure(int id, const std::string& side, double x, double y,
                             nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {{"id", id},
                      {"side", side},
                      {"name", "Soldier " + std::to_string(id)},
                      {"kind", "common"},
                      {"weapons", {{"melee", "sword"}}},
                      {"position", {x, y}}};
  if (extra.contains("profile")) f.erase("kind"), f.erase("weapons"), f.erase("name");
  if (!extra.is_null()) f.update(extra);
  return f;
}

/// A d20 scenario on a 120 x 80 cm table with the given figures (sides "a" and "b").
inline nlohmann::json document(nlohmann::json figures,
                               nlohmann::json settings = nlohmann::json::object()) {
  nlohmann::json doc = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", "d20 test"},
      {"rule_system", "d20"},
      {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
      {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
      {"figures", std::move(figures)}};
  if (!settings.empty()) doc["settings"] = std::move(settings);
  return doc;
}

/// A d20 figure like figure()'s, standing on the square [column, row] of a square map.
inline nlohmann::json on_square(int id, const std::string& side, int column, int row,
                                nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = figure(id, side, 0, 0, std::move(extra));
  f.erase("position");
  f["square"] = {column, row};
  return f;
}

/// A d20 scenario on a square map of `columns` x `rows` open squares ('.'); a 'G' in a row of
/// `cells` (replacing the first rows) is poison gas, dangerous ground.
inline nlohmann::json open_squares(nlohmann::json figures, int columns, int rows,
                                   nlohmann::json settings = nlohmann::json::object(),
                                   std::vector<std::string> cells = {}) {
  nlohmann::json doc = document(std::move(figures), std::move(settings));
  doc.erase("table");
  cells.resize(static_cast<std::size_t>(rows), std::string(static_cast<std::size_t>(columns), '.'));
  doc["map"] = {{"format", "fray-map"},
                {"version", 1},
                {"kind", "square"},
                {"columns", columns},
                {"rows", rows},
                {"terrain_names", {"open", "poison_gas"}},
                {"legend", {{".", {{"terrain", "open"}}}, {"G", {{"terrain", "poison_gas"}}}}},
                {"cells", cells}};
  return doc;
}

inline game::Game game_of(const nlohmann::json& doc, std::uint64_t seed = 1) {
  return game::Game::from_scenario(setup(), game::parse_scenario(doc, "d20.json"), seed);
}

/// Makes `figure`'s side the one to act (ending the other side's phase if needed) so that a
/// test may submit its command.
inline void let_act(game::Game& game, int figure) {
  const int side = game.state().find(figure)->side;
  if (game.state().active_side != side) {
    ASSERT_TRUE(game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted());
  }
  ASSERT_EQ(game.state().active_side, side);
}

/// The centre of the square [column, row], as a path point.
inline nlohmann::json square_centre(const game::Game& game, int column, int row) {
  const map::Point p = game.field().square_map()->layout.centre({column, row});
  return {p.x, p.y};
}

/// The square the figure stands on.
inline map::Square square_of(const game::Game& game, int figure) {
  return game.field().square_at(game.state().find(figure)->placement.centre);
}

inline const D20Sheet& d20_sheet_of(const game::Game& game, int figure) {
  return game::sheet_as<D20Sheet>(*game.state().find(figure));
}

inline const game::Event* find_event(const game::Outcome& o, const std::string& type) {
  for (const game::Event& e : o.events)
    if (e.type == type) return &e;
  return nullptr;
}

}  // namespace fray::d20::test
