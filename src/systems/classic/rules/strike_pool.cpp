#include <cstddef>
#include <vector>

#include <fray/classic/rules/pooled_maxima.h>
#include <fray/classic/rules/strike_pool.h>

namespace fray::rules {

namespace {

// Why a die whose value reached its chain or bonus threshold hits.
GradeReason hit_reason(const PoolDie& die, int natural, const PoolRules& rules) {
  if (natural >= die.need_hit) {
    return GradeReason::Value;
  }
  if (rules.melee && die.sides == 6 && natural >= 7) {
    return GradeReason::NaturalSeven;
  }
  return GradeReason::TripleMaximum;
}

// The lone maximum of the pool: rerolled while it does not hit, +1 per further maximum, and
// the first face that is not a maximum ends the chain without lowering the value.
void roll_chain(const PoolDie& die, const PoolRules& rules, dice::DieSource& source,
                DieResult& out) {
  const int stop = chain_hit_value(die, rules);
  int value = die.sides;
  while (value < stop) {
    const int face = source.roll(die.sides);
    out.faces.push_back(face);
    if (face != die.sides) {
      break;
    }
    ++value;
  }
  out.natural = value;
  if (value >= stop) {
    out.grade = Grade::Hit;
    out.reason = hit_reason(die, value, rules);
  } else {
    out.grade = value >= die.need_recoil ? Grade::Recoil : Grade::Miss;
    out.reason = GradeReason::Value;
  }
}

void grade_pooled_maxima(const std::vector<PoolDie>& dice, const std::vector<std::size_t>& maxima,
                         const PoolRules& rules, std::vector<DieResult>& out) {
  std::vector<MaximumDie> thresholds;
  thresholds.reserve(maxima.size());
  for (const std::size_t i : maxima) {
    thresholds.push_back(maximum_die(dice[i], rules));
  }
  const MaximaAssignment assignment = assign_pooled_maxima(thresholds, rules.melee);
  for (std::size_t k = 0; k < maxima.size(); ++k) {
    const PoolDie& die = dice[maxima[k]];
    DieResult& result = out[maxima[k]];
    const int bonus = assignment.bonus[k];
    result.pool_bonus = bonus;
    result.natural = die.sides + bonus;
    result.reason = GradeReason::Value;
    if (bonus >= thresholds[k].hit_bonus) {
      result.grade = Grade::Hit;
      result.reason = hit_reason(die, result.natural, rules);
    } else if (static_cast<int>(k) == assignment.triple_hit_die) {
      result.grade = Grade::Hit;
      result.reason = GradeReason::TripleMaximum;
    } else if (bonus >= thresholds[k].recoil_bonus) {
      result.grade = Grade::Recoil;
    } else {
      result.grade = Grade::Miss;
    }
  }
}

}  // namespace

PoolResult resolve_pool(const std::vector<PoolDie>& dice, const PoolRules& rules,
                        dice::DieSource& source) {
  for (const PoolDie& die : dice) {
    validate(die);
  }

  PoolResult result;
  result.dice.resize(dice.size());
  std::vector<std::size_t> maxima;
  for (std::size_t i = 0; i < dice.size(); ++i) {
    DieResult& out = result.dice[i];
    out.sides = dice[i].sides;
    const int face = source.roll(dice[i].sides);
    out.faces.push_back(face);
    out.natural = face;
    if (face == dice[i].sides) {
      ++result.maxima;
      if (rules.natural_maximum) {
        maxima.push_back(i);
        continue;
      }
    }
    out.grade = grade_face(dice[i], face, rules, &out.reason);
  }

  if (maxima.size() == 1) {
    roll_chain(dice[maxima.front()], rules, source, result.dice[maxima.front()]);
  } else if (maxima.size() > 1) {
    grade_pooled_maxima(dice, maxima, rules, result.dice);
  }

  if (rules.friendly_fire) {
    int ones = 0;
    std::size_t lone_one = 0;
    for (std::size_t i = 0; i < dice.size(); ++i) {
      if (result.dice[i].faces.front() == 1) {
        ++ones;
        lone_one = i;
      }
    }
    if (ones >= 2) {
      result.friends_hit = ones - 1;
    } else if (ones == 1) {
      // A lone natural 1 must be rerolled: the die stays a miss, a second 1 hits a friend.
      DieResult& out = result.dice[lone_one];
      const int face = source.roll(out.sides);
      out.faces.push_back(face);
      out.friendly_fire_reroll = true;
      if (face == 1) {
        result.friends_hit = 1;
      }
    }
  }

  for (const DieResult& die : result.dice) {
    if (die.grade == Grade::Hit) {
      ++result.hits;
    }
    if (die.grade == Grade::Recoil) {
      result.recoil = true;
    }
  }
  return result;
}

}  // namespace fray::rules
