// A deliberately wrong A* (the registry's `astar-capped`, lesson 4 of the puzzles): the tutorials' "give up
// after N" bug. The loop stops after a fixed number of iterations (expansions, the registry row's
// expansionCap: 200, the tutorial's number) and reports "no path" though the open list is not empty: on a big
// map it says there is no path where A* finds one. Otherwise it is A*: same key, tie-break and events.
#pragma once

#include <cstdint>

#include "graph/search_graph.h"
#include "search/algorithms/best_first.h"
#include "search/core/open_list.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

// Returns true when the goal was reached within `cap` expansions; its node then holds the path via parents.
// listing: astar-capped
template <SearchGraph Graph, class Estimate, class Trace>
bool cappedSearch(SearchContext<Graph>& context, const Priority& priority, const Estimate& heuristic,
                  std::uint64_t cap, OpenList& open, Trace& trace) {
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
  nodes[context.start].pushNumber = open.push(priority.f(0.0, startH), priority.tie(startH), context.start);
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, graph.externalId(startPlace), kNoParent, 0.0, startH);

  while (!open.empty()) {
    // The bug: after `cap` iterations the loop gives up and the caller reads that as "no path".
    if (counters.expanded == cap) return false;
    const std::uint32_t node = open.pop();
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
        nodes[next.index].pushNumber = open.push(priority.f(g, h), priority.tie(h), next.index);
        ++counters.generated;
        trace.add(TraceKind::Generated, graph.externalId(place), atId, g, h);
      } else if (g < nodes[next.index].g) {
        const Place place = next.place();
        const double h = heuristic(place);
        nodes[next.index].g = g;
        nodes[next.index].parent = node;
        open.decrease(nodes[next.index].pushNumber, priority.f(g, h));
        trace.add(TraceKind::Improved, graph.externalId(place), atId, g, h);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}
// listing end

}  // namespace frontier
