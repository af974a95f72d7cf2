#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/map/point.h>
#include <fray/map/segment.h>

namespace fray::game {

/// The random events deck in a battle (seed 004, "Setting up a game"): switched on by the
/// scenario's rule option "event_deck"; the cards come from data/generators/events.json and are
/// shuffled with the game's dice at the first draw.
struct EventDeckState {
  bool enabled = false;
  bool shuffled = false;               ///< False until the first draw shuffles the deck.
  std::vector<std::string> remaining;  ///< Card ids still in the deck, next to draw first.
  int shuffles = 0;
  int drawn_turn = 0;  ///< Turn of the last draw (one card a turn); 0: none yet.
  friend bool operator==(const EventDeckState&, const EventDeckState&) = default;
};

/// One portal counter or area marker on the table (seed 004, "Portal Markers : Eliminating
/// Portals", "Fighting in 'Dungeons'").
struct PortalCounter {
  int id = 0;
  map::Point at;
  bool eliminated = false;
  /// An area marker: never driven off nor eliminated; arrivals come in at the nearest doorway
  /// out of the party's sight, else somewhere in `area`.
  bool area_marker = false;
  map::Polygon area;
  friend bool operator==(const PortalCounter&, const PortalCounter&) = default;
};

/// Figures the arrival table may bring of one force kind (a key of forces.json's figure kinds).
struct PortalForce {
  nlohmann::json figure;         ///< A scenario figure object without id, side and position.
  std::optional<int> available;  ///< How many the solo side has; nullopt: as many as needed.
  int placed = 0;                ///< How many have arrived so far.
  friend bool operator==(const PortalForce&, const PortalForce&) = default;
};

/// A scenario's portals (the "portals" member) and what became of them.
struct PortalsState {
  int side = 1;          ///< Index of the side the arrivals join (the solo side).
  bool dungeon = false;  ///< Caves, buildings, dungeons: counters move at 5" rather than 8".
  std::vector<PortalCounter> counters;
  std::vector<map::Point> spots;              ///< Corners and cover a driven-off counter may go to.
  std::vector<map::Point> doorways;           ///< Where area markers' arrivals come in.
  std::map<std::string, PortalForce> forces;  ///< By force kind.
  bool no_contact_today = false;              ///< -1 on every arrival roll.
  bool forces_generated = false;  ///< The first arrival roll is made: counters in the open react.
  int rolled_turn = 0;            ///< Turn of the last arrival roll (one a turn); 0: none yet.
  int reacted_turn = 0;       ///< Turn of the last portal_react (a turn aid runs it once); 0: none.
  int next_figure_id = 1000;  ///< First id an arriving figure may take.
  friend bool operator==(const PortalsState&, const PortalsState&) = default;
};

/// Seed 004's generators in a battle: empty (and not saved) unless the scenario asks for them.
struct BattleGenerators {
  EventDeckState deck;
  std::optional<PortalsState> portals;
  bool in_use() const { return deck.enabled || portals.has_value(); }
  friend bool operator==(const BattleGenerators&, const BattleGenerators&) = default;
};

}  // namespace fray::game
