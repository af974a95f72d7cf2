#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fray/game/record/saved_game.h>
#include <fray/game/record/state_json.h>
#include <fray/game/setup/build_info.h>
#include <fray/io/data_error.h>

#include "setup/json_read.h"

namespace fray::game {
namespace {

using detail::JsonReader;
using detail::read_context;
using detail::ReadContext;
using nlohmann::json;

std::uint64_t read_hash(const JsonReader& at) {
  const std::string text = at.json().is_string() ? at.json().get<std::string>() : std::string();
  if (text.size() != 16 || text.find_first_not_of("0123456789abcdef") != std::string::npos)
    at.fail("16 hexadecimal digits");
  return std::stoull(text, nullptr, 16);
}

Command read_command(const JsonReader& c) {
  const std::string name = c["command"].as_string();
  const JsonReader payload = c["payload"];
  if (!payload.json().is_object()) payload.fail("an object");
  return {name, payload.json()};
}

// `document` is the parsed file that `root` reads: once a snapshot's state is checked, it is moved
// out of it rather than copied (the states are most of a save).
SavedGame read_v1(const JsonReader& root, json& document, const std::string& file) {
  root.allow_only({"format", "version", "program", "program_version", "data_fingerprints",
                   "scenario", "seed", "commands", "snapshots", "bookmarks", "event_hash"});
  SavedGame save;
  save.program_version = root["program_version"].as_string();
  const JsonReader prints = root["data_fingerprints"];
  for (std::size_t i = 0; i < prints.size(); ++i)
    save.fingerprints.push_back({prints[i]["file"].as_string(), prints[i]["fnv1a"].as_string()});
  save.scenario = root["scenario"].json();
  if (!save.scenario.is_object()) root["scenario"].fail("a scenario object");
  // The scenario itself is checked when the battle is built from it.
  const auto system = save.scenario.find("rule_system");
  const std::string scenario_system =
      system != save.scenario.end() && system->is_string() ? system->get<std::string>() : "classic";
  const JsonReader seed = root["seed"];
  if (!seed.json().is_number_unsigned()) seed.fail("a whole number");
  save.seed = seed.json().get<std::uint64_t>();
  const JsonReader commands = root["commands"];
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const JsonReader c = commands[i];
    c.allow_only({"command", "payload", "events_hash", "events"});
    CommandRecord record{read_command(c), read_hash(c["events_hash"]), {}};
    const JsonReader lines = c["events"];
    for (std::size_t j = 0; j < lines.size(); ++j)
      record.event_lines.push_back(lines[j].as_string());
    save.commands.push_back(std::move(record));
  }
  const JsonReader snapshots = root["snapshots"];
  for (std::size_t i = 0; i < snapshots.size(); ++i) {
    const JsonReader s = snapshots[i];
    const auto at =
        static_cast<std::size_t>(s["command"].as_int(0, static_cast<int>(save.commands.size())));
    // Refuse a broken snapshot now, not mid-replay; it must be of the saved battle's system
    // (checked first: its figures are read by that system's sheets).
    const auto snapshot_system = s["state"].find("rule_system");
    const std::string system_id = snapshot_system ? snapshot_system->as_string() : "classic";
    if (system_id != scenario_system)
      s["state"]["rule_system"].fail("\"" + scenario_system + "\", the saved scenario's system");
    (void)state_from_json(s["state"].json(), file, s["state"].pointer());
    const std::uint64_t event_hash = read_hash(s["event_hash"]);
    save.snapshots.push_back({at, std::move(document["snapshots"][i]["state"]), event_hash});
  }
  const JsonReader bookmarks = root["bookmarks"];
  for (std::size_t i = 0; i < bookmarks.size(); ++i)
    save.bookmarks.push_back({static_cast<std::size_t>(bookmarks[i]["command"].as_int(
                                  0, static_cast<int>(save.commands.size()))),
                              bookmarks[i]["note"].json().is_string()
                                  ? bookmarks[i]["note"].json().get<std::string>()
                                  : ""});
  save.event_hash = read_hash(root["event_hash"]);
  return save;
}

// Version 0 (Fray 0.0, before issue 5 was finished): scenario, seed and bare commands
// {"name", "payload"}; no fingerprints, hashes or snapshots. Migrated by keeping the commands;
// their hashes are unknown, so a migrated save verifies by replaying, not by comparing.
SavedGame read_v0(const JsonReader& root) {
  root.allow_only({"format", "version", "scenario", "seed", "commands"});
  SavedGame save;
  save.migrated_from = 0;
  save.program_version = "0.0.0";
  save.scenario = root["scenario"].json();
  if (!save.scenario.is_object()) root["scenario"].fail("a scenario object");
  if (!root["seed"].json().is_number_unsigned()) root["seed"].fail("a whole number");
  save.seed = root["seed"].json().get<std::uint64_t>();
  const JsonReader commands = root["commands"];
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const JsonReader c = commands[i];
    c.allow_only({"name", "payload"});
    if (!c["payload"].json().is_object()) c["payload"].fail("an object");
    save.commands.push_back({{c["name"].as_string(), c["payload"].json()}, 0, {}});
  }
  return save;
}

}  // namespace

