// A shortest path tree grown from one root over a road network's arcs (forward: distances from the root)
// or its reverse arcs (backward: distances to the root), settling nodes in cost order and resumable, so a
// caller can grow it to the goal, read the goal's cost, then grow it on to a multiple of that cost. The
// alternative routes grow two of them (the via-node method) and a third for each local optimality test.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "graph/road_network.h"
#include "search/core/open_list.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

class ShortestPathTree {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  // Starts a tree at `root`. Backward trees need `reverse` up to date for `network`.
  void begin(const RoadNetwork& network, const ReverseArcs* reverse, RoadMetric metric, std::uint32_t root,
             bool backward);
  // Settles nodes while the next one costs at most `limit`; stops early once `target` is settled.
  void growTo(double limit, std::uint32_t target = kNone);

  bool settled(std::uint32_t node) const { return settledStamp_[node] == stamp_; }
  // The settled cost (+infinity for a node not settled).
  double distance(std::uint32_t node) const {
    return settled(node) ? distance_[node] : std::numeric_limits<double>::infinity();
  }
  // The next node toward the root on the tree (kNone at the root): a forward tree's parent, a backward
  // tree's successor on the way to the root.
  std::uint32_t parent(std::uint32_t node) const { return parent_[node]; }
  const std::vector<std::uint32_t>& settledOrder() const { return order_; }

 private:
  const RoadNetwork* network_ = nullptr;
  const ReverseArcs* reverse_ = nullptr;
  const double* costs_ = nullptr;
  bool backward_ = false;
  std::uint32_t stamp_ = 0;
  std::vector<std::uint32_t> labelStamp_, settledStamp_, parent_, pushNumber_;
  std::vector<double> distance_;
  std::vector<std::uint32_t> order_;
  OpenList open_;  // the searches' heap: decrease-key, ties in push order (deterministic)
};

}  // namespace frontier
