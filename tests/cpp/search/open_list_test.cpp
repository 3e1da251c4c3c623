// The open list pops in exactly (f, tie, push number) order, whatever the mix of pushes, decreases and
// pops: checked against a sorted reference, since the 4-ary heap and its front slot are easy to get
// subtly wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <tuple>

#include "search/core/open_list.h"

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
