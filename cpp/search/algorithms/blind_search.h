// Uninformed search, one loop for two frontier policies: breadth-first (a FIFO queue, fewest steps first
// whatever the costs) and depth-first (a LIFO stack). A node is marked when it joins the frontier, so
// each joins once; g is still the real cost of the path found so far, h is always 0. Depth-first pushes
// a node's successors in reverse, so the first in the graph's order (north, on a grid) is explored first.
// Its paths are valid but rarely short: the point is to watch it wander.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "graph/search_graph.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

enum class FrontierPolicy {
  FirstInFirstOut,  // breadth-first
  LastInFirstOut,   // depth-first
};

// Returns true when the goal was reached; its node then holds the path via parents. `frontier` is storage
// reused between searches.
// listing: blind
template <FrontierPolicy Policy, SearchGraph Graph, class Trace>
bool blindSearch(SearchContext<Graph>& context, std::vector<std::uint32_t>& frontier, Trace& trace) {
  using Place = typename Graph::Place;
  const Graph& graph = context.graph;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  SearchCounters& counters = context.counters;

  frontier.clear();
  frontier.reserve(graph.nodeCount());  // a node is pushed once at most: the frontier never reallocates
  frontier.push_back(context.start);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, graph.externalId(context.start), kNoParent, 0.0, 0.0);

  // A queue is read from `head` on and never shrinks (storage is reused, not freed); a stack pops from
  // its back and leaves head at 0. Either way the frontier is frontier[head..].
  std::size_t head = 0;
  while (head < frontier.size()) {
    std::uint32_t node;
    if constexpr (Policy == FrontierPolicy::FirstInFirstOut) {
      node = frontier[head++];
    } else {
      node = frontier.back();
      frontier.pop_back();
    }
    marks[node] = context.nodes.closedMark();
    ++counters.expanded;
    const Place at = graph.place(node);
    const std::uint32_t atId = graph.externalId(at);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[node].parent == kNoParent ? kNoParent : graph.externalId(nodes[node].parent);
      trace.add(TraceKind::Expanded, atId, parentId, nodes[node].g, 0.0);
    }
    if (node == context.goal) return true;

    const double currentG = nodes[node].g;
    const std::size_t firstPushed = frontier.size();
    graph.forEachSuccessor(at, marks, openMark, [&](const auto& next, double stepCost) {
      marks[next.index] = openMark;
      nodes[next.index].g = currentG + stepCost;
      nodes[next.index].parent = node;
      frontier.push_back(next.index);
      ++counters.generated;
      if constexpr (Trace::kEnabled) {
        trace.add(TraceKind::Generated, graph.externalId(next.place()), atId, nodes[next.index].g, 0.0);
      }
    });
    if constexpr (Policy == FrontierPolicy::LastInFirstOut) {
      std::reverse(frontier.begin() + static_cast<std::ptrdiff_t>(firstPushed), frontier.end());
    }
    const std::size_t waiting = frontier.size() - head;
    if (waiting > counters.maxOpen) counters.maxOpen = waiting;
  }
  return false;
}
// listing end

}  // namespace frontier
