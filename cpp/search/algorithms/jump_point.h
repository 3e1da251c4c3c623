// Jump point search as a successor rule of the one best-first loop (best_first.h), as in warthog: a node's
// successors are the jump points found by jumping from it in the directions its parent leaves open, not its
// neighbours. Shared by JPS (jump_point.cpp, block-based scans) and JPS+ (jump_point_plus.cpp, precomputed
// jump distances); each supplies a Jumper, that is how one jump is made.
//
// The rules are those of Harabor & Grastien 2014 for 8-connected grids where diagonal steps never cut a
// corner (the MovingAI rule): a diagonal step needs both straight cells beside it open. Then only straight
// moves have forced neighbours: moving east into x, the cell north of x is forced when it is open and the
// cell north of the one behind x is a wall (likewise south), and x is a jump point. Diagonal moves have none,
// so, as in that paper's intermediate-node pruning, a diagonal jump never stops at a cell of its own: it
// runs on to the wall and yields, from every cell on the way, the jump points of the straight jumps along its
// vertical and horizontal parts. A jump point found that way is reached by diagonal steps, then straight
// ones, and its parent is the node jumped from, not the cell where the jump turned. The goal is always a
// jump point; a jump that finds it goes no further (nothing beyond can lead to the goal more cheaply).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <utility>

#include "graph/grid_graph.h"
#include "search/algorithms/best_first_grid.h"
#include "search/core/grid_search.h"
#include "search/core/node_pool.h"
#include "search/core/trace.h"

namespace frontier {

// Directions are those of padded_grid.h, in its order: N, E, S, W, then NE, SE, SW, NW. Diagonal 4 + k lies
// between straight directions k and k + 1 (mod 4). Sets of directions are bytes, bit d for direction d.
constexpr unsigned kEveryDirection = 0xFFu;

// The direction of a step (dx, dy), each -1, 0 or 1, not both 0.
inline int directionOf(int dx, int dy) {
  static constexpr std::array<std::array<std::int8_t, 3>, 3> kByStep = {{{7, 0, 4}, {3, -1, 1}, {6, 2, 5}}};
  return kByStep[dy + 1][dx + 1];
}

inline int sign(int value) { return (value > 0) - (value < 0); }

// A jump from one cell to another: diagonal steps first, then straight ones (either may be none).
struct JumpLeg {
  int diagonal;  // direction of the diagonal steps
  int diagonalSteps;
  int straight;  // direction of the straight steps
  int straightSteps;

  static JumpLeg between(Point from, Point to) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int across = std::abs(dx);
    const int down = std::abs(dy);
    return {directionOf(sign(dx), sign(dy)), std::min(across, down),
            directionOf(across > down ? sign(dx) : 0, down > across ? sign(dy) : 0), std::abs(across - down)};
  }
  // The direction of the last step.
  int last() const { return straightSteps > 0 ? straight : diagonal; }
  // between(from, to).last() without building the leg: every expansion asks it of its parent.
  static int lastStep(Point from, Point to) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    const int across = std::abs(dx);
    const int down = std::abs(dy);
    return directionOf(across >= down ? sign(dx) : 0, down >= across ? sign(dy) : 0);
  }
};

// The step costs of a jump point search: every open cell costs the same to enter (its registry row needs
// it), so a jump of k steps costs k steps. They are the grid graph's own numbers, so the costs equal A*'s.
struct JumpCosts {
  double straight;
  double diagonal;
  double of(int direction) const { return direction < 4 ? straight : diagonal; }
};

// The directions a jump point reached by moving in `direction` (-1 for the start) continues in: every
// direction from the start; from a diagonal move, its two straight parts and itself; from a straight move,
// itself, and each forced side with the diagonal between it and the move. The jumps check the walls.
inline unsigned successorDirections(const PaddedGrid& grid, const DirectionOffsets& offsets, std::uint32_t cell,
                                    int direction) {
  if (direction < 0) return kEveryDirection;
  if (direction >= 4) {
    const int first = direction - 4;
    return 1u << first | 1u << ((first + 1) & 3) | 1u << direction;
  }
  // The two sides are opposite, so one offset serves both; the diagonal between the move and side
  // (direction + 1) & 3 is 4 + direction, and between it and side (direction + 3) & 3 is 4 + that side.
  const int left = (direction + 1) & 3;
  const int right = (direction + 3) & 3;
  const std::int64_t side = offsets[left];
  const std::int64_t behind = cell - offsets[direction];
  const auto open = [&grid](std::int64_t at) { return grid.passable(static_cast<std::uint32_t>(at)); };
  const bool forcedLeft = !open(behind + side) && open(cell + side);
  const bool forcedRight = !open(behind - side) && open(cell - side);
  return 1u << direction | (forcedLeft ? 1u << left | 1u << (4 + direction) : 0u) |
         (forcedRight ? 1u << right | 1u << (4 + right) : 0u);
}

