#pragma once
// Internal to fray_game: seed 004's generators as commands (draw_event, portal_react,
// generate_forces). Their tables are definitions, read from data/generators when the game
// setup is loaded and shared by the handlers; what changes is in BattleState::generators (saved as
// "seed004").

#include <memory>
#include <optional>

#include <fray/game/command/command.h>
#include <fray/game/generators/event_deck.h>
#include <fray/game/generators/force_tables.h>

namespace fray::game {

struct BattleGeneratorTables {
  std::optional<EventDeckDefinition> deck;  ///< generators/events.json, when present
  std::optional<ForceTables> forces;        ///< generators/forces.json, when present
};

std::unique_ptr<CommandHandler> make_draw_event_handler(
    std::shared_ptr<const BattleGeneratorTables> data);
std::unique_ptr<CommandHandler> make_portal_react_handler(
    std::shared_ptr<const BattleGeneratorTables> data);
std::unique_ptr<CommandHandler> make_generate_forces_handler(
    std::shared_ptr<const BattleGeneratorTables> data);

}  // namespace fray::game
