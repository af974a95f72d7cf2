#include <algorithm>
#include <array>
#include <utility>

#include <fray/game/turn/victory_rules.h>

namespace fray::game {
namespace {

constexpr std::array<std::pair<VictoryType, const char*>, 9> kNames{{
    {VictoryType::Elimination, "elimination"},
    {VictoryType::Objectives, "objectives"},
    {VictoryType::BasicBattle, "basic_battle"},
    {VictoryType::Ambush, "ambush"},
    {VictoryType::Escape, "escape"},
    {VictoryType::FortressAssault, "fortress_assault"},
    {VictoryType::Infiltrate, "infiltrate"},
    {VictoryType::Spawning, "spawning"},
    {VictoryType::Transport, "transport"},
}};

}  // namespace

bool Zone::contains(map::Point p) const {
  if (corners.size() < 3) return false;
  // Even-odd ray casting, with points on an edge counted inside.
  bool inside = false;
  for (std::size_t i = 0, j = corners.size() - 1; i < corners.size(); j = i++) {
    const map::Point a = corners[i];
    const map::Point b = corners[j];
    const double cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const bool between_x = std::min(a.x, b.x) <= p.x && p.x <= std::max(a.x, b.x);
    const bool between_y = std::min(a.y, b.y) <= p.y && p.y <= std::max(a.y, b.y);
    if (cross > -1e-9 && cross < 1e-9 && between_x && between_y) return true;
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

map::Point Zone::centre() const {
  map::Point sum;
  for (const map::Point p : corners) sum = sum + p;
  return corners.empty() ? sum : sum * (1.0 / static_cast<double>(corners.size()));
}

Zone Zone::rectangle(double x0, double y0, double x1, double y1) {
  return {{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

const char* to_string(VictoryType type) {
  for (const auto& [t, name] : kNames)
    if (t == type) return name;
  return "elimination";
}

std::optional<VictoryType> victory_type_from_string(const std::string& name) {
  for (const auto& [t, n] : kNames)
    if (name == n) return t;
  return std::nullopt;
}

}  // namespace fray::game
