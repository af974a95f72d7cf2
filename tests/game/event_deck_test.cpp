#include <filesystem>
#include <map>

#include <gtest/gtest.h>

#include <fray/dice/random_engine.h>
#include <fray/game/generators/event_deck.h>

namespace fray::game {
namespace {

namespace fs = std::filesystem;

const EventDeckDefinition& deck() {
  static const EventDeckDefinition d =
      load_event_deck(fs::path(FRAY_DATA_DIR) / "generators" / "events.json");
  return d;
}

std::vector<std::string> deal(std::uint64_t seed, int turns) {
  dice::RandomEngine dice(seed);
  EventDeck d(deck(), dice);
  std::vector<std::string> out;
  for (int t = 0; t < turns; ++t) out.push_back(d.draw(dice).id);
  return out;
}

TEST(EventDeck, MostCardsAreBlankSomeWeatherOrReinforcements) {
  std::map<std::string, int> kinds;
  for (const EventCard& c : deck().cards) ++kinds[c.kind];
  EXPECT_GT(kinds["blank"], static_cast<int>(deck().cards.size()) / 2);
  EXPECT_GT(kinds["weather"], 0);
  EXPECT_GT(kinds["reinforcements"], 0);
}

TEST(EventDeck, DrawsAreDeterministicPerSeed) {
  EXPECT_EQ(deal(8, 30), deal(8, 30));
  EXPECT_NE(deal(8, 30), deal(9, 30));
}

TEST(EventDeck, OneDeckDealsEveryCardOnceThenIsShuffledAgain) {
  dice::RandomEngine dice(4);
  EventDeck d(deck(), dice);
  std::map<std::string, int> dealt, defined;
  for (const EventCard& c : deck().cards) ++defined[c.id];
  for (std::size_t i = 0; i < deck().cards.size(); ++i) ++dealt[d.draw(dice).id];
  EXPECT_EQ(dealt, defined);
  EXPECT_EQ(d.remaining(), 0u);
  d.draw(dice);
  EXPECT_EQ(d.remaining(), deck().cards.size() - 1);
}

TEST(EventDeck, ShuffleIsUniformOverManySeeds) {
  // Each card id reaches the top of the deck in proportion to its count.
  std::map<std::string, int> top, defined;
  for (const EventCard& c : deck().cards) ++defined[c.id];
  const int n = 20000;
  for (int seed = 0; seed < n; ++seed) {
    dice::RandomEngine dice(static_cast<std::uint64_t>(seed));
    ++top[EventDeck(deck(), dice).draw(dice).id];
  }
  const double size = static_cast<double>(deck().cards.size());
  for (const auto& [id, count] : defined)
    EXPECT_NEAR(top[id] / double(n), count / size, 0.012) << id;
}

}  // namespace
}  // namespace fray::game
