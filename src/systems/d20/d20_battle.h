#pragma once
// Internal to the d20 system: what its commands, previews and turn steps share.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include <fray/d20/d20_rules.h>
#include <fray/d20/d20_system.h>
#include <fray/game/command/command.h>
#include <fray/game/command/handler_functions.h>
#include <fray/game/state/battle_queries.h>
#include <fray/io/json_reader.h>
#include <fray/sheets/d20_sheet_json.h>

namespace fray::game {
struct Scenario;
}

namespace fray::d20 {

using game::Action;
using game::ActionKind;
using game::Battlefield;
using game::BattleState;
using game::Check;
using game::CheckContext;
using game::EventSink;
using game::ExecuteContext;
using game::Figure;
using game::Preview;
using game::Refusal;
using game::RefusalCode;

inline constexpr const char* kCiteAttack = "seed 003, \"Attack\"";
inline constexpr const char* kCiteDefend = "seed 003, \"Defend\"";
inline constexpr const char* kCiteSpecial = "seed 003, \"Special Abilities\"";
inline constexpr const char* kCiteMovement = "seed 003, \"Movement\"";
inline constexpr const char* kCiteDifficult = "seed 003, \"Difficult Terrain\"";
inline constexpr const char* kCiteLarge = "seed 003, \"Large Figures\"";
inline constexpr const char* kCiteRange = "seed 003, \"Range\"";
inline constexpr const char* kCiteSight = "seed 003, \"Line of Sight\"";
inline constexpr const char* kCiteRecovery = "seed 003, \"The Recovery Action\"";
inline constexpr const char* kCiteMorale = "seed 003, \"Morale\"";
inline constexpr const char* kCiteTask = "seed 003, \"Non-Combat Action\"";
inline constexpr const char* kCiteDangerous = "seed 003, \"Dangerous Terrain\"";
inline constexpr const char* kCiteActions = "seed 003, \"Actions\"";
inline constexpr const char* kCiteSpecialMovement = "seed 003, \"Special Movement\"";

/// The battle's d20 settings: the scenario's "settings", the tables' defaults where it is silent.
struct BattleSettings {
  bool large_battlefield = true;  ///< Which column of the move and range tables.
  double space_cm = 2.54;  ///< A space on a free-measure table (a hex or a square on such maps).
  HitEffect common_hit = HitEffect::Defeat;
  bool morale_failure_stuns = false;  ///< A failed morale test stuns rather than retreats.
};
BattleSettings battle_settings(const D20Rules& rules, const Battlefield& field,
                               const BattleState& state);
/// The same where the battlefield is not at hand: a space is the settings' table space.
BattleSettings table_settings(const D20Rules& rules, const BattleState& state);
/// Checks a scenario's "settings"; throws io::DataError at "/settings/<member>". `grid` is
/// "hex" or "square" on such a map (no space size there), nullptr on a table.
void check_settings(const D20Rules& rules, const nlohmann::json& settings, const char* grid,
                    const std::string& file);

const D20Sheet& d20_sheet(const Figure& figure);
D20Sheet& d20_sheet(Figure& figure);

/// Spaces between two figures: hexes on a hex map, squares (diagonals one) on a square map, from
/// `a`'s main space to the nearest space `b` covers (seed 003, "Large Figures"); on a table 1 for
/// bases in contact, and one more for every space of the gap between their edges, to the nearest
/// whole space (d20/ranges.json, "table_distance").
int spaces_between(const Battlefield& field, const BattleSettings& settings, const Figure& a,
                   const Figure& b);
/// How many spaces across the figure's body is (at least 1): on a grid the spaces its base covers,
/// on a table its base's longer side in spaces, rounded. More than 1: a large figure.
int body_spaces(const Battlefield& field, const BattleSettings& settings, const Figure& f);
/// Spaces per move action for the figure (seed 003, "Movement").
int move_unit(const D20Rules& rules, const BattleSettings& settings, const D20Sheet& sheet);

/// Mounts and vehicles (carriers.cpp; seed 003, "Special Movement").
/// Whether two figures share a space: one rides the other, or both ride the same carrier.
bool same_space(const Figure& a, const Figure& b);
/// The riders a carrier takes at once: its sheet's seats, else its kind's (0 for no carrier).
int seats_of(const D20Rules& rules, const D20Sheet& sheet);
/// The mount or vehicle the figure rides: living, of its side, a carrier; else null (a rider
/// whose mount fell to the referee's `remove` is on its own feet).
const Figure* carrier_of(const BattleState& state, const Figure& rider);
/// The figure whose move unit the figure moves by: its carrier's when it rides, else its own.
inline const Figure& pace_figure(const BattleState& state, const Figure& f) {
  const Figure* carrier = carrier_of(state, f);
  return carrier ? *carrier : f;
}
/// The living figures riding `carrier`.
int riders_on(const BattleState& state, int carrier);
/// Points `ring` spaces around `centre` (a base `here` there) where a base `there` could stand:
/// on a grid the spaces of that ring (snapped), on a table 24 places in base contact (ring 1)
/// or a space farther out; from the east, clockwise on screen.
std::vector<map::Point> points_around(const Battlefield& field, const BattleSettings& settings,
                                      map::Point centre, const map::Base& here,
                                      const map::Base& there, int ring);
/// Whether `figure` could stand at `at`: on the table, on a space's centre on a grid, on
/// passable ground, on no other figure.
bool free_to_stand(const Battlefield& field, const BattleState& state, const Figure& figure,
                   map::Point at);
/// The living riders of every defeated mount or vehicle get off into a free space beside it,
/// the nearest their side's starting area first; with none free within two spaces, the rider is
/// defeated too (assumed). Run wherever a figure may have fallen (test_morale does, first).
void set_down_riders(const D20Rules& rules, const Battlefield& field, BattleState& state,
                     EventSink& events);

/// Checks the scenario's riders (a figure's "riding"): another figure's id, a carrier of its own
/// side riding nothing, seats to spare, both on the table in the same place. Throws
/// io::DataError at the member at fault.
void check_riders(const D20Rules& rules, const game::Scenario& scenario);

/// Whether the figure has lost its actions this round (seed 003, "Defend").
inline bool stunned(const BattleState& state, const Figure& f) {
  const D20Sheet& sheet = d20_sheet(f);
  return sheet.stunned_from != 0 && sheet.stunned_from <= state.turn &&
         state.turn <= sheet.stunned_until;
}
/// Stuns the figure for `rounds` rounds from the next one; a stun it is under already is
/// lengthened, never shortened. Gives the last round it is stunned in.
int stun(BattleState& state, Figure& f, int rounds);

/// One d20, or two keeping the higher; the kept face, every face added to `faces`.
int roll_d20(dice::DieSource& dice, int sides, bool twice, nlohmann::json& faces);
/// A refusal when the figure cannot act now: stunned this round.
Check refuse_if_stunned(const BattleState& state, const Figure& f);

/// Whether the figure spends this round running from the cause of its failed morale test.
inline bool retreating(const BattleState& state, const Figure& f) {
  const D20Sheet& sheet = d20_sheet(f);
  return sheet.retreat_from != 0 && sheet.retreat_round == state.turn;
}
/// A refusal for anything but a move away while the figure retreats (seed 003, "Morale").
Check refuse_if_retreating(const BattleState& state, const Figure& f);
/// Where the figure runs from while it retreats.
map::Point retreat_source(const BattleState& state, const Figure& f);

/// What the AIs weigh about `f` (RuleSystem::fighter_facts): its profile, power, weapons (a
/// shooting weapon's reach in spaces of the table's size) and the retreat its morale forces.
game::FighterFacts fighter_facts(const D20Rules& rules, const BattleState& state, const Figure& f);

/// The living figures of each side, reserves waiting off the table included: what an army
/// counts against its starting figures (seed 003, "Morale").
std::vector<int> army_sizes(const BattleState& state);

/// After a command's attack or losses: the riders of a fallen mount or vehicle are set down
/// (set_down_riders), then the morale tests the losses trigger (seed 003, "Morale"),
/// rolled at once, and the riders of a unit a morale roll defeated set down. `cause` is the figure
/// whose attack (or move) caused them; `attacked` the figure it attacked (0 for none), whose unit
/// tests when the cause strikes fear; `before` the army sizes when the command began: only an army
/// that lost figures in it may test.
void test_morale(const D20Rules& rules, const Battlefield& field, BattleState& state,
                 dice::DieSource& dice, EventSink& events, int cause, int attacked,
                 const std::vector<int>& before);

/// "Tough armour, several attackers on one target": the circumstances' names, for the log.
std::string circumstance_names(const std::vector<const Circumstance*>& list);
/// Their ids, for events.
nlohmann::json circumstance_ids(const std::vector<const Circumstance*>& list);

/// A hit on `target` (seed 003, "Defend"): its defence roll, twice for `defend_twice`, and what
/// a failed defence does (`effect`).
void take_hit(const D20Rules& rules, BattleState& state, dice::DieSource& dice, EventSink& events,
              Figure& target, HitEffect effect,
              const std::vector<const Circumstance*>& defend_twice);
/// What a failed defence does to `target`: a stunning weapon's hit stuns; otherwise by the
/// figure's kind (a unique figure's hit, the battle's common hit). `weapon` may be null.
HitEffect hit_effect(const D20Rules& rules, const BattleSettings& settings, const Figure& target,
                     const Weapon* weapon);

/// The dangerous ground (seed 003, "Dangerous Terrain") at `point`: its terrain name, if any.
std::optional<std::string> dangerous_ground_at(const D20Rules& rules, const Battlefield& field,
                                               map::Point point);
/// The first dangerous ground a surveyed path enters, if any.
std::optional<std::string> dangerous_ground_entered(const D20Rules& rules,
                                                    const game::PathSurvey& survey);
/// Rolls the die for `figure` on dangerous `ground` (`why`: "moves into", "ends the round in");
/// a hit is taken (and defended) at once.
void roll_dangerous_ground(const D20Rules& rules, const Battlefield& field, BattleState& state,
                           dice::DieSource& dice, EventSink& events, Figure& figure,
                           const std::string& ground, const std::string& why);
/// The chance that dangerous ground hits (before the defence).
double dangerous_hit_chance(const D20Rules& rules);

/// A morale test's need and chances (seed 003, "Morale"): the tester against the cause.
struct MoraleOdds {
  int need = 11;
  double holds = 0;
  double fails = 0;  ///< Retreats (or is stunned).
  double defeated = 0;
};
MoraleOdds morale_odds(const D20Rules& rules, const Figure& tester, const Figure& cause);
/// The morale tests a planned attack may trigger, with their exact chances, in words: the fear
/// test of the target's unit, and for each army the attack may bring below half the chance it
/// does and each unit's chances of testing and holding, failing or being defeated
/// (morale_preview.cpp).
struct PlannedAttack;
std::vector<std::string> morale_preview(const D20Rules& rules, const Battlefield& field,
                                        const BattleState& state, const PlannedAttack& plan);

/// The chance that a d20 (or the higher of two) shows `need` or more.
double chance_at_least(int need, bool twice, int sides);

/// An attack as the rules read it, before any die is rolled.
struct PlannedAttack {
  const Figure* attacker = nullptr;
  const Figure* target = nullptr;
  const Weapon* weapon = nullptr;
  const RangeKind* range = nullptr;
  int spaces = 1;
  bool in_cover = false;
  int need = 0;
  std::vector<const Circumstance*> attack_twice;  ///< Empty: one die.
  std::vector<const Circumstance*> defend_twice;
  HitEffect effect = HitEffect::Defeat;  ///< What a failed defence does.
  bool last_wound = false;               ///< A wound would defeat it (its last).
  std::vector<std::string> facts;        ///< Sight and circumstances, with their rules.
  /// An area or a burst: the other figures caught, each attacked as `target` is.
  std::vector<PlannedAttack> caught;
};
/// Plans `attacker`'s attack on `target` with the weapon of `range` (empty: the first of its
/// weapons that reaches), or says why the rules refuse it. `chosen`: a burst's other figures
/// (empty: the enemies next to the target, nearest first).
Check plan_attack(const D20Rules& rules, const Battlefield& field, const BattleState& state,
                  int attacker, int target, const std::string& range, PlannedAttack& out,
                  const std::vector<int>& chosen = {});
/// Sight, cover, need, circumstances and effect of an attack on `target` whose weapon, range and
/// spaces are already in `out`; `caught`: the target is caught in an area or a burst.
Check aim_at(const D20Rules& rules, const Battlefield& field, const BattleState& state,
             const BattleSettings& settings, const Figure& attacker, const Figure& target,
             bool caught, PlannedAttack& out);
/// An area or burst attack's other figures, planned into `out.caught` (spread_attack.cpp).
Check plan_spread(const D20Rules& rules, const Battlefield& field, const BattleState& state,
                  const BattleSettings& settings, const std::vector<int>& chosen,
                  PlannedAttack& out);
/// The chance that exactly k of the figures an attack is made against are harmed (the hit
/// tells: a wound, a stun or a defeat), k = 0 .. 1 + caught.
std::vector<double> harmed_distribution(const D20Rules& rules, const PlannedAttack& plan);

/// The chances of a planned attack: hit, then the target's fate.
struct AttackOdds {
  double hit = 0;
  double saved = 0;  ///< Hit and defended.
  double defeated = 0;
  double wounded = 0;
  double stunned = 0;
};
AttackOdds attack_odds(const D20Rules& rules, const PlannedAttack& plan);

void add_move_commands(game::CommandRegistry& registry);    // move, face
void add_attack_command(game::CommandRegistry& registry);   // attack
void add_recover_command(game::CommandRegistry& registry);  // recover
void add_task_command(game::CommandRegistry& registry);     // task

/// The system's end-of-turn steps (d20/turn.json lists them).
inline constexpr std::array<std::string_view, 2> kEndOfTurnSteps{"d20_dangerous_ground",
                                                                 "d20_conditions"};
void run_end_of_turn_step(const D20Rules& rules, const std::string& step, const Battlefield& field,
                          BattleState& state, dice::DieSource& dice, EventSink& events);

}  // namespace fray::d20
