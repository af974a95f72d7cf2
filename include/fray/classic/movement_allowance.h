#pragma once

#include <fray/classic/rules/ruleset.h>
#include <fray/game/state/figure.h>

namespace fray::game {

/// Movement allowance in cm, as the move command limits it: species, armour, mount and leg wounds;
/// a shield wall caps it (seed 002, "MOVEMENT"). The AIs and the desktop program ask the same.
int allowance_cm(const rules::Ruleset& rules, const Figure& figure);

}  // namespace fray::game
