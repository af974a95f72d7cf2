#include <algorithm>
#include <vector>

#include <fray/classic/rules/odds_pool.h>
#include <fray/classic/rules/pooled_maxima.h>

#include "odds_detail.h"

namespace fray::rules::detail {

namespace {

// Several kinds of dice: enumerate the maximum count of every kind.
class MixedPool {
 public:
  MixedPool(const std::vector<PoolGroup>& groups, const PoolRules& rules, Sink& sink)
      : groups_(groups), rules_(rules), sink_(sink) {
    int total = 0;
    for (const PoolGroup& group : groups_) {
      Kind kind;
      kind.model = detail::die_model(group.die, rules_);
      kind.weights.resize(static_cast<std::size_t>(group.count) + 1);
      detail::maximum_weights(group.count, kind.model.p_max, kind.weights.data());
      // others[p] = Binomial(p, plain hit): hit distribution of p plain dice of this kind.
      kind.others.resize(static_cast<std::size_t>(group.count) + 1);
      kind.others[0] = {1.0};
      for (int p = 1; p <= group.count; ++p) {
        const auto& prev = kind.others[p - 1];
        auto& next = kind.others[p];
        next.assign(static_cast<std::size_t>(p) + 1, 0.0);
        for (int j = 0; j < p; ++j) {
          next[j] += prev[j] * (1 - kind.model.other.hit);
          next[j + 1] += prev[j] * kind.model.other.hit;
        }
      }
      kinds_.push_back(std::move(kind));
      total += group.count;
    }
    levels_.assign(groups_.size() + 1, std::vector<double>(static_cast<std::size_t>(total) + 1));
    levels_[0][0] = 1.0;
    maxima_.assign(groups_.size(), 0);
  }

  void run() { visit(0, 1.0, 0, 1.0, 1.0); }

 private:
  struct Kind {
    detail::DieModel model;
    std::vector<double> weights;
    std::vector<std::vector<double>> others;
  };

  void visit(std::size_t g, double weight, int plain_total, double no_hit, double nothing) {
    if (weight == 0) {
      return;
    }
    if (g == groups_.size()) {
      leaf(weight, plain_total, no_hit, nothing);
      return;
    }
    const Kind& kind = kinds_[g];
    const int count = groups_[g].count;
    for (int m = 0; m <= count; ++m) {
      const int plain = count - m;
      const auto& dist = kind.others[plain];
      auto& next = levels_[g + 1];
      std::fill(next.begin(), next.begin() + plain_total + plain + 1, 0.0);
      const auto& prev = levels_[g];
      for (int i = 0; i <= plain_total; ++i) {
        if (prev[i] == 0) {
          continue;
        }
        for (int j = 0; j <= plain; ++j) {
          next[i + j] += prev[i] * dist[j];
        }
      }
      maxima_[g] = m;
      visit(g + 1, weight * kind.weights[m], plain_total + plain,
            no_hit * detail::power(1 - kind.model.other.hit, plain),
            nothing * detail::power(kind.model.other.miss, plain));
    }
  }

  void leaf(double weight, int plain_total, double no_hit, double nothing) {
    const double* others = levels_.back().data();
    const int size = plain_total + 1;
    int total = 0;
    int kinds_with_maxima = 0;
    std::size_t last = 0;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      total += maxima_[g];
      if (maxima_[g] > 0) {
        ++kinds_with_maxima;
        last = g;
      }
    }
    if (kinds_with_maxima <= 1) {
      sink_.add_maximums(weight, total, kinds_[last].model, rules_.melee, others, size, no_hit,
                         nothing);
      return;
    }
    std::vector<MaximumDie> dice;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      dice.insert(dice.end(), static_cast<std::size_t>(maxima_[g]), kinds_[g].model.maximum);
    }
    const MaximaAssignment best = assign_pooled_maxima(dice, rules_.melee);
    sink_.add(weight, best.hits, best.recoil, others, size, no_hit, nothing);
  }

  const std::vector<PoolGroup>& groups_;
  const PoolRules& rules_;
  Sink& sink_;
  std::vector<Kind> kinds_;
  std::vector<std::vector<double>> levels_;
  std::vector<int> maxima_;
};

}  // namespace

void mixed_pool_odds(const std::vector<PoolGroup>& groups, const PoolRules& rules, Sink& sink) {
  MixedPool(groups, rules, sink).run();
}

}  // namespace fray::rules::detail
