#pragma once
// Internal to the High Adventure system: magic in a battle (seed 004, "Wizards, Witches and
// Magic"; docs/rules/high-adventure.md, "Magic"). The spells' holds live in the core's
// Figure::magic, so the turn sequencer keeps asleep, petrified, frozen and entranced figures
// from acting whatever the system.

#include <optional>
#include <string>
#include <vector>

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
  std::string into;                ///< Transform self: the creature it becomes.
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

/// Whether `f` lies dead on the table: killed, not captured, disabled, grievously wounded or
/// fled (undead_masters.cpp).
bool lies_dead(const Figure& f);
/// Why Reanimate cannot raise `t` now: not a body that has lain dead its turns (or a petrified
/// figure), or its place is taken; nothing when it can.
std::optional<std::string> cannot_reanimate(const game::Battlefield& field,
                                            const BattleState& state, const Ability& a,
                                            const Figure& t);
/// Reanimate: the body rises as the ability's creature on the caster's side, obeying it while
/// it does nothing else; a petrified figure is returned to life.
void reanimate(const AdventureRules& rules, BattleState& state, const Figure& caster,
               const Ability& a, Figure& target, game::EventSink& events);
/// Control: the figures of the ability's `animates` creatures lying within its range of the
/// caster (dormant, destroyed or disabled) that may stand where they lie, nearest first.
std::vector<const Figure*> bones_in_reach(const game::Battlefield& field, const BattleState& state,
                                          const Figure& caster, const Ability& a);
/// Control: up to the ability's dice of them rise on the caster's side, kept up by it.
void animate_bones(const game::Battlefield& field, BattleState& state, const Figure& caster,
                   const Ability& a, dice::DieSource& dice, game::EventSink& events);
/// Why what Summon or Avatar calls up could not stand at `at` (the largest it may call), or
/// nothing (summoning.cpp).
std::optional<std::string> cannot_call_up_at(const AdventureRules& rules,
                                             const game::Battlefield& field,
                                             const BattleState& state, const Ability& a,
                                             map::Point at);
/// Summon, Avatar: what the ability creates appears at `at`. Kept (no test, or the caster's
/// test passed), it joins the caster's side for its dice of turns; not mastered, it fights the
/// caster a round of melee and vanishes. Figures are added: references into the state's
/// figures do not survive it.
void call_up(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
             int caster_id, const Ability& a, map::Point at, dice::DieSource& dice,
             game::EventSink& events);
/// Takes a called-up figure out of the battle, `why` saying why: no body stays.
void vanish(Figure& f, game::EventSink& events, const std::string& why);
/// The end of a turn: what was called up for a while vanishes when its turns are over.
void vanish_at_turn_end(BattleState& state, game::EventSink& events);
/// The caster begins another casting: the dead it raised fall lifeless.
void release_idle_servants(BattleState& state, const Figure& caster, game::EventSink& events);
/// After every command: an undead whose master is out of the fight falls (a called-up figure
/// vanishes), and so does one raised by Reanimate whose master moved, shot or fought.
void undead_after_command(BattleState& state, game::EventSink& events);
/// The end of a turn: each body lies dead a turn longer.
void count_dead_turns(BattleState& state);

/// Why Transform self cannot make `f` a `into` (an id): it has another form already, no such
/// creature, its own, or too tall; nothing when it can (transformation.cpp).
std::optional<std::string> cannot_transform(const AdventureRules& rules, const Ability& a,
                                            const Figure& f, const std::string& into);
/// Transform self: `f` takes the form of the creature `into`, keeping what it truly is.
void transform(const AdventureRules& rules, Figure& f, const Ability& a, const std::string& into,
               game::EventSink& events);
/// `f` returns to its true form (`why` in words); wounds it cannot bear then disable it.
void revert(const AdventureRules& rules, Figure& f, game::EventSink& events,
            const std::string& why);
/// After every command: a transformed figure that fell lies in its true form.
void transformed_after_command(const AdventureRules& rules, BattleState& state,
                               game::EventSink& events);
/// Illusion: a thing of the ability's width at `at` that every side but the caster's believes
/// in, for the rest of the game (place_spells.cpp).
void make_illusion(BattleState& state, const Figure& caster, const Ability& a, map::Point at,
                   game::EventSink& events);
/// Why an illusion of the ability's width cannot stand at `at` (a figure is there), or nothing.
std::optional<std::string> cannot_make_illusion_at(const game::Battlefield& field,
                                                   const BattleState& state, const Ability& a,
                                                   map::Point at);

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
