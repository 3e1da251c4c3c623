// Per-search node state (open/closed mark, g, parent), kept outside the grid and stamped with a search
// number, so a new search neither clears nor clones anything. The marks are an array of their own: the
// hot "seen yet?" test reads only them, and 2-byte marks stay in cache where 16-byte nodes would not.
// The rest of a node is one 16-byte record, so generating or improving it touches one cache line.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace frontier {

using Mark = std::uint16_t;

struct Node {
  double g;
  std::uint32_t parent;      // padded cell id, kNoParent for the start
  std::uint32_t pushNumber;  // what OpenList::push returned for it
};

class NodePool {
 public:
  // Starts a search over `cells` nodes; only a new size or a wrapped stamp touches the whole array.
  void beginSearch(std::size_t cells) {
    if (marks_.size() != cells) {
      marks_.assign(cells, 0);
      nodes_.assign(cells, Node{});
      open_ = 0;
    }
    if (open_ >= kLastOpenMark) {
      std::fill(marks_.begin(), marks_.end(), Mark{0});
      open_ = 0;
    }
    open_ += 2;
  }
  // A node marked below openMark() is unseen by this search.
  Mark openMark() const { return open_; }
  Mark closedMark() const { return static_cast<Mark>(open_ + 1); }

  Mark* marks() { return marks_.data(); }
  Node* nodes() { return nodes_.data(); }
  double g(std::uint32_t cell) const { return nodes_[cell].g; }
  std::uint32_t parent(std::uint32_t cell) const { return nodes_[cell].parent; }

 private:
  static constexpr Mark kLastOpenMark = 0xFFFC;
  std::vector<Mark> marks_;
  std::vector<Node> nodes_;
  Mark open_ = 0;  // even; this search's open mark, its closed mark is one more
};

}  // namespace frontier
