// Per-search node state (open/closed mark, g, parent), kept outside the graph and stamped with a search
// number, so a new search neither clears nor clones anything. The marks are an array of their own: the
// hot "seen yet?" test reads only them, and 2-byte marks stay in cache where 16-byte nodes would not.
// Blocked nodes (walls) carry a mark of their own, above every stamp, so that one test finds walls and
// closed nodes alike. The rest of a node is one 16-byte record, so generating or improving it touches one
// cache line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "graph/marks.h"
#include "search/core/memory.h"

namespace frontier {

// The cost of a node no search has reached yet (g, a side's distance, a landmark's).
inline constexpr double kUnreached = std::numeric_limits<double>::infinity();

struct Node {
  double g;
  std::uint32_t parent;      // node index, kNoParent for the start
  std::uint32_t pushNumber;  // what OpenList::push returned for it
};

class NodePool {
 public:
  // Starts a search on `graph` (search_graph.h), one node per graph node. Only a new graph version or a
  // wrapped stamp touches the whole array.
  template <class Graph>
  void beginSearch(const Graph& graph) {
    const std::size_t count = graph.nodeCount();
    if (nodes_.size() != count) nodes_.assign(count, Node{});
    if (graphVersion_ != graph.version() || marks_.size() != count || open_ >= kLastOpenMark) {
      marks_.resize(count);
      // Node indexes are 32-bit; a 32-bit counter against a 32-bit bound also lets the compiler vectorise.
      Mark* marks = marks_.data();
      const auto nodeCount = static_cast<std::uint32_t>(count);
      for (std::uint32_t index = 0; index < nodeCount; ++index) marks[index] = graph.blocked(index) ? kWallMark : Mark{0};
      graphVersion_ = graph.version();
      open_ = 0;
    }
    open_ += 2;
  }
  // A node marked below openMark() is unseen by this search.
  Mark openMark() const { return open_; }
  Mark closedMark() const { return static_cast<Mark>(open_ + 1); }

  // Nodes the pool holds memory for.
  std::size_t capacity() const { return nodes_.capacity(); }
  std::size_t bytes() const { return heldBytes(marks_) + heldBytes(nodes_); }
  // What beginSearch holds per graph node.
  static constexpr std::size_t kBytesPerNode = sizeof(Mark) + sizeof(Node);

  Mark* marks() { return marks_.data(); }
  const Mark* marks() const { return marks_.data(); }
  std::size_t size() const { return marks_.size(); }  // nodes marked, as of the last beginSearch
  Node* nodes() { return nodes_.data(); }
  double g(std::uint32_t node) const { return nodes_[node].g; }
  std::uint32_t parent(std::uint32_t node) const { return nodes_[node].parent; }

 private:
  static constexpr Mark kLastOpenMark = 0xFFFC;
  std::vector<Mark> marks_;
  std::vector<Node> nodes_;
  Mark open_ = 0;  // even; this search's open mark, its closed mark is one more
  std::uint64_t graphVersion_ = 0;  // of the graph the blocked marks were copied from
};

}  // namespace frontier
