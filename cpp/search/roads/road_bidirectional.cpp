// The road runner of the bidirectional loop (search/algorithms/bidirectional.h, the grid's driver and its
// proven stop rules; the side with fewer nodes waiting expands next): the forward side walks the network's arcs, the backward side its reverse
// CSR (reverse_arcs.h). Each side's estimate is the straight-line distance to the other side's root times
// the metric's cheapest cost per unit, consistent both ways, as the MM bound's proof needs.
#include "search/algorithms/bidirectional.h"

#include "search/core/heuristic.h"
#include "search/roads/road_search.h"

namespace frontier {

template <class Trace>
RunOutcome runRoadBidirectional(RoadSearch& search, Trace& trace) {
  const RoadGraphBothWays graph(*search.network, search.metric, *search.reverse);
  search.forwardNodes.beginSearch(graph);
  search.backwardNodes.beginSearch(graph);
  SearchContext<RoadGraphBothWays> context{graph, search.forwardNodes, search.start, search.goal, {}};
  const SideBuffers forward{search.forwardNodes, search.forwardOpen, search.forwardQueue, search.forwardByG};
  const SideBuffers backward{search.backwardNodes, search.backwardOpen, search.backwardQueue, search.backwardByG};
  const AlgorithmInfo& row = info(search.algorithm);
  const Priority priority{row.key.g, row.key.h, TieBreak::SmallerH};
  const double cheapestStep = search.reverse->cheapestArc(search.metric);
  Meeting meeting;
  if (row.usesHeuristic) {
    meeting = bidirectionalSearch<false>(context, forward, backward, priority, row.stopRule, cheapestStep,
                                         graph.estimateTo(search.goal),
                                         graph.estimateTo(search.start), trace);
  } else {
    meeting = bidirectionalSearch<false>(context, forward, backward, priority, row.stopRule, cheapestStep,
                                         ZeroEstimate{}, ZeroEstimate{}, trace);
  }
  search.counters = context.counters;
  if (meeting.cost == kUnreached) return RunOutcome::NoPath;
  pathThrough(graph, search.forwardNodes, search.backwardNodes, meeting, search.path);
  return RunOutcome::Found;
}

template RunOutcome runRoadBidirectional(RoadSearch&, NoTrace&);
template RunOutcome runRoadBidirectional(RoadSearch&, TraceRecorder&);

}  // namespace frontier
