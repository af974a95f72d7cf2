#include <algorithm>
#include <cmath>

#include <fray/game/field/battlefield.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/rule_options.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_error.h>
#include <fray/io/data_refusal.h>
#include <fray/io/json_reader.h>
#include <fray/io/json_text.h>
#include <fray/map/map_file.h>

#include "generators/battle_generators_json.h"
#include "record/structure_json.h"
#include "record/victory_json.h"
#include "setup/figure_sheet_json.h"
#include "setup/json_read.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::read_context;
using detail::ReadContext;

map::BaseShape parse_shape(const JsonReader& at) {
  const std::string shape = at.as_string();
  if (shape == "round") return map::BaseShape::Round;
  if (shape == "square") return map::BaseShape::Square;
  if (shape == "rectangle") return map::BaseShape::Rectangle;
  at.fail("\"round\", \"square\" or \"rectangle\"");
}

using io::refuse_data;

// The "map" member: a map file's path relative to the scenario's folder, or an inline map
// document, of either kind. An inline map's errors are the scenario's, at /map/...
map::AnyMap read_map(const JsonReader& at, const std::string& file,
                     const std::filesystem::path& folder) {
  if (at.json().is_string()) {
    // Errors in the map file name that file and its own place (map::MapFileError).
    return map::load_map_file(folder / at.as_string());
  }
  if (!at.json().is_object()) at.fail("a map file's path or a map object");
  try {
    switch (map::map_kind(at.json(), file)) {
      case map::MapKind::Hex:
        return map::hex_map_from_json(at.json(), file);
      case map::MapKind::Square:
        return map::square_map_from_json(at.json(), file);
      case map::MapKind::Table:
        break;
    }
    return map::table_map_from_json(at.json(), file);
  } catch (const map::MapFileError& e) {
    const std::string pointer = at.pointer() + (e.is_json_pointer() ? e.location() : "");
    throw io::DataError(
        file, pointer, e.expected(), e.found(),
        file + " at " + pointer + ": expected " + e.expected() + ", found " + e.found() + ".");
  }
}

int side_index(const JsonReader& at, const std::vector<Side>& sides) {
  const std::string id = at.as_string();
  for (std::size_t s = 0; s < sides.size(); ++s)
    if (sides[s].id == id) return static_cast<int>(s);
  at.fail("a side id");
}

// A portals scenario's round limit when it gives none (assumed: seed 004 gives none; twelve
// turns is a long evening's raid).
constexpr int kPortalsRoundLimit = 12;

// Round limits of seed 003, "GENERIC SCENARIOS": 4 rounds for objectives, 5 for Basic Battle
// and Escape; the other types give none, 8 is assumed so that a battle always ends.
std::optional<int> default_round_limit(VictoryType type) {
  switch (type) {
    case VictoryType::Elimination:
      return std::nullopt;
    case VictoryType::Objectives:
      return 4;
    case VictoryType::BasicBattle:
    case VictoryType::Escape:
      return 5;
    default:
      return 8;
  }
}

