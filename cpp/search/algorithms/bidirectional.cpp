// The grid runner of the bidirectional loop (registry.h): the row says how each side orders its nodes (an
// open list keyed by the row's key, or whole layers of a queue) and which stop rule ends the search; the
// backward side's node pool, open list and queue live in this runner's cache between searches.
#include "search/algorithms/bidirectional.h"

#include <memory>

#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {
namespace {

// The backward side's buffers. The node pool checks at each beginSearch that it still fits the graph (its
// node count and version) and rebuilds its marks when not; the open list and queue grow as needed.
// Both sides' open lists by g (bidirectional A*'s gmin) live here too: the searcher has no such buffers.
struct BidirectionalCache final : RunnerCache {
  NodePool nodes;
  OpenList open;
  std::vector<std::uint32_t> queue;
  OpenList forwardByG;
  OpenList backwardByG;

  std::size_t bytes() const override {
    return nodes.bytes() + open.bytes() + heldBytes(queue) + forwardByG.bytes() + backwardByG.bytes();
  }
};

}  // namespace

template <class Trace>
RunOutcome runBidirectional(GridSearch& search, Trace& trace) {
  if (!search.cache) search.cache = std::make_unique<BidirectionalCache>();
  auto& cache = static_cast<BidirectionalCache&>(*search.cache);  // this algorithm's slot: only this runner fills it
  SearchContext<GridGraph>& context = search.context;
  const GridGraph& graph = context.graph;
  cache.nodes.beginSearch(graph);
  const SideBuffers forward{context.nodes, search.open, search.frontier, cache.forwardByG};
  const SideBuffers backward{cache.nodes, cache.open, cache.queue, cache.backwardByG};

  const AlgorithmInfo& row = info(search.options.algorithm);
  const Priority priority{row.key.g, row.key.h, search.options.tieBreak};
  const StepLengths lengths = stepLengths(search.options.costs);
  const HeuristicFunction toGoal(lengths, search.cheapestTerrain, search.goal);
  const HeuristicFunction toStart(lengths, search.cheapestTerrain, graph.point(context.start));
  const double cheapestStep = lengths.straight * search.cheapestTerrain;
  Meeting meeting;
  if (row.popOrder == PopOrder::Fifo) {
    // Breadth-first sides count steps and read no heuristic.
    using Zero = GridEstimate<Heuristic::Zero>;
    meeting = bidirectionalSearch<true>(context, forward, backward, priority, row.stopRule, cheapestStep, Zero{toGoal},
                                        Zero{toStart}, trace);
  } else {
    meeting = withHeuristic(search.heuristic, [&](auto kind) {
      using Estimate = GridEstimate<decltype(kind)::value>;
      return bidirectionalSearch<false>(context, forward, backward, priority, row.stopRule, cheapestStep, Estimate{toGoal},
                                        Estimate{toStart}, trace);
    });
  }
  if (meeting.cost == kUnreached) return RunOutcome::NoPath;
  pathThrough(graph, context.nodes, cache.nodes, meeting, search.path);
  return RunOutcome::Found;
}

template RunOutcome runBidirectional(GridSearch&, NoTrace&);
template RunOutcome runBidirectional(GridSearch&, TraceRecorder&);

}  // namespace frontier
