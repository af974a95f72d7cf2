#pragma once
// Internal to the classic system: how a scenario's figure becomes a classic one (docs/formats.md,
// "figures"; seed 000 for bases and weapons).

#include <string>

#include <fray/classic/rules/ruleset.h>
#include <fray/game/setup/scenario.h>
#include <fray/game/state/figure.h>

namespace fray::game {

/// Refuses a classic sheet naming an unknown species or weapon, a missile weapon the species may
/// not use, or an unknown magic ability (io::DataError at `pointer` and the member); gives the
/// figure its species' usual base (a mount's 2.5 x 5 cm) when `in` names none, and the shots its
/// missile weapon carries when `in` does not count them.
void settle_classic_figure(const rules::Ruleset& rules, const ScenarioFigure& in, Figure& figure,
                           const std::string& file, const std::string& pointer);

}  // namespace fray::game
