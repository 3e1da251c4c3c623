// IDA* (Korf 1985): depth-first iterations, each cut off where f = g + h exceeds a bound; the next bound
// is the smallest f that exceeded the last. It keeps only the recursion path, so its memory is linear in
// the path's length, and it pays for that in time: every iteration re-visits what the one before did, and
// within one iteration a node is visited once for every path to it under the bound. The only duplicate
// check is the recursion path itself (a node on it is not entered again), so the search stays finite but
// grows exponentially on open grids: a node budget bounds it.
// The loop is a template over the graph (graph/search_graph.h), the heuristic and the trace sink.
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "graph/search_graph.h"
#include "search/core/registry.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

// f values are sums of step costs (1 and sqrt 2, or terrain costs) added in different orders along
// different paths, so two equal sums may differ in their last bits. An f within this fraction of the
// bound counts as under it: no iteration is spent on a bound that differs from the last by rounding
// alone, and no path is missed because its f came out a bit above a bound equal to it.
inline bool exceedsBound(double f, double bound) { return f > bound + 1e-9 * std::max(1.0, bound); }

// The recursion path and the children still to enter, as an explicit stack (C++ recursion would overflow
// on paths tens of thousands of nodes long). Each node on the path owns the range [begin, end) of
// `children`, gathered when it was entered (the path below it does not change while it is on top of it
// again), and enters them in the graph's order from `next` on.
template <class Place>
struct DeepeningStack {
  struct Frame {
    std::uint32_t node;
    double g;
    double h;
    std::uint32_t begin;
    std::uint32_t next;
    std::uint32_t end;
  };
  struct Child {
    Place place;
    double g;
    double h;
  };
  std::vector<Frame> path;
  std::vector<Child> children;
};

// Runs IDA* from context.start to context.goal, at most `budget` node visits in all (counters.expanded
// counts visits, re-visits included; counters.iterations the iterations begun). When it returns Found,
// `stack.path` is the path, start first. Trace: Iteration (start, -, bound, 0) as each iteration begins;
// Expanded (node, parent, g, h) for each visit, which puts the node on the recursion path; Generated
// (node, parent, g, h) for each child cut off by the bound; Backtrack (node, parent, g, f) as a node
// leaves the path. The marks say which nodes are on the path (closed) and which have been on it
// (open), so the graph's successor filter skips walls and the path in one load.
// listing: ida-star
template <SearchGraph Graph, class Estimate, class Trace>
RunOutcome idaStarSearch(SearchContext<Graph>& context, const Estimate& heuristic, std::uint64_t budget,
                         DeepeningStack<typename Graph::Place>& stack, Trace& trace) {
  using Place = typename Graph::Place;
  const Graph& graph = context.graph;
  Mark* marks = context.nodes.marks();
  const Mark offPath = context.nodes.openMark();
  const Mark onPath = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  auto& path = stack.path;
  auto& children = stack.children;
  const auto idOf = [&](std::uint32_t node) { return graph.externalId(node); };
  const auto parentId = [&]() { return path.empty() ? kNoParent : idOf(path.back().node); };

  double bound = 0.0;
  double nextBound = 0.0;  // the smallest f above the bound seen in this iteration
  // Puts `place` on the recursion path and gathers the children it will enter; true at the goal.
  const auto enter = [&](const Place& place, double g, double h) {
    marks[place.index] = onPath;
    ++counters.expanded;
    const std::uint32_t id = graph.externalId(place);
    if constexpr (Trace::kEnabled) trace.add(TraceKind::Expanded, id, parentId(), g, h);
    const auto begin = static_cast<std::uint32_t>(children.size());
    path.push_back({place.index, g, h, begin, begin, begin});
    counters.maxOpen = std::max<std::uint64_t>(counters.maxOpen, path.size());
    if (place.index == context.goal) return true;
    graph.forEachSuccessor(place, marks, onPath, [&](const auto& next, double stepCost) {
      ++counters.generated;
      const Place childPlace = next.place();
      const double childG = g + stepCost;
      const double childH = heuristic(childPlace);
      const double f = childG + childH;
      if (exceedsBound(f, bound)) {
        nextBound = std::min(nextBound, f);
        trace.add(TraceKind::Generated, graph.externalId(childPlace), id, childG, childH);
      } else {
        children.push_back({childPlace, childG, childH});
      }
    });
    path.back().end = static_cast<std::uint32_t>(children.size());
    return false;
  };

  const Place startPlace = graph.place(context.start);
  const double startH = heuristic(startPlace);
  bound = startH;
  for (;;) {
    // Every iteration visits at least the start, so the budget bounds the iterations too.
    if (counters.expanded >= budget) return RunOutcome::GaveUp;
    ++counters.iterations;
    trace.add(TraceKind::Iteration, idOf(context.start), kNoParent, bound, 0.0);
    nextBound = std::numeric_limits<double>::infinity();
    path.clear();
    children.clear();
    if (enter(startPlace, 0.0, startH)) return RunOutcome::Found;
    while (!path.empty()) {
      auto& top = path.back();
      if (top.next < top.end) {
        const auto child = children[top.next++];  // a copy: entering it may move both vectors
        if (counters.expanded >= budget) return RunOutcome::GaveUp;
        if (enter(child.place, child.g, child.h)) return RunOutcome::Found;
      } else {
        const auto leaving = top;
        marks[leaving.node] = offPath;
        path.pop_back();
        if constexpr (Trace::kEnabled) {
          trace.add(TraceKind::Backtrack, idOf(leaving.node), parentId(), leaving.g, leaving.g + leaving.h);
        }
        children.resize(leaving.begin);
      }
    }
    // Nothing was cut off: every path from the start was followed to its end.
    if (nextBound == std::numeric_limits<double>::infinity()) return RunOutcome::NoPath;
    bound = nextBound;
  }
}
// listing end

}  // namespace frontier
