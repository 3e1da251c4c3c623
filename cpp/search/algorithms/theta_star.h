// Theta* (Nash, Daniel, Koenig & Felner 2007): A* over the grid's moves, except that a node's parent may
// be any node in line of sight, so a path is a chain of straight segments at any angle. Expanding s, each
// successor s' is offered the segment from s's own parent when that parent sees s' ("path 2"), else the
// step from s ("path 1", as in A*). Segments cost their Euclidean length in the grid's unit, and the
// estimate is the straight-line distance to the goal (octile would overestimate). Closed nodes are never
// reopened. Paths are short, not guaranteed shortest among any-angle paths; since path 2 is never longer
// than path 1, they are never longer than the grid's shortest path with straight steps of one unit and
// diagonal ones of sqrt 2 (the octile optimum); on hexes, than the fewest hex steps (each a unit between
// centres).
// It is the best-first loop (best_first.h) with one rule changed: how a successor is reached. Line of sight
// needs geometry, so that rule is written for the grid graph.
#pragma once

#include <cmath>
#include <cstdint>

#include "graph/grid_graph.h"
#include "graph/hex.h"
#include "search/algorithms/best_first.h"
#include "search/core/search_context.h"

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

// The straight-line distance from a cell's centre to the goal's: Theta*'s estimate.
struct SegmentEstimate {
  SegmentLength length;
  Point goal;

  double operator()(const GridPlace& place) const { return length(place.x, place.y, goal.x, goal.y); }
};

// The best-first loop's rules for Theta*: A*'s, but for how a successor is reached. Run with SegmentEstimate
// as the heuristic, the trace is best_first's, with parents in line of sight rather than neighbours, and the
// goal's node then holds the path via parents (the corners).
// listing: theta-star
struct AnyAngleRules : AStarRules {
  const SearchContext<GridGraph>& context;
  SegmentLength length;
  // The node being expanded's own parent (kNoParent for the start), its place and its G.
  std::uint32_t parent = kNoParent;
  GridPlace parentPlace{};
  double parentG = 0.0;

  AnyAngleRules(const SearchContext<GridGraph>& searchContext, const SegmentLength& segmentLength)
      : context(searchContext), length(segmentLength) {}

  void expanding(std::uint32_t node, const GridPlace&) {
    parent = context.nodes.nodes()[node].parent;
    if (parent == kNoParent) return;
    parentPlace = context.graph.place(parent);
    parentG = context.nodes.nodes()[parent].g;
  }

  // Path 2, the segment from the node's parent, when the parent sees the successor; else path 1, the step.
  Reach reach(std::uint32_t node, double nodeG, const GridSuccessor& next, double) const {
    const Reach step{node, nodeG + (next.direction < 4 ? length.unit : length.diagonal)};
    if (parent == kNoParent) return step;  // the start has no parent: its successors take path 1
    const GridPlace place = next.place();
    const double viaParent = parentG + length(parentPlace, place);
    // Neither path can improve an open node that is already as cheap as both: path 1 untested, which the loop
    // leaves as it is, skipping the line of sight, the costly part (an exact shortcut: the outcome is the same).
    const Node& known = context.nodes.nodes()[next.index];
    const bool seen = context.nodes.marks()[next.index] == context.nodes.openMark();
    if (seen && known.g <= step.g && known.g <= viaParent) return step;
    if (context.graph.lineOfSight({parentPlace.x, parentPlace.y}, {place.x, place.y})) return {parent, viaParent};
    return step;
  }
};
// listing end

}  // namespace frontier
