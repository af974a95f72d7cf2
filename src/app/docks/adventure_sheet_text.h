#pragma once

#include <QString>

#include <fray/game/state/figure.h>
#include <fray/high_adventure/adventure_rules.h>

namespace fray::app {

/// A High Adventure figure's sheet in plain words, as the figure dock shows it (seed 004).
struct AdventureSheetText {
  QString creature;    ///< "Human, mounted"
  QString attributes;  ///< "Bravery 3, Strength 2, Skill 1, Cleverness 4, Leadership 4; WSk 2;
                       ///< mail, shield"
  QString weapons;     ///< "sword; bow (8\"/24\"/48\"); Ring of Protection; a Scroll of Sleep"
  QString wounds;      ///< "1 light wound: 2 Strength dice left; a 2nd full wound disables it"
  QString condition;   ///< "order: attack; bow loaded", "does as Mordrac (#1) wishes; ..."
};

/// The words for `figure`'s High Adventure `sheet`; `master` is the magic user keeping it up
/// (the sheet's controlled_by), if any.
AdventureSheetText adventureSheetText(const high_adventure::AdventureRules& rules,
                                      const game::Figure& figure,
                                      const high_adventure::AdventureSheet& sheet,
                                      const game::Figure* master = nullptr);

}  // namespace fray::app
