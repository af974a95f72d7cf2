#include "session/split_strike.h"

#include <algorithm>

namespace fray::app {
namespace {

using game::Figure;

game::Footprint footprintOf(const Figure& f) { return {f.base, f.placement}; }

}  // namespace

std::vector<int> foesInContact(const game::Game& game, int creature) {
  std::vector<int> foes;
  const Figure* self = game.state().find(creature);
  if (!self || !self->alive) return foes;
  for (const Figure& f : game.state().figures)
    if (f.alive && f.side != self->side &&
        game.field().in_contact(footprintOf(*self), footprintOf(f)))
      foes.push_back(f.id);
  std::sort(foes.begin(), foes.end());
  return foes;
}

game::Command splitStrikeCommand(int creature, const SplitFoes& foes) {
  return {"split_strike", {{"figure", creature}, {"targets", {foes[0], foes[1]}}}};
}

std::optional<SplitFoes> firstLegalSplit(const game::Game& game, int creature, int with) {
  const std::vector<int> foes = foesInContact(game, creature);
  for (std::size_t i = 0; i < foes.size(); ++i)
    for (std::size_t j = i + 1; j < foes.size(); ++j)
      if ((with < 0 || foes[i] == with || foes[j] == with) &&
          !game.check(splitStrikeCommand(creature, {foes[i], foes[j]})))
        return SplitFoes{foes[i], foes[j]};
  return std::nullopt;
}

std::optional<SplitOdds> assessSplitStrike(const game::Game& game, int creature,
                                           const SplitFoes& foes) {
  // The rule system's preview of the very command the dialog sends.
  const game::Preview preview = game.preview(splitStrikeCommand(creature, foes));
  const game::FigureChances* self = preview.chances_of(creature);
  if (!preview.accepted() || !self) return std::nullopt;
  SplitOdds result;
  result.creature_wounded = self->hit;
  result.creature_killed = self->killed;
  result.creature_strikes = std::max(0.0, 1.0 - self->hit - self->recoils);
  for (std::size_t k = 0; k < 2; ++k)
    if (const game::FigureChances* foe = preview.chances_of(foes[k])) {
      result.foe_hit[k] = foe->hit;
      result.foe_killed[k] = foe->killed;
    }
  for (const std::string& line : preview.breakdown)
    result.breakdown << QString::fromStdString(line);
  return result;
}

}  // namespace fray::app
