#pragma once
// Internal to the d20 system: a multi-figure unit moving as one (seed 003, "Movement"): one
// figure moves, the others of its unit are placed touching it (or touching a figure touching
// it), none farther into the battlefield than it. Shared by move_commands.cpp and its preview.

#include <optional>
#include <string>
#include <vector>

#include "d20_battle.h"

namespace fray::d20 {

/// A figure of the unit placed beside the one moved, and the dangerous ground it is set on.
struct Follower {
  int figure = 0;
  map::Point to;
  std::optional<std::string> dangerous;
};

/// Reads the move's "unit" (a list of {"figure", "to": [x, y]}) and checks each placement
/// against the end point `leader_end` of `mover`: the `leader` commanded, or the mount it rides.
Check reckon_followers(const CheckContext& c, const nlohmann::json& p, const Figure& leader,
                       const Figure& mover, map::Point leader_end, double end_facing,
                       std::vector<Follower>& out);
/// A figure's own move in a round its unit has moved it as one is refused.
Check refuse_if_moved_with_unit(const BattleState& state, const Figure& f);
/// Places the checked followers (their move spent this round) and rolls for the dangerous
/// ground they are set on.
void place_followers(ExecuteContext& c, const Figure& leader, const Figure& mover,
                     const std::vector<Follower>& followers);

}  // namespace fray::d20
