#include <cstdio>

#include <fray/game/event.h>

namespace fray::game {

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash) {
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

std::string hex(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

nlohmann::json to_json(const Event& event) {
  nlohmann::json out = event.data.is_object() ? event.data : nlohmann::json::object();
  out["type"] = event.type;
  out["text"] = event.text;
  return out;
}

void EventLog::add(Event event) {
  const std::string dumped = event.data.dump();
  add(std::move(event), dumped);
}

void EventLog::add(Event event, std::string_view dumped_data) {
  hash_ = fnv1a(event.type, hash_);
  hash_ = fnv1a(dumped_data, hash_);
  events_.push_back(std::move(event));
}

}  // namespace fray::game
