// Every folder of tests/data/broken is a broken data set with the error the loader must report.
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fray/classic/rules/data_loader.h>
#include <fray/io/data_error.h>

namespace fray::rules {
namespace {

namespace fs = std::filesystem;

struct BrokenCase {
  const char* name;      // folder under tests/data/broken
  const char* file;      // io::DataError::file()
  const char* location;  // io::DataError::location(): line:column or JSON pointer
  const char* expected;  // contained in io::DataError::expected()
  const char* found;     // contained in io::DataError::found()
};

constexpr BrokenCase kCases[] = {
    {"syntax_error", "classic/terrain.json", "3:57", "'}'", "unexpected string literal"},
    {"truncated_file", "classic/movement.json", "5:1", "string literal", "end of input"},
    {"empty_file", "classic/budget.json", "1:1", "a literal", "end of input"},
    {"top_level_array", "classic/melee_modifiers.json", "", "an object", "an empty list"},
    {"missing_file", "classic/terrain.json", "", "a readable JSON file", "no readable file"},
    {"wrong_type", "classic/species.json", "/species/3/movement_cm/light", "a whole number",
     "\"twenty\""},
    {"unknown_die", "classic/species.json", "/species/2/melee_dice/0", "a die", "\"D7\""},
    {"missing_field", "classic/missile_weapons.json", "/weapons/1/armour_modifiers/armour_4",
     "\"armour_4\" member", "nothing"},
    {"assumed_without_note", "classic/species.json", "/species/3/movement_cm/light", "\"note\"",
     "without a note"},
    {"misspelt_member", "classic/missile_weapons.json",
     "/weapons/0/band_sets/0/bands/0/exterior_onyl", "known member name", "unknown member"},
    {"gap_between_bands", "classic/missile_weapons.json", "/weapons/0/band_sets/0/bands/1/min_cm",
     "where the previous band ends", "12"},
    {"duplicate_id", "classic/species.json", "/species/1/id", "not already used", "\"goblin\""},
    {"unknown_enum_value", "classic/terrain.json", "/terrain_types/1/movement/foot/difficulty",
     "one of normal, difficult", "\"impassable\""},
    {"number_out_of_range", "classic/missile_weapons.json", "/weapons/0/band_sets/0/bands/0/to_hit",
     "a whole number from 2 to 12", "13"},
    {"recoil_refusal_without_rule", "classic/species.json", "/species/9/special_rules",
     "ignore_recoil_from_weaker", "no such rule"},
    // Second pass: references between files.
    {"unknown_weapon_reference", "classic/species.json", "/species/0/cannot_use_missile_weapons/0",
     "missile weapon id", "\"arquebus\""},
    {"unknown_terrain_reference", "classic/species.json",
     "/species/0/terrain_peculiarities/0/terrain_ids/0", "terrain id", "\"swamp\""},
    {"unknown_special_rule_reference", "classic/melee_weapons.json",
     "/weapons/1/length_overrides/0/wielder_special_rule", "special rule id", "\"short_spears\""},
    {"mirrored_value_mismatch", "classic/shooting_modifiers.json", "/modifiers/3/weapons/1",
     "equals this modifier (-1)", "\"bow\" with 0"},
    {"unknown_species_in_budget", "classic/budget.json", "/species_overrides/0/species",
     "species id", "\"hobbit\""},
    {"no_budget_formula", "classic/budget.json", "/formulas", "troll_large", "none matching"},
};

const fs::path kBrokenDir = fs::path(FRAY_TEST_DATA_DIR) / "broken";

nlohmann::json read_json(const fs::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

// A scratch copy of data/ with the case's damage applied; removed when the test ends.
class BrokenDataDir {
 public:
  explicit BrokenDataDir(const std::string& name) {
    std::random_device random;
    root_ = fs::temp_directory_path() /
            ("fray_broken_" + name + "_" + std::to_string(std::random_device{}()) +
             std::to_string(std::random_device{}()));
    const fs::path case_dir = kBrokenDir / name;
    fs::create_directories(root_);
    // The classic rule system reads its own folder and the shared magic tables.
    for (const char* folder : {"classic", "magic"})
      fs::copy(fs::path(FRAY_DATA_DIR) / folder, root_ / folder, fs::copy_options::recursive);
    if (fs::exists(case_dir / "classic")) {
      fs::copy(case_dir / "classic", root_ / "classic",
               fs::copy_options::recursive | fs::copy_options::overwrite_existing);
    }
    if (fs::exists(case_dir / "patch.json")) apply(read_json(case_dir / "patch.json"));
  }
  ~BrokenDataDir() {
    std::error_code ignored;
    fs::remove_all(root_, ignored);
  }
  BrokenDataDir(const BrokenDataDir&) = delete;
  BrokenDataDir& operator=(const BrokenDataDir&) = delete;

  const fs::path& path() const { return root_; }

 private:
  void apply(const nlohmann::json& spec) {
    const fs::path target = root_ / spec.at("file").get<std::string>();
    if (spec.value("delete", false)) {
      fs::remove(target);
      return;
    }
    const nlohmann::json patched = read_json(target).patch(spec.at("patch"));
    std::ofstream(target) << patched.dump(2);
  }

  fs::path root_;
};

class BrokenData : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenData, ReportsFileLocationExpectedAndFound) {
  const BrokenCase& c = GetParam();
  const BrokenDataDir dir(c.name);
  try {
    load_ruleset(dir.path());
    FAIL() << c.name << ": no io::DataError thrown";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.file(), c.file) << e.what();
    EXPECT_EQ(e.location(), c.location) << e.what();
    EXPECT_NE(e.expected().find(c.expected), std::string::npos) << e.what();
    EXPECT_NE(e.found().find(c.found), std::string::npos) << e.what();
    EXPECT_NE(e.user_message().find(c.file), std::string::npos) << e.user_message();
    EXPECT_NE(std::string(e.what()).find(c.file), std::string::npos);
    EXPECT_EQ(e.is_json_pointer(), c.location[0] == '/' || c.location[0] == '\0');
  }
}

INSTANTIATE_TEST_SUITE_P(Cases, BrokenData, ::testing::ValuesIn(kCases),
                         [](const ::testing::TestParamInfo<BrokenCase>& case_info) {
                           return std::string(case_info.param.name);
                         });

// Tiled forgot to wire its tests/errors folder; here every folder must be in the table.
TEST(BrokenDataFolder, EveryFolderIsInTheTableAndBack) {
  std::set<std::string> folders;
  for (const auto& entry : fs::directory_iterator(kBrokenDir)) {
    if (entry.is_directory()) folders.insert(entry.path().filename().string());
  }
  std::set<std::string> table;
  for (const auto& c : kCases) table.insert(c.name);
  EXPECT_EQ(folders, table);
}

// The syntax error's line:column agrees with what the JSON library itself reports: the end of
// the offending token (here the string "source" that follows a missing comma).
TEST(BrokenDataFolder, SyntaxErrorPositionMatchesTheParser) {
  std::ifstream in(kBrokenDir / "syntax_error" / "classic" / "terrain.json");
  try {
    const auto parsed = nlohmann::json::parse(in);
    FAIL() << "the syntax_error case parses: " << parsed.dump();
  } catch (const nlohmann::json::parse_error& e) {
    EXPECT_NE(std::string(e.what()).find("line 3, column 57"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace fray::rules
