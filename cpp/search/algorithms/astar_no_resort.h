// A deliberately wrong A* (the registry's `astar-no-resort`, lesson 4 of the puzzles): the open-list bug a
// tutorial points out in another's code. The list is kept sorted by F when a node is added, and a node reached
// more cheaply while on it gets its new G, F and parent but keeps its place, so it leaves in its old order;
// closed nodes are not reopened (the tutorials' loop). It may return a longer path than the optimum, and on
// roads whose weights differ wildly it may settle more nodes than Dijkstra.
//
// The open list is the searchers' heap, keyed by the F a node had when it was pushed and never decreased:
// a list sorted at insertion and never re-sorted pops in that order, and a heap keeps it at O(log n) a node,
// not O(n) a sorted insertion (a 1024x1024 grid stays fast). Equal stale keys go by the tie-break option
// (smaller H by default; H does not change with a node's G), then by the order they were added, as a sorted
// insertion after its equals would place them.
#pragma once

#include <cstdint>

#include "graph/search_graph.h"
#include "search/algorithms/best_first.h"
#include "search/core/open_list.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

// Returns true when the goal was reached; its node then holds the path via parents. The same events as the
// best-first loop: an improved node's event carries its new G (its order on the list is still its push's).
// listing: astar-no-resort
template <SearchGraph Graph, class Estimate, class Trace>
bool noResortSearch(SearchContext<Graph>& context, const Priority& priority, const Estimate& heuristic,
                    OpenList& open, Trace& trace) {
  using Place = typename Graph::Place;
  const Graph& graph = context.graph;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  const Mark closedMark = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  open.clear(graph.nodeCount(), priority.tieBreak == TieBreak::Newest);

  const Place startPlace = graph.place(context.start);
  const double startH = heuristic(startPlace);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  open.push(priority.f(0.0, startH), priority.tie(startH), context.start);
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, graph.externalId(startPlace), kNoParent, 0.0, startH);

  while (!open.empty()) {
    const std::uint32_t node = open.pop();  // the first of the list: smallest F as it was when added
    marks[node] = closedMark;
    ++counters.expanded;
    const Place at = graph.place(node);
    const std::uint32_t atId = graph.externalId(at);
    const double currentG = nodes[node].g;
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[node].parent == kNoParent ? kNoParent : graph.externalId(nodes[node].parent);
      trace.add(TraceKind::Expanded, atId, parentId, currentG, heuristic(at));
    }
    if (node == context.goal) return true;

    graph.forEachSuccessor(at, marks, closedMark, [&](const auto& next, double stepCost) {
      const double g = currentG + stepCost;
      if (marks[next.index] != openMark) {
        const Place place = next.place();
        const double h = heuristic(place);
        marks[next.index] = openMark;
        nodes[next.index].g = g;
        nodes[next.index].parent = node;
        open.push(priority.f(g, h), priority.tie(h), next.index);  // inserted in F order
        ++counters.generated;
        trace.add(TraceKind::Generated, graph.externalId(place), atId, g, h);
      } else if (g < nodes[next.index].g) {
        const Place place = next.place();
        nodes[next.index].g = g;
        nodes[next.index].parent = node;
        // The bug: no open.decrease(...). Its F is now G + H, but the list is not re-sorted: it keeps the
        // place its old F gave it.
        trace.add(TraceKind::Improved, graph.externalId(place), atId, g, heuristic(place));
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}
// listing end

}  // namespace frontier
