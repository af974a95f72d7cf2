#pragma once
// Internal to the High Adventure system: what its data readers share (adventure_rules_json.cpp,
// magic_rules_json.cpp).

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <fray/high_adventure/adventure_rules.h>
#include <fray/io/json_reader.h>

namespace fray::high_adventure {

using io::JsonReader;

/// The file's "format", version 1 and "source".
void check_header(const JsonReader& root, const char* format);
/// Allows `members` plus "source", "assumed", "note"; an assumed entry notes why.
void check_entry(const JsonReader& entry, std::vector<std::string_view> members);
/// Fails on an id given before in the same file.
void unique_id(std::set<std::string>& seen, const JsonReader& id);

template <class T>
const T* find_by_id(const std::vector<T>& items, const std::string& id) {
  const auto it = std::find_if(items.begin(), items.end(), [&](const T& t) { return t.id == id; });
  return it == items.end() ? nullptr : &*it;
}

/// data/high_adventure/magic.json.
void parse_magic(const JsonReader& root, AdventureRules& rules);

}  // namespace fray::high_adventure
