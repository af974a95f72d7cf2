#pragma once

#include <filesystem>
#include <memory>

#include <gtest/gtest.h>

#include <fray/game/game.h>
#include <fray/game/record/state_json.h>
#include <fray/game/setup/game_setup.h>
#include <fray/game/setup/scenario.h>
#include <fray/systems/load_game_setup.h>

namespace fray::game::test {

/// The definitions, loaded once per test program (loading them is the slow part).
inline const GameSetup& setup() {
  static const GameSetup loaded = load_game_setup(FRAY_DATA_DIR);
  return loaded;
}

inline const Scenario& demo_scenario() {
  static const Scenario scenario =
      load_scenario(std::filesystem::path(FRAY_DATA_DIR) / "scenarios" / "skirmish-demo.json");
  return scenario;
}

/// A two-figure scenario: figure 1 (side "a") and figure 2 (side "b") as given.
inline Scenario duel(nlohmann::json a, nlohmann::json b, std::string turn = "classic") {
  a["id"] = 1, a["side"] = "a";
  b["id"] = 2, b["side"] = "b";
  nlohmann::json doc = {
      {"format", "fray-scenario"},
      {"version", 1},
      {"title", "duel"},
      {"rule_system", "classic"},
      {"turn_structure", turn},
      {"table", {{"width_cm", 120}, {"depth_cm", 80}}},
      {"sides", {{{"id", "a"}, {"name", "Side A"}}, {{"id", "b"}, {"name", "Side B"}}}},
      {"figures", {a, b}}};
  return parse_scenario(doc, "duel.json");
}

inline nlohmann::json human(double x, double y, nlohmann::json extra = nlohmann::json::object()) {
  nlohmann::json f = {{"name", "Human"}, {"species", "human"},      {"class", 3},
                      {"armour", 3},     {"melee_weapon", "sword"}, {"position", {x, y}}};
  f.update(extra);
  return f;
}

/// The first event of `type` among a command's events, or nullptr.
inline const Event* find_event(const Outcome& o, const std::string& type) {
  for (const Event& e : o.events)
    if (e.type == type) return &e;
  return nullptr;
}

inline std::string dump(const Game& game) { return state_to_json(game.state()).dump(); }

/// Ends phases, whoever is to act, until the battle is in phase `phase` of its turn structure
/// (the sequencer skips phases in which nobody can act). False when it never gets there.
inline bool end_phases_until(Game& game, std::size_t phase) {
  for (int n = 0; n < 12 && game.state().phase != phase; ++n)
    if (!game.submit({"end_phase", {{"side", game.state().active_side}}}).accepted()) return false;
  return game.state().phase == phase;
}

}  // namespace fray::game::test

#include <fray/classic/simple_policy.h>

namespace fray::game::test {

/// Plays with the simple policy until the battle ends, `max_turns` pass or `max_commands` are
/// accepted. Fails the test on a refused policy command (the policy checks before it submits).
inline void play(Game& game, int max_turns = 20, std::size_t max_commands = 5000) {
  for (std::size_t n = 0; n < max_commands && game.state().turn <= max_turns; ++n) {
    const std::optional<Command> command = simple_policy(game);
    if (!command) return;
    const Outcome outcome = game.submit(*command);
    if (!outcome.accepted()) {
      ADD_FAILURE() << command->name << " " << command->payload.dump() << ": "
                    << outcome.refusal->message;
      return;
    }
  }
}

}  // namespace fray::game::test
