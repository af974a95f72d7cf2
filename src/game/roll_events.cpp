#include "roll_events.h"

#include "battle_queries.h"
#include "event_json.h"

namespace fray::game {

nlohmann::json modifiers_json(const std::vector<rules::Modifier>& modifiers) {
  nlohmann::json out(nlohmann::json::value_t::array);
  auto& items = out.get_ref<nlohmann::json::array_t&>();
  items.reserve(modifiers.size());
  for (const rules::Modifier& m : modifiers) {
    nlohmann::json item = json_object("id", m.id, "value", m.value, "citation", m.citation);
    if (!m.note.empty()) item["note"] = m.note;
    items.push_back(std::move(item));
  }
  return out;
}

namespace {

// The die's log line, appended piece by piece into one buffer (the same text as
// "<roller> rolls D<sides> against <against>: <faces>..." built by concatenation).
std::string die_text(const rules::DieResult& die, const std::string& roller, int need,
                     const std::vector<rules::Modifier>& modifiers, const std::string& against) {
  std::string text;
  text.reserve(96 + against.size() + roller.size() + 64 * modifiers.size());
  text.append(roller).append(" rolls D").append(std::to_string(die.sides));
  text.append(" against ").append(against).append(": ");
  for (std::size_t f = 0; f < die.faces.size(); ++f)
    text.append(f ? ", " : "").append(std::to_string(die.faces[f]));
  if (die.faces.size() > 1 || die.pool_bonus)
    text.append(" (natural ").append(std::to_string(die.natural)).append(")");
  text.append(", needs ").append(std::to_string(need)).append(": ");
  text.append(rules::to_string(die.grade));
  if (die.reason != rules::GradeReason::Value)
    text.append(" (").append(rules::to_string(die.reason)).append(")");
  for (const rules::Modifier& m : modifiers) {
    text.append("; ").append(rules::signed_value(m.value)).append(" ").append(m.id);
    text.append(" (").append(m.citation).append(")");
  }
  text.push_back('.');
  return text;
}

}  // namespace

void report_pool(EventSink& events, const rules::PoolResult& pool,
                 const std::vector<std::string>& rollers,
                 const std::vector<const std::vector<rules::Modifier>*>& modifiers,
                 const std::vector<int>& need_hit, const std::string& against) {
  for (std::size_t i = 0; i < pool.dice.size(); ++i) {
    const rules::DieResult& die = pool.dice[i];
    std::string die_name = "D";  // appended, not "D" + ...: GCC 12 warns wrongly on that
    die_name.append(std::to_string(die.sides));
    emit(events, "die_rolled",
         json_object("roller", rollers[i], "die", std::move(die_name), "faces", die.faces,
                     "natural", die.natural, "pool_bonus", die.pool_bonus, "need_natural",
                     need_hit[i], "grade", rules::to_string(die.grade), "reason",
                     rules::to_string(die.reason), "modifiers", modifiers_json(*modifiers[i]),
                     "citation", "seed 000, \"Natural dice maximum rule\""),
         die_text(die, rollers[i], need_hit[i], *modifiers[i], against));
  }
}

}  // namespace fray::game
