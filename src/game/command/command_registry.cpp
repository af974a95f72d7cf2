#include <stdexcept>

#include <fray/game/command/command_registry.h>

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

}  // namespace fray::game
