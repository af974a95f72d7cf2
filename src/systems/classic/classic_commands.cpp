#include "command_families.h"

namespace fray::game {

CommandRegistry classic_commands() {
  CommandRegistry registry;
  add_movement_commands(registry);
  add_shooting_commands(registry);
  add_melee_commands(registry);
  add_split_strike_command(registry);
  add_posture_commands(registry);
  add_flee_command(registry);
  add_magic_commands(registry);
  return registry;
}

}  // namespace fray::game
