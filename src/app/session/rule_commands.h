#pragma once

#include <string_view>

#include <QString>

#include <fray/game/game.h>

namespace fray::app {

/// Whether a battle played by `game`'s rule system knows the command `command`: one of the
/// system's own or one of the engine's (GameSetup::find_command). A tool or menu item that sends
/// a command the battle does not know is greyed out rather than refused at the click.
bool systemHas(const game::Game& game, std::string_view command);

/// The rules the battle plays by, in plain words: "d20 rules (seed 003)", "classic rules".
QString rulesName(const game::Game& game);

/// Why something is greyed out in `game`'s battle, and what to do instead, in one sentence:
/// missingCommandTip(game, "charge", "move next to the enemy, then use Strike") gives "The d20
/// rules (seed 003) have no charge: move next to the enemy, then use Strike."
QString missingCommandTip(const game::Game& game, const QString& what, const QString& instead);

}  // namespace fray::app
