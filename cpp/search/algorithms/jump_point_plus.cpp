// JPS+ (Rabin 2015; registry row "jps-plus"): the jumps of jump_point.h read from a table of jump
// distances, 8 per cell, built once per grid (any edit invalidates it: the grid's version changes) and kept
// in the runner's cache. A query only reads the table, and checks whether a jump crosses the goal.
#include "search/algorithms/jump_point_plus.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "search/algorithms/jump_point.h"

namespace frontier {
namespace {

// The table holds each distance in one byte, 8 bytes a cell (16 with two-byte distances: twice the cache
// misses where jumps are short, as on random maps). A distance of at most kHop steps either way is stored
// as it is; a longer one as +-kFar, its sign kept: read the cell kHop steps on in that direction, whose
// distance is this one less those kHop steps (the same jump point, or the same wall, is further on).
constexpr int kHop = 126;
constexpr int kFar = 127;

std::int8_t stored(int distance) {
  if (distance > kHop) return kFar;
  if (distance < -kHop) return -kFar;
  return static_cast<std::int8_t>(distance);
}

// A long distance: `first`, the kFar mark read at `cell`, followed through the cells kHop steps on. Out of
// line, as it is rare: the short path of tableDistance stays small enough to inline into every jump.
[[gnu::noinline]] int longTableDistance(const std::int8_t* table, std::int64_t offset, std::int64_t cell, int direction,
                                        int first) {
  int skipped = 0;
  for (int distance = first;; distance = table[static_cast<std::size_t>(cell) * 8 + direction]) {
    if (distance != kFar && distance != -kFar) return distance > 0 ? distance + skipped : distance - skipped;
    cell += kHop * offset;
    skipped += kHop;
  }
}

// The distance from `cell` in `direction` (jump_point_plus.h says what it means), a long one followed
// through its kFar marks. `offset` is the direction's (directionOffset).
inline int tableDistance(const std::int8_t* table, std::int64_t offset, std::int64_t cell, int direction) {
  const int first = table[static_cast<std::size_t>(cell) * 8 + direction];
  // A short distance, -kHop <= first <= kHop, in one unsigned comparison (the others are +-kFar marks).
  if (static_cast<unsigned>(first + kHop) <= 2u * kHop) return first;
  return longTableDistance(table, offset, cell, direction, first);
}

// The distances of every padded cell, 8 a cell in direction order (jump_point_plus.h says what they mean).
// Each direction's distance follows from the next cell's in that direction, so cells are visited next
// cell first; straight directions come first, as a diagonal's jump points are where its straight parts
// have one.
void buildJumpTable(const PaddedGrid& grid, std::vector<std::int8_t>& table) {
  const DirectionOffsets offsets(grid);
  const std::size_t cells = grid.paddedSize();
  table.assign(cells * 8, 0);
  const auto open = [&grid](std::int64_t cell) { return grid.passable(static_cast<std::uint32_t>(cell)); };
  const auto at = [&table](std::int64_t cell, int direction) -> std::int8_t& {
    return table[static_cast<std::size_t>(cell) * 8 + direction];
  };
  // One more step than the next cell's distance: to the same jump point, or before the same wall. Worked
  // out on what the table holds: a distance one step short of a long one is long too (or exactly kHop).
  const auto beyond = [&at](std::int64_t next, int direction) {
    const int distance = at(next, direction);
    return stored(distance > 0 ? std::min(distance + 1, kFar) : std::max(distance - 1, -kFar));
  };
  const auto fill = [&](int direction, auto&& distanceAt) {
    const std::int64_t offset = offsets[direction];
    for (std::size_t n = 0; n < cells; ++n) {
      const auto cell = static_cast<std::int64_t>(offset < 0 ? n : cells - 1 - n);
      if (open(cell)) at(cell, direction) = distanceAt(cell, cell + offset);
    }
  };
  for (int direction = 0; direction < 4; ++direction) {
    fill(direction, [&](std::int64_t, std::int64_t next) -> std::int8_t {
      if (!open(next)) return 0;
      // Entering `next` this way it has a forced neighbour: it is a jump point.
      const bool jumpPoint = successorDirections(grid, offsets, static_cast<std::uint32_t>(next), direction) != 1u << direction;
      return jumpPoint ? 1 : beyond(next, direction);
    });
  }
  for (int direction = 4; direction < 8; ++direction) {
    const int sideA = direction - 4;
    const int sideB = (sideA + 1) & 3;
    const std::int64_t offsetA = offsets[sideA];
    const std::int64_t offsetB = offsets[sideB];
    fill(direction, [&](std::int64_t cell, std::int64_t next) -> std::int8_t {
      if (!open(cell + offsetA) || !open(cell + offsetB) || !open(next)) return 0;
      // Only the signs of the straight parts' distances matter, which the table keeps.
      return at(next, sideA) > 0 || at(next, sideB) > 0 ? 1 : beyond(next, direction);
    });
  }
}

// What JPS+ keeps between searches on one grid: the table, and what building it cost.
struct JumpTableCache : RunnerCache {
  std::uint64_t version = 0;  // of the grid the table was built from; 0: none yet. The table depends on the
                              // walls alone: the registry row admits one movement rule and uniform costs.
  std::vector<std::int8_t> table;  // see buildJumpTable
  double micros = 0.0;
  GridPath jumps;  // scratch: the jump points of the path found

