#pragma once

// Internal to fray_classic (its definitions, classic/rules): the data files' spelling of enums used
// by more than one parser. (StrengthClass and LengthClass spellings live in types.cpp, behind
// to_string / parse_*.)

#include <fray/classic/rules/definitions.h>

#include "json_reader.h"

namespace fray::rules::detail {

inline constexpr EnumNames<MissileCategory, 4> kMissileCategoryNames = {{
    {"bow", MissileCategory::Bow},
    {"crossbow", MissileCategory::Crossbow},
    {"sling", MissileCategory::Sling},
    {"thrown", MissileCategory::Thrown},
}};

}  // namespace fray::rules::detail
