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

void report_pool(EventSink& events, const rules::PoolResult& pool,
                 const std::vector<std::string>& rollers,
                 const std::vector<const std::vector<rules::Modifier>*>& modifiers,
                 const std::vector<int>& need_hit, const std::string& against) {
  for (std::size_t i = 0; i < pool.dice.size(); ++i) {
    const rules::DieResult& die = pool.dice[i];
    std::string faces;
    for (const int face : die.faces) faces += (faces.empty() ? "" : ", ") + std::to_string(face);
    std::string text =
        rollers[i] + " rolls D" + std::to_string(die.sides) + " against " + against + ": " + faces;
    if (die.faces.size() > 1 || die.pool_bonus)
      text += " (natural " + std::to_string(die.natural) + ")";
    text +=
        ", needs " + std::to_string(need_hit[i]) + ": " + std::string(rules::to_string(die.grade));
    if (die.reason != rules::GradeReason::Value)
      text += " (" + std::string(rules::to_string(die.reason)) + ")";
    for (const rules::Modifier& m : *modifiers[i])
      text += "; " + rules::signed_value(m.value) + " " + m.id + " (" + m.citation + ")";
    emit(events, "die_rolled",
         json_object("roller", rollers[i], "die", "D" + std::to_string(die.sides), "faces",
                     die.faces, "natural", die.natural, "pool_bonus", die.pool_bonus,
                     "need_natural", need_hit[i], "grade", rules::to_string(die.grade), "reason",
                     rules::to_string(die.reason), "modifiers", modifiers_json(*modifiers[i]),
                     "citation", "seed 000, \"Natural dice maximum rule\""),
         text + ".");
  }
}

}  // namespace fray::game
