#include "roll_events.h"

#include <charconv>
#include <memory>

#include <fray/game/record/event_json.h>
#include <fray/game/state/battle_queries.h>

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

constexpr const char* kNaturalMaximum = "seed 000, \"Natural dice maximum rule\"";

// A "die_rolled" event's values. Its JSON (see docs/formats.md) is built only when read; hash()
// writes the bytes of that JSON's walk, members in key order.
class DieRolled final : public TypedEventData {
 public:
  DieRolled(std::string roller, const rules::DieResult& die, int need,
            std::vector<rules::Modifier> modifiers)
      : roller_(std::move(roller)), die_(die), need_(need), modifiers_(std::move(modifiers)) {}

  nlohmann::json build() const override {
    std::string die_name = "D";  // appended, not "D" + ...: GCC 12 warns wrongly on that
    die_name.append(std::to_string(die_.sides));
    return json_object("roller", roller_, "die", std::move(die_name), "faces", die_.faces,
                       "natural", die_.natural, "pool_bonus", die_.pool_bonus, "need_natural",
                       need_, "grade", rules::to_string(die_.grade), "reason",
                       rules::to_string(die_.reason), "modifiers", modifiers_json(modifiers_),
                       "citation", kNaturalMaximum);
  }

  void hash(JsonHasher& h) const override {
    h.object(10);
    h.key("citation");
    h.string(kNaturalMaximum);
    h.key("die");
    char die_name[16] = {'D'};
    const char* end = std::to_chars(die_name + 1, die_name + sizeof die_name, die_.sides).ptr;
    h.string(std::string_view(die_name, static_cast<std::size_t>(end - die_name)));
    h.key("faces");
    h.array(die_.faces.size());
    for (const int face : die_.faces) h.integer(face);
    h.key("grade");
    h.string(rules::to_string(die_.grade));
    h.key("modifiers");
    h.array(modifiers_.size());
    for (const rules::Modifier& m : modifiers_) {
      h.object(m.note.empty() ? 3 : 4);
      h.key("citation");
      h.string(m.citation);
      h.key("id");
      h.string(m.id);
      if (!m.note.empty()) {
        h.key("note");
        h.string(m.note);
      }
      h.key("value");
      h.integer(m.value);
    }
    h.key("natural");
    h.integer(die_.natural);
    h.key("need_natural");
    h.integer(need_);
    h.key("pool_bonus");
    h.integer(die_.pool_bonus);
    h.key("reason");
    h.string(rules::to_string(die_.reason));
    h.key("roller");
    h.string(roller_);
  }

 private:
  std::string roller_;
  rules::DieResult die_;
  int need_;
  std::vector<rules::Modifier> modifiers_;
};

}  // namespace

void report_pool(EventSink& events, const rules::PoolResult& pool,
                 const std::vector<std::string>& rollers,
                 const std::vector<const std::vector<rules::Modifier>*>& modifiers,
                 const std::vector<int>& need_hit, const std::string& against) {
  for (std::size_t i = 0; i < pool.dice.size(); ++i) {
    const rules::DieResult& die = pool.dice[i];
    auto data = std::make_shared<DieRolled>(rollers[i], die, need_hit[i], *modifiers[i]);
    events.push_back({"die_rolled", EventData(std::move(data)),
                      die_text(die, rollers[i], need_hit[i], *modifiers[i], against)});
  }
}

}  // namespace fray::game
