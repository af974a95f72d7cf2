#pragma once
// Internal to the classic system: its command families (one .cpp per family).

#include <fray/classic/movement_allowance.h>
#include <fray/game/command/command_registry.h>
#include <fray/game/command/handler_functions.h>

namespace fray::game {

void add_movement_commands(CommandRegistry& registry);     // move, face, charge
void add_shooting_commands(CommandRegistry& registry);     // shoot
void add_melee_commands(CommandRegistry& registry);        // strike, recoil
void add_split_strike_command(CommandRegistry& registry);  // split_strike (H2)
// hide, crouch, stand, shield_wall, wait, ready_weapon
void add_posture_commands(CommandRegistry& registry);
void add_flee_command(CommandRegistry& registry);    // flee (seed 004, "Orders")
void add_magic_commands(CommandRegistry& registry);  // cast (seed 004 magic)

/// The classic system's commands.
CommandRegistry classic_commands();

}  // namespace fray::game