// "deployment", "objectives", "victory", "round_limit": every member optional.
void read_victory(const JsonReader& root, Scenario& s) {
  VictoryRules& v = s.victory;
  if (const auto deployment = root.find("deployment")) {
    if (!deployment->json().is_object()) deployment->fail("an object of side id: zone");
    for (const auto& item : deployment->json().items()) {
      const std::string id = item.key();
      const JsonReader at = (*deployment)[id];
      int side = -1;
      for (std::size_t i = 0; i < s.sides.size(); ++i)
        if (s.sides[i].id == id) side = static_cast<int>(i);
      if (side < 0) at.fail("a zone for a side id (\"" + id + "\" is none)");
      v.deployment[static_cast<std::size_t>(side)] = detail::parse_zone(at);
    }
  }
  if (const auto objectives = root.find("objectives"))
    v.objectives = detail::parse_objectives(*objectives, s.table_width_cm, s.table_depth_cm);
  v.type = v.objectives.empty() ? VictoryType::Elimination : VictoryType::Objectives;
  const auto victory = root.find("victory");
  if (victory) {
    victory->allow_only({"type", "points", "leaders", "role_side", "key_objective", "note"});
    if (const auto type = victory->find("type")) {
      const auto parsed = victory_type_from_string(type->as_string());
      if (!parsed)
        type->fail(
            "elimination, objectives, basic_battle, ambush, escape, fortress_assault, "
            "infiltrate, spawning or transport");
      v.type = *parsed;
    }
    if (const auto points = victory->find("points")) {
      points->allow_only({"own_home", "enemy_home", "other", "leader"});
      if (const auto p = points->find("own_home")) v.points.own_home = p->as_int(0, 1000);
      if (const auto p = points->find("enemy_home")) v.points.enemy_home = p->as_int(0, 1000);
      if (const auto p = points->find("other")) v.points.other = p->as_int(0, 1000);
      if (const auto p = points->find("leader")) v.points.leader = p->as_int(0, 1000);
    }
    if (const auto leaders = victory->find("leaders"))
      for (std::size_t i = 0; i < leaders->size(); ++i)
        v.leaders.push_back((*leaders)[i].as_int(1, 1000000));
    if (const auto role = victory->find("role_side")) v.role_side = side_index(*role, s.sides);
    if (const auto key = victory->find("key_objective")) v.key_objective = key->as_string();
  }
  v.round_limit = default_round_limit(v.type);
  if (const auto limit = root.find("round_limit")) v.round_limit = limit->as_int(1, 1000);
  const JsonReader where = victory ? *victory : root;
  const bool needs_zones = v.type == VictoryType::Escape || v.type == VictoryType::Infiltrate ||
                           v.type == VictoryType::Transport;
  if (needs_zones && (v.deployment[0].corners.empty() || v.deployment[1].corners.empty()))
    where.fail(std::string("a deployment zone for both sides (") + to_string(v.type) +
               " counts figures in them)");
  const bool needs_key = v.type == VictoryType::FortressAssault || v.type == VictoryType::Transport;
  if (needs_key && std::none_of(v.objectives.begin(), v.objectives.end(),
                                [&](const Objective& o) { return o.id == v.key_objective; }))
    where.fail("a \"key_objective\" naming one of the \"objectives\"");
}

ScenarioBudget read_budget(const JsonReader& at, const std::vector<Side>& sides) {
  at.allow_only({"points", "scarce_metal", "weapon_costs", "note"});
  ScenarioBudget budget;
  const JsonReader points = at["points"];
  if (!points.json().is_object()) points.fail("an object of side id: points");
  for (const auto& item : points.json().items()) {
    const std::string id = item.key();
    if (std::none_of(sides.begin(), sides.end(), [&](const Side& side) { return side.id == id; }))
      points[id].fail("points for a side id (\"" + id + "\" is none)");
    budget.points[id] = points[id].as_int(0, 1000000);
  }
  if (const auto scarce = at.find("scarce_metal")) budget.scarce_metal = scarce->as_bool();
  if (const auto costs = at.find("weapon_costs")) {
    if (!costs->json().is_object()) costs->fail("an object of weapon id: points");
    for (const auto& item : costs->json().items())
      budget.weapon_costs[item.key()] = (*costs)[item.key()].as_int(0, 1000);
  }
  return budget;
}

// seed 004, "Wizards, Witches and Magic": {"power_points": N, "abilities": [ids]}.
FigureMagic parse_figure_magic(const JsonReader& m) {
  m.allow_only({"power_points", "abilities"});
  FigureMagic magic;
  magic.power_points = m["power_points"].as_int(0, 30);
  const JsonReader list = m["abilities"];
  for (std::size_t i = 0; i < list.size(); ++i) magic.abilities.push_back(list[i].as_string());
  return magic;
}

}  // namespace

