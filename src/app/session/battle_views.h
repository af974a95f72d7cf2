#pragma once

#include <optional>
#include <vector>

#include <QString>

#include <fray/game/field/battlefield.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_state.h>

#include "scene/figure_view.h"

namespace fray::app {

/// "Orc (#3)", as the engine names a figure (game::figure_label).
QString figureLabel(const game::Figure& figure);
/// The same for figure `id` of `state`, or "figure #id" when there is none.
QString figureLabel(const game::BattleState& state, int id);

/// What the map draws for figure `id`: nothing when it is dead or not in the battle.
std::optional<FigureEntry> battleFigureEntry(const game::BattleState& state,
                                             const game::RuleSystem& system,
                                             const game::Battlefield* field, int id);

/// What the map draws for the living figures of a battle: side colour, the initial of its kind
/// (figureKind; two letters when kinds on the table share one), wounds, statuses, and which
/// figure is acting.
/// On a hex battlefield each figure also gets its hex and hexside; on a square grid it is drawn at
/// its placement, as on a table (it stands on a square's centre).
std::vector<FigureEntry> battleFigureEntries(const game::BattleState& state,
                                             const game::RuleSystem& system,
                                             const game::Battlefield* field = nullptr);

/// The statuses of a figure worth a badge.
std::vector<FigureStatus> battleStatuses(const game::Figure& figure);

/// What kind of figure it is, in a word, under the battle's rule `system`: a classic figure's
/// species ("Human", "Orcq"; its id when unknown); a d20 figure's roster profile ("Goblin"), or
/// "unique" or "common" when its sheet is described in full (seed 003, "Defend").
QString figureKind(const game::RuleSystem& system, const game::Figure& figure);

}  // namespace fray::app
