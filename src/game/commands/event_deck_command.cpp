// draw_event: the card of the turn from the random events deck (seed 004, "Setting up a game").
// A referee command (the referee, or the driver at the start of each turn, sends it): it
// bypasses the turn sequence, rolls the shuffle with the game's dice and is logged, so it
// replays and undoes like any other command.
#include <filesystem>

#include <fray/game/state/battle_queries.h>

#include "commands/engine_commands.h"
#include "game_dice.h"
#include "generators/battle_generator_commands.h"

namespace fray::game {
namespace {

using nlohmann::json;

constexpr const char* kDeckRule = "seed 004, \"Setting up a game\"";

const EventCard* find_card(const EventDeckDefinition& deck, const std::string& id) {
  for (const EventCard& card : deck.cards)
    if (card.id == id) return &card;
  return nullptr;
}

class DrawEventHandler final : public CommandHandler {
 public:
  explicit DrawEventHandler(std::shared_ptr<const BattleGeneratorTables> data)
      : data_(std::move(data)) {}
  std::string_view name() const override { return "draw_event"; }

  std::optional<Refusal> parse(const json&, Action& a) const override {
    a = Action{};
    return {};
  }

  std::optional<Refusal> check(const CheckContext& c, const json&) const override {
    const EventDeckState& d = c.state.generators.deck;
    if (!d.enabled)
      return Refusal{RefusalCode::NotAllowed,
                     "This battle has no event deck (the scenario's rule option \"event_deck\")."};
    if (!data_->deck)
      return Refusal{RefusalCode::NotAllowed,
                     "The event cards (generators/events.json) are not "
                     "loaded."};
    if (d.drawn_turn == c.state.turn)
      return Refusal{RefusalCode::NotAllowed, "The card of turn " + std::to_string(c.state.turn) +
                                                  " is drawn already: one card a turn (" +
                                                  kDeckRule + ")."};
    for (const std::string& id : d.remaining)
      if (!find_card(*data_->deck, id))
        return Refusal{RefusalCode::NotAllowed,
                       "The deck holds card \"" + id + "\", which events.json no longer has."};
    return {};
  }

  void execute(ExecuteContext& c, const json&) const override {
    EventDeckState& d = c.state.generators.deck;
    const EventDeckDefinition& definition = *data_->deck;
    if (d.remaining.empty() && (!d.shuffled || definition.reshuffle_when_empty)) {
      GameDice dice(c.state, c.events);
      EventDeck deck(definition, dice);  // the library's shuffle; no die is rolled while dealing
      d.remaining.clear();
      while (deck.remaining() > 0) d.remaining.push_back(deck.draw(dice).id);
      d.shuffled = true;
      ++d.shuffles;
      emit(c.events, "event_deck_shuffled",
           {{"cards", d.remaining.size()}, {"shuffles", d.shuffles}, {"rule", kDeckRule}},
           "The event deck is shuffled (" + std::to_string(d.remaining.size()) + " cards).");
    }
    d.drawn_turn = c.state.turn;
    EventCard card{"deck_empty", "blank", "The event deck is empty."};
    if (!d.remaining.empty()) {
      card = *find_card(definition, d.remaining.front());
      d.remaining.erase(d.remaining.begin());
    }
    emit(c.events, "event_card_drawn",
         {{"card", card.id},
          {"kind", card.kind},
          {"text", card.text},
          {"turn", c.state.turn},
          {"remaining", d.remaining.size()},
          {"rule", kDeckRule}},
         "Event card of turn " + std::to_string(c.state.turn) + " (" + kDeckRule +
             "): " + (card.kind == "blank" ? std::string("blank.") : card.text));
  }

 private:
  std::shared_ptr<const BattleGeneratorTables> data_;
};

}  // namespace

std::unique_ptr<CommandHandler> make_draw_event_handler(
    std::shared_ptr<const BattleGeneratorTables> data) {
  return std::make_unique<DrawEventHandler>(std::move(data));
}

void add_battle_generator_commands(CommandRegistry& registry,
                                   const std::filesystem::path& data_dir) {
  auto data = std::make_shared<BattleGeneratorTables>();
  // A data folder without the generators (a trimmed test folder) leaves the commands refusing.
  const auto events = data_dir / "generators" / "events.json";
  const auto forces = data_dir / "generators" / "forces.json";
  if (std::filesystem::exists(events)) data->deck = load_event_deck(events);
  if (std::filesystem::exists(forces)) data->forces = load_force_tables(forces);
  registry.add(make_draw_event_handler(data));
  registry.add(make_portal_react_handler(data));
  registry.add(make_generate_forces_handler(data));
}

}  // namespace fray::game
