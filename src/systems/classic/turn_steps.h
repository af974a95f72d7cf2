#pragma once
// Internal to fray_game: the end-of-turn steps a turn structure lists, and the initiative roll.

#include <string>

#include <fray/dice/die_source.h>
#include <fray/game/battle_state.h>
#include <fray/game/event.h>
#include <fray/rules/ruleset.h>

namespace fray::game {

/// Runs one end-of-turn step ("life_tests", "end_recoil", "reload", "clear_turn_flags").
void run_end_of_turn_step(const std::string& step, const rules::Ruleset& rules, BattleState& state,
                          dice::DieSource& dice, EventSink& events);

}  // namespace fray::game
