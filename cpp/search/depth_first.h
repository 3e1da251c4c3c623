// Depth-first search with an explicit stack: a node is marked when pushed, so each is pushed once;
// neighbours are pushed in reverse order so the first in the fixed order (north) is explored first.
// Its paths are valid but rarely short: the point is to watch it wander.
#pragma once

#include <algorithm>
#include <vector>

#include "search/search_context.h"
#include "search/trace.h"

namespace frontier {

template <class Trace>
bool depthFirstSearch(SearchContext& context, std::vector<std::uint32_t>& stack, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Node* nodes = context.nodes.data();
  const std::uint32_t stamp = context.nodes.stamp();
  SearchCounters& counters = context.counters;

  stack.clear();
  stack.push_back(context.start);
  nodes[context.start] = Node{0.0, kNoParent, stamp, 0};
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(context.start), kNoParent, 0.0, 0.0);

  while (!stack.empty()) {
    const std::uint32_t cell = stack.back();
    stack.pop_back();
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
    const std::size_t firstPushed = stack.size();
    forEachNeighbour(grid, context.rules, cell, [&](std::uint32_t next, int, double stepCost) {
      Node& node = nodes[next];
      if (node.stamp == stamp) return;
      node = Node{currentG + stepCost, cell, stamp, 0};
      stack.push_back(next);
      ++counters.generated;
      trace.add(TraceKind::Generated, grid.gridId(next), atId, node.g, 0.0);
    });
    std::reverse(stack.begin() + static_cast<std::ptrdiff_t>(firstPushed), stack.end());
    if (stack.size() > counters.maxOpen) counters.maxOpen = stack.size();
  }
  return false;
}

}  // namespace frontier
