// seed 004, "Setting up a game": a deck of random event cards, one drawn each turn.
#include <utility>

#include <fray/game/generators/event_deck.h>

#include "generators/generator_json.h"

namespace fray::game {

using detail::JsonReader;
using detail::plain;
using detail::read_context;
using detail::ReadContext;

EventDeckDefinition parse_event_deck(const nlohmann::json& document, const std::string& file) {
  ReadContext context = read_context(file);
  const JsonReader root(document, "", context);
  root.allow_only({"format", "version", "source", "note", "reshuffle_when_empty", "cards"});
  if (root["format"].as_string() != "fray-event-deck") root["format"].fail("\"fray-event-deck\"");
  root["version"].as_int(1, 1);
  detail::source(root);
  EventDeckDefinition d;
  d.reshuffle_when_empty = plain(root["reshuffle_when_empty"]).as_bool();
  const JsonReader cards = root["cards"];
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const JsonReader c = cards[i];
    c.allow_only({"id", "kind", "count", "text", "source", "note"});
    detail::source(c);
    EventCard card{c["id"].as_string(), c["kind"].as_string(), c["text"].as_string()};
    if (card.kind != "blank" && card.kind != "weather" && card.kind != "reinforcements")
      c["kind"].fail("blank, weather or reinforcements");
    const int count = plain(c["count"]).as_int(0, 1000);
    for (int n = 0; n < count; ++n) d.cards.push_back(card);
  }
  return d;
}

EventDeckDefinition load_event_deck(const std::filesystem::path& path) {
  const std::string file = path.filename().string();
  return parse_event_deck(detail::read_json_file(path, file), file);
}

EventDeck::EventDeck(const EventDeckDefinition& definition, dice::DieSource& dice)
    : definition_(definition) {
  shuffle(dice);
}

void EventDeck::shuffle(dice::DieSource& dice) {
  order_.resize(definition_.cards.size());
  for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = i;
  for (std::size_t i = order_.size(); i > 1; --i) {
    const auto j = static_cast<std::size_t>(dice.roll(static_cast<int>(i)) - 1);
    std::swap(order_[i - 1], order_[j]);
  }
  next_ = 0;
}

EventCard EventDeck::draw(dice::DieSource& dice) {
  if (next_ == order_.size() && definition_.reshuffle_when_empty) shuffle(dice);
  if (next_ == order_.size()) return {"deck_empty", "blank", "The event deck is empty."};
  return definition_.cards[order_[next_++]];
}

}  // namespace fray::game
