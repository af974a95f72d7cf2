#include <map>
#include <string>

#include <gtest/gtest.h>

#include <fray/classic/rules/hex_effect_table.h>
#include <fray/map/hex_effect.h>

namespace fray {
namespace {

// Every effect the hex map can report has exactly one entry in the classic system's table, and
// the table names no effect the map does not know.
TEST(HexEffectsCoverage, EveryHexEffectHasExactlyOneClassicEntry) {
  const rules::HexEffectTable table = rules::load_hex_effect_table(FRAY_DATA_DIR);
  std::map<std::string, int> entries;
  for (const auto& entry : table.entries) {
    ++entries[entry.id];
    EXPECT_TRUE(map::parse_hex_effect(entry.id)) << entry.id << " is not a map::HexEffect";
  }
  for (int i = 0; i < map::kHexEffectCount; ++i) {
    const std::string id(map::name(static_cast<map::HexEffect>(i)));
    EXPECT_EQ(entries[id], 1) << id;
  }
}

}  // namespace
}  // namespace fray
