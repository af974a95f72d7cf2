#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <utility>

#include <fray/game/setup/game_setup.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/state/event.h>
#include <fray/io/data_refusal.h>
#include <fray/io/json_reader.h>

#include "commands/engine_commands.h"
#include "setup/figure_sheet_json.h"

namespace fray::game {

const TurnStructure* GameSetup::find_turn_structure(std::string_view id) const {
  for (const TurnStructure& t : turn_structures)
    if (t.id == id) return &t;
  return nullptr;
}

std::vector<DataFingerprint> fingerprint_data(const std::filesystem::path& data_dir,
                                              const std::vector<std::string>& folders) {
  namespace fs = std::filesystem;
  std::vector<DataFingerprint> out;
  for (const std::string& folder : folders) {
    const fs::path dir = data_dir / folder;
    if (!fs::is_directory(dir)) continue;
    // Recursive: the AIs keep one folder each under ai/.
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
      if (!entry.is_regular_file() || entry.path().extension() != ".json") continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::ostringstream text;
      text << in.rdbuf();
      // Named from the folder, not resolved: a linked folder keeps its name.
      const std::string name = folder + "/" + entry.path().lexically_relative(dir).generic_string();
      out.push_back({name, hex(fnv1a(text.str()))});
    }
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.file < b.file; });
  return out;
}

const RuleSystem* GameSetup::find_system(std::string_view id) const {
  for (const auto& system : systems)
    if (system->id() == id) return system.get();
  return nullptr;
}

const RuleSystem& GameSetup::system(std::string_view id) const {
  if (const RuleSystem* found = find_system(id)) return *found;
  std::string loaded;
  for (const auto& s : systems) loaded += (loaded.empty() ? "" : ", ") + std::string(s->id());
  throw std::invalid_argument("unknown rule system '" + std::string(id) + "' (loaded: " + loaded +
                              ")");
}

const CommandHandler* GameSetup::find_command(const RuleSystem& system,
                                              std::string_view name) const {
  if (const CommandHandler* handler = system.commands().find(name)) return handler;
  return commands.find(name);
}

std::vector<std::string> GameSetup::command_names(const RuleSystem& system) const {
  std::vector<std::string> names = system.commands().names();
  for (std::string& name : commands.names()) names.push_back(std::move(name));
  std::sort(names.begin(), names.end());
  return names;
}

GameSetup load_engine_setup(const std::filesystem::path& data_dir) {
  GameSetup setup;
  setup.turn_structures = load_turn_structures(data_dir);
  setup.commands = engine_commands(data_dir);
  return setup;
}

void RuleSystem::after_wounds(Figure& figure, EventSink& events, const std::string& cause) const {
  if (killed_by_any_wound(figure)) kill(figure, events, cause);
}

void RuleSystem::fall_at_phase_end(Figure& figure, EventSink& events) const {
  kill(figure, events, "shot in the shooting phase");
}

std::optional<std::string> step_not_run(const RuleSystem& system, const TurnStructure& structure) {
  const std::span<const std::string_view> steps = system.end_of_turn_steps();
  for (const std::string& step : structure.end_of_turn)
    if (std::find(steps.begin(), steps.end(), step) == steps.end()) return step;
  return std::nullopt;
}

namespace {

// Every turn structure lists only end-of-turn steps some loaded system runs, and ids are unique
// (a battle names its structure by id).
void check_turn_structures(const GameSetup& setup) {
  std::vector<std::string_view> known;
  for (const auto& system : setup.systems)
    for (const std::string_view step : system->end_of_turn_steps()) known.push_back(step);
  const std::string listed = io::quoted_list(known, " or ");
  for (std::size_t t = 0; t < setup.turn_structures.size(); ++t) {
    const TurnStructure& structure = setup.turn_structures[t];
    for (std::size_t u = 0; u < t; ++u)
      if (setup.turn_structures[u].id == structure.id)
        io::refuse_data(
            structure.file, "/id",
            "an id no other turn structure has (" + setup.turn_structures[u].file + " has it)",
            '"' + structure.id + '"');
    for (std::size_t i = 0; i < structure.end_of_turn.size(); ++i) {
      const std::string& step = structure.end_of_turn[i];
      if (std::find(known.begin(), known.end(), step) == known.end())
        io::refuse_data(structure.file, "/end_of_turn/" + std::to_string(i),
                        "an end-of-turn step of a loaded rule system (" + listed + ")",
                        '"' + step + '"');
    }
  }
}

}  // namespace

void seal_game_setup(GameSetup& setup, const std::filesystem::path& data_dir) {
  if (setup.sealed) throw std::logic_error("the game setup is sealed already");
  setup.sealed = true;
  const std::span<const std::string_view> kinds = detail::sheet_kinds();
  for (const auto& system : setup.systems)
    if (std::find(kinds.begin(), kinds.end(), system->id()) == kinds.end())
      throw std::logic_error("rule system '" + std::string(system->id()) +
                             "' has no figure sheet kind in FigureSheet (include/fray/game/state/"
                             "figure.h)");
  std::vector<TurnStructure> structures;
  for (const auto& system : setup.systems)
    for (const TurnStructure& t : system->turn_structures()) structures.push_back(t);
  for (TurnStructure& t : setup.turn_structures) structures.push_back(std::move(t));
  setup.turn_structures = std::move(structures);
  check_turn_structures(setup);
  std::vector<std::string> folders(std::begin(kEngineDataFolders), std::end(kEngineDataFolders));
  for (const auto& system : setup.systems) {
    for (const std::string& name : system->commands().names())
      if (setup.commands.find(name))
        throw std::logic_error("command '" + name + "' is both the engine's and " +
                               std::string(system->id()) + "'s");
    for (std::string& folder : system->data_folders()) folders.push_back(std::move(folder));
  }
  setup.fingerprints = fingerprint_data(data_dir, folders);
}

}  // namespace fray::game
