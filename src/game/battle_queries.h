#pragma once
// Internal to fray_game: questions about the battle that commands and the sequencer share.

#include <string>
#include <vector>

#include <fray/game/battle_state.h>
#include <fray/game/battlefield.h>
#include <fray/game/event.h>
#include <fray/game/figure_label.h>
#include <fray/map/contact.h>
#include <fray/rules/ruleset.h>

namespace fray::game {

inline Footprint footprint(const Figure& f) { return {f.base, f.placement}; }

/// "12.5": a distance in cm with one decimal.
std::string format_cm(double cm);

/// Alive enemies whose bases touch `figure`'s.
std::vector<int> enemies_in_contact(const Battlefield& field, const BattleState& state,
                                    const Figure& figure);

/// Whether `figure` could shoot now in the shooting phase: a missile weapon with ammunition,
/// not reloading, not moved or shot this turn, not in contact, some enemy within range.
bool could_shoot(const rules::Ruleset& rules, const Battlefield& field, const BattleState& state,
                 const Figure& figure);

/// The figure as the map's melee rules see it: side, base, mounted, the staff weapon its melee
/// weapon counts as, close order, the ground it stands on (seed 000, "Bases of different sizes
/// in melee").
map::Combatant combatant(const rules::Ruleset& rules, const Battlefield& field,
                         const Figure& figure);

/// The living figures close enough to `foe` to matter for who may strike it (front rank and
/// the ranks behind), as combatants.
std::vector<map::Combatant> combatants_around(const rules::Ruleset& rules, const Battlefield& field,
                                              const BattleState& state, const Figure& foe);

/// Whether line of sight treats the figure as hidden: hidden (the `hide` command), or crouched
/// and not moved this turn (seed 002, "SHOOTING MODIFIERS": crouched immobile in cover).
inline bool hidden_for_sight(const Figure& f) {
  return f.status.hidden || (f.posture == Posture::Crouched && !f.status.has_moved);
}

/// Sides of the figure's life die (1 for a single life point).
int life_die(const rules::Ruleset& rules, const Figure& figure);

/// Adds an event to `events`.
void emit(EventSink& events, std::string type, nlohmann::json data, std::string text);

/// Records a figure's death: alive false, the event.
void kill(Figure& figure, EventSink& events, const std::string& cause);

}  // namespace fray::game
