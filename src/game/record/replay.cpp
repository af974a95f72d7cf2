#include <algorithm>
#include <string_view>
#include <utility>

#include <fray/game/record/replay.h>
#include <fray/game/record/state_json.h>

namespace fray::game {
namespace {

std::string describe(const Command& c) { return c.name + " " + c.payload.dump(); }

}  // namespace

Replay::Replay(const GameSetup& setup, SavedGame save)
    : setup_(&setup),
      save_(std::move(save)),
      scenario_(parse_scenario(save_.scenario, "scenario")) {
  game_.emplace(fresh());
}

Game Replay::fresh() const {
  Game game = Game::from_scenario(*setup_, scenario_, save_.seed);
  game.keep_undo(false);
  return game;
}

void Replay::run_to(Game& game, std::size_t from, std::size_t to) const {
  for (std::size_t i = from; i < to; ++i) {
    const Command& command = save_.commands[i].command;
    const Outcome outcome = game.submit(command);
    if (!outcome.accepted())
      throw ReplayError("command " + std::to_string(i + 1) + " (" + describe(command) +
                        ") is refused on replay: " + outcome.refusal->message);
  }
}

void Replay::seek(std::size_t command) {
  command = std::min(command, size());
  const Snapshot* best = nullptr;
  for (const Snapshot& s : save_.snapshots)
    if (s.command <= command && (!best || s.command > best->command)) best = &s;
  if (position_ <= command && (!best || best->command <= position_)) {
    run_to(*game_, position_, command);  // already closer than any snapshot
  } else if (best) {
    game_.emplace(Game::resume(*setup_, state_from_json(best->state, "snapshot", ""),
                               best->event_hash, scenario_battlefield(scenario_)));
    game_->keep_undo(false);
    run_to(*game_, best->command, command);
  } else {
    game_.emplace(fresh());
    run_to(*game_, 0, command);
  }
  position_ = command;
}

void Replay::seek_from_start(std::size_t command) {
  command = std::min(command, size());
  game_.emplace(fresh());
  run_to(*game_, 0, command);
  position_ = command;
}

bool Replay::step_forward() {
  if (position_ >= size()) return false;
  seek(position_ + 1);
  return true;
}

bool Replay::step_back() {
  if (position_ == 0) return false;
  seek(position_ - 1);
  return true;
}

Game Replay::branch(std::optional<std::uint64_t> new_seed) const {
  Game game = Game::from_scenario(*setup_, scenario_, save_.seed);
  run_to(game, 0, position_);
  if (new_seed) game.submit({"reseed", {{"seed", *new_seed}}});
  return game;
}

Verification verify_save(const GameSetup& setup, const SavedGame& save) {
  Verification v;
  v.expected_hash = save.event_hash ? hex(*save.event_hash) : "";
  Game game = Game::from_scenario(setup, parse_scenario(save.scenario, "scenario"), save.seed);
  game.keep_undo(false);
  game.snapshot_every(0);
  for (std::size_t i = 0; i < save.commands.size(); ++i) {
    const Outcome outcome = game.submit(save.commands[i].command);
    if (!outcome.accepted()) {
      v.first_difference = i;
      v.detail =
          "command " + std::to_string(i + 1) + " is refused on replay: " + outcome.refusal->message;
      v.actual_hash = hex(game.log().hash());
      return v;
    }
    if (save.migrated_from > 0 &&
        game.records().back().events_hash != save.commands[i].events_hash && !v.first_difference) {
      v.first_difference = i;
      v.detail = "command " + std::to_string(i + 1) + " (" + describe(save.commands[i].command) +
                 ") gives different events.";
    }
  }
  v.actual_hash = hex(game.log().hash());
  v.ok = !v.first_difference && (!save.event_hash || *save.event_hash == game.log().hash());
  if (v.ok)
    v.detail = "replayed " + std::to_string(save.commands.size()) +
               " commands: events identical (hash " + v.actual_hash + ").";
  else if (!v.first_difference)
    v.detail = "the event log hash differs: saved " + v.expected_hash + ", replayed " +
               v.actual_hash + ".";
  return v;
}

namespace {

// Data files that moved between folders: a save names them where they were when it was written.
constexpr std::pair<std::string_view, std::string_view> kMovedDataFiles[] = {
    {"classic/abilities.json", "magic/abilities.json"},
    {"classic/hex_effects.json", "hex_tactics/hex_effects.json"},
};

std::string_view current_name(std::string_view saved_name) {
  for (const auto& [was, now] : kMovedDataFiles)
    if (saved_name == was) return now;
  return saved_name;
}

std::string_view folder_of(std::string_view file) { return file.substr(0, file.find('/')); }

}  // namespace

std::vector<std::string> changed_data_files(const GameSetup& setup, const SavedGame& save) {
  std::vector<std::string> out;
  std::vector<std::string_view> saved_names, saved_folders;
  for (const DataFingerprint& saved : save.fingerprints) {
    const std::string_view name = current_name(saved.file);
    saved_names.push_back(name);
    saved_folders.push_back(folder_of(name));
    const auto now = std::find_if(setup.fingerprints.begin(), setup.fingerprints.end(),
                                  [&](const DataFingerprint& f) { return f.file == name; });
    if (now == setup.fingerprints.end())
      out.push_back(saved.file + " is gone");
    else if (now->fnv1a != saved.fnv1a)
      out.push_back(saved.file + " changed");
  }
  // A file is new only in a folder the save fingerprinted: saves written before a folder was
  // fingerprinted (ai/, generators/ before issue 17) did not know its files, not that they changed.
  auto known = [](const std::vector<std::string_view>& list, std::string_view x) {
    return std::find(list.begin(), list.end(), x) != list.end();
  };
  for (const DataFingerprint& now : setup.fingerprints)
    if (!known(saved_names, now.file) && known(saved_folders, folder_of(now.file)))
      out.push_back(now.file + " is new");
  return out;
}

std::string first_changed_outcome(const GameSetup& setup, const SavedGame& save) {
  Game game = Game::from_scenario(setup, parse_scenario(save.scenario, "scenario"), save.seed);
  game.keep_undo(false);
  game.snapshot_every(0);
  for (std::size_t i = 0; i < save.commands.size(); ++i) {
    const CommandRecord& was = save.commands[i];
    const std::string which =
        "Command " + std::to_string(i + 1) + " (" + describe(was.command) + ")";
    const Outcome outcome = game.submit(was.command);
    if (!outcome.accepted()) return which + " is now refused: " + outcome.refusal->message;
    const CommandRecord& now = game.records().back();
    if (now.events_hash == was.events_hash) continue;
    std::size_t line = 0;
    while (line < was.event_lines.size() && line < now.event_lines.size() &&
           was.event_lines[line] == now.event_lines[line])
      ++line;
    const std::string before =
        line < was.event_lines.size() ? was.event_lines[line] : "(nothing more)";
    const std::string after =
        line < now.event_lines.size() ? now.event_lines[line] : "(nothing more)";
    return which + " changed. Was: " + before + " Now: " + after;
  }
  return "";
}

}  // namespace fray::game
