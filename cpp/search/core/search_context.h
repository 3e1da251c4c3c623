// What every search algorithm is handed: the graph it runs on, the node pool, start and goal, and the
// counters it fills in.
#pragma once

#include <cstdint>

#include "search/core/node_pool.h"

namespace frontier {

struct SearchCounters {
  std::uint64_t expanded = 0;   // nodes taken off the open list and closed
  std::uint64_t generated = 0;  // nodes put on the open list for the first time
  std::uint64_t maxOpen = 0;    // largest open-list size (both sides' together in a bidirectional search)
  std::uint64_t scanned = 0;    // (jump point search) cells jumps passed over without opening them
  std::uint64_t iterations = 0; // (IDA*) iterations begun
  double precomputeMicros = 0;  // (JPS+) time taken to build the table this search read
  std::uint64_t precomputeBytes = 0;  // (JPS+) memory that table holds
  // (LPA*) the search repaired the last one instead of starting over: the cells changed since it, and the
  // cells whose g or rhs the repair changed (expanded counts the repair's expansions).
  bool repaired = false;
  std::uint64_t changedCells = 0;
  std::uint64_t touched = 0;
};

// `Graph` is a graph type (graph/search_graph.h); the node pool has begun a search on it.
template <class Graph>
struct SearchContext {
  // A copy of the view (a few pointers), not a reference to it: its fields then sit beside the context's,
  // one base register for both, which saves the grid search loop about 0.5% of its instructions.
  const Graph graph;
  NodePool& nodes;
  std::uint32_t start;  // node indexes
  std::uint32_t goal;
  SearchCounters counters;
};

}  // namespace frontier
