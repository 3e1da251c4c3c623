// Jump point search (registry row "jps"): the jumps of jump_point.h made by block-based scans, as in
// Harabor & Grastien 2014 and warthog. A straight jump reads 56 cells of its line, and of the two lines
// beside it, as bits, and finds the first wall or forced neighbour among them with one count of trailing
// (or leading) zeros, instead of testing the cells one by one.
#include "search/algorithms/jump_point.h"

#include <cstring>
#include <vector>

namespace frontier {
namespace {

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "bit lines read 8 bytes as one little-endian word");

// The open cells of the padded grid as bits (1: open), one line of bits per row, or per column: the
// transposed copy that vertical jumps read. Each line has at least 64 bits of walls before position 0 and
// after its end, so an 8-byte read on either side of any position stays inside the line.
class BitLines {
 public:
  void assign(const PaddedGrid& grid, bool columns) {
    const std::size_t stride = grid.stride();
    const std::size_t lines = columns ? stride : grid.height() + 2;
    const std::size_t length = columns ? grid.height() + 2 : stride;
    lineBytes_ = (kMargin + length + kMargin + 63) / 64 * 8;
    bits_.assign(lines * lineBytes_, 0);
    for (std::size_t line = 0; line < lines; ++line) {
      for (std::size_t position = 0; position < length; ++position) {
        const std::size_t cell = columns ? position * stride + line : line * stride + position;
        if (grid.passable(static_cast<std::uint32_t>(cell))) {
          const std::size_t bit = kMargin + position;
          bits_[line * lineBytes_ + bit / 8] |= static_cast<std::uint8_t>(1u << (bit % 8));
        }
      }
    }
  }

  std::size_t bytes() const { return heldBytes(bits_); }

  // 64 bits from `position` on: bit i is position + i. The lowest 57 are exact.
  std::uint64_t from(int line, int position) const {
    const std::size_t bit = kMargin + position;
    return load(line, bit / 8) >> (bit % 8);
  }
  // 64 bits up to `position`: bit 63 - i is position - i. The highest 57 are exact.
  std::uint64_t upTo(int line, int position) const {
    const std::size_t bit = kMargin + position;
    return load(line, bit / 8 - 7) << (7 - bit % 8);
  }

 private:
  static constexpr std::size_t kMargin = 64;

  std::uint64_t load(int line, std::size_t byte) const {
    std::uint64_t word;
    std::memcpy(&word, bits_.data() + static_cast<std::size_t>(line) * lineBytes_ + byte, sizeof word);
    return word;
  }

  std::size_t lineBytes_ = 0;
  std::vector<std::uint8_t> bits_;
};

// Cells a scan decides per read: of the 57 exact bits of a side line, one is the cell before the first.
constexpr int kBlock = 56;
constexpr std::uint64_t kLowBlock = (std::uint64_t{1} << kBlock) - 1;
constexpr std::uint64_t kHighBlock = kLowBlock << (64 - kBlock);

// Where a straight scan along a line stopped: at the first jump point (a cell with a forced neighbour) or
// the first wall after `from`.
struct Stop {
  int position;
  bool jumpPoint;
};

// Towards higher positions (east along a row, south along a column). A cell is forced open on a side when
// that side is open beside it and a wall beside the cell before it.
Stop scanForwards(const BitLines& lines, int line, int from) {
  for (int position = from + 1;; position += kBlock) {
    const std::uint64_t here = lines.from(line, position);
    const std::uint64_t sideA = lines.from(line - 1, position - 1);  // bit i + 1 beside position + i
    const std::uint64_t sideB = lines.from(line + 1, position - 1);
    const std::uint64_t forced = (sideA >> 1 & ~sideA) | (sideB >> 1 & ~sideB);
    const std::uint64_t stops = (forced | ~here) & kLowBlock;
    if (stops != 0) {
      const int i = __builtin_ctzll(stops);
      return {position + i, (here >> i & 1) != 0};
    }
  }
}

// Towards lower positions (west along a row, north along a column): the mirror image.
Stop scanBackwards(const BitLines& lines, int line, int from) {
  for (int position = from - 1;; position -= kBlock) {
    const std::uint64_t here = lines.upTo(line, position);
    const std::uint64_t sideA = lines.upTo(line - 1, position + 1);  // bit 62 - i beside position - i
    const std::uint64_t sideB = lines.upTo(line + 1, position + 1);
    const std::uint64_t forced = (sideA << 1 & ~sideA) | (sideB << 1 & ~sideB);
    const std::uint64_t stops = (forced | ~here) & kHighBlock;
    if (stops != 0) {
      const int i = __builtin_clzll(stops);
      return {position - i, (here >> (63 - i) & 1) != 0};
    }
  }
}

// What JPS keeps between searches on one grid: the bit lines, rebuilt when the grid changes.
struct JumpPointCache : RunnerCache {
  std::uint64_t version = 0;  // of the grid the lines were built from; 0: none yet
  BitLines rows;
  BitLines columns;
  GridPath jumps;  // scratch: the jump points of the path found

