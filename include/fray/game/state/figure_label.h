#pragma once

#include <string>

#include <fray/game/state/figure.h>

namespace fray::game {

/// "Orc (#3)": how log lines, refusals, AI notes and the window name a figure.
std::string figure_label(const Figure& figure);

}  // namespace fray::game
