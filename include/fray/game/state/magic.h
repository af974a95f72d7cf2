#pragma once
// Seed 004, "Wizards, Witches and Magic" as the game keeps it (docs/rules/magic.md): which
// figures a spell holds, and what a magic user may still cast.

#include <string>
#include <string_view>

#include <fray/game/state/figure.h>

namespace fray::game {

/// Asleep (Sleep), petrified (Petrify), entranced (Hypnotic gaze) or frozen (Freeze): the
/// figure may not act at all.
inline bool spellbound(const Figure& f) {
  return f.magic.asleep_since > 0 || f.magic.petrified_turns > 0 || f.magic.entranced_turns > 0 ||
         f.magic.frozen_turns > 0;
}

/// "Orc 2 (#4) is asleep ... (seed 004, ...)": why a spellbound figure may not act.
std::string spellbound_reason(const Figure& f);

/// Whether the figure has the ability in its panoply.
bool knows_ability(const Figure& f, std::string_view ability);

}  // namespace fray::game
