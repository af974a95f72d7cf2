#include <algorithm>
#include <cstdint>
#include <limits>

#include <fray/io/json_reader.h>
#include <fray/io/json_text.h>
#include <fray/io/located_error.h>

namespace fray::io {
namespace {

// The assumed form is recognised by its keys alone, so an entry that merely has a "value" member
// (a modifier) is never mistaken for it.
bool is_assumed_wrapper(const nlohmann::json& value) {
  if (!value.is_object() || !value.contains("value") || !value.contains("assumed")) return false;
  return std::all_of(value.items().begin(), value.items().end(), [](const auto& item) {
    return item.key() == "value" || item.key() == "assumed" || item.key() == "note";
  });
}

// "1", "2.5", "10000": a bound as people write it.
std::string number_text(double v) {
  std::string s = nlohmann::json(v).dump();
  if (s.size() > 2 && s.ends_with(".0")) s.resize(s.size() - 2);
  return s;
}

std::string member_pointer(const std::string& pointer, std::string_view key) {
  return pointer + "/" + pointer_token(key);
}

}  // namespace

void ReadContext::fail(std::string location, std::string expected, std::string found,
                       std::string user_message) const {
  if (raise) raise(file, location, expected, found, user_message);
  throw LocatedError(file, std::move(location), std::move(expected), std::move(found),
                     std::move(user_message));
}

void ReadContext::fail_at(const std::string& pointer, const std::string& expected,
                          const std::string& found) const {
  const std::string where = pointer.empty() ? "at the top level" : "at " + pointer;
  fail(pointer, expected, found,
       kind + " " + file + " cannot be used: " + where + " it needs " + expected + ", but has " +
           found + ".");
}

nlohmann::json parse_json(const std::string& text, const ReadContext& context) {
  auto parsed = parse_json_text(text);
  if (auto* document = std::get_if<nlohmann::json>(&parsed)) return std::move(*document);
  const auto& error = std::get<JsonSyntaxError>(parsed);
  context.fail(error.location(), error.expected, error.found,
               context.kind + " " + context.file + " is not valid JSON at line " +
                   std::to_string(error.line) + ", column " + std::to_string(error.column) +
                   (error.at_end ? " (it ends too soon)." : ": " + error.found + "."));
}

nlohmann::json read_json_file(const std::filesystem::path& path, const ReadContext& context) {
  const std::optional<std::string> text = read_text_file(path);
  if (!text)
    context.fail("", "a readable JSON file", "no readable file at " + path.string(),
                 context.kind + " " + context.file + " is missing or cannot be read (" +
                     path.string() + ").");
  return parse_json(*text, context);
}

std::string one_of(const std::vector<std::string_view>& names) {
  std::string text = "one of ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += ", ";
    text += names[i];
  }
  return text;
}

std::string quoted_list(std::span<const std::string_view> names, std::string_view last) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? last : std::string_view(", ");
    text += '"';
    text += names[i];
    text += '"';
  }
  return text;
}

std::string describe_json(const nlohmann::json& value) {
  if (value.is_string()) {
    auto text = value.get<std::string>();
    if (text.size() > 40) text = text.substr(0, 37) + "...";
    return "\"" + text + "\"";
  }
  if (value.is_object()) return value.empty() ? "an empty object" : "an object";
  if (value.is_array())
    return value.empty() ? "an empty list"
                         : "a list of " + std::to_string(value.size()) + " item(s)";
  return value.dump();  // numbers, true/false, null
}

JsonReader::JsonReader(const nlohmann::json& value, std::string pointer, ReadContext& context)
    : value_(&value), pointer_(std::move(pointer)), context_(&context) {
  if (!context.assumed_values || !is_assumed_wrapper(value)) return;
  const bool assumed = JsonReader(value["assumed"], pointer_ + "/assumed", context).as_bool();
  std::string note;
  if (const auto it = value.find("note"); it != value.end())
    note = JsonReader(*it, pointer_ + "/note", context).as_string();
  else if (assumed)
    fail("a \"note\" saying why the assumed value was chosen", "an assumed value without a note");
  if (assumed) context.assumptions.emplace_back(pointer_, std::move(note));
  assumed_ = assumed;
  value_ = &value["value"];
  pointer_ += "/value";
}

