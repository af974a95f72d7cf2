#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <fray/game/state/figure.h>
#include <fray/map/point.h>

namespace fray::game {

/// Centimetres per inch, for the seeds' distances given in inches (2.54, exact).
inline constexpr double kCmPerInch = 2.54;

/// An area of the table: a convex or concave polygon in cm (a rectangle has four corners).
struct Zone {
  std::vector<map::Point> corners;
  /// Whether `p` lies inside (or on the edge of) the polygon.
  bool contains(map::Point p) const;
  /// The mean of the corners.
  map::Point centre() const;
  /// The rectangle from (x0, y0) to (x1, y1).
  static Zone rectangle(double x0, double y0, double x1, double y1);
  friend bool operator==(const Zone&, const Zone&) = default;
};

/// An objective marker (seed 003, "Objectives"): a round counter on the table.
struct Objective {
  std::string id;
  map::Point position;
  friend bool operator==(const Objective&, const Objective&) = default;
};

/// How a battle is won: the seed 003 generic scenarios (section VI) and plain elimination.
enum class VictoryType {
  Elimination,  ///< Only the instant win: all enemies gone (the default; no round limit).
  Objectives,   ///< Objectives and victory points at the round limit (seed 003, "Objectives").
  BasicBattle,
  Ambush,
  Escape,
  FortressAssault,
  Infiltrate,
  Spawning,
  Transport,
};

/// "basic_battle", "fortress_assault" ...
const char* to_string(VictoryType type);
/// The type named `name`, or nullopt.
std::optional<VictoryType> victory_type_from_string(const std::string& name);

/// Victory points (seed 003, "Objectives"): 1 / 4 / 2 / 2 VP.
struct VictoryPointValues {
  int own_home = 1;    ///< The objective nearest the centre of the side's own starting area.
  int enemy_home = 4;  ///< The objective nearest the centre of the enemy's starting area.
  int other = 2;       ///< Any other objective.
  int leader = 2;      ///< Each enemy leader or special character defeated.
  friend bool operator==(const VictoryPointValues&, const VictoryPointValues&) = default;
};

/// What wins the battle, and the little state the victory rules keep (saved with the game).
struct VictoryRules {
  VictoryType type = VictoryType::Elimination;
  /// The battle ends after this turn (seed 003: 4 rounds, 5 for Basic Battle and Escape).
  std::optional<int> round_limit;
  std::vector<Objective> objectives;
  VictoryPointValues points;
  /// Deployment zone per side (index = side); empty corners when the scenario gives none.
  std::array<Zone, 2> deployment;
  /// The centre of each side's starting area: its zone's centre, else its figures' mean.
  std::array<map::Point, 2> home{};
  std::vector<int> leaders;  ///< Figure ids whose defeat scores `points.leader` to the enemy.
  /// The side with the scenario's special role: the Ambusher, the Defender or the Spawner.
  int role_side = 0;
  /// Objective id the type turns on: the fortress (Fortress Assault) or the object (Transport).
  std::string key_objective;

  // Progress, changed as the battle goes on.
  std::array<int, 2> starting_figures{};  ///< Figures per side at the start (reserves included).
  std::vector<Figure> reserve;            ///< Spawning: figures not yet in the battle.
  std::optional<int> carrier;             ///< Transport: figure carrying the object.
  friend bool operator==(const VictoryRules&, const VictoryRules&) = default;
};

}  // namespace fray::game
