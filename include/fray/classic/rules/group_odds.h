#pragma once

#include <vector>

namespace fray::rules {

/// A member of a group of targets, as far as its death goes.
struct GroupMember {
  int life_die_sides = 1;  ///< 1: a single life point.
  int prior_wounds = 0;
};

/// What a shot at a group does once its hits are shared at random among the members, each hit
/// going to any member with equal chance (seed 000, "Ranged weapons (shooting): some
/// peculiarities"); deaths include the end-of-turn life test (wound_and_death_odds).
struct GroupShotOdds {
  double any_killed = 0;              ///< At least one member killed.
  double expected_killed = 0;         ///< Mean number of members killed.
  std::vector<double> member_killed;  ///< Per member: the chance it is killed.
};

/// The odds of a shot at `members` whose hits follow `hits` (index = hits, summing to 1, as
/// PoolOdds::hits). Throws std::invalid_argument for an empty group.
GroupShotOdds group_shot_odds(const std::vector<double>& hits,
                              const std::vector<GroupMember>& members);

}  // namespace fray::rules
