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
  Mark* marks = context.nodes.marks();
  double* gs = context.nodes.g();
  std::uint32_t* parents = context.nodes.parents();
  const Mark openMark = context.nodes.openMark();
  SearchCounters& counters = context.counters;

  queue.clear();
  queue.push_back(context.start);
  marks[context.start] = openMark;
  gs[context.start] = 0.0;
  parents[context.start] = kNoParent;
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(context.start), kNoParent, 0.0, 0.0);

  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::uint32_t cell = queue[head];
    marks[cell] = context.nodes.closedMark();
    ++counters.expanded;
    const std::uint32_t atId = grid.gridId(cell);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = parents[cell] == kNoParent ? kNoParent : grid.gridId(parents[cell]);
      trace.add(TraceKind::Expanded, atId, parentId, gs[cell], 0.0);
    }
    if (cell == context.goal) return true;

    const double currentG = gs[cell];
    forEachNeighbour(grid, context.rules, cell, [&](std::uint32_t next, int, double stepCost) {
      if (marks[next] >= openMark) return;
      marks[next] = openMark;
      gs[next] = currentG + stepCost;
      parents[next] = cell;
      queue.push_back(next);
      ++counters.generated;
      trace.add(TraceKind::Generated, grid.gridId(next), atId, gs[next], 0.0);
    });
    const std::size_t waiting = queue.size() - head - 1;
    if (waiting > counters.maxOpen) counters.maxOpen = waiting;
  }
  return false;
}

}  // namespace frontier
