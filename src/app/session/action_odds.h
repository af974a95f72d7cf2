#pragma once

#include <optional>
#include <vector>

#include <QString>
#include <QStringList>

#include <fray/game/game.h>

namespace fray::app {

/// The exact chances of a shot or a strike before it is committed, as the rule system's preview
/// of the command gives them, and the breakdown of every modifier with the rule it comes from.
struct ActionOdds {
  double kill = 0;         ///< The target killed (a lone life point, or the end-of-turn life test).
  double wound = 0;        ///< Wounded and alive after the life test.
  double recoil = 0;       ///< No wound, the target recoils.
  double stun = 0;         ///< No wound, the target loses its actions (seed 003, "Defend").
  double miss = 0;         ///< Nothing happens to the target.
  double struck_back = 0;  ///< Strike: the striker wounded or killed by the answer.
  std::vector<int> need_natural;  ///< Per actor: what its die must show to hit.
  /// A shot at a group: its members (the target first); `kill` is then the chance that at least
  /// one of them is killed and `wound` that of hits without a death.
  std::vector<int> group;
  QStringList breakdown;  ///< One line per die: the need, then each modifier cited.
};

/// The odds in the game's preview of a shoot or strike (Game::preview), in the window's terms:
/// nothing when the preview has no chances for what the command aims at (a refusal, a charge).
/// `actor` is the figure sending it (a strike: the one the foe answers).
std::optional<ActionOdds> actionOdds(const game::Preview& preview, int actor);

/// "42.1 %": a chance as the odds dock and the tooltips write it.
QString percentText(double chance);

}  // namespace fray::app
