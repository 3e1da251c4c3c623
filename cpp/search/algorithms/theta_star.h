// Theta* (Nash, Daniel, Koenig & Felner 2007): A* over the grid's moves, except that a node's parent may
// be any node in line of sight, so a path is a chain of straight segments at any angle. Expanding s, each
// successor s' is offered the segment from s's own parent when that parent sees s' ("path 2"), else the
// step from s ("path 1", as in A*). Segments cost their Euclidean length in the grid's unit, and the
// estimate is the straight-line distance to the goal (octile would overestimate). Closed nodes are never
// reopened. Paths are short, not guaranteed shortest among any-angle paths; since path 2 is never longer
// than path 1, they are never longer than the grid's shortest path with straight steps of one unit and
// diagonal ones of sqrt 2 (the octile optimum); on hexes, than the fewest hex steps (each a unit between
// centres).
// Line of sight needs geometry, so the loop is written for the grid graph; it is a template over the
// trace sink only.
#pragma once

#include <cmath>
#include <cstdint>

#include "graph/grid_graph.h"
#include "graph/hex.h"
#include "search/algorithms/best_first.h"
#include "search/core/open_list.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

// Straight-line distances between cell centres, in the cost of a straight step (1, or 10 with 10/14 costs,
// times the grid's one terrain cost), so g is in the unit of the other searches. On hexes, between hex
// centres one unit apart (graph/hex.h), and every step one unit.
struct SegmentLength {
  double unit;
  bool hex = false;
  double diagonal = hex ? unit : unit * std::sqrt(2.0);  // the same bits as (*this)(0, 0, 1, 1) on squares

  double operator()(int fromX, int fromY, int toX, int toY) const {
    double dx = toX - fromX;
    double dy = toY - fromY;
    if (hex) {
      const HexCentre from = hexCentre(fromX, fromY), to = hexCentre(toX, toY);
      dx = to.x - from.x;
      dy = to.y - from.y;
    }
    return unit * std::sqrt(dx * dx + dy * dy);  // sqrt is exact to the last bit everywhere; hypot is not
  }
  double operator()(const GridPlace& from, const GridPlace& to) const { return (*this)(from.x, from.y, to.x, to.y); }
};

// Returns true when the goal was reached; its node then holds the path via parents (the corners). The trace
// is best_first's, with parents in line of sight rather than neighbours.
// listing: theta-star
template <class Trace>
bool thetaStarSearch(SearchContext<GridGraph>& context, const Priority& priority, const SegmentLength& length,
                     Point goal, OpenList& open, Trace& trace) {
  const GridGraph& graph = context.graph;
  Mark* marks = context.nodes.marks();
  Node* nodes = context.nodes.nodes();
  const Mark openMark = context.nodes.openMark();
  const Mark closedMark = context.nodes.closedMark();
  SearchCounters& counters = context.counters;
  const auto estimate = [&](const GridPlace& place) { return length(place.x, place.y, goal.x, goal.y); };
  open.clear(graph.nodeCount(), priority.tieBreak == TieBreak::Newest);

  const GridPlace startPlace = graph.place(context.start);
  const double startH = estimate(startPlace);
  marks[context.start] = openMark;
  nodes[context.start].g = 0.0;
  nodes[context.start].parent = kNoParent;
  nodes[context.start].pushNumber = open.push(priority.f(0.0, startH), priority.tie(startH), context.start);
  counters.generated = 1;
  counters.maxOpen = 1;
  trace.add(TraceKind::Generated, graph.externalId(startPlace), kNoParent, 0.0, startH);

  while (!open.empty()) {
    const std::uint32_t node = open.pop();
    marks[node] = closedMark;
    ++counters.expanded;
    const GridPlace at = graph.place(node);
    const std::uint32_t atId = graph.externalId(at);
    const double currentG = nodes[node].g;
    const std::uint32_t parent = nodes[node].parent;
    if constexpr (Trace::kEnabled) {
      trace.add(TraceKind::Expanded, atId, parent == kNoParent ? kNoParent : graph.externalId(parent), currentG,
                estimate(at));
    }
    if (node == context.goal) return true;

    // The start has no parent: its successors take path 1.
    const bool hasParent = parent != kNoParent;
    const GridPlace parentPlace = hasParent ? graph.place(parent) : at;
    const double parentG = hasParent ? nodes[parent].g : 0.0;
    graph.forEachSuccessor(at, marks, closedMark, [&](const GridSuccessor& next, double) {
      const GridPlace place = next.place();
      const bool seen = marks[next.index] == openMark;
      std::uint32_t from = node;
      double g = currentG + (next.direction < 4 ? length.unit : length.diagonal);
      if (hasParent) {
        const double viaParent = parentG + length(parentPlace, place);
        // Neither path can improve an open node that is already as cheap as both: skip the line of sight,
        // the costly part (an exact shortcut: the outcome is the same).
        if (seen && nodes[next.index].g <= g && nodes[next.index].g <= viaParent) return;
        if (graph.lineOfSight({parentPlace.x, parentPlace.y}, {place.x, place.y})) {
          from = parent;
          g = viaParent;
        }
      }
      if (!seen) {
        const double h = estimate(place);
        marks[next.index] = openMark;
        nodes[next.index].g = g;
        nodes[next.index].parent = from;
        nodes[next.index].pushNumber = open.push(priority.f(g, h), priority.tie(h), next.index);
        ++counters.generated;
        if constexpr (Trace::kEnabled) {
          trace.add(TraceKind::Generated, graph.externalId(place), graph.externalId(from), g, h);
        }
      } else if (g < nodes[next.index].g) {
        const double h = estimate(place);
        nodes[next.index].g = g;
        nodes[next.index].parent = from;
        open.decrease(nodes[next.index].pushNumber, priority.f(g, h));
        if constexpr (Trace::kEnabled) {
          trace.add(TraceKind::Improved, graph.externalId(place), graph.externalId(from), g, h);
        }
      }
    });
    if (open.size() > counters.maxOpen) counters.maxOpen = open.size();
  }
  return false;
}
// listing end

}  // namespace frontier
