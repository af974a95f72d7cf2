#include <filesystem>
#include <functional>
#include <ostream>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "bookmarks.h"
#include "subcommands.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;

struct ReplayOptions {
  fs::path file;
  fs::path data = FRAY_DATA_DIR;
  bool verify = false;
  std::optional<std::size_t> to;
  std::optional<std::size_t> bookmark_at;
  std::string bookmark_note;
  bool list_bookmarks = false;
};

// Parses [FILE] [--verify] [--to N] [--bookmark N NOTE] [--list-bookmarks] [--data DIR];
// returns an exit code on error.
std::optional<int> parse(const std::vector<std::string>& args, bool replay, ReplayOptions& o,
                         Console console) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      console.out
          << (replay ? "Usage: fray-cli replay GAME.fray [--verify] [--to N] [--data DIR]\n"
                       "       fray-cli replay GAME.fray --bookmark N NOTE | --list-bookmarks\n"
                       "Replays a saved battle, printing its events (up to command N);\n"
                       "--verify checks that every event is the same as when it was played;\n"
                       "--bookmark adds a note at command N to the save (rewritten in place);\n"
                       "--list-bookmarks prints the save's bookmarks.\n"
                     : "Usage: fray-cli check GAME.fray [--data DIR]\n"
                       "Checks that a saved battle can be opened, and which data files changed.\n");
      return 0;
    }
    if (a == "--verify" && replay)
      o.verify = true;
    else if (a == "--to" && replay && i + 1 < args.size()) {
      const auto n = parse_seed(args[++i]);
      if (!n) {
        console.err << "fray-cli: --to needs a command number\n";
        return 2;
      }
      o.to = static_cast<std::size_t>(*n);
    } else if (a == "--bookmark" && replay) {
      const auto n = i + 2 < args.size() ? parse_seed(args[++i]) : std::nullopt;
      if (!n) {
        console.err << "fray-cli: --bookmark needs a command number and a note\n";
        return 2;
      }
      o.bookmark_at = static_cast<std::size_t>(*n);
      o.bookmark_note = args[++i];
    } else if (a == "--list-bookmarks" && replay)
      o.list_bookmarks = true;
    else if (a == "--data" && i + 1 < args.size())
      o.data = args[++i];
    else if (!a.empty() && a[0] != '-' && o.file.empty())
      o.file = a;
    else {
      console.err << "fray-cli: unknown argument '" << a << "'\n";
      return 2;
    }
  }
  if (o.file.empty()) {
    console.err << "fray-cli: which saved game? Try '--help'.\n";
    return 2;
  }
  return std::nullopt;
}

void report_data_changes(const game::GameSetup& setup, const game::SavedGame& save,
                         Console console) {
  const std::vector<std::string> changed = game::changed_data_files(setup, save);
  for (const std::string& c : changed)
    console.out << "Data: " << c << " since the battle was saved.\n";
  if (changed.empty()) return;
  const std::string outcome = game::first_changed_outcome(setup, save);
  console.out << (outcome.empty() ? "No command's outcome changed.\n" : outcome + "\n");
}

int run_guarded(Console console, const std::function<int()>& work) {
  try {
    return work();
  } catch (const io::DataError& e) {
    console.err << "fray-cli: " << e.user_message() << "\n";  // names the file and the place
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << e.what() << "\n";
  }
  return 1;
}

}  // namespace

int run_replay(const std::vector<std::string>& args, Console console) {
  ReplayOptions o;
  if (auto code = parse(args, true, o, console)) return *code;
  return run_guarded(console, [&] {
    if (o.bookmark_at) return add_bookmark(o.file, *o.bookmark_at, o.bookmark_note, console);
    if (o.list_bookmarks) return list_bookmarks(o.file, console);
    const game::GameSetup setup = game::load_game_setup(o.data);
    const game::SavedGame save = game::load_save(o.file);
    if (o.verify) {
      const game::Verification v = game::verify_save(setup, save);
      console.out << (v.ok ? "Verified: " : "NOT verified: ") << v.detail << "\n";
      if (!v.ok) report_data_changes(setup, save, console);
      return v.ok ? 0 : 1;
    }
    game::Replay replay(setup, save);
    replay.seek(0);
    for (const game::Event& e : replay.game().log().events()) console.out << e.text << "\n";
    const std::size_t end = std::min(o.to.value_or(replay.size()), replay.size());
    while (replay.position() < end) {
      const std::size_t before = replay.game().log().events().size();
      replay.step_forward();
      const auto& events = replay.game().log().events();
      for (std::size_t i = before; i < events.size(); ++i) console.out << events[i].text << "\n";
    }
    console.out << "At command " << replay.position() << " of " << replay.size() << ".\n";
    return 0;
  });
}

int run_check(const std::vector<std::string>& args, Console console) {
  ReplayOptions o;
  if (auto code = parse(args, false, o, console)) return *code;
  return run_guarded(console, [&] {
    const game::GameSetup setup = game::load_game_setup(o.data);
    const game::SavedGame save = game::load_save(o.file);
    const game::Scenario scenario = game::parse_scenario(save.scenario, "scenario");
    console.out << o.file.filename().string() << ": a Fray saved game, format "
                << game::SavedGame::kFormatVersion
                << (save.migrated_from != game::SavedGame::kFormatVersion
                        ? " (migrated from " + std::to_string(save.migrated_from) + ")"
                        : "")
                << ", written by Fray " << save.program_version << ".\n"
                << "Scenario: " << scenario.title << "; seed " << save.seed << "; "
                << save.commands.size() << " commands, " << save.snapshots.size() << " snapshots, "
                << save.bookmarks.size() << " bookmarks.\n";
    report_data_changes(setup, save, console);
    console.out << "OK\n";
    return 0;
  });
}

}  // namespace fray::cli
