#include <algorithm>

#include <fray/map/hex_line.h>
#include <fray/map/hex_line_of_fire.h>

namespace fray::map {

namespace {

struct Ends {
  Posture shooter_posture = Posture::Standing;
  Posture target_posture = Posture::Standing;
  int shooter_size = 0;
  int shooter_height = 0;
};

bool cell_blocks(const HexMap& map, Hex h) {
  return map.grid.contains(h) && map.cell(h).blocks_sight;
}

int height(const HexMap& map, Hex h) { return map.grid.contains(h) ? map.cell(h).height : 0; }

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// One side of a step: does it block, and who in it is in the way (not yet counted)?
struct Side {
  bool blocks = false;
  std::vector<int> persons;
};

Side look_into(const HexMap& map, const HexOccupancy& occupancy, Hex h, const Ends& ends,
               int shooter, int target, const std::vector<int>& counted) {
  Side side;
  side.blocks = cell_blocks(map, h);
  for (const int i : occupancy.at(h)) {
    if (i == shooter || i == target) continue;
    const HexFigure& f = occupancy.figure(i);
    if (blocks_sight_by_size(f.size_modifier - ends.shooter_size, f.posture) &&
        ends.shooter_height <= height(map, h)) {
      side.blocks = true;
    }
    if (!contains(counted, i) && in_the_way(f.posture, ends.shooter_posture, ends.target_posture)) {
      side.persons.push_back(i);
    }
  }
  return side;
}

Ends ends_of(const HexMap& map, const HexOccupancy& occupancy, int shooter, Hex from, int target) {
  Ends ends;
  if (shooter >= 0) {
    ends.shooter_posture = occupancy.figure(shooter).posture;
    ends.shooter_size = occupancy.figure(shooter).size_modifier;
  }
  if (target >= 0) ends.target_posture = occupancy.figure(target).posture;
  ends.shooter_height = height(map, from);
  return ends;
}

// Walks steps [first, last) of a line; fills `fire`. Returns false where the line is blocked.
bool walk(const HexMap& map, const HexOccupancy& occupancy, const std::vector<HexLineStep>& steps,
          std::size_t first, std::size_t last, const Ends& ends, int shooter, int target,
          LineOfFire& fire, std::vector<int>& counted) {
  for (std::size_t i = first; i < last; ++i) {
    const HexLineStep& step = steps[i];
    const Side a = look_into(map, occupancy, step.a, ends, shooter, target, counted);
    if (!step.along_hexside()) {
      if (a.blocks) {
        fire.blocked_at = step.a;
        return false;
      }
      if (a.persons.empty()) continue;
      for (const int p : a.persons) {
        fire.effects.push_back(HexEffect::PersonInTheWay);
        counted.push_back(p);
      }
      fire.in_the_way.push_back(a.persons);
      continue;
    }
    const Side b = look_into(map, occupancy, step.b, ends, shooter, target, counted);
    if (a.blocks && b.blocks) {
      fire.blocked_at = step.a;
      return false;
    }
    // Both sides occupied: one occupied hex for the penalty, everyone there a candidate.
    const bool a_occupied = !a.persons.empty();
    const bool b_occupied = !b.persons.empty();
    if (a_occupied && b_occupied) {
      fire.effects.push_back(HexEffect::PersonInTheWay);
      std::vector<int> group = a.persons;
      group.insert(group.end(), b.persons.begin(), b.persons.end());
      for (const int p : group) counted.push_back(p);
      fire.in_the_way.push_back(std::move(group));
    }
  }
  return true;
}

}  // namespace

bool in_the_way(Posture person, Posture shooter, Posture target) {
  switch (level(person)) {
    case PostureLevel::Upright:
      return true;
    case PostureLevel::Low:
      return level(shooter) != PostureLevel::Upright || level(target) != PostureLevel::Upright;
    case PostureLevel::Ground:
      return level(shooter) == PostureLevel::Ground;
  }
  return true;
}

bool blocks_sight_by_size(int size_difference, Posture posture) {
  switch (level(posture)) {
    case PostureLevel::Upright:
      return size_difference >= 2;
    case PostureLevel::Low:
      return size_difference >= 3;
    case PostureLevel::Ground:
      return size_difference >= 4;
  }
  return false;
}

LineOfFire line_of_fire(const HexMap& map, const HexOccupancy& occupancy, int shooter, Hex from,
                        int target, Hex to) {
  LineOfFire fire;
  const auto steps = hex_line(from, to);
  const Ends ends = ends_of(map, occupancy, shooter, from, target);
  std::vector<int> counted;
  fire.clear = steps.size() < 2 || walk(map, occupancy, steps, 1, steps.size() - 1, ends, shooter,
                                        target, fire, counted);
  return fire;
}

LineOfFire best_line_of_fire(const HexMap& map, const HexOccupancy& occupancy, int shooter,
                             int target) {
  const Hex from = occupancy.figure(shooter).head();
  std::optional<LineOfFire> best;
  int best_distance = 0;
  for (const Hex to : occupancy.figure(target).hexes) {
    LineOfFire fire = line_of_fire(map, occupancy, shooter, from, target, to);
    if (!fire.clear) continue;
    const int d = hex_distance(from, to);
    if (!best || fire.effects.size() < best->effects.size() ||
        (fire.effects.size() == best->effects.size() && d < best_distance)) {
      best = std::move(fire);
      best_distance = d;
    }
  }
  if (best) return *best;
  return line_of_fire(map, occupancy, shooter, from, target, occupancy.figure(target).head());
}

std::vector<std::vector<int>> stray_shot_candidates(const HexMap& map,
                                                    const HexOccupancy& occupancy, int shooter,
                                                    Hex from, int target, Hex to,
                                                    int max_distance) {
  const int n = hex_distance(from, to);
  if (n == 0 || max_distance <= n) return {};
  // The same straight line, continued: aim at `from + k * (to - from)`.
  const int k = (max_distance + n - 1) / n;
  const Hex d = to - from;
  const auto steps = hex_line(from, {from.q + d.q * k, from.r + d.r * k});
  const Ends ends = ends_of(map, occupancy, shooter, from, target);
  LineOfFire fire;
  std::vector<int> counted;
  const auto last = std::min(steps.size(), static_cast<std::size_t>(max_distance) + 1);
  walk(map, occupancy, steps, static_cast<std::size_t>(n) + 1, last, ends, shooter, target, fire,
       counted);
  return fire.in_the_way;
}

}  // namespace fray::map
