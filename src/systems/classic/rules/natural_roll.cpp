#include <algorithm>
#include <stdexcept>
#include <string>

#include <fray/classic/rules/natural_roll.h>

namespace fray::rules {

std::string_view to_string(Grade grade) {
  switch (grade) {
    case Grade::Miss:
      return "miss";
    case Grade::Recoil:
      return "recoil";
    case Grade::Hit:
      return "hit";
  }
  return "?";
}

std::string_view to_string(GradeReason reason) {
  switch (reason) {
    case GradeReason::Value:
      return "value";
    case GradeReason::NaturalOne:
      return "natural 1";
    case GradeReason::NaturalSeven:
      return "natural 7";
    case GradeReason::TripleMaximum:
      return "triple maximum";
  }
  return "?";
}

void validate(const PoolDie& die) {
  if (die.sides < 2) {
    throw std::invalid_argument("a pool die needs at least 2 sides, got " +
                                std::to_string(die.sides));
  }
}

bool has_recoil_band(const PoolDie& die) { return die.need_recoil < die.need_hit; }

int chain_hit_value(const PoolDie& die, const PoolRules& rules) {
  int value = die.need_hit;
  if (rules.melee && rules.natural_maximum) {
    // A third maximum in a row is a triple maximum; on a D6 the second is already a natural 7.
    value = std::min(value, die.sides + 2);
    if (die.sides == 6) {
      value = std::min(value, 7);
    }
  }
  return value;
}

Grade grade_face(const PoolDie& die, int face, const PoolRules& rules, GradeReason* reason) {
  GradeReason why = GradeReason::Value;
  Grade grade = Grade::Miss;
  if (face == 1 && rules.natural_one_misses) {
    why = GradeReason::NaturalOne;
  } else if (face >= die.need_hit) {
    grade = Grade::Hit;
  } else if (face >= die.need_recoil) {
    grade = Grade::Recoil;
  }
  if (reason != nullptr) {
    *reason = why;
  }
  return grade;
}

}  // namespace fray::rules
