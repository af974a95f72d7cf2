#pragma once
// Internal to fray_game: the dice a command rolls: faces the referee set first, then the
// game's one engine.

#include <fray/dice/die_source.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

class GameDice final : public dice::DieSource {
 public:
  GameDice(BattleState& state, EventSink& events) : state_(state), events_(events) {}
  int roll(int sides) override;

 private:
  BattleState& state_;
  EventSink& events_;
};

}  // namespace fray::game
