#pragma once
// THE SEAM between the game and the map layer. Every geometric question the game asks about the
// free-measure table goes through this one class, and it answers with the map layer's geometry
// (docs/rules/free-measure.md): true base shapes for distances and overlap, check_fit for the
// table's edges and impassable ground, who_may_strike for melee (seed 000, "Bases of different
// sizes in melee"), line_of_sight for sight and cover, trace_route for the ground along a path.
// The game's rules (which terrain slows how much, which weapon is a staff weapon) stay in the
// game and rules layers; the map only measures.
//
// A battlefield is either that table or a hex map (docs/rules/hex.md, "Hex battles in the
// game"): on a hex map figures stand on hex centres, positions stay in cm (HexLayout), and the
// same questions are answered with hexes (adjacency, HexSight, the hex reach rules). A square
// grid (seed 003, "V. Miniatures and battle maps") works the same way with squares: one figure
// per square, eight neighbours, sight drawn centre to centre (docs/rules/d20.md, "Square maps").

#include <optional>
#include <span>
#include <string>
#include <vector>

#include <fray/map/base.h>
#include <fray/map/contact.h>
#include <fray/map/hex_map.h>
#include <fray/map/hex_sight.h>
#include <fray/map/point.h>
#include <fray/map/square_grid.h>
#include <fray/map/table_map.h>
#include <fray/map/table_sight.h>

namespace fray::game {

/// A base standing somewhere: what every geometric question is asked about.
struct Footprint {
  map::Base base;
  map::Placement placement;
};

/// What a shooter sees of a target.
struct Sight {
  bool clear = true;  ///< False: the target cannot be shot at.
  /// The cover the map finds (a rule system reads it as its own cover classes).
  map::CoverClass cover = map::CoverClass::None;
  bool target_deep_in_forest = false;  ///< Behind 10 cm or more of woods.
  int target_group_size = 1;           ///< Figures in the target's group (1: alone).
  bool shooter_at_window = false;      ///< Shooting out of a window or an arrow slit.
  bool target_in_building = false;     ///< Seen at an opening or an arrow slit of a building.
  std::string blocked_by;              ///< What blocks it, when !clear.
  std::vector<std::string> facts;      ///< "what (citation)" for each fact the map found.
};

/// The ground a path crosses.
struct PathStretch {
  std::string terrain = "open_ground";  ///< Id in terrain.json ("open_ground" off any feature).
  std::string feature;                  ///< The feature's name, "" on open ground.
  map::Footing difficulty = map::Footing::Open;
  double length_cm = 0;
};

/// A path surveyed before a figure walks it.
struct PathSurvey {
  double length_cm = 0;
  std::vector<PathStretch> stretches;         ///< Area features under the path, and line crossings.
  map::Footing worst = map::Footing::Open;    ///< The worst footing (classic: the slowing dice).
  std::string worst_feature;                  ///< The feature giving `worst`, "" on open ground.
  std::string worst_terrain = "open_ground";  ///< Its terrain id in terrain.json.
  bool leaves_table = false;
};

/// Whether a figure may strike a foe, and the rule that says so.
struct StrikeVerdict {
  bool allowed = false;
  int rank = 1;          ///< 1 in contact, 2 over a friend's shoulder...
  std::string reason;    ///< English, for refusals and events.
  std::string citation;  ///< The rule's section.
};

/// The ground a figure stands on, as the melee rules of who may strike whom read it.
struct GroundAt {
  bool inside_building = false;  ///< Inside a building (no striking over shoulders).
  bool narrow_place = false;     ///< In a narrow passage (seed 000, "Bases of different sizes").
};

/// The table and its terrain, answering the game's geometric questions (see the file comment).
class Battlefield {
 public:
  /// An empty table of that size.
  Battlefield(double width_cm, double depth_cm);
  explicit Battlefield(map::TableMap table);
  /// A hex battlefield: figures stand on the map's hex centres. The table() is then an empty
  /// table the size of the hexes' bounding box (for clients that only draw a table).
  explicit Battlefield(map::HexMap hex);
  /// A square-grid battlefield: figures stand on the squares' centres; table() is an empty table
  /// the size of the grid.
  explicit Battlefield(map::SquareMap squares);

