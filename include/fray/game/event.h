#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace fray::game {

/// One thing that happened: a die roll, a state change, a phase change... `type` names it
/// (see docs/formats.md, "Commands and events"), `data` carries its values for tools and
/// `text` is the line a person reads in the log.
struct Event {
  std::string type;
  nlohmann::json data;
  std::string text;
};

/// The events of one battle, in order, with a running hash that a replay must reproduce.
class EventLog {
 public:
  void add(Event event);
  /// Adds copies of `events` in order; `command_hash` continues over them too (the same walk
  /// feeds both hashes).
  void add_copies(const std::vector<Event>& events, std::uint64_t& command_hash);
  const std::vector<Event>& events() const { return events_; }
  /// hash_event over every event, in order.
  std::uint64_t hash() const { return hash_; }
  /// Continues from a known hash (seeking through a snapshot); forgets the events themselves.
  void reset(std::uint64_t hash) { events_.clear(), hash_ = hash; }
  /// Back to the first `count` events, whose hash was `hash` (undo).
  void truncate(std::size_t count, std::uint64_t hash) { events_.resize(count), hash_ = hash; }

 private:
  std::vector<Event> events_;
  std::uint64_t hash_ = 14695981039346656037ULL;
};

/// Where command execution writes its events: an EventLog, or a scratch list.
using EventSink = std::vector<Event>;

/// {"type": ..., "text": ..., data members...}: the JSON form of an event.
nlohmann::json to_json(const Event& event);

/// FNV-1a 64 of `bytes`, continuing `hash`.
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = 14695981039346656037ULL);

/// FNV-1a 64 over a compact binary walk of `value` (type tags, lengths, keys in order, integers
/// and doubles as their 8 bytes), continuing `hash`: no text is formatted, nothing is allocated.
std::uint64_t hash_json(const nlohmann::json& value, std::uint64_t hash);

/// hash_json of the event's type and data, continuing `hash` (the event-log hash; `text` is
/// derived from the data and is not hashed).
std::uint64_t hash_event(const Event& event, std::uint64_t hash);

/// hash_event continuing two hashes at once, in one walk: `first` and `second` both advance.
void hash_event(const Event& event, std::uint64_t& first, std::uint64_t& second);

/// "0123456789abcdef": a hash as 16 hex digits.
std::string hex(std::uint64_t hash);

}  // namespace fray::game