// The forced neighbours of `cell` entered by the straight move `direction` (0-3), as the straight sides
// (a set of directions) whose cells successorDirections found forced: read from that rule itself, so the
// page's marks (bindings.cpp, forcedNeighbours) are the search's own. A diagonal move, or none (-1), has none.
inline unsigned forcedSides(const PaddedGrid& grid, const DirectionOffsets& offsets, std::uint32_t cell, int direction) {
  if (direction < 0 || direction >= 4) return 0u;
  return successorDirections(grid, offsets, cell, direction) & 0xFu & ~(1u << direction);
}

// Where the jumps from one expanded jump point report the cells they pass over: counted always
// (counters.scanned), recorded as Scanned events only when tracing, so untraced jumps never walk them.
template <class Trace>
class ScanLog {
 public:
  ScanLog(Trace& trace, const PaddedGrid& grid, JumpCosts costs) : trace_(trace), grid_(grid), costs_(costs) {}

  // The log of the jumps from one jump point: a copy of this one counting from 0, which add() then counts
  // in. A search's jumps go to such a local copy, whose count the compiler keeps in a register: counted in
  // the shared log it was loaded and stored again on every jump (about 3% of a JPS+ search's instructions).
  ScanLog jumpsFrom(std::uint32_t originId, double originG) const {
    ScanLog log(trace_, grid_, costs_);
    log.originId_ = originId;
    log.originG_ = originG;
    return log;
  }
  void add(const ScanLog& jumps) { scanned_ += jumps.scanned_; }
  // listing: jump
  // `count` cells in a line from `first`, `offset` apart; the first lies `diagonalSteps` diagonal steps and
  // then `straightSteps` straight ones from the origin, each next one a further step in the line's direction.
  void cells(std::uint32_t first, std::int64_t offset, std::uint32_t count, std::uint32_t diagonalSteps,
             std::uint32_t straightSteps, bool lineIsDiagonal) {
    scanned_ += count;
    if constexpr (Trace::kEnabled) {
      for (std::uint32_t i = 0; i < count; ++i) {
        const double g = originG_ + (diagonalSteps + (lineIsDiagonal ? i : 0)) * costs_.diagonal +
                         (straightSteps + (lineIsDiagonal ? 0 : i)) * costs_.straight;
        trace_.add(TraceKind::Scanned, grid_.gridId(static_cast<std::uint32_t>(first + i * offset)), originId_, g, 0.0);
      }
    }
  }
  // listing end
  std::uint64_t scanned() const { return scanned_; }

 private:
  Trace& trace_;
  const PaddedGrid& grid_;
  JumpCosts costs_;
  std::uint64_t scanned_ = 0;
  std::uint32_t originId_ = kNoParent;
  double originG_ = 0.0;
};

// A Jumper says how one jump is made: `jump(from, direction, log, found)` calls
// found(diagonalSteps, straightDirection, straightSteps) for each jump point it finds, in a fixed order.
// A straight jump finds at most one (diagonalSteps 0, straightDirection its own direction).

// The grid seen through jumps (search_graph.h): the same nodes, places and ids as the grid graph, but a
// node's successors are the jump points its jumps find, each at the cost of its steps.
template <class Jumper, class Trace>
class JumpGraph {
 public:
  using Place = GridPlace;
  struct Successor {
    std::uint32_t index;
    int x;
    int y;
    GridPlace place() const { return {index, x, y}; }
  };

  // `nodes` is the node pool's: a jump point's parent says which way it was entered.
  JumpGraph(const GridGraph& grid, const Jumper& jumper, const Node* nodes, JumpCosts costs, ScanLog<Trace>& log)
      : grid_(grid), offsets_(grid.grid()), jumper_(jumper), nodes_(nodes), costs_(costs), log_(&log) {}

  std::size_t nodeCount() const { return grid_.nodeCount(); }
  bool blocked(std::uint32_t index) const { return grid_.blocked(index); }
  std::uint64_t version() const { return grid_.version(); }
  Place place(std::uint32_t index) const { return grid_.place(index); }
  std::uint32_t externalId(const Place& place) const { return grid_.externalId(place); }
  std::uint32_t externalId(std::uint32_t index) const { return grid_.externalId(index); }

