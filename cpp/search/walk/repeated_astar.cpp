// Repeated A* (repeated_astar.h): one best-first search per plan, on a grid graph of the knowledge.
#include "search/walk/repeated_astar.h"

#include <algorithm>
#include <cmath>

#include "graph/grid_graph.h"
#include "search/algorithms/best_first.h"
#include "search/core/heuristic.h"
#include "search/core/trace.h"

namespace frontier {

// listing: repeated-astar
template <class Trace>
PlanStats RepeatedAStar::plan(std::uint32_t at, std::span<const std::uint32_t>, Trace& trace) {
  const GridGraph graph(known_, rules_);
  nodes_.beginSearch(graph);  // the knowledge changed since the last plan: its walls are marked anew
  SearchContext<GridGraph> context{graph, nodes_, at, goal_, {}};
  const HeuristicFunction towardsGoal = estimate_.towards(known_.point(goal_));
  const Priority priority{1.0, 1.0, TieBreak::SmallerH};
  const bool found = withHeuristic(estimate_.kind(), [&](auto kind) {
    return bestFirstSearch(context, priority, GridEstimate<decltype(kind)::value>{towardsGoal}, open_, trace);
  });
  path_.clear();
  if (found) {
    for (std::uint32_t node = goal_; node != kNoParent; node = nodes_.parent(node)) path_.push_back(node);
    std::reverse(path_.begin(), path_.end());
  }
  return {found ? nodes_.g(goal_) : INFINITY, context.counters.expanded, context.counters.generated};
}
// listing end

std::uint32_t RepeatedAStar::next(std::uint32_t at) const {
  const auto on = std::find(path_.begin(), path_.end(), at);
  return on == path_.end() || on + 1 == path_.end() ? kNoParent : *(on + 1);
}

template PlanStats RepeatedAStar::plan(std::uint32_t, std::span<const std::uint32_t>, NoTrace&);
template PlanStats RepeatedAStar::plan(std::uint32_t, std::span<const std::uint32_t>, TraceRecorder&);

}  // namespace frontier
