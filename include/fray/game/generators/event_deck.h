#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/dice/die_source.h>

namespace fray::game {

/// One card of the random events deck (seed 004, "Setting up a game").
struct EventCard {
  std::string id;    ///< e.g. "rain"
  std::string kind;  ///< "blank", "weather" or "reinforcements"
  std::string text;  ///< what the referee reads out
};

/// The deck as data/generators/events.json defines it: every card as many times as its count.
struct EventDeckDefinition {
  std::vector<EventCard> cards;
  bool reshuffle_when_empty = true;
};

EventDeckDefinition parse_event_deck(const nlohmann::json& document, const std::string& file);
EventDeckDefinition load_event_deck(const std::filesystem::path& path);

/// A shuffled deck, one card drawn at the start of each turn. Shuffled with the game's dice (a
/// Fisher-Yates shuffle of d(n) rolls), so a seed always deals the same cards.
class EventDeck {
 public:
  /// Shuffles the definition's cards with `dice`.
  EventDeck(const EventDeckDefinition& definition, dice::DieSource& dice);

  /// The next card. When the deck is empty it is shuffled again with `dice` when the definition
  /// says so; otherwise (or for a deck with no cards) a blank card "deck_empty" is returned.
  EventCard draw(dice::DieSource& dice);

  /// Cards left before the next shuffle.
  std::size_t remaining() const { return order_.size() - next_; }

 private:
  void shuffle(dice::DieSource& dice);

  EventDeckDefinition definition_;
  std::vector<std::size_t> order_;
  std::size_t next_ = 0;
};

}  // namespace fray::game
