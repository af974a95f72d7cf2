#pragma once

#include <optional>
#include <vector>

#include <QString>

#include <fray/classic/rules/ruleset.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/state/battle_state.h>

#include "scene/figure_view.h"

namespace fray::app {

/// "Orc (#3)", as the engine names a figure (game::figure_label).
QString figureLabel(const game::Figure& figure);
/// The same for figure `id` of `state`, or "figure #id" when there is none.
QString figureLabel(const game::BattleState& state, int id);

/// What the map draws for figure `id`: nothing when it is dead or not in the battle.
std::optional<FigureEntry> battleFigureEntry(const game::BattleState& state,
                                             const rules::Ruleset& rules,
                                             const game::Battlefield* field, int id);

/// What the map draws for the living figures of a battle: side colour, the species' initial (two
/// letters when species on the table share one),
/// wounds, statuses, and which figure is acting.
/// On a hex battlefield each figure also gets its hex and hexside.
std::vector<FigureEntry> battleFigureEntries(const game::BattleState& state,
                                             const rules::Ruleset& rules,
                                             const game::Battlefield* field = nullptr);

/// The statuses of a figure worth a badge.
std::vector<FigureStatus> battleStatuses(const game::Figure& figure);

/// "Human", "Orcq"...: the species' display name, or its id when unknown.
QString speciesName(const rules::Ruleset& rules, const game::Figure& figure);

}  // namespace fray::app
