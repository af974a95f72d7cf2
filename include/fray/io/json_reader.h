#pragma once

#include <cstddef>
#include <filesystem>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace fray::io {

/// Throws a layer's own kind of io::LocatedError (io::DataError, map::MapFileError...) with
/// these members; it must not return.
using RaiseError = void (*)(std::string file, std::string location, std::string expected,
                            std::string found, std::string user_message);

/// The RaiseError of a layer whose error type derives from LocatedError with its constructor:
/// `context.raise = io::raise_as<io::DataError>;`.
template <typename Error>
[[noreturn]] void raise_as(std::string file, std::string location, std::string expected,
                           std::string found, std::string user_message) {
  throw Error(std::move(file), std::move(location), std::move(expected), std::move(found),
              std::move(user_message));
}

/// What every reader of one file shares: how errors name the file and what they throw, and the
/// assumed values met so far.
struct ReadContext {
  std::string file;               ///< As errors name it: "classic/species.json".
  std::string kind = "The file";  ///< Starts the sentences for people: "The map".
  RaiseError raise = nullptr;     ///< Null: io::LocatedError itself is thrown.
  bool assumed_values = false;    ///< Read {"value", "assumed", "note"} as its value.
  std::vector<std::pair<std::string, std::string>> assumptions;  ///< (JSON pointer, note)

  /// Throws at `location` (a JSON pointer, or "line:column").
  [[noreturn]] void fail(std::string location, std::string expected, std::string found,
                         std::string user_message) const;
  /// Throws at a JSON pointer with the usual sentence.
  [[noreturn]] void fail_at(const std::string& pointer, const std::string& expected,
                            const std::string& found) const;
};

/// Parses JSON text; a syntax error is raised at "line:column" with what was expected there.
nlohmann::json parse_json(const std::string& text, const ReadContext& context);
/// Reads and parses `path`; a missing or unreadable file is raised too.
nlohmann::json read_json_file(const std::filesystem::path& path, const ReadContext& context);

/// "one of a, b, c" for error messages.
std::string one_of(const std::vector<std::string_view>& names);
/// "\"a\", \"b\", \"c\"" for error messages; `last` goes before the last name (", " or " or ").
std::string quoted_list(std::span<const std::string_view> names, std::string_view last = ", ");
/// What a value looks like in "found ...": "\"D7\"", "12", "an object", "an empty list".
std::string describe_json(const nlohmann::json& value);

/// A located view of one JSON value: every read checks the type (and range) it needs and, when
/// the value does not fit, raises an error naming the file, the JSON pointer, what was expected
/// and what was found. With `ReadContext::assumed_values`, a value written as
/// {"value": X, "assumed": true, "note": "..."} reads as X and its note is recorded.
class JsonReader {
 public:
  JsonReader(const nlohmann::json& value, std::string pointer, ReadContext& context);

  const std::string& pointer() const { return pointer_; }
  const nlohmann::json& json() const { return *value_; }
  bool is_null() const { return value_->is_null(); }
  /// True when this value was written in the assumed form.
  bool assumed() const { return assumed_; }
  const ReadContext& context() const { return *context_; }

  /// A required object member.
  JsonReader at(std::string_view key) const;
  JsonReader operator[](std::string_view key) const { return at(key); }
  /// An optional object member (absent -> nullopt; present null -> a null reader).
  std::optional<JsonReader> find(std::string_view key) const;
  /// Rejects members not in `allowed`: a misspelt key must not silently become a default.
  void allow_only(std::initializer_list<std::string_view> allowed) const;
  void allow_only(const std::vector<std::string_view>& allowed) const;
  /// The elements of a required list, with at least `min_count` of them.
  std::vector<JsonReader> items(std::size_t min_count = 0) const;
  /// Element `index` of a required list, and the list's size.
  JsonReader operator[](std::size_t index) const;
  std::size_t size() const;

  int as_int() const;
  int as_int(int min, int max) const;
  std::optional<int> as_optional_int(int min, int max) const;
  double as_number() const;
  double as_number(double min, double max) const;
  bool as_bool() const;
  std::string as_string() const;  ///< Non-empty.
  std::string as_id() const;      ///< Lower-case snake_case identifier.
  std::optional<std::string> as_optional_id() const;
  std::vector<std::string> as_id_list() const;
  /// One of a fixed set of names, e.g. {{"open", Footing::Open}, ...}.
  template <typename Names>
  auto as_enum(const Names& names) const
      -> std::remove_cvref_t<decltype(std::begin(names)->second)> {
    if (value_->is_string()) {
      const auto& text = value_->get_ref<const std::string&>();
      for (const auto& [name, value] : names)
        if (std::string_view(name) == text) return value;
    }
    std::vector<std::string_view> list;
    for (const auto& entry : names) list.push_back(entry.first);
    fail(one_of(list));
  }

  /// An optional free-text member such as "notes" ("" when absent).
  std::string optional_text(std::string_view key) const;
  /// Records an assumed value at this place (an entry-level "assumed" with its note).
  void note_assumption(std::string note) const;
  /// Number of assumed values recorded so far in this file, and whether any were added since:
  /// an entry is marked assumed when any of its values is.
  std::size_t assumption_mark() const;
  bool assumed_since(std::size_t mark) const;

  /// Raises at this value: expected `expected`, found a description of the value.
  [[noreturn]] void fail(const std::string& expected) const;
  /// Raises at this value with an explicit "found" text.
  [[noreturn]] void fail(const std::string& expected, const std::string& found) const;

 private:
  const nlohmann::json* value_;
  std::string pointer_;
  ReadContext* context_;
  bool assumed_ = false;
};

}  // namespace fray::io
