#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <fray/game/command/command.h>

namespace fray::game {

/// The commands a game understands, by name. Built per game setup and passed in: no global
/// table, so tests may build a registry with fewer or extra commands.
class CommandRegistry {
 public:
  CommandRegistry() = default;
  CommandRegistry(CommandRegistry&&) noexcept = default;
  CommandRegistry& operator=(CommandRegistry&&) noexcept = default;

  /// Adds a handler; throws std::logic_error when its name is already taken.
  void add(std::unique_ptr<CommandHandler> handler);
  const CommandHandler* find(std::string_view name) const;
  std::vector<std::string> names() const;

 private:
  std::map<std::string, std::unique_ptr<CommandHandler>, std::less<>> handlers_;
};

}  // namespace fray::game
