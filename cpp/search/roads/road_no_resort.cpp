// The road runner of A* without the re-sort (search/algorithms/astar_no_resort.h, registry.h): the wrong
// loop on the network in the query's metric, with the roads' estimate, as runRoadBestFirst runs A*.
#include "graph/road_graph.h"
#include "search/algorithms/astar_no_resort.h"
#include "search/roads/road_search.h"

namespace frontier {

template <class Trace>
RunOutcome runRoadAStarNoResort(RoadSearch& search, Trace& trace) {
  const RoadGraph graph(*search.network, search.metric);
  search.forwardNodes.beginSearch(graph);
  SearchContext<RoadGraph> context{graph, search.forwardNodes, search.start, search.goal, {}};
  const AlgorithmInfo& row = info(search.algorithm);
  // Roads have no tie-break option: smaller h first, as runRoadBestFirst's A*.
  const Priority priority{row.key.g, row.key.h, TieBreak::SmallerH};
  NoResortRules rules;
  const bool found = bestFirstSearch(context, priority, graph.estimateTo(search.goal), search.forwardOpen, trace, rules);
  search.counters = context.counters;
  if (!found) return RunOutcome::NoPath;
  search.path.fromParents(search.forwardNodes, search.goal);
  return RunOutcome::Found;
}

template RunOutcome runRoadAStarNoResort(RoadSearch&, NoTrace&);
template RunOutcome runRoadAStarNoResort(RoadSearch&, TraceRecorder&);

}  // namespace frontier
