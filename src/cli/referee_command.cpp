// fray-cli referee: one referee aid applied to a saved battle (the Referee dock's commands, from a
// terminal): fire (seed 004, "Fire"), spotting and stealth (seed 004, "Visibility"), prisoners
// (seed 004, "Prisoners"), the event deck and portals (seed 004), the oracle (seed 003, "II.
// WHAT HAPPENS NEXT"). The save is replayed to its end, the command is asked of the game's own
// check, and only when accepted is it appended and the save rewritten (temporary file, then
// rename); a refusal prints the game's reason and leaves the file as it was.
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <ostream>

#include <fray/game/record/replay.h>
#include <fray/game/record/saved_game.h>
#include <fray/io/data_error.h>
#include <fray/systems/load_game_setup.h>

#include "subcommands.h"

namespace fray::cli {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr const char* kUsage =
    "Usage: fray-cli referee GAME.fray AID [options] [--data DIR]\n"
    "Applies one referee command to a saved battle, prints its events and writes the save\n"
    "back; a refused command prints the game's reason and leaves the file untouched.\n"
    "Aids:\n"
    "  fire-start --at X,Y [--object small|large] [--radius CM] [--by ID]\n"
    "                        light a fire at X,Y cm (seed 004, \"Fire\")\n"
    "  fire-spread           every fire spreads 3\" or burns out; figures in it may burn\n"
    "  fire-out --fire ID [--by water|magic]   put a fire out (default water)\n"
    "  spot --observer ID --target ID [--ground G] [--cleverness N]\n"
    "                        does the observer see the target? G: open (default),\n"
    "                        terrain_edge, woods, building_outside, building_inside\n"
    "  stealth --figure ID [--cleverness N]   stealth test (a High Adventure figure tests\n"
    "                        its own Cleverness; others N, 1-6, default 3)\n"
    "  attribute --figure ID --attribute NAME [--helpers ID,ID...]\n"
    "                        attribute test: D6 not above bravery, strength, skill,\n"
    "                        cleverness or leadership, +1 a helping friend (three at most)\n"
    "  prisoners             guards and escapes of all prisoners (seed 004, \"Prisoners\")\n"
    "  release --figure ID [--escaped]        free a prisoner (or let it escape)\n"
    "  event                 draw this turn's event card\n"
    "  portals               portal counters react to the party\n"
    "  forces                roll the portals' arrival table\n"
    "  oracle --question TEXT [--kind what_next|yes_no|secret]\n";

// The aid's options, by name without the dashes; flags get "true".
using Options = std::map<std::string, std::string>;

struct UsageError {
  std::string message;
};

std::optional<int> whole(const std::string& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<double> number(const std::string& text) {
  try {
    std::size_t used = 0;
    const double value = std::stod(text, &used);
    if (used != text.size()) return std::nullopt;
    return value;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// Reads the options an aid allows; anything else is a usage error.
class Reader {
 public:
  Reader(std::string aid, Options options) : aid_(std::move(aid)), options_(std::move(options)) {}

  bool has(const std::string& name) const { return options_.count(name) > 0; }
  int id(const std::string& name) {
    const auto value = whole(required(name));
    if (!value) throw UsageError{"--" + name + " needs a whole number"};
    return *value;
  }
  std::string text(const std::string& name, std::string fallback = "") {
    used_.push_back(name);
    return has(name) ? options_.at(name) : fallback;
  }
  std::string required(const std::string& name) {
    if (!has(name)) throw UsageError{aid_ + " needs --" + name};
    return text(name);
  }
  // Every option given was read by the aid.
  void finish() const {
    for (const auto& [name, value] : options_)
      if (std::find(used_.begin(), used_.end(), name) == used_.end())
        throw UsageError{aid_ + " takes no --" + name};
  }

 private:
  std::string aid_;
  Options options_;
  std::vector<std::string> used_;
};

json fire_start(Reader& r) {
  const std::string at = r.required("at");
  const auto comma = at.find(',');
  const auto x = comma == std::string::npos ? std::nullopt : number(at.substr(0, comma));
  const auto y = comma == std::string::npos ? std::nullopt : number(at.substr(comma + 1));
  if (!x || !y) throw UsageError{"--at needs X,Y in cm, e.g. --at 60,40"};
  json payload = {{"at", {*x, *y}}};
  if (r.has("object")) {
    const std::string object = r.text("object");
    if (object != "small" && object != "large")
      throw UsageError{"--object is small or large (a building)"};
    payload["object"] = object + "_building";
  }
  if (r.has("radius")) {
    const auto radius = number(r.text("radius"));
    if (!radius) throw UsageError{"--radius needs a number of cm"};
    payload["radius_cm"] = *radius;
  }
  if (r.has("by")) payload["by"] = r.id("by");
  return payload;
}

json spot(Reader& r) {
  json payload = {{"observer", r.id("observer")}, {"target", r.id("target")}};
  // Without --ground the game reads the ground under the target from the map.
  if (r.has("ground")) payload["ground"] = r.text("ground");
  if (r.has("cleverness")) payload["cleverness"] = r.id("cleverness");
  return payload;
}

// "2,3": the helpers' ids; throws UsageError.
json helper_ids(const std::string& text) {
  json out = json::array();
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const auto id = whole(text.substr(start, comma - start));
    if (!id) throw UsageError{"--helpers needs figure ids separated by commas, as 2,3"};
    out.push_back(*id);
    start = comma + 1;
  }
  return out;
}

// The game command an aid stands for; throws UsageError.
game::Command command_for(const std::string& aid, const Options& options) {
  Reader r(aid, options);
  game::Command command;
  if (aid == "fire-start") {
    command = {"start_fire", fire_start(r)};
  } else if (aid == "fire-spread") {
    command = {"spread_fire", json::object()};
  } else if (aid == "fire-out") {
    command = {"extinguish_fire", {{"fire", r.id("fire")}, {"by", r.text("by", "water")}}};
  } else if (aid == "spot") {
    command = {"spot", spot(r)};
  } else if (aid == "stealth") {
    const int figure = r.id("figure");
    const auto cleverness = whole(r.text("cleverness", "3"));
    if (!cleverness) throw UsageError{"--cleverness needs a whole number"};
    command = {"stealth_test", {{"figure", figure}, {"cleverness", *cleverness}}};
  } else if (aid == "attribute") {
    command = {"attribute_test",
               {{"figure", r.id("figure")}, {"attribute", r.required("attribute")}}};
    if (r.has("helpers")) command.payload["helpers"] = helper_ids(r.text("helpers"));
  } else if (aid == "prisoners") {
    command = {"check_prisoners", json::object()};
  } else if (aid == "release") {
    command = {"release_prisoner", {{"figure", r.id("figure")}}};
    if (r.has("escaped")) command.payload["escaped"] = r.text("escaped") == "true";
  } else if (aid == "event") {
    command = {"draw_event", json::object()};
  } else if (aid == "portals") {
    command = {"portal_react", json::object()};
  } else if (aid == "forces") {
    command = {"generate_forces", json::object()};
  } else if (aid == "oracle") {
    command = {"oracle",
               {{"question", r.required("question")}, {"kind", r.text("kind", "what_next")}}};
  } else {
    throw UsageError{"unknown aid '" + aid + "'"};
  }
  r.finish();
  return command;
}

bool is_flag(const std::string& name) { return name == "escaped"; }

struct Arguments {
  fs::path file;
  fs::path data = FRAY_DATA_DIR;
  std::string aid;
  Options options;
};

// GAME.fray AID [--name value | --flag]... [--data DIR]; throws UsageError.
Arguments parse(const std::vector<std::string>& args) {
  Arguments a;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.rfind("--", 0) == 0) {
      const std::string name = arg.substr(2);
      if (is_flag(name)) {
        a.options[name] = "true";
        continue;
      }
      if (i + 1 >= args.size()) throw UsageError{arg + " needs a value"};
      if (name == "data")
        a.data = args[++i];
      else
        a.options[name] = args[++i];
    } else if (a.file.empty()) {
      a.file = arg;
    } else if (a.aid.empty()) {
      a.aid = arg;
    } else {
      throw UsageError{"unknown argument '" + arg + "'"};
    }
  }
  if (a.file.empty() || a.aid.empty()) throw UsageError{"which saved game, and which aid?"};
  return a;
}

int apply(const Arguments& a, const game::Command& command, Console console) {
  const game::GameSetup setup = game::load_game_setup(a.data);
  game::SavedGame save = game::load_save(a.file);
  game::Replay replay(setup, save);
  replay.seek(replay.size());
  game::Game game = replay.game();
  const game::Outcome outcome = game.submit(command);
  if (!outcome.accepted()) {
    console.err << "Refused: " << outcome.refusal->message << "\n";
    return 1;
  }
  for (const game::Event& e : outcome.events)
    if (!e.text.empty()) console.out << e.text << "\n";
  save.commands.push_back(game.records().back());
  save.event_hash = game.log().hash();
  game::write_save(save, a.file);  // temporary file, then rename
  console.out << "Saved " << a.file.filename().string() << ": command " << save.commands.size()
              << " (" << command.name << ").\n";
  return 0;
}

}  // namespace

int run_referee(const std::vector<std::string>& args, Console console) {
  for (const std::string& a : args)
    if (a == "--help" || a == "-h") {
      console.out << kUsage;
      return 0;
    }
  Arguments arguments;
  game::Command command;
  try {
    arguments = parse(args);
    command = command_for(arguments.aid, arguments.options);
  } catch (const UsageError& e) {
    console.err << "fray-cli: " << e.message << ". Try 'fray-cli referee --help'.\n";
    return 2;
  }
  try {
    return apply(arguments, command, console);
  } catch (const io::DataError& e) {
    console.err << "fray-cli: " << e.user_message() << "\n";
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << e.what() << "\n";
  }
  return 1;
}

}  // namespace fray::cli
