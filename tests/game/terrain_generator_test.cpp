#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include <fray/classic/rules/data_loader.h>
#include <fray/classic/rules/ruleset.h>
#include <fray/dice/random_engine.h>
#include <fray/dice/scripted_dice.h>
#include <fray/game/generators/terrain_generator.h>
#include <fray/io/data_error.h>
#include <fray/io/json_text.h>
#include <fray/map/map_file.h>

namespace fray::game {
namespace {

namespace fs = std::filesystem;

const TerrainTables& tables() {
  static const TerrainTables t =
      load_terrain_tables(fs::path(FRAY_DATA_DIR) / "generators" / "terrain.json");
  return t;
}

GeneratedTerrain generated(std::uint64_t seed, double width = 180, double depth = 120) {
  dice::RandomEngine dice(seed);
  map::TableMap table;
  table.width_cm = width;
  table.depth_cm = depth;
  return generate_terrain(tables(), table, dice);
}

// The probability of each 2d6 total.
double two_d6(int total) { return (6 - std::abs(total - 7)) / 36.0; }

TEST(TerrainTables, TranscribeTheSeedsRows) {
  const TerrainTables& t = tables();
  const std::pair<int, int> counts[] = {{1, 0}, {1, 1}, {2, 1}, {2, 1}, {3, 2}, {4, 2}};
  for (int d = 1; d <= 6; ++d)
    EXPECT_EQ(t.piece_counts[static_cast<std::size_t>(d - 1)], counts[d - 1]);
  EXPECT_EQ(t.small_piece(2).id, "hill");
  EXPECT_EQ(t.small_piece(7).id, "rubble");
  EXPECT_EQ(t.small_piece(10).id, "low_wall");
  EXPECT_EQ(t.large_piece(5).id, "river");
  EXPECT_EQ(t.large_piece(8).id, "heavy_woods");
  EXPECT_EQ(t.large_piece(9).id, "road");
  EXPECT_EQ(t.directions[0], (std::pair<int, int>{-1, -1}));  // 1: up and left
  EXPECT_EQ(t.directions[4], (std::pair<int, int>{1, 0}));    // 5: right
  EXPECT_EQ(t.directions[7], (std::pair<int, int>{1, 1}));    // 8: down and right
}

TEST(TerrainTables, EveryPieceIsAClassicTerrainType) {
  const rules::Ruleset rules = rules::load_ruleset(FRAY_DATA_DIR);
  for (const auto& [id, kind] : tables().pieces)
    EXPECT_NE(rules.find_terrain(kind.terrain_id), nullptr) << id << " -> " << kind.terrain_id;
}

TEST(TerrainTables, AWrongRowIsALocatedError) {
  nlohmann::json doc = nlohmann::json::parse(
      *io::read_text_file(fs::path(FRAY_DATA_DIR) / "generators" / "terrain.json"));
  doc["small_table"][3]["piece"] = "castle";
  try {
    parse_terrain_tables(doc, "terrain.json");
    FAIL() << "accepted an unknown piece";
  } catch (const io::DataError& e) {
    EXPECT_EQ(e.location(), "/small_table/3/piece");
  }
}

TEST(TerrainGenerator, SixByFourTableHasTwentyFourSectionsAtTheirCentres) {
  const GeneratedTerrain g = generated(1);
  ASSERT_EQ(g.sections.size(), 24u);
  EXPECT_EQ(g.sections[0].centre, (map::Point{15, 15}));
  EXPECT_EQ(g.sections[23].centre, (map::Point{165, 105}));
  std::size_t pieces = 0;
  for (const auto& s : g.sections) pieces += static_cast<std::size_t>(s.small + s.large);
  EXPECT_EQ(g.pieces.size(), pieces);
}

TEST(TerrainGenerator, TablesFollowTheDiceOverManySeeds) {
  std::map<int, int> count_rolls, small_rolls, large_rolls, directions, distances;
  int small_n = 0, large_n = 0, sections = 0, scatters = 0;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const GeneratedTerrain g = generated(seed);
    for (const auto& s : g.sections) ++count_rolls[s.count_roll], ++sections;
    for (const auto& p : g.pieces) {
      (p.large ? large_rolls : small_rolls)[p.type_roll]++;
      (p.large ? large_n : small_n)++;
      for (const auto& [direction, distance] : p.scatter_rolls)
        ++directions[direction], ++distances[distance], ++scatters;
    }
  }
  for (int d = 1; d <= 6; ++d) EXPECT_NEAR(count_rolls[d] / double(sections), 1 / 6.0, 0.02) << d;
  for (int t = 2; t <= 12; ++t) {
    EXPECT_NEAR(small_rolls[t] / double(small_n), two_d6(t), 0.015) << "small " << t;
    EXPECT_NEAR(large_rolls[t] / double(large_n), two_d6(t), 0.02) << "large " << t;
  }
  for (int d = 1; d <= 8; ++d) EXPECT_NEAR(directions[d] / double(scatters), 1 / 8.0, 0.015) << d;
  for (int d = 0; d <= 5; ++d) EXPECT_NEAR(distances[d] / double(scatters), 1 / 6.0, 0.015) << d;
}

TEST(TerrainGenerator, EveryPieceKindAppears) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 100; ++seed)
    for (const auto& p : generated(seed).pieces) seen.insert(p.piece);
  for (const auto& [id, kind] : tables().pieces) EXPECT_TRUE(seen.count(id)) << id;
}

