#pragma once
// The optional rules a scenario may switch with "rule_options" (docs/formats.md, "Rule
// options"). Only rules the game actually plays are listed: naming any other one is an error,
// so a misspelt or unplayed option cannot look as if it had been taken into account.

#include <map>
#include <span>
#include <string>
#include <string_view>

namespace fray::game {

/// One optional rule: its id in "rule_options", whether it is on when not named, and the seed
/// section that makes it optional.
struct RuleOptionInfo {
  std::string_view id;
  bool on_by_default = true;
  std::string_view source;
};

/// Every option the game knows, in the order docs/formats.md lists them.
std::span<const RuleOptionInfo> known_rule_options();

/// The known ids joined for messages: "budget, ...".
std::string known_rule_option_list();

/// Whether `id` is a known option.
bool is_known_rule_option(std::string_view id);

/// Whether option `id` is on: the scenario's value when it names it, else the default. `id`
/// must be known (std::invalid_argument otherwise: a programming error, not a data one).
bool rule_option_on(const std::map<std::string, bool>& options, std::string_view id);

}  // namespace fray::game
