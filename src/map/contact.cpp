#include <algorithm>
#include <cmath>
#include <deque>

#include <fray/map/contact.h>

namespace fray::map {
namespace {

// A foe at least this much wider than its attackers is "much larger": its sides take two smaller
// bases each by the half-base rule. Assumed: seed 000 shows it for 4 cm against 2 and 2.5 cm
// bases and refuses it for 2.5 cm against 2 cm bases in the open, so the line lies between
// 1.25 and 1.6.
constexpr double kMuchLargerRatio = 1.5;
// Ranks are searched this deep at most (pikes in close order); a safety bound, not a rule.
constexpr int kDeepestRank = 8;

bool friends(const Combatant& a, const Combatant& b) { return a.side == b.side; }

bool larger(const Combatant& a, const Combatant& b) {
  return a.base.width_cm > b.base.width_cm + kTouchToleranceCm;
}

double side_length(const Base& base, BaseSide side) {
  return side == BaseSide::Front || side == BaseSide::Back ? base.width_cm : base.depth_cm;
}

int face_to_face_count(double side_cm, double striker_cm) {
  return std::max(1, static_cast<int>(std::floor((side_cm + kTouchToleranceCm) / striker_cm)));
}

// Fighters one side of a foe takes: as many as stand face to face; two by the half-base rule when
// only one fits face to face and face-to-face placing is not possible (narrow place, foe in a
// line) or the foe is much larger.
int side_allowance(double side_cm, double striker_cm, bool half_base_allowed) {
  const int face = face_to_face_count(side_cm, striker_cm);
  return face >= 2 || !half_base_allowed ? face : 2;
}

struct Candidate {
  std::size_t striker;
  BaseContact contact;  // from the striker's point of view
  StrikeReason reason;
};

// Longest contact first, then the lower id: who keeps a place when there are too many.
void sort_by_claim(std::vector<Candidate>& list, std::span<const Combatant> figures) {
  std::stable_sort(list.begin(), list.end(), [&](const Candidate& a, const Candidate& b) {
    if (std::abs(a.contact.length_cm - b.contact.length_cm) > kTouchToleranceCm) {
      return a.contact.length_cm > b.contact.length_cm;
    }
    return figures[a.striker].id < figures[b.striker].id;
  });
}

class Solver {
 public:
  explicit Solver(std::span<const Combatant> figures)
      : figures_(figures),
        n_(figures.size()),
        contacts_(n_ * n_),
        seen_(n_ * n_, false),
        answers_(n_) {
    for (std::size_t i = 0; i < n_; ++i) {
      answers_[i].id = figures_[i].id;
      for (std::size_t j = i + 1; j < n_; ++j) {
        const BaseContact c = base_contact(figures_[i].base, figures_[i].placement,
                                           figures_[j].base, figures_[j].placement);
        contacts_[i * n_ + j] = c;
        BaseContact mirrored = c;
        std::swap(mirrored.side_a, mirrored.side_b);
        std::swap(mirrored.side_a_cm, mirrored.side_b_cm);
        contacts_[j * n_ + i] = mirrored;
      }
    }
  }

  std::vector<StrikerAnswer> solve() {
    for (std::size_t t = 0; t < n_; ++t) front_rank_against(t);
    ranks_behind();
    for (auto& a : answers_) {
      std::stable_sort(a.may_strike.begin(), a.may_strike.end(), [](const auto& x, const auto& y) {
        return x.rank != y.rank ? x.rank < y.rank : x.target_id < y.target_id;
      });
      std::stable_sort(a.may_not.begin(), a.may_not.end(),
                       [](const auto& x, const auto& y) { return x.target_id < y.target_id; });
    }
    return std::move(answers_);
  }

 private:
  const BaseContact& contact(std::size_t a, std::size_t b) const { return contacts_[a * n_ + b]; }

  void refuse(std::size_t striker, std::size_t target, NoStrikeReason why) {
    answers_[striker].may_not.push_back({figures_[target].id, why});
  }

  bool flanked_by_friend(std::size_t t, BaseSide side) const {
    for (std::size_t f = 0; f < n_; ++f) {
      if (f == t || !friends(figures_[f], figures_[t])) continue;
      const BaseContact& c = contact(t, f);
      if (c.type == ContactType::Edge && adjacent(c.side_a, side)) return true;
    }
    return false;
  }

