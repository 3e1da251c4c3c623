// Breadth-first search: a FIFO queue, fewest steps first whatever the terrain costs; g is still the real
// cost of the path found so far, h is always 0.
#pragma once

#include <vector>

#include "graph/neighbours.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

template <class Trace>
bool breadthFirstSearch(SearchContext& context, std::vector<std::uint32_t>& queue, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  SearchCounters& counters = context.counters;

  queue.clear();
  queue.push_back(context.start);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(context.start), kNoParent, 0.0, 0.0);

  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t cell = queue[head];
    marks[cell] = context.nodes.closedMark();
    ++counters.expanded;
    const std::uint32_t atId = grid.gridId(cell);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[cell].parent == kNoParent ? kNoParent : grid.gridId(nodes[cell].parent);
      trace.add(TraceKind::Expanded, atId, parentId, nodes[cell].g, 0.0);
    }
    if (cell == context.goal) return true;

    const double currentG = nodes[cell].g;
    forEachNeighbour(grid, context.rules, cell, marks, openMark, [&](std::uint32_t next, int, double stepCost) {
      marks[next] = openMark;
      nodes[next].g = currentG + stepCost;
      nodes[next].parent = cell;
      queue.push_back(next);
      ++counters.generated;
      trace.add(TraceKind::Generated, grid.gridId(next), atId, nodes[next].g, 0.0);
    });
    const std::size_t waiting = queue.size() - head - 1;
    if (waiting > counters.maxOpen) counters.maxOpen = waiting;
  }
  return false;
}

}  // namespace frontier
