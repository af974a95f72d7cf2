#pragma once
// Internal to fray_classic: the end-of-turn steps a turn structure may list for classic battles.

#include <array>
#include <string>
#include <string_view>

#include <fray/classic/rules/ruleset.h>
#include <fray/dice/die_source.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/event.h>

namespace fray::game {

/// The steps run_end_of_turn_step runs, in the order classic/turn.json lists them.
inline constexpr std::array<std::string_view, 4> kClassicEndOfTurnSteps{
    "life_tests", "end_recoil", "reload", "clear_turn_flags"};

/// Runs one end-of-turn step ("life_tests", "end_recoil", "reload", "clear_turn_flags").
void run_end_of_turn_step(const std::string& step, const rules::Ruleset& rules, BattleState& state,
                          dice::DieSource& dice, EventSink& events);

}  // namespace fray::game
