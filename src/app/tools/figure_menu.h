#pragma once

#include <functional>
#include <vector>

#include <QString>

#include <fray/game/game.h>

class QMenu;

namespace fray::app {

class BattleSession;

/// One entry of a figure's context menu: the words and the command it issues.
struct FigureMenuEntry {
  QString text;
  game::Command command;
  /// The command still needs the point it is aimed at (a High Adventure cast of Smoke, Start
  /// Fire, Light Torch, Teleport or Levitate): the window asks for a click on the map, and sends
  /// the command with `"to": [[x, y]]`.
  bool needs_point = false;
  /// The submenu it is listed in ("" for the menu itself), for a choice among many (the forms of
  /// Transform self).
  QString submenu;
};

/// The commands `actor` may give right now, each checked with Game::check so that only legal
/// ones are listed: shoot, charge and strike at `target` (-1: at every living enemy), then
/// recoil, hide, wait, shield wall, crouch or stand, ready weapon and end activation. A d20
/// figure: attack `target` (or every living enemy), recover and end activation.
std::vector<FigureMenuEntry> legalFigureActions(const game::Game& game, int actor, int target = -1);

/// Adds one item per entry to `menu`; choosing one submits its command through `session`
/// (undoable), or for an entry that needs a point hands it to `pick_point`. An empty list gives a
/// disabled "Nothing allowed now" item.
void fillFigureMenu(QMenu& menu, BattleSession& session,
                    const std::vector<FigureMenuEntry>& entries,
                    const std::function<void(const FigureMenuEntry&)>& pick_point = {});

}  // namespace fray::app
