// Breadth-first search: a FIFO queue, fewest steps first whatever the terrain costs; g is still the real
// cost of the path found so far, h is always 0.
#pragma once

#include <vector>

#include "search/search_context.h"
#include "search/trace.h"

namespace frontier {

template <class Trace>
bool breadthFirstSearch(SearchContext& context, std::vector<std::uint32_t>& queue, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Node* nodes = context.nodes.data();
  const std::uint32_t stamp = context.nodes.stamp();
  SearchCounters& counters = context.counters;

  queue.clear();
  queue.push_back(context.start);
  nodes[context.start] = Node{0.0, kNoParent, stamp, 0};
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(context.start), kNoParent, 0.0, 0.0);

  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t cell = queue[head];
    Node& current = nodes[cell];
    current.slot = kClosed;
    ++counters.expanded;
    const std::uint32_t atId = grid.gridId(cell);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = current.parent == kNoParent ? kNoParent : grid.gridId(current.parent);
      trace.add(TraceKind::Expanded, atId, parentId, current.g, 0.0);
    }
    if (cell == context.goal) return true;

    const double currentG = current.g;
    forEachNeighbour(grid, context.rules, cell, [&](std::uint32_t next, int, double stepCost) {
      Node& node = nodes[next];
      if (node.stamp == stamp) return;
      node = Node{currentG + stepCost, cell, stamp, 0};
      queue.push_back(next);
      ++counters.generated;
      trace.add(TraceKind::Generated, grid.gridId(next), atId, node.g, 0.0);
    });
    const std::size_t waiting = queue.size() - head - 1;
    if (waiting > counters.maxOpen) counters.maxOpen = waiting;
  }
  return false;
}

}  // namespace frontier
