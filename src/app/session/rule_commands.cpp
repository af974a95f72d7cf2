#include "session/rule_commands.h"

#include <QObject>

#include <fray/game/setup/rule_system.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/high_adventure_sheet.h>

namespace fray::app {

bool systemHas(const game::Game& game, std::string_view command) {
  return game.setup().find_command(game.system(), command) != nullptr;
}

QString rulesName(const game::Game& game) {
  const std::string_view id = game.system().id();
  if (id == d20::D20Sheet::system_id) return QObject::tr("d20 rules (seed 003)");
  if (id == high_adventure::AdventureSheet::system_id)
    return QObject::tr("High Adventure rules (seed 004)");
  return QObject::tr("%1 rules")
      .arg(QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
}

QString missingCommandTip(const game::Game& game, const QString& what, const QString& instead) {
  return QObject::tr("The %1 have no %2: %3.").arg(rulesName(game), what, instead);
}

}  // namespace fray::app
