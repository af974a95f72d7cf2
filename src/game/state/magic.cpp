#include <algorithm>

#include <fray/game/state/figure_label.h>
#include <fray/game/state/magic.h>

namespace fray::game {

std::string spellbound_reason(const Figure& f) {
  if (f.magic.petrified_turns > 0)
    return figure_label(f) + " is petrified for " + std::to_string(f.magic.petrified_turns) +
           " more turn(s) and cannot act (seed 004, \"Wizards, Witches and Magic\").";
  if (f.magic.frozen_turns > 0)
    return figure_label(f) + " is frozen for " + std::to_string(f.magic.frozen_turns) +
           " more turn(s) and cannot act (seed 004, \"Wizards, Witches and Magic\").";
  if (f.magic.entranced_turns > 0)
    return figure_label(f) +
           " is held entranced and cannot act until it passes a Strength test or has been held "
           "3 turns (seed 004, \"Wizards, Witches and Magic\").";
  return figure_label(f) +
         " is asleep and cannot act until it rolls a 6 (seed 004, \"Wizards, Witches and "
         "Magic\").";
}

bool knows_ability(const Figure& f, std::string_view ability) {
  return std::find(f.magic.abilities.begin(), f.magic.abilities.end(), ability) !=
         f.magic.abilities.end();
}

}  // namespace fray::game
