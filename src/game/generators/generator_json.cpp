#include "generators/generator_json.h"

namespace fray::game::detail {

JsonReader plain(const JsonReader& at) {
  if (at.json().is_object() && at.json().contains("value")) {
    at.allow_only({"value", "assumed", "note"});
    if (!at["assumed"].as_bool()) at["assumed"].fail("true");
    at["note"].as_string();
    return at["value"];
  }
  return at;
}

std::pair<int, int> int_range(const JsonReader& at, int lowest, int highest) {
  const JsonReader v = plain(at);
  if (!v.json().is_array() || v.size() != 2) v.fail("[min, max]");
  const int min = v[0].as_int(lowest, highest);
  const int max = v[1].as_int(min, highest);
  return {min, max};
}

std::string source(const JsonReader& entry) {
  const std::string s = entry["source"].as_string();
  if (s.rfind("seed 00", 0) != 0) entry["source"].fail("a citation \"seed NNN, \\\"Section\\\"\"");
  return s;
}

}  // namespace fray::game::detail