TEST(TerrainGenerator, PiecesStayOnTheTableAndDoNotOverlap) {
  for (std::uint64_t seed = 0; seed < 6; ++seed) {
    const GeneratedTerrain g = generated(seed, 180, 120);
    for (const auto& f : g.map.features) {
      if (f.shape == map::FeatureShape::CircleArea) {
        EXPECT_GE(f.centre.x - f.radius_cm, -1e-6);
        EXPECT_LE(f.centre.x + f.radius_cm, 180 + 1e-6);
        EXPECT_GE(f.centre.y - f.radius_cm, -1e-6);
        EXPECT_LE(f.centre.y + f.radius_cm, 120 + 1e-6);
      }
      for (const map::Point p : f.points) EXPECT_TRUE(map::on_table(g.map, p)) << f.name;
    }
    // Sampled every 1 cm: no point lies under two pieces, except where a river meets a road.
    for (double x = 0.5; x < 180; x += 1)
      for (double y = 0.5; y < 120; y += 1) {
        const std::vector<int> under = map::features_at(g.map, {x, y});
        int solid = 0;
        for (int i : under) {
          const auto& id = g.map.features[static_cast<std::size_t>(i)].terrain_id;
          solid += (id == "water_ford" && g.map.features[static_cast<std::size_t>(i)].shape ==
                                              map::FeatureShape::Polyline) ||
                           id == "road"
                       ? 0
                       : 1;
        }
        ASSERT_LE(solid, 1) << "seed " << seed << " at " << x << ", " << y;
        if (solid == 1) {
          EXPECT_EQ(under.size(), 1u) << "seed " << seed << " at " << x << ", " << y;
        }
      }
  }
}

TEST(TerrainGenerator, LongSidesFaceTheTableCentre) {
  const map::Point centre{90, 60};
  int checked = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const GeneratedTerrain g = generated(seed);
    for (const auto& p : g.pieces) {
      if (!p.placed || map::distance(p.aimed, centre) < 1) continue;
      const auto& f = g.map.features[static_cast<std::size_t>(p.feature)];
      const auto& kind = tables().pieces.at(p.piece);
      map::Point radial = p.aimed - centre;
      radial = radial * (1 / map::length(radial));
      map::Point along;
      if (kind.shape == PieceShape::Wall) {
        along = f.points[1] - f.points[0];
      } else if (kind.shape == PieceShape::Rectangle) {
        const map::Point a = f.points[1] - f.points[0], b = f.points[3] - f.points[0];
        along = map::length(a) >= map::length(b) ? a : b;
        if (std::abs(map::length(a) - map::length(b)) < 1e-9) continue;  // square: any way
      } else {
        continue;
      }
      EXPECT_NEAR(map::dot(along, radial) / map::length(along), 0.0, 1e-9) << p.piece;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

TEST(TerrainGenerator, ScatterMovesThePieceFromTheSectionCentre) {
  // Section 0 (centre 15, 15): d6 1 -> one small piece; 2d6 3 + 4 = 7 rubble, 3 x 2 inches;
  // d8 5 (right), d6 4 -> 3 inches. Then the other 23 sections roll 1 and a hill far away.
  std::vector<int> faces = {1, 3, 4, 2, 1, 5, 4};
  for (int i = 0; i < 23; ++i) faces.insert(faces.end(), {1, 1, 1, 1, 1, 1, 1});
  dice::ScriptedDice dice(faces);
  map::TableMap table;
  const GeneratedTerrain g = generate_terrain(tables(), table, dice);
  ASSERT_EQ(g.pieces[0].piece, "rubble");
  EXPECT_EQ(g.pieces[0].direction_roll, 5);
  EXPECT_EQ(g.pieces[0].distance_in, 3);
  EXPECT_EQ(g.pieces[0].aimed, (map::Point{22.5, 15}));
}

TEST(TerrainGenerator, SameSeedSameLayoutAndItSavesAsAMapFile) {
  const GeneratedTerrain a = generated(42), b = generated(42), c = generated(43);
  EXPECT_EQ(a.map, b.map);
  EXPECT_NE(a.map, c.map);
  const nlohmann::json doc = map::to_json(a.map);
  const map::TableMap back = map::table_map_from_json(doc, "generated.json");
  ASSERT_EQ(back.features.size(), a.map.features.size());
  for (std::size_t i = 0; i < back.features.size(); ++i)
    EXPECT_EQ(back.features[i], a.map.features[i]) << i << " " << a.map.features[i].name;
  EXPECT_EQ(back, a.map);
}

TEST(TerrainGenerator, ScenarioTerrainStaysAndIsAvoided) {
  map::TableMap table;
  map::TerrainFeature keep;
  keep.name = "Scenario keep";
  keep.terrain_id = "building";
  keep.points = {{70, 40}, {110, 40}, {110, 80}, {70, 80}};
  table.features.push_back(keep);
  dice::RandomEngine dice(7);
  const GeneratedTerrain g = generate_terrain(tables(), table, dice);
  ASSERT_FALSE(g.map.features.empty());
  EXPECT_EQ(g.map.features[0], keep);
  for (const auto& p : g.pieces) EXPECT_NE(p.feature, 0);
  // Nothing generated, rivers and roads included, is laid over it.
  for (double x = 70.5; x < 110; x += 1)
    for (double y = 40.5; y < 80; y += 1)
      EXPECT_EQ(map::features_at(g.map, {x, y}), std::vector<int>{0}) << x << ", " << y;
}

}  // namespace
}  // namespace fray::game

