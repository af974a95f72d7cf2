#pragma once

#include <span>
#include <vector>

#include <fray/classic/rules/natural_roll.h>

namespace fray::rules {

/// `count` identical dice of a pool.
struct PoolGroup {
  int count = 1;
  PoolDie die;
};

/// The exact outcome distribution of a pool against one target.
struct PoolOdds {
  std::vector<double> hits;       ///< Index = number of hits; sums to 1.
  double recoil_without_hit = 0;  ///< No hit, some recoil.
  double miss = 0;                ///< No hit, no recoil.
  double friend_hit = 0;          ///< At least one friend hit (friendly_fire rule only).

  /// Chance of at least one hit.
  double any_hit() const;
  /// Mean number of hits.
  double expected_hits() const;
};

/// Exact distribution of resolve_pool() on these dice, over unbounded maximum chains.
///
/// Identical groups are merged. One kind of die costs O(k^2) for k dice: the number of maximums
/// is binomial, the other dice are binomial given it, and the maximums' values are fixed by their
/// count (plus the chain of a lone maximum). Several kinds enumerate the maximum count of each
/// kind: O(prod(k_g + 1) * k) with the best bonus assignment for each. Throws
/// std::invalid_argument for a negative count or a die with fewer than 2 sides.
PoolOdds pool_odds(std::span<const PoolGroup> groups, const PoolRules& rules);

}  // namespace fray::rules
