// The open list pops in exactly (f, tie, pushed) order, whatever the mix of pushes and pops: checked
// against a sorted reference, since the 4-ary heap and its front slot are easy to get subtly wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <tuple>

#include "search/open_list.h"

using namespace frontier;

namespace {

auto key(const OpenEntry& e) { return std::make_tuple(e.f, e.tie, e.pushed); }

}  // namespace

TEST_CASE("open list: order keys sort like the numbers") {
  CHECK(orderKey(0.0) < orderKey(1e-300));
  CHECK(orderKey(1.0) < orderKey(1.0000000000000002));
  CHECK(orderKey(14.0) < orderKey(10.0 * 1.4142135623730951));
  CHECK(orderKey(-0.0) == orderKey(0.0));
}

TEST_CASE("open list: ties go to the smaller tie key, then to the entry pushed first") {
  std::vector<std::uint32_t> slots(20);
  OpenList open;
  open.clear(slots.data());
  open.push({orderKey(5), orderKey(3), 0, 10});
  open.push({orderKey(5), orderKey(2), 1, 11});
  open.push({orderKey(4), orderKey(9), 2, 12});
  open.push({orderKey(5), orderKey(2), 3, 13});
  std::vector<std::uint32_t> popped;
  while (!open.empty()) popped.push_back(open.pop());
  CHECK(popped == std::vector<std::uint32_t>{12, 11, 13, 10});
}

TEST_CASE("open list: random pushes, decreases and pops match a sorted reference") {
  std::mt19937 random(5);
  std::vector<std::uint32_t> slots(400);
  for (int trial = 0; trial < 200; ++trial) {
    OpenList open;
    open.clear(slots.data());
    std::vector<OpenEntry> reference;
    std::uint32_t pushed = 0;
    for (int operation = 0; operation < 400; ++operation) {
      const unsigned choice = random() % 6;
      if (choice == 0 && !reference.empty()) {
        // Lower the f of a random entry, as an improved node does.
        OpenEntry& entry = reference[random() % reference.size()];
        entry.f = std::min(entry.f, orderKey(static_cast<double>(random() % 8) * 0.5));
        open.decrease(entry.cell, entry.f);
      } else if (choice < 4 || reference.empty()) {
        // Few distinct keys, so ties are common.
        const OpenEntry entry{orderKey(static_cast<double>(random() % 8)), orderKey(static_cast<double>(random() % 4)), pushed, pushed};
        ++pushed;
        open.push(entry);
        reference.push_back(entry);
      } else {
        auto smallest = std::min_element(reference.begin(), reference.end(),
                                         [](const OpenEntry& a, const OpenEntry& b) { return key(a) < key(b); });
        REQUIRE(open.pop() == smallest->cell);
        reference.erase(smallest);
      }
      REQUIRE(open.size() == reference.size());
    }
  }
}
