// The open list pops in exactly (f, tie, push number) order, whatever the mix of pushes, decreases and
// pops: checked against a sorted reference, since the 4-ary heap and its front slot are easy to get
// subtly wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <tuple>

#include "search/core/open_list.h"
#include "search/core/tutorial_open_list.h"

using namespace frontier;

TEST_CASE("open list: order keys sort like the numbers") {
  CHECK(orderKey(0.0) < orderKey(1e-300));
  CHECK(orderKey(1.0) < orderKey(1.0000000000000002));
  CHECK(orderKey(14.0) < orderKey(10.0 * 1.4142135623730951));
  CHECK(orderKey(-0.0) == orderKey(0.0));
  CHECK(orderKey32(0.0) < orderKey32(1e-30));
  CHECK(orderKey32(2.5) < orderKey32(2.5000003));
  CHECK(orderKey32(-0.0) == orderKey32(0.0));
  // Single precision: h values closer than a float's step tie, as they do on the page.
  CHECK(orderKey32(1.0) == orderKey32(1.0000000000000002));
}

TEST_CASE("open list: ties go to the smaller tie key, then to the entry pushed first") {
  OpenList open;
  open.clear(20, false);
  open.push(orderKey(5), orderKey32(3), 10);
  open.push(orderKey(5), orderKey32(2), 11);
  open.push(orderKey(4), orderKey32(9), 12);
  open.push(orderKey(5), orderKey32(2), 13);
  std::vector<std::uint32_t> popped;
  while (!open.empty()) popped.push_back(open.pop());
  CHECK(popped == std::vector<std::uint32_t>{12, 11, 13, 10});
}

TEST_CASE("open list: newest first reverses the push order among equal keys") {
  OpenList open;
  open.clear(20, true);
  open.push(orderKey(5), 0, 10);
  open.push(orderKey(5), 0, 11);
  open.push(orderKey(4), 0, 12);
  open.push(orderKey(5), 0, 13);
  std::vector<std::uint32_t> popped;
  while (!open.empty()) popped.push_back(open.pop());
  CHECK(popped == std::vector<std::uint32_t>{12, 13, 11, 10});
}

TEST_CASE("open list: random pushes, decreases and pops match a sorted reference") {
  struct Reference {
    std::uint64_t f;
    std::uint32_t tie;
    std::uint32_t pushed;
    std::uint32_t cell;
    auto key(bool newestFirst) const { return std::make_tuple(f, tie, newestFirst ? ~pushed : pushed); }
  };
  std::mt19937 random(5);
  for (int trial = 0; trial < 200; ++trial) {
    const bool newestFirst = trial % 2 == 1;
    OpenList open;
    open.clear(400, newestFirst);
    std::vector<Reference> reference;
    std::uint32_t cell = 1000;
    for (int operation = 0; operation < 400; ++operation) {
      const unsigned choice = random() % 6;
      if (choice == 0 && !reference.empty()) {
        // Lower the f of a random entry, as an improved node does.
        Reference& entry = reference[random() % reference.size()];
        entry.f = std::min(entry.f, orderKey(static_cast<double>(random() % 8) * 0.5));
        open.decrease(entry.pushed, entry.f);
      } else if (choice < 4 || reference.empty()) {
        // Few distinct keys, so ties are common.
        Reference entry{orderKey(static_cast<double>(random() % 8)), orderKey32(static_cast<double>(random() % 4)), 0,
                        cell++};
        entry.pushed = open.push(entry.f, entry.tie, entry.cell);
        reference.push_back(entry);
      } else {
        auto smallest = std::min_element(reference.begin(), reference.end(), [&](const Reference& a, const Reference& b) {
          return a.key(newestFirst) < b.key(newestFirst);
        });
        REQUIRE(open.pop() == smallest->cell);
        reference.erase(smallest);
      }
      REQUIRE(open.size() == reference.size());
    }
  }
}

TEST_CASE("tutorial open list: pops as the tutorials' array list, read through for the last of the lowest f") {
  // The reference is the tutorials' list itself: push appends, a pop reads the whole list for the lowest f
  // (the latest in the list among equals) and moves the list's last entry into the hole; decrease keeps the
  // entry's place.
  struct Entry {
    std::uint64_t f;
    std::uint32_t pushed;
    std::uint32_t cell;
  };
  std::mt19937 random(7);
  for (int trial = 0; trial < 200; ++trial) {
    TutorialOpenList open;
    open.clear(400, false);
    std::vector<Entry> list;
    std::uint32_t cell = 0;
    for (int op = 0; op < 300; ++op) {
      const int what = static_cast<int>(random() % 3);
      if (what == 0 || list.empty()) {
        const std::uint64_t f = orderKey(static_cast<double>(random() % 6));
        const std::uint32_t pushed = open.push(f, 0, cell);
        list.push_back({f, pushed, cell++});
      } else if (what == 1) {
        Entry& entry = list[random() % list.size()];
        if (keyValue(entry.f) >= 1.0) {
          entry.f = orderKey(keyValue(entry.f) - 1.0);
          open.decrease(entry.pushed, entry.f);
        }
      } else {
        std::size_t best = 0;
        for (std::size_t i = 1; i < list.size(); ++i)
          if (list[i].f <= list[best].f) best = i;
        REQUIRE(open.topCell() == list[best].cell);
        REQUIRE(open.pop() == list[best].cell);
        list[best] = list.back();
        list.pop_back();
      }
      REQUIRE(open.size() == list.size());
    }
  }
}
