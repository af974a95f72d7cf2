#include "session/action_odds.h"

namespace fray::app {

QString percentText(double chance) { return QStringLiteral("%1 %").arg(chance * 100.0, 0, 'f', 1); }

std::optional<ActionOdds> actionOdds(const game::Preview& preview, int actor) {
  if (!preview.accepted() || !preview.aim) return std::nullopt;
  ActionOdds odds;
  odds.kill = preview.aim->killed;
  odds.wound = preview.aim->wounded;
  odds.recoil = preview.aim->recoils;
  odds.stun = preview.aim->stunned;
  odds.miss = preview.aim->missed;
  if (const game::FigureChances* self = preview.chances_of(actor)) odds.struck_back = self->hit;
  odds.need_natural = preview.need_natural;
  odds.group = preview.group;
  for (const std::string& line : preview.breakdown) odds.breakdown << QString::fromStdString(line);
  return odds;
}

}  // namespace fray::app