bool is_controller(std::string_view id) {
  return id == "person" || id == "simple" || id == "solo003" || id == "reaction004";
}

ScenarioFigure parse_scenario_figure(const nlohmann::json& value, const std::string& file,
                                     const std::string& pointer, std::string_view rule_system) {
  ReadContext context = read_context(file, "The scenario");
  const JsonReader f(value, pointer, context);
  std::vector<std::string_view> allowed{
      "id",     "side",  "ammunition", "leadership", "base",  "position", "facing_deg", "arch_foe",
      "tactic", "order", "hex",        "reserve",    "group", "magic",    "square"};
  const auto& sheet_keys = detail::scenario_sheet_keys(rule_system);
  allowed.insert(allowed.end(), sheet_keys.begin(), sheet_keys.end());
  f.allow_only(allowed);
  ScenarioFigure out;
  out.id = f["id"].as_int(1, 1000000);
  out.side = f["side"].as_string();
  out.sheet = detail::scenario_sheet(f, rule_system);
  if (const auto a = f.find("ammunition")) out.ammunition = a->as_int(0, 1000);
  if (const auto l = f.find("leadership")) out.leadership = l->as_int(0, 20);
  if (const auto b = f.find("base")) {
    b->allow_only({"shape", "width_cm", "depth_cm"});
    map::Base base;
    base.shape = parse_shape((*b)["shape"]);
    base.width_cm = (*b)["width_cm"].as_number(0.5, 20);
    base.depth_cm = base.width_cm;
    if (const auto d = b->find("depth_cm")) base.depth_cm = d->as_number(0.5, 20);
    out.base = base;
  }
  if (const auto hex = f.find("hex")) {
    if (hex->size() != 2) hex->fail("[column, row] of a hex");
    out.hex = std::array<int, 2>{(*hex)[0].as_int(0, 10000), (*hex)[1].as_int(0, 10000)};
  }
  if (const auto square = f.find("square")) {
    if (square->size() != 2) square->fail("[column, row] of a square");
    out.square = std::array<int, 2>{(*square)[0].as_int(0, 10000), (*square)[1].as_int(0, 10000)};
  }
  if ((!out.hex && !out.square) || f.find("position")) {
    const JsonReader position = f["position"];
    if (position.size() != 2) position.fail("[x, y] in cm");
    out.position = {position[0].as_number(-1e6, 1e6), position[1].as_number(-1e6, 1e6)};
  }
  if (const auto facing = f.find("facing_deg")) out.facing_deg = facing->as_number(-360, 720);
  if (const auto a = f.find("arch_foe")) out.ai.arch_foe = a->as_bool();
  if (const auto t = f.find("tactic")) out.ai.tactic = t->as_string();
  if (const auto o = f.find("order")) out.ai.order = o->as_string();
  if (const auto g = f.find("group")) out.ai.group = g->as_string();
  if (const auto reserve = f.find("reserve")) out.reserve = reserve->as_bool();
  if (const auto magic = f.find("magic")) out.magic = parse_figure_magic(*magic);
  return out;
}

