#pragma once

#include <optional>

#include <fray/game/command/command.h>
#include <fray/game/game.h>

namespace fray::game {

/// A stand-in for the solo AI (issue 7): the next command for whichever side must act, chosen
/// so that it passes Game::check. Recoil when a recoil is due; strike a foe in contact; shoot the
/// nearest enemy in range; charge the nearest enemy when in reach; else walk towards it;
/// shooters with an enemy in range stand still to shoot. nullopt once the battle is over.
std::optional<Command> simple_policy(const Game& game);

}  // namespace fray::game
