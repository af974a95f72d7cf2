#pragma once

#include <QString>

#include <fray/d20/d20_rules.h>
#include <fray/game/state/figure.h>
#include <fray/sheets/d20_sheet.h>

namespace fray::app {

/// A d20 figure's sheet in plain words, as the figure dock shows it (seed 003, "VIII. Simple
/// basic combat"). Weapon and circumstance ids are named from the d20 tables.
struct D20SheetText {
  QString kind;        ///< "common", or "unique (Big orcq profile)"
  QString wounds;      ///< "1 of 3 wounds taken: the 3rd defeats it"
  QString power;       ///< "4", "4, causes fear"
  QString size;        ///< "average", "small, heavy armour"
  QString weapons;     ///< "melee: Sword; short: Sling"
  QString roll_twice;  ///< "highly capable attacker", or "none of its own"
  QString condition;   ///< "stunned in round 3 (no actions)", "has recovered", "none"
};

/// The words for `figure`'s d20 `sheet` in a battle at turn (round) `turn`.
D20SheetText d20SheetText(const d20::D20Rules& rules, const game::Figure& figure,
                          const d20::D20Sheet& sheet, int turn);

}  // namespace fray::app
