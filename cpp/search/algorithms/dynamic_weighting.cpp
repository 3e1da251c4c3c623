// Pohl's dynamic weighting (1973): best-first with f = g + (1 + e(1 - d/N)) h, where d is a node's depth in
// steps from the start, N the anticipated depth of the goal (the start's distance to it in steps) and
// e = weight - 1: nearly greedy at the start, A* near the goal. Its key is not a fixed mix of g and h, so the
// registry row says the key is reported and each node's key follows its event in the trace (TraceKind::Key).
#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "search/algorithms/best_first.h"
#include "search/core/grid_search.h"
#include "search/core/heuristic.h"
#include "search/core/registry.h"

namespace frontier {
namespace {

struct DepthCache : RunnerCache {
  std::vector<std::uint32_t> depth;
  std::size_t bytes() const override { return heldBytes(depth); }
};

template <class Estimate, class Trace>
bool dynamicWeighting(GridSearch& search, const Estimate& heuristic, std::vector<std::uint32_t>& depth, Trace& trace) {
  SearchContext<GridGraph>& context = search.context;
  const GridGraph& graph = context.graph;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  const Mark closedMark = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  OpenList& open = search.open;
  const Priority priority{1.0, 1.0, search.options.tieBreak};
  open.clear(graph.nodeCount(), priority.tieBreak == TieBreak::Newest);

  const GridPlace startPlace = graph.place(context.start);
  const int dx = std::abs(startPlace.x - search.goal.x);
  const int dy = std::abs(startPlace.y - search.goal.y);
  const double anticipated = search.options.movement == 4 ? dx + dy : std::max(dx, dy);
  const double e = search.options.weight - 1.0;
  const auto key = [&](double g, double h, std::uint32_t d) {
    const double weight = anticipated > 0 ? 1.0 + e * std::max(0.0, 1.0 - d / anticipated) : 1.0;
    return g + weight * h;
  };

  const double startH = heuristic(startPlace);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  depth[context.start] = 0;
  const double startKey = key(0.0, startH, 0);
  nodes[context.start].pushNumber = open.push(orderKey(startKey), priority.tie(startH), context.start);
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, graph.externalId(startPlace), kNoParent, 0.0, startH);
  trace.add(TraceKind::Key, graph.externalId(startPlace), kNoParent, startKey, 0.0);

  while (!open.empty()) {
    const std::uint32_t node = open.pop();
    marks[node] = closedMark;
    ++counters.expanded;
    const GridPlace at = graph.place(node);
    const std::uint32_t atId = graph.externalId(at);
    const double currentG = nodes[node].g;
    const std::uint32_t childDepth = depth[node] + 1;
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[node].parent == kNoParent ? kNoParent : graph.externalId(nodes[node].parent);
      const double h = heuristic(at);
      trace.add(TraceKind::Expanded, atId, parentId, currentG, h);
      trace.add(TraceKind::Key, atId, kNoParent, key(currentG, h, depth[node]), 0.0);
    }
    if (node == context.goal) return true;

    graph.forEachSuccessor(at, marks, closedMark, [&](const auto& next, double stepCost) {
      const double g = currentG + stepCost;
      if (marks[next.index] != openMark) {
        const GridPlace place = next.place();
        const double h = heuristic(place);
        const double f = key(g, h, childDepth);
        marks[next.index] = openMark;
        nodes[next.index].g = g;
        nodes[next.index].parent = node;
        depth[next.index] = childDepth;
        nodes[next.index].pushNumber = open.push(orderKey(f), priority.tie(h), next.index);
        ++counters.generated;
        trace.add(TraceKind::Generated, graph.externalId(place), atId, g, h);
        trace.add(TraceKind::Key, graph.externalId(place), kNoParent, f, 0.0);
      } else if (g < nodes[next.index].g) {
        // A cheaper way may be deeper: its key may rise, which the heap cannot take; as in the tutorials'
        // loop, an improved node keeps its place unless its key falls.
        const GridPlace place = next.place();
        const double h = heuristic(place);
        const double f = key(g, h, childDepth);
        const double old = key(nodes[next.index].g, h, depth[next.index]);
        if (f > old) return;
        nodes[next.index].g = g;
        nodes[next.index].parent = node;
        depth[next.index] = childDepth;
        open.decrease(nodes[next.index].pushNumber, orderKey(f));
        trace.add(TraceKind::Improved, graph.externalId(place), atId, g, h);
        trace.add(TraceKind::Key, graph.externalId(place), kNoParent, f, 0.0);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}

}  // namespace

template <class Trace>
RunOutcome runDynamicWeighting(GridSearch& search, Trace& trace) {
  if (!search.cache) search.cache = std::make_unique<DepthCache>();
  DepthCache& cache = static_cast<DepthCache&>(*search.cache);
  cache.depth.resize(search.context.graph.nodeCount());
  const HeuristicFunction estimates(stepLengths(search.options.costs), search.cheapestTerrain, search.goal);
  const bool found = withHeuristic(search.heuristic, [&](auto kind) {
    const GridEstimate<decltype(kind)::value> estimate{estimates};
    return dynamicWeighting(search, estimate, cache.depth, trace);
  });
  if (!found) return RunOutcome::NoPath;
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runDynamicWeighting(GridSearch&, NoTrace&);
template RunOutcome runDynamicWeighting(GridSearch&, TraceRecorder&);

}  // namespace frontier
