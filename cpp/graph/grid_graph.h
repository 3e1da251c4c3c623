// The grid world as the searches see it (search_graph.h): the padded grid and its move rules, unchanged,
// plus the cell coordinates the heuristic and the trace need, the reversed edges a backward search walks,
// and line of sight between two cells.
#pragma once

#include <cstddef>
#include <cstdint>

#include "graph/marks.h"
#include "graph/neighbours.h"
#include "graph/padded_grid.h"
#include "graph/search_graph.h"

namespace frontier {

// A cell as the search loop carries it: its padded index, and its x and y on the grid.
struct GridPlace {
  std::uint32_t index;
  int x;
  int y;
};

// A neighbour as forEachSuccessor (or forEachPredecessor) hands it over: its index at once, its place only when asked, as a search
// skips most neighbours and then needs no coordinates. (Computed for every neighbour, they cost the search
// loop about 1% more instructions: GCC does not sink them into the two branches that use them.)
struct GridSuccessor {
  std::uint32_t index;
  const GridPlace& from;
  int direction;

  GridPlace place() const { return {index, from.x + kDirectionDx[direction], from.y + kDirectionDy[direction]}; }
};

class GridGraph {
 public:
  using Place = GridPlace;
  using Successor = GridSuccessor;

  // A view for one search, two references: the grid and the rules must outlive it. (Holding a copy of the
  // rules instead costs the search loop about 0.4% more instructions: one more register in use.)
  GridGraph(const PaddedGrid& grid, const MoveRules& rules) : grid_(grid), rules_(rules) {}

  // Nodes are padded cells: the border of walls has indexes too, so neighbours need no bounds checks.
  std::size_t nodeCount() const { return grid_.paddedSize(); }
  bool blocked(std::uint32_t index) const { return !grid_.passable(index); }
  std::uint64_t version() const { return grid_.version(); }
  // The padded grid itself, for successor rules that read it directly (jump point search's bit lines).
  const PaddedGrid& grid() const { return grid_; }
  const MoveRules& rules() const { return rules_; }

  std::uint32_t index(Point p) const { return grid_.padded(p); }
  Point point(std::uint32_t index) const { return grid_.point(index); }
  Place place(std::uint32_t index) const {
    const Point p = grid_.point(index);
    return {index, p.x, p.y};
  }
  std::uint32_t externalId(const Place& place) const { return grid_.gridId(place.x, place.y); }
  std::uint32_t externalId(std::uint32_t index) const { return grid_.gridId(index); }

  // The neighbours in the fixed order N, E, S, W, NE, SE, SW, NW, filtered by forEachNeighbour's marks
  // trick (walls and closed cells cost one load each, no branch).
  template <class Visit>
  void forEachSuccessor(const Place& from, const Mark* marks, Mark markLimit, Visit&& visit) const {
    forEachNeighbour(grid_, rules_, from.index, marks, markLimit, [&](std::uint32_t next, int direction, double stepCost) {
      visit(Successor{next, from, direction}, stepCost);
    });
  }

  // The cost of a straight step into `index` (a cell side's length times its terrain cost): an any-angle
  // search on a grid of one terrain cost measures its segments in it.
  double straightStepCost(std::uint32_t index) const { return rules_.cost[0][grid_.kinds()[index]]; }

  // The neighbours that may step to `to`, in the same fixed order, each with the cost of its step into
  // `to` (step length x the entry cost of `to`'s terrain): a backward search walks these edges.
  template <class Visit>
  void forEachPredecessor(const Place& to, const Mark* marks, Mark markLimit, Visit&& visit) const {
    forEachNeighbour<true>(grid_, rules_, to.index, marks, markLimit, [&](std::uint32_t previous, int direction, double stepCost) {
      visit(Successor{previous, to, direction}, stepCost);
    });
  }

  // The cost of the step between two neighbouring nodes, the value forEachSuccessor hands over for it.
  double stepCost(std::uint32_t from, std::uint32_t to) const {
    const std::uint32_t distance = from > to ? from - to : to - from;
    const bool diagonal = distance != 1 && distance != grid_.stride();
    const int kind = rules_.floorOnly ? static_cast<int>(Cell::Floor) : grid_.kinds()[to];
    return rules_.cost[diagonal ? 1 : 0][kind];
  }

  // True when the straight segment between the centres of two cells on the grid crosses no wall. Where it
  // passes exactly through a corner it needs the two cells beside that corner as open as the diagonal rule
  // asks of a diagonal step there; with no diagonal steps (4 directions, or Never) it needs both open, as
  // under NoCornerCut: a line does not squeeze between two walls that touch at a corner. On hexes,
  // hexLineOfSight (graph/hex_sight.h).
  bool lineOfSight(Point from, Point to) const;

 private:
  const PaddedGrid& grid_;
  const MoveRules& rules_;
};

static_assert(SearchGraph<GridGraph>);

}  // namespace frontier