  /// True on a hex map.
  bool is_hex() const { return hex_.has_value(); }
  /// The hex map, or nullptr on a free-measure table.
  const map::HexMap* hex_map() const { return hex_ ? &*hex_ : nullptr; }
  /// The hex map's layout (the default layout on a table).
  map::HexLayout hex_layout() const { return hex_ ? hex_->layout : map::HexLayout{}; }
  /// True on a square grid.
  bool is_square() const { return square_.has_value(); }
  /// The square map, or nullptr unless the battlefield is one.
  const map::SquareMap* square_map() const { return square_ ? &*square_ : nullptr; }
  /// The square holding `p` (on a table or hexes: as if it were the default square layout).
  map::Square square_at(map::Point p) const {
    return (square_ ? square_->layout : map::SquareLayout{}).square_at(p);
  }
  /// "square [column, row] (brush)": how a square is named in messages.
  std::string square_label(map::Square s) const;
  /// The hex whose area holds `p` (on a table: as if it were the default layout).
  map::Hex hex_at(map::Point p) const { return hex_layout().hex_at(p); }
  /// The centre of the hex (square) holding `p` on a hex (square) map; `p` itself on a table.
  map::Point snap(map::Point p) const;
  /// On a hex or square map, why a figure may not stop at `p` when it is not a cell's centre
  /// ("(3.1, 2.0) is not a hex centre; the nearest is hex [1, 1] at (3.2, 2.5)"); nothing on a
  /// table.
  std::optional<std::string> off_centre(map::Point p) const;
  /// "hex [column, row] (woods)": how a hex is named in messages.
  std::string hex_label(map::Hex h) const;

  /// Whether a base wider than a space covers several spaces of a hex or square map (seed 003,
  /// "Large Figures"): the rule system says (RuleSystem::large_bases_cover_spaces), the game sets
  /// it once. Off, every figure stands in one space.
  void set_large_bases(bool on) { large_bases_ = on; }
  /// How many spaces across a base covers: 1 on a table, for a base no wider than about a space,
  /// or when large bases are off; else the base's longer side in spaces, rounded.
  int spaces_across(const map::Base& base) const;
  /// The centres of the spaces a figure covers on a hex or square map, its main space (under its
  /// centre, where it moves and attacks from) first. The rest of a large base lies behind the
  /// main space: on squares a block with the main space at its front left corner, on hexes a
  /// line straight back (assumed; seed 001, "Multi-Hex Figures": the head leads, the body
  /// follows). On a table: the figure's centre.
  std::vector<map::Point> spaces_under(const Footprint& f) const;
  /// Spaces from `from`'s main space to the nearest space `to` covers, 0 when it covers it (a
  /// large figure attacks from its main space and is attacked in any of its spaces, seed 003
  /// "Large Figures"). On a table: the gap between the bases' edges (each base as round as its
  /// longer side) in spaces of `space_cm`, rounded to the nearest, plus one, as two touching
  /// bases are in the next space.
  int spaces_to(const Footprint& from, const Footprint& to, double space_cm) const;
  /// Where a figure's body is drawn: the middle of the spaces it covers (its centre on a table).
  map::Point body_centre(const Footprint& f) const;

  double width_cm() const { return table_.width_cm; }
  double depth_cm() const { return table_.depth_cm; }
  const map::TableMap& table() const { return table_; }

  /// True when `mover`, walking its centre from `start` through `waypoints`, would sweep across
  /// `other`'s base (seed 000 / 002: figures do not pass through enemies). The mover sweeps a band
  /// as wide as its base; ending in base contact is not passing through. On a hex or square map
  /// the mover's main space walks and its body follows: the walk passes through `other` when the
  /// main space enters a space `other` covers before its last step.
  bool path_crosses(const Footprint& mover, map::Point start,
                    const std::vector<map::Point>& waypoints, const Footprint& other) const;

