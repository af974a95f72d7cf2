#include "tools/figure_menu.h"

#include <algorithm>
#include <map>
#include <set>
#include <variant>

#include <QAction>
#include <QMenu>
#include <QObject>

#include <fray/d20/boarding.h>
#include <fray/game/state/figure.h>
#include <fray/high_adventure/adventure_system.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/high_adventure_sheet.h>

#include "session/battle_session.h"
#include "session/battle_views.h"

namespace fray::app {
namespace {

// The entries for one ability of a magic user (seed 004, "Wizards, Witches and Magic"), cast or
// read from a Scroll of Power ("Magical Artifacts"), at `target` (-1: at every figure). One aimed
// at a place, or sending its target to one, is offered when a probe point is legal (the caster's
// own spot or 2" around it; the target's own spot), and asks for the point once chosen.
void offerAbility(const game::Game& game, const game::Figure& self, int target,
                  const high_adventure::Ability& a, bool scroll,
                  std::vector<FigureMenuEntry>& entries) {
  const QString name = QString::fromStdString(a.name);
  nlohmann::json base = {{"caster", self.id}, {"ability", a.id}};
  if (scroll) base["scroll"] = true;
  const auto text = [&](const QString& cast, const QString& read) { return scroll ? read : cast; };
  const auto probe = [&](nlohmann::json payload, map::Point at, const QString& words) {
    payload["to"] = {{at.x, at.y}};
    if (game.check({"cast", payload})) return false;
    payload.erase("to");
    entries.push_back({words, {"cast", std::move(payload)}, true});
    return true;
  };
  if (a.target == high_adventure::SpellTarget::Point) {
    if (target >= 0 && target != self.id) return;
    constexpr double kProbeCm = 2 * 2.54;
    const map::Point at = self.placement.centre;
    const QString words = text(QObject::tr("Cast %1 at a point...").arg(name),
                               QObject::tr("Read the Scroll of %1 at a point...").arg(name));
    for (const map::Point d : {map::Point{0, 0}, map::Point{kProbeCm, 0}, map::Point{-kProbeCm, 0},
                               map::Point{0, kProbeCm}, map::Point{0, -kProbeCm}})
      if (probe(base, at + d, words)) return;
    // A thing that may not cover a figure (Illusion) is probed clear of the caster's base.
    const double clear = a.across_in * 2.54 / 2 + self.base.width_cm + kProbeCm;
    for (const map::Point d :
         {map::Point{clear, 0}, map::Point{-clear, 0}, map::Point{0, clear}, map::Point{0, -clear}})
      if (probe(base, at + d, words)) return;
    return;
  }
  if (a.id == "transform_self") {  // one entry a form the game accepts, in a submenu
    if (target >= 0 && target != self.id) return;
    const QString menu = text(QObject::tr("Cast %1 into").arg(name),
                              QObject::tr("Read the Scroll of %1 into").arg(name));
    for (const high_adventure::Creature& c :
         high_adventure::adventure_rules(game.system()).creatures) {
      nlohmann::json into = base;
      into["into"] = c.id;
      if (!game.check({"cast", into}))
        entries.push_back({QString::fromStdString(c.name), {"cast", std::move(into)}, false, menu});
    }
    return;
  }
  const bool sends = a.id == "teleport" || a.id == "levitate";
  for (const game::Figure& other : game.state().figures) {
    // Reanimate is cast at a body, which cannot be clicked: the caster's own menu lists them.
    const bool body = !other.alive && a.id == "reanimate";
    if (!other.alive && !body) continue;
    if (target >= 0 && other.id != target && !(body && target == self.id)) continue;
    nlohmann::json at = base;
    at["target"] = other.id;
    const QString whom = figureLabel(other);
    if (body) {
      if (!game.check({"cast", at}))
        entries.push_back(
            {text(QObject::tr("Cast %1 at the body of %2").arg(name, whom),
                  QObject::tr("Read the Scroll of %1 at the body of %2").arg(name, whom)),
             {"cast", std::move(at)}});
      continue;
    }
    if (sends) {
      probe(at, other.placement.centre,
            text(QObject::tr("Cast %1 on %2, to a point...").arg(name, whom),
                 QObject::tr("Read the Scroll of %1 on %2, to a point...").arg(name, whom)));
      continue;
    }
    const QString words =
        other.id == self.id
            ? text(QObject::tr("Cast %1").arg(name), QObject::tr("Read the Scroll of %1").arg(name))
            : text(QObject::tr("Cast %1 at %2").arg(name, whom),
                   QObject::tr("Read the Scroll of %1 at %2").arg(name, whom));
    if (!game.check({"cast", at})) entries.push_back({words, {"cast", std::move(at)}});
  }
}

// What a d20 figure may do, checked like the classic entries: attack each enemy in reach with
// the first weapon that reaches it (the attack command picks it), take its one recovery, end.
std::vector<FigureMenuEntry> d20FigureActions(const game::Game& game, int actor, int target) {
  std::vector<FigureMenuEntry> entries;
  auto offer = [&](const QString& text, game::Command command) {
    if (!game.check(command)) entries.push_back({text, std::move(command)});
  };
  const game::Figure& self = *game.state().find(actor);
  for (const game::Figure& foe : game.state().figures) {
    if (!foe.alive || foe.side == self.side || (target >= 0 && foe.id != target)) continue;
    offer(QObject::tr("Attack %1").arg(figureLabel(foe)),
          {"attack", {{"figure", actor}, {"target", foe.id}}});
  }
  // Getting on a mount next to it, or off its own (seed 003, "Special Movement").
  for (nlohmann::json move : d20::getting_on_moves(game, actor)) {
    const game::Figure* carrier = game.state().find(move["mount"].get<int>());
    entries.push_back({QObject::tr("Get on %1").arg(figureLabel(*carrier)), {"move", move}});
  }
  if (const auto off = d20::getting_off_move(game, actor)) {
    const int carrier = std::get<d20::D20Sheet>(self.sheet).riding;
    entries.push_back(
        {QObject::tr("Get off %1").arg(figureLabel(*game.state().find(carrier))), {"move", *off}});
  }
  const nlohmann::json me = {{"figure", actor}};
  offer(QObject::tr("Recover"), {"recover", me});
  offer(QObject::tr("End activation"), {"end_activation", me});
  return entries;
}

// The living enemy whose centre is nearest `self`'s, or null.
const game::Figure* nearestEnemy(const game::Game& game, const game::Figure& self) {
  const game::Figure* best = nullptr;
  for (const game::Figure& e : game.state().figures)
    if (e.alive && e.side != self.side &&
        (!best || map::distance(e.placement.centre, self.placement.centre) <
                      map::distance(best->placement.centre, self.placement.centre)))
      best = &e;
  return best;
}

// The orders a player character may give `self` now (seed 004, "Orders"): each of the five, by
// the nearest player character the game accepts, with its Leadership test's chance.
void adventureOrders(const game::Game& game, const game::Figure& self,
                     std::vector<FigureMenuEntry>& entries) {
  std::vector<const game::Figure*> captains;
  for (const game::Figure& f : game.state().figures)
    if (f.alive && f.side == self.side && f.id != self.id &&
        std::get<high_adventure::AdventureSheet>(f.sheet).player_character)
      captains.push_back(&f);
  std::sort(captains.begin(), captains.end(), [&](const game::Figure* a, const game::Figure* b) {
    return map::distance(a->placement.centre, self.placement.centre) <
           map::distance(b->placement.centre, self.placement.centre);
  });
  const std::pair<const char*, QString> orders[] = {{"attack", QObject::tr("attack")},
                                                    {"march", QObject::tr("march")},
                                                    {"stand", QObject::tr("stand")},
                                                    {"withdraw", QObject::tr("withdraw")},
                                                    {"flee", QObject::tr("flee")}};
  for (const auto& [order, word] : orders)
    for (const game::Figure* captain : captains) {
      game::Command command{"order", {{"figure", self.id}, {"by", captain->id}, {"order", order}}};
      const game::Preview p = game.preview(command);
      if (!p.accepted() || !p.success) continue;
      entries.push_back({QObject::tr("Order to %1 (%2's Leadership test: %3 %)")
                             .arg(word, figureLabel(*captain))
                             .arg(qRound(*p.success * 100)),
                         std::move(command)});
      break;
    }
}

// What a High Adventure figure may do (seed 004): shoot, charge or fight each enemy, checked like
// the others; moves are dragged.
std::vector<FigureMenuEntry> adventureFigureActions(const game::Game& game, int actor, int target) {
  std::vector<FigureMenuEntry> entries;
  auto offer = [&](const QString& text, game::Command command) {
    if (!game.check(command)) entries.push_back({text, std::move(command)});
  };
  const game::Figure& self = *game.state().find(actor);
  for (const game::Figure& foe : game.state().figures) {
    if (!foe.alive || foe.side == self.side || (target >= 0 && foe.id != target)) continue;
    const QString whom = figureLabel(foe);
    const nlohmann::json at = {{"figure", actor}, {"target", foe.id}};
    offer(QObject::tr("Shoot %1").arg(whom), {"shoot", at});
    offer(QObject::tr("Charge %1").arg(whom), {"charge", at});
    offer(QObject::tr("Fight %1").arg(whom), {"strike", at});
    // Seed 004, "Combat results" and "Breaking off": what the figure does if it wins the round
    // (plain "Fight" leaves it to the figure's order).
    nlohmann::json follow = at, leave = at;
    follow["follow_up"] = true;
    leave["break_off"] = true;
    offer(QObject::tr("Fight %1, following up a push back").arg(whom), {"strike", follow});
    offer(QObject::tr("Fight %1, breaking off if it wins").arg(whom), {"strike", leave});
    // Seed 004, "Breaking off": a friend directly behind may take its place as it breaks off.
    for (const game::Figure& friendly : game.state().figures)
      if (friendly.side == self.side && friendly.id != self.id && friendly.alive) {
        nlohmann::json swap = leave;
        swap["replaced_by"] = friendly.id;
        offer(QObject::tr("Fight %1, breaking off if it wins, %2 taking its place")
                  .arg(whom, figureLabel(friendly)),
              {"strike", swap});
      }
    // Seed 004, "Melee procedure": an outnumbered figure may give a Strength die to each other
    // foe it touches, each its own melee, and the rest to this one.
    nlohmann::json split = at;
    split["split"] = nlohmann::json::array();
    for (const game::Figure& other : game.state().figures) {
      if (other.id == foe.id || other.side == self.side || !other.alive) continue;
      nlohmann::json tried = split;
      tried["split"].push_back({{"target", other.id}, {"dice", 1}});
      if (!game.check({"strike", tried})) split = std::move(tried);
    }
    if (!split["split"].empty())
      offer(QObject::tr("Fight %1, splitting its Strength dice among its foes (a melee each)")
                .arg(whom),
            {"strike", split});
  }
  // Seed 004's actions: a figure about to move may run, a D3" more this turn.
  if (target < 0 || target == actor)
    offer(QObject::tr("Run (a D%1\" more this turn)")
              .arg(high_adventure::adventure_rules(game.system()).run_die),
          {"run", {{"figure", actor}}});
  // A fleeing figure runs (seed 004, "Orders"): straight away from the nearest enemy, as far as
  // its move and the largest face of its die allow (D3", D2" for short legs: the longest run
  // the game accepts; the run stops where the die says).
  if (self.ai.order == "flee")
    if (const game::Figure* from = nearestEnemy(game, self)) {
      const map::Point away = self.placement.centre - from->placement.centre;
      const double length = std::max(0.01, map::length(away));
      const std::size_t before = entries.size();
      for (const double inches : {3.0, 2.0, 1.0}) {
        const double most = game.system().allowance_cm(game.state(), self) + inches * 2.54;
        const map::Point to = self.placement.centre + away * (most / length);
        offer(QObject::tr("Run away from %1").arg(figureLabel(*from)),
              {"flee", {{"figure", actor}, {"path", {{to.x, to.y}}}}});
        if (entries.size() > before) break;
      }
    }
  // A magic user's abilities, and any Scrolls of Power it carries (one entry a kind).
  const high_adventure::AdventureMagic& magic =
      high_adventure::adventure_rules(game.system()).magic;
  for (const std::string& id : self.magic.abilities)
    if (const high_adventure::Ability* a = magic.ability(id))
      offerAbility(game, self, target, *a, false, entries);
  std::set<std::string> read;
  for (const std::string& id : std::get<high_adventure::AdventureSheet>(self.sheet).scrolls)
    if (const high_adventure::Ability* a = magic.ability(id); a && read.insert(id).second)
      offerAbility(game, self, target, *a, true, entries);
  if (target < 0 || target == actor)
    offer(QObject::tr("Revert to its true form"), {"revert", {{"figure", actor}}});
  // Seed 004, "Character levels": a new player character's levels are diced as the game begins.
  if (target < 0 || target == actor)
    offer(QObject::tr("Dice its levels as a new character"), {"dice_levels", {{"figure", actor}}});
  if (target < 0 || target == actor) adventureOrders(game, self, entries);
  offer(QObject::tr("End activation"), {"end_activation", {{"figure", actor}}});
  return entries;
}

}  // namespace

std::vector<FigureMenuEntry> legalFigureActions(const game::Game& game, int actor, int target) {
  std::vector<FigureMenuEntry> entries;
  const game::Figure* self = game.state().find(actor);
  if (!self || !self->alive) return entries;
  auto offer = [&](const QString& text, game::Command command) {
    if (!game.check(command)) entries.push_back({text, std::move(command)});
  };
  // A d20 figure has its own commands (seed 003, "VIII. Simple basic combat"): none of the
  // classic ones below would pass the check.
  if (std::holds_alternative<d20::D20Sheet>(self->sheet))
    return d20FigureActions(game, actor, target);
  if (std::holds_alternative<high_adventure::AdventureSheet>(self->sheet))
    return adventureFigureActions(game, actor, target);
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
  if (!std::get<rules::ClassicSheet>(self->sheet).missile_weapon.empty())
    offer(QObject::tr("Ready weapon"), {"ready_weapon", me});
  offer(QObject::tr("End activation"), {"end_activation", me});
  return entries;
}

void fillFigureMenu(QMenu& menu, BattleSession& session,
                    const std::vector<FigureMenuEntry>& entries,
                    const std::function<void(const FigureMenuEntry&)>& pick_point) {
  if (entries.empty()) {
    menu.addAction(QObject::tr("Nothing allowed now"))->setEnabled(false);
    return;
  }
  std::map<QString, QMenu*> submenus;
  for (const FigureMenuEntry& entry : entries) {
    QMenu* into = &menu;
    if (!entry.submenu.isEmpty()) {
      QMenu*& sub = submenus[entry.submenu];
      if (!sub) sub = menu.addMenu(entry.submenu);
      into = sub;
    }
    QAction* action = into->addAction(entry.text);
    if (entry.needs_point) {
      action->setEnabled(static_cast<bool>(pick_point));
      action->setToolTip(QObject::tr("Then click the map where it is aimed (Esc: cancel)"));
      QObject::connect(action, &QAction::triggered, &session,
                       [pick_point, entry] { pick_point(entry); });
      continue;
    }
    QObject::connect(action, &QAction::triggered, &session,
                     [&session, command = entry.command] { session.submit(command); });
  }
}

}  // namespace fray::app
