#include "battle_situation.h"

#include <ostream>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/game.h>
#include <fray/game/setup/scenario.h>
#include <fray/io/data_error.h>
#include <fray/io/data_refusal.h>
#include <fray/io/json_reader.h>
#include <fray/io/json_text.h>
#include <fray/systems/load_game_setup.h>

#include "preview_text.h"

namespace fray::cli {
namespace {

using nlohmann::json;

struct BattleSituation {
  std::string title;
  game::Scenario scenario;
  std::vector<game::Command> before;
  game::Command command;
};

game::Command read_command(const io::JsonReader& at) {
  at.allow_only({"name", "payload"});
  game::Command out{at["name"].as_string(), json::object()};
  if (const auto payload = at.find("payload")) {
    if (!payload->json().is_object()) payload->fail("an object (the command's payload)");
    out.payload = payload->json();
  }
  return out;
}

// An inline scenario's errors are this file's, under /scenario; a scenario file's stay its own.
[[noreturn]] void rethrow_under_scenario(const io::DataError& e,
                                         const std::filesystem::path& path) {
  if (e.file() != path.string()) throw e;
  const std::string at = "/scenario" + (e.is_json_pointer() ? e.location() : "");
  throw io::DataError(
      e.file(), at, e.expected(), e.found(),
      e.file() + " at " + at + ": expected " + e.expected() + ", found " + e.found() + ".");
}

BattleSituation load(const std::filesystem::path& path) {
  io::ReadContext context;
  context.file = path.string();
  context.kind = "The situation";
  context.raise = io::raise_as<io::DataError>;
  const json document = io::read_json_file(path, context);
  const io::JsonReader root(document, "", context);
  root.allow_only(
      {"format", "version", "title", "source", "note", "scenario", "before", "command"});
  if (root["format"].as_string() != "fray-battle-situation")
    root["format"].fail("\"fray-battle-situation\"");
  if (root["version"].as_int(1, 1000) != 1) root["version"].fail("version 1");
  BattleSituation out;
  out.title = root["title"].as_string();
  const io::JsonReader scenario = root["scenario"];
  if (scenario.json().is_string()) {
    out.scenario = game::load_scenario(path.parent_path() / scenario.as_string());
  } else {
    if (!scenario.json().is_object()) scenario.fail("a scenario file's path or a scenario object");
    try {
      out.scenario = game::parse_scenario(scenario.json(), path.string(), path.parent_path());
    } catch (const io::DataError& e) {
      rethrow_under_scenario(e, path);
    }
  }
  if (const auto before = root.find("before"))
    for (const io::JsonReader& c : before->items()) out.before.push_back(read_command(c));
  out.command = read_command(root["command"]);
  return out;
}

// The battle as the situation sets it: the commands before, then the side of the command's
// figure brought to act (its opponents end their phase).
game::Game prepare(const game::GameSetup& setup, const BattleSituation& s,
                   const std::filesystem::path& path, std::uint64_t seed) {
  std::optional<game::Game> made;
  try {
    made.emplace(game::Game::from_scenario(setup, s.scenario, seed));
  } catch (const io::DataError& e) {
    rethrow_under_scenario(e, path);  // the rule system's checks of an inline scenario
  }
  game::Game& game = *made;
  for (std::size_t i = 0; i < s.before.size(); ++i) {
    const game::Outcome o = game.submit(s.before[i]);
    if (!o.accepted())
      io::refuse_data(path.string(), "/before/" + std::to_string(i), "a command the battle accepts",
                      o.refusal->message);
  }
  const auto figure = s.command.payload.find("figure");
  if (figure == s.command.payload.end() || !figure->is_number_integer()) return std::move(game);
  const game::Figure* actor = game.state().find(figure->get<int>());
  if (!actor) return std::move(game);
  // Only within the round: ending it would roll its end-of-round steps, which nobody asked for.
  const int round = game.state().turn;
  for (int n = 0; n < 8 && game.state().active_side != actor->side && !game.state().finished; ++n)
    if (!game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted() ||
        game.state().turn != round)
      io::refuse_data(path.string(), "/command/payload/figure",
                      "a figure whose side can act in the battle's first round",
                      "#" + std::to_string(actor->id));
  return std::move(game);
}

}  // namespace

bool is_battle_situation(const std::filesystem::path& file) {
  const std::optional<std::string> text = io::read_text_file(file);
  if (!text) return false;
  const auto parsed = io::parse_json_text(*text);
  const json* document = std::get_if<json>(&parsed);
  if (!document || !document->is_object()) return false;
  const auto format = document->find("format");
  return format != document->end() && format->is_string() && *format == "fray-battle-situation";
}

int run_battle_situation(const std::filesystem::path& file, const std::filesystem::path& data_dir,
                         bool as_json, std::optional<std::uint64_t> seed, Console console) {
  try {
    const game::GameSetup setup = game::load_game_setup(data_dir);
    const BattleSituation situation = load(file);
    game::Game game = prepare(setup, situation, file, seed.value_or(1));
    if (!seed) {
      const game::Preview preview = game.preview(situation.command);
      if (as_json) {
        json out = preview_json(situation.command, preview);
        out["title"] = situation.title;
        out["rule_system"] = situation.scenario.rule_system;
        console.out << out.dump(2) << "\n";
      } else {
        console.out << situation.title << " (" << situation.scenario.rule_system << " rules)\n"
                    << "Exact odds of " << situation.command.name << " "
                    << situation.command.payload.dump() << ":\n";
        print_preview(console.out, game, preview);
      }
      return preview.accepted() ? 0 : 1;
    }
    const game::Outcome outcome = game.submit(situation.command);
    if (as_json) {
      json events = json::array();
      for (const game::Event& e : outcome.events)
        events.push_back({{"type", e.type}, {"data", e.data.json()}, {"text", e.text}});
      json out{{"title", situation.title},
               {"seed", *seed},
               {"command", situation.command.name},
               {"payload", situation.command.payload}};
      if (outcome.refusal)
        out["refused"] = outcome.refusal->message;
      else
        out["roll"] = std::move(events);
      console.out << out.dump(2) << "\n";
    } else {
      console.out << situation.title << " (" << situation.scenario.rule_system << " rules)\n"
                  << "Dice (seed " << *seed << "):\n";
      if (outcome.refusal) console.out << "Refused: " << outcome.refusal->message << "\n";
      for (const game::Event& e : outcome.events) console.out << "  " << e.text << "\n";
    }
    return outcome.accepted() ? 0 : 1;
  } catch (const io::LocatedError& e) {
    console.err << "fray-cli: " << e.user_message() << "\n";
  } catch (const std::exception& e) {
    console.err << "fray-cli: " << file.string() << ": " << e.what() << "\n";
  }
  return 1;
}

}  // namespace fray::cli
