// The open list of the best-first searches: a 4-ary heap keyed (f, tie, pushed) with decrease-key, plus
// one slot in front of it holding an entry no greater than any in the heap. On grids the best successor
// of the node just expanded is often the next to expand (same f, smaller h), so it waits in that slot
// and its pop costs nothing instead of a sift through the whole heap.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace frontier {

// Entries are totally ordered by (f, tie, pushed), so the pop order is fully specified and a front-end
// can reproduce it: ties the tie-break leaves go to the entry pushed first.
// Keys are unsigned integers ordered like the numbers they stand for: integer comparisons are cheaper
// than floating-point ones (no NaN cases) and compile to branch-free code.
struct OpenEntry {
  std::uint64_t f;       // orderKey(f)
  std::uint64_t tie;     // orderKey(h) for smaller-h; the push counter or its complement for oldest / newest
  std::uint32_t pushed;  // push counter: how many nodes were pushed before this one
  std::uint32_t cell;
};

// For a non-negative double, an integer with the same order: such doubles order like their bit patterns.
// (memcpy, not std::bit_cast, which Emscripten 3.1.6's libc++ lacks; + 0.0 turns -0.0 into +0.0.)
inline std::uint64_t orderKey(double nonNegative) {
  const double value = nonNegative + 0.0;
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

class OpenList {
 public:
  // `slots` has one entry per cell: where that cell's entry sits, kept up to date on every move.
  void clear(std::uint32_t* slots) {
    slots_ = slots;
    heap_.clear();
    hasFront_ = false;
  }
  bool empty() const { return !hasFront_ && heap_.empty(); }
  std::size_t size() const { return heap_.size() + (hasFront_ ? 1 : 0); }

  void push(const OpenEntry& entry) {
    if (hasFront_) {
      if (before(entry, front_)) {
        heapPush(front_);
        setFront(entry);
      } else {
        heapPush(entry);
      }
    } else if (heap_.empty() || !before(heap_.front(), entry)) {
      setFront(entry);
      hasFront_ = true;
    } else {
      heapPush(entry);
    }
  }

  // Lowers the f of `cell`'s entry (tie and push order stay: an improved node keeps its place among equals).
  void decrease(std::uint32_t cell, std::uint64_t f) {
    const std::uint32_t slot = slots_[cell];
    if (slot == kFrontSlot) {
      front_.f = f;  // still no greater than anything in the heap
      return;
    }
    OpenEntry entry = heap_[slot];
    entry.f = f;
    siftUp(slot, entry);
    // The entry may now come before the front one: swap them. The old front is no greater than any
    // other heap entry, so it may take the root.
    if (hasFront_ && before(heap_.front(), front_)) {
      const OpenEntry root = heap_.front();
      place(0, front_);
      setFront(root);
    }
  }

  // Removes and returns a cell of smallest (f, tie, pushed).
  std::uint32_t pop() {
    if (hasFront_) {
      hasFront_ = false;
      return front_.cell;
    }
    return heapPop();
  }

 private:
  static constexpr std::uint32_t kFrontSlot = 0xFFFFFFFFu;

  // Bitwise rather than short-circuit operators, so the compiler emits flag arithmetic, not branches.
  static bool before(const OpenEntry& a, const OpenEntry& b) {
    return (a.f < b.f) | ((a.f == b.f) & ((a.tie < b.tie) | ((a.tie == b.tie) & (a.pushed < b.pushed))));
  }

  void place(std::size_t slot, const OpenEntry& entry) {
    heap_[slot] = entry;
    slots_[entry.cell] = static_cast<std::uint32_t>(slot);
  }
  void setFront(const OpenEntry& entry) {
    front_ = entry;
    slots_[entry.cell] = kFrontSlot;
  }

  // The heap is 4-ary: half the levels of a binary heap, and the four children of a slot share a cache
  // line or two, so a pop does fewer dependent loads.
  static std::size_t parentOf(std::size_t slot) { return (slot - 1) / 4; }
  static std::size_t firstChildOf(std::size_t slot) { return 4 * slot + 1; }

  void heapPush(const OpenEntry& entry) {
    heap_.push_back(entry);
    siftUp(heap_.size() - 1, entry);
  }

  void siftUp(std::size_t slot, const OpenEntry& entry) {
    while (slot > 0) {
      const std::size_t parent = parentOf(slot);
      if (!before(entry, heap_[parent])) break;
      place(slot, heap_[parent]);
      slot = parent;
    }
    place(slot, entry);
  }

  // Bottom-up deletion: walk the hole at the root down to a leaf along the smallest children, then let
  // the last entry rise from there; it rarely rises far, so each level costs only the choice of child.
  std::uint32_t heapPop() {
    const std::uint32_t top = heap_.front().cell;
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    const std::size_t size = heap_.size();
    if (size == 0) return top;
    std::size_t slot = 0;
    for (std::size_t first = firstChildOf(slot); first < size; first = firstChildOf(slot)) {
      std::size_t best = first;
      if (first + 3 < size) {
        // All four children exist: a tournament of branch-free comparisons.
        const std::size_t left = first + static_cast<std::size_t>(before(heap_[first + 1], heap_[first]));
        const std::size_t right = first + 2 + static_cast<std::size_t>(before(heap_[first + 3], heap_[first + 2]));
        best = before(heap_[right], heap_[left]) ? right : left;
      } else {
        for (std::size_t child = first + 1; child < size; ++child)
          if (before(heap_[child], heap_[best])) best = child;
      }
      place(slot, heap_[best]);
      slot = best;
    }
    siftUp(slot, last);
    return top;
  }

  std::vector<OpenEntry> heap_;
  std::uint32_t* slots_ = nullptr;
  OpenEntry front_{};
  bool hasFront_ = false;
};

}  // namespace frontier
