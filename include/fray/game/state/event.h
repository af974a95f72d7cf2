#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/game/state/event_data.h>

namespace fray::game {

/// One thing that happened: a die roll, a state change, a phase change... `type` names it
/// (see docs/formats.md, "Commands and events"), `data` carries its values for tools (a JSON
/// object, which frequent events build only when read) and `text` is the line a person reads.
struct Event {
  std::string type;
  EventData data;
  std::string text;
};

/// Some consecutive events of a log, shared with it rather than copied (what a command returns).
/// Indexing and size stay valid and unchanged whatever the game does later (the log leaves the
/// shared events alone once it must change them: undo, reset); iterators and data() stay valid
/// at least until the game's next command.
class EventRange {
 public:
  using const_iterator = std::vector<Event>::const_iterator;
  EventRange() = default;
  EventRange(std::shared_ptr<const std::vector<Event>> all, std::size_t first, std::size_t count)
      : all_(std::move(all)), first_(first), count_(count) {}
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  const Event& operator[](std::size_t i) const { return (*all_)[first_ + i]; }
  const Event& front() const { return (*this)[0]; }
  const Event& back() const { return (*this)[count_ - 1]; }
  const Event* data() const { return all_ ? all_->data() + first_ : nullptr; }
  const_iterator begin() const { return all_ ? all_->begin() + to_diff(first_) : const_iterator(); }
  const_iterator end() const { return all_ ? begin() + to_diff(count_) : const_iterator(); }
  /// A copy of the events, for code that wants a vector of its own.
  operator std::vector<Event>() const { return {begin(), end()}; }

 private:
  static std::ptrdiff_t to_diff(std::size_t n) { return static_cast<std::ptrdiff_t>(n); }
  std::shared_ptr<const std::vector<Event>> all_;
  std::size_t first_ = 0;
  std::size_t count_ = 0;
};

/// The events of one battle, in order, with a running hash that a replay must reproduce.
/// The events are shared with the EventRange of each command's outcome; a change other than an
/// append (or an append that must reallocate) while ranges still hold them is made on a copy.
class EventLog {
 public:
  EventLog();
  EventLog(const EventLog& other);
  EventLog(EventLog&& other);
  EventLog& operator=(const EventLog& other);
  EventLog& operator=(EventLog&& other) noexcept;
  ~EventLog() = default;

  void add(Event event);
  /// Moves `events` to the end, in order; `command_hash` continues over them too (the same walk
  /// feeds both hashes).
  void add_all(std::vector<Event>&& events, std::uint64_t& command_hash);
  const std::vector<Event>& events() const { return *events_; }
  /// The events from `first` to the end, shared.
  EventRange range(std::size_t first) const { return {events_, first, events_->size() - first}; }
  /// hash_event over every event, in order.
  std::uint64_t hash() const { return hash_; }
  /// Continues from a known hash (seeking through a snapshot); forgets the events themselves.
  void reset(std::uint64_t hash);
  /// Back to the first `count` events, whose hash was `hash` (undo).
  void truncate(std::size_t count, std::uint64_t hash);

 private:
  /// Room for `more` events without moving the ones ranges share.
  void make_room(std::size_t more);
  std::shared_ptr<std::vector<Event>> events_;
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