Scenario parse_scenario(const nlohmann::json& document, const std::string& file,
                        const std::filesystem::path& folder) {
  ReadContext context = read_context(file, "The scenario");
  const JsonReader root(document, "", context);
  root.allow_only({"format",       "version",        "title",      "source",  "note",
                   "rule_system",  "turn_structure", "table",      "map",     "sides",
                   "figures",      "deployment",     "objectives", "victory", "round_limit",
                   "rule_options", "settings",       "budget",     "portals", "structures"});
  if (root["format"].as_string() != "fray-scenario") root["format"].fail("\"fray-scenario\"");
  const int version = root["version"].as_int(0, 1000);
  if (version > 1)
    root["version"].fail("version 1 (this file was written by a newer Fray; update Fray)");
  if (version < 1) root["version"].fail("version 1");
  Scenario s;
  s.file = file;
  s.document = document;
  s.title = root["title"].as_string();
  s.rule_system = root["rule_system"].as_string();
  const std::span<const std::string_view> systems = detail::sheet_kinds();
  if (std::find(systems.begin(), systems.end(), s.rule_system) == systems.end())
    root["rule_system"].fail("a rule system Fray plays (" + io::quoted_list(systems) + ")");
  if (const auto t = root.find("turn_structure")) s.turn_structure = t->as_string();
  std::optional<map::AnyMap> any_map;
  if (const auto m = root.find("map")) any_map = read_map(*m, file, folder);
  if (any_map && std::holds_alternative<map::HexMap>(*any_map)) {
    // A hex map sets its own size: the table is the hexes' bounding box (no "table" member).
    s.hex_map = std::get<map::HexMap>(*any_map);
    if (const auto t = root.find("table")) t->fail("no \"table\" (a hex map has its own size)");
    s.table_map = Battlefield(*s.hex_map).table();
    if (root["map"].json().is_string()) s.document["map"] = map::to_json(*s.hex_map);
  } else if (any_map && std::holds_alternative<map::SquareMap>(*any_map)) {
    s.square_map = std::get<map::SquareMap>(*any_map);
    if (const auto t = root.find("table")) t->fail("no \"table\" (a square map has its own size)");
    s.table_map = Battlefield(*s.square_map).table();
    if (root["map"].json().is_string()) s.document["map"] = map::to_json(*s.square_map);
  }
  const bool on_grid = s.hex_map || s.square_map;
  if (on_grid) {
    s.table_width_cm = s.table_map.width_cm;
    s.table_depth_cm = s.table_map.depth_cm;
  }
  const JsonReader table = on_grid ? root : root["table"];
  if (!on_grid) {
    table.allow_only({"width_cm", "depth_cm"});
    s.table_width_cm = table["width_cm"].as_number(10, 10000);
    s.table_depth_cm = table["depth_cm"].as_number(10, 10000);
    s.table_map.width_cm = s.table_width_cm;
    s.table_map.depth_cm = s.table_depth_cm;
  }
  if (const auto m = root.find("map"); m && !on_grid) {
    s.table_map = std::get<map::TableMap>(*any_map);
    // The table is the map's: a scenario giving another size is a mistake worth naming.
    if (std::abs(s.table_map.width_cm - s.table_width_cm) > 1e-9)
      table["width_cm"].fail("the map's width, " + std::to_string(s.table_map.width_cm) + " cm");
    if (std::abs(s.table_map.depth_cm - s.table_depth_cm) > 1e-9)
      table["depth_cm"].fail("the map's depth, " + std::to_string(s.table_map.depth_cm) + " cm");
    if (m->json().is_string()) s.document["map"] = map::to_json(s.table_map);
  }
  const JsonReader sides = root["sides"];
  if (sides.size() != 2) sides.fail("two sides (more comes with issue 8)");
  for (std::size_t i = 0; i < sides.size(); ++i) {
    sides[i].allow_only({"id", "name", "controller"});
    s.sides.push_back({sides[i]["id"].as_string(), sides[i]["name"].as_string(), false});
    if (const auto c = sides[i].find("controller")) {
      s.sides.back().controller = c->as_string();
      if (!is_controller(s.sides.back().controller))
        c->fail("\"person\", \"simple\", \"solo003\" or \"reaction004\"");
    }
  }
  const JsonReader figures = root["figures"];
  for (std::size_t i = 0; i < figures.size(); ++i) {
    s.figures.push_back(
        parse_scenario_figure(figures[i].json(), file, figures[i].pointer(), s.rule_system));
    settle_on_map(s.figures.back(),
                  {s.hex_map ? &*s.hex_map : nullptr, s.square_map ? &*s.square_map : nullptr},
                  file, figures[i].pointer());
  }
  read_victory(root, s);
  if (const auto structures = root.find("structures"))
    s.structures = detail::parse_structures(*structures);
  if (const auto settings = root.find("settings")) {
    if (!settings->json().is_object()) settings->fail("an object of the rule system's settings");
    s.settings = settings->json();
  }
  if (const auto options = root.find("rule_options")) {
    if (!options->json().is_object()) options->fail("an object of rule id: true or false");
    for (const auto& item : options->json().items()) {
      const JsonReader option = (*options)[item.key()];
      if (!is_known_rule_option(item.key()))
        option.fail("a rule option the game plays (" + known_rule_option_list() + ")");
      s.rule_options[item.key()] = option.as_bool();
    }
  }
  if (const auto budget = root.find("budget")) s.budget = read_budget(*budget, s.sides);
  detail::read_battle_generators(root, s);
  // Portal counters keep their side in the battle while they can bring figures (an area marker
  // never goes): without a limit of its own such a battle would end only if the party fell.
  if (s.generators.portals && !s.victory.round_limit) s.victory.round_limit = kPortalsRoundLimit;
  return s;
}

