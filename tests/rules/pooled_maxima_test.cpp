#include <algorithm>
#include <numeric>
#include <vector>

#include <gtest/gtest.h>

#include <fray/classic/rules/pooled_maxima.h>
#include <fray/dice/random_engine.h>

namespace fray::rules {
namespace {

struct Score {
  int hits = 0;
  bool recoil = false;
  bool operator==(const Score&) const = default;
};

// The truth: try every way to hand out the bonuses 0..m-1.
Score best_by_brute_force(const std::vector<MaximumDie>& dice, bool melee) {
  const int m = static_cast<int>(dice.size());
  std::vector<int> bonus(dice.size());
  std::iota(bonus.begin(), bonus.end(), 0);
  Score best{-1, false};
  do {
    Score score;
    for (int i = 0; i < m; ++i) {
      if (bonus[i] >= dice[i].hit_bonus) {
        ++score.hits;
      } else if (bonus[i] >= dice[i].recoil_bonus) {
        score.recoil = true;
      }
    }
    if (melee && m >= 3 && score.hits == 0) {
      // One die hits by the triple rule; a recoil needs another die, and there are two more.
      score.hits = 1;
    }
    if (score.hits > best.hits || (score.hits == best.hits && score.recoil && !best.recoil)) {
      best = score;
    }
  } while (std::next_permutation(bonus.begin(), bonus.end()));
  return best;
}

Score graded(const std::vector<MaximumDie>& dice, const MaximaAssignment& assignment) {
  Score score;
  for (std::size_t i = 0; i < dice.size(); ++i) {
    if (assignment.bonus[i] >= dice[i].hit_bonus ||
        static_cast<int>(i) == assignment.triple_hit_die) {
      ++score.hits;
    } else if (assignment.bonus[i] >= dice[i].recoil_bonus) {
      score.recoil = true;
    }
  }
  return score;
}

MaximumDie random_die(dice::RandomEngine& engine) {
  MaximumDie die;
  die.hit_bonus = engine.roll(7) - 1;
  const int recoil = engine.roll(8) - 1;
  if (recoil < die.hit_bonus) die.recoil_bonus = recoil;
  return die;
}

TEST(PooledMaxima, AssignmentIsOptimalAgainstEveryPermutation) {
  dice::RandomEngine engine(2024);
  for (int trial = 0; trial < 3000; ++trial) {
    const int m = engine.roll(6);
    std::vector<MaximumDie> dice;
    for (int i = 0; i < m; ++i) dice.push_back(random_die(engine));
    for (bool melee : {false, true}) {
      const MaximaAssignment assignment = assign_pooled_maxima(dice, melee);
      const Score truth = best_by_brute_force(dice, melee);
      EXPECT_EQ(assignment.hits, truth.hits) << "trial " << trial;
      EXPECT_EQ(assignment.recoil, truth.recoil) << "trial " << trial;
      // The bonuses handed out really are a permutation that achieves the claimed score.
      std::vector<int> sorted = assignment.bonus;
      std::sort(sorted.begin(), sorted.end());
      for (int i = 0; i < m; ++i) ASSERT_EQ(sorted[i], i);
      EXPECT_EQ(graded(dice, assignment), truth) << "trial " << trial;
    }
  }
}

TEST(PooledMaxima, ClosedFormForIdenticalDiceMatchesTheGeneralAssignment) {
  for (int hit = 0; hit <= 8; ++hit) {
    for (int recoil = 0; recoil <= hit; ++recoil) {
      MaximumDie die;
      die.hit_bonus = hit;
      if (recoil < hit) die.recoil_bonus = recoil;
      for (int count = 0; count <= 9; ++count) {
        for (bool melee : {false, true}) {
          const std::vector<MaximumDie> dice(static_cast<std::size_t>(count), die);
          const MaximaAssignment general = assign_pooled_maxima(dice, melee);
          const MaximaOutcome closed = identical_maxima_outcome(die, count, melee);
          EXPECT_EQ(closed.hits, general.hits) << hit << " " << recoil << " " << count;
          EXPECT_EQ(closed.recoil, general.recoil) << hit << " " << recoil << " " << count;
        }
      }
    }
  }
}

TEST(PooledMaxima, ThresholdsOfAMaximum) {
  PoolRules melee;
  melee.melee = true;
  const MaximumDie d6 = maximum_die(PoolDie{6, 9, 7}, melee);
  EXPECT_EQ(d6.hit_bonus, 1);  // natural 7 hits in melee
  EXPECT_EQ(d6.recoil_bonus, MaximumDie::kNever);
  const MaximumDie d6_shot = maximum_die(PoolDie{6, 9, 7}, PoolRules{});
  EXPECT_EQ(d6_shot.hit_bonus, 3);
  EXPECT_EQ(d6_shot.recoil_bonus, 1);
  const MaximumDie easy = maximum_die(PoolDie{4, 2, 1}, melee);
  EXPECT_EQ(easy.hit_bonus, 0);
  EXPECT_EQ(easy.recoil_bonus, MaximumDie::kNever);
}

}  // namespace
}  // namespace fray::rules
