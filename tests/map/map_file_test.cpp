#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include <fray/map/map_file.h>

#include "table_fixture.h"

namespace fray::map {
namespace {

namespace fs = std::filesystem;

const fs::path kBroken = fs::path(FRAY_TEST_DATA_DIR) / "maps" / "broken";

struct BrokenMap {
  const char* file;
  const char* location;  // line:column or JSON pointer
  const char* expected;  // contained in expected()
  const char* found;     // contained in found()
};

constexpr BrokenMap kBrokenMaps[] = {
    {"syntax_error.json", "4:8", "'}'", "unexpected string literal"},
    {"empty_file.json", "1:1", "a literal", "end of input"},
    {"wrong_format.json", "/format", "\"fray-map\"", "\"fray-situation\""},
    {"newer_version.json", "/version", "version 1 or older", "2"},
    {"unknown_kind.json", "/kind", "one of table, hex, square", "\"octagon\""},
    {"misspelt_member.json", "/widht_cm", "known member name", "unknown member \"widht_cm\""},
    {"zero_width.json", "/width_cm", "a number from 1 to 10000", "0"},
    {"polygon_two_points.json", "/features/0/polygon", "at least 3 item(s)", "a list"},
    {"two_shapes.json", "/features/0", "exactly one of \"polygon\", \"circle\" or \"polyline\"",
     "2 of them"},
    {"unknown_terrain.json", "/features/1/terrain", "terrain id of the map's \"terrain\" section",
     "\"swamp\""},
    {"bad_footing.json", "/terrain/woods/footing", "one of open, difficult, very_difficult",
     "\"boggy\""},
    {"bad_point.json", "/features/0/polygon/2", "a point [x, y]", "a list"},
    {"polyline_without_thickness.json", "/features/0/thickness_cm", "\"thickness_cm\" member",
     "nothing"},
    {"opening_on_circle.json", "/features/0/openings", "only a polygon", "openings"},
    {"hex_row_length.json", "/cells/2", "4 characters", "3 characters"},
    {"hex_unknown_character.json", "/cells/1", "characters of the legend", "'x' at column 3"},
    {"hex_row_count.json", "/cells", "an array of 3 strings", "of 2"},
    {"hex_legend_terrain.json", "/legend/W/terrain", "a name of \"terrain_names\" (open)",
     "\"woods\""},
    {"hex_legend_key.json", "/legend/..", "a single visible character", "\"..\""},
};

TEST(MapFile, EveryBrokenFileGivesItsError) {
  for (const auto& c : kBrokenMaps) {
    const fs::path path = kBroken / c.file;
    try {
      load_map_file(path);
      ADD_FAILURE() << c.file << " was accepted";
    } catch (const MapFileError& e) {
      EXPECT_EQ(e.file(), path.string()) << c.file;
      EXPECT_EQ(e.location(), c.location) << c.file << ": " << e.what();
      EXPECT_NE(e.expected().find(c.expected), std::string::npos) << c.file << ": " << e.what();
      EXPECT_NE(e.found().find(c.found), std::string::npos) << c.file << ": " << e.what();
      EXPECT_EQ(std::string(e.what()).rfind(path.string(), 0), 0u) << e.what();
      EXPECT_NE(e.user_message().find(path.string()), std::string::npos) << e.user_message();
    }
  }
}

TEST(MapFile, TheBrokenFolderAndTheTableAgree) {
  std::set<std::string> on_disk;
  for (const auto& entry : fs::directory_iterator(kBroken)) {
    if (entry.path().extension() == ".json") on_disk.insert(entry.path().filename().string());
  }
  std::set<std::string> in_table;
  for (const auto& c : kBrokenMaps) in_table.insert(c.file);
  EXPECT_EQ(on_disk, in_table);
}

TEST(MapFile, MissingFile) {
  try {
    load_map_file(kBroken / "no_such_map.json");
    FAIL() << "accepted";
  } catch (const MapFileError& e) {
    EXPECT_EQ(e.location(), "");
    EXPECT_EQ(e.expected(), "a readable map file");
  }
}

TEST(MapFile, TheVillageExampleLoads) {
  const AnyMap any = load_map_file(fs::path(FRAY_DATA_DIR) / "maps" / "village.json");
  ASSERT_TRUE(std::holds_alternative<TableMap>(any));
  const TableMap& map = std::get<TableMap>(any);
  EXPECT_DOUBLE_EQ(map.width_cm, 180.0);
  EXPECT_DOUBLE_EQ(map.depth_cm, 120.0);
  ASSERT_EQ(map.features.size(), 8u);
  const TerrainFeature& house = map.features[2];
  EXPECT_EQ(house.name, "Farmhouse");
  EXPECT_EQ(house.traits.sight, SightEffect::Blocking);
  EXPECT_EQ(house.traits.mounted_footing, Footing::Impassable);
  ASSERT_EQ(house.openings.size(), 3u);
  EXPECT_EQ(house.openings[2].kind, OpeningKind::ArrowSlit);
  const TerrainFeature& hill = map.features[4];
  EXPECT_EQ(hill.shape, FeatureShape::CircleArea);
  EXPECT_EQ(hill.level, 1);
  EXPECT_EQ(hill.traits.sight, SightEffect::Hill);
  // The earth bank shares the hard_slope id but carries its own traits.
  const TerrainFeature& bank = map.features[5];
  EXPECT_EQ(bank.terrain_id, "hard_slope");
  EXPECT_EQ(bank.traits.sight, SightEffect::Clear);
  EXPECT_TRUE(bank.traits.linear_obstacle);
  // mounted_footing defaults to footing.
  EXPECT_EQ(map.features[1].traits.mounted_footing, Footing::Difficult);
}

TEST(MapFile, TheHexExampleLoads) {
  const HexMap map = load_hex_map(fs::path(FRAY_DATA_DIR) / "maps" / "crossroads-hex.json");
  EXPECT_EQ(map.grid.columns(), 12);
  EXPECT_EQ(map.grid.rows(), 8);
  EXPECT_DOUBLE_EQ(map.layout.across_flats_cm, 2.5);
  const HexCell& wood = map.cell(HexGrid::from_offset(0, 0));
  EXPECT_EQ(map.terrain_names[wood.terrain], "woods");
  EXPECT_TRUE(wood.blocks_sight);
  EXPECT_EQ(wood.extra_move_cost, 1);
  EXPECT_TRUE(map.cell(HexGrid::from_offset(2, 4)).impassable);
  EXPECT_EQ(map.cell(HexGrid::from_offset(8, 1)).height, 1);
  EXPECT_FALSE(map.cell(HexGrid::from_offset(3, 3)).blocks_sight);
}

bool same_cells(const HexMap& a, const HexMap& b) {
  if (a.cells.size() != b.cells.size()) return false;
  for (std::size_t i = 0; i < a.cells.size(); ++i) {
    const HexCell& x = a.cells[i];
    const HexCell& y = b.cells[i];
    if (x.extra_move_cost != y.extra_move_cost || x.costs_all_points != y.costs_all_points ||
        x.impassable != y.impassable || x.blocks_sight != y.blocks_sight || x.height != y.height ||
        x.terrain != y.terrain) {
      return false;
    }
  }
  return true;
}

TEST(MapFile, TableRoundTrip) {
  TableMap map = test::fixture_table();
  map.features[test::kBank].name = "Bank";
  const TableMap back = table_map_from_json(to_json(map), "memory");
  EXPECT_EQ(back, map);
  // Through a file too.
  const fs::path path = fs::temp_directory_path() / "fray_map_file_test_table.json";
  save_map_file(path, map);
  EXPECT_EQ(std::get<TableMap>(load_map_file(path)), map);
  fs::remove(path);
}

TEST(MapFile, HexRoundTrip) {
  HexMap map(5, 3, HexLayout{3.0});
  map.terrain_names = {"open", "woods", "wall", "water"};
  map.cell(HexGrid::from_offset(1, 1)) = {1, false, false, true, 0, 1};
  map.cell(HexGrid::from_offset(2, 1)) = {0, false, true, true, 0, 2};
  map.cell(HexGrid::from_offset(3, 2)) = {0, true, false, false, -1, 3};
  map.cell(HexGrid::from_offset(4, 0)) = {2, false, false, false, 2, 0};
  const nlohmann::json document = to_json(map);
  EXPECT_EQ(document["cells"][1], ".Ww..");  // woods, and the wall (initial taken: lower case)
  const HexMap back = hex_map_from_json(document, "memory");
  EXPECT_EQ(back.grid.columns(), 5);
  EXPECT_EQ(back.grid.rows(), 3);
  EXPECT_DOUBLE_EQ(back.layout.across_flats_cm, 3.0);
  EXPECT_EQ(back.terrain_names, map.terrain_names);
  EXPECT_TRUE(same_cells(back, map));
}

TEST(MapFile, SquareRoundTripAndTheFarmsteadExample) {
  SquareMap map(4, 2, SquareLayout{3.81});
  map.terrain_names = {"open", "wall", "hedge"};
  map.cell({1, 0}) = {false, true, true, false, 1};
  map.cell({2, 1}) = {true, false, false, true, 2};
  const nlohmann::json document = to_json(map);
  EXPECT_EQ(document["kind"], "square");
  EXPECT_EQ(document["cells"][0], ".W..");
  const SquareMap back = square_map_from_json(document, "memory");
  EXPECT_EQ(back.grid.columns(), 4);
  EXPECT_DOUBLE_EQ(back.layout.size_cm, 3.81);
  EXPECT_EQ(back.terrain_names, map.terrain_names);
  for (int i = 0; i < map.grid.size(); ++i) {
    const SquareCell& a = map.cells[static_cast<std::size_t>(i)];
    const SquareCell& b = back.cells[static_cast<std::size_t>(i)];
    EXPECT_TRUE(a.difficult == b.difficult && a.impassable == b.impassable &&
                a.blocks_sight == b.blocks_sight && a.partial_cover == b.partial_cover &&
                a.terrain == b.terrain)
        << i;
  }
  const AnyMap farmstead =
      load_map_file(fs::path(FRAY_DATA_DIR) / "maps" / "farmstead-square.json");
  ASSERT_TRUE(std::holds_alternative<SquareMap>(farmstead));
  const SquareMap& farm = std::get<SquareMap>(farmstead);
  EXPECT_EQ(farm.grid.columns(), 24);
  EXPECT_EQ(farm.grid.rows(), 16);
  EXPECT_TRUE(farm.cell({2, 3}).impassable);  // the farmhouse wall
  // A cell character missing from the legend is located.
  nlohmann::json broken = document;
  broken["cells"][1] = "..?.";
  try {
    (void)square_map_from_json(broken, "m.json");
    FAIL() << "accepted";
  } catch (const MapFileError& e) {
    EXPECT_EQ(e.location(), "/cells/1");
    EXPECT_NE(e.found().find("'?' at column 2"), std::string::npos) << e.found();
  }
}

TEST(MapFile, KindOfADocument) {
  EXPECT_EQ(map_kind({{"format", "fray-map"}, {"version", 1}, {"kind", "hex"}}, "m"), MapKind::Hex);
  EXPECT_THROW(table_map_from_json({{"format", "fray-map"}, {"version", 1}, {"kind", "hex"}}, "m"),
               MapFileError);
}

}  // namespace
}  // namespace fray::map
