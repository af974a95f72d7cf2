#include "json_reader.h"

#include <algorithm>
#include <limits>

#include <fray/rules/data_error.h>

namespace fray::rules::detail {
namespace {

// The assumed form is recognised by its keys alone, so an entry that merely has a "value" member
// (a modifier) is never mistaken for it.
bool is_assumed_wrapper(const nlohmann::json& value) {
  if (!value.is_object() || !value.contains("value") || !value.contains("assumed")) return false;
  return std::all_of(value.items().begin(), value.items().end(), [](const auto& item) {
    return item.key() == "value" || item.key() == "assumed" || item.key() == "note";
  });
}

std::string user_text(const std::string& file, const std::string& pointer,
                      const std::string& expected, const std::string& found) {
  const std::string where = pointer.empty() ? "at the top level" : "at " + pointer;
  return "The data file " + file + " cannot be used: " + where + " it needs " + expected +
         ", but has " + found + ".";
}

}  // namespace

std::string one_of(const std::vector<std::string_view>& names) {
  std::string text = "one of ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += ", ";
    text += names[i];
  }
  return text;
}

std::string describe_json(const nlohmann::json& value) {
  if (value.is_string()) {
    auto text = value.get<std::string>();
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    return "\"" + text + "\"";
  }
  if (value.is_object()) return "an object";
  if (value.is_array()) {
    return value.empty() ? "an empty array"
                         : "an array of " + std::to_string(value.size()) + " item(s)";
  }
  return value.dump();  // numbers, true/false, null
}

JsonReader::JsonReader(const nlohmann::json& value, std::string pointer, ReadContext& context)
    : value_(&value), pointer_(std::move(pointer)), context_(&context) {
  if (!is_assumed_wrapper(value)) return;
  const JsonReader flag(value["assumed"], pointer_ + "/assumed", context);
  const bool assumed = flag.as_bool();
  std::string note;
  if (const auto it = value.find("note"); it != value.end()) {
    note = JsonReader(*it, pointer_ + "/note", context).as_string();
  } else if (assumed) {
    fail("a \"note\" saying why the assumed value was chosen", "an assumed value without a note");
  }
  if (assumed) context.assumptions.emplace_back(pointer_, std::move(note));
  assumed_ = assumed;
  value_ = &value["value"];
  pointer_ += "/value";
}

JsonReader JsonReader::at(std::string_view key) const {
  if (!value_->is_object()) fail("an object with a \"" + std::string(key) + "\" member");
  const auto it = value_->find(key);
  if (it == value_->end()) {
    const std::string member_pointer = pointer_ + "/" + pointer_token(key);
    throw DataError(context_->file, member_pointer, "a \"" + std::string(key) + "\" member",
                    "nothing",
                    user_text(context_->file, member_pointer,
                              "a \"" + std::string(key) + "\" member", "nothing"));
  }
  return JsonReader(*it, pointer_ + "/" + pointer_token(key), *context_);
}

std::optional<JsonReader> JsonReader::find(std::string_view key) const {
  if (!value_->is_object()) fail("an object");
  const auto it = value_->find(key);
  if (it == value_->end()) return std::nullopt;
  return JsonReader(*it, pointer_ + "/" + pointer_token(key), *context_);
}

void JsonReader::allow_only(std::initializer_list<std::string_view> allowed) const {
  allow_only(std::vector<std::string_view>(allowed));
}

void JsonReader::allow_only(const std::vector<std::string_view>& allowed) const {
  if (!value_->is_object()) fail("an object");
  for (const auto& item : value_->items()) {
    if (std::find(allowed.begin(), allowed.end(), item.key()) != allowed.end()) continue;
    const JsonReader member(item.value(), pointer_ + "/" + pointer_token(item.key()), *context_);
    member.fail(one_of(allowed) + " (a known member name)",
                "an unknown member \"" + item.key() + "\"");
  }
}

std::vector<JsonReader> JsonReader::items(std::size_t min_count) const {
  if (!value_->is_array()) fail("an array");
  if (value_->size() < min_count) {
    fail("an array of at least " + std::to_string(min_count) + " item(s)");
  }
  std::vector<JsonReader> result;
  result.reserve(value_->size());
  for (std::size_t i = 0; i < value_->size(); ++i) {
    result.emplace_back((*value_)[i], pointer_ + "/" + std::to_string(i), *context_);
  }
  return result;
}

