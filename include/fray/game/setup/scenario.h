#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/field/battlefield.h>
#include <fray/game/generators/battle_generators.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/structure.h>
#include <fray/game/turn/victory_rules.h>
#include <fray/map/base.h>
#include <fray/map/hex_map.h>
#include <fray/map/square_grid.h>
#include <fray/map/table_map.h>

namespace fray::game {

class RuleSystem;
struct GameSetup;

/// One figure as a scenario (or the referee's `place` command) describes it.
struct ScenarioFigure {
  int id = 0;
  std::string side;               ///< Id of a scenario side.
  FigureSheet sheet;              ///< What it is under the scenario's rule system.
  std::optional<int> ammunition;  ///< Shots carried; nullopt: not counted.
  int leadership = 0;
  std::optional<map::Base> base;  ///< nullopt: the species' usual base.
  map::Point position;
  double facing_deg = 0;
  FigureAi ai;  ///< "arch_foe", "tactic", "order": what the solo AI starts from.
  /// On a hex map: [column, row] of the hex to stand on (the map's "cells" order); the
  /// position is then that hex's centre.
  std::optional<std::array<int, 2>> hex;
  /// On a square map: [column, row] of the square to stand on.
  std::optional<std::array<int, 2>> square;
  bool reserve = false;  ///< Spawning: waits off the table until the Spawner's roll brings it.
  FigureMagic magic;     ///< "magic": power points and abilities (seed 004); empty for none.
};

/// A points budget per side (seed 000, "Budget"), checked when the battle is set up.
struct ScenarioBudget {
  std::map<std::string, int> points;  ///< Side id -> the most its figures may cost.
  bool scarce_metal = false;          ///< Armour at the dearer prices (little metalwork).
  /// Usual price of each weapon by id; weapons not named cost nothing (assumed: the seed leaves
  /// weapon prices to the setting).
  std::map<std::string, int> weapon_costs;
};

/// A battle's starting point (format "fray-scenario", version 1; docs/formats.md).
struct Scenario {
  std::string file;  ///< As named in errors.
  std::string title;
  std::string rule_system = "classic";
  /// Empty when the scenario names none: the battle takes its system's own first structure.
  std::string turn_structure;
  double table_width_cm = 120;
  double table_depth_cm = 80;
  /// The table and its terrain: the "map" member, or an empty table of the size above.
  map::TableMap table_map;
  std::vector<Side> sides;
  std::vector<ScenarioFigure> figures;
  /// A hex map ("map" naming a hex map file or holding one): the battle is played on it, and
  /// table_map is then an empty table the size of its hexes.
  std::optional<map::HexMap> hex_map;
  /// A square map, likewise (seed 003's battle maps).
  std::optional<map::SquareMap> square_map;
  /// Deployment zones, objectives, victory type and points, round limit (docs/formats.md).
  VictoryRules victory;
  /// Optional rules switched on or off, by id (kept for the rules that read them).
  std::map<std::string, bool> rule_options;
  /// The "settings" object: the rule system's own battle settings, which it checks
  /// (RuleSystem::check_scenario) and alone reads (BattleState::settings).
  nlohmann::json settings = nlohmann::json::object();
  std::optional<ScenarioBudget> budget;
  /// Seed 004's event deck (rule option "event_deck") and "portals", as the battle starts.
  BattleGenerators generators;
  /// The "structures" member: buildings and gates that can be battered down.
  std::vector<Structure> structures;
  /// The JSON it was read from, kept for saved games; a map named by path is inlined in it, so
  /// that a save replays without the map file.
  nlohmann::json document;
};

/// True for the controllers a side may have: "person", "simple", "solo003", "reaction004".
bool is_controller(std::string_view id);

/// Reads a scenario; throws io::DataError naming `file` and the JSON pointer (a map file it
/// names, relative to `folder`, that cannot be read throws map::MapFileError naming that file).
Scenario parse_scenario(const nlohmann::json& document, const std::string& file,
                        const std::filesystem::path& folder = {});
/// Parses scenario text; broken JSON is reported with line:column.
Scenario parse_scenario_text(const std::string& text, const std::string& file,
                             const std::filesystem::path& folder = {});
/// Reads a scenario file; broken JSON is reported with line:column.
Scenario load_scenario(const std::filesystem::path& path);
/// One figure object (scenario "figures" entry, or a `place` payload) at `pointer`; its sheet
/// members are read as the sheet of `rule_system` names them.
ScenarioFigure parse_scenario_figure(const nlohmann::json& value, const std::string& file,
                                     const std::string& pointer, std::string_view rule_system);

/// The battlefield a scenario is played on: its hex map, or its table.
Battlefield scenario_battlefield(const Scenario& scenario);

/// The grid a figure stands on: a hex map, a square map or neither (a free-measure table).
struct MapGrids {
  const map::HexMap* hex = nullptr;
  const map::SquareMap* square = nullptr;
};
/// The grids of a battlefield.
MapGrids grids_of(const Battlefield& field);

/// On a hex (square) map, puts `figure` on a cell's centre: the cell of its "hex" ("square")
/// member, else the cell its position falls in; its facing turns to the nearest hexside (eighth
/// of a turn on squares). A cell member the map does not have ("hex" on a table or on squares,
/// "square" anywhere but on squares) is refused. Throws io::DataError at `pointer` + "/hex",
/// "/square" or "/position" when the cell is not on the map.
void settle_on_map(ScenarioFigure& figure, MapGrids grids, const std::string& file,
                   const std::string& pointer);

/// Builds a figure of `side` after its rule system has checked its sheet against the
/// definitions (RuleSystem::settle_figure): throws io::DataError at `pointer` naming what is
/// wrong.
Figure make_figure(const RuleSystem& system, const ScenarioFigure& figure, int side,
                   const std::string& file, const std::string& pointer);

/// The battle at its start: figures placed, turn 1, engine seeded. Throws io::DataError for
/// unknown ids, duplicate figure ids, a figure off the table, on impassable ground, overlapping
/// another or outside its side's deployment zone, and for a side over its points budget.
/// The scenario is played by the system of `setup` it names (std::invalid_argument, naming the
/// loaded ones, for an unknown id), which also checks its setup rules (RuleSystem::check_scenario).
BattleState make_battle_state(const GameSetup& setup, const Scenario& scenario, std::uint64_t seed);

}  // namespace fray::game
