#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace fray::map {

/// How a figure holds itself on the hex map (seed 001, "Movement Point Costs" lists their
/// movement costs; "Change Posture" and "Firing Through an Occupied Hex" their space and sight).
enum class Posture : std::uint8_t { Standing, Crouching, Kneeling, Crawling, LyingDown, Sitting };

inline constexpr int kPostureCount = 6;

/// How high a posture holds the figure above the ground, for "who is in the way" of a shot
/// (seed 001, "Firing Through an Occupied Hex", "Hitting the Wrong Target").
enum class PostureLevel : std::uint8_t {
  Upright,  ///< standing, crouching (assumed: a crouching figure is still in the way)
  Low,      ///< kneeling, sitting, crawling (assumed: crawling counts as kneeling)
  Ground,   ///< lying down (prone)
};

/// Stable snake_case name: "standing", "crouching", "kneeling", "crawling", "lying_down",
/// "sitting".
std::string_view name(Posture posture);
/// The posture with that name, or nothing.
std::optional<Posture> parse_posture(std::string_view text);

PostureLevel level(Posture posture);

/// True for the postures in which a human-sized figure covers two hexes (seed 001, "Change
/// Posture": lying prone). Crawling is assumed to keep one hex: the seed names only lying down.
constexpr bool occupies_two_hexes(Posture posture) { return posture == Posture::LyingDown; }

}  // namespace fray::map
