#pragma once
// An event's JSON object built member by member. nlohmann's braced form
// {{"key", value}, ...} first builds every member as a two-element JSON array and then copies it
// into the object; this builds the same object with one map node per member and nothing else.

#include <utility>

#include <nlohmann/json.hpp>

namespace fray::game {

namespace event_json_detail {

inline void put(nlohmann::json::object_t&) {}

template <class Value, class... Rest>
void put(nlohmann::json::object_t& object, const char* key, Value&& value, Rest&&... rest) {
  object.emplace(key, nlohmann::json(std::forward<Value>(value)));
  put(object, std::forward<Rest>(rest)...);
}

}  // namespace event_json_detail

/// {key: value, ...} from alternating keys and values: equal to the braced form.
template <class... Members>
nlohmann::json json_object(Members&&... members) {
  static_assert(sizeof...(Members) % 2 == 0, "json_object takes keys and values in pairs");
  nlohmann::json out(nlohmann::json::value_t::object);
  event_json_detail::put(out.get_ref<nlohmann::json::object_t&>(),
                         std::forward<Members>(members)...);
  return out;
}

/// [x, y]: a point as events write it.
inline nlohmann::json json_point(double x, double y) {
  nlohmann::json out(nlohmann::json::value_t::array);
  auto& items = out.get_ref<nlohmann::json::array_t&>();
  items.reserve(2);
  items.emplace_back(x);
  items.emplace_back(y);
  return out;
}

}  // namespace fray::game
