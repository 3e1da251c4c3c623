// A deliberately wrong A* (the registry's `astar-capped`, lesson 4 of the puzzles): the tutorials' "give up
// after N" bug. The loop stops after a fixed number of iterations (expansions, the registry row's
// expansionCap: 200, the tutorial's number) and reports "no path" though the open list is not empty: on a big
// map it says there is no path where A* finds one. Otherwise it is A*: the best-first loop (best_first.h)
// with one rule changed, so the same key, tie-break and events.
#pragma once

#include <cstdint>

#include "search/algorithms/best_first.h"
#include "search/core/search_context.h"

namespace frontier {

// The best-first loop's rules for the capped A*: A*'s, but for when the loop gives up.
// listing: astar-capped
struct CappedRules : AStarRules {
  std::uint64_t cap;

  explicit CappedRules(std::uint64_t expansionCap) : cap(expansionCap) {}
  // The bug: after `cap` iterations the loop gives up and the caller reads that as "no path".
  bool givesUp(const SearchCounters& counters) const { return counters.expanded == cap; }
};
// listing end

}  // namespace frontier
