#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fray/map/segment.h>

namespace fray::map {

/// How hard the ground is to cross (seed 002, "MOVEMENT" and "TERRAIN"): difficult terrain costs
/// the slowing dice, very difficult terrain halves the move first, impassable ground is refused.
enum class Footing : std::uint8_t { Open, Difficult, VeryDifficult, Impassable };

/// The worse of two footings.
constexpr Footing worse(Footing a, Footing b) { return a > b ? a : b; }

/// What terrain does to a line of sight (seed 002, "TERRAIN"; seed 003 for hills):
/// clear (bushes, walls: seen over), obscuring (woods: seen into up to 10 cm), blocking
/// (buildings, except through their openings), hill (blocks unless the viewer or target is on it).
enum class SightEffect : std::uint8_t { Clear, Obscuring, Blocking, Hill };

/// The protection terrain gives a target seen in or behind it (seed 002, "SHOOTING MODIFIERS"):
/// cover (wall, earth bank, hedge, bushes), forest (edge of a wood or behind at most 10 cm of it),
/// building (only seen at its openings).
enum class CoverGiven : std::uint8_t { None, Cover, Forest, Building };

/// Map-level traits of a terrain type. The rules library knows the full type under the same id
/// (data/classic/terrain.json); the map keeps what geometry needs.
struct TerrainTraits {
  Footing footing = Footing::Open;          ///< for figures on foot
  Footing mounted_footing = Footing::Open;  ///< for riders
  SightEffect sight = SightEffect::Clear;
  CoverGiven cover = CoverGiven::None;
  bool linear_obstacle = false;  ///< attacking across it is a melee modifier (seed 002)
  bool higher_ground = false;    ///< standing on it is higher ground in melee (seed 002)

  friend bool operator==(const TerrainTraits&, const TerrainTraits&) = default;
};

enum class FeatureShape : std::uint8_t { PolygonArea, CircleArea, Polyline };

/// A gap in a building's wall (seed 002, "SHOOTING MODIFIERS"): a door or window is a large opening
/// (-1), an arrow slit a very narrow one (-2); figures inside are seen and shoot only through them.
enum class OpeningKind : std::uint8_t { Door, Window, ArrowSlit };

struct Opening {
  OpeningKind kind = OpeningKind::Window;
  Segment where;  ///< along the building's outline

  friend bool operator==(const Opening&, const Opening&) = default;
};

/// One piece of terrain on the table: an area (polygon or circle) or a line with a thickness
/// (wall, earth bank, hedge, stream).
struct TerrainFeature {
  std::string name;        ///< shown to players, e.g. "Old wood"; may be empty
  std::string terrain_id;  ///< an id of the rule system's terrain types, e.g. "woods"
  TerrainTraits traits;
  FeatureShape shape = FeatureShape::PolygonArea;
  std::vector<Point> points;  ///< polygon corners or polyline points
  Point centre;               ///< circle
  double radius_cm = 0.0;     ///< circle
  double thickness_cm = 0.0;  ///< polyline: width of the wall, bank or hedge
  int level = 0;              ///< height in steps: hills and platforms (0 = the table)
  std::vector<Opening> openings;

  bool is_area() const { return shape != FeatureShape::Polyline; }
  friend bool operator==(const TerrainFeature&, const TerrainFeature&) = default;
};

/// The free-measure battlefield: a table in centimetres (default 180 x 120, a 6 x 4 ft table),
/// origin at the top-left corner, y growing towards the bottom edge.
struct TableMap {
  std::string name;
  double width_cm = 180.0;
  double depth_cm = 120.0;
  std::vector<TerrainFeature> features;

  friend bool operator==(const TableMap&, const TableMap&) = default;
};

/// True when the point lies on the table (edges included).
bool on_table(const TableMap& map, Point p);

/// True when the feature covers the point: inside an area, or within half the thickness of a line.
bool covers(const TerrainFeature& feature, Point p);

/// Distance from the point to the feature's ground (0 when the feature covers it).
double distance_to_feature(const TerrainFeature& feature, Point p);

/// Where a segment crosses the feature's outline (areas) or centre line (lines), as fractions of
/// the segment in (0, 1), sorted.
std::vector<double> crossings(const TerrainFeature& feature, const Segment& s);

/// Length of a segment that lies inside an area feature (0 for lines), in centimetres.
double length_inside(const TerrainFeature& feature, const Segment& s);

/// Indices of the features covering a point.
std::vector<int> features_at(const TableMap& map, Point p);

/// The ground level at a point: the highest level of the features covering it (0 elsewhere).
int level_at(const TableMap& map, Point p);

/// The worst footing at a point, for figures on foot or riders.
Footing footing_at(const TableMap& map, Point p, bool mounted);

}  // namespace fray::map
