// Braids, obstacles, rooms, caves and terrain: the generators that are not spanning trees.
#include "generate/mazes/other_mazes.h"

#include <algorithm>
#include <cmath>
#include <span>

#include "generate/mazes/maze_board.h"
#include "generate/random.h"

namespace frontier {
namespace {

constexpr auto kFloor = static_cast<std::uint8_t>(Cell::Floor);
constexpr auto kWall = static_cast<std::uint8_t>(Cell::Wall);

std::string checkFraction(double value, const char* what) {
  if (!(value >= 0.0 && value <= 1.0)) return std::string(what) + " must be between 0 and 1, got " + std::to_string(value);
  return {};
}

// Sets a cell and records the change for the animation.
void set(Grid& grid, Point p, std::uint8_t kind, std::vector<std::uint32_t>* events) {
  std::uint8_t& cell = grid.cells[grid.id(p)];
  if (cell == kind) return;
  cell = kind;
  if (events) events->push_back(grid.id(p) | (kind == kWall ? 0x80000000u : 0u));
}

Grid allWalls(int width, int height) {
  return Grid{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height, kWall)};
}

bool isFloor(const Grid& grid, Point p) { return grid.contains(p) && grid.at(p) != Cell::Wall; }

}  // namespace

std::string braidMaze(Grid& maze, double fraction, std::uint64_t seed, std::vector<std::uint32_t>* events,
                      Topology topology) {
  if (std::string error = checkFraction(fraction, "braid fraction"); !error.empty()) return error;
  if (events) events->clear();
  Random random(seed);
  const MazeBoard board(maze.width, maze.height, nullptr, topology);
  // From a room, each way out: the passage and the room beyond it (maze_board.h). Hex rooms in the next room
  // row up or down lie a column either side, their passage at the smaller column.
  struct Way {
    Point passage, room;
  };
  static constexpr Way kSquareWays[] = {{{0, -1}, {0, -2}}, {{1, 0}, {2, 0}}, {{0, 1}, {0, 2}}, {{-1, 0}, {-2, 0}}};
  static constexpr Way kHexWays[] = {{{0, -1}, {1, -2}}, {{1, 0}, {2, 0}}, {{0, 1}, {1, 2}},
                                     {{-1, 1}, {-1, 2}}, {{-1, 0}, {-2, 0}}, {{-1, -1}, {-1, -2}}};
  const std::span<const Way> ways = topology == Topology::Hex ? std::span<const Way>(kHexWays) : std::span<const Way>(kSquareWays);
  // A dead end is a room with one open side.
  for (int y = 0; y < maze.height; y += 2) {
    for (int x = 0; x < maze.width; ++x) {
      if (!board.isRoom({x, y}) || !isFloor(maze, {x, y})) continue;
      int open = 0;
      Way closed[kMaxRoomNeighbours];
      int closedCount = 0;
      for (const Way& way : ways) {
        if (isFloor(maze, {x + way.passage.x, y + way.passage.y})) ++open;
        else if (board.isRoom({x + way.room.x, y + way.room.y})) closed[closedCount++] = way;
      }
      if (open != 1 || closedCount == 0 || random.below(1u << 30) >= fraction * (1u << 30)) continue;
      const Way way = closed[random.below(closedCount)];
      set(maze, {x + way.passage.x, y + way.passage.y}, kFloor, events);
      set(maze, {x + way.room.x, y + way.room.y}, kFloor, events);
    }
  }
  return {};
}

std::string randomObstacles(int width, int height, double density, std::uint64_t seed, Grid& grid,
                            std::vector<std::uint32_t>* events) {
  if (std::string error = checkDimensions(width, height); !error.empty()) return error;
  if (std::string error = checkFraction(density, "obstacle density"); !error.empty()) return error;
  if (events) events->clear();
  Random random(seed);
  grid = allWalls(width, height);
  const auto threshold = static_cast<std::uint64_t>(density * 4294967296.0);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      if ((random.next() >> 32) >= threshold) set(grid, {x, y}, kFloor, events);
  return {};
}