  void front_rank_against(std::size_t t) {
    const Combatant& foe = figures_[t];
    std::vector<Candidate> candidates;
    for (std::size_t s = 0; s < n_; ++s) {
      if (s == t || friends(figures_[s], foe)) continue;
      const BaseContact& c = contact(s, t);
      if (c.type == ContactType::None) continue;
      seen_[s * n_ + t] = true;
      if (c.type == ContactType::Corner) {
        corner_contact(s, t);
      } else if (larger(figures_[s], foe)) {
        candidates.push_back({s, c, StrikeReason::LargerCreature});
      } else if (c.length_cm >= c.side_a_cm / 2.0 - kTouchToleranceCm) {
        const bool whole = c.length_cm >= std::min(c.side_a_cm, c.side_b_cm) - kTouchToleranceCm;
        candidates.push_back({s, c, whole ? StrikeReason::FaceToFace : StrikeReason::HalfBase});
      } else {
        refuse(s, t, NoStrikeReason::LessThanHalfBase);
      }
    }
    std::vector<Candidate> kept = limit_per_side(t, candidates);
    if (kept.empty()) return;
    double narrowest = INFINITY;
    for (const auto& k : kept) narrowest = std::min(narrowest, figures_[k.striker].base.width_cm);
    sort_by_claim(kept, figures_);
    const auto capacity = static_cast<std::size_t>(contact_capacity(foe, narrowest));
    for (std::size_t i = 0; i < kept.size(); ++i) {
      const Candidate& k = kept[i];
      if (i >= capacity) {
        refuse(k.striker, t, NoStrikeReason::TooManyAround);
      } else {
        answers_[k.striker].may_strike.push_back({foe.id, k.reason, 1, -1, k.contact.length_cm});
      }
    }
  }

  // Larger strikers choose freely and take no place on a side (seed 000).
  std::vector<Candidate> limit_per_side(std::size_t t, const std::vector<Candidate>& candidates) {
    const Combatant& foe = figures_[t];
    std::vector<Candidate> kept;
    for (int side = 0; side < 4; ++side) {
      std::vector<Candidate> group;
      double narrowest = INFINITY;
      for (const auto& c : candidates) {
        if (c.reason == StrikeReason::LargerCreature) continue;
        if (static_cast<int>(c.contact.side_b) != side) continue;
        group.push_back(c);
        narrowest = std::min(narrowest, c.contact.side_a_cm);
      }
      if (group.empty()) continue;
      const auto s = static_cast<BaseSide>(side);
      const bool half_base = foe.narrow_place || flanked_by_friend(t, s) ||
                             foe.base.width_cm >= kMuchLargerRatio * narrowest;
      const auto allowed =
          static_cast<std::size_t>(side_allowance(side_length(foe.base, s), narrowest, half_base));
      sort_by_claim(group, figures_);
      for (std::size_t i = 0; i < group.size(); ++i) {
        if (i < allowed) {
          kept.push_back(group[i]);
        } else {
          refuse(group[i].striker, t, NoStrikeReason::NoRoomOnThatSide);
        }
      }
    }
    for (const auto& c : candidates) {
      if (c.reason == StrikeReason::LargerCreature) kept.push_back(c);
    }
    return kept;
  }

  void corner_contact(std::size_t s, std::size_t t) {
    const Combatant& striker = figures_[s];
    if (striker.mounted || striker.staff == StaffWeapon::None) {
      refuse(s, t, NoStrikeReason::CornerOnly);
    } else if (striker.inside_building) {
      refuse(s, t, NoStrikeReason::InsideBuilding);
    } else {
      answers_[s].may_strike.push_back(
          {figures_[t].id, StrikeReason::CornerAsSecondRank, 2, -1, 0.0});
    }
  }

  struct RankEntry {
    std::size_t figure;
    std::size_t enemy;
    int rank;
    BaseSide toward;                 // the figure's side that faces the enemy's way
    std::vector<std::size_t> ahead;  // friends in front, rank 1 first
  };

