#pragma once

// Internal to fray_rules: typed, located reading of the data files' JSON.

#include <array>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/io/json_text.h>
#include <fray/rules/types.h>

namespace fray::rules::detail {

/// Shared by every reader of one file: the file name for errors, and the assumed values met.
struct ReadContext {
  std::string file;
  std::vector<std::pair<std::string, std::string>> assumptions;  ///< (JSON pointer, note)
};

template <typename Enum, std::size_t N>
using EnumNames = std::array<std::pair<std::string_view, Enum>, N>;

/// "one of a, b, c" for error messages.
std::string one_of(const std::vector<std::string_view>& names);

/// A short description of a JSON value for "found ..." in errors: "\"D7\"", "12", "an object".
std::string describe_json(const nlohmann::json& value);

/// A located view of one JSON value. Leaf reads accept both the plain value and the
/// {"value": X, "assumed": true, "note": "..."} form; the latter is recorded in the context.
/// Every failed expectation throws DataError with the file, the JSON pointer, what was expected
/// and what was found.
class JsonReader {
 public:
  JsonReader(const nlohmann::json& value, std::string pointer, ReadContext& context);

  const std::string& pointer() const { return pointer_; }
  const nlohmann::json& json() const { return *value_; }
  bool is_null() const { return value_->is_null(); }
  /// True when this value was written in the assumed form.
  bool assumed() const { return assumed_; }

  /// A required object member.
  JsonReader at(std::string_view key) const;
  /// An optional object member (absent -> nullopt; present null -> a null reader).
  std::optional<JsonReader> find(std::string_view key) const;
  /// Rejects members not in `allowed`: a misspelt key must not silently become a default.
  void allow_only(std::initializer_list<std::string_view> allowed) const;
  void allow_only(const std::vector<std::string_view>& allowed) const;
  /// The elements of a required array, with at least `min_count` of them.
  std::vector<JsonReader> items(std::size_t min_count = 0) const;

  int as_int() const;
  int as_int(int min, int max) const;
  std::optional<int> as_optional_int(int min, int max) const;
  double as_number() const;
  bool as_bool() const;
  std::string as_string() const;  ///< Non-empty.
  std::string as_id() const;      ///< Lower-case snake_case identifier.
  std::optional<std::string> as_optional_id() const;
  std::vector<std::string> as_id_list() const;
  DieSpec as_die() const;
  std::optional<DieSpec> as_optional_die() const;
  StrengthClass as_strength() const;
  std::optional<StrengthClass> as_optional_strength() const;
  LengthClass as_length() const;

  template <typename Enum, std::size_t N>
  Enum as_enum(const EnumNames<Enum, N>& names) const {
    if (value_->is_string()) {
      const auto& text = value_->get_ref<const std::string&>();
      for (const auto& [name, value] : names) {
        if (name == text) return value;
      }
    }
    std::vector<std::string_view> list;
    for (const auto& entry : names) list.push_back(entry.first);
    fail(one_of(list));
  }

  /// An optional free-text member such as "notes" ("" when absent).
  std::string optional_text(std::string_view key) const;
  /// The entry's "source", plus its entry-level "assumed"/"note" (recorded as an assumption).
  Provenance provenance() const;

  /// Number of assumed values recorded so far in this file, and whether any were added since:
  /// an entry is marked assumed when any of its values is.
  std::size_t assumption_mark() const;
  bool assumed_since(std::size_t mark) const;

  /// Throws DataError at this value: expected `expected`, found a description of the value.
  [[noreturn]] void fail(const std::string& expected) const;
  /// Throws DataError at this value with an explicit "found" text.
  [[noreturn]] void fail(const std::string& expected, const std::string& found) const;

 private:
  const nlohmann::json* value_;
  std::string pointer_;
  ReadContext* context_;
  bool assumed_ = false;
};

using io::pointer_token;

}  // namespace fray::rules::detail