  // listing: jump-successors
  // Jumps in the fixed direction order, so traces reproduce bit for bit. Closed jump points are skipped,
  // as the grid graph skips closed neighbours.
  template <class Visit>
  void forEachSuccessor(const Place& from, const Mark* marks, Mark markLimit, Visit&& visit) const {
    const PaddedGrid& grid = grid_.grid();
    const Node& node = nodes_[from.index];
    const int entered = node.parent == kNoParent ? -1 : JumpLeg::lastStep(grid.point(node.parent), {from.x, from.y});
    ScanLog<Trace> log = log_->jumpsFrom(grid_.externalId(from), node.g);
    for (unsigned directions = successorDirections(grid, offsets_, from.index, entered); directions != 0;
         directions &= directions - 1) {
      const int direction = __builtin_ctz(directions);
      jumper_.jump(from, direction, log, [&](std::uint32_t diagonalSteps, int straight, std::uint32_t straightSteps) {
        const int diagonal = static_cast<int>(diagonalSteps);
        const int run = static_cast<int>(straightSteps);
        const auto index =
            static_cast<std::uint32_t>(from.index + diagonal * offsets_[direction] + run * offsets_[straight]);
        if (marks[index] >= markLimit) return;
        visit(Successor{index, from.x + diagonal * kDirectionDx[direction] + run * kDirectionDx[straight],
                        from.y + diagonal * kDirectionDy[direction] + run * kDirectionDy[straight]},
              diagonal * costs_.diagonal + run * costs_.straight);
      });
    }
    log_->add(log);
  }
  // listing end

 private:
  GridGraph grid_;
  DirectionOffsets offsets_;
  const Jumper& jumper_;
  const Node* nodes_;
  JumpCosts costs_;
  ScanLog<Trace>* log_;
};

// The runner's cache of kind `Cache` in `slot` (GridSearch::cache, one slot per algorithm), made on first use.
template <class Cache>
Cache& runnerCache(std::unique_ptr<RunnerCache>& slot) {
  if (!slot) slot = std::make_unique<Cache>();
  return static_cast<Cache&>(*slot);
}

// The uniform step costs of this search: the grid graph's, for the kind of cell the start is (every open
// kind costs the same).
inline JumpCosts jumpCosts(const GridGraph& graph, std::uint32_t start) {
  const int kind = graph.rules().floorOnly ? static_cast<int>(Cell::Floor) : graph.grid().kinds()[start];
  return {graph.rules().cost[0][kind], graph.rules().cost[1][kind]};
}

// Turns a path of jump points (start first) into one of cells: the runs between consecutive jump points
// filled in, each cell with its cost so far, in `path`.
inline void fillRuns(const PaddedGrid& grid, JumpCosts costs, const GridPath& jumps, GridPath& path) {
  path.clear();
  path.add(jumps.nodes[0], jumps.g[0]);
  for (std::size_t i = 1; i < jumps.nodes.size(); ++i) {
    const JumpLeg leg = JumpLeg::between(grid.point(jumps.nodes[i - 1]), grid.point(jumps.nodes[i]));
    std::int64_t cell = jumps.nodes[i - 1];
    double g = jumps.g[i - 1];
    for (const auto& [direction, steps] : {std::pair{leg.diagonal, leg.diagonalSteps}, std::pair{leg.straight, leg.straightSteps}}) {
      for (int k = 0; k < steps; ++k) {
        cell += directionOffset(grid, direction);
        g += costs.of(direction);
        path.add(static_cast<std::uint32_t>(cell), g);
      }
    }
    path.g.back() = jumps.g[i];  // the jump point's own g, which the trace shows: they differ by rounding only
  }
}

// A jump point search's grid runner, given how it jumps: the best-first loop over the jump graph, then the
// path cell by cell. `jumps` is scratch storage kept between searches.
template <class Jumper, class Trace>
RunOutcome runJumps(GridSearch& search, const Jumper& jumper, GridPath& jumps, Trace& trace) {
  SearchContext<GridGraph>& gridContext = search.context;
  const GridGraph& grid = gridContext.graph;
  const JumpCosts costs = jumpCosts(grid, gridContext.start);
  ScanLog<Trace> log(trace, grid.grid(), costs);
  using Graph = JumpGraph<Jumper, Trace>;
  SearchContext<Graph> context{Graph(grid, jumper, gridContext.nodes.nodes(), costs, log), gridContext.nodes,
                               gridContext.start, gridContext.goal, gridContext.counters};
  const bool found = bestFirstOnGrid(context, search, trace);
  gridContext.counters = context.counters;
  gridContext.counters.scanned = log.scanned();
  if (!found) return RunOutcome::NoPath;
  pathFromParents(gridContext, jumps);
  fillRuns(grid.grid(), costs, jumps, search.path);
  return RunOutcome::Found;
}

}  // namespace frontier
