// Per-search node state (g, parent, open-list slot), kept outside the grid and stamped with a search
// number, so a new search neither clears nor clones anything.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace frontier {

constexpr std::uint32_t kClosed = 0xFFFFFFFFu;  // Node::slot of a closed node

struct Node {
  double g;
  std::uint32_t parent;  // padded cell id, or kNoParent for the start
  std::uint32_t stamp;   // equals the pool's stamp when this search has reached the node
  std::uint32_t slot;    // position in the open list, or kClosed
};

class NodePool {
 public:
  // Starts a search over `cells` nodes; only a new size or a wrapped stamp touches the whole array.
  void beginSearch(std::size_t cells) {
    if (nodes_.size() != cells) {
      nodes_.assign(cells, Node{0.0, 0, 0, 0});
      stamp_ = 0;
    }
    if (++stamp_ == 0) {
      for (Node& node : nodes_) node.stamp = 0;
      stamp_ = 1;
    }
  }
  Node* data() { return nodes_.data(); }
  std::uint32_t stamp() const { return stamp_; }
  bool reached(std::uint32_t cell) const { return nodes_[cell].stamp == stamp_; }
  const Node& operator[](std::uint32_t cell) const { return nodes_[cell]; }

 private:
  std::vector<Node> nodes_;
  std::uint32_t stamp_ = 0;
};

}  // namespace frontier
