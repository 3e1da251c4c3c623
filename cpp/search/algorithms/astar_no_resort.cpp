// The grid runner of A* without the re-sort (astar_no_resort.h, registry.h): the wrong loop on the grid
// graph, keyed as the row says, with the requested heuristic made a compile-time one.
#include "search/algorithms/astar_no_resort.h"

#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {

template <class Trace>
RunOutcome runAStarNoResort(GridSearch& search, Trace& trace) {
  const SearchOptions& options = search.options;
  const HeuristicFunction estimates(stepLengths(options.costs), search.cheapestTerrain, search.goal);
  const KeyFormula& key = info(options.algorithm).key;
  const Priority priority{key.g, key.h, options.tieBreak};
  const bool found = withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{estimates};
    NoResortRules rules;
    return bestFirstSearch(search.context, priority, estimate, search.open, trace, rules);
  });
  if (!found) return RunOutcome::NoPath;
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runAStarNoResort(GridSearch&, NoTrace&);
template RunOutcome runAStarNoResort(GridSearch&, TraceRecorder&);

}  // namespace frontier
