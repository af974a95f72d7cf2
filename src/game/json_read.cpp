#include "json_read.h"

#include <fray/io/json_text.h>
#include <fray/rules/data_error.h>

namespace fray::game::detail {

nlohmann::json parse_json_text(const std::string& text, const std::string& file) {
  auto parsed = io::parse_json_text(text);
  if (auto* document = std::get_if<nlohmann::json>(&parsed)) return std::move(*document);
  const auto& error = std::get<io::JsonSyntaxError>(parsed);
  const std::string found = error.at_end ? "the end of the file" : "broken JSON";
  throw rules::DataError(file, error.location(), "valid JSON", found,
                         file + " is not valid JSON at line " + std::to_string(error.line) +
                             ", column " + std::to_string(error.column) + " (" + found + ").");
}

nlohmann::json read_json_file(const std::filesystem::path& path, const std::string& file) {
  const std::optional<std::string> text = io::read_text_file(path);
  if (!text)
    throw rules::DataError(file, "", "a readable file", "nothing",
                           "Cannot read " + file + ": the file is missing or unreadable.");
  return parse_json_text(*text, file);
}

std::string describe(const nlohmann::json& value) {
  if (value.is_object()) return "an object";
  if (value.is_array()) return "a list";
  if (value.is_null()) return "null";
  std::string dumped = value.dump();
  if (dumped.size() > 40) dumped = dumped.substr(0, 37) + "...";
  return dumped;
}

void At::fail(const std::string& expected) const {
  const std::string found = describe(*value_);
  throw rules::DataError(*file_, pointer_, expected, found,
                         *file_ + " at " + (pointer_.empty() ? "/" : pointer_) + ": expected " +
                             expected + ", found " + found + ".");
}

At At::operator[](std::string_view key) const {
  if (!value_->is_object()) fail("an object");
  const auto it = value_->find(std::string(key));
  if (it == value_->end()) {
    const std::string pointer = pointer_ + "/" + io::pointer_token(key);
    throw rules::DataError(
        *file_, pointer, "a value for \"" + std::string(key) + "\"", "nothing",
        *file_ + " at " + pointer + ": \"" + std::string(key) + "\" is missing.");
  }
  return At(*it, pointer_ + "/" + io::pointer_token(key), *file_);
}

std::optional<At> At::find(std::string_view key) const {
  if (!value_->is_object()) fail("an object");
  const auto it = value_->find(std::string(key));
  if (it == value_->end()) return std::nullopt;
  return At(*it, pointer_ + "/" + io::pointer_token(key), *file_);
}

At At::operator[](std::size_t index) const {
  if (!value_->is_array() || index >= value_->size()) fail("a list");
  return At((*value_)[index], pointer_ + "/" + std::to_string(index), *file_);
}

std::size_t At::size() const {
  if (!value_->is_array()) fail("a list");
  return value_->size();
}

void At::allow_only(std::initializer_list<std::string_view> keys) const {
  if (!value_->is_object()) fail("an object");
  for (const auto& [key, value] : value_->items()) {
    bool known = false;
    for (const std::string_view allowed : keys) known = known || key == allowed;
    if (!known) {
      std::string list;
      for (const std::string_view allowed : keys)
        list += (list.empty() ? "" : ", ") + std::string(allowed);
      At(value, pointer_ + "/" + io::pointer_token(key), *file_).fail("one of the members " + list);
    }
  }
}

double At::number(double min, double max) const {
  if (!value_->is_number()) fail("a number");
  const double v = value_->get<double>();
  if (v < min || v > max) fail("a number from " + describe(min) + " to " + describe(max));
  return v;
}

int At::integer(int min, int max) const {
  if (!value_->is_number_integer()) fail("a whole number");
  const auto v = value_->get<long long>();
  if (v < min || v > max)
    fail("a whole number from " + std::to_string(min) + " to " + std::to_string(max));
  return static_cast<int>(v);
}

bool At::boolean() const {
  if (!value_->is_boolean()) fail("true or false");
  return value_->get<bool>();
}

std::string At::text() const {
  if (!value_->is_string() || value_->get_ref<const std::string&>().empty()) fail("a text");
  return value_->get<std::string>();
}

}  // namespace fray::game::detail
