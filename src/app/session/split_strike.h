#pragma once

#include <array>
#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include <fray/game/game.h>

namespace fray::app {

/// An H2 creature's split strike as the window prepares it (seed 000, "Melee: some
/// peculiarities"): its 2D6 shared between two foes in contact, one D6 at each. The game's
/// `split_strike` command decides what is legal; these helpers only ask it.
using SplitFoes = std::array<int, 2>;

/// Living enemies in base contact with `creature`, in id order (the foes it could split at).
std::vector<int> foesInContact(const game::Game& game, int creature);

/// The `split_strike` command of `creature` at `foes`.
game::Command splitStrikeCommand(int creature, const SplitFoes& foes);

/// The first pair of foes in contact that Game::check accepts now, if any: whether the figure
/// menu offers "Split strike...". With `with` >= 0, the first such pair including that foe.
std::optional<SplitFoes> firstLegalSplit(const game::Game& game, int creature, int with = -1);

/// The exact chances of a split strike before it is committed, as the command resolves it (the
/// foes' pooled strike first, then one D6 at each foe), life tests at the end of the turn
/// included.
struct SplitOdds {
  double creature_strikes = 0;  ///< Neither wounded nor pushed back before its turn.
  double creature_wounded = 0;  ///< Wounded by the foes (alive or not).
  double creature_killed = 0;
  std::array<double, 2> foe_hit{};
  std::array<double, 2> foe_killed{};
  QStringList breakdown;  ///< One line per D6 of the creature: the need and its modifiers.
};

/// Nothing when a figure is unknown or the rules refuse to plan the split (Game::check says why).
std::optional<SplitOdds> assessSplitStrike(const game::Game& game, int creature,
                                           const SplitFoes& foes);

}  // namespace fray::app
