// Dijkstra growing a (resumable) shortest path tree, forward or backward (shortest_path_tree.h).
#include "search/roads/shortest_path_tree.h"

namespace frontier {

void ShortestPathTree::begin(const RoadNetwork& network, const ReverseArcs* reverse, RoadMetric metric,
                             std::uint32_t root, bool backward) {
  network_ = &network;
  reverse_ = reverse;
  costs_ = network.costs(metric);
  backward_ = backward;
  const std::size_t nodeCount = network.nodeCount();
  if (labelStamp_.size() != nodeCount || stamp_ == 0xFFFFFFFFu) {
    labelStamp_.assign(nodeCount, 0);
    settledStamp_.assign(nodeCount, 0);
    parent_.assign(nodeCount, kNone);
    distance_.assign(nodeCount, 0.0);
    stamp_ = 0;
  }
  ++stamp_;  // stamps, not clearing: a tree that grows a little costs little
  order_.clear();
  queue_ = {};
  labelStamp_[root] = stamp_;
  distance_[root] = 0.0;
  parent_[root] = kNone;
  queue_.push({0.0, root});
}

void ShortestPathTree::growTo(double limit, std::uint32_t target) {
  if (target != kNone && settled(target)) return;
  const std::uint32_t* first = backward_ ? reverse_->firstIn() : network_->firstEdges();
  const std::uint32_t* ends = backward_ ? reverse_->sources() : network_->targets();
  const std::uint32_t* arcOf = backward_ ? reverse_->forwardArcs() : nullptr;
  while (!queue_.empty()) {
    const auto [cost, node] = queue_.top();
    if (cost > limit) return;
    queue_.pop();
    if (settled(node) || cost > distance_[node]) continue;  // a stale entry
    settledStamp_[node] = stamp_;
    order_.push_back(node);
    for (std::uint32_t slot = first[node]; slot < first[node + 1]; ++slot) {
      const std::uint32_t next = ends[slot];
      if (settled(next)) continue;
      const double g = cost + costs_[arcOf ? arcOf[slot] : slot];
      if (labelStamp_[next] != stamp_ || g < distance_[next]) {
        labelStamp_[next] = stamp_;
        distance_[next] = g;
        parent_[next] = node;
        queue_.push({g, next});
      }
    }
    if (node == target) return;
  }
}

}  // namespace frontier
