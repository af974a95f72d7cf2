#pragma once
// Internal to fray_ai: what each seed 004 order makes a figure do, as game commands.

#include <optional>

#include <fray/ai/decision.h>
#include <fray/ai/reaction_chart_tables.h>
#include <fray/game/game.h>

namespace fray::ai {

/// The figure's movement-phase command for its current order (see orders.json): a move, a
/// charge, a face, an `ai_note` (surrender), or end_activation. nullopt when none is accepted.
std::optional<Decision> carry_out_order(const game::Game& game, const game::Figure& figure,
                                        const ReactionChartTables& tables);

/// With no enemy on the table, the move of an advancing figure (attack, march) towards the
/// nearest objective marker or live portal counter feeding the enemy, round impassable ground
/// (reaction_chart_march.cpp). nullopt when there is none, or no move the game accepts.
std::optional<Decision> march_to_objective(const game::Game& game, const game::Figure& figure,
                                           const std::string& why);

/// Seed 004, "Solo System": an uncommanded figure shoots only the nearest enemy. nullopt when it
/// cannot (no missile weapon, fleeing, out of range, the game refuses).
std::optional<Decision> shoot_nearest(const game::Game& game, const game::Figure& figure);

/// A magic user's casting (reaction_chart_magic.cpp): nullopt when it casts nothing the game
/// accepts.
std::optional<Decision> cast_a_spell(const game::Game& game, const game::Figure& figure);

/// A strike at a foe in contact, unless fleeing or surrendered. nullopt when none is accepted.
std::optional<Decision> strike_in_contact(const game::Game& game, const game::Figure& figure);

/// Where the rule system makes the figure run this round (d20: a failed morale test), its step
/// away from the cause, or end_activation when it has none; nullopt when it is not running or the
/// system plans no steps.
std::optional<Decision> run_as_the_rules_say(const game::Game& game, const game::Figure& figure);

/// Fleeing and surrendered figures neither shoot nor fight (seed 004, "Orders").
inline bool passive(const game::Figure& f) {
  return f.ai.order == "flee" || f.ai.order == "surrender";
}

}  // namespace fray::ai
