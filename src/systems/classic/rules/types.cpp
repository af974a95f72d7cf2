#include <array>
#include <charconv>
#include <utility>

#include <fray/classic/rules/types.h>

namespace fray::rules {
namespace {

constexpr std::array<std::pair<StrengthClass, std::string_view>, 5> kStrengthNames = {{
    {StrengthClass::MinusH, "minus_h"},
    {StrengthClass::EqualH, "equal_h"},
    {StrengthClass::PlusH, "plus_h"},
    {StrengthClass::PlusPlusH, "plus_plus_h"},
    {StrengthClass::H2, "h2"},
}};

constexpr std::array<std::pair<LengthClass, std::string_view>, 5> kLengthNames = {{
    {LengthClass::BareHands, "bare_hands"},
    {LengthClass::VeryShort, "very_short"},
    {LengthClass::Short, "short"},
    {LengthClass::HalfLong, "half_long"},
    {LengthClass::Long, "long"},
}};

constexpr std::array<int, 7> kDieSides = {2, 3, 4, 6, 8, 10, 12};

template <typename Enum, std::size_t N>
std::string_view name_of(const std::array<std::pair<Enum, std::string_view>, N>& table,
                         Enum value) {
  for (const auto& [v, name] : table) {
    if (v == value) return name;
  }
  return "?";
}

template <typename Enum, std::size_t N>
std::optional<Enum> value_of(const std::array<std::pair<Enum, std::string_view>, N>& table,
                             std::string_view text) {
  for (const auto& [v, name] : table) {
    if (name == text) return v;
  }
  return std::nullopt;
}

// Parses the whole of `text` as a small positive decimal number; rejects signs and blanks.
std::optional<int> parse_small_int(std::string_view text) {
  int value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
  return value;
}

}  // namespace

std::string_view to_string(StrengthClass strength) { return name_of(kStrengthNames, strength); }

std::optional<StrengthClass> parse_strength_class(std::string_view text) {
  return value_of(kStrengthNames, text);
}

std::string_view to_string(LengthClass length) { return name_of(kLengthNames, length); }

std::optional<LengthClass> parse_length_class(std::string_view text) {
  return value_of(kLengthNames, text);
}

std::string to_string(DieSpec die) {
  std::string text = die.count == 1 ? "" : std::to_string(die.count);
  return text + "D" + std::to_string(die.sides);
}

std::optional<DieSpec> parse_die(std::string_view text) {
  const auto d = text.find_first_of("Dd");
  if (d == std::string_view::npos) return std::nullopt;
  DieSpec die;
  if (d > 0) {
    const auto count = parse_small_int(text.substr(0, d));
    if (!count || *count < 1 || *count > 9) return std::nullopt;
    die.count = *count;
  }
  const auto sides = parse_small_int(text.substr(d + 1));
  if (!sides) return std::nullopt;
  for (int allowed : kDieSides) {
    if (*sides == allowed) {
      die.sides = allowed;
      return die;
    }
  }
  return std::nullopt;
}

}  // namespace fray::rules
