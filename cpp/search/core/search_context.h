// What every search algorithm is handed: the grid, the movement rules, the node pool, start and goal,
// and the counters it fills in.
#pragma once

#include <cstdint>

#include "search/core/node_pool.h"
#include "graph/padded_grid.h"

namespace frontier {

struct SearchCounters {
  std::uint64_t expanded = 0;   // nodes taken off the open list and closed
  std::uint64_t generated = 0;  // nodes put on the open list for the first time
  std::uint64_t maxOpen = 0;    // largest open-list size
};

struct SearchContext {
  const PaddedGrid& grid;
  const MoveRules& rules;
  NodePool& nodes;
  std::uint32_t start;  // padded ids
  std::uint32_t goal;
  SearchCounters counters;
};

}  // namespace frontier
