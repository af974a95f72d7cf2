#pragma once
// Internal to fray_game: reading the generators' data files (data/generators/*.json). A value
// may be given plainly or as {"value": ..., "assumed": true, "note": "..."} when the seed does not
// give it; errors are io::DataError naming the file and the JSON pointer.

#include <string>
#include <utility>

#include "setup/json_read.h"

namespace fray::game::detail {

/// The value itself: `at`, or its "value" member when it is an assumed-value wrapper.
JsonReader plain(const JsonReader& at);

/// [min, max] of whole numbers within [lowest, highest], min <= max.
std::pair<int, int> int_range(const JsonReader& at, int lowest, int highest);

/// The "source" citation of an entry: "seed NNN, \"Section\"".
std::string source(const JsonReader& entry);

}  // namespace fray::game::detail
