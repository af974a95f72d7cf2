#pragma once
// Helpers of the High Adventure magic tests: a magic user, and the turn's steps to its casting.

#include <string>
#include <vector>

#include "adventure_fixture.h"

namespace fray::high_adventure::test {

// A human magic user of side a at (50, 10) facing south, with `points` and `abilities`.
inline nlohmann::json wizard(int id, std::vector<std::string> abilities, int points = 6,
                             double x = 50, double y = 10, const std::string& side = "a") {
  return figure(id, side, x, y,
                {{"name", "Wizard " + std::to_string(id)},
                 {"magic", {{"power_points", points}, {"abilities", abilities}}}});
}

// Ends phases until the battle is in the magic phase with side a to act.
inline void to_magic(game::Game& g) {
  to_phase(g, "magic");
  if (g.state().active_side != 0) must(g, "end_phase", {{"side", g.state().active_side}});
}

// Ends phases until turn `turn` has ended (at once when it has: a casting that leaves nobody
// to act ends the turn by itself).
inline void end_turn(game::Game& g, int turn) {
  for (int guard = 0; guard < 20 && g.state().turn <= turn; ++guard)
    must(g, "end_phase", {{"side", g.state().active_side}});
  ASSERT_EQ(g.state().turn, turn + 1);
}

// Ends phases until the next turn begins.
inline void next_turn(game::Game& g) { end_turn(g, g.state().turn); }

inline nlohmann::json casting(const game::Outcome& out) {
  const game::Event* e = event_of(out, "high_adventure_casting");
  return e ? e->data.json() : nlohmann::json();
}

inline std::string refusal(const game::Game& g, const std::string& command,
                           nlohmann::json payload) {
  const auto r = g.check({command, std::move(payload)});
  return r ? r->message : "";
}

}  // namespace fray::high_adventure::test