namespace fray::game {
namespace {

TEST(TerrainGenerator, AnOverlappingPieceIsNudgedBeforeItIsRerolled) {
  // One 30 cm section with a scenario post in its centre. The rubble (2 x 2 inches) scatters
  // onto the post (distance 0), so it is adjusted without new dice: 1 inch in the eight
  // directions, then 2 inches, where straight up (d8 2) is the first free place.
  map::TableMap table;
  table.width_cm = table.depth_cm = 30;
  map::TerrainFeature post;
  post.terrain_id = "building";
  post.points = {{13, 13}, {17, 13}, {17, 17}, {13, 17}};
  table.features.push_back(post);
  dice::ScriptedDice dice{1, 3, 4, 1, 1, 1, 1};  // d6 1; 2d6 7 rubble; 2", 2"; d8 1, d6-1 0
  const GeneratedTerrain g = generate_terrain(tables(), table, dice);
  ASSERT_EQ(g.pieces.size(), 1u);
  EXPECT_TRUE(g.pieces[0].placed);
  EXPECT_EQ(g.pieces[0].attempts, 1);
  EXPECT_NEAR(g.pieces[0].aimed.x, 15, 1e-9);
  EXPECT_NEAR(g.pieces[0].aimed.y, 10, 1e-9);
}

TEST(TerrainGenerator, APieceWithNoRoomIsCutDownToItsSmallestSizeBeforeItIsLeftOut) {
  // Two scenario buildings leave only an 8 x 8 cm corner free. The rubble is rolled 4 x 3 inches
  // and finds no room in four scatters (all 5 inches to the top left), so it is cut down to its
  // note's smallest size, 2 x 2 inches (5 cm at the tables' 2.5 cm an inch), and nudged into the
  // corner (turned square to the line from the table centre, so standing on a corner).
  map::TableMap table;
  table.width_cm = table.depth_cm = 30;
  map::TerrainFeature wall;
  wall.terrain_id = "building";
  wall.points = {{8, 0}, {30, 0}, {30, 30}, {8, 30}};
  table.features.push_back(wall);
  wall.points = {{0, 8}, {8, 8}, {8, 30}, {0, 30}};
  table.features.push_back(wall);
  // d6 1; 2d6 7 rubble; 4", 3"; then four scatters d8 1, d6-1 5.
  dice::ScriptedDice dice{1, 3, 4, 3, 2, 1, 6, 1, 6, 1, 6, 1, 6};
  const GeneratedTerrain g = generate_terrain(tables(), table, dice);
  ASSERT_EQ(g.pieces.size(), 1u);
  const GeneratedPiece& piece = g.pieces[0];
  EXPECT_EQ(piece.piece, "rubble");
  EXPECT_EQ(piece.attempts, 4);
  ASSERT_TRUE(piece.placed) << piece.note;
  EXPECT_NE(piece.note.find("cut down to its smallest size (2 x 2 in)"), std::string::npos)
      << piece.note;
  const map::TerrainFeature& f = g.map.features[static_cast<std::size_t>(piece.feature)];
  for (const map::Point p : f.points) {
    EXPECT_LE(p.x, 8 + 1e-9);
    EXPECT_LE(p.y, 8 + 1e-9);
  }
  EXPECT_NEAR(map::distance(f.points[0], f.points[1]), 5.0, 1e-9);
}

}  // namespace
}  // namespace fray::game
