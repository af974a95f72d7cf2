#include <fray/classic/rules/hex_effect_table.h>
#include <fray/io/data_error.h>

#include "json_reader.h"
#include "parsers.h"

namespace fray::rules {
namespace {

constexpr detail::EnumNames<HexEffectKind, 2> kKindNames = {{
    {"modifier", HexEffectKind::Modifier},
    {"prohibition", HexEffectKind::Prohibition},
}};

constexpr detail::EnumNames<int, 4> kAppliesTo = {{
    {"melee_attack", 0},
    {"ranged_attack", 1},
    {"defence", 2},
    {"close_combat", 3},
}};

HexEffectEntry parse_entry(const detail::JsonReader& r) {
  r.allow_only({"id", "kind", "applies_to", "seed_value", "description", "source", "assumed",
                "note", "notes", "d6_modifier"});
  const detail::EntryProvenance provenance(r);
  HexEffectEntry e;
  e.id = r.at("id").as_id();
  e.kind = r.at("kind").as_enum(kKindNames);
  r.at("applies_to").as_enum(kAppliesTo);
  e.applies_to = r.at("applies_to").as_string();
  e.seed_value = r.at("seed_value").as_string();
  e.description = r.at("description").as_string();
  const auto modifier = r.find("d6_modifier");
  if (e.kind == HexEffectKind::Modifier) {
    e.d6_modifier = r.at("d6_modifier").as_int(-6, 6);
  } else if (modifier) {
    modifier->fail("no d6_modifier for a prohibition");
  }
  e.provenance = provenance.finish();
  return e;
}

}  // namespace

const HexEffectEntry* HexEffectTable::find(std::string_view id) const {
  for (const auto& entry : entries) {
    if (entry.id == id) return &entry;
  }
  return nullptr;
}

HexEffectTable load_hex_effect_table(const std::filesystem::path& data_dir) {
  detail::ReadContext context = detail::data_context(kHexEffectsFile);
  const nlohmann::json document = io::read_json_file(data_dir / kHexEffectsFile, context);
  HexEffectTable table;
  try {
    const detail::JsonReader root(document, "", context);
    root.allow_only({"conversion", "effects"});
    const auto conversion = root.at("conversion");
    conversion.allow_only({"source", "notes"});
    detail::read_provenance(conversion);
    table.conversion_notes = conversion.at("notes").as_string();
    for (const auto& r : root.at("effects").items(1)) {
      auto entry = parse_entry(r);
      detail::require_unique_id(table.entries, entry.id, r.at("id"));
      table.entries.push_back(std::move(entry));
    }
  } catch (const nlohmann::json::exception& e) {
    throw io::DataError(
        kHexEffectsFile, "", "well-formed data", e.what(),
        std::string("The data file ") + kHexEffectsFile + " cannot be used: " + e.what());
  }
  for (auto& [pointer, note] : context.assumptions) {
    table.assumptions.push_back({kHexEffectsFile, pointer, note});
  }
  return table;
}

}  // namespace fray::rules
