#include <sstream>
#include <stdexcept>
#include <string>

#include <boost/random/seed_seq.hpp>
#include <boost/random/uniform_int_distribution.hpp>

#include <fray/dice/random_engine.h>

namespace fray::dice {

namespace {

void seed_engine(boost::random::mt19937& engine, std::uint64_t seed) {
  if (seed <= 0xFFFFFFFFull) {
    engine.seed(static_cast<std::uint32_t>(seed));
    return;
  }
  boost::random::seed_seq sequence{static_cast<std::uint32_t>(seed & 0xFFFFFFFFull),
                                   static_cast<std::uint32_t>(seed >> 32)};
  engine.seed(sequence);
}

}  // namespace

RandomEngine::RandomEngine(std::uint64_t seed) : seed_(seed) { seed_engine(engine_, seed); }

int RandomEngine::roll(int sides) {
  if (sides < 1) {
    throw std::invalid_argument("RandomEngine::roll: a die needs at least 1 side, got " +
                                std::to_string(sides));
  }
  // Built per call: Boost's integer distribution keeps no state between draws.
  boost::random::uniform_int_distribution<int> die(1, sides);
  return die(engine_);
}

std::string RandomEngine::save_state() const {
  std::ostringstream out;
  out << engine_;
  return out.str();
}

void RandomEngine::load_state(std::string_view state) {
  // The trailing blank lets the engine's reader stop on whitespace rather than run into the end
  // of the text, which it reports as a failure.
  std::istringstream in{std::string(state) + " "};
  boost::random::mt19937 restored;
  in >> restored;
  // A state is exactly the 624 words: anything missing or left over is not one of ours.
  std::string rest;
  if (in.fail() || (in >> rest)) {
    throw std::invalid_argument("RandomEngine::load_state: not a saved engine state");
  }
  engine_ = restored;
}

}  // namespace fray::dice
