#include <array>
#include <stdexcept>

#include <fray/game/setup/rule_options.h>

namespace fray::game {
namespace {

constexpr std::array kOptions = {
    // Seed 000, "Budget": point costs are an optional part of the rules; off, a scenario's
    // "budget" is kept but not enforced.
    RuleOptionInfo{"budget", true, "seed 000, \"Budget\""},
    // Seed 004, "Setting up a game": the random events deck, drawn with `draw_event`; off by
    // default because a classic skirmish has no deck.
    RuleOptionInfo{"event_deck", false, "seed 004, \"Setting up a game\""},
    // Seed 000, "Natural dice maximum rule": figures out of a chief's earshot (20 cm) lose their
    // positive modifiers; off by default, as most battles name no chiefs
    // (src/systems/classic/earshot.h).
    RuleOptionInfo{"earshot", false, "seed 000, \"Natural dice maximum rule\""},
};

const RuleOptionInfo* find_option(std::string_view id) {
  for (const RuleOptionInfo& o : kOptions)
    if (o.id == id) return &o;
  return nullptr;
}

}  // namespace

std::span<const RuleOptionInfo> known_rule_options() { return kOptions; }

std::string known_rule_option_list() {
  std::string out;
  for (const RuleOptionInfo& o : kOptions) out += (out.empty() ? "" : ", ") + std::string(o.id);
  return out;
}

bool is_known_rule_option(std::string_view id) { return find_option(id) != nullptr; }

bool rule_option_on(const std::map<std::string, bool>& options, std::string_view id) {
  const RuleOptionInfo* option = find_option(id);
  if (!option) throw std::invalid_argument("unknown rule option '" + std::string(id) + "'");
  const auto it = options.find(std::string(id));
  return it == options.end() ? option->on_by_default : it->second;
}

}  // namespace fray::game