Scenario parse_scenario_text(const std::string& text, const std::string& file,
                             const std::filesystem::path& folder) {
  return parse_scenario(detail::parse_json_text(text, file, "The scenario"), file, folder);
}

Scenario load_scenario(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_scenario(detail::read_json_file(path, file, "The scenario"), file,
                        path.parent_path());
}

Battlefield scenario_battlefield(const Scenario& scenario) {
  if (scenario.hex_map) return Battlefield(*scenario.hex_map);
  if (scenario.square_map) return Battlefield(*scenario.square_map);
  return Battlefield(scenario.table_map);
}

Figure make_figure(const RuleSystem& system, const ScenarioFigure& in, int side,
                   const std::string& file, const std::string& pointer) {
  Figure f;
  f.id = in.id;
  f.side = side;
  f.sheet = in.sheet;
  f.leadership = in.leadership;
  if (in.base) f.base = *in.base;
  f.placement = {in.position, in.facing_deg};
  f.ai = in.ai;
  f.magic = in.magic;
  f.status.ammunition = in.ammunition;
  system.settle_figure(in, f, file, pointer);
  return f;
}

namespace {

// The scenario's turn structure (its system's own first one when it names none): loaded, and
// its end-of-turn steps run by the battle's system.
const TurnStructure& scenario_turn_structure(const GameSetup& setup, const RuleSystem& system,
                                             const Scenario& scenario) {
  std::string id = scenario.turn_structure;
  if (id.empty()) {
    const std::vector<TurnStructure>& own = system.turn_structures();
    if (own.empty())
      refuse_data(scenario.file, "/turn_structure",
                  "a turn structure (the " + std::string(system.id()) + " system brings none)",
                  "none");
    id = own.front().id;
  }
  const TurnStructure* structure = setup.find_turn_structure(id);
  if (!structure) {
    std::vector<std::string_view> loaded;
    for (const TurnStructure& t : setup.turn_structures) loaded.push_back(t.id);
    refuse_data(scenario.file, "/turn_structure",
                "a loaded turn structure (" + io::quoted_list(loaded) + ")", '"' + id + '"');
  }
  if (const std::optional<std::string> step = step_not_run(system, *structure))
    refuse_data(
        scenario.file, "/turn_structure",
        "a turn structure whose end-of-turn steps the " + std::string(system.id()) + " system runs",
        '"' + structure->id + "\" (it lists \"" + *step + "\")");
  return *structure;
}

// The portals' forces are settled by the battle's system now, so that a figure its rules refuse
// is named when the battle starts rather than refused at its first arrival.
void check_portal_forces(const RuleSystem& system, const Scenario& scenario) {
  if (!scenario.generators.portals) return;
  const PortalsState& p = *scenario.generators.portals;
  const std::string side = scenario.sides[static_cast<std::size_t>(p.side)].id;
  for (const auto& [kind, force] : p.forces) {
    const std::string pointer = "/portals/forces/" + io::pointer_token(kind) + "/figure";
    const nlohmann::json f = detail::arriving_figure(force, p.next_figure_id, side, {});
    make_figure(system, parse_scenario_figure(f, scenario.file, pointer, system.id()), p.side,
                scenario.file, pointer);
  }
}

}  // namespace

