#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include <gtest/gtest.h>

#include <fray/classic/rules/hex_effect_table.h>
#include <fray/io/data_error.h>

namespace fray::rules {
namespace {

namespace fs = std::filesystem;

TEST(HexEffectTable, LoadsTheClassicFile) {
  const HexEffectTable table = load_hex_effect_table(FRAY_DATA_DIR);
  EXPECT_FALSE(table.conversion_notes.empty());
  ASSERT_NE(table.find("person_in_the_way"), nullptr);
  EXPECT_EQ(table.find("person_in_the_way")->d6_modifier, -2);
  EXPECT_EQ(table.find("wild_swing")->d6_modifier, -3);
  EXPECT_EQ(table.find("shooting_blind")->d6_modifier, -5);
  EXPECT_EQ(table.find("opportunity_fire_2_hexes")->d6_modifier, -1);
  EXPECT_EQ(table.find("no_defence_from_back")->kind, HexEffectKind::Prohibition);
  EXPECT_FALSE(table.find("no_defence_from_back")->d6_modifier);
  EXPECT_EQ(table.find("wild_swing")->provenance.source, "seed 001, \"Wild Swings\"");
  EXPECT_TRUE(table.find("wild_swing")->provenance.assumed);  // every D6 value is a choice
  EXPECT_EQ(table.find("no_such_effect"), nullptr);
  EXPECT_FALSE(table.assumptions.empty());
}

// A data folder holding one hex_tactics/hex_effects.json with the given text.
class TempData {
 public:
  explicit TempData(const std::string& text)
      : dir_(fs::temp_directory_path() /
             ("fray_hex_effects_" + std::to_string(std::random_device{}()))) {
    fs::create_directories(dir_ / "hex_tactics");
    std::ofstream(dir_ / "hex_tactics" / "hex_effects.json") << text;
  }
  ~TempData() { fs::remove_all(dir_); }
  const fs::path& dir() const { return dir_; }

 private:
  fs::path dir_;
};

const std::string kEntry =
    R"({"id": "wild_swing", "kind": "modifier", "applies_to": "melee_attack",)"
    R"( "seed_value": "-5", "description": "d", "source": "seed 001, \"Wild Swings\"",)"
    R"( "d6_modifier": -3})";

std::string file_with(const std::string& effects) {
  return R"({"conversion": {"source": "seed 001, \"X\"", "notes": "n"}, "effects": [)" + effects +
         "]}";
}

struct BrokenRow {
  const char* what;
  std::string text;
  std::string location;
  std::string expected;  // contained in io::DataError::expected()
};

TEST(HexEffectTable, BrokenFilesNameTheFileAndThePlace) {
  const BrokenRow rows[] = {
      {"syntax", "{\n  \"effects\": [,]\n}", "2:15", ""},
      {"wrong type",
       file_with(
           R"({"id": "wild_swing", "kind": "modifier", "applies_to": "melee_attack", "seed_value": "-5", "description": "d", "source": "seed 001, \"W\"", "d6_modifier": "minus two"})"),
       "/effects/0/d6_modifier", "a whole number"},
      {"unknown kind",
       file_with(
           R"({"id": "wild_swing", "kind": "bonus", "applies_to": "melee_attack", "seed_value": "-5", "description": "d", "source": "seed 001, \"W\""})"),
       "/effects/0/kind", "modifier"},
      {"modifier on a prohibition",
       file_with(
           R"({"id": "cannot_aim", "kind": "prohibition", "applies_to": "ranged_attack", "seed_value": "x", "description": "d", "source": "seed 001, \"W\"", "d6_modifier": 0})"),
       "/effects/0/d6_modifier", "no d6_modifier"},
      {"repeated id", file_with(kEntry + ", " + kEntry), "/effects/1/id", "not already used"},
      {"misspelt member", file_with(R"({"id": "wild_swing", "knd": "modifier"})"), "/effects/0",
       ""},
  };
  for (const auto& row : rows) {
    const TempData data(row.text);
    try {
      load_hex_effect_table(data.dir());
      ADD_FAILURE() << row.what << ": no io::DataError";
    } catch (const io::DataError& e) {
      EXPECT_EQ(e.file(), "hex_tactics/hex_effects.json") << row.what;
      EXPECT_EQ(e.location().rfind(row.location, 0), 0u) << row.what << ": " << e.location();
      EXPECT_NE(e.expected().find(row.expected), std::string::npos)
          << row.what << ": " << e.expected();
    }
  }
}

}  // namespace
}  // namespace fray::rules
