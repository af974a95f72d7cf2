#include <array>
#include <filesystem>
#include <string>

#include <fray/classic/rules/data_loader.h>
#include <fray/io/data_error.h>

#include "cross_references.h"
#include "parsers.h"

namespace fray::rules {
namespace {

struct DataFile {
  const char* name;  // relative to the data folder
  void (*parse)(const detail::JsonReader&, Ruleset&);
};

// Each file is parsed on its own, so the order only decides which broken file is reported first.
constexpr std::array<DataFile, 9> kFiles = {{
    {detail::kSpeciesFile, detail::parse_species_file},
    {detail::kMissileWeaponsFile, detail::parse_missile_weapons_file},
    {detail::kMeleeWeaponsFile, detail::parse_melee_weapons_file},
    {detail::kMeleeModifiersFile, detail::parse_melee_modifiers_file},
    {detail::kShootingModifiersFile, detail::parse_shooting_modifiers_file},
    {detail::kTerrainFile, detail::parse_terrain_file},
    {detail::kMovementFile, detail::parse_movement_file},
    {detail::kBudgetFile, detail::parse_budget_file},
    {detail::kAbilitiesFile, detail::parse_abilities_file},
}};

// A data folder copied before seed 004's magic had a folder of its own still keeps the abilities
// in classic/: say so, rather than only that magic/abilities.json is missing.
void refuse_old_layout(const std::filesystem::path& data_dir) {
  const std::string now = detail::kAbilitiesFile;
  if (std::filesystem::exists(data_dir / now) ||
      !std::filesystem::exists(data_dir / "classic" / "abilities.json"))
    return;
  throw io::DataError(now, "", "a readable JSON file", "classic/abilities.json, its old place",
                      "The data folder has the old layout: move classic/abilities.json to " + now +
                          " (seed 004's magic now has a folder of its own).");
}

}  // namespace

Ruleset load_ruleset(const std::filesystem::path& data_dir) {
  refuse_old_layout(data_dir);
  Ruleset ruleset;
  for (const auto& file : kFiles) {
    detail::ReadContext context = detail::data_context(file.name);
    const nlohmann::json document = io::read_json_file(data_dir / file.name, context);
    try {
      file.parse(detail::JsonReader(document, "", context), ruleset);
    } catch (const nlohmann::json::exception& e) {
      // The reader checks types before every access; this is a last guard so that a gap in those
      // checks still reports the file instead of escaping as a library exception.
      throw io::DataError(
          file.name, "", "well-formed data", e.what(),
          std::string("The data file ") + file.name + " cannot be used: " + e.what());
    }
    for (auto& [pointer, note] : context.assumptions) {
      ruleset.assumptions.push_back({file.name, pointer, note});
    }
  }
  detail::check_cross_references(ruleset);
  return ruleset;
}

}  // namespace fray::rules
