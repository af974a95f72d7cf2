#include <stdexcept>

#include <fray/game/command_registry.h>

#include "command_families.h"

namespace fray::game {

void CommandRegistry::add(std::unique_ptr<CommandHandler> handler) {
  std::string name(handler->name());
  if (handlers_.count(name)) throw std::logic_error("command '" + name + "' registered twice");
  handlers_.emplace(std::move(name), std::move(handler));
}

const CommandHandler* CommandRegistry::find(std::string_view name) const {
  const auto it = handlers_.find(name);
  return it == handlers_.end() ? nullptr : it->second.get();
}

std::vector<std::string> CommandRegistry::names() const {
  std::vector<std::string> out;
  for (const auto& entry : handlers_) out.push_back(entry.first);
  return out;
}

CommandRegistry classic_commands() {
  CommandRegistry registry;
  add_movement_commands(registry);
  add_shooting_commands(registry);
  add_melee_commands(registry);
  add_split_strike_command(registry);
  add_posture_commands(registry);
  add_sequence_commands(registry);
  add_referee_commands(registry);
  add_ai_commands(registry);
  add_oracle_command(registry);
  add_flee_command(registry);
  add_surrender_command(registry);
  add_structure_commands(registry);
  add_cargo_commands(registry);
  add_stealth_command(registry);
  add_magic_commands(registry);
  add_fire_commands(registry);
  add_spot_command(registry);
  add_prisoner_commands(registry);
  return registry;
}

}  // namespace fray::game
