// What the searcher hands a grid algorithm's runner (the registry row's `run`): the search set up on the
// grid graph, the request's options and goal, and the searcher's buffers, reused between searches.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/grid_graph.h"
#include "search/core/open_list.h"
#include "search/core/options.h"
#include "search/core/search_context.h"

namespace frontier {

struct GridSearch {
  SearchContext<GridGraph>& context;
  const SearchOptions& options;
  Point goal;
  Heuristic heuristic;     // the kind in use: Zero for algorithms that use none
  double cheapestTerrain;  // the entry cost estimates are scaled by
  OpenList& open;
  std::vector<std::uint32_t>& frontier;  // a queue or a stack
};

}  // namespace frontier
