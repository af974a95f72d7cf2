#pragma once

#include <optional>
#include <vector>

#include <QString>

#include <fray/game/game.h>

#include "session/action_odds.h"

namespace fray::app {

/// The actions aimed at a target that the map's tools prepare.
enum class TargetAction { Shoot, Charge, Strike };

/// What committing an action at a target would do, before it is done: the command, whether the
/// game accepts it now (Game::check), and for shots and strikes the exact odds.
struct ActionPreview {
  TargetAction action = TargetAction::Shoot;
  std::vector<int> actors;
  int target = -1;
  bool group = false;  ///< A shot aimed at the target's group (hits shared at random).
  game::Command command;
  QString headline;  ///< "Archer 1 (#3) shoots at Orc 2 (#12)"
  QString refusal;   ///< Why the game refuses it now; empty when it is legal.
  std::optional<ActionOdds> odds;

  bool legal() const { return refusal.isEmpty(); }
  /// The chances in one line: "kill 8.3 % · wound 19.4 % · recoil 0.0 % · miss 72.2 %".
  QString chancesLine() const;
  /// The headline, the refusal or the chances, and the breakdown: tooltips and the odds dock.
  QString text() const;
};

/// The command for `action` by `actors` at `target` (shoot takes several shooters, a volley, and
/// `group` aims it at the target's group; charge and strike take the first actor).
game::Command targetCommand(TargetAction action, const std::vector<int>& actors, int target,
                            bool group = false);

/// Checks the command with the game and, for shots and strikes, assesses the odds.
ActionPreview previewAction(const game::Game& game, TargetAction action, std::vector<int> actors,
                            int target, bool group = false);

/// "Shoot", "Charge", "Strike".
QString actionName(TargetAction action);

/// Why `action` cannot be sent at all in `game`'s battle, its rules having no such command, and
/// what to do instead (the d20 rules have no charge, no volley (`several` shooters), no helpers
/// (`several` strikers) and no shot at a `group`); empty when the rules have it. The window greys
/// out what would send it.
QString missingActionReason(const game::Game& game, TargetAction action, bool several = false,
                            bool group = false);

}  // namespace fray::app
