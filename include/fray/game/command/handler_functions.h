#pragma once
// Commands made of plain functions, as the engine and the rule systems register most of theirs.

#include <nlohmann/json.hpp>

#include <fray/game/command/action.h>
#include <fray/game/command/command.h>
#include <fray/game/command/command_registry.h>
#include <fray/game/command/payload.h>
#include <fray/game/command/preview.h>

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
