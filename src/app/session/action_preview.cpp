#include "session/action_preview.h"

#include <QObject>

#include <fray/classic/action_situations.h>
#include <fray/sheets/classic_sheet.h>

#include "session/battle_views.h"
#include "session/rule_commands.h"

namespace fray::app {
namespace {

QString headlineOf(const game::Game& game, TargetAction action, const std::vector<int>& actors,
                   int target, bool group) {
  QString whom = figureLabel(game.state(), target);
  if (group && action == TargetAction::Shoot) {
    const game::Figure* f = game.state().find(target);
    const std::size_t size =
        f ? game::target_group_members(game.field(), game.state(), *f).size() : 1;
    whom = QObject::tr("the group of %1 around %2").arg(size).arg(whom);
  }
  if (actors.size() > 1 && action == TargetAction::Strike)
    return QObject::tr("%1 figures strike %2").arg(actors.size()).arg(whom);
  if (actors.size() > 1)
    return QObject::tr("%1 shooters volley at %2").arg(actors.size()).arg(whom);
  const QString who = figureLabel(game.state(), actors.front());
  switch (action) {
    case TargetAction::Shoot:
      return QObject::tr("%1 shoots at %2").arg(who, whom);
    case TargetAction::Charge:
      return QObject::tr("%1 charges %2").arg(who, whom);
    case TargetAction::Strike:
      return QObject::tr("%1 strikes %2").arg(who, whom);
  }
  return {};
}

}  // namespace

QString actionName(TargetAction action) {
  switch (action) {
    case TargetAction::Shoot:
      return QObject::tr("Shoot");
    case TargetAction::Charge:
      return QObject::tr("Charge");
    case TargetAction::Strike:
      return QObject::tr("Strike");
  }
  return {};
}

QString missingActionReason(const game::Game& game, TargetAction action, bool several, bool group) {
  group = group && action == TargetAction::Shoot;
  several = several && action != TargetAction::Charge;
  // Volleys, helpers and shots at a group are the classic rules' (seed 002); the other systems
  // have one figure attack one (High Adventure counts a foe's other attackers itself).
  const bool classic = game.system().id() == rules::ClassicSheet::system_id;
  // One figure shooting or striking one foe makes the system's attack (d20: `attack`).
  const game::AttackKind kind =
      action == TargetAction::Strike ? game::AttackKind::Melee : game::AttackKind::Shot;
  const std::string name =
      action != TargetAction::Charge && !several && !group
          ? game.system().attack_command(kind, 0, 1).name
          : targetCommand(action, several ? std::vector<int>{0, 1} : std::vector<int>{0}, 1, group)
                .name;
  if (systemHas(game, name) && (classic || (!several && !group))) return {};
  if (action == TargetAction::Charge)
    return missingCommandTip(game, QObject::tr("charge"),
                             QObject::tr("move next to the enemy, then use Strike"));
  if (group)
    return missingCommandTip(game, QObject::tr("shot at a group"),
                             QObject::tr("Shoot aims at one figure at a time"));
  if (several && action == TargetAction::Shoot)
    return missingCommandTip(game, QObject::tr("volleys"),
                             QObject::tr("each figure shoots on its own with Shoot"));
  if (several)
    return missingCommandTip(game, QObject::tr("helpers in a strike"),
                             QObject::tr("each figure strikes on its own with Strike"));
  return missingCommandTip(game, actionName(action).toLower(),
                           QObject::tr("right-click a figure for what it may do now"));
}

game::Command targetCommand(TargetAction action, const std::vector<int>& actors, int target,
                            bool group) {
  switch (action) {
    case TargetAction::Shoot: {
      game::Command shot{"shoot", {{"target", target}}};
      if (actors.size() > 1)
        shot.payload["shooters"] = actors;
      else
        shot.payload["shooter"] = actors.front();
      if (group) shot.payload["group"] = true;
      return shot;
    }
    case TargetAction::Charge:
      return {"charge", {{"figure", actors.front()}, {"target", target}}};
    case TargetAction::Strike: {
      game::Command strike{"strike", {{"figure", actors.front()}, {"target", target}}};
      if (actors.size() > 1)
        strike.payload["helpers"] = std::vector<int>(actors.begin() + 1, actors.end());
      return strike;
    }
  }
  return {};
}

ActionPreview previewAction(const game::Game& game, TargetAction action, std::vector<int> actors,
                            int target, bool group) {
  ActionPreview preview;
  // Only the classic rules shoot at a group (seed 002); the others' attack is the system's own.
  const bool is_classic = game.system().id() == rules::ClassicSheet::system_id;
  preview.action = action;
  preview.target = target;
  preview.group = group && action == TargetAction::Shoot && is_classic;
  preview.actors = std::move(actors);
  if (preview.actors.empty()) {
    preview.refusal = QObject::tr("Select a figure first.");
    return preview;
  }
  preview.command = targetCommand(action, preview.actors, target, preview.group);
  // Another system's attack is the one its seam names (d20: `attack`, seed 003; High Adventure:
  // `shoot` or `strike` with the figure and its target).
  if (!is_classic && preview.actors.size() == 1 && action != TargetAction::Charge)
    preview.command = game.system().attack_command(
        action == TargetAction::Strike ? game::AttackKind::Melee : game::AttackKind::Shot,
        preview.actors.front(), target);
  preview.headline = headlineOf(game, action, preview.actors, target, preview.group);
  // Several actors or a charge in rules that have no such command (d20): why, in plain words,
  // rather than the engine's list of the commands it knows.
  preview.refusal = missingActionReason(game, action, preview.actors.size() > 1, preview.group);
  if (!preview.refusal.isEmpty()) return preview;
  // The rule system's preview of the very command a click sends: its refusal or its chances.
  const game::Preview chances = game.preview(preview.command);
  if (chances.refusal) {
    preview.refusal = QString::fromStdString(chances.refusal->message);
    return preview;
  }
  preview.odds = actionOdds(chances, preview.actors.front());
  return preview;
}

QString ActionPreview::chancesLine() const {
  if (!odds) return {};
  QString line = odds->group.size() > 1
                     ? QObject::tr("someone killed %1 · only wounds %2 · recoil %3 · miss %4")
                     : QObject::tr("kill %1 · wound %2 · recoil %3 · miss %4");
  line = line.arg(percentText(odds->kill), percentText(odds->wound), percentText(odds->recoil),
                  percentText(odds->miss));
  // Only the d20 system stuns (seed 003, "Defend"): classic lines stay as they were.
  if (odds->stun > 0) line += QObject::tr(" · stun %1").arg(percentText(odds->stun));
  if (action == TargetAction::Strike)
    line += QObject::tr(" · struck back %1").arg(percentText(odds->struck_back));
  return line;
}

QString ActionPreview::text() const {
  QStringList lines{headline};
  if (!legal()) {
    lines << QObject::tr("Not allowed now: %1").arg(refusal);
    return lines.join(QLatin1Char('\n'));
  }
  if (odds) {
    lines << QObject::tr("Exact chances: %1").arg(chancesLine());
    lines << odds->breakdown;
  } else if (action == TargetAction::Charge) {
    lines << QObject::tr("Allowed now: the figure moves into contact; the melee follows.");
  }
  return lines.join(QLatin1Char('\n'));
}

}  // namespace fray::app
