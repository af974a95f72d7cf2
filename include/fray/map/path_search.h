#pragma once

#include <algorithm>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>
#include <vector>

namespace fray::map {

/// What the one search asks of a map (Wesnoth's `cost_calculator`, made a concept). Nodes are
/// dense integer ids in [0, node_count()). `for_each_neighbour(node, cost_so_far, visit)` calls
/// `visit(next, step_cost)` for every move out of `node`; the cost so far is passed because some
/// moves depend on it (seed 001, "Movement Point Costs": a hex that takes all movement points can
/// only be entered by a figure that has spent none). `heuristic` must never overestimate the
/// remaining cost (0 turns A* into Dijkstra); `is_goal` ends the search.
template <class Model, class Cost>
concept PathCostModel = requires(const Model& model, int node, Cost cost) {
  { model.node_count() } -> std::convertible_to<int>;
  { model.heuristic(node) } -> std::convertible_to<Cost>;
  { model.is_goal(node) } -> std::convertible_to<bool>;
  model.for_each_neighbour(node, cost, [](int, Cost) {});
};

/// A start of a search: a node and the cost already spent to be there.
template <class Cost>
struct PathStart {
  int node = 0;
  Cost cost{};
};

/// The one shortest-path search of Fray (A* with an admissible heuristic, Dijkstra when the
/// heuristic is zero), for both the hex map and the free-measure table.
///
/// The object keeps its node arrays between searches: each search bumps a generation counter and
/// a node whose stamp is older counts as unseen, so a search costs what it explores, not the size
/// of the map. After `run`, the costs and parents of every node reached stay readable until the
/// next run.
///
/// The open set is a bucket queue (one bucket per value of g + h) when costs are integers, as on
/// the hex map (half movement points: small integers), and a binary heap otherwise. Both are lazy:
/// a node whose cost improves is pushed again and its stale entry skipped. The heuristic must be
/// consistent (never drops by more than a step costs), so a settled node is final. Within a
/// bucket the last entry comes first, which runs A* down a corridor of equal estimates instead of
/// widening it; the heap breaks ties towards the larger g for the same reason.
template <class Cost>
class PathSearch {
 public:
  static constexpr Cost kUnreached = std::numeric_limits<Cost>::max();
  static constexpr int kNoNode = -1;

  /// Searches from the starts until a goal node is settled (returned) or every node whose cost
  /// is at most `limit` is settled (returns nothing). Nodes whose cost would exceed `limit` are
  /// never entered.
  template <class Model>
  requires PathCostModel<Model, Cost> std::optional<int> run(
      const Model& model, const std::vector<PathStart<Cost>>& starts, Cost limit = kUnreached);

  /// Searches from one node that cost nothing to reach.
  template <class Model>
  requires PathCostModel<Model, Cost> std::optional<int> run(const Model& model, int start,
                                                             Cost limit = kUnreached) {
    return run(model, std::vector<PathStart<Cost>>{{start, Cost{}}}, limit);
  }

  /// True when the last search settled the node (its cost is final).
  bool settled(int node) const { return stamp(node) == generation_ + 1; }
  /// Cost of the cheapest way found to the node in the last search, or kUnreached.
  Cost cost(int node) const {
    return stamp(node) >= generation_ ? nodes_[idx(node)].g : kUnreached;
  }
  /// The node before this one on its cheapest way, or kNoNode for a start or an unreached node.
  int parent(int node) const { return stamp(node) >= generation_ ? parents_[idx(node)] : kNoNode; }
  /// Every node settled by the last search, in the order they were settled (cheapest first).
  const std::vector<int>& settled_nodes() const { return settled_; }
  /// The nodes from a start to `node` (inclusive), following parents.
  std::vector<int> path_to(int node) const;

 private:
  // The stamp and the cost share 8 bytes (for integer costs), read on every relaxation; the
  // parent, written only on improvement, lives apart.
  struct Node {
    std::uint32_t stamp = 0;  // generation_: open, generation_ + 1: settled, older: unseen
    Cost g{};
  };
  struct Entry {
    Cost f;
    Cost g;
    int node;
  };
  struct BucketEntry {  // the bucket is f
    Cost g;
    int node;
  };
  static constexpr bool kBuckets = std::is_integral_v<Cost>;
  // Smallest f first; on equal f the deeper entry (larger g) first.
  static bool later(const Entry& a, const Entry& b) {
    return a.f > b.f || (a.f == b.f && a.g < b.g);
  }
  static std::size_t idx(int node) { return static_cast<std::size_t>(node); }
  std::uint32_t stamp(int node) const {
    return idx(node) < nodes_.size() ? nodes_[idx(node)].stamp : 0;
  }
  void begin(int node_count);
  template <class Model>
  void relax(const Model& model, int node, int from, Cost g, Cost limit);
  void push(Cost f, Cost g, int node);
  bool pop(Cost& g, int& node);

