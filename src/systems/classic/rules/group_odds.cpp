#include <cmath>
#include <stdexcept>

#include <fray/classic/rules/group_odds.h>
#include <fray/classic/rules/odds.h>

namespace fray::rules {
namespace {

// P(the member is killed | it takes exactly `k` hits this turn).
double killed_by(const GroupMember& m, int k) {
  if (k == 0) return 0.0;
  std::vector<double> exactly(static_cast<std::size_t>(k) + 1, 0.0);
  exactly.back() = 1.0;
  return wound_and_death_odds(exactly, m.life_die_sides, m.prior_wounds).killed;
}

// C(n, k) p^k (1-p)^(n-k).
double binomial(int n, int k, double p) {
  return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0)) *
         std::pow(p, k) * std::pow(1.0 - p, n - k);
}

}  // namespace

GroupShotOdds group_shot_odds(const std::vector<double>& hits,
                              const std::vector<GroupMember>& members) {
  if (members.empty()) throw std::invalid_argument("a group needs at least one member");
  const int n = static_cast<int>(members.size());
  const int most = static_cast<int>(hits.size()) - 1;
  // kill[i][k]: member i killed when it takes k hits.
  std::vector<std::vector<double>> kill(members.size());
  for (std::size_t i = 0; i < members.size(); ++i)
    for (int k = 0; k <= most; ++k) kill[i].push_back(killed_by(members[i], k));

  GroupShotOdds odds;
  odds.member_killed.assign(members.size(), 0.0);
  for (int h = 1; h <= most; ++h) {
    const double p_h = hits[static_cast<std::size_t>(h)];
    if (p_h == 0.0) continue;
    // Each member's share of h hits is binomial(h, 1/n).
    for (std::size_t i = 0; i < members.size(); ++i)
      for (int k = 1; k <= h; ++k)
        odds.member_killed[i] +=
            p_h * binomial(h, k, 1.0 / n) * kill[i][static_cast<std::size_t>(k)];
    // P(nobody killed | h): the multinomial shares, member by member. survive[r] sums, over the
    // shares given so far that leave r hits, prod(1 - kill) / prod(k!) (the multinomial's h!/n^h
    // is applied at the end).
    std::vector<double> survive(static_cast<std::size_t>(h) + 1, 0.0);
    survive[static_cast<std::size_t>(h)] = 1.0;
    for (std::size_t i = 0; i < members.size(); ++i) {
      std::vector<double> next(survive.size(), 0.0);
      for (int r = 0; r <= h; ++r) {
        if (survive[static_cast<std::size_t>(r)] == 0.0) continue;
        // The last member takes every hit left.
        const int low = i + 1 == members.size() ? r : 0;
        for (int k = low; k <= r; ++k)
          next[static_cast<std::size_t>(r - k)] += survive[static_cast<std::size_t>(r)] *
                                                   (1.0 - kill[i][static_cast<std::size_t>(k)]) /
                                                   std::tgamma(k + 1.0);
      }
      survive = std::move(next);
    }
    const double nobody = survive[0] * std::tgamma(h + 1.0) / std::pow(n, h);
    odds.any_killed += p_h * (1.0 - nobody);
  }
  for (const double p : odds.member_killed) odds.expected_killed += p;
  return odds;
}

}  // namespace fray::rules
