#pragma once
// Internal to fray_game: each command family registers its handlers (one .cpp per family).

#include <filesystem>

#include <fray/game/command_registry.h>
#include <fray/game/movement_allowance.h>

namespace fray::game {

void add_movement_commands(CommandRegistry& registry);     // move, face, charge
void add_shooting_commands(CommandRegistry& registry);     // shoot
void add_melee_commands(CommandRegistry& registry);        // strike, recoil
void add_split_strike_command(CommandRegistry& registry);  // split_strike (H2)
// hide, crouch, stand, shield_wall, wait, ready_weapon
void add_posture_commands(CommandRegistry& registry);
void add_sequence_commands(CommandRegistry& registry);  // end_activation, end_phase
void add_referee_commands(CommandRegistry& registry);   // place, remove, edit, set_die, ...
void add_ai_commands(CommandRegistry& registry);        // ai_roll, ai_note
void add_oracle_command(CommandRegistry& registry);     // oracle (seed 003, II)
// draw_event, portal_react, generate_forces (seed 004), with their tables from data_dir
void add_battle_generator_commands(CommandRegistry& registry,
                                   const std::filesystem::path& data_dir);
void add_flee_command(CommandRegistry& registry);       // flee (seed 004, "Orders")
void add_surrender_command(CommandRegistry& registry);  // surrender (seed 004, "Prisoners")

// Scenario actions (seed 003, "GENERIC SCENARIOS").
void add_structure_commands(CommandRegistry& registry);  // attack_structure
void add_cargo_commands(CommandRegistry& registry);      // pick_up, drop
void add_stealth_command(CommandRegistry& registry);     // stealth_test (seed 004)
void add_magic_commands(CommandRegistry& registry);      // cast (seed 004 magic)
// Referee tools of seed 004: start_fire, spread_fire, extinguish_fire ("Fire"); spot
// ("Visibility"); release_prisoner, check_prisoners ("Prisoners").
void add_fire_commands(CommandRegistry& registry);
void add_spot_command(CommandRegistry& registry);
void add_prisoner_commands(CommandRegistry& registry);

}  // namespace fray::game

#include "payload.h"

namespace fray::game {

/// A command handler made of three plain functions: most commands need no state of their own.
struct HandlerFunctions {
  const char* name;
  Check (*parse)(const nlohmann::json& payload, Action& action);
  Check (*check)(const CheckContext& context, const nlohmann::json& payload);
  void (*execute)(ExecuteContext& context, const nlohmann::json& payload);
  /// The chances of the checked command (null: it rolls no die a preview weighs).
  void (*preview)(const CheckContext& context, const nlohmann::json& payload,
                  Preview& preview) = nullptr;
};

void add_handler(CommandRegistry& registry, const HandlerFunctions& functions);

/// Parses {"figure": id} into an action of `kind` by that figure.
Check parse_figure_action(const nlohmann::json& payload, const char* command, ActionKind kind,
                          Action& action);

}  // namespace fray::game
