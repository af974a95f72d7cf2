#include <stdexcept>

#include <fray/classic/rules/wound_location.h>

namespace fray::rules {

WoundLocation wound_location_for(int face) {
  if (face < 1 || face > 12)
    throw std::invalid_argument("wound location needs a D12 face, got " + std::to_string(face));
  if (face == 1) return WoundLocation::Head;
  if (face <= 7) return WoundLocation::TrunkArm;
  return WoundLocation::Leg;
}

WoundLocation roll_wound_location(dice::DieSource& dice, int* face_out) {
  const int face = dice.roll(12);
  if (face_out != nullptr) *face_out = face;
  return wound_location_for(face);
}

std::string to_string(WoundLocation location) {
  switch (location) {
    case WoundLocation::Head:
      return "head";
    case WoundLocation::TrunkArm:
      return "trunk or arm";
    case WoundLocation::Leg:
      return "stomach or leg";
  }
  return "unknown";
}

}  // namespace fray::rules
