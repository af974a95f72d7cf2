#pragma once
// Internal to the High Adventure system: what its commands share about a figure in a battle.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fray/game/command/command.h>
#include <fray/game/command/command_registry.h>
#include <fray/game/command/payload.h>
#include <fray/game/field/battlefield.h>
#include <fray/game/setup/rule_system.h>
#include <fray/game/state/battle_queries.h>
#include <fray/game/state/battle_state.h>
#include <fray/game/state/figure_label.h>
#include <fray/high_adventure/adventure_rules.h>

namespace fray::high_adventure {

using game::Action;
using game::ActionKind;
using game::BattleState;
using game::Check;
using game::CheckContext;
using game::ExecuteContext;
using game::Figure;
using game::Refusal;
using game::RefusalCode;

inline constexpr const char* kCiteOrders = "seed 004, \"Orders\"";
inline constexpr const char* kCiteActions = "seed 004, \"Orders\" (actions)";
inline constexpr const char* kCiteEngage = "seed 004, \"Close Combat/Shooting\"";
inline constexpr const char* kCiteMelee = "seed 004, \"Melee procedure\"";
inline constexpr const char* kCiteResults = "seed 004, \"Combat results\"";
inline constexpr const char* kCiteShooting = "seed 004, \"Shooting\"";
inline constexpr const char* kCiteWounds = "seed 004, \"Wounds\"";
inline constexpr const char* kCiteMounted = "seed 004, \"Mounted combat rules\"";
inline constexpr const char* kCiteShields = "seed 004, \"Shield use\"";
inline constexpr const char* kCiteCreatures = "seed 004, \"Standard Creature types\"";
inline constexpr const char* kCiteDivine = "seed 004, \"Divine Intervention\"";
inline constexpr const char* kCiteBreakOff = "seed 004, \"Breaking off\"";

/// The High Adventure tables behind the battle's rule system (adventure_system.cpp).
const AdventureRules& adventure_rules(const game::RuleSystem& system);

inline const AdventureSheet& sheet_of(const Figure& f) { return game::sheet_as<AdventureSheet>(f); }
inline AdventureSheet& sheet_of(Figure& f) { return game::sheet_as<AdventureSheet>(f); }

const Creature& creature_of(const AdventureRules& rules, const Figure& f);
const MeleeWeapon& melee_weapon_of(const AdventureRules& rules, const Figure& f);
/// Its missile weapon, or null when it carries none.
const MissileWeapon* missile_weapon_of(const AdventureRules& rules, const Figure& f);

/// Whether it has Stealth (seed 004, "Stealth"): by its kind (Halflings) or its calling (a
/// thief or an assassin: the sheet's `stealth`).
bool has_stealth(const AdventureRules& rules, const Figure& f);

/// Its Weapon Skill with `weapon` (an id): the sheet's skill for it, else its usual one.
int skill_with(const Figure& f, const std::string& weapon);
/// Whether it uses `weapon` (an id) unfamiliarly: -1 on its dice.
bool unfamiliar_with(const Figure& f, const std::string& weapon);

/// Full wounds taken: every `light_per_wound` light wounds (seed 004, "Wounds").
int full_wounds(const AdventureRules& rules, const Figure& f);
/// The D6s it throws: a die per Strength point not taken by a full wound.
int strength_dice(const AdventureRules& rules, const Figure& f);
/// The same had it taken `light_wounds` light wounds (shooting is simultaneous: a shooter throws
/// the dice it had as the phase began).
int strength_dice_with(const AdventureRules& rules, const Figure& f, int light_wounds);
/// The full wounds that disable it: its Strength, or its creature's own number (skeletons).
int disabling_wounds(const AdventureRules& rules, const Figure& f);
/// The armour it counts: worn, or its creature's hide when heavier (seed 004, "Armour").
Armour armour_of(const AdventureRules& rules, const Figure& f);

/// The first magical object `f` carries that has `property` (seed 004, "Magical Artifacts":
/// &Artifact::foes_unarmoured for a Magic Sword, &Artifact::shunned_as_target for a Belt of
/// protection), or null.
const Artifact* artifact_with(const AdventureRules& rules, const Figure& f,
                              bool Artifact::*property);
/// How far it moves in a turn, in inches: its creature's move, a rider's ride.
double move_in(const AdventureRules& rules, const Figure& f);
/// What a move or charge of this turn may spend, in inches: move_in plus this turn's run.
double allowance_in(const AdventureRules& rules, const Figure& f);
/// The order that binds it: "" when none does (no order given, or a player character or
/// hench-being, who acts as its player wishes: seed 004, "Orders").
const std::string& binding_order(const Figure& f);

/// A distance in cm as people read it in High Adventure: inches to a tenth ("4.5\"").
std::string inches(double cm);

/// Where `from` lies off the figure's facing, -180 to 180 degrees, clockwise positive.
double bearing_off(const Figure& f, map::Point from);

/// The living enemies whose bases touch it.
std::vector<const Figure*> foes_in_contact(const game::Battlefield& field, const BattleState& state,
                                           const Figure& f);

/// The nearest living enemy (edge to edge), or null.
const Figure* nearest_enemy(const game::Battlefield& field, const BattleState& state,
                            const Figure& f, const game::Footprint& from);

/// Whether `f` may stand at `at`: on the table, off impassable ground, on no other living base
/// (`ignore`, a figure it may touch, aside).
bool free_to_stand(const game::Battlefield& field, const BattleState& state, const Figure& f,
                   const map::Placement& at, int ignore = -1);

/// Where `f` stands when it steps `cm` straight away from `from`, facing as before; nothing when
/// the way is blocked (a figure, impassable ground, the table's edge).
std::optional<map::Placement> step_away(const game::Battlefield& field, const BattleState& state,
                                        const Figure& f, map::Point from, double cm);

/// Where `loser` stands when pushed back a base depth straight away from `winner`; nothing when
/// the way is blocked.
std::optional<map::Placement> push_back_place(const game::Battlefield& field,
                                              const BattleState& state, const Figure& loser,
                                              const Figure& winner);

/// Where `f` stands when it breaks off from `foe`: up to `rules.break_off_in` straight away
/// (the full inch, else half of it), or nothing when both are blocked (seed 004, "Breaking off").
std::optional<map::Placement> break_off_place(const AdventureRules& rules,
                                              const game::Battlefield& field,
                                              const BattleState& state, const Figure& f,
                                              const Figure& foe);

/// The four edges of a figure, each of which one enemy at most may engage (seed 004, "Close
/// Combat/Shooting": "one figure ... from each of front/rear or either flank").
enum class Edge { Front, Right, Rear, Left };
std::string_view to_string(Edge edge);
/// The edge of `target` that a figure standing at `from` faces.
Edge edge_towards(const Figure& target, map::Point from);
/// The enemy of `target` other than `mover` already in contact with it on the edge that a figure
/// at `at` would engage; null when that edge is free.
const Figure* edge_holder(const game::Battlefield& field, const BattleState& state,
                          const Figure& target, const Figure& mover, map::Point at);

/// The base a figure of `c` stands on foot when its scenario gives none: 2.5 cm round, 4 cm for
/// a large creature.
map::Base foot_base(const Creature& c);
/// Fills the sheet's attributes and Weapon Skill left unset (0, -1) from the creature's row.
void fill_from_creature(const Creature& c, AdventureSheet& s);

/// What deals a blow, for the creatures that fall only to some (seed 004, "Standard Creature
/// types": skeletons to smashing weapons, both them and zombies to magic and fire).
enum class Means { Weapon, SmashingWeapon, Magic, Fire };
/// Whether a killing blow dealt by `means` kills `f` (else it wounds).
bool falls_to(const AdventureRules& rules, const Figure& f, Means means);

/// Whether wounds dealt by `means` may put `f` out of the fight: always, unless its creature
/// falls only to other means and has no count of wounds that disables it (zombies, to weapons:
/// seed 004, "Standard Creature types"). Such wounds still take its Strength dice away.
bool wounds_put_out(const AdventureRules& rules, const Figure& f, Means means);

/// Disables `f` when its full wounds reach disabling_wounds (at once, or as a simultaneous phase
/// ends); whether it did.
bool disable_if_spent(const AdventureRules& rules, game::EventSink& events, Figure& f,
                      bool simultaneous);
/// Takes `f` out of the battle alive (disabled or grievously wounded), `how` in words.
void leave_fight(Figure& f, game::EventSink& events, const std::string& how);

/// What a blow or shot does to `loser`, beaten by `winner`: wounds, a push back (a light wound
/// when blocked; a rider dismounted), death, dealt by `means` (falls_to). During a
/// simultaneous phase a figure put out of the fight falls when the phase ends. `dice` rolls a
/// player character's divine intervention (divine_intervention_due).
void suffer(const AdventureRules& rules, const game::Battlefield& field, BattleState& state,
            game::EventSink& events, dice::DieSource& dice, Figure& loser, const Figure& winner,
            Outcome outcome, Means means, bool simultaneous, const char* citation);

/// Whether the blow that would put `f` down calls on its deity (seed 004, "Divine
/// Intervention"): the scenario's settings allow it ("divine_intervention"), `f` is a player
/// character, and its call is not spent (once a game).
bool divine_intervention_due(const BattleState& state, const Figure& f);
/// The chance that the blow that would put `f` down is averted (0 unless it is due).
double divine_intervention_chance(const AdventureRules& rules, const BattleState& state,
                                  const Figure& f);

/// The chance that the best of `dice` dice of `sides` sides shows each face (index 0 unused);
/// with no dice, the whole chance sits on 0.
std::vector<double> best_of(int dice, int sides);

/// A refusal when moving to `end` takes `f` away from its group (seed 004, "Groups"): having
/// followed a member that moved this turn, it ends farther than `group_in` from every other
/// member and no nearer the nearest than it was (group_cohesion.cpp).
Check keeps_with_group(const CheckContext& c, const Figure& f, const map::Placement& end);

/// The commands, by file.
void add_move_commands(game::CommandRegistry& registry);
void add_melee_command(game::CommandRegistry& registry);
void add_shoot_command(game::CommandRegistry& registry);
void add_cast_command(game::CommandRegistry& registry);
void add_order_command(game::CommandRegistry& registry);
void add_run_command(game::CommandRegistry& registry);
void add_revert_command(game::CommandRegistry& registry);
void add_dice_levels_command(game::CommandRegistry& registry);

/// The end-of-turn steps: "high_adventure_reload", "high_adventure_conditions".
void run_end_of_turn_step(const AdventureRules& rules, const std::string& step, BattleState& state,
                          game::EventSink& events);

}  // namespace fray::high_adventure
