#include <cstdio>
#include <cstring>

#include <fray/game/event.h>

namespace fray::game {
namespace {

constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

std::uint64_t mix_byte(std::uint64_t hash, unsigned char byte) { return (hash ^ byte) * kFnvPrime; }

std::uint64_t mix_u64(std::uint64_t hash, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) hash = mix_byte(hash, static_cast<unsigned char>(value >> (8 * i)));
  return hash;
}

// Strings carry their length so that ["ab","c"] and ["a","bc"] differ.
std::uint64_t mix_text(std::uint64_t hash, std::string_view text) {
  return fnv1a(text, mix_u64(hash, text.size()));
}

}  // namespace

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash) {
  for (const char c : bytes) hash = mix_byte(hash, static_cast<unsigned char>(c));
  return hash;
}

std::uint64_t hash_json(const nlohmann::json& value, std::uint64_t hash) {
  using T = nlohmann::json::value_t;
  switch (value.type()) {
    case T::object:
      hash = mix_u64(mix_byte(hash, 'o'), value.size());
      for (const auto& [key, member] : value.items()) hash = hash_json(member, mix_text(hash, key));
      return hash;
    case T::array:
      hash = mix_u64(mix_byte(hash, 'a'), value.size());
      for (const nlohmann::json& item : value) hash = hash_json(item, hash);
      return hash;
    case T::string:
      return mix_text(mix_byte(hash, 's'), value.get_ref<const std::string&>());
    case T::boolean:
      return mix_byte(mix_byte(hash, 'b'), value.get<bool>() ? 1 : 0);
    // Integers hash alike whether stored signed or unsigned (a parsed 3 is unsigned, a built
    // one signed).
    case T::number_integer:
      return mix_u64(mix_byte(hash, 'i'), static_cast<std::uint64_t>(value.get<std::int64_t>()));
    case T::number_unsigned:
      return mix_u64(mix_byte(hash, 'i'), value.get<std::uint64_t>());
    case T::number_float: {
      const double d = value.get<double>();
      std::uint64_t bits = 0;
      std::memcpy(&bits, &d, sizeof bits);
      return mix_u64(mix_byte(hash, 'f'), bits);
    }
    default:  // null, discarded, binary (events never carry binary)
      return mix_byte(hash, 'n');
  }
}

std::uint64_t hash_event(const Event& event, std::uint64_t hash) {
  return hash_json(event.data, mix_text(hash, event.type));
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
  hash_ = hash_event(event, hash_);
  events_.push_back(std::move(event));
}

}  // namespace fray::game
