#pragma once

#include <fray/map/base_geometry.h>

namespace fray::map {

/// Two edges count as facing each other when they are parallel within this angle. Assumed: 5
/// degrees, the accuracy of a figure turned by hand.
inline constexpr double kContactAngleToleranceDeg = 5.0;

/// How two bases touch (seed 000, "Bases of different sizes in melee"): edge to edge, or only by
/// a corner (which does not count, or counts as a second rank).
enum class ContactType { None, Corner, Edge };

/// The contact between base a and base b. Bases are taken as rectangles (round ones as squares,
/// turned with their facing). Edge contact: a side of a and a side of b face each other (parallel
/// within kContactAngleToleranceDeg, at most kTouchToleranceCm apart or overlapping) along more
/// than kTouchToleranceCm; the longest such shared stretch is reported. Corner contact: the bases
/// touch (edge distance at most kTouchToleranceCm) without edge contact.
struct BaseContact {
  ContactType type = ContactType::None;
  BaseSide side_a = BaseSide::Front;  ///< a's side that touches b (edge contact)
  BaseSide side_b = BaseSide::Front;  ///< b's side that touches a (edge contact)
  double length_cm = 0.0;             ///< length of the shared stretch (edge contact)
  double side_a_cm = 0.0;             ///< length of a's touching side
  double side_b_cm = 0.0;             ///< length of b's touching side
};

BaseContact base_contact(const Base& a, const Placement& pa, const Base& b, const Placement& pb);

/// The opposite side (front <-> back, left <-> right).
constexpr BaseSide opposite(BaseSide s) {
  return static_cast<BaseSide>((static_cast<int>(s) + 2) % 4);
}

/// True for the two sides next to s (a front's neighbours are the left and right sides).
constexpr bool adjacent(BaseSide s, BaseSide t) {
  return (static_cast<int>(s) + static_cast<int>(t)) % 2 == 1;
}

}  // namespace fray::map