  void ranks_behind() {
    std::deque<RankEntry> queue;
    for (std::size_t f = 0; f < n_; ++f) {
      for (std::size_t e = 0; e < n_; ++e) {
        if (f == e || friends(figures_[f], figures_[e])) continue;
        const BaseContact& c = contact(f, e);
        if (c.type == ContactType::Edge) queue.push_back({f, e, 1, c.side_a, {}});
      }
    }
    while (!queue.empty()) {
      RankEntry r = std::move(queue.front());
      queue.pop_front();
      if (r.rank >= kDeepestRank) continue;
      for (std::size_t s = 0; s < n_; ++s) {
        if (s == r.figure || !friends(figures_[s], figures_[r.figure])) continue;
        if (seen_[s * n_ + r.enemy]) continue;
        const BaseContact& behind = contact(s, r.figure);
        if (behind.type != ContactType::Edge || behind.side_b != opposite(r.toward)) continue;
        if (behind.length_cm < behind.side_a_cm / 2.0 - kTouchToleranceCm) continue;
        seen_[s * n_ + r.enemy] = true;
        RankEntry next{s, r.enemy, r.rank + 1, behind.side_a, r.ahead};
        next.ahead.push_back(r.figure);
        judge_rank(next);
        queue.push_back(std::move(next));
      }
    }
  }

  void judge_rank(const RankEntry& r) {
    const Combatant& s = figures_[r.figure];
    const bool two_handed_ahead = std::any_of(r.ahead.begin(), r.ahead.end(),
                                              [&](auto f) { return figures_[f].uses_two_handed; });
    const bool close_order =
        s.close_order && std::all_of(r.ahead.begin(), r.ahead.end(),
                                     [&](auto f) { return figures_[f].close_order; });
    const bool long_enough =
        r.rank == 2 || (r.rank == 3 ? s.staff >= StaffWeapon::Spear : s.staff == StaffWeapon::Pike);
    NoStrikeReason why{};
    bool refused = true;
    if (s.mounted) {
      why = NoStrikeReason::MountedInRank;
    } else if (s.staff == StaffWeapon::None) {
      why = NoStrikeReason::NoStaffWeapon;
    } else if (s.inside_building) {
      why = NoStrikeReason::InsideBuilding;
    } else if (two_handed_ahead) {
      why = NoStrikeReason::FriendUsesTwoHanded;
    } else if (!long_enough) {
      why = NoStrikeReason::NeedsLongerWeapon;
    } else if (r.rank >= 3 && !close_order) {
      why = NoStrikeReason::NotCloseOrder;
    } else {
      refused = false;
    }
    if (refused) {
      refuse(r.figure, r.enemy, why);
      return;
    }
    const StrikeReason reason = r.rank == 2   ? StrikeReason::OverShoulder
                                : r.rank == 3 ? StrikeReason::ThirdRank
                                              : StrikeReason::RearRankPike;
    answers_[r.figure].may_strike.push_back(
        {figures_[r.enemy].id, reason, r.rank, figures_[r.ahead.back()].id, 0.0});
  }

  std::span<const Combatant> figures_;
  std::size_t n_;
  std::vector<BaseContact> contacts_;
  std::vector<bool> seen_;  // striker x target pairs already answered
  std::vector<StrikerAnswer> answers_;
};

}  // namespace

int contact_capacity(const Combatant& foe, double striker_width_cm) {
  if (foe.base.width_cm < kMuchLargerRatio * striker_width_cm) return foe.mounted ? 6 : 4;
  int total = 0;
  bool every_side_shared = true;
  for (int side = 0; side < 4; ++side) {
    const double length = side_length(foe.base, static_cast<BaseSide>(side));
    total += side_allowance(length, striker_width_cm, true);
    if (face_to_face_count(length, striker_width_cm) >= 2) every_side_shared = false;
  }
  // Two bases sharing a side hang over a corner; seed 000 gives "up to seven" 2.5 cm bases around
  // a 4 cm base, read as: one corner stays free.
  return every_side_shared ? total - 1 : total;
}

std::vector<StrikerAnswer> who_may_strike(std::span<const Combatant> figures) {
  return Solver(figures).solve();
}

}  // namespace fray::map
