#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include <fray/map/base.h>
#include <fray/sheets/classic_sheet.h>
#include <fray/sheets/d20_sheet.h>
#include <fray/sheets/high_adventure_sheet.h>

namespace fray::game {

/// How a figure stands. Crouched is what "hide" gives in cover (seed 002, "SHOOTING MODIFIERS").
enum class Posture { Standing, Crouched };

/// What a figure has done or suffered, as the sequencer and the rules read it. Turn flags are
/// cleared at the end of every game turn; the others last until changed.
struct FigureStatus {
  bool has_moved = false;         ///< Moved (or charged) this turn: not immobile.
  bool has_shot = false;          ///< Shot this turn.
  bool has_struck = false;        ///< Struck (or was struck at and answered) this turn.
  bool charged = false;           ///< Charged into contact this turn.
  bool recoiling = false;         ///< Recoiled this turn (cleared at the end of the turn).
  bool must_recoil = false;       ///< A recoil result waits for its `recoil` command.
  int recoil_from = 0;            ///< Figure whose strike caused the pending recoil.
  bool falling = false;           ///< Killed by a simultaneous shot: removed when the phase ends.
  bool hidden = false;            ///< Crouched immobile in cover.
  bool shield_wall = false;       ///< In shield wall (seed 002, "MOVEMENT").
  bool waiting = false;           ///< Waiting: may interrupt an enemy's move with a shot.
  int reloading_turns = 0;        ///< Turns still needed standing still to reload.
  bool readying = false;          ///< Spent this turn's activation readying its missile weapon.
  std::optional<int> ammunition;  ///< Shots left; nullopt when not counted.
  bool done_this_phase = false;   ///< Activated (or passed) in the current phase.
  friend bool operator==(const FigureStatus&, const FigureStatus&) = default;
};

/// What the solo AI knows of a figure (issue 7): strings so that both solo systems (seed 003's
/// statuses and tactics, seed 004's orders) fit, changed by the `ai_note` command (and a seed
/// 004 order by High Adventure's `order`, a player character's command).
struct FigureAi {
  bool arch_foe = false;  ///< Seed 003, "COMBAT - ENEMY AI": the enemy's leader.
  std::string status;     ///< Seed 003: prepared, patrolling, alerted, retreating; "" none.
  std::string tactic;     ///< Seed 003, "COMBAT TACTICS": ambitious ... vengeful; "" none.
  std::string order;      ///< Seed 004 orders: attack, march, stand, halt, withdraw, flee.
  std::string group;      ///< Seed 004, "Groups": figures sharing it act as one; "" none.
  friend bool operator==(const FigureAi&, const FigureAi&) = default;
};

/// A magic user's means and the spells that hold a figure (seed 004, "Wizards, Witches and
/// Magic"; docs/rules/magic.md). Empty for figures without magic that nothing has bewitched.
struct FigureMagic {
  int power_points = 0;                ///< Points left; spent only by successful castings.
  std::vector<std::string> abilities;  ///< Ids in abilities.json.
  int asleep_since = 0;                ///< Turn it was put to sleep (Sleep); 0: awake.
  int petrified_turns = 0;             ///< Turns it still cannot act (Petrify).
  std::string conjuring;               ///< Ability being conjured over several turns, or "".
  int conjuring_target = 0;            ///< The conjured ability's target.
  int conjuring_turns_left = 0;        ///< Turns of standing still still needed.
  // High Adventure's further spells (docs/rules/high-adventure.md, "Magic").
  int entranced_turns = 0;  ///< Hypnotic gaze: turns it has been held (0: free).
  int entranced_by = 0;     ///< The figure whose gaze holds it.
  int frozen_turns = 0;     ///< Freeze: turns it still cannot act.
  bool invisible = false;   ///< Make Invisible: until a 6 in a later turn.
  int held_back_by = 0;     ///< Wind storm: the caster it may not move towards...
  int held_back_turns = 0;  ///< ...for this many more turns.
  int opposed_on_turn = 0;  ///< Oppose: the turn in which it may not use an ability.
  /// The holds above set this turn (bits of FreshHold): they do not count down as it ends.
  int fresh_holds = 0;
  bool conjuring_take_one_off = false;  ///< The conjured casting takes 1 off its die.
  /// Where the conjured ability sends its target (Levitate), when it names a point.
  std::optional<map::Point> conjuring_to;
  friend bool operator==(const FigureMagic&, const FigureMagic&) = default;
};

/// What a figure is under its battle's rule system: one plain struct per system. The variant is
/// closed, so a figure stays a value that undo checkpoints copy and `==` compares; each sheet
/// names its system (`system_id`), and a saved figure names its sheet's kind (src/game/
/// figure_sheet_json.cpp).
using FigureSheet =
    std::variant<rules::ClassicSheet, d20::D20Sheet, high_adventure::AdventureSheet>;
// Saves written before sheets existed, and classic saves, name no kind: they are the first.
static_assert(std::variant_alternative_t<0, FigureSheet>::system_id == "classic");

/// One figure of a battle: the core every rule system shares (who, where, how it stands, what it
/// has done) and its sheet (what it is under the battle's rule system).
struct Figure {
  int id = 0;
  int side = 0;        ///< Index into BattleState::sides.
  FigureSheet sheet;   ///< Species, weapons...: the rule system's own description.
  int leadership = 0;  ///< The leadership rank of seed 004's movement order.
  map::Base base;
  map::Placement placement;
  Posture posture = Posture::Standing;
  bool alive = true;
  int wounds = 0;            ///< Every wound taken so far.
  int wounds_this_turn = 0;  ///< Wounds taken since the turn began (for the life test).
  FigureStatus status;
  FigureAi ai;
  /// Taken prisoner by the `surrender` command (seed 004, "Prisoners"): out of play like the
  /// dead (alive is false), but not killed.
  bool captured = false;
  int captor = 0;  ///< The figure it surrendered to, when captured.
  FigureMagic magic;
  friend bool operator==(const Figure&, const Figure&) = default;
};

std::string_view to_string(Posture posture);

/// The figure's name, from its sheet (each sheet's `name_of`); a reference into `sheet`.
inline const std::string& sheet_name(const FigureSheet& sheet) {
  return std::visit([](const auto& s) -> const std::string& { return name_of(s); }, sheet);
}

/// The rule system the sheet belongs to ("classic").
inline std::string_view sheet_system(const FigureSheet& sheet) {
  return std::visit([](const auto& s) { return std::decay_t<decltype(s)>::system_id; }, sheet);
}

/// How the sheet ranks a figure where a scenario needs a leader and leadership ties (each sheet's
/// `seniority`).
inline int sheet_seniority(const FigureSheet& sheet) {
  return std::visit([](const auto& s) { return seniority(s); }, sheet);
}

/// The figure's sheet as `Sheet`; throws std::logic_error naming the figure when it holds another
/// system's sheet (a rule system reads only its own).
template <class Sheet, class Holder>
auto& sheet_as(Holder& holder) {
  if (auto* sheet = std::get_if<Sheet>(&holder.sheet)) return *sheet;
  throw std::logic_error("Figure #" + std::to_string(holder.id) + " has no " +
                         std::string(Sheet::system_id) + " sheet.");
}

}  // namespace fray::game
