// The open list as the A* tutorials keep it (tieBreak 'tutorial'): an unsorted list of the nodes added, read
// through for the lowest F, equal Fs going to the one latest in the list ("选择最后加入 open list 的方格",
// the last added), and the node taken out replaced by the list's last entry (how an array list drops an
// item). That last rule moves an entry forward, so which of equal Fs is "last" is not simply the newest
// push: it is what reproduces the tutorials' worked example (the tie at F 54 goes below the wall, and so
// does the path; docs/API.md, tieBreak).
//
// Kept as a binary heap over (f, list position from the back, push number) so a pop costs O(log n), not
// the tutorials' O(n) read-through: the position of each entry is tracked, and the entry moved into a
// taken one's place has its key raised (sifted down). Same interface as OpenList for the best-first loop.
#pragma once

#include <cstdint>
#include <vector>

#include "search/core/memory.h"
#include "search/core/open_list.h"

namespace frontier {

class TutorialOpenList {
 public:
  void clear(std::size_t cells, bool /*newestFirst: the list's own rule decides*/) {
    heap_.clear();
    list_.clear();
    if (cells_.size() < cells) {
      cells_.resize(cells);
      slots_.resize(cells);
      positions_.resize(cells);
    }
    pushes_ = 0;
  }
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  std::size_t bytes() const { return heldBytes(heap_) + heldBytes(list_) + heldBytes(cells_) + heldBytes(slots_) + heldBytes(positions_); }

  // Appends `cell` to the list; returns its push number, which decrease() takes. `tie` is not read.
  std::uint32_t push(std::uint64_t f, std::uint32_t /*tie*/, std::uint32_t cell) {
    const std::uint32_t pushed = pushes_++;
    cells_[pushed] = cell;
    positions_[pushed] = static_cast<std::uint32_t>(list_.size());
    list_.push_back(pushed);
    heap_.push_back(0);
    siftUp(heap_.size() - 1, entryOf(f, pushed));
    return pushed;
  }

  // Lowers the f of the entry pushed `pushed`-th; its place in the list stays.
  void decrease(std::uint32_t pushed, std::uint64_t f) { siftUp(slots_[pushed], entryOf(f, pushed)); }

  std::uint64_t topKey() const { return static_cast<std::uint64_t>(heap_.front() >> 64); }
  std::uint32_t topCell() const { return cells_[pushedOf(heap_.front())]; }

  // Takes the entry of lowest f, the latest in the list among equals, and moves the list's last entry into
  // its place.
  std::uint32_t pop() {
    const std::uint32_t top = pushedOf(heap_.front());
    removeRoot();
    const std::uint32_t hole = positions_[top];
    const std::uint32_t last = list_.back();
    list_.pop_back();
    if (last != top) {
      list_[hole] = last;
      positions_[last] = hole;
      // Nearer the front of the list: later among equals than before, so its key only grows.
      siftDown(slots_[last], entryOf(static_cast<std::uint64_t>(heap_[slots_[last]] >> 64), last));
    }
    return cells_[top];
  }

 private:
  // (f, the complement of the list position: later in the list comes first, the push number).
  OpenEntry entryOf(std::uint64_t f, std::uint32_t pushed) const {
    return OpenEntry{f} << 64 | OpenEntry{~positions_[pushed]} << 32 | pushed;
  }
  static std::uint32_t pushedOf(OpenEntry entry) { return static_cast<std::uint32_t>(entry); }
  void place(std::size_t slot, OpenEntry entry) {
    heap_[slot] = entry;
    slots_[pushedOf(entry)] = static_cast<std::uint32_t>(slot);
  }
  void siftUp(std::size_t slot, OpenEntry entry) {
    while (slot > 0) {
      const std::size_t parent = (slot - 1) / 2;
      if (!(entry < heap_[parent])) break;
      place(slot, heap_[parent]);
      slot = parent;
    }
    place(slot, entry);
  }
  void siftDown(std::size_t slot, OpenEntry entry) {
    const std::size_t size = heap_.size();
    for (std::size_t child = 2 * slot + 1; child < size; child = 2 * slot + 1) {
      if (child + 1 < size && heap_[child + 1] < heap_[child]) ++child;
      if (!(heap_[child] < entry)) break;
      place(slot, heap_[child]);
      slot = child;
    }
    place(slot, entry);
  }
  void removeRoot() {
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) siftDown(0, last);
  }

  std::vector<OpenEntry> heap_;
  std::vector<std::uint32_t> list_;       // the tutorials' list: push numbers in list order
  std::vector<std::uint32_t> cells_;      // by push number: the cell pushed
  std::vector<std::uint32_t> slots_;      // by push number: where its entry sits in the heap
  std::vector<std::uint32_t> positions_;  // by push number: its place in the list
  std::uint32_t pushes_ = 0;
};

}  // namespace frontier