std::string roomsAndCorridors(int width, int height, std::uint64_t seed, Grid& grid,
                              std::vector<std::uint32_t>* events) {
  if (std::string error = checkDimensions(width, height); !error.empty()) return error;
  if (events) events->clear();
  Random random(seed);
  grid = allWalls(width, height);
  struct Room { int x, y, w, h; };
  std::vector<Room> rooms;
  const int tries = std::max(4, width * height / 40);
  for (int attempt = 0; attempt < tries && rooms.size() < 64; ++attempt) {
    // Rooms grow with the grid (up to an eighth of it) but stay at most a third of it.
    const int w = 3 + static_cast<int>(random.below(std::max(1, std::min(std::max(10, width / 8), width / 3))));
    const int h = 3 + static_cast<int>(random.below(std::max(1, std::min(std::max(8, height / 8), height / 3))));
    if (w + 2 > width || h + 2 > height) continue;
    const Room room{1 + static_cast<int>(random.below(width - w - 1)), 1 + static_cast<int>(random.below(height - h - 1)), w, h};
    const bool overlaps = std::any_of(rooms.begin(), rooms.end(), [&](const Room& o) {
      return room.x <= o.x + o.w && o.x <= room.x + room.w && room.y <= o.y + o.h && o.y <= room.y + room.h;
    });
    if (!overlaps) rooms.push_back(room);
  }
  if (rooms.empty()) {  // too small for a walled room: the whole grid is one
    for (int y = 0; y < height; ++y)
      for (int x = 0; x < width; ++x) set(grid, {x, y}, kFloor, events);
    return {};
  }
  for (std::size_t i = 0; i < rooms.size(); ++i) {
    const Room& room = rooms[i];
    for (int y = room.y; y < room.y + room.h; ++y)
      for (int x = room.x; x < room.x + room.w; ++x) set(grid, {x, y}, kFloor, events);
    if (i == 0) continue;
    // An L-shaped corridor from the previous room's centre to this one's.
    const Room& previous = rooms[i - 1];
    Point a{previous.x + previous.w / 2, previous.y + previous.h / 2}, b{room.x + room.w / 2, room.y + room.h / 2};
    const bool horizontalFirst = random.coin();
    const Point corner = horizontalFirst ? Point{b.x, a.y} : Point{a.x, b.y};
    for (Point from : {a, corner}) {
      const Point to = from == a ? corner : b;
      for (Point p = from; p != to; p = {p.x + (to.x > p.x) - (to.x < p.x), p.y + (to.y > p.y) - (to.y < p.y)})
        set(grid, p, kFloor, events);
      set(grid, to, kFloor, events);
    }
  }
  return {};
}

std::string caves(int width, int height, std::uint64_t seed, Grid& grid, std::vector<std::uint32_t>* events) {
  if (std::string error = checkDimensions(width, height); !error.empty()) return error;
  if (events) events->clear();
  Random random(seed);
  std::vector<std::uint8_t> cells(static_cast<std::size_t>(width) * height);
  for (auto& cell : cells) cell = random.below(100) < 45 ? kWall : kFloor;
  std::vector<std::uint8_t> next(cells.size());
  for (int round = 0; round < 4; ++round) {
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        int walls = 0;  // in the 3x3 block, outside the grid counting as wall
        for (int dy = -1; dy <= 1; ++dy)
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = x + dx, ny = y + dy;
            walls += (nx < 0 || ny < 0 || nx >= width || ny >= height) ? 1 : cells[ny * width + nx] == kWall;
          }
        next[y * width + x] = walls >= 5 ? kWall : kFloor;
      }
    }
    cells.swap(next);
  }
  grid = allWalls(width, height);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) set(grid, {x, y}, cells[y * width + x], events);
  return {};
}

std::string paintTerrain(Grid& grid, double scale, double coverage, std::uint64_t seed) {
  if (std::string error = checkFraction(coverage, "terrain coverage"); !error.empty()) return error;
  if (!(scale >= 1.0 && scale <= 4096.0)) return "terrain scale must be between 1 and 4096, got " + std::to_string(scale);
  // Value noise: random values on a lattice `scale` cells apart, smoothly interpolated between.
  const int latticeWide = static_cast<int>(grid.width / scale) + 2, latticeHigh = static_cast<int>(grid.height / scale) + 2;
  Random random(seed);
  std::vector<double> lattice(static_cast<std::size_t>(latticeWide) * latticeHigh);
  for (double& value : lattice) value = (random.next() >> 11) * 0x1.0p-53;
  auto smooth = [](double t) { return t * t * (3 - 2 * t); };
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      std::uint8_t& cell = grid.cells[grid.id({x, y})];
      if (cell == kWall) continue;
      const double fx = x / scale, fy = y / scale;
      const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
      const double tx = smooth(fx - ix), ty = smooth(fy - iy);
      auto at = [&](int i, int j) { return lattice[static_cast<std::size_t>(j) * latticeWide + i]; };
      const double top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * tx;
      const double bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * tx;
      const double value = top + (bottom - top) * ty;  // in [0, 1)
      // The highest `coverage` of values becomes terrain: water on top, then sand, then grass.
      const double threshold = 1.0 - coverage;
      if (value < threshold) cell = kFloor;
      else if (value < threshold + coverage * 0.5) cell = static_cast<std::uint8_t>(Cell::Grass);
      else if (value < threshold + coverage * 0.8) cell = static_cast<std::uint8_t>(Cell::Sand);
      else cell = static_cast<std::uint8_t>(Cell::Water);
    }
  }
  return {};
}

}  // namespace frontier
