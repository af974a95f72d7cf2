#pragma once
// Questions about the battle that the engine's commands, the sequencer and every rule system's
// commands share.

#include <string>
#include <vector>

#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>
#include <fray/game/state/figure_label.h>
#include <fray/map/contact.h>

namespace fray::game {

inline Footprint footprint(const Figure& f) { return {f.base, f.placement}; }

/// "12.5": a distance in cm with one decimal.
std::string format_cm(double cm);

/// Alive enemies whose bases touch `figure`'s.
std::vector<int> enemies_in_contact(const Battlefield& field, const BattleState& state,
                                    const Figure& figure);

/// Whether line of sight treats the figure as hidden: hidden (the `hide` command), or crouched
/// and not moved this turn (seed 002, "SHOOTING MODIFIERS": crouched immobile in cover).
inline bool hidden_for_sight(const Figure& f) {
  return f.status.hidden || (f.posture == Posture::Crouched && !f.status.has_moved);
}

/// Adds an event to `events`.
void emit(EventSink& events, std::string type, nlohmann::json data, std::string text);

/// Records a figure's death: alive false, the event.
void kill(Figure& figure, EventSink& events, const std::string& cause);

}  // namespace fray::game
