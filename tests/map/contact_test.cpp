// Seed 000, "Bases of different sizes in melee", and the Goblin example of "Natural dice maximum
// rule": arrangements in, who may strike whom out.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <fray/map/contact.h>

namespace fray::map {
namespace {

constexpr double kNorth = 0.0;
constexpr double kEast = 90.0;
constexpr double kSouth = 180.0;
constexpr double kWest = 270.0;

Combatant foot(int id, int side, double size, Point centre, double facing,
               BaseShape shape = BaseShape::Square) {
  Combatant c;
  c.id = id;
  c.side = side;
  c.base = {shape, size, size};
  c.placement = {centre, facing};
  return c;
}

Combatant rider(int id, int side, Point centre, double facing) {
  Combatant c;
  c.id = id;
  c.side = side;
  c.base = {BaseShape::Rectangle, 2.5, 5.0};
  c.placement = {centre, facing};
  c.mounted = true;
  return c;
}

Combatant with_staff(Combatant c, StaffWeapon staff, bool close_order = false) {
  c.staff = staff;
  c.close_order = close_order;
  return c;
}

const char* name(StrikeReason r) {
  switch (r) {
    case StrikeReason::FaceToFace:
      return "face";
    case StrikeReason::HalfBase:
      return "half";
    case StrikeReason::LargerCreature:
      return "larger";
    case StrikeReason::CornerAsSecondRank:
      return "corner";
    case StrikeReason::OverShoulder:
      return "shoulder";
    case StrikeReason::ThirdRank:
      return "third";
    case StrikeReason::RearRankPike:
      return "pike";
  }
  return "?";
}

const char* name(NoStrikeReason r) {
  switch (r) {
    case NoStrikeReason::CornerOnly:
      return "corner-only";
    case NoStrikeReason::LessThanHalfBase:
      return "less-than-half";
    case NoStrikeReason::NoRoomOnThatSide:
      return "no-room";
    case NoStrikeReason::TooManyAround:
      return "too-many";
    case NoStrikeReason::NoStaffWeapon:
      return "no-staff";
    case NoStrikeReason::MountedInRank:
      return "mounted";
    case NoStrikeReason::FriendUsesTwoHanded:
      return "two-handed";
    case NoStrikeReason::InsideBuilding:
      return "building";
    case NoStrikeReason::NotCloseOrder:
      return "not-close-order";
    case NoStrikeReason::NeedsLongerWeapon:
      return "too-short";
  }
  return "?";
}

// "3>12 half" (3 may strike 12, half-base rule); "2>11 less-than-half" (may not).
std::vector<std::string> strikes(const std::vector<Combatant>& figures) {
  std::vector<std::string> out;
  for (const auto& a : who_may_strike(figures)) {
    for (const auto& o : a.may_strike) {
      out.push_back(std::to_string(a.id) + ">" + std::to_string(o.target_id) + " " +
                    name(o.reason));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> refusals(const std::vector<Combatant>& figures) {
  std::vector<std::string> out;
  for (const auto& a : who_may_strike(figures)) {
    for (const auto& r : a.may_not) {
      out.push_back(std::to_string(a.id) + ">" + std::to_string(r.target_id) + " " +
                    name(r.reason));
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

struct Scenario {
  const char* what;
  std::vector<Combatant> figures;
  std::vector<std::string> strikes;
  std::vector<std::string> refusals;
};

void check(const Scenario& s) {
  EXPECT_EQ(strikes(s.figures), sorted(s.strikes)) << s.what;
  EXPECT_EQ(refusals(s.figures), sorted(s.refusals)) << s.what;
}

// Seed 000's right-hand drawing: six 2 cm bases (ids 1-6) in a line against five 2.5 cm bases
// (ids 11-15), both lines starting at x = 0. The third small figure touches two big ones with half
// of its base each and may strike either; each big one in the middle is struck by two.
std::vector<Combatant> six_against_five(BaseShape shape) {
  std::vector<Combatant> v;
  for (int i = 0; i < 6; ++i) v.push_back(foot(1 + i, 0, 2.0, {1.0 + 2.0 * i, 1.0}, kSouth, shape));
  for (int i = 0; i < 5; ++i) {
    v.push_back(foot(11 + i, 1, 2.5, {1.25 + 2.5 * i, 3.25}, kNorth, shape));
  }
  return v;
}

const std::vector<std::string> kSixAgainstFiveStrikes{
    "1>11 face",   "2>12 half",   "3>12 half",   "3>13 half",   "4>13 half",   "5>14 face",
    "6>15 face",   "11>1 larger", "11>2 larger", "12>2 larger", "12>3 larger", "13>3 larger",
    "13>4 larger", "14>4 larger", "14>5 larger", "15>6 larger"};
// Where the lines' seams do not match, the figures also touch by a corner (5 and 15, 6 and 14).
const std::vector<std::string> kSixAgainstFiveRefusals{"2>11 less-than-half", "4>14 less-than-half",
                                                       "5>15 corner-only",    "6>14 corner-only",
                                                       "14>6 corner-only",    "15>5 corner-only"};

TEST(Contact, SixTwoCmBasesAgainstFiveTwoAndAHalfCmBases) {
  check({"square bases", six_against_five(BaseShape::Square), kSixAgainstFiveStrikes,
         kSixAgainstFiveRefusals});
  check({"round bases give the same answer", six_against_five(BaseShape::Round),
         kSixAgainstFiveStrikes, kSixAgainstFiveRefusals});
}

// Two 2 cm figures side by side against one 2.5 cm foe, each touching it along 1.25 cm.
std::vector<Combatant> two_against_one(bool narrow, bool mounted_foe) {
  Combatant foe =
      mounted_foe ? rider(10, 1, {2, 4.5}, kNorth) : foot(10, 1, 2.5, {2, 3.25}, kNorth);
  foe.narrow_place = narrow;
  return {foot(1, 0, 2.0, {1, 1}, kSouth), foot(2, 0, 2.0, {3, 1}, kSouth), foe};
}

TEST(Contact, TwoSmallBasesAgainstOneInNarrowPlacesOnly) {
  const Scenario cases[] = {
      {"in the open: only one fits face to face (equal claims: the lower id)",
       two_against_one(false, false),
       {"1>10 half", "10>1 larger", "10>2 larger"},
       {"2>10 no-room"}},
      {"on a bridge: both",
       two_against_one(true, false),
       {"1>10 half", "2>10 half", "10>1 larger", "10>2 larger"},
       {}},
      {"a rider whose mount is 2.5 cm wide, in a corridor",
       two_against_one(true, true),
       {"1>10 half", "2>10 half", "10>1 larger", "10>2 larger"},
       {}},
  };
  for (const auto& c : cases) check(c);
}

TEST(Contact, TwoTwoCmBasesOnEachSideOfAFourCmBase) {
  std::vector<Combatant> v{foot(100, 1, 4.0, {0, 0}, kNorth)};
  const Point spots[] = {{-1, -3}, {1, -3}, {-1, 3}, {1, 3}, {-3, -1}, {-3, 1}, {3, -1}, {3, 1}};
  std::vector<std::string> expected;
  for (int i = 0; i < 8; ++i) {
    v.push_back(foot(1 + i, 0, 2.0, spots[i], kNorth));
    expected.push_back(std::to_string(1 + i) + ">100 face");
    expected.push_back("100>" + std::to_string(1 + i) + " larger");
  }
  check({"eight around", v, expected, {}});
}

TEST(Contact, TwoTwoAndAHalfCmBasesBesideAFourCmBaseAndSevenAround) {
  const Combatant troll = foot(100, 1, 4.0, {0, 0}, kNorth);
  // One side: flush with the west corner, and the second hanging 1 cm over the east corner.
  check({"two on one side",
         {troll, foot(1, 0, 2.5, {-0.75, -3.25}, kSouth), foot(2, 0, 2.5, {1.75, -3.25}, kSouth)},
         {"1>100 face", "2>100 half", "100>1 larger", "100>2 larger"},
         {}});
  // Two on every side, each pair hanging over the next corner clockwise: eight fit on the table,
  // seed 000 lets seven fight. The last of the shorter contacts (id 8) is left out.
  std::vector<Combatant> v{troll,
                           foot(1, 0, 2.5, {-0.75, -3.25}, kSouth),
                           foot(5, 0, 2.5, {1.75, -3.25}, kSouth),
                           foot(2, 0, 2.5, {3.25, -0.75}, kWest),
                           foot(6, 0, 2.5, {3.25, 1.75}, kWest),
                           foot(3, 0, 2.5, {0.75, 3.25}, kNorth),
                           foot(7, 0, 2.5, {-1.75, 3.25}, kNorth),
                           foot(4, 0, 2.5, {-3.25, 0.75}, kEast),
                           foot(8, 0, 2.5, {-3.25, -1.75}, kEast)};
  std::vector<std::string> expected{"1>100 face", "2>100 face", "3>100 face", "4>100 face",
                                    "5>100 half", "6>100 half", "7>100 half"};
  for (int i = 1; i <= 8; ++i) expected.push_back("100>" + std::to_string(i) + " larger");
  check({"surrounded", v, expected, {"8>100 too-many"}});
  EXPECT_EQ(contact_capacity(troll, 2.5), 7);
  EXPECT_EQ(contact_capacity(troll, 2.0), 8);
}

TEST(Contact, AtMostFourAroundAFootFigureAndSixAroundARider) {
  check({"four around a foot figure",
         {foot(10, 1, 2.0, {0, 0}, kNorth), foot(1, 0, 2.0, {0, -2}, kSouth),
          foot(2, 0, 2.0, {2, 0}, kWest), foot(3, 0, 2.0, {0, 2}, kNorth),
          foot(4, 0, 2.0, {-2, 0}, kEast)},
         {"1>10 face", "2>10 face", "3>10 face", "4>10 face", "10>1 face", "10>2 face", "10>3 face",
          "10>4 face"},
         {}});
  // Narrow place: two 2 cm figures front and back of a 2.5 cm foe and one on its flank make five.
  Combatant foe = foot(10, 1, 2.5, {0, 0}, kNorth);
  foe.narrow_place = true;
  check({"a fifth is one too many",
         {foe, foot(1, 0, 2.0, {-1, -2.25}, kSouth), foot(2, 0, 2.0, {1, -2.25}, kSouth),
          foot(3, 0, 2.0, {-1, 2.25}, kNorth), foot(4, 0, 2.0, {1, 2.25}, kNorth),
          foot(5, 0, 2.0, {-2.25, 0}, kEast)},
         {"5>10 face", "1>10 half", "2>10 half", "3>10 half", "10>1 larger", "10>2 larger",
          "10>3 larger", "10>4 larger", "10>5 larger"},
         {"4>10 too-many"}});
  check({"six around a rider",
         {rider(10, 1, {0, 0}, kNorth), foot(1, 0, 2.5, {0, -3.75}, kSouth),
          foot(2, 0, 2.5, {0, 3.75}, kNorth), foot(3, 0, 2.5, {-2.5, -1.25}, kEast),
          foot(4, 0, 2.5, {-2.5, 1.25}, kEast), foot(5, 0, 2.5, {2.5, -1.25}, kWest),
          foot(6, 0, 2.5, {2.5, 1.25}, kWest)},
         {"1>10 face", "2>10 face", "3>10 face", "4>10 face", "5>10 face", "6>10 face", "10>1 face",
          "10>2 face", "10>3 face", "10>4 face", "10>5 face", "10>6 face"},
         {}});
}

TEST(Contact, EqualBasesOffsetByHalf) {
  // Not a dubious case in the open: face-to-face placing was possible, so one per side.
  const std::vector<Combatant> open{foot(10, 1, 2.0, {0, 0}, kNorth),
                                    foot(1, 0, 2.0, {-1, -2}, kSouth),
                                    foot(2, 0, 2.0, {1, -2}, kSouth)};
  check({"open", open, {"1>10 half", "10>1 half", "10>2 half"}, {"2>10 no-room"}});
  // The foe stands in a line with a friend on its flank: the half-base rule decides.
  std::vector<Combatant> line = open;
  line.push_back(foot(11, 1, 2.0, {2, 0}, kNorth));
  check({"foe in a line",
         line,
         {"1>10 half", "2>10 half", "2>11 half", "10>1 half", "10>2 half", "11>2 half"},
         {}});
}

TEST(Contact, CornerContactCountsAsSecondRank) {
  check({"corners",
         {foot(10, 1, 2.0, {0, 0}, kNorth),
          with_staff(foot(1, 0, 2.0, {2, 2}, kNorth), StaffWeapon::Spear),
          foot(2, 0, 2.0, {-2, 2}, kNorth),
          with_staff(rider(3, 0, {-2.25, -3.5}, kNorth), StaffWeapon::Spear)},
         {"1>10 corner"},
         {"2>10 corner-only", "3>10 corner-only", "10>1 corner-only", "10>2 corner-only",
          "10>3 corner-only"}});
}

// Seed 000, "Natural dice maximum rule": a human with a two-handed axe against six Goblins.
// A, B, C (swords) touch the human; D and E (spears) stand behind A and B; F (spear) touches the
// human by a corner and strikes sideways.
std::vector<Combatant> warrior_and_goblins() {
  Combatant human = foot(10, 1, 2.0, {0, 0}, kNorth);
  human.uses_two_handed = true;
  return {human,
          foot(1, 0, 2.0, {0, -2}, kSouth),                                       // A
          foot(2, 0, 2.0, {-2, 0}, kEast),                                        // B
          foot(3, 0, 2.0, {2, 0}, kWest),                                         // C
          with_staff(foot(4, 0, 2.0, {0, -4}, kSouth), StaffWeapon::Spear),       // D
          with_staff(foot(5, 0, 2.0, {-4, 0}, kEast), StaffWeapon::Spear),        // E
          with_staff(foot(6, 0, 2.0, {2.0, -2.0}, kSouth), StaffWeapon::Spear)};  // F
}

const std::vector<std::string> kGoblinStrikes{"1>10 face",     "2>10 face",     "3>10 face",
                                              "4>10 shoulder", "5>10 shoulder", "6>10 corner",
                                              "10>1 face",     "10>2 face",     "10>3 face"};

TEST(Contact, WarriorAgainstSixGoblins) {
  check({"the drawing", warrior_and_goblins(), kGoblinStrikes, {"10>6 corner-only"}});
  auto figures = warrior_and_goblins();
  figures[1].uses_two_handed = true;  // A wants to swing a two-handed weapon: D cannot reach over
  auto expected = kGoblinStrikes;
  std::erase(expected, "4>10 shoulder");
  check({"A two-handed", figures, expected, {"10>6 corner-only", "4>10 two-handed"}});
}

TEST(Contact, RotatingTheWholeArrangementChangesNothing) {
  for (const double turn : {30.0, 45.0, 117.0}) {
    auto figures = warrior_and_goblins();
    const double a = turn * std::numbers::pi / 180.0;
    for (auto& f : figures) {
      const Point p = f.placement.centre;
      f.placement.centre = {p.x * std::cos(a) - p.y * std::sin(a) + 50.0,
                            p.x * std::sin(a) + p.y * std::cos(a) + 40.0};
      f.placement.facing_deg += turn;
    }
    EXPECT_EQ(strikes(figures), sorted(kGoblinStrikes)) << turn;
  }
}

// Seed 000, "Ranged weapons (shooting): some peculiarities": Dwarves behind a low wall, an Ogre
// (2.5 cm) across it; a crossbowman in contact lets the pole arm behind him strike over his
// shoulder.
TEST(Contact, SecondRankOverAFriendsShoulder) {
  const Combatant ogre = foot(10, 1, 2.5, {0, 0}, kSouth);
  const Combatant crossbow = foot(1, 0, 2.0, {0, 2.25}, kNorth);
  auto behind = [](StaffWeapon staff) {
    return with_staff(foot(2, 0, 2.0, {0, 4.25}, kNorth), staff);
  };
  Combatant indoors = behind(StaffWeapon::LongStaff);
  indoors.inside_building = true;
  Combatant mounted = with_staff(rider(2, 0, {0, 5.75}, kNorth), StaffWeapon::Spear);
  const Scenario cases[] = {
      {"halberd behind",
       {ogre, crossbow, behind(StaffWeapon::LongStaff)},
       {"1>10 face", "2>10 shoulder", "10>1 larger"},
       {}},
      {"sword behind",
       {ogre, crossbow, behind(StaffWeapon::None)},
       {"1>10 face", "10>1 larger"},
       {"2>10 no-staff"}},
      {"inside a building",
       {ogre, crossbow, indoors},
       {"1>10 face", "10>1 larger"},
       {"2>10 building"}},
      {"a rider behind", {ogre, crossbow, mounted}, {"1>10 face", "10>1 larger"}, {"2>10 mounted"}},
  };
  for (const auto& c : cases) check(c);
}

// A file of four: rank 1 sword, ranks 2 and 3 with the given staff weapons, rank 4 pike.
std::vector<Combatant> file_of_four(StaffWeapon third, bool close_order, StaffWeapon fourth) {
  std::vector<Combatant> v{foot(10, 1, 2.0, {0, 0}, kSouth), foot(1, 0, 2.0, {0, 2}, kNorth),
                           with_staff(foot(2, 0, 2.0, {0, 4}, kNorth), StaffWeapon::Spear),
                           with_staff(foot(3, 0, 2.0, {0, 6}, kNorth), third),
                           with_staff(foot(4, 0, 2.0, {0, 8}, kNorth), fourth)};
  for (auto& f : v) f.close_order = close_order;
  return v;
}

TEST(Contact, ThirdRankAndPikesInCloseOrder) {
  using enum StaffWeapon;
  const Scenario cases[] = {
      {"close order spears and a pike",
       file_of_four(Spear, true, Pike),
       {"1>10 face", "10>1 face", "2>10 shoulder", "3>10 third", "4>10 pike"},
       {}},
      {"loose order",
       file_of_four(Spear, false, Pike),
       {"1>10 face", "10>1 face", "2>10 shoulder"},
       {"3>10 not-close-order", "4>10 not-close-order"}},
      {"half-long staff in the third rank, spear in the fourth",
       file_of_four(HalfLongStaff, true, Spear),
       {"1>10 face", "10>1 face", "2>10 shoulder"},
       {"3>10 too-short", "4>10 too-short"}},
  };
  for (const auto& c : cases) check(c);
}

TEST(Contact, CapacityTable) {
  struct Row {
    Combatant foe;
    double striker;
    int capacity;
  };
  const Row rows[] = {
      {foot(1, 0, 2.0, {}, 0), 2.0, 4}, {foot(1, 0, 2.5, {}, 0), 2.0, 4},
      {foot(1, 0, 2.0, {}, 0), 2.5, 4}, {rider(1, 0, {}, 0), 2.5, 6},
      {rider(1, 0, {}, 0), 2.0, 6},     {foot(1, 0, 4.0, {}, 0), 2.0, 8},
      {foot(1, 0, 4.0, {}, 0), 2.5, 7}, {foot(1, 0, 4.0, {}, 0), 4.0, 4},
  };
  for (const auto& r : rows) {
    EXPECT_EQ(contact_capacity(r.foe, r.striker), r.capacity)
        << r.foe.base.width_cm << " vs " << r.striker;
  }
}

TEST(Contact, EveryReasonHasTextAndACitation) {
  for (int i = 0; i <= static_cast<int>(StrikeReason::RearRankPike); ++i) {
    EXPECT_STRNE(describe(static_cast<StrikeReason>(i)), "");
    EXPECT_NE(std::string(citation(static_cast<StrikeReason>(i))).find("seed 000"),
              std::string::npos);
  }
  for (int i = 0; i <= static_cast<int>(NoStrikeReason::NeedsLongerWeapon); ++i) {
    EXPECT_STRNE(describe(static_cast<NoStrikeReason>(i)), "");
  }
}

}  // namespace
}  // namespace fray::map
