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
    pushNumber_.assign(nodeCount, 0);
    distance_.assign(nodeCount, 0.0);
    stamp_ = 0;
  }
  ++stamp_;  // stamps, not clearing: a tree that grows a little costs little
  order_.clear();
  open_.clear(nodeCount, false);
  labelStamp_[root] = stamp_;
  distance_[root] = 0.0;
  parent_[root] = kNone;
  pushNumber_[root] = open_.push(orderKey(0.0), 0, root);
}

void ShortestPathTree::growTo(double limit, std::uint32_t target) {
  if (target != kNone && settled(target)) return;
  const std::uint32_t* first = backward_ ? reverse_->firstIn() : network_->firstEdges();
  const std::uint32_t* ends = backward_ ? reverse_->sources() : network_->targets();
  const std::uint32_t* arcOf = backward_ ? reverse_->forwardArcs() : nullptr;
  while (!open_.empty()) {
    if (keyValue(open_.topKey()) > limit) return;
    const std::uint32_t node = open_.pop();
    const double cost = distance_[node];
    settledStamp_[node] = stamp_;
    order_.push_back(node);
    for (std::uint32_t slot = first[node]; slot < first[node + 1]; ++slot) {
      const std::uint32_t next = ends[slot];
      if (settled(next)) continue;
      const double g = cost + costs_[arcOf ? arcOf[slot] : slot];
      if (labelStamp_[next] != stamp_) {
        labelStamp_[next] = stamp_;
        distance_[next] = g;
        parent_[next] = node;
        pushNumber_[next] = open_.push(orderKey(g), 0, next);
      } else if (g < distance_[next]) {
        distance_[next] = g;
        parent_[next] = node;
        open_.decrease(pushNumber_[next], orderKey(g));
      }
    }
    if (node == target) return;
  }
}

}  // namespace frontier
