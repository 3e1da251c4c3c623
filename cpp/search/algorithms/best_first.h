// The one best-first loop behind A*, Dijkstra, greedy best-first and weighted A*: they differ only in
// f = gFactor * g + hFactor * h and in the heuristic they are given. Closed nodes are never reopened
// (as the tutorials teach); with a consistent heuristic that loses nothing. An improved node moves up
// the open list but keeps its place among equals (its tie key and push order stay).
#pragma once

#include "search/core/heuristic.h"
#include "graph/neighbours.h"
#include "search/core/open_list.h"
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
template <Heuristic Kind, class Trace>
bool bestFirstSearch(SearchContext& context, const Priority& priority, const HeuristicFunction& estimates,
                     OpenList& open, Trace& trace) {
  const auto heuristic = [&estimates](int x, int y) { return estimates.at<Kind>(x, y); };
  const PaddedGrid& grid = context.grid;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  const Mark closedMark = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  open.clear(grid.paddedSize(), priority.tieBreak == TieBreak::Newest);

  const Point startPoint = grid.point(context.start);
  const double startH = heuristic(startPoint.x, startPoint.y);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  nodes[context.start].pushNumber = open.push(priority.f(0.0, startH), priority.tie(startH), context.start);
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, grid.gridId(startPoint.x, startPoint.y), kNoParent, 0.0, startH);

  while (!open.empty()) {
    const std::uint32_t cell = open.pop();
    marks[cell] = closedMark;
    ++counters.expanded;
    const Point at = grid.point(cell);
    const std::uint32_t atId = grid.gridId(at.x, at.y);
    const double currentG = nodes[cell].g;
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parentId = nodes[cell].parent == kNoParent ? kNoParent : grid.gridId(nodes[cell].parent);
      trace.add(TraceKind::Expanded, atId, parentId, currentG, heuristic(at.x, at.y));
    }
    if (cell == context.goal) return true;

    forEachNeighbour(grid, context.rules, cell, marks, closedMark, [&](std::uint32_t next, int direction, double stepCost) {
      const double g = currentG + stepCost;
      if (marks[next] != openMark) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        marks[next] = openMark;
        nodes[next].g = g;
        nodes[next].parent = cell;
        nodes[next].pushNumber = open.push(priority.f(g, h), priority.tie(h), next);
        ++counters.generated;
        trace.add(TraceKind::Generated, grid.gridId(x, y), atId, g, h);
      } else if (g < nodes[next].g) {
        const int x = at.x + kDirectionDx[direction];
        const int y = at.y + kDirectionDy[direction];
        const double h = heuristic(x, y);
        nodes[next].g = g;
        nodes[next].parent = cell;
        open.decrease(nodes[next].pushNumber, priority.f(g, h));
        trace.add(TraceKind::Improved, grid.gridId(x, y), atId, g, h);
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}

}  // namespace frontier