  std::size_t bytes() const override { return heldBytes(table) + jumps.bytes(); }
};

// JPS+'s jumps: distances read from the table, and bounded by the goal where a jump crosses it.
class TableJumper {
 public:
  TableJumper(const std::vector<std::int8_t>& table, const PaddedGrid& grid, Point goal)
      : table_(table.data()), offsets_(grid), goal_(goal) {}

  // listing: jump-table
  template <class Trace, class Found>
  void jump(const GridPlace& from, int direction, ScanLog<Trace>& log, Found&& found) const {
    const int toGoalX = goal_.x - from.x;
    const int toGoalY = goal_.y - from.y;
    if (direction < 4) return straight(from.index, direction, toGoalX, toGoalY, log, found);
    const int aheadX = toGoalX * kDirectionDx[direction];  // how far the goal lies ahead along each axis
    const int aheadY = toGoalY * kDirectionDy[direction];
    // Only a diagonal with the goal in its quadrant can cross the goal's row or column: the others skip
    // that test on every leg.
    if (aheadX > 0 && aheadY > 0) return diagonal<true>(from.index, direction, aheadX, aheadY, log, found);
    diagonal<false>(from.index, direction, 0, 0, log, found);
  }

 private:
  // The vertical and horizontal parts of each diagonal, NE, SE, SW, NW.
  static constexpr int kParts[4][2] = {{0, 1}, {2, 1}, {2, 3}, {0, 3}};

  // To the jump point the table gives, or to the goal when it lies on the line ahead within reach.
  template <class Trace, class Found>
  void straight(std::int64_t cell, int direction, int toGoalX, int toGoalY, ScanLog<Trace>& log, Found& found) const {
    const int distance = at(cell, direction);
    int steps = std::max(distance, 0);
    // The goal is on the line when it is 0 across it, which is rare: tested first.
    const bool vertical = (direction & 1) == 0;
    if ((vertical ? toGoalX : toGoalY) == 0) {
      const int ahead = vertical ? toGoalY * kDirectionDy[direction] : toGoalX * kDirectionDx[direction];
      if (ahead > 0 && ahead <= std::abs(distance)) steps = ahead;
    }
    const std::int64_t offset = offsets_[direction];
    log.cells(static_cast<std::uint32_t>(cell + offset), offset,
              static_cast<std::uint32_t>(steps != 0 ? steps - 1 : std::abs(distance)), 0, 1, false);
    if (steps != 0) found(0, direction, static_cast<std::uint32_t>(steps));
  }