  /// Shortest distance between the two bases' edges, 0 when they touch or overlap.
  double edge_distance(const Footprint& a, const Footprint& b) const;
  /// True when the bases overlap by more than map::kTouchToleranceCm.
  bool overlaps(const Footprint& a, const Footprint& b) const;
  /// True when the whole base lies on the table.
  bool on_table(const Footprint& a) const;
  /// The impassable feature the base would stand on ("the Farmhouse (building)"), if any.
  std::optional<std::string> impassable_under(const Footprint& a, bool mounted) const;
  /// Base contact: edge distance at most kContactCm.
  bool in_contact(const Footprint& a, const Footprint& b) const;
  /// Whether `striker` may strike `foe`, among the figures `around` (all of them, striker and
  /// foe included; the second-rank rules need the friends in front).
  StrikeVerdict may_strike(int striker, int foe, std::span<const map::Combatant> around) const;
  /// Line of sight and cover from shooter to target; `target_friends` are the figures of the
  /// target's side (for the group fact).
  Sight line_of_sight(const Footprint& shooter, const Footprint& target,
                      bool target_mounted = false, bool target_hidden = false,
                      std::span<const Footprint> target_friends = {}) const;
  /// The ground at a point: in a building, in a narrow passage ("narrow_passage" terrain).
  GroundAt ground_at(map::Point point) const;
  /// The ground along a path from `start` through `waypoints`, for a rider or a figure on foot.
  PathSurvey survey_path(map::Point start, const std::vector<map::Point>& waypoints,
                         bool mounted = false) const;
  /// Where `mover` stands when it has advanced straight towards `target` until the bases touch,
  /// facing it, and how far it went. On a hex map: the centre of the hex next to the target
  /// nearest the mover that is on the map, passable and not under one of `others`.
  map::Placement contact_placement(const Footprint& mover, const Footprint& target,
                                   double* distance_cm,
                                   std::span<const Footprint> others = {}) const;

  static constexpr double kContactCm = 0.1;
  /// How far off a hex centre a position may be and still count as on it.
  static constexpr double kHexCentreToleranceCm = 0.05;

 private:
  // The hex answers (battlefield_hex.cpp).
  int hex_steps(const Footprint& a, const Footprint& b) const;
  StrikeVerdict hex_may_strike(int striker, int foe, std::span<const map::Combatant> around) const;
  Sight hex_line_of_sight(const Footprint& shooter, const Footprint& target,
                          bool target_hidden) const;
  Sight hex_sight(map::Hex from, map::Hex to, bool target_hidden) const;
  StrikeVerdict hex_strike_into(const map::Combatant& s, map::Hex to) const;
  PathSurvey hex_survey_path(map::Point start, const std::vector<map::Point>& waypoints) const;
  bool hex_path_crosses(map::Point start, const std::vector<map::Point>& waypoints,
                        const Footprint& other) const;
  map::Placement hex_contact_placement(const Footprint& mover, const Footprint& target,
                                       double* distance_cm,
                                       std::span<const Footprint> others) const;

  // The spaces a figure covers (battlefield_spaces.cpp), main space first.
  std::vector<map::Square> squares_of(const Footprint& f) const;
  std::vector<map::Hex> hexes_of(const Footprint& f) const;

  // The square answers (battlefield_square.cpp).
  int square_steps(const Footprint& a, const Footprint& b) const;
  std::optional<std::string> square_off_centre(map::Point p) const;
  StrikeVerdict square_may_strike(int striker, int foe,
                                  std::span<const map::Combatant> around) const;
  Sight square_line_of_sight(const Footprint& shooter, const Footprint& target,
                             bool target_hidden) const;
  Sight square_sight(map::Square from, map::Square to, bool target_hidden) const;
  PathSurvey square_survey_path(map::Point start, const std::vector<map::Point>& waypoints) const;
  bool square_path_crosses(map::Point start, const std::vector<map::Point>& waypoints,
                           const Footprint& other) const;
  map::Placement square_contact_placement(const Footprint& mover, const Footprint& target,
                                          double* distance_cm,
                                          std::span<const Footprint> others) const;

  map::TableMap table_;
  std::optional<map::HexMap> hex_;
  std::optional<map::SquareMap> square_;
  std::optional<map::HexSight> sight_;
  bool large_bases_ = false;
};

/// "the Farmhouse (building)": how a terrain feature is named in messages.
std::string feature_label(const map::TerrainFeature& feature);

}  // namespace fray::game
