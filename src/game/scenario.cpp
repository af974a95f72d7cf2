#include <cmath>

#include <fray/game/battlefield.h>
#include <fray/game/scenario.h>
#include <fray/map/map_file.h>
#include <fray/rules/data_error.h>

#include "json_read.h"

namespace fray::game {
namespace {

using detail::At;

map::BaseShape parse_shape(const At& at) {
  const std::string shape = at.text();
  if (shape == "round") return map::BaseShape::Round;
  if (shape == "square") return map::BaseShape::Square;
  if (shape == "rectangle") return map::BaseShape::Rectangle;
  at.fail("\"round\", \"square\" or \"rectangle\"");
}

rules::TroopType parse_mount(const At& at) {
  const std::string mount = at.text();
  if (mount == "foot") return rules::TroopType::Foot;
  if (mount == "cavalry") return rules::TroopType::Cavalry;
  if (mount == "mounted_foot") return rules::TroopType::MountedFoot;
  at.fail("\"foot\", \"cavalry\" or \"mounted_foot\"");
}

[[noreturn]] void refuse(const std::string& file, const std::string& pointer,
                         const std::string& expected, const std::string& found) {
  throw rules::DataError(
      file, pointer, expected, found,
      file + " at " + pointer + ": expected " + expected + ", found " + found + ".");
}

// The "map" member: a map file's path relative to the scenario's folder, or an inline map
// document, of either kind. An inline map's errors are the scenario's, at /map/...
map::AnyMap read_map(const At& at, const std::string& file, const std::filesystem::path& folder) {
  if (at.json().is_string()) {
    // Errors in the map file name that file and its own place (map::MapFileError).
    return map::load_map_file(folder / at.text());
  }
  if (!at.json().is_object()) at.fail("a map file's path or a map object");
  try {
    if (map::map_kind(at.json(), file) == map::MapKind::Hex)
      return map::hex_map_from_json(at.json(), file);
    return map::table_map_from_json(at.json(), file);
  } catch (const map::MapFileError& e) {
    const std::string pointer = at.pointer() + (e.is_json_pointer() ? e.location() : "");
    throw rules::DataError(
        file, pointer, e.expected(), e.found(),
        file + " at " + pointer + ": expected " + e.expected() + ", found " + e.found() + ".");
  }
}

}  // namespace

bool is_controller(std::string_view id) {
  return id == "person" || id == "simple" || id == "solo003" || id == "reaction004";
}

ScenarioFigure parse_scenario_figure(const nlohmann::json& value, const std::string& file,
                                     const std::string& pointer) {
  const At f(value, pointer, file);
  f.allow_only({"id",         "side",      "name",           "species",      "class",
                "armour",     "mount",     "missile_weapon", "melee_weapon", "ammunition",
                "leadership", "elite",     "strong",         "base",         "position",
                "facing_deg", "melee_die", "arch_foe",       "tactic",       "order",       "hex"});
  ScenarioFigure out;
  out.id = f["id"].integer(1, 1000000);
  out.side = f["side"].text();
  out.spec.name = f["name"].text();
  out.spec.species = f["species"].text();
  out.spec.figure_class = f["class"].integer(2, 5);
  out.spec.worn_armour = f["armour"].integer(3, 5);
  if (const auto m = f.find("mount")) out.spec.mount = parse_mount(*m);
  if (const auto w = f.find("missile_weapon")) out.missile_weapon = w->text();
  if (const auto w = f.find("melee_weapon")) out.melee_weapon = w->text();
  if (const auto a = f.find("ammunition")) out.ammunition = a->integer(0, 1000);
  if (const auto l = f.find("leadership")) out.leadership = l->integer(0, 20);
  if (const auto e = f.find("elite")) out.spec.elite = e->boolean();
  if (const auto s = f.find("strong")) out.spec.strong_individual = s->boolean();
  if (const auto d = f.find("melee_die")) out.spec.melee_die = d->integer(2, 12);
  if (const auto b = f.find("base")) {
    b->allow_only({"shape", "width_cm", "depth_cm"});
    map::Base base;
    base.shape = parse_shape((*b)["shape"]);
    base.width_cm = (*b)["width_cm"].number(0.5, 20);
    base.depth_cm = base.width_cm;
    if (const auto d = b->find("depth_cm")) base.depth_cm = d->number(0.5, 20);
    out.base = base;
  }
  if (const auto hex = f.find("hex")) {
    if (hex->size() != 2) hex->fail("[column, row] of a hex");
    out.hex = std::array<int, 2>{(*hex)[0].integer(0, 10000), (*hex)[1].integer(0, 10000)};
  }
  if (!out.hex || f.find("position")) {
    const At position = f["position"];
    if (position.size() != 2) position.fail("[x, y] in cm");
    out.position = {position[0].number(-1e6, 1e6), position[1].number(-1e6, 1e6)};
  }
  if (const auto facing = f.find("facing_deg")) out.facing_deg = facing->number(-360, 720);
  if (const auto a = f.find("arch_foe")) out.ai.arch_foe = a->boolean();
  if (const auto t = f.find("tactic")) out.ai.tactic = t->text();
  if (const auto o = f.find("order")) out.ai.order = o->text();
  return out;
}

Scenario parse_scenario(const nlohmann::json& document, const std::string& file,
                        const std::filesystem::path& folder) {
  const At root(document, "", file);
  root.allow_only({"format", "version", "title", "source", "note", "rule_system", "turn_structure",
                   "table", "map", "sides", "figures"});
  if (root["format"].text() != "fray-scenario") root["format"].fail("\"fray-scenario\"");
  const int version = root["version"].integer(0, 1000);
  if (version > 1)
    root["version"].fail("version 1 (this file was written by a newer Fray; update Fray)");
  if (version < 1) root["version"].fail("version 1");
  Scenario s;
  s.file = file;
  s.document = document;
  s.title = root["title"].text();
  s.rule_system = root["rule_system"].text();
  if (s.rule_system != "classic")
    root["rule_system"].fail("\"classic\" (the only rule system so far)");
  if (const auto t = root.find("turn_structure")) s.turn_structure = t->text();
  std::optional<map::AnyMap> any_map;
  if (const auto m = root.find("map")) any_map = read_map(*m, file, folder);
  if (any_map && std::holds_alternative<map::HexMap>(*any_map)) {
    // A hex map sets its own size: the table is the hexes' bounding box (no "table" member).
    s.hex_map = std::get<map::HexMap>(*any_map);
    if (const auto t = root.find("table")) t->fail("no \"table\" (a hex map has its own size)");
    s.table_map = Battlefield(*s.hex_map).table();
    s.table_width_cm = s.table_map.width_cm;
    s.table_depth_cm = s.table_map.depth_cm;
    if (root["map"].json().is_string()) s.document["map"] = map::to_json(*s.hex_map);
  }
  const At table = s.hex_map ? root : root["table"];
  if (!s.hex_map) {
    table.allow_only({"width_cm", "depth_cm"});
    s.table_width_cm = table["width_cm"].number(10, 10000);
    s.table_depth_cm = table["depth_cm"].number(10, 10000);
    s.table_map.width_cm = s.table_width_cm;
    s.table_map.depth_cm = s.table_depth_cm;
  }
  if (const auto m = root.find("map"); m && !s.hex_map) {
    s.table_map = std::get<map::TableMap>(*any_map);
    // The table is the map's: a scenario giving another size is a mistake worth naming.
    if (std::abs(s.table_map.width_cm - s.table_width_cm) > 1e-9)
      table["width_cm"].fail("the map's width, " + std::to_string(s.table_map.width_cm) + " cm");
    if (std::abs(s.table_map.depth_cm - s.table_depth_cm) > 1e-9)
      table["depth_cm"].fail("the map's depth, " + std::to_string(s.table_map.depth_cm) + " cm");
    if (m->json().is_string()) s.document["map"] = map::to_json(s.table_map);
  }
  const At sides = root["sides"];
  if (sides.size() != 2) sides.fail("two sides (more comes with issue 8)");
  for (std::size_t i = 0; i < sides.size(); ++i) {
    sides[i].allow_only({"id", "name", "controller"});
    s.sides.push_back({sides[i]["id"].text(), sides[i]["name"].text(), false});
    if (const auto c = sides[i].find("controller")) {
      s.sides.back().controller = c->text();
      if (!is_controller(s.sides.back().controller))
        c->fail("\"person\", \"simple\", \"solo003\" or \"reaction004\"");
    }
  }
  const At figures = root["figures"];
  for (std::size_t i = 0; i < figures.size(); ++i) {
    s.figures.push_back(parse_scenario_figure(figures[i].json(), file, figures[i].pointer()));
    settle_on_map(s.figures.back(), s.hex_map ? &*s.hex_map : nullptr, file, figures[i].pointer());
  }
  return s;
}

Scenario parse_scenario_text(const std::string& text, const std::string& file,
                             const std::filesystem::path& folder) {
  return parse_scenario(detail::parse_json_text(text, file), file, folder);
}

Scenario load_scenario(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_scenario(detail::read_json_file(path, file), file, path.parent_path());
}

Battlefield scenario_battlefield(const Scenario& scenario) {
  return scenario.hex_map ? Battlefield(*scenario.hex_map) : Battlefield(scenario.table_map);
}

void settle_on_map(ScenarioFigure& figure, const map::HexMap* hex_map, const std::string& file,
                   const std::string& pointer) {
  if (!hex_map) {
    if (figure.hex)
      refuse(file, pointer + "/hex", "a \"position\" in cm (the map is a table, not hexes)",
             "a hex");
    return;
  }
  map::Hex h = hex_map->layout.hex_at(figure.position);
  if (figure.hex) h = map::HexGrid::from_offset((*figure.hex)[0], (*figure.hex)[1]);
  if (!hex_map->grid.contains(h))
    refuse(file, pointer + (figure.hex ? "/hex" : "/position"),
           "a hex of the " + std::to_string(hex_map->grid.columns()) + " x " +
               std::to_string(hex_map->grid.rows()) + " map",
           "column " + std::to_string(map::HexGrid::column_of(h)) + ", row " +
               std::to_string(map::HexGrid::row_of(h)));
  figure.position = hex_map->layout.centre(h);
  // Facings on hexes are hexsides: the nearest multiple of 60 degrees.
  const double turned = std::round(figure.facing_deg / 60.0) * 60.0;
  figure.facing_deg = std::fmod(std::fmod(turned, 360.0) + 360.0, 360.0);
}

Figure make_figure(const rules::Ruleset& rules, const ScenarioFigure& in, int side,
                   const std::string& file, const std::string& pointer) {
  const rules::Species* species = rules.find_species(in.spec.species);
  if (!species)
    refuse(file, pointer + "/species", "a species of species.json", '"' + in.spec.species + '"');
  if (!in.missile_weapon.empty()) {
    if (!rules.find_missile_weapon(in.missile_weapon))
      refuse(file, pointer + "/missile_weapon", "a weapon of missile_weapons.json",
             '"' + in.missile_weapon + '"');
    if (!species->can_use_missile_weapon(in.missile_weapon))
      refuse(file, pointer + "/missile_weapon", "a weapon a " + species->name + " may use",
             '"' + in.missile_weapon + '"');
  }
  if (!rules.find_melee_weapon(in.melee_weapon))
    refuse(file, pointer + "/melee_weapon", "a weapon of melee_weapons.json",
           '"' + in.melee_weapon + '"');
  Figure f;
  f.id = in.id;
  f.side = side;
  f.spec = in.spec;
  f.missile_weapon = in.missile_weapon;
  f.melee_weapon = in.melee_weapon;
  f.leadership = in.leadership;
  if (in.base) {
    f.base = *in.base;
  } else {
    const double size = species->base_sizes_cm.empty() ? 2.5 : species->base_sizes_cm.front();
    f.base = {map::BaseShape::Round, size, size};
    if (in.spec.mount != rules::TroopType::Foot) f.base = {map::BaseShape::Rectangle, 2.5, 5.0};
  }
  f.placement = {in.position, in.facing_deg};
  f.ai = in.ai;
  f.status.ammunition = in.ammunition;
  if (!in.missile_weapon.empty() && !in.ammunition) {
    const auto* weapon = rules.find_missile_weapon(in.missile_weapon);
    if (weapon->shots_per_figure) f.status.ammunition = weapon->shots_per_figure;
  }
  return f;
}

BattleState make_battle_state(const rules::Ruleset& rules, const Scenario& scenario,
                              std::uint64_t seed) {
  BattleState state;
  state.scenario_title = scenario.title;
  state.turn_structure = scenario.turn_structure;
  state.table_width_cm = scenario.table_width_cm;
  state.table_depth_cm = scenario.table_depth_cm;
  state.sides = scenario.sides;
  state.rng = rules::RandomEngine(seed);
  const Battlefield field = scenario_battlefield(scenario);
  for (std::size_t i = 0; i < scenario.figures.size(); ++i) {
    const ScenarioFigure& in = scenario.figures[i];
    const std::string pointer = "/figures/" + std::to_string(i);
    int side = -1;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s)
      if (scenario.sides[s].id == in.side) side = static_cast<int>(s);
    if (side < 0) refuse(scenario.file, pointer + "/side", "a side id", '"' + in.side + '"');
    if (state.find(in.id))
      refuse(scenario.file, pointer + "/id", "a new figure id", std::to_string(in.id));
    Figure figure = make_figure(rules, in, side, scenario.file, pointer);
    const Footprint here{figure.base, figure.placement};
    if (!field.on_table(here))
      refuse(scenario.file, pointer + "/position", "a position on the table",
             "a base off the table");
    if (const auto feature =
            field.impassable_under(here, figure.spec.mount != rules::TroopType::Foot))
      refuse(scenario.file, pointer + "/position", "a place a figure may stand",
             "a base on " + *feature + ", impassable ground");
    for (const Figure& other : state.figures)
      if (field.overlaps(here, {other.base, other.placement}))
        refuse(scenario.file, pointer + "/position", "a free place",
               "a base overlapping figure " + std::to_string(other.id));
    state.figures.push_back(std::move(figure));
  }
  return state;
}

}  // namespace fray::game
