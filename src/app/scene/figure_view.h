#pragma once

#include <optional>
#include <vector>

#include <QColor>
#include <QString>

#include <fray/map/base.h>
#include <fray/map/hex_coord.h>

namespace fray::app {

/// Statuses a figure can show as a badge (seed 000 and the solo AI's statuses).
enum class FigureStatus {
  Recoiling,
  Hidden,
  ShieldWall,
  Waiting,
  Prepared,
  Patrolling,
  Alerted,
  Retreating,
  Withdrawing,  ///< seed 004 order Withdraw
  Fleeing,      ///< seed 004 order Flee
  Attacking,    ///< seed 004 order Attack
  Marching,     ///< seed 004 order March
  Standing,     ///< seed 004 order Stand (the reaction chart's Halt too)
};

/// The badge letters and the words for a status.
QString badgeText(FigureStatus status);
QString statusName(FigureStatus status);
QColor badgeColour(FigureStatus status);

/// Where a figure stands on a hex map: its hexes, head first, and the hexside it faces.
struct HexPoseView {
  std::vector<map::Hex> hexes;
  map::HexDirection facing = map::HexDirection::North;

  friend bool operator==(const HexPoseView&, const HexPoseView&) = default;
};

/// Everything the map needs to draw one figure, and nothing the rules decide with: the game
/// state (or, until it exists, a demo list) fills one per figure and the scene syncs its items
/// from it. A plain value: copying it is the whole protocol.
struct FigureView {
  map::Base base;                  ///< shape and size at true scale
  map::Placement placement;        ///< free-measure tables: centre (cm) and facing
  std::optional<HexPoseView> hex;  ///< hex maps: set instead of placement
  bool mounted = false;
  int side = 0;
  QColor side_colour = QColor(0x2f, 0x5f, 0xc0);
  QString symbol;  ///< one or two letters of the species or class, drawn on the base
  QString label;   ///< the figure's name, shown when zoomed in
  int wounds = 0;
  std::vector<FigureStatus> statuses;
  bool selected = false;
  bool active = false;      ///< the figure whose turn it is
  bool targetable = false;  ///< a legal target for the action being prepared

  friend bool operator==(const FigureView&, const FigureView&) = default;
};

/// A figure view with the id the game knows the figure by.
struct FigureEntry {
  int id = 0;
  FigureView view;
};

}  // namespace fray::app
