#pragma once
// Internal to the High Adventure system: magic in a battle (seed 004, "Wizards, Witches and
// Magic"; docs/rules/high-adventure.md, "Magic"). The spells' holds live in the core's
// Figure::magic, so the turn sequencer keeps asleep, petrified, frozen and entranced figures
// from acting whatever the system.

#include <optional>

#include <fray/dice/die_source.h>
#include <fray/map/point.h>

#include "adventure_battle.h"

namespace fray::high_adventure {

inline constexpr const char* kCiteMagic = "seed 004, \"Wizards, Witches and Magic\"";
inline constexpr const char* kCiteInvisible = "seed 004, \"Invisibility\"";

/// The holds a spell set this turn (Figure::magic.fresh_holds): each counts down, and rolls to
/// end, only from the turn after.
enum FreshHold : int {
  kFreshPetrified = 1,
  kFreshFrozen = 2,
  kFreshEntranced = 4,
  kFreshInvisible = 8,
  kFreshHeldBack = 16
};

/// A casting as the `cast` command gives it, checked.
struct CastPlan {
  const Figure* caster = nullptr;
  const Ability* ability = nullptr;
  const Figure* target = nullptr;  ///< The caster itself for abilities aimed at it.
  std::optional<map::Point> to;    ///< Teleport: where the target goes.
  bool take_one_off = false;       ///< Pay a point more to take 1 off the die.
  int cost = 0;                    ///< The ability's cost, plus the point for taking 1 off.
};

/// Why the figure may not cast at all now (conjuring, opposed, not stationary, fleeing), or
/// nothing; `cast` and may_cast share it.
Check caster_may_not_cast(const BattleState& state, const Figure& f);

/// Whether the figure could cast anything this turn (it knows an applied ability it can pay
/// for, stands still, is not opposed, not conjuring).
bool may_cast(const AdventureRules& rules, const BattleState& state, const Figure& f);

/// The chance the casting die succeeds: not the natural fail, not above the points once 1 is
/// taken off when asked.
double casting_chance(const AdventureRules& rules, int points, bool take_one_off);

/// Rolls the casting die and, on a success, spends the points and applies the effect.
void resolve_casting(const AdventureRules& rules, const game::Battlefield& field,
                     BattleState& state, Figure& caster, const Ability& a, Figure& target,
                     std::optional<map::Point> to, bool take_one_off, dice::DieSource& dice,
                     game::EventSink& events);

/// A refusal when a Wind storm holds `f` back from ending at `end` nearer its caster.
Check held_back(const CheckContext& c, const Figure& f, const map::Placement& end);

/// The end-of-turn step "high_adventure_magic": wake rolls, holds counting down, invisibility
/// ending, conjurings going on, broken or completed. Runs before the turn's flags are cleared.
void magic_end_of_turn(const AdventureRules& rules, const game::Battlefield& field,
                       BattleState& state, dice::DieSource& dice, game::EventSink& events);

}  // namespace fray::high_adventure
