#pragma once

// Internal to fray_classic (its definitions, classic/rules): first pass of the loader, one function
// per data file. Each reads its whole file into `ruleset`, checking everything that can be checked
// inside that file.

#include <string>
#include <vector>

#include <fray/classic/rules/ruleset.h>

#include "json_reader.h"

namespace fray::rules::detail {

void parse_species_file(const JsonReader& root, Ruleset& ruleset);
void parse_missile_weapons_file(const JsonReader& root, Ruleset& ruleset);
void parse_melee_weapons_file(const JsonReader& root, Ruleset& ruleset);
void parse_melee_modifiers_file(const JsonReader& root, Ruleset& ruleset);
void parse_shooting_modifiers_file(const JsonReader& root, Ruleset& ruleset);
void parse_terrain_file(const JsonReader& root, Ruleset& ruleset);
void parse_movement_file(const JsonReader& root, Ruleset& ruleset);
void parse_budget_file(const JsonReader& root, Ruleset& ruleset);
void parse_abilities_file(const JsonReader& root, Ruleset& ruleset);  // magic_ability.cpp

/// Fails at `id_reader` when an earlier entry of `entries` already has that id.
template <typename T>
void require_unique_id(const std::vector<T>& entries, const std::string& id,
                       const JsonReader& id_reader) {
  for (const auto& entry : entries) {
    if (entry.id == id) {
      id_reader.fail("an id not already used in this file", "\"" + id + "\" a second time");
    }
  }
}

/// Reads `source`/`assumed`/`note` of an entry, then marks it assumed if any value inside it
/// was assumed. Call finish() after the entry's values have been read.
class EntryProvenance {
 public:
  explicit EntryProvenance(const JsonReader& entry)
      : entry_(entry), mark_(entry.assumption_mark()), provenance_(read_provenance(entry)) {}
  Provenance finish() const {
    Provenance result = provenance_;
    result.assumed = result.assumed || entry_.assumed_since(mark_);
    return result;
  }

 private:
  const JsonReader& entry_;
  std::size_t mark_;
  Provenance provenance_;
};

}  // namespace fray::rules::detail
