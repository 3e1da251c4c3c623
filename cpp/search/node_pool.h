// Per-search node state (open/closed mark, g, parent), kept outside the grid and stamped with a search
// number, so a new search neither clears nor clones anything. Stored as separate arrays: the hot
// "seen yet?" test reads only the 2-byte marks, which stay in cache where 16-byte nodes would not.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace frontier {

using Mark = std::uint16_t;

class NodePool {
 public:
  // Starts a search over `cells` nodes; only a new size or a wrapped stamp touches the whole array.
  void beginSearch(std::size_t cells) {
    if (marks_.size() != cells) {
      marks_.assign(cells, 0);
      g_.assign(cells, 0.0);
      parent_.assign(cells, 0);
      slots_.assign(cells, 0);
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
  double* g() { return g_.data(); }
  std::uint32_t* parents() { return parent_.data(); }  // padded cell ids, kNoParent for the start
  std::uint32_t* openSlots() { return slots_.data(); }  // the open list's bookkeeping
  double g(std::uint32_t cell) const { return g_[cell]; }
  std::uint32_t parent(std::uint32_t cell) const { return parent_[cell]; }

 private:
  static constexpr Mark kLastOpenMark = 0xFFFC;
  std::vector<Mark> marks_;
  std::vector<double> g_;
  std::vector<std::uint32_t> parent_;
  std::vector<std::uint32_t> slots_;
  Mark open_ = 0;  // even; this search's open mark, its closed mark is one more
};

}  // namespace frontier
