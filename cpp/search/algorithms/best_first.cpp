// The grid runner of the best-first loop (registry.h): the heuristic kind made a compile-time one and the
// open-list key taken from the algorithm's registry row.
#include "search/algorithms/best_first.h"

#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {

template <class Trace>
RunOutcome runBestFirst(GridSearch& search, Trace& trace) {
  const SearchOptions& options = search.options;
  const HeuristicFunction heuristic(stepLengths(options.costs), search.cheapestTerrain, search.goal);
  const KeyFormula& key = info(options.algorithm).key;
  const Priority priority{key.g, key.hTimesWeight ? key.h * options.weight : key.h, options.tieBreak};
  const bool found = withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{heuristic};
    return bestFirstSearch(search.context, priority, estimate, search.open, trace);
  });
  if (!found) return RunOutcome::NoPath;
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runBestFirst(GridSearch&, NoTrace&);
template RunOutcome runBestFirst(GridSearch&, TraceRecorder&);

}  // namespace frontier
