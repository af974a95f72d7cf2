#pragma once
// Internal to the High Adventure system: magic in a battle (seed 004, "Wizards, Witches and
// Magic"; docs/rules/high-adventure.md, "Magic"). The spells' holds live in the core's
// Figure::magic, so the turn sequencer keeps asleep, petrified, frozen and entranced figures
// from acting whatever the system.

#include <optional>
#include <string>

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
  bool scroll = false;             ///< Read from a Scroll of Power: no die, no points.
  int cost = 0;                    ///< The ability's cost, plus the point for taking 1 off.
};

/// Rolls `roll`, the faces added to `faces`: their sum.
int roll_sum(dice::DieSource& dice, const DiceRoll& roll, nlohmann::json& faces);
/// "2D6 [3,4]".
std::string dice_text(const DiceRoll& roll, const nlohmann::json& faces);

/// Smoke: a cloud at `at` of the ability's width for its dice of turns.
void raise_smoke(BattleState& state, const Figure& caster, const Ability& a, map::Point at,
                 dice::DieSource& dice, game::EventSink& events);
/// Find: the hidden target is hidden no longer.
void find_hidden(Figure& target, const Figure& caster, const Ability& a, game::EventSink& events);
/// Divine: the event telling what magic the target carries and what each thing does.
void divine_magic(const AdventureRules& rules, const Figure& target, const Figure& caster,
                  const Ability& a, game::EventSink& events);
/// Each cloud of smoke hangs its turns, counted from the turn after it rose.
void smoke_at_turn_end(BattleState& state, game::EventSink& events);

/// Why `f` could not stand at `to` (off the table, impassable ground, a fire, another figure's
/// base), or nothing: where Teleport and Levitate may put it.
std::optional<std::string> cannot_stand_at(const game::Battlefield& field, const BattleState& state,
                                           const Figure& f, map::Point to);

/// Why the figure may not cast at all now (conjuring, opposed, not stationary, fleeing), or
/// nothing; `cast` and may_cast share it.
Check caster_may_not_cast(const BattleState& state, const Figure& f);

/// Whether the figure could cast anything this turn (it knows an applied ability it can pay
/// for, stands still, is not opposed, not conjuring).
bool may_cast(const AdventureRules& rules, const BattleState& state, const Figure& f);

/// The chance the casting die succeeds: not the natural fail, not above the points once 1 is
/// taken off when asked; against a ward (`only_on`, a Belt of protection's 6) only that face or
/// more.
double casting_chance(const AdventureRules& rules, int points, bool take_one_off, int only_on = 0);

/// The face an enemy's casting at `target` must roll because of a Belt of protection it wears
/// (seed 004, "Magical Artifacts"), or 0.
int warding_face(const AdventureRules& rules, const Figure& caster, const Figure& target);

/// Reads one of the caster's Scrolls of Power holding `a` (seed 004, "Magical Artifacts"): the
/// scroll is used up and its ability works without a die or points (against a ward, only on
/// the ward's face).
void read_scroll(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
                 Figure& caster, const Ability& a, Figure& target, std::optional<map::Point> to,
                 dice::DieSource& dice, game::EventSink& events);

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
