// The one best-first loop behind A*, Dijkstra, greedy best-first and weighted A*: they differ only in
// f = gFactor * g + hFactor * h and in the heuristic they are given. Closed nodes are never reopened
// (as the tutorials teach); with a consistent heuristic that loses nothing. An improved node moves up
// the open list but keeps its place among equals (its tie key and push order stay).
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

  OpenEntry entry(double g, double h, std::uint32_t pushed, std::uint32_t cell) const {
    std::uint64_t tie = orderKey(h);
    if (tieBreak == TieBreak::Newest) tie = ~std::uint64_t{pushed};
    if (tieBreak == TieBreak::Oldest) tie = pushed;
    return {orderKey(gFactor * g + hFactor * h), tie, pushed, cell};
  }
};

// Returns true when the goal was reached; its node then holds the path via parents.
template <class Trace>
bool bestFirstSearch(SearchContext& context, const Priority& priority, const HeuristicFunction& heuristic,
                     OpenList& open, Trace& trace) {
  const PaddedGrid& grid = context.grid;
  Mark* marks = context.nodes.marks();
  double* gs = context.nodes.g();
  std::uint32_t* parents = context.nodes.parents();
  const Mark openMark = context.nodes.openMark();
  const Mark closedMark = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  std::uint32_t pushes = 0;
  open.clear(context.nodes.openSlots());

  const Point startPoint = grid.point(context.start);
  const double startH = heuristic(startPoint.x, startPoint.y);
  marks[context.start] = openMark;
  gs[context.start] = 0.0;
  parents[context.start] = kNoParent;
  open.push(priority.entry(0.0, startH, pushes++, context.start));
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(startPoint.x, startPoint.y), kNoParent, 0.0, startH);

  while (!open.empty()) {
    const std::uint32_t cell = open.pop();
    marks[cell] = closedMark;
    ++counters.expanded;
    const Point at = grid.point(cell);
    const std::uint32_t atId = grid.gridId(at.x, at.y);
    const double currentG = gs[cell];
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = parents[cell] == kNoParent ? kNoParent : grid.gridId(parents[cell]);
      trace.add(TraceKind::Expanded, atId, parentId, currentG, heuristic(at.x, at.y));
    }
    if (cell == context.goal) return true;

    forEachNeighbour(grid, context.rules, cell, [&](std::uint32_t next, int direction, double stepCost) {
      const Mark mark = marks[next];
      if (mark == closedMark) return;
      const double g = currentG + stepCost;
      if (mark != openMark) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        marks[next] = openMark;
        gs[next] = g;
        parents[next] = cell;
        open.push(priority.entry(g, h, pushes++, next));
        ++counters.generated;
        trace.add(TraceKind::Generated, grid.gridId(x, y), atId, g, h);
      } else if (g < gs[next]) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        gs[next] = g;
        parents[next] = cell;
        open.decrease(next, priority.entry(g, h, 0, next).f);
        trace.add(TraceKind::Improved, grid.gridId(x, y), atId, g, h);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}

}  // namespace frontier
