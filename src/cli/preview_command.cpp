// fray-cli odds GAME.fray --command NAME --payload JSON: the rule system's preview of a command in
// a saved battle, where it stands at the end of its log. The window's odds and the AIs read the
// same preview (Game::preview).
#include <ostream>

#include <fray/game/game.h>
#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/game/state/figure_label.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "preview_text.h"
#include "subcommands.h"

namespace fray::cli {
namespace {

using nlohmann::json;

constexpr const char* kUsage =
    "Usage: fray-cli odds GAME.fray --command NAME [--payload JSON] [--json] [--data DIR]\n"
    "Previews the command where the saved battle stands: the refusal, or the exact chances of\n"
    "each outcome and the reckoning with the rule behind each number. Nothing is changed.\n"
    "Example: fray-cli odds raid.fray --command shoot --payload '{\"figure\":3,\"target\":12}'\n";

struct PreviewArgs {
  std::filesystem::path file;
  std::filesystem::path data = FRAY_DATA_DIR;
  game::Command command;
  bool json = false;
};

std::optional<std::string> parse_args(const std::vector<std::string>& args, PreviewArgs& out) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--json") {
      out.json = true;
    } else if (a == "--command" || a == "--payload" || a == "--data") {
      if (i + 1 >= args.size()) return a + " needs a value";
      const std::string& value = args[++i];
      if (a == "--command") {
        out.command.name = value;
      } else if (a == "--data") {
        out.data = value;
      } else {
        try {
          out.command.payload = json::parse(value);
        } catch (const json::parse_error& e) {
          return "--payload is not JSON (byte " + std::to_string(e.byte) +
                 "): expected an object such as {\"figure\":3,\"target\":12}";
        }
        if (!out.command.payload.is_object())
          return "--payload must be a JSON object such as {\"figure\":3,\"target\":12}";
      }
    } else if (!a.empty() && a[0] == '-') {
      return "unknown option '" + a + "'";
    } else if (out.file.empty()) {
      out.file = a;
    } else {
      return "one saved game at a time ('" + a + "' is extra)";
    }
  }
  if (out.file.empty()) return "which saved game?";
  if (out.command.name.empty()) return "which command? (--command NAME)";
  return std::nullopt;
}

}  // namespace

int run_preview(const std::vector<std::string>& args, Console console) {
  for (const std::string& a : args)
    if (a == "--help" || a == "-h") {
      console.out << kUsage;
      return 0;
    }
  PreviewArgs parsed;
  if (auto error = parse_args(args, parsed)) {
    console.err << "fray-cli: " << *error << "\n" << kUsage;
    return 2;
  }
  try {
    const game::GameSetup setup = game::load_game_setup(parsed.data);
    const game::SavedGame save = game::load_save(parsed.file);
    game::Replay replay(setup, save);
    replay.seek(replay.size());
    const game::Game& game = replay.game();
    const game::Preview preview = game.preview(parsed.command);
    if (parsed.json)
      console.out << preview_json(parsed.command, preview).dump(2) << "\n";
    else
      print_preview(console.out, game, preview);
    return preview.accepted() ? 0 : 1;
  } catch (const io::DataError& e) {
    console.err << "fray-cli: " << e.user_message() << "\n";
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << parsed.file.string() << ": " << e.what() << "\n";
  }
  return 1;
}

}  // namespace fray::cli
