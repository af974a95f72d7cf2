#include <cmath>
#include <string>

#include <fray/game/state/objectives.h>

namespace fray::game {

std::vector<Objective> objectives_per_foot_and_centre(double width_cm, double depth_cm) {
  constexpr double kFootCm = 12 * kCmPerInch;
  const int columns = static_cast<int>(std::floor(width_cm / kFootCm + 1e-9));
  const int rows = static_cast<int>(std::floor(depth_cm / kFootCm + 1e-9));
  std::vector<Objective> out;
  const map::Point centre{width_cm / 2, depth_cm / 2};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) {
      const map::Point p{(c + 0.5) * kFootCm, (r + 0.5) * kFootCm};
      // A section's middle on the table's centre would put two markers on one spot.
      if (map::distance(p, centre) < 1e-6) continue;
      out.push_back({"s" + std::to_string(c + 1) + "_" + std::to_string(r + 1), p});
    }
  out.push_back({"centre", centre});
  return out;
}

}  // namespace fray::game
