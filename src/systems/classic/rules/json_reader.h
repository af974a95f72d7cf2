#pragma once

// Internal to fray_classic (its definitions, classic/rules): the rule tables' own value kinds
// (dice, strength and length classes, provenance) read through the one located reader,
// io::JsonReader.

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <fray/classic/rules/types.h>
#include <fray/io/json_reader.h>
#include <fray/io/json_text.h>

namespace fray::rules::detail {

using io::describe_json;
using io::JsonReader;
using io::one_of;
using io::pointer_token;
using io::ReadContext;

template <typename Enum, std::size_t N>
using EnumNames = std::array<std::pair<std::string_view, Enum>, N>;

/// The context for one data file: errors are io::DataError ("The data file ..."), and
/// values in the assumed form are read and recorded.
ReadContext data_context(std::string file);

DieSpec read_die(const JsonReader& r);
std::optional<DieSpec> read_optional_die(const JsonReader& r);
StrengthClass read_strength(const JsonReader& r);
std::optional<StrengthClass> read_optional_strength(const JsonReader& r);
LengthClass read_length(const JsonReader& r);
/// The entry's "source", plus its entry-level "assumed"/"note" (recorded as an assumption).
Provenance read_provenance(const JsonReader& r);

}  // namespace fray::rules::detail
