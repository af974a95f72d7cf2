#include <algorithm>
#include <cstdio>
#include <ostream>
#include <utility>

#include <fray/game/state/event.h>

namespace fray::game {
namespace {

void walk(const nlohmann::json& value, JsonHasher& hash) {
  using T = nlohmann::json::value_t;
  switch (value.type()) {
    case T::object:
      hash.object(value.size());
      for (const auto& [key, member] : value.get_ref<const nlohmann::json::object_t&>()) {
        hash.key(key);
        walk(member, hash);
      }
      return;
    case T::array:
      hash.array(value.size());
      for (const nlohmann::json& item : value.get_ref<const nlohmann::json::array_t&>())
        walk(item, hash);
      return;
    case T::string:
      hash.string(value.get_ref<const std::string&>());
      return;
    case T::boolean:
      hash.boolean(value.get<bool>());
      return;
    // Integers hash alike whether stored signed or unsigned (a parsed 3 is unsigned, a built
    // one signed).
    case T::number_integer:
      hash.integer(value.get<std::int64_t>());
      return;
    case T::number_unsigned:
      hash.byte('i');
      hash.u64(value.get<std::uint64_t>());
      return;
    case T::number_float:
      hash.real(value.get<double>());
      return;
    default:  // null, discarded, binary (events never carry binary)
      hash.byte('n');
      return;
  }
}

}  // namespace

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash) {
  for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * JsonHasher::kPrime;
  return hash;
}

void JsonHasher::json(const nlohmann::json& value) { walk(value, *this); }

std::uint64_t hash_json(const nlohmann::json& value, std::uint64_t hash) {
  JsonHasher h{hash, hash};
  walk(value, h);
  return h.first();
}

std::uint64_t hash_event(const Event& event, std::uint64_t hash) {
  JsonHasher h{hash, hash};
  h.text(event.type);
  event.data.hash(h);
  return h.first();
}

void hash_event(const Event& event, std::uint64_t& first, std::uint64_t& second) {
  JsonHasher h{first, second};
  h.text(event.type);
  event.data.hash(h);
  first = h.first();
  second = h.second();
}

std::string hex(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

nlohmann::json& EventData::edit() {
  if (typed_) {
    json_ = typed_->json();
    typed_.reset();
  }
  return json_;
}

std::ostream& operator<<(std::ostream& out, const EventData& data) { return out << data.json(); }

nlohmann::json to_json(const Event& event) {
  nlohmann::json out = event.data.is_object() ? event.data.json() : nlohmann::json::object();
  out["type"] = event.type;
  out["text"] = event.text;
  return out;
}

EventLog::EventLog() : events_(std::make_shared<std::vector<Event>>()) {}

// A copied log is usually a game going on (a branch, a look-ahead, a fresh copy of a start):
// room for its next commands' events spares the first of them moving every event to grow.
EventLog::EventLog(const EventLog& other) : EventLog() {
  events_->reserve(other.events_->size() + other.events_->size() / 2 + 16);
  events_->insert(events_->end(), other.events_->begin(), other.events_->end());
  hash_ = other.hash_;
}

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
