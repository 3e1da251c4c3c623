// The one best-first loop behind A*, Dijkstra, greedy best-first and weighted A*: they differ only in
// f = gFactor * g + hFactor * h and in the heuristic they are given. Closed nodes are never reopened (as
// the tutorials teach). An improved node moves up the open list but keeps its place among equals. A
// variant changes one rule of the loop (AStarRules, below): Theta*'s parents, the tutorials' wrong A*s.
// The loop is a template over the graph (graph/search_graph.h), the heuristic (a callable of the
// graph's place) and the trace sink, so it runs on grids and road networks alike at full speed.
#pragma once

#include <cstdint>

#include "graph/search_graph.h"
#include "search/core/open_list.h"
#include "search/core/options.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

struct Priority {
  double gFactor;
  double hFactor;
  TieBreak tieBreak;

  std::uint64_t f(double g, double h) const { return orderKey(gFactor * g + hFactor * h); }
  // Newest and oldest first need no tie key: the push number, last in the order, decides.
  std::uint32_t tie(double h) const { return tieBreak == TieBreak::SmallerH ? orderKey32(h) : 0; }
};

// Returns true when the goal was reached; its node then holds the path via parents.
// listing: best-first
// `Open`: OpenList, or TutorialOpenList for tieBreak 'tutorial' (the same calls). `Rules`: AStarRules, or a
// variant's: the few lines where it differs from A* (astar_capped.h, astar_no_resort.h, theta_star.h).
template <SearchGraph Graph, class Estimate, class Open, class Trace, class Rules>
bool bestFirstSearch(SearchContext<Graph>& context, const Priority& priority, const Estimate& heuristic,
                     Open& open, Trace& trace, Rules& rules) {
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
    if (rules.givesUp(counters)) return false;  // A* never gives up while the open list has nodes
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

    rules.expanding(node, at);
    graph.forEachSuccessor(at, marks, closedMark, [&](const auto& next, double stepCost) {
      const auto reach = rules.reach(node, currentG, next, stepCost);  // a Reach; A*: the step from `node`
      const double g = reach.g;
      if (marks[next.index] != openMark) {
        const Place place = next.place();
        const double h = heuristic(place);
        marks[next.index] = openMark;
        nodes[next.index].g = g;
        nodes[next.index].parent = reach.parent;
        nodes[next.index].pushNumber = open.push(priority.f(g, h), priority.tie(h), next.index);
        ++counters.generated;
        trace.add(TraceKind::Generated, graph.externalId(place), reach.parentId(graph, node, atId), g, h);
      } else if (g < nodes[next.index].g) {
        const Place place = next.place();
        const double h = heuristic(place);
        nodes[next.index].g = g;
        nodes[next.index].parent = reach.parent;
        if constexpr (Rules::kResortsImproved) open.decrease(nodes[next.index].pushNumber, priority.f(g, h));
        trace.add(TraceKind::Improved, graph.externalId(place), reach.parentId(graph, node, atId), g, h);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}
// listing end

// How a successor is reached: its parent (a node index) and its G that way.
struct Reach {
  std::uint32_t parent;
  double g;

  // The parent's external id, for the trace; `atId` is the expanded node's, the parent in A*.
  template <class Graph>
  std::uint32_t parentId(const Graph& graph, std::uint32_t node, std::uint32_t atId) const {
    return parent == node ? atId : graph.externalId(parent);
  }
};

// A*'s rules, the loop's defaults: a variant derives from them and hides the one it changes. Each is
// resolved at compile time and inlines away: with the searchers' open list, the compiled loop of every grid
// estimate is as long as it was before the rules (with the tutorial's open list, or a trace on hexes, the
// compiler inlines differently and some are longer; not timed).
struct AStarRules {
  // An improved node's key is decreased on the open list, so it leaves in its new order.
  static constexpr bool kResortsImproved = true;
  // The loop stops only when the goal is expanded or the open list is empty.
  bool givesUp(const SearchCounters&) const { return false; }
  // Nothing to note before a node's successors are reached.
  template <class Place>
  void expanding(std::uint32_t, const Place&) {}
  // A successor is reached by the step from the expanded node.
  template <class Successor>
  Reach reach(std::uint32_t node, double nodeG, const Successor&, double stepCost) const {
    return {node, nodeG + stepCost};
  }
};

// The loop with A*'s rules.
template <SearchGraph Graph, class Estimate, class Open, class Trace>
bool bestFirstSearch(SearchContext<Graph>& context, const Priority& priority, const Estimate& heuristic,
                     Open& open, Trace& trace) {
  AStarRules rules;
  return bestFirstSearch(context, priority, heuristic, open, trace, rules);
}

}  // namespace frontier
