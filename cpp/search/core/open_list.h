// The open list of the best-first searches: a 4-ary heap of 16-byte entries with decrease-key, plus one
// slot in front of it holding an entry no greater than any in the heap. On grids the best successor of
// the node just expanded is often the next to expand (same f, smaller h), so it waits in that slot and
// its pop costs nothing instead of a sift through the whole heap.
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

#include "search/core/memory.h"

namespace frontier {

// For a non-negative double, an integer with the same order: such doubles order like their bit patterns.
// (memcpy, not std::bit_cast, which Emscripten 3.1.6's libc++ lacks; + 0.0 turns -0.0 into +0.0.)
inline std::uint64_t orderKey(double nonNegative) {
  const double value = nonNegative + 0.0;
  std::uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

// The number orderKey() was made from.
inline double keyValue(std::uint64_t key) {
  double value;
  std::memcpy(&value, &key, sizeof value);
  return value;
}

// The same for single precision: the tie key of "smaller h first" is h rounded to float, the precision
// the trace and the page show it in, so it fits in 32 bits beside the push number.
inline std::uint32_t orderKey32(double nonNegative) {
  const float value = static_cast<float>(nonNegative) + 0.0f;
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

// Entries are totally ordered by (f, tie, push number), so the pop order is fully specified and a
// front-end can reproduce it: ties the tie-break leaves go to the entry pushed first. Keys are unsigned
// integers ordered like the numbers they stand for: integer comparisons are cheaper than floating-point
// ones and compile to branch-free code.
// An entry is one 128-bit integer: orderKey(f) in the high half, in the low half the tie key << 32 | the
// push number (its complement for "newest first"). Comparing two entries is then a single unsigned
// comparison (two instructions on x86-64) instead of a chain of them.
__extension__ using OpenEntry = unsigned __int128;  // __extension__: a GNU type, -Wpedantic would object

class OpenList {
 public:
  // Empties the list for a search over `cells` cells (so at most that many pushes). With `newestFirst`,
  // equal (f, tie) entries pop latest pushed first.
  void clear(std::size_t cells, bool newestFirst) {
    heap_.clear();
    // Sized once per grid, so a push writes without checking capacity.
    if (cells_.size() < cells) {
      cells_.resize(cells);
      slots_.resize(cells);
    }
    pushes_ = 0;
    hasFront_ = false;
    pushMask_ = newestFirst ? 0xFFFFFFFFu : 0u;
  }
  bool empty() const { return !hasFront_ && heap_.empty(); }
  std::size_t bytes() const { return heldBytes(heap_) + heldBytes(cells_) + heldBytes(slots_); }
  // What clear() holds per cell, before anything is pushed.
  static constexpr std::size_t kBytesPerCell = 2 * sizeof(std::uint32_t);
  std::size_t size() const { return heap_.size() + (hasFront_ ? 1 : 0); }

  // Adds `cell`; returns its push number, which decrease() takes. Cells are pushed at most once.
  std::uint32_t push(std::uint64_t f, std::uint32_t tie, std::uint32_t cell) {
    const std::uint32_t pushed = pushes_++;
    cells_[pushed] = cell;
    const OpenEntry entry = entryOf(f, std::uint64_t{tie} << 32 | (pushed ^ pushMask_));
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
    return pushed;
  }

  // Lowers the f of the entry pushed `pushed`-th (its tie and push number stay: an improved node keeps
  // its place among equals).
  void decrease(std::uint32_t pushed, std::uint64_t f) {
    const std::uint32_t slot = slots_[pushed];
    if (slot == kFrontSlot) {
      front_ = entryOf(f, static_cast<std::uint64_t>(front_));  // still no greater than anything in the heap
      return;
    }
    siftUp(slot, entryOf(f, static_cast<std::uint64_t>(heap_[slot])));
    // The entry may now come before the front one: swap them. The old front is no greater than any
    // other heap entry, so it may take the root.
    if (hasFront_ && before(heap_.front(), front_)) {
      const OpenEntry root = heap_.front();
      place(0, front_);
      setFront(root);
    }
  }

  // The key (f) and the cell of the entry pop() returns next; the list must not be empty.
  std::uint64_t topKey() const { return static_cast<std::uint64_t>(topEntry() >> 64); }
  std::uint32_t topCell() const { return cellOf(topEntry()); }

  // Removes and returns a cell of smallest (f, tie, push number).
  std::uint32_t pop() {
    if (hasFront_) {
      hasFront_ = false;
      return cellOf(front_);
    }
    return heapPop();
  }

 private:
  static constexpr std::uint32_t kFrontSlot = 0xFFFFFFFFu;

  static OpenEntry entryOf(std::uint64_t f, std::uint64_t order) { return OpenEntry{f} << 64 | order; }
  OpenEntry topEntry() const { return hasFront_ ? front_ : heap_.front(); }
  static bool before(OpenEntry a, OpenEntry b) { return a < b; }

  std::uint32_t pushedOf(OpenEntry entry) const { return static_cast<std::uint32_t>(entry) ^ pushMask_; }
  std::uint32_t cellOf(OpenEntry entry) const { return cells_[pushedOf(entry)]; }

  // Bookkeeping is indexed by push number, not by cell: entries that move together in the heap were
  // mostly pushed close together, so their slots share cache lines where cells' would be far apart.
  void place(std::size_t slot, OpenEntry entry) {
    heap_[slot] = entry;
    slots_[pushedOf(entry)] = static_cast<std::uint32_t>(slot);
  }
  void setFront(OpenEntry entry) {
    front_ = entry;
    slots_[pushedOf(entry)] = kFrontSlot;
  }

  // The heap is 4-ary: half the levels of a binary heap, and the four 16-byte children of a slot lie in
  // 64 contiguous bytes, so a pop does fewer dependent loads.
  static std::size_t parentOf(std::size_t slot) { return (slot - 1) / 4; }
  static std::size_t firstChildOf(std::size_t slot) { return 4 * slot + 1; }

  void heapPush(OpenEntry entry) {
    heap_.push_back(entry);
    siftUp(heap_.size() - 1, entry);
  }

  void siftUp(std::size_t slot, OpenEntry entry) {
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
    const std::uint32_t top = cellOf(heap_.front());
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
        // Selected by arithmetic: the compiler turns a ?: here into a branch that mispredicts half the time.
        best = left ^ ((left ^ right) & (std::size_t{0} - static_cast<std::size_t>(before(heap_[right], heap_[left]))));
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
  std::vector<std::uint32_t> cells_;  // by push number: the cell pushed
  std::vector<std::uint32_t> slots_;  // by push number: where its entry sits, or kFrontSlot
  OpenEntry front_{};
  bool hasFront_ = false;
  std::uint32_t pushes_ = 0;
  std::uint32_t pushMask_ = 0;
};

}  // namespace frontier