  // From one diagonal jump point to the next (each yields the jump points of its straight parts) until the
  // wall. When the goal lies in the diagonal's quadrant (TowardGoal; `aheadX` and `aheadY` then say how far
  // ahead it is along each axis), the leg that crosses its row or column stops there too (Rabin's target
  // jump point, followed at once): the goal may be straight ahead from that cell.
  template <bool TowardGoal, class Trace, class Found>
  void diagonal(std::int64_t cell, int direction, int aheadX, int aheadY, ScanLog<Trace>& log, Found& found) const {
    const int* parts = kParts[direction - 4];
    const int crossing = std::min(aheadX, aheadY);  // diagonal steps to the crossing (TowardGoal only)
    const int towardGoal = aheadX > aheadY ? parts[1] : parts[0];
    const int rest = std::abs(aheadX - aheadY);  // straight steps from the crossing to the goal
    const std::int64_t step = offsets_[direction];
    for (int steps = 0;;) {
      const int distance = at(cell, direction);
      const int reach = std::abs(distance);
      const bool crosses = TowardGoal && crossing > steps && crossing <= steps + reach;
      const int leg = crosses ? crossing - steps : reach;
      if (!crosses && distance <= 0) {
        log.cells(static_cast<std::uint32_t>(cell + step), step, static_cast<std::uint32_t>(leg), steps + 1, 0, true);
        return;
      }
      log.cells(static_cast<std::uint32_t>(cell + step), step, static_cast<std::uint32_t>(leg - 1), steps + 1, 0, true);
      cell += leg * step;
      steps += leg;
      if (crosses && rest == 0) return found(steps, towardGoal, 0);  // the goal is on the diagonal
      log.cells(static_cast<std::uint32_t>(cell), 0, 1, steps, 0, true);
      if (crosses && rest <= std::abs(at(cell, towardGoal))) {
        const std::int64_t offset = offsets_[towardGoal];
        log.cells(static_cast<std::uint32_t>(cell + offset), offset, static_cast<std::uint32_t>(rest - 1), steps, 1, false);
        return found(steps, towardGoal, rest);
      }
      if (leg != distance) continue;  // the crossing, short of the next diagonal jump point
      for (int part = 0; part < 2; ++part) {
        const int run = at(cell, parts[part]);
        if (run <= 0) continue;
        const std::int64_t offset = offsets_[parts[part]];
        log.cells(static_cast<std::uint32_t>(cell + offset), offset, static_cast<std::uint32_t>(run - 1), steps, 1, false);
        found(steps, parts[part], run);
      }
    }
  }
  // listing end

  int at(std::int64_t cell, int direction) const { return tableDistance(table_, offsets_[direction], cell, direction); }

  const std::int8_t* table_;
  DirectionOffsets offsets_;
  Point goal_;
};

// JPS+'s cache, its table built first if there is none for this grid yet.
JumpTableCache& currentTable(const PaddedGrid& grid, std::unique_ptr<RunnerCache>& slot) {
  JumpTableCache& cache = runnerCache<JumpTableCache>(slot);
  if (cache.version != grid.version()) {
    const auto began = std::chrono::steady_clock::now();
    buildJumpTable(grid, cache.table);
    cache.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
    cache.version = grid.version();
  }
  return cache;
}

}  // namespace

std::vector<std::int16_t> jumpDistances(const PaddedGrid& grid, std::unique_ptr<RunnerCache>& cache) {
  const std::int8_t* table = currentTable(grid, cache).table.data();
  const DirectionOffsets offsets(grid);
  std::vector<std::int16_t> distances(static_cast<std::size_t>(grid.width()) * grid.height() * 8);
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      for (int direction = 0; direction < 8; ++direction) {
        distances[static_cast<std::size_t>(grid.gridId(x, y)) * 8 + direction] =
            static_cast<std::int16_t>(tableDistance(table, offsets[direction], grid.padded({x, y}), direction));
      }
    }
  }
  return distances;
}

template <class Trace>
RunOutcome runJumpPointPlus(GridSearch& search, Trace& trace) {
  const PaddedGrid& grid = search.context.graph.grid();
  JumpTableCache& cache = currentTable(grid, search.cache);
  const TableJumper jumper(cache.table, grid, search.goal);
  const RunOutcome outcome = runJumps(search, jumper, cache.jumps, trace);
  search.context.counters.precomputeMicros = cache.micros;
  search.context.counters.precomputeBytes = cache.table.size() * sizeof(std::int8_t);
  return outcome;
}

template RunOutcome runJumpPointPlus(GridSearch&, NoTrace&);
template RunOutcome runJumpPointPlus(GridSearch&, TraceRecorder&);

}  // namespace frontier
