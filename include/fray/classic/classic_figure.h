#pragma once

#include <fray/game/state/figure.h>
#include <fray/sheets/classic_sheet.h>

namespace fray::game {

/// The classic sheet of a figure (or of a scenario's figure): what the classic commands, the
/// AIs' classic estimates and the window's classic panels read. Throws std::logic_error when the
/// figure has another system's sheet.
template <class Holder>
auto& classic_sheet(Holder& holder) {
  return sheet_as<rules::ClassicSheet>(holder);
}

}  // namespace fray::game
