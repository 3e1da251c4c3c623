// The one best-first loop behind A*, Dijkstra, greedy best-first and weighted A*: they differ only in
// f = gFactor * g + hFactor * h and in the heuristic they are given. Closed nodes are never reopened
// (as the tutorials teach); with a consistent heuristic that loses nothing.
#pragma once

#include "search/heuristic.h"
#include "search/open_list.h"
#include "search/search_context.h"
#include "search/trace.h"

namespace frontier {

struct Priority {
  double gFactor;
  double hFactor;
  TieBreak tieBreak;

  double f(double g, double h) const { return gFactor * g + hFactor * h; }
  double tie(double h, std::uint64_t order) const {
    switch (tieBreak) {
      case TieBreak::SmallerH: return h;
      case TieBreak::Newest: return -static_cast<double>(order);
      case TieBreak::Oldest: return static_cast<double>(order);
    }
    return h;
  }
};

// Returns true when the goal was reached; its node then holds the path via parents.
template <class Trace>
bool bestFirstSearch(SearchContext& context, const Priority& priority, const HeuristicFunction& heuristic,
                     OpenList& open, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Node* nodes = context.nodes.data();
  const std::uint32_t stamp = context.nodes.stamp();
  SearchCounters& counters = context.counters;
  open.reset(nodes);

  const Point startPoint = grid.point(context.start);
  const double startH = heuristic(startPoint.x, startPoint.y);
  nodes[context.start] = Node{0.0, kNoParent, stamp, 0};
  open.push({priority.f(0.0, startH), priority.tie(startH, 0), context.start});
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(startPoint.x, startPoint.y), kNoParent, 0.0, startH);

  while (!open.empty()) {
    const std::uint32_t cell = open.pop();
    Node& current = nodes[cell];
    current.slot = kClosed;
    ++counters.expanded;
    const Point at = grid.point(cell);
    const std::uint32_t atId = grid.gridId(at.x, at.y);
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = current.parent == kNoParent ? kNoParent : grid.gridId(current.parent);
      trace.add(TraceKind::Expanded, atId, parentId, current.g, heuristic(at.x, at.y));
    }
    if (cell == context.goal) return true;

    const double currentG = current.g;
    forEachNeighbour(grid, context.rules, cell, [&](std::uint32_t next, int direction, double stepCost) {
      Node& node = nodes[next];
      const double g = currentG + stepCost;
      if (node.stamp != stamp) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        node = Node{g, cell, stamp, 0};
        open.push({priority.f(g, h), priority.tie(h, counters.generated), next});
        ++counters.generated;
        trace.add(TraceKind::Generated, grid.gridId(x, y), atId, g, h);
      } else if (node.slot != kClosed && g < node.g) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        node.g = g;
        node.parent = cell;
        open.decrease(node.slot, priority.f(g, h));
        trace.add(TraceKind::Improved, grid.gridId(x, y), atId, g, h);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}

}  // namespace frontier
