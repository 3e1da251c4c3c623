// The grid runner of IDA* (registry.h): the heuristic kind made a compile-time one, the node budget taken
// from the options, and the recursion path's storage kept between searches.
#include "search/algorithms/ida_star.h"

#include <memory>

#include "search/core/grid_search.h"
#include "search/core/heuristic.h"

namespace frontier {
namespace {

// The explicit stack, reused: a long search grows it to the length of its longest path.
struct IdaStarCache : RunnerCache {
  DeepeningStack<GridPlace> stack;

  std::size_t bytes() const override { return heldBytes(stack.path) + heldBytes(stack.children); }
};

}  // namespace

template <class Trace>
RunOutcome runIdaStar(GridSearch& search, Trace& trace) {
  const SearchOptions& options = search.options;
  if (!search.cache) search.cache = std::make_unique<IdaStarCache>();
  auto& stack = static_cast<IdaStarCache&>(*search.cache).stack;
  const HeuristicFunction heuristic(stepLengths(options.costs), search.cheapestTerrain, search.goal);
  const auto budget = static_cast<std::uint64_t>(options.budget);
  const RunOutcome outcome = withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{heuristic};
    return idaStarSearch(search.context, estimate, budget, stack, trace);
  });
  // The path is the recursion path at the goal.
  if (outcome == RunOutcome::Found)
    for (const auto& frame : stack.path) search.path.add(frame.node, frame.g);
  return outcome;
}

template RunOutcome runIdaStar(GridSearch&, NoTrace&);
template RunOutcome runIdaStar(GridSearch&, TraceRecorder&);

}  // namespace frontier
