#pragma once

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include <fray/game/game.h>

namespace fray::app {

/// The exact chances of a shot or a strike before it is committed, as the rules' odds engine
/// gives them, and the breakdown of every modifier with the rule it comes from.
struct ActionOdds {
  double kill = 0;         ///< The target killed (a lone life point, or the end-of-turn life test).
  double wound = 0;        ///< Wounded and alive after the life test.
  double recoil = 0;       ///< No wound, the target recoils.
  double miss = 0;         ///< Nothing happens to the target.
  double struck_back = 0;  ///< Strike: the striker wounded or killed by the answer.
  std::vector<int> need_natural;  ///< Per actor: what its die must show to hit.
  /// A shot at a group: its members (the target first); `kill` is then the chance that at least
  /// one of them is killed and `wound` that of hits without a death.
  std::vector<int> group;
  QStringList breakdown;  ///< One line per die: the need, then each modifier cited.
};

/// Assesses the shot `shooters` -> `target` on the game's battlefield as the `shoot` command
/// will resolve it (range of the farthest shooter, cover from the first one, moving shooters and
/// targets; src/game/shooting_commands.cpp). Nothing when a figure is unknown or the rules
/// refuse to plan it (Game::check gives the reason then). `group`: aimed at the target's group,
/// the hits shared at random among its members (a `shoot` with "group": true).
std::optional<ActionOdds> assessShot(const game::Game& game, const std::vector<int>& shooters,
                                     int target, bool group = false);

/// Assesses `strikers` striking `target` as the `strike` command will resolve it (the first
/// striker, the others its helpers, their dice pooled): the exchange with the foe's answer at the
/// first striker (none when it has already fought this turn).
std::optional<ActionOdds> assessStrike(const game::Game& game, const std::vector<int>& strikers,
                                       int target);

/// "42.1 %": a chance as the odds dock and the tooltips write it.
QString percentText(double chance);

}  // namespace fray::app
