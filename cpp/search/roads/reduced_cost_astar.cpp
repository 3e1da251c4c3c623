// "A* as Dijkstra on reduced costs" (registry row astar-reduced): the best-first loop keyed by g alone on a
// view of the network whose step i -> j costs w(i, j) + h(j) - h(i), h being A*'s estimate to the goal.
// Along any path the reduced costs telescope to its cost + h(end) - h(start), so the reduced g of a node is
// A*'s g + h less the constant h(start): the two settle the same nodes in the same order (ties broken by
// smaller h in both). The estimate is consistent, so every reduced cost is >= 0 and Dijkstra is exact.
#include "search/algorithms/best_first.h"
#include "search/roads/road_search.h"

namespace frontier {
namespace {

class ReducedCostGraph {
 public:
  using Place = RoadPlace;
  using Successor = RoadPlace;

  ReducedCostGraph(const RoadGraph& graph, const RoadEstimate& toGoal) : graph_(graph), toGoal_(toGoal) {}

  std::size_t nodeCount() const { return graph_.nodeCount(); }
  bool blocked(std::uint32_t index) const { return graph_.blocked(index); }
  std::uint64_t version() const { return graph_.version(); }
  Place place(std::uint32_t index) const { return graph_.place(index); }
  std::uint32_t externalId(const Place& place) const { return graph_.externalId(place); }
  std::uint32_t externalId(std::uint32_t index) const { return graph_.externalId(index); }

  // listing: reduced-cost-step
  template <class Visit>
  void forEachSuccessor(const Place& from, const Mark* marks, Mark markLimit, Visit&& visit) const {
    const double fromH = toGoal_(from);
    graph_.forEachSuccessor(from, marks, markLimit, [&](const Successor& next, double stepCost) {
      // Consistency makes this >= 0 in exact arithmetic; rounding may leave -1e-16, and the open list's keys
      // must not be negative.
      visit(next, std::max(0.0, stepCost + toGoal_(next) - fromH));
    });
  }
  // listing end

 private:
  RoadGraph graph_;
  RoadEstimate toGoal_;
};
static_assert(SearchGraph<ReducedCostGraph>);

}  // namespace

// listing: reduced-cost
template <class Trace>
RunOutcome runRoadReducedCost(RoadSearch& search, Trace& trace) {
  const RoadGraph roads(*search.network, search.metric);
  const RoadEstimate toGoal = roads.estimateTo(search.goal);
  const ReducedCostGraph graph(roads, toGoal);
  search.forwardNodes.beginSearch(graph);
  SearchContext<ReducedCostGraph> context{graph, search.forwardNodes, search.start, search.goal, {}};
  // Key: the reduced g alone (the row's key); the estimate is handed over only to break ties as A* does.
  const AlgorithmInfo& row = info(search.algorithm);
  const Priority priority{row.key.g, row.key.h, TieBreak::SmallerH};
  const bool found = bestFirstSearch(context, priority, toGoal, search.forwardOpen, trace);
  search.counters = context.counters;
  if (!found) return RunOutcome::NoPath;
  // The pool holds reduced g's: the path's own costs are summed again in the metric, step by step.
  search.path.fromParents(search.forwardNodes, search.goal);
  search.path.recost(*search.network, search.metric);
  return RunOutcome::Found;
}
// listing end

template RunOutcome runRoadReducedCost(RoadSearch&, NoTrace&);
template RunOutcome runRoadReducedCost(RoadSearch&, TraceRecorder&);

}  // namespace frontier
