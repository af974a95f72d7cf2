#pragma once

#include <optional>

#include <fray/game/command/command.h>
#include <fray/game/game.h>

namespace fray::d20 {

/// The baseline policy of a d20 battle (the "simple" controller), chosen among commands that
/// pass Game::check: the activated figure attacks the enemy it is likeliest to take out of the
/// fight (by the attack's preview); otherwise, next to a friendly mount with a free seat and not
/// yet moved, it gets on; else it moves (rides) towards the nearest enemy, up to its move unit,
/// its unit's other figures placed beside it (with_unit), and attacks if it then can; a
/// retreating figure runs away from the cause. An active figure with nothing left to do ends its
/// activation; a side with nothing to do ends the phase. nullopt once the battle is over.
std::optional<game::Command> simple_policy(const game::Game& game);

}  // namespace fray::d20
