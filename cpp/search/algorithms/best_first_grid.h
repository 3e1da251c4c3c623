// How the grid runners call the best-first loop: the open-list key from the algorithm's registry row and
// the requested heuristic kind made a compile-time one. Shared by A* and its kin (best_first.cpp) and by the
// jump point searches, which run the same loop over their own successor rule (jump_point.h).
#pragma once

#include "search/algorithms/best_first.h"
#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {

// `context` is the searcher's on the grid graph, or one on a successor rule over it whose places are grid
// places. Returns true when the goal was reached; its node then holds the path via parents.
template <SearchGraph Graph, class Trace>
bool bestFirstOnGrid(SearchContext<Graph>& context, const GridSearch& search, Trace& trace) {
  const SearchOptions& options = search.options;
  const HeuristicFunction heuristic(stepLengths(options.costs), search.cheapestTerrain, search.goal);
  const KeyFormula& key = info(options.algorithm).key;
  const Priority priority{key.g, key.hTimesWeight ? key.h * options.weight : key.h, options.tieBreak};
  return withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{heuristic};
    if (options.tieBreak == TieBreak::Tutorial) return bestFirstSearch(context, priority, estimate, search.tutorialOpen, trace);
    return bestFirstSearch(context, priority, estimate, search.open, trace);
  });
}

}  // namespace frontier
