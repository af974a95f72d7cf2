#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <boost/random/mersenne_twister.hpp>

#include <fray/dice/die_source.h>

namespace fray::dice {

/// The game's dice: one Mersenne Twister, seeded once and saved with the game.
///
/// Boost's engine and distribution are used rather than the standard library's because Boost
/// specifies the algorithm of uniform_int_distribution, so a seed gives the same rolls on every
/// compiler and platform, which replays and saved games rely on.
class RandomEngine final : public DieSource {
 public:
  /// Seeds the engine. A seed below 2^32 seeds mt19937 directly (so seed 5489 is the classic
  /// default stream); a larger seed goes through a seed sequence of its two 32-bit halves.
  explicit RandomEngine(std::uint64_t seed);

  /// Uniform face in 1..sides. Throws std::invalid_argument if sides < 1.
  int roll(int sides) override;

  /// The engine's full state as text; load_state() of it continues the exact same stream.
  std::string save_state() const;

  /// Restores a state written by save_state(). Throws std::invalid_argument on malformed text
  /// and leaves the engine unchanged then.
  void load_state(std::string_view state);

  /// The seed this engine was built with (informative: the state is what a save needs).
  std::uint64_t seed() const { return seed_; }

 private:
  std::uint64_t seed_;
  boost::random::mt19937 engine_;
};

}  // namespace fray::dice