SavedGame record_game(const Game& game, const Scenario& scenario, std::uint64_t seed) {
  SavedGame save;
  save.program_version = build_info().version;
  save.fingerprints = game.setup().fingerprints;
  save.scenario = scenario.document;
  save.seed = seed;
  save.commands = game.records();
  save.snapshots = game.snapshots();
  save.event_hash = game.log().hash();
  return save;
}

json save_to_json(const SavedGame& save) {
  json prints = json::array();
  for (const DataFingerprint& f : save.fingerprints)
    prints.push_back({{"file", f.file}, {"fnv1a", f.fnv1a}});
  json commands = json::array();
  for (const CommandRecord& r : save.commands)
    commands.push_back({{"command", r.command.name},
                        {"payload", r.command.payload},
                        {"events_hash", hex(r.events_hash)},
                        {"events", r.event_lines}});
  json snapshots = json::array();
  for (const Snapshot& s : save.snapshots)
    snapshots.push_back(
        {{"command", s.command}, {"event_hash", hex(s.event_hash)}, {"state", s.state}});
  json bookmarks = json::array();
  for (const Bookmark& b : save.bookmarks)
    bookmarks.push_back({{"command", b.command}, {"note", b.note}});
  return {{"format", "fray-save"},
          {"version", SavedGame::kFormatVersion},
          {"program", "Fray"},
          {"program_version", save.program_version},
          {"data_fingerprints", prints},
          {"scenario", save.scenario},
          {"seed", save.seed},
          {"commands", commands},
          {"snapshots", snapshots},
          {"bookmarks", bookmarks},
          {"event_hash", hex(save.event_hash.value_or(0))}};
}

SavedGame parse_save(const std::string& text, const std::string& file) {
  json document = detail::parse_json_text(text, file, "The saved game");
  ReadContext context = read_context(file, "The saved game");
  const JsonReader root(document, "", context);
  if (!document.is_object()) root.fail("a saved game (a JSON object)");
  if (root["format"].json() != "fray-save") root["format"].fail("\"fray-save\"");
  const int version = root["version"].as_int(0, 1000000);
  if (version > SavedGame::kFormatVersion)
    throw io::DataError(
        file, "/version", "version " + std::to_string(SavedGame::kFormatVersion) + " or older",
        std::to_string(version),
        file + " was saved by a newer Fray (save format " + std::to_string(version) +
            "; this Fray reads up to " + std::to_string(SavedGame::kFormatVersion) +
            "). Update Fray to open it.");
  return version == 0 ? read_v0(root) : read_v1(root, document, file);
}

SavedGame load_save(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  const std::string file = path.filename().string();
  if (!in)
    throw io::DataError(file, "", "a readable file", "nothing",
                        "Cannot read " + path.string() + ".");
  std::ostringstream text;
  text << in.rdbuf();
  return parse_save(text.str(), file);
}

void write_save(const SavedGame& save, const std::filesystem::path& path) {
  const std::filesystem::path temp = path.string() + ".tmp";
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out << save_to_json(save).dump(1) << "\n";
    out.flush();
    if (!out) throw std::runtime_error("cannot write " + temp.string());
  }
  std::error_code error;
  std::filesystem::rename(temp, path, error);
  if (error) {
    std::filesystem::remove(temp, error);
    throw std::runtime_error("cannot replace " + path.string() + ": " + error.message());
  }
}

}  // namespace fray::game
