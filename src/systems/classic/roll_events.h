#pragma once
// Internal to fray_classic: events for dice rolled through the rules library.

#include <string>
#include <vector>

#include <fray/classic/rules/modifier.h>
#include <fray/classic/rules/strike_pool.h>
#include <fray/game/state/event.h>

namespace fray::game {

/// [{"id", "value", "citation", "note"}...]
nlohmann::json modifiers_json(const std::vector<rules::Modifier>& modifiers);

/// One "die_rolled" event per die: faces (rerolls included), natural value, pool bonus, grade
/// and why, what it needed and the modifiers behind the need. `rollers` names the figure behind
/// each die (the pool order).
void report_pool(EventSink& events, const rules::PoolResult& pool,
                 const std::vector<std::string>& rollers,
                 const std::vector<const std::vector<rules::Modifier>*>& modifiers,
                 const std::vector<int>& need_hit, const std::string& against);

}  // namespace fray::game
