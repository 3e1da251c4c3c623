// D* Lite's queue (search/core/dstar_lite.h, whichever world it plans in): keys of two numbers,
// [min(g, rhs) + h + km, min(g, rhs)], compared lexicographically, in a binary heap that knows each node's
// slot, so a queued node's key can move either way and a node can leave the queue from anywhere. Ties of
// keys go to the smaller node number.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/core/memory.h"

namespace frontier {

// Ordered by < written out, not by a defaulted <=>: Clang, which builds the wasm module, compiles <=> over
// doubles into a partial_ordering assembled from several comparisons, and the queue's sifts took about
// twice GCC's instructions (callgrind on a D* Lite walk of maze512-1; GCC's count barely changes). Keys
// are never NaN.
struct DStarKey {
  double first;
  double second;
  bool operator==(const DStarKey&) const = default;
  bool operator<(const DStarKey& other) const {
    return first < other.first || (first == other.first && second < other.second);
  }
};

class DStarQueue {
 public:
  struct Entry {
    DStarKey key;
    std::uint32_t node;
    std::uint32_t tag;  // the caller's, with the key (D* Lite: the plan that computed it); fills padding
  };

  explicit DStarQueue(std::size_t nodeCount) : slot_(nodeCount, kNotQueued) {}

  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  // The bytes it holds (search/core/memory.h's accounting).
  std::size_t bytes() const { return heldBytes(slot_) + heldBytes(heap_); }
  const Entry& top() const { return heap_.front(); }
  bool contains(std::uint32_t node) const { return slot_[node] != kNotQueued; }

  // The tag given with a queued node's key.
  std::uint32_t tag(std::uint32_t node) const { return heap_[slot_[node]].tag; }

  // Inserts `node`, or moves it to its new key when queued already.
  void set(std::uint32_t node, DStarKey key, std::uint32_t tag = 0) {
    const Entry entry{key, node, tag};
    if (slot_[node] == kNotQueued) {
      heap_.push_back(entry);
      siftUp(heap_.size() - 1, entry);
    } else {
      const std::size_t slot = slot_[node];
      // D* Lite updates every neighbour of an expanded node, many of them queued at the key they have:
      // those stay where they are without a sift.
      if (heap_[slot].key == key) {
        heap_[slot].tag = tag;
        return;
      }
      if (before(entry, heap_[slot])) siftUp(slot, entry);
      else siftDown(slot, entry);
    }
  }

  // Takes a queued node out.
  void remove(std::uint32_t node) {
    const std::size_t slot = slot_[node];
    slot_[node] = kNotQueued;
    const Entry last = heap_.back();
    heap_.pop_back();
    if (slot == heap_.size()) return;
    if (before(last, heap_[slot])) siftUp(slot, last);  // heap_[slot] still holds the removed entry
    else sinkFromBottom(slot, last);
  }

 private:
  static constexpr std::uint32_t kNotQueued = 0xFFFFFFFFu;

  static bool before(const Entry& a, const Entry& b) { return a.key < b.key || (a.key == b.key && a.node < b.node); }

  // The sifts work on the arrays' data through local pointers: the stores into the heap could otherwise
  // alias the vectors' own pointers, which were then loaded again at every level (Clang, so wasm too).
  struct Arrays {
    Entry* heap;
    std::uint32_t* slots;
    void place(std::size_t slot, const Entry& entry) const {
      heap[slot] = entry;
      slots[entry.node] = static_cast<std::uint32_t>(slot);
    }
  };
  Arrays arrays() { return {heap_.data(), slot_.data()}; }

  void siftUp(std::size_t slot, Entry entry) {
    const Arrays a = arrays();
    while (slot > 0) {
      const std::size_t parent = (slot - 1) / 2;
      if (!before(entry, a.heap[parent])) break;
      a.place(slot, a.heap[parent]);
      slot = parent;
    }
    a.place(slot, entry);
  }

  void siftDown(std::size_t slot, Entry entry) {
    const Arrays a = arrays();
    const std::size_t size = heap_.size();
    for (std::size_t child = 2 * slot + 1; child < size; child = 2 * slot + 1) {
      if (child + 1 < size && before(a.heap[child + 1], a.heap[child])) ++child;
      if (!before(a.heap[child], entry)) break;
      a.place(slot, a.heap[child]);
      slot = child;
    }
    a.place(slot, entry);
  }

  // siftDown() for an entry that belongs near the bottom, as the heap's last one does (Floyd's variant): the
  // hole at `slot` follows the smaller children down to a leaf, one comparison a level instead of two, and
  // `entry` then rises from there, rarely more than a level or two. The order of the nodes taken from the
  // top is the same either way: keys and node numbers order them strictly.
  void sinkFromBottom(std::size_t slot, Entry entry) {
    const Arrays a = arrays();
    const std::size_t size = heap_.size();
    std::size_t hole = slot;
    for (std::size_t child = 2 * hole + 1; child < size; child = 2 * hole + 1) {
      if (child + 1 < size && before(a.heap[child + 1], a.heap[child])) ++child;
      a.place(hole, a.heap[child]);
      hole = child;
    }
    while (hole > slot) {
      const std::size_t parent = (hole - 1) / 2;
      if (!before(entry, a.heap[parent])) break;
      a.place(hole, a.heap[parent]);
      hole = parent;
    }
    a.place(hole, entry);
  }

  std::vector<std::uint32_t> slot_;  // each node's heap slot, or kNotQueued
  std::vector<Entry> heap_;
};

}  // namespace frontier
