// The grid runner of Theta* (registry.h): its key from the registry row, its unit of length from the grid
// (the searcher has checked that every open cell costs the same), its path the corners from the parents.
#include "search/algorithms/theta_star.h"

#include "search/core/grid_search.h"
#include "search/core/registry.h"

namespace frontier {

template <class Trace>
RunOutcome runThetaStar(GridSearch& search, Trace& trace) {
  const KeyFormula& key = info(search.options.algorithm).key;
  const Priority priority{key.g, key.h, search.options.tieBreak};
  SearchContext<GridGraph>& context = search.context;
  const SegmentLength length{context.graph.straightStepCost(context.start), search.options.topology == Topology::Hex};
  AnyAngleRules rules(context, length);
  if (!bestFirstSearch(context, priority, SegmentEstimate{length, search.goal}, search.open, trace, rules)) {
    return RunOutcome::NoPath;
  }
  pathFromParents(context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runThetaStar(GridSearch&, NoTrace&);
template RunOutcome runThetaStar(GridSearch&, TraceRecorder&);

}  // namespace frontier