JsonReader JsonReader::at(std::string_view key) const {
  if (!value_->is_object()) fail("an object with a \"" + std::string(key) + "\" member");
  const auto it = value_->find(key);
  if (it == value_->end())
    context_->fail_at(member_pointer(pointer_, key), "a \"" + std::string(key) + "\" member",
                      "nothing");
  return JsonReader(*it, member_pointer(pointer_, key), *context_);
}

std::optional<JsonReader> JsonReader::find(std::string_view key) const {
  if (!value_->is_object()) fail("an object");
  const auto it = value_->find(key);
  if (it == value_->end()) return std::nullopt;
  return JsonReader(*it, member_pointer(pointer_, key), *context_);
}

void JsonReader::allow_only(std::initializer_list<std::string_view> allowed) const {
  allow_only(std::vector<std::string_view>(allowed));
}

void JsonReader::allow_only(const std::vector<std::string_view>& allowed) const {
  if (!value_->is_object()) fail("an object");
  for (const auto& item : value_->items()) {
    if (std::find(allowed.begin(), allowed.end(), item.key()) != allowed.end()) continue;
    context_->fail_at(member_pointer(pointer_, item.key()),
                      one_of(allowed) + " (a known member name)",
                      "an unknown member \"" + item.key() + "\"");
  }
}

std::vector<JsonReader> JsonReader::items(std::size_t min_count) const {
  if (!value_->is_array()) fail("a list");
  if (value_->size() < min_count)
    fail("a list of at least " + std::to_string(min_count) + " item(s)");
  std::vector<JsonReader> result;
  result.reserve(value_->size());
  for (std::size_t i = 0; i < value_->size(); ++i)
    result.emplace_back((*value_)[i], pointer_ + "/" + std::to_string(i), *context_);
  return result;
}

JsonReader JsonReader::operator[](std::size_t index) const {
  if (!value_->is_array()) fail("a list");
  if (index >= value_->size())
    context_->fail_at(pointer_ + "/" + std::to_string(index), "a list item", "nothing");
  return JsonReader((*value_)[index], pointer_ + "/" + std::to_string(index), *context_);
}

std::size_t JsonReader::size() const {
  if (!value_->is_array()) fail("a list");
  return value_->size();
}

int JsonReader::as_int() const {
  return as_int(std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
}

int JsonReader::as_int(int min, int max) const {
  const std::string range =
      min == std::numeric_limits<int>::min()
          ? "a whole number"
          : "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  if (!value_->is_number_integer()) fail(range);
  // Read through 64 bits so huge numbers fail the range test instead of wrapping around.
  if (value_->is_number_unsigned() &&
      value_->get<std::uint64_t>() > static_cast<std::uint64_t>(max))
    fail(range);
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

double JsonReader::as_number(double min, double max) const {
  const double v = as_number();
  if (v < min || v > max) fail("a number from " + number_text(min) + " to " + number_text(max));
  return v;
}

bool JsonReader::as_bool() const {
  if (!value_->is_boolean()) fail("true or false");
  return value_->get<bool>();
}

std::string JsonReader::as_string() const {
  if (!value_->is_string() || value_->get_ref<const std::string&>().empty())
    fail("a non-empty text");
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

std::string JsonReader::optional_text(std::string_view key) const {
  const auto member = find(key);
  if (!member || member->is_null()) return {};
  if (!member->json().is_string()) member->fail("a text");
  return member->json().get<std::string>();
}

void JsonReader::note_assumption(std::string note) const {
  context_->assumptions.emplace_back(pointer_, std::move(note));
}

std::size_t JsonReader::assumption_mark() const { return context_->assumptions.size(); }

bool JsonReader::assumed_since(std::size_t mark) const {
  return context_->assumptions.size() > mark;
}

void JsonReader::fail(const std::string& expected) const { fail(expected, describe_json(*value_)); }

void JsonReader::fail(const std::string& expected, const std::string& found) const {
  context_->fail_at(pointer_, expected, found);
}

}  // namespace fray::io
