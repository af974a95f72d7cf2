#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

#include <nlohmann/json.hpp>

namespace fray::game {

/// Two FNV-1a 64 states fed the same bytes: the bytes of the event hash's compact binary walk
/// of a JSON value (a type tag, lengths and integers as 8 bytes, keys in order). An event whose
/// JSON is built only on demand writes the same bytes member by member, so its hash does not
/// depend on whether the JSON was ever built. The game walks each event once for two hashes
/// (the command's and the log's); the multiplications are independent, so the second is cheap.
class JsonHasher {
 public:
  static constexpr std::uint64_t kOffset = 14695981039346656037ULL;
  static constexpr std::uint64_t kPrime = 1099511628211ULL;

  JsonHasher(std::uint64_t first, std::uint64_t second) : a_(first), b_(second) {}
  std::uint64_t first() const { return a_; }
  std::uint64_t second() const { return b_; }

  void byte(unsigned char c) {
    a_ = (a_ ^ c) * kPrime;
    b_ = (b_ ^ c) * kPrime;
  }
  void u64(std::uint64_t value) {
    for (int i = 0; i < 8; ++i) byte(static_cast<unsigned char>(value >> (8 * i)));
  }
  /// Text with its length first, so that ["ab","c"] and ["a","bc"] differ (also object keys).
  void text(std::string_view text) {
    u64(text.size());
    for (const char c : text) byte(static_cast<unsigned char>(c));
  }

  // The walk's values. An object's members must come in key order (std::map's order).
  void object(std::size_t members) {
    byte('o');
    u64(members);
  }
  void key(std::string_view key) { text(key); }
  void array(std::size_t items) {
    byte('a');
    u64(items);
  }
  void string(std::string_view value) {
    byte('s');
    text(value);
  }
  void integer(std::int64_t value) {
    byte('i');
    u64(static_cast<std::uint64_t>(value));
  }
  void boolean(bool value) {
    byte('b');
    byte(value ? 1 : 0);
  }
  void real(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    byte('f');
    u64(bits);
  }
  /// Any JSON value, walked (what a built event's data goes through).
  void json(const nlohmann::json& value);

 private:
  std::uint64_t a_;
  std::uint64_t b_;
};

}  // namespace fray::game