int JsonReader::as_int() const {
  return as_int(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
}

int JsonReader::as_int(int min, int max) const {
  const std::string range =
      min == std::numeric_limits<int>::min()
          ? "an integer"
          : "an integer from " + std::to_string(min) + " to " + std::to_string(max);
  if (!value_->is_number_integer()) fail(range);
  // Read through 64 bits so huge numbers fail the range test instead of wrapping around.
  if (value_->is_number_unsigned() &&
      value_->get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
    fail(range);
  }
  const auto wide = value_->get<std::int64_t>();
  if (wide < min || wide > max) fail(range);
  return static_cast<int>(wide);
}

std::optional<int> JsonReader::as_optional_int(int min, int max) const {
  if (value_->is_null()) return std::nullopt;
  return as_int(min, max);
}

double JsonReader::as_number() const {
  if (!value_->is_number()) fail("a number");
  return value_->get<double>();
}

bool JsonReader::as_bool() const {
  if (!value_->is_boolean()) fail("true or false");
  return value_->get<bool>();
}

std::string JsonReader::as_string() const {
  if (!value_->is_string() || value_->get_ref<const std::string&>().empty()) {
    fail("a non-empty string");
  }
  return value_->get<std::string>();
}

std::string JsonReader::as_id() const {
  const std::string expected = "an id (lower-case letters, digits and _)";
  if (!value_->is_string()) fail(expected);
  const auto& text = value_->get_ref<const std::string&>();
  const bool ok = !text.empty() && text.front() >= 'a' && text.front() <= 'z' &&
                  std::all_of(text.begin(), text.end(), [](char c) {
                    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
                  });
  if (!ok) fail(expected);
  return text;
}

std::optional<std::string> JsonReader::as_optional_id() const {
  if (value_->is_null()) return std::nullopt;
  return as_id();
}

std::vector<std::string> JsonReader::as_id_list() const {
  std::vector<std::string> ids;
  for (const auto& item : items()) ids.push_back(item.as_id());
  return ids;
}

DieSpec JsonReader::as_die() const {
  if (value_->is_string()) {
    if (auto die = parse_die(value_->get_ref<const std::string&>())) return *die;
  }
  fail("a die (D2, D3, D4, D6, D8, D10, D12, or a count such as 2D6)");
}

std::optional<DieSpec> JsonReader::as_optional_die() const {
  if (value_->is_null()) return std::nullopt;
  return as_die();
}

StrengthClass JsonReader::as_strength() const {
  if (value_->is_string()) {
    if (auto strength = parse_strength_class(value_->get_ref<const std::string&>())) {
      return *strength;
    }
  }
  std::vector<std::string_view> names;
  for (auto s : {StrengthClass::MinusH, StrengthClass::EqualH, StrengthClass::PlusH,
                 StrengthClass::PlusPlusH, StrengthClass::H2}) {
    names.push_back(to_string(s));
  }
  fail("a strength class, " + one_of(names));
}

std::optional<StrengthClass> JsonReader::as_optional_strength() const {
  if (value_->is_null()) return std::nullopt;
  return as_strength();
}

LengthClass JsonReader::as_length() const {
  if (value_->is_string()) {
    if (auto length = parse_length_class(value_->get_ref<const std::string&>())) return *length;
  }
  std::vector<std::string_view> names;
  for (auto l : {LengthClass::Long, LengthClass::HalfLong, LengthClass::Short,
                 LengthClass::VeryShort, LengthClass::BareHands}) {
    names.push_back(to_string(l));
  }
  fail("a weapon length, " + one_of(names));
}

std::string JsonReader::optional_text(std::string_view key) const {
  const auto member = find(key);
  if (!member || member->is_null()) return {};
  if (!member->json().is_string()) member->fail("a string");
  return member->json().get<std::string>();
}

Provenance JsonReader::provenance() const {
  Provenance provenance;
  provenance.source = at("source").as_string();
  if (provenance.source.rfind("seed ", 0) != 0) {
    at("source").fail("a citation such as seed 000, \"Budget\"");
  }
  if (const auto flag = find("assumed")) {
    provenance.assumed = flag->as_bool();
    if (provenance.assumed) {
      provenance.note = at("note").as_string();
      context_->assumptions.emplace_back(pointer_, provenance.note);
    }
  }
  return provenance;
}

std::size_t JsonReader::assumption_mark() const { return context_->assumptions.size(); }

bool JsonReader::assumed_since(std::size_t mark) const {
  return context_->assumptions.size() > mark;
}

void JsonReader::fail(const std::string& expected) const { fail(expected, describe_json(*value_)); }

void JsonReader::fail(const std::string& expected, const std::string& found) const {
  throw DataError(context_->file, pointer_, expected, found,
                  user_text(context_->file, pointer_, expected, found));
}

}  // namespace fray::rules::detail
