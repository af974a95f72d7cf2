#include <filesystem>
#include <map>

#include <gtest/gtest.h>

#include <fray/dice/random_engine.h>
#include <fray/dice/scripted_dice.h>
#include <fray/game/generators/force_generator.h>

namespace fray::game {
namespace {

namespace fs = std::filesystem;

const ForceTables& tables() {
  static const ForceTables t =
      load_force_tables(fs::path(FRAY_DATA_DIR) / "generators" / "forces.json");
  return t;
}

ArrivalRequest seen(int counters) {
  ArrivalRequest r;
  for (int i = 0; i < counters; ++i) r.portals_in_sight.push_back(10 + i);
  return r;
}

TEST(ForceTables, TotalsFallInTheSeedsRows) {
  // seed 004, "Enemy Force Generation": total -> row (0 nothing, 1 "6-7 / 15-16" ... 7 "14").
  const std::pair<int, std::size_t> rows[] = {
      {-1, 0}, {1, 0},  {5, 0},  {6, 1},  {7, 1},  {8, 2},  {9, 2},  {10, 3}, {11, 4}, {12, 5},
      {13, 6}, {14, 7}, {15, 1}, {16, 1}, {17, 2}, {18, 3}, {19, 4}, {20, 5}, {21, 6}, {40, 6}};
  for (const auto& [total, row] : rows) EXPECT_EQ(tables().row_of(total), row) << total;
  EXPECT_EQ(row_figures(tables(), 2, false),
            (std::vector<ForceGroup>{{"guard", 3}, {"guard_polearm", 1}}));
  EXPECT_EQ(row_figures(tables(), 7, false), (std::vector<ForceGroup>{{"wizard", 1}}));
}

TEST(ForceTables, DistancesInCentimetres) {
  EXPECT_DOUBLE_EQ(tables().portals.approach_cm, 20.0);          // 8"
  EXPECT_DOUBLE_EQ(tables().portals.fallback_cm, 30.0);          // 12"
  EXPECT_DOUBLE_EQ(tables().dungeon_portals.approach_cm, 12.5);  // 5"
}

TEST(ForceGenerator, ModifiersAndTheNaturalOne) {
  dice::ScriptedDice dice{6, 2};  // three counters in sight, no contact today: 6 - 1 + 2 = 7
  ArrivalRequest r = seen(3);
  r.no_contact_today = true;
  const Arrival a = roll_arrival(tables(), r, dice);
  EXPECT_EQ(a.modifier, 1);
  EXPECT_EQ(a.total, 7);
  EXPECT_EQ(a.row, 1u);
  EXPECT_EQ(a.portal_roll, 2);
  EXPECT_EQ(a.portal, 11);
  EXPECT_EQ(a.figures, (std::vector<ForceGroup>{{"guard", 2}}));
  dice::ScriptedDice one{1};  // a natural 1 is nothing, whatever the modifiers
  const Arrival none = roll_arrival(tables(), seen(9), one);
  EXPECT_EQ(none.total, 9);
  EXPECT_EQ(none.row, 0u);
  EXPECT_TRUE(none.figures.empty());
  EXPECT_EQ(none.portal, -1);
}

TEST(ForceGenerator, AStrongPartyMeetsDoubledForcesButNotDoubledCharacters) {
  ArrivalRequest r = seen(7);
  r.party_strength = 13;
  dice::ScriptedDice portal{6, 4};
  const Arrival a = roll_arrival(tables(), r, portal);
  EXPECT_TRUE(a.doubled);
  EXPECT_EQ(a.figures, (std::vector<ForceGroup>{{"champion", 1}, {"guard", 8}}));
  r.party_strength = 12;
  dice::ScriptedDice again{6, 4};
  EXPECT_FALSE(roll_arrival(tables(), r, again).doubled);
}

TEST(ForceGenerator, WithoutTheFiguresTheRowsBeforeAreUsedInOrder) {
  ArrivalRequest r = seen(5);  // 6 + 4 = 10: four guards and an archer
  r.available = std::map<std::string, int>{{"guard", 3}};
  dice::ScriptedDice dice{6, 1};
  const Arrival a = roll_arrival(tables(), r, dice);
  EXPECT_EQ(a.rolled_row, 3u);
  EXPECT_EQ(a.row, 1u);  // not row 2 (a polearm), but row 1: two guards
  EXPECT_EQ(a.figures, (std::vector<ForceGroup>{{"guard", 2}}));
  EXPECT_FALSE(a.note.empty());
  r.available = std::map<std::string, int>{};
  dice::ScriptedDice out{6};
  const Arrival nobody = roll_arrival(tables(), r, out);
  EXPECT_EQ(nobody.row, 0u);
  EXPECT_TRUE(nobody.figures.empty());
}

TEST(ForceGenerator, RowFrequenciesFollowTheDie) {
  // One counter: 1-5 nothing (5/6), 6 the first row. Three counters (+2): natural 1, 2, 3
  // nothing (1/2), 4-5 row 1 (1/3), 6 row 2 (1/6). Portals chosen evenly among the three.
  std::map<std::size_t, int> one, three;
  std::map<int, int> portals;
  const int n = 30000;
  for (int seed = 0; seed < 30; ++seed) {
    dice::RandomEngine dice(static_cast<std::uint64_t>(seed));
    for (int i = 0; i < n / 30; ++i) {
      ++one[roll_arrival(tables(), seen(1), dice).row];
      const Arrival a = roll_arrival(tables(), seen(3), dice);
      ++three[a.row];
      if (a.row > 0) ++portals[a.portal];
    }
  }
  EXPECT_NEAR(one[0] / double(n), 5 / 6.0, 0.01);
  EXPECT_NEAR(one[1] / double(n), 1 / 6.0, 0.01);
  EXPECT_NEAR(three[0] / double(n), 1 / 2.0, 0.01);
  EXPECT_NEAR(three[1] / double(n), 1 / 3.0, 0.01);
  EXPECT_NEAR(three[2] / double(n), 1 / 6.0, 0.01);
  const int arrived = n - three[0];
  for (int id = 10; id < 13; ++id) EXPECT_NEAR(portals[id] / double(arrived), 1 / 3.0, 0.015);
}

TEST(ForceGenerator, EveryRowIsReachable) {
  std::map<std::size_t, int> rows;
  dice::RandomEngine dice(3);
  for (int counters = 1; counters <= 17; ++counters)
    for (int i = 0; i < 200; ++i) ++rows[roll_arrival(tables(), seen(counters), dice).row];
  for (std::size_t row = 0; row < tables().rows.size(); ++row) EXPECT_GT(rows[row], 0) << row;
}

}  // namespace
}  // namespace fray::game
