// The open list of the best-first searches: a binary heap keyed (f, tie) with decrease-key; each node
// records its heap slot so an improved node moves up in place.
#pragma once

#include <cstdint>
#include <vector>

#include "search/node_pool.h"

namespace frontier {

struct OpenEntry {
  double f;
  double tie;  // smaller first among equal f: h, or the insertion counter, or its negation
  std::uint32_t cell;
};

class OpenList {
 public:
  void reset(Node* nodes) {
    nodes_ = nodes;
    heap_.clear();
  }
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  const std::vector<OpenEntry>& entries() const { return heap_; }

  void push(const OpenEntry& entry) {
    heap_.push_back(entry);
    siftUp(heap_.size() - 1);
  }

  std::uint32_t pop() {
    const std::uint32_t top = heap_.front().cell;
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) siftDown(last);
    return top;
  }

  // Lowers the key of the entry at `slot` (f only: the tie key stays as it was when the node was added).
  void decrease(std::uint32_t slot, double f) {
    heap_[slot].f = f;
    siftUp(slot);
  }

 private:
  static bool before(const OpenEntry& a, const OpenEntry& b) { return a.f < b.f || (a.f == b.f && a.tie < b.tie); }

  void place(std::size_t slot, const OpenEntry& entry) {
    heap_[slot] = entry;
    nodes_[entry.cell].slot = static_cast<std::uint32_t>(slot);
  }

  void siftUp(std::size_t slot) {
    const OpenEntry entry = heap_[slot];
    while (slot > 0) {
      const std::size_t parent = (slot - 1) / 2;
      if (!before(entry, heap_[parent])) break;
      place(slot, heap_[parent]);
      slot = parent;
    }
    place(slot, entry);
  }

  // Fills the hole at the root with `entry`, moving smaller children up.
  void siftDown(const OpenEntry& entry) {
    const std::size_t size = heap_.size();
    std::size_t slot = 0;
    for (;;) {
      std::size_t child = 2 * slot + 1;
      if (child >= size) break;
      if (child + 1 < size && before(heap_[child + 1], heap_[child])) ++child;
      if (!before(heap_[child], entry)) break;
      place(slot, heap_[child]);
      slot = child;
    }
    place(slot, entry);
  }

  std::vector<OpenEntry> heap_;
  Node* nodes_ = nullptr;
};

}  // namespace frontier
