// Depth-first search with an explicit stack: a node is marked when pushed, so each is pushed once;
// neighbours are pushed in reverse order so the first in the fixed order (north) is explored first.
// Its paths are valid but rarely short: the point is to watch it wander.
#pragma once

#include <algorithm>
#include <vector>

#include "graph/neighbours.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

template <class Trace>
bool depthFirstSearch(SearchContext& context, std::vector<std::uint32_t>& stack, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  SearchCounters& counters = context.counters;

  stack.clear();
  stack.push_back(context.start);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(context.start), kNoParent, 0.0, 0.0);

  while (!stack.empty()) {
    const std::uint32_t cell = stack.back();
    stack.pop_back();
    marks[cell] = context.nodes.closedMark();
    ++counters.expanded;
    const std::uint32_t atId = grid.gridId(cell);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[cell].parent == kNoParent ? kNoParent : grid.gridId(nodes[cell].parent);
      trace.add(TraceKind::Expanded, atId, parentId, nodes[cell].g, 0.0);
    }
    if (cell == context.goal) return true;

    const double currentG = nodes[cell].g;
    const std::size_t firstPushed = stack.size();
    forEachNeighbour(grid, context.rules, cell, marks, openMark, [&](std::uint32_t next, int, double stepCost) {
      marks[next] = openMark;
      nodes[next].g = currentG + stepCost;
      nodes[next].parent = cell;
      stack.push_back(next);
      ++counters.generated;
      trace.add(TraceKind::Generated, grid.gridId(next), atId, nodes[next].g, 0.0);
    });
    std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(firstPushed), stack.end());
    if (stack.size() > counters.maxOpen) counters.maxOpen = stack.size();
  }
  return false;
}

}  // namespace frontier
