#include <stdexcept>
#include <string>

#include <fray/classic/rules/life_test.h>

namespace fray::rules {

namespace {

void check_sides(int life_die_sides) {
  if (life_die_sides < 1) {
    throw std::invalid_argument("life die needs at least 1 side (1 = a single life point), got " +
                                std::to_string(life_die_sides));
  }
}

}  // namespace

LifeTestResult life_test(int life_die_sides, int total_wounds, dice::DieSource& source) {
  check_sides(life_die_sides);
  LifeTestResult result;
  result.life_die_sides = life_die_sides;
  result.total_wounds = total_wounds;
  if (total_wounds <= 0) {
    return result;
  }
  if (total_wounds >= life_die_sides) {
    result.killed = true;
    return result;
  }
  result.rolled = true;
  result.face = source.roll(life_die_sides);
  result.killed = result.face <= total_wounds;
  return result;
}

double life_test_kill_probability(int life_die_sides, int total_wounds) {
  check_sides(life_die_sides);
  if (total_wounds <= 0) {
    return 0.0;
  }
  if (total_wounds >= life_die_sides) {
    return 1.0;
  }
  return static_cast<double>(total_wounds) / life_die_sides;
}

}  // namespace fray::rules
