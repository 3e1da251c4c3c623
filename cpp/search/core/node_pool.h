// Per-search node state (open/closed mark, g, parent), kept outside the grid and stamped with a search
// number, so a new search neither clears nor clones anything. The marks are an array of their own: the
// hot "seen yet?" test reads only them, and 2-byte marks stay in cache where 16-byte nodes would not.
// Walls carry a mark of their own, above every stamp, so that one test finds walls and closed cells
// alike. The rest of a node is one 16-byte record, so generating or improving it touches one cache line.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/padded_grid.h"

namespace frontier {

using Mark = std::uint16_t;
constexpr Mark kWallMark = 0xFFFF;  // a wall: never open, never closed, above every markLimit

struct Node {
  double g;
  std::uint32_t parent;      // padded cell id, kNoParent for the start
  std::uint32_t pushNumber;  // what OpenList::push returned for it
};

class NodePool {
 public:
  // Starts a search on `grid`; only a new grid or a wrapped stamp touches the whole array.
  void beginSearch(const PaddedGrid& grid) {
    if (nodes_.size() != grid.paddedSize()) nodes_.assign(grid.paddedSize(), Node{});
    if (gridVersion_ != grid.version() || marks_.size() != grid.paddedSize() || open_ >= kLastOpenMark) {
      marks_.resize(grid.paddedSize());
      const std::uint8_t* kinds = grid.kinds();
      for (std::size_t cell = 0; cell < marks_.size(); ++cell) {
        marks_[cell] = kinds[cell] == static_cast<std::uint8_t>(Cell::Wall) ? kWallMark : Mark{0};
      }
      gridVersion_ = grid.version();
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
  std::uint64_t gridVersion_ = 0;  // of the grid the wall marks were copied from
};

}  // namespace frontier
