#include "commands/engine_commands.h"

namespace fray::game {

CommandRegistry engine_commands(const std::filesystem::path& data_dir) {
  CommandRegistry registry;
  add_sequence_commands(registry);
  add_referee_commands(registry);
  add_ai_commands(registry);
  add_oracle_command(registry);
  add_surrender_command(registry);
  add_structure_commands(registry);
  add_cargo_commands(registry);
  add_stealth_command(registry);
  add_attribute_test_command(registry);
  add_fire_commands(registry);
  add_spot_command(registry);
  add_prisoner_commands(registry);
  add_battle_generator_commands(registry, data_dir);
  return registry;
}

}  // namespace fray::game
