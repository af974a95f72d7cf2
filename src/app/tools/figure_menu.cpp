#include "tools/figure_menu.h"

#include <QAction>
#include <QMenu>
#include <QObject>

#include <fray/classic/classic_figure.h>

#include "session/battle_session.h"
#include "session/battle_views.h"

namespace fray::app {

std::vector<FigureMenuEntry> legalFigureActions(const game::Game& game, int actor, int target) {
  std::vector<FigureMenuEntry> entries;
  const game::Figure* self = game.state().find(actor);
  if (!self || !self->alive) return entries;
  auto offer = [&](const QString& text, game::Command command) {
    if (!game.check(command)) entries.push_back({text, std::move(command)});
  };
  for (const game::Figure& foe : game.state().figures) {
    if (!foe.alive || foe.side == self->side || (target >= 0 && foe.id != target)) continue;
    const QString whom = figureLabel(foe);
    offer(QObject::tr("Shoot %1").arg(whom), {"shoot", {{"shooter", actor}, {"target", foe.id}}});
    offer(QObject::tr("Shoot at the group around %1").arg(whom),
          {"shoot", {{"shooter", actor}, {"target", foe.id}, {"group", true}}});
    offer(QObject::tr("Charge %1").arg(whom), {"charge", {{"figure", actor}, {"target", foe.id}}});
    offer(QObject::tr("Strike %1").arg(whom), {"strike", {{"figure", actor}, {"target", foe.id}}});
  }
  const nlohmann::json me = {{"figure", actor}};
  if (self->status.must_recoil) offer(QObject::tr("Recoil"), {"recoil", me});
  if (!self->status.hidden) offer(QObject::tr("Hide"), {"hide", me});
  if (!self->status.waiting) offer(QObject::tr("Wait"), {"wait", me});
  if (self->status.shield_wall)
    offer(QObject::tr("Leave shield wall"), {"shield_wall", {{"figure", actor}, {"on", false}}});
  else
    offer(QObject::tr("Shield wall"), {"shield_wall", {{"figure", actor}, {"on", true}}});
  if (self->posture == game::Posture::Standing)
    offer(QObject::tr("Crouch"), {"crouch", me});
  else
    offer(QObject::tr("Stand up"), {"stand", me});
  if (!classic_sheet(*self).missile_weapon.empty())
    offer(QObject::tr("Ready weapon"), {"ready_weapon", me});
  offer(QObject::tr("End activation"), {"end_activation", me});
  return entries;
}

void fillFigureMenu(QMenu& menu, BattleSession& session,
                    const std::vector<FigureMenuEntry>& entries) {
  if (entries.empty()) {
    menu.addAction(QObject::tr("Nothing allowed now"))->setEnabled(false);
    return;
  }
  for (const FigureMenuEntry& entry : entries) {
    QAction* action = menu.addAction(entry.text);
    QObject::connect(action, &QAction::triggered, &session,
                     [&session, command = entry.command] { session.submit(command); });
  }
}

}  // namespace fray::app
