#include <algorithm>
#include <cstdio>
#include <cstring>
#include <utility>

#include <fray/game/event.h>

namespace fray::game {
namespace {

constexpr std::uint64_t kFnvPrime = 1099511628211ULL;

// One FNV-1a 64 state, or two fed the same bytes (the game's command hash and log hash walk
// each event once: the two multiplications are independent, so the second is nearly free).
struct OneHash {
  std::uint64_t h;
  void byte(unsigned char b) { h = (h ^ b) * kFnvPrime; }
};
struct TwoHashes {
  std::uint64_t a, b;
  void byte(unsigned char c) {
    a = (a ^ c) * kFnvPrime;
    b = (b ^ c) * kFnvPrime;
  }
};

template <class H>
void mix_u64(H& hash, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) hash.byte(static_cast<unsigned char>(value >> (8 * i)));
}

// Strings carry their length so that ["ab","c"] and ["a","bc"] differ.
template <class H>
void mix_text(H& hash, std::string_view text) {
  mix_u64(hash, text.size());
  for (const char c : text) hash.byte(static_cast<unsigned char>(c));
}

template <class H>
void walk(const nlohmann::json& value, H& hash) {
  using T = nlohmann::json::value_t;
  switch (value.type()) {
    case T::object:
      hash.byte('o');
      mix_u64(hash, value.size());
      for (const auto& [key, member] : value.get_ref<const nlohmann::json::object_t&>()) {
        mix_text(hash, key);
        walk(member, hash);
      }
      return;
    case T::array:
      hash.byte('a');
      mix_u64(hash, value.size());
      for (const nlohmann::json& item : value.get_ref<const nlohmann::json::array_t&>())
        walk(item, hash);
      return;
    case T::string:
      hash.byte('s');
      mix_text(hash, value.get_ref<const std::string&>());
      return;
    case T::boolean:
      hash.byte('b');
      hash.byte(value.get<bool>() ? 1 : 0);
      return;
    // Integers hash alike whether stored signed or unsigned (a parsed 3 is unsigned, a built
    // one signed).
    case T::number_integer:
      hash.byte('i');
      mix_u64(hash, static_cast<std::uint64_t>(value.get<std::int64_t>()));
      return;
    case T::number_unsigned:
      hash.byte('i');
      mix_u64(hash, value.get<std::uint64_t>());
      return;
    case T::number_float: {
      const double d = value.get<double>();
      std::uint64_t bits = 0;
      std::memcpy(&bits, &d, sizeof bits);
      hash.byte('f');
      mix_u64(hash, bits);
      return;
    }
    default:  // null, discarded, binary (events never carry binary)
      hash.byte('n');
      return;
  }
}

}  // namespace

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash) {
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * kFnvPrime;
  return hash;
}

std::uint64_t hash_json(const nlohmann::json& value, std::uint64_t hash) {
  OneHash h{hash};
  walk(value, h);
  return h.h;
}

std::uint64_t hash_event(const Event& event, std::uint64_t hash) {
  OneHash h{hash};
  mix_text(h, event.type);
  walk(event.data, h);
  return h.h;
}

void hash_event(const Event& event, std::uint64_t& first, std::uint64_t& second) {
  TwoHashes h{first, second};
  mix_text(h, event.type);
  walk(event.data, h);
  first = h.a;
  second = h.b;
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

EventLog::EventLog() : events_(std::make_shared<std::vector<Event>>()) {}

EventLog::EventLog(const EventLog& other)
    : events_(std::make_shared<std::vector<Event>>(*other.events_)), hash_(other.hash_) {}

// The moved-from log keeps a vector of its own (empty) so that events() stays valid; the
// allocation is the control block and an empty vector, and cannot be avoided while events()
// returns a reference.
EventLog::EventLog(EventLog&& other) : EventLog() {
  std::swap(events_, other.events_);
  hash_ = other.hash_;
}

EventLog& EventLog::operator=(const EventLog& other) {
  if (this == &other) return *this;
  if (events_.use_count() == 1)
    *events_ = *other.events_;  // reuses this log's buffer
  else
    events_ = std::make_shared<std::vector<Event>>(*other.events_);
  hash_ = other.hash_;
  return *this;
}

EventLog& EventLog::operator=(EventLog&& other) noexcept {
  std::swap(events_, other.events_);
  hash_ = other.hash_;
  return *this;
}

void EventLog::make_room(std::size_t more) {
  std::vector<Event>& all = *events_;
  if (all.size() + more <= all.capacity() || events_.use_count() == 1) return;
  // Ranges hold these events: growing would move them under the ranges' iterators, so the log
  // continues on a copy and leaves the old vector to the ranges.
  auto copy = std::make_shared<std::vector<Event>>();
  copy->reserve(std::max(2 * all.size(), all.size() + more));
  copy->insert(copy->end(), all.begin(), all.end());
  events_ = std::move(copy);
}

void EventLog::add(Event event) {
  hash_ = hash_event(event, hash_);
  make_room(1);
  events_->push_back(std::move(event));
}

void EventLog::add_all(std::vector<Event>&& events, std::uint64_t& command_hash) {
  make_room(events.size());
  for (Event& e : events) {
    hash_event(e, command_hash, hash_);
    events_->push_back(std::move(e));
  }
}

void EventLog::reset(std::uint64_t hash) {
  if (events_.use_count() == 1)
    events_->clear();
  else
    events_ = std::make_shared<std::vector<Event>>();
  hash_ = hash;
}

void EventLog::truncate(std::size_t count, std::uint64_t hash) {
  if (events_.use_count() == 1)
    events_->resize(count);
  else  // ranges hold the events past `count`: they keep the old vector
    events_ = std::make_shared<std::vector<Event>>(
        events_->begin(), events_->begin() + static_cast<std::ptrdiff_t>(count));
  hash_ = hash;
}

}  // namespace fray::game
