// The grid runner of A* capped at a number of iterations (astar_capped.h, registry.h): the wrong loop on the
// grid graph, keyed as the row says, stopped at the row's expansionCap; giving up reads as "no path".
#include "search/algorithms/astar_capped.h"

#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {

template <class Trace>
RunOutcome runAStarCapped(GridSearch& search, Trace& trace) {
  const SearchOptions& options = search.options;
  const AlgorithmInfo& row = info(options.algorithm);
  const HeuristicFunction estimates(stepLengths(options.costs), search.cheapestTerrain, search.goal);
  const Priority priority{row.key.g, row.key.h, options.tieBreak};
  const bool found = withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{estimates};
    CappedRules rules(row.expansionCap);
    return bestFirstSearch(search.context, priority, estimate, search.open, trace, rules);
  });
  if (!found) return RunOutcome::NoPath;  // the bug's answer, also when it only ran out of iterations
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runAStarCapped(GridSearch&, NoTrace&);
template RunOutcome runAStarCapped(GridSearch&, TraceRecorder&);

}  // namespace frontier
