// ALT (registry row alt): the best-first loop keyed g + h, as road A*, with h the landmarks' bound on the
// distance to the goal (landmarks.h) instead of the straight line. The bound is consistent (each landmark's
// term is, and a max of consistent estimates is), so the loop never needs to reopen a node; it is traced as
// road A* is (generated, improved, expanded in the forward lane; the router adds the path).
#include "search/algorithms/best_first.h"
#include "search/roads/landmarks.h"
#include "search/roads/road_search.h"

namespace frontier {
namespace {

// listing: alt-estimate
struct LandmarkEstimate {
  const Landmarks* landmarks;
  std::uint32_t goal;

  double operator()(const RoadPlace& place) const { return landmarks->bound(place.index, goal); }
};
// listing end

}  // namespace

// listing: alt
template <class Trace>
RunOutcome runRoadAlt(RoadSearch& search, Trace& trace) {
  const RoadGraph graph(*search.network, search.metric);
  search.forwardNodes.beginSearch(graph);
  SearchContext<RoadGraph> context{graph, search.forwardNodes, search.start, search.goal, {}};
  const AlgorithmInfo& row = info(search.algorithm);
  const Priority priority{row.key.g, row.key.h, TieBreak::SmallerH};
  const bool found = bestFirstSearch(context, priority, LandmarkEstimate{search.landmarks, search.goal},
                                     search.forwardOpen, trace);
  search.counters = context.counters;
  if (!found) return RunOutcome::NoPath;
  search.path.fromParents(search.forwardNodes, search.goal);
  return RunOutcome::Found;
}
// listing end

template RunOutcome runRoadAlt(RoadSearch&, NoTrace&);
template RunOutcome runRoadAlt(RoadSearch&, TraceRecorder&);

}  // namespace frontier