  std::size_t bytes() const override { return rows.bytes() + columns.bytes() + jumps.bytes(); }
};

class BlockJumper {
 public:
  BlockJumper(const JumpPointCache& cache, const PaddedGrid& grid, Point goal)
      : rows_(cache.rows), columns_(cache.columns), grid_(grid), goalX_(goal.x + 1), goalY_(goal.y + 1),
        goal_(grid.padded(goal)) {}

  // listing: jump-block
  template <class Trace, class Found>
  void jump(const GridPlace& from, int direction, ScanLog<Trace>& log, Found&& found) const {
    const int x = from.x + 1;  // padded coordinates: the bit lines' positions
    const int y = from.y + 1;
    if (direction >= 4) return diagonal(from.index, x, y, direction, log, found);
    const Straight run = straight(x, y, direction);
    const std::int64_t offset = directionOffset(grid_, direction);
    log.cells(static_cast<std::uint32_t>(from.index + offset), offset, run.steps - 1, 0, 1, false);
    if (run.found) found(0, direction, run.steps);
  }

 private:
  // How far a straight scan went: to the jump point it found (perhaps the goal), or to the wall.
  struct Straight {
    std::uint32_t steps;
    bool found;
    bool goal;
  };

  Straight straight(int x, int y, int direction) const {
    int steps = 0;
    int toGoal = 0;  // steps to the goal when it lies ahead on this line, else 0
    Stop stop{};
    switch (direction) {
      case 0:
        stop = scanBackwards(columns_, x, y);
        steps = y - stop.position;
        if (goalX_ == x && goalY_ < y) toGoal = y - goalY_;
        break;
      case 1:
        stop = scanForwards(rows_, y, x);
        steps = stop.position - x;
        if (goalY_ == y && goalX_ > x) toGoal = goalX_ - x;
        break;
      case 2:
        stop = scanForwards(columns_, x, y);
        steps = stop.position - y;
        if (goalX_ == x && goalY_ > y) toGoal = goalY_ - y;
        break;
      default:
        stop = scanBackwards(rows_, y, x);
        steps = x - stop.position;
        if (goalY_ == y && goalX_ < x) toGoal = x - goalX_;
        break;
    }
    if (toGoal != 0 && toGoal <= steps) return {static_cast<std::uint32_t>(toGoal), true, true};
    return {static_cast<std::uint32_t>(steps), stop.jumpPoint, false};
  }

  // Steps diagonally while no step cuts a corner; from each cell reached, scans along the diagonal's
  // vertical, then horizontal part.
  template <class Trace, class Found>
  void diagonal(std::uint32_t cell, int x, int y, int direction, ScanLog<Trace>& log, Found& found) const {
    const int dx = kDirectionDx[direction];
    const int dy = kDirectionDy[direction];
    const int parts[2] = {dy < 0 ? 0 : 2, dx > 0 ? 1 : 3};  // vertical, horizontal
    const std::int64_t step = directionOffset(grid_, direction);
    const std::int64_t partSteps[2] = {directionOffset(grid_, parts[0]), directionOffset(grid_, parts[1])};
    const std::uint8_t* kinds = grid_.kinds();
    const auto open = [kinds](std::int64_t at) { return kinds[at] != static_cast<std::uint8_t>(Cell::Wall); };
    for (std::uint32_t steps = 1;; ++steps) {
      if (!open(cell + partSteps[0]) || !open(cell + partSteps[1]) || !open(cell + step)) return;
      cell = static_cast<std::uint32_t>(cell + step);
      x += dx;
      y += dy;
      if (cell == goal_) return found(steps, parts[0], 0);
      log.cells(cell, 0, 1, steps, 0, true);
      for (int part = 0; part < 2; ++part) {
        const Straight run = straight(x, y, parts[part]);
        log.cells(static_cast<std::uint32_t>(cell + partSteps[part]), partSteps[part], run.steps - 1, steps, 1, false);
        if (!run.found) continue;
        found(steps, parts[part], run.steps);
        if (run.goal) return;
      }
    }
  }
  // listing end

  const BitLines& rows_;
  const BitLines& columns_;
  const PaddedGrid& grid_;
  int goalX_;  // padded coordinates
  int goalY_;
  std::uint32_t goal_;
};

}  // namespace

template <class Trace>
RunOutcome runJumpPoint(GridSearch& search, Trace& trace) {
  const PaddedGrid& grid = search.context.graph.grid();
  JumpPointCache& cache = runnerCache<JumpPointCache>(search.cache);
  if (cache.version != grid.version()) {
    cache.rows.assign(grid, false);
    cache.columns.assign(grid, true);
    cache.version = grid.version();
  }
  const BlockJumper jumper(cache, grid, search.goal);
  return runJumps(search, jumper, cache.jumps, trace);
}

template RunOutcome runJumpPoint(GridSearch&, NoTrace&);
template RunOutcome runJumpPoint(GridSearch&, TraceRecorder&);

}  // namespace frontier