BattleState make_battle_state(const GameSetup& setup, const Scenario& scenario,
                              std::uint64_t seed) {
  const RuleSystem& system = setup.system(scenario.rule_system);
  BattleState state;
  state.scenario_title = scenario.title;
  state.turn_structure = scenario_turn_structure(setup, system, scenario).id;
  state.rule_system = scenario.rule_system;
  state.table_width_cm = scenario.table_width_cm;
  state.table_depth_cm = scenario.table_depth_cm;
  state.sides = scenario.sides;
  state.rng = dice::RandomEngine(seed);
  state.victory = scenario.victory;
  state.generators = scenario.generators;
  state.structures = scenario.structures;
  state.earshot_rule = rule_option_on(scenario.rule_options, "earshot");
  state.settings = scenario.settings;
  system.check_scenario(scenario);
  Battlefield field = scenario_battlefield(scenario);
  field.set_large_bases(system.large_bases_cover_spaces());  // as the game will play it
  check_portal_forces(system, scenario);
  for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
    const ScenarioFigure& in = scenario.figures[i];
    const std::string pointer = "/figures/" + std::to_string(i);
    int side = -1;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s)
      if (scenario.sides[s].id == in.side) side = static_cast<int>(s);
    if (side < 0) refuse_data(scenario.file, pointer + "/side", "a side id", '"' + in.side + '"');
    if (state.find(in.id))
      refuse_data(scenario.file, pointer + "/id", "a new figure id", std::to_string(in.id));
    Figure figure = make_figure(system, in, side, scenario.file, pointer);
    ++state.victory.starting_figures[static_cast<std::size_t>(side)];
    if (in.reserve) {
      if (std::any_of(state.victory.reserve.begin(), state.victory.reserve.end(),
                      [&](const Figure& r) { return r.id == in.id; }))
        refuse_data(scenario.file, pointer + "/id", "a new figure id", std::to_string(in.id));
      state.victory.reserve.push_back(std::move(figure));
      continue;
    }
    const Zone& zone = scenario.victory.deployment[static_cast<std::size_t>(side)];
    if (!zone.corners.empty() && !zone.contains(in.position))
      refuse_data(scenario.file, pointer + "/position", "a position in the side's deployment zone",
                  "[" + std::to_string(in.position.x) + ", " + std::to_string(in.position.y) + "]");
    const Footprint here{figure.base, figure.placement};
    if (!field.on_table(here))
      refuse_data(scenario.file, pointer + "/position", "a position on the table",
                  "a base off the table");
    if (const auto feature = field.impassable_under(here, system.mounted(figure)))
      refuse_data(scenario.file, pointer + "/position", "a place a figure may stand",
                  "a base on " + *feature + ", impassable ground");
    for (const Figure& other : state.figures)
      if (!system.shares_space(figure, other) &&
          field.overlaps(here, {other.base, other.placement}))
        refuse_data(scenario.file, pointer + "/position", "a free place",
                    "a base overlapping figure " + std::to_string(other.id));
    state.figures.push_back(std::move(figure));
  }
  // Each side's starting area: its deployment zone, else where its figures stand.
  for (std::size_t side = 0; side < 2 && side < state.sides.size(); ++side) {
    const Zone& zone = scenario.victory.deployment[side];
    map::Point sum;
    int n = 0;
    for (const Figure& f : state.figures)
      if (static_cast<std::size_t>(f.side) == side) sum = sum + f.placement.centre, ++n;
    state.victory.home[side] = !zone.corners.empty() ? zone.centre()
                               : n > 0               ? sum * (1.0 / n)
                                                     : map::Point{};
  }
  return state;
}

}  // namespace fray::game
