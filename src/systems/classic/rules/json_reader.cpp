#include "json_reader.h"

#include <vector>

#include <fray/io/data_error.h>

namespace fray::rules::detail {

ReadContext data_context(std::string file) {
  ReadContext context;
  context.file = std::move(file);
  context.kind = "The data file";
  context.raise = io::raise_as<io::DataError>;
  context.assumed_values = true;
  return context;
}

DieSpec read_die(const JsonReader& r) {
  if (r.json().is_string())
    if (auto die = parse_die(r.json().get_ref<const std::string&>())) return *die;
  r.fail("a die (D2, D3, D4, D6, D8, D10, D12, or a count such as 2D6)");
}

std::optional<DieSpec> read_optional_die(const JsonReader& r) {
  if (r.is_null()) return std::nullopt;
  return read_die(r);
}

StrengthClass read_strength(const JsonReader& r) {
  if (r.json().is_string())
    if (auto strength = parse_strength_class(r.json().get_ref<const std::string&>()))
      return *strength;
  std::vector<std::string_view> names;
  for (auto s : {StrengthClass::MinusH, StrengthClass::EqualH, StrengthClass::PlusH,
                 StrengthClass::PlusPlusH, StrengthClass::H2})
    names.push_back(to_string(s));
  r.fail("a strength class, " + one_of(names));
}

std::optional<StrengthClass> read_optional_strength(const JsonReader& r) {
  if (r.is_null()) return std::nullopt;
  return read_strength(r);
}

LengthClass read_length(const JsonReader& r) {
  if (r.json().is_string())
    if (auto length = parse_length_class(r.json().get_ref<const std::string&>())) return *length;
  std::vector<std::string_view> names;
  for (auto l : {LengthClass::Long, LengthClass::HalfLong, LengthClass::Short,
                 LengthClass::VeryShort, LengthClass::BareHands})
    names.push_back(to_string(l));
  r.fail("a weapon length, " + one_of(names));
}

Provenance read_provenance(const JsonReader& r) {
  Provenance provenance;
  provenance.source = r.at("source").as_string();
  if (provenance.source.rfind("seed ", 0) != 0)
    r.at("source").fail("a citation such as seed 000, \"Budget\"");
  if (const auto flag = r.find("assumed")) {
    provenance.assumed = flag->as_bool();
    if (provenance.assumed) {
      provenance.note = r.at("note").as_string();
      r.note_assumption(provenance.note);
    }
  }
  return provenance;
}

}  // namespace fray::rules::detail