  std::vector<Node> nodes_;
  std::vector<std::int32_t> parents_;
  std::vector<Entry> heap_;                        // binary heap (real costs)
  std::vector<std::vector<BucketEntry>> buckets_;  // bucket queue (integer costs), by f
  std::size_t bucket_ = 0;                         // lowest bucket that may hold entries
  std::size_t top_bucket_ = 0;                     // highest bucket used in this search
  std::size_t queued_ = 0;
  std::vector<int> settled_;
  std::uint32_t generation_ = 0;
};

template <class Cost>
void PathSearch<Cost>::begin(int node_count) {
  if (nodes_.size() < static_cast<std::size_t>(node_count)) {
    nodes_.resize(static_cast<std::size_t>(node_count));
    parents_.resize(static_cast<std::size_t>(node_count));
  }
  // Two stamps per generation; on wrap-around clear once, so stale stamps can never match.
  if (generation_ >= std::numeric_limits<std::uint32_t>::max() - 4) {
    for (Node& n : nodes_) n.stamp = 0;
    generation_ = 0;
  }
  generation_ += 2;
  heap_.clear();
  if (queued_ > 0) {
    for (std::size_t b = bucket_; b <= top_bucket_ && b < buckets_.size(); ++b) buckets_[b].clear();
  }
  bucket_ = std::numeric_limits<std::size_t>::max();
  top_bucket_ = 0;
  queued_ = 0;
  settled_.clear();
}

template <class Cost>
void PathSearch<Cost>::push(Cost f, Cost g, int node) {
  if constexpr (kBuckets) {
    const auto b = static_cast<std::size_t>(f);
    if (b >= buckets_.size()) buckets_.resize(b + 1);
    buckets_[b].push_back({g, node});
    bucket_ = std::min(bucket_, b);
    top_bucket_ = std::max(top_bucket_, b);
    ++queued_;
  } else {
    heap_.push_back({f, g, node});
    std::push_heap(heap_.begin(), heap_.end(), later);
  }
}

template <class Cost>
bool PathSearch<Cost>::pop(Cost& g, int& node) {
  if constexpr (kBuckets) {
    if (queued_ == 0) return false;
    while (buckets_[bucket_].empty()) ++bucket_;
    const BucketEntry e = buckets_[bucket_].back();
    buckets_[bucket_].pop_back();
    --queued_;
    g = e.g;
    node = e.node;
  } else {
    if (heap_.empty()) return false;
    std::pop_heap(heap_.begin(), heap_.end(), later);
    g = heap_.back().g;
    node = heap_.back().node;
    heap_.pop_back();
  }
  return true;
}

template <class Cost>
template <class Model>
void PathSearch<Cost>::relax(const Model& model, int node, int from, Cost g, Cost limit) {
  if (g > limit) return;
  Node& n = nodes_[idx(node)];
  if (n.stamp == generation_ + 1) return;  // settled
  if (n.stamp == generation_ && n.g <= g) return;
  n.g = g;
  n.stamp = generation_;
  parents_[idx(node)] = from;
  push(static_cast<Cost>(g + static_cast<Cost>(model.heuristic(node))), g, node);
}

template <class Cost>
template <class Model>
requires PathCostModel<Model, Cost> std::optional<int> PathSearch<Cost>::run(
    const Model& model, const std::vector<PathStart<Cost>>& starts, Cost limit) {
  begin(model.node_count());
  for (const PathStart<Cost>& s : starts) relax(model, s.node, kNoNode, s.cost, limit);
  Cost g{};
  int node = kNoNode;
  while (pop(g, node)) {
    Node& n = nodes_[idx(node)];
    if (n.stamp != generation_ || n.g != g) continue;  // stale entry
    n.stamp = generation_ + 1;
    settled_.push_back(node);
    if (model.is_goal(node)) return node;
    const int from = node;
    const Cost from_g = g;
    model.for_each_neighbour(from, from_g, [&](int next, Cost step) {
      relax(model, next, from, static_cast<Cost>(from_g + step), limit);
    });
  }
  return std::nullopt;
}

template <class Cost>
std::vector<int> PathSearch<Cost>::path_to(int node) const {
  std::vector<int> path;
  if (cost(node) == kUnreached) return path;
  for (int n = node; n != kNoNode; n = parent(n)) path.push_back(n);
  std::reverse(path.begin(), path.end());
  return path;
}

}  // namespace fray::map
