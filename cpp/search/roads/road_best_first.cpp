// The road runners of the one-sided loops (registry.h RoadRunner): the best-first loop keyed as the row
// says (Dijkstra, A*), and breadth-first (fewest roads), both on the network in the query's metric.
#include "search/algorithms/best_first.h"
#include "search/algorithms/blind_search.h"
#include "search/core/heuristic.h"
#include "search/roads/road_search.h"

namespace frontier {

template <class Trace>
RunOutcome runRoadBestFirst(RoadSearch& search, Trace& trace) {
  const RoadGraph graph(*search.network, search.metric);
  search.forwardNodes.beginSearch(graph);
  SearchContext<RoadGraph> context{graph, search.forwardNodes, search.start, search.goal, {}};
  const AlgorithmInfo& row = info(search.algorithm);
  // Roads have no tie-break option: smaller h first, the grid's default, so A* heads for the goal on ties.
  const Priority priority{row.key.g, row.key.h, TieBreak::SmallerH};
  const bool found = row.usesHeuristic
                         ? bestFirstSearch(context, priority, graph.estimateTo(search.goal), search.forwardOpen, trace)
                         : bestFirstSearch(context, priority, ZeroEstimate{}, search.forwardOpen, trace);
  search.counters = context.counters;
  if (!found) return RunOutcome::NoPath;
  search.path.fromParents(search.forwardNodes, search.goal);
  return RunOutcome::Found;
}

template <class Trace>
RunOutcome runRoadBreadthFirst(RoadSearch& search, Trace& trace) {
  const RoadGraph graph(*search.network, search.metric);
  search.forwardNodes.beginSearch(graph);
  SearchContext<RoadGraph> context{graph, search.forwardNodes, search.start, search.goal, {}};
  const bool found = blindSearch<FrontierPolicy::FirstInFirstOut>(context, search.forwardQueue, trace);
  search.counters = context.counters;
  if (!found) return RunOutcome::NoPath;
  search.path.fromParents(search.forwardNodes, search.goal);
  // The fewest roads; between two nodes joined twice, the route drives the cheaper road.
  search.path.recost(*search.network, search.metric);
  return RunOutcome::Found;
}

template RunOutcome runRoadBestFirst(RoadSearch&, NoTrace&);
template RunOutcome runRoadBestFirst(RoadSearch&, TraceRecorder&);
template RunOutcome runRoadBreadthFirst(RoadSearch&, NoTrace&);
template RunOutcome runRoadBreadthFirst(RoadSearch&, TraceRecorder&);

}  // namespace frontier
