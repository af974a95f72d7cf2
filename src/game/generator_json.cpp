#include "generator_json.h"

namespace fray::game::detail {

At plain(const At& at) {
  if (at.json().is_object() && at.json().contains("value")) {
    at.allow_only({"value", "assumed", "note"});
    if (!at["assumed"].boolean()) at["assumed"].fail("true");
    at["note"].text();
    return at["value"];
  }
  return at;
}

std::pair<int, int> int_range(const At& at, int lowest, int highest) {
  const At v = plain(at);
  if (!v.json().is_array() || v.size() != 2) v.fail("[min, max]");
  const int min = v[0].integer(lowest, highest);
  const int max = v[1].integer(min, highest);
  return {min, max};
}

std::string source(const At& entry) {
  const std::string s = entry["source"].text();
  if (s.rfind("seed 00", 0) != 0) entry["source"].fail("a citation \"seed NNN, \\\"Section\\\"\"");
  return s;
}

}  // namespace fray::game::detail
