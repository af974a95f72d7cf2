#pragma once
// Internal to fray_game: the engine's own commands, which every rule system's battles understand
// (one .cpp per family). GameSetup::commands holds them.

#include <filesystem>

#include <fray/game/command/command_registry.h>
#include <fray/game/command/handler_functions.h>

namespace fray::game {

void add_sequence_commands(CommandRegistry& registry);  // end_activation, end_phase
void add_referee_commands(CommandRegistry& registry);   // place, remove, edit, set_die, ...
void add_ai_commands(CommandRegistry& registry);        // ai_roll, ai_note
void add_oracle_command(CommandRegistry& registry);     // oracle (seed 003, II)
// draw_event, portal_react, generate_forces (seed 004), with their tables from data_dir
void add_battle_generator_commands(CommandRegistry& registry,
                                   const std::filesystem::path& data_dir);
void add_surrender_command(CommandRegistry& registry);  // surrender (seed 004, "Prisoners")

// Scenario actions (seed 003, "GENERIC SCENARIOS").
void add_structure_commands(CommandRegistry& registry);      // attack_structure
void add_cargo_commands(CommandRegistry& registry);          // pick_up, drop
void add_stealth_command(CommandRegistry& registry);         // stealth_test (seed 004)
void add_attribute_test_command(CommandRegistry& registry);  // attribute_test (seed 004)
// Referee tools of seed 004: start_fire, spread_fire, extinguish_fire ("Fire"); spot
// ("Visibility"); release_prisoner, check_prisoners ("Prisoners").
void add_fire_commands(CommandRegistry& registry);
void add_spot_command(CommandRegistry& registry);
void add_prisoner_commands(CommandRegistry& registry);

/// Every command above, in one registry.
CommandRegistry engine_commands(const std::filesystem::path& data_dir);

}  // namespace fray::game
