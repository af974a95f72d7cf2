#include <array>

#include <fray/map/hex_posture.h>

namespace fray::map {

namespace {
constexpr std::array<std::string_view, kPostureCount> kNames{"standing", "crouching",  "kneeling",
                                                             "crawling", "lying_down", "sitting"};
}

std::string_view name(Posture posture) { return kNames[static_cast<std::size_t>(posture)]; }

std::optional<Posture> parse_posture(std::string_view text) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == text) return static_cast<Posture>(i);
  }
  return std::nullopt;
}

PostureLevel level(Posture posture) {
  switch (posture) {
    case Posture::Standing:
    case Posture::Crouching:
      return PostureLevel::Upright;
    case Posture::Kneeling:
    case Posture::Crawling:
    case Posture::Sitting:
      return PostureLevel::Low;
    case Posture::LyingDown:
      return PostureLevel::Ground;
  }
  return PostureLevel::Upright;
}

}  // namespace fray::map
