// fray-cli generate terrain: seed 003, "VII. RANDOM WARGAME TERRAIN GENERATION".
#include <filesystem>
#include <ostream>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/terrain_generator.h>
#include <fray/io/data_error.h>
#include <fray/map/map_file.h>

#include "subcommands.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

struct TerrainOptions {
  std::optional<std::uint64_t> seed;
  double width_cm = 180;
  double depth_cm = 120;
  std::optional<fs::path> out;
  std::optional<fs::path> start;
  fs::path data = FRAY_DATA_DIR;
};

constexpr const char* kUsage =
    "Usage: fray-cli generate terrain --seed N [--width CM] [--depth CM] [--map START.json]\n"
    "                                 [--out MAP.json] [--data DIR]\n"
    "Rolls random terrain (seed 003, \"VII. RANDOM WARGAME TERRAIN GENERATION\") for a table\n"
    "of WIDTH x DEPTH cm (default 180 x 120), on top of the terrain of START.json if given.\n"
    "With --out the map file is written and the rolls are listed; without it the map file is\n"
    "printed.\n";

std::optional<double> parse_cm(const std::string& text) {
  try {
    std::size_t used = 0;
    const double v = std::stod(text, &used);
    if (used == text.size() && v >= 10 && v <= 10000) return v;
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::optional<int> parse(const std::vector<std::string>& args, TerrainOptions& o, Console console) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    if (a == "--help" || a == "-h") {
      console.out << kUsage;
      return 0;
    } else if (a == "--seed" && has_value) {
      o.seed = parse_seed(args[++i]);
      if (!o.seed) {
        console.err << "fray-cli: --seed needs a whole number\n";
        return 2;
      }
    } else if ((a == "--width" || a == "--depth") && has_value) {
      const auto cm = parse_cm(args[++i]);
      if (!cm) {
        console.err << "fray-cli: " << a << " needs centimetres from 10 to 10000\n";
        return 2;
      }
      (a == "--width" ? o.width_cm : o.depth_cm) = *cm;
    } else if (a == "--out" && has_value) {
      o.out = args[++i];
    } else if (a == "--map" && has_value) {
      o.start = args[++i];
    } else if (a == "--data" && has_value) {
      o.data = args[++i];
    } else {
      console.err << "fray-cli: unknown argument '" << a << "'. Try 'fray-cli generate --help'.\n";
      return 2;
    }
  }
  if (!o.seed) {
    console.err << "fray-cli: generate terrain needs --seed N\n";
    return 2;
  }
  return std::nullopt;
}

void list_rolls(const game::GeneratedTerrain& g, std::ostream& out) {
  for (std::size_t s = 0; s < g.sections.size(); ++s) {
    const game::TerrainSection& section = g.sections[s];
    out << "Section " << section.column + 1 << "," << section.row + 1 << ": d6 "
        << section.count_roll << " -> " << section.small << " small, " << section.large
        << " large\n";
    for (const game::GeneratedPiece& p : g.pieces) {
      if (p.section != static_cast<int>(s)) continue;
      out << "  2d6 " << p.type_roll << " " << p.piece << ", d8 " << p.direction_roll << " d6-1 "
          << p.distance_in << "\"";
      if (p.attempts > 1) out << " (" << p.attempts << " scatters)";
      out << (p.note.empty() ? "" : " - " + p.note) << "\n";
    }
  }
}

int run_terrain(const std::vector<std::string>& args, Console console) {
  TerrainOptions o;
  if (auto code = parse(args, o, console)) return *code;
  try {
    const game::TerrainTables tables =
        game::load_terrain_tables(o.data / "generators" / "terrain.json");
    map::TableMap table;
    if (o.start) {
      table = map::load_table_map(*o.start);
    } else {
      table.width_cm = o.width_cm;
      table.depth_cm = o.depth_cm;
    }
    table.name =
        table.name.empty() ? "Random terrain, seed " + std::to_string(*o.seed) : table.name;
    dice::RandomEngine dice(*o.seed);
    const game::GeneratedTerrain g = game::generate_terrain(tables, table, dice);
    if (!o.out) {
      console.out << map::to_json(g.map).dump(2) << "\n";
      return 0;
    }
    map::save_map_file(*o.out, g.map);
    list_rolls(g, console.out);
    console.out << "Wrote " << o.out->string() << " (" << g.map.features.size() << " features).\n";
    return 0;
  } catch (const io::LocatedError& e) {
    console.err << "fray-cli: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace

int run_generate(const std::vector<std::string>& args, Console console) {
  if (!args.empty() && args[0] == "terrain") {
    return run_terrain(std::vector<std::string>(args.begin() + 1, args.end()), console);
  }
  if (!args.empty() && (args[0] == "--help" || args[0] == "-h")) {
    console.out << kUsage;
    return 0;
  }
  console.err << "fray-cli: generate what? 'fray-cli generate terrain --seed N'\n";
  return 2;
}

}  // namespace fray::cli
