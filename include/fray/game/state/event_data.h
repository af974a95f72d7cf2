#pragma once

#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

#include <fray/game/record/json_hasher.h>

namespace fray::game {

/// An event's values kept as typed fields, whose JSON is built only when something reads it.
/// Most events are only hashed and counted, never read as JSON: a die roll's JSON object costs
/// more than the rest of a shot. Implementations are immutable once made.
class TypedEventData {
 public:
  virtual ~TypedEventData() = default;
  /// Feeds `hasher` exactly the bytes JsonHasher::json(build()) would.
  virtual void hash(JsonHasher& hasher) const = 0;
  /// The JSON object the event reads as.
  virtual nlohmann::json build() const = 0;
  /// build(), once (thread-safe: events are shared between a game and its readers).
  const nlohmann::json& json() const {
    std::call_once(built_, [this] { json_ = build(); });
    return json_;
  }

 private:
  mutable std::once_flag built_;
  mutable nlohmann::json json_;
};

/// An event's `data`: a JSON value, or typed fields that read as one (built on first read).
/// It reads like a const nlohmann::json; edit() gives a writable JSON (tests that tamper).
class EventData {
 public:
  EventData() = default;
  EventData(nlohmann::json value) : json_(std::move(value)) {}  // NOLINT: reads as JSON
  explicit EventData(std::shared_ptr<const TypedEventData> typed) : typed_(std::move(typed)) {}

  const nlohmann::json& json() const& { return typed_ ? typed_->json() : json_; }
  operator const nlohmann::json&() const& { return json(); }  // NOLINT: reads as JSON
  // A reference into a temporary event's data would dangle (a plain member's would not).
  const nlohmann::json& json() const&& = delete;
  operator const nlohmann::json&() const&& = delete;
  /// The JSON, writable: typed fields are built into it first.
  nlohmann::json& edit();
  /// Feeds the value's walk to `hasher` without building typed fields' JSON.
  void hash(JsonHasher& hasher) const {
    if (typed_)
      typed_->hash(hasher);
    else
      hasher.json(json_);
  }
  /// Typed fields not built into JSON (yet).
  bool typed() const { return typed_ != nullptr; }

  // The read-only nlohmann::json calls that clients make on event data (operator[] is const
  // only: a missing key is an error, never inserted).
  template <class Key>
  const nlohmann::json& operator[](const Key& key) const {
    return json()[key];
  }
  const nlohmann::json& at(std::string_view key) const { return json().at(key); }
  template <class Value>
  auto value(const char* key, Value&& fallback) const {
    return json().value(key, std::forward<Value>(fallback));
  }
  bool contains(std::string_view key) const { return json().contains(key); }
  nlohmann::json::const_iterator find(std::string_view key) const { return json().find(key); }
  nlohmann::json::const_iterator begin() const { return json().begin(); }
  nlohmann::json::const_iterator end() const { return json().end(); }
  bool is_object() const { return json().is_object(); }
  std::size_t size() const { return json().size(); }
  std::string dump(int indent = -1) const { return json().dump(indent); }

  friend bool operator==(const EventData& a, const EventData& b) { return a.json() == b.json(); }
  friend bool operator==(const EventData& a, const nlohmann::json& b) { return a.json() == b; }
  friend std::ostream& operator<<(std::ostream& out, const EventData& data);
  /// nlohmann::json(data), {"key", data}...: the object (without this, nlohmann would take
  /// begin() and end() for an array of the members' values).
  friend void to_json(nlohmann::json& out, const EventData& data) { out = data.json(); }

 private:
  nlohmann::json json_;
  std::shared_ptr<const TypedEventData> typed_;
};

}  // namespace fray::game
