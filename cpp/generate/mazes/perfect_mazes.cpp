// The six perfect-maze generators. Each builds a spanning tree over the rooms of a MazeBoard; they differ
// in the order they add its edges, which is what gives each its look (long corridors for the
// backtracker, short branches for Prim, unbiased for Wilson, long straight walls for division).
#include "generate/mazes/perfect_mazes.h"

#include <array>
#include <numeric>
#include <utility>

#include "generate/mazes/maze_board.h"
#include "generate/mazes/maze_kinds.h"
#include "generate/random.h"

namespace frontier {
namespace {

constexpr std::array<std::pair<MazeKind, std::string_view>, 6> kNames = {{{MazeKind::Backtracker, "backtracker"},
                                                                          {MazeKind::Prim, "prim"},
                                                                          {MazeKind::Kruskal, "kruskal"},
                                                                          {MazeKind::Wilson, "wilson"},
                                                                          {MazeKind::Division, "division"},
                                                                          {MazeKind::Eller, "eller"}}};

void backtracker(MazeBoard& board, Random& random) {
  std::vector<bool> visited(board.roomCount());
  std::vector<int> stack = {static_cast<int>(random.below(board.roomCount()))};
  visited[stack.back()] = true;
  board.openRoom(stack.back());
  while (!stack.empty()) {
    int neighbours[kMaxRoomNeighbours], unvisited[kMaxRoomNeighbours], count = 0;
    const int n = board.neighbourRooms(stack.back(), neighbours);
    for (int i = 0; i < n; ++i)
      if (!visited[neighbours[i]]) unvisited[count++] = neighbours[i];
    if (count == 0) {
      stack.pop_back();
      continue;
    }
    const int next = unvisited[random.below(count)];
    visited[next] = true;
    board.connect(stack.back(), next);
    stack.push_back(next);
  }
}

void prim(MazeBoard& board, Random& random) {
  std::vector<bool> inMaze(board.roomCount());
  std::vector<std::pair<int, int>> frontier;  // (room in the maze, neighbour maybe not)
  auto add = [&](int room) {
    inMaze[room] = true;
    board.openRoom(room);
    int neighbours[kMaxRoomNeighbours];
    const int n = board.neighbourRooms(room, neighbours);
    for (int i = 0; i < n; ++i)
      if (!inMaze[neighbours[i]]) frontier.emplace_back(room, neighbours[i]);
  };
  add(static_cast<int>(random.below(board.roomCount())));
  while (!frontier.empty()) {
    const std::size_t pick = random.below(static_cast<std::uint32_t>(frontier.size()));
    const auto [from, to] = frontier[pick];
    frontier[pick] = frontier.back();
    frontier.pop_back();
    if (inMaze[to]) continue;
    board.connect(from, to);
    add(to);
  }
}

int findRoot(std::vector<int>& parent, int room) {
  while (parent[room] != room) room = parent[room] = parent[parent[room]];
  return room;
}

void kruskal(MazeBoard& board, Random& random) {
  std::vector<std::pair<int, int>> edges;
  for (int room = 0; room < board.roomCount(); ++room) {
    int neighbours[kMaxRoomNeighbours];
    const int n = board.neighbourRooms(room, neighbours);
    for (int i = 0; i < n; ++i)
      if (neighbours[i] > room) edges.emplace_back(room, neighbours[i]);
  }
  for (std::size_t i = edges.size(); i > 1; --i) std::swap(edges[i - 1], edges[random.below(static_cast<std::uint32_t>(i))]);
  std::vector<int> parent(board.roomCount());
  std::iota(parent.begin(), parent.end(), 0);
  board.openRoom(0);  // a 1x1 board has no edges
  for (const auto& [a, b] : edges) {
    const int rootA = findRoot(parent, a), rootB = findRoot(parent, b);
    if (rootA == rootB) continue;
    parent[rootA] = rootB;
    board.connect(a, b);
  }
}

void wilson(MazeBoard& board, Random& random) {
  std::vector<bool> inTree(board.roomCount());
  std::vector<int> next(board.roomCount(), -1);  // the walk's last exit from each room
  const int first = static_cast<int>(random.below(board.roomCount()));
  inTree[first] = true;
  board.openRoom(first);
  for (int start = 0; start < board.roomCount(); ++start) {
    // A random walk from `start` until it meets the tree; overwriting `next` erases its loops.
    for (int room = start; !inTree[room]; room = next[room]) {
      int neighbours[kMaxRoomNeighbours];
      const int n = board.neighbourRooms(room, neighbours);
      next[room] = neighbours[random.below(n)];
    }
    for (int room = start; !inTree[room]; room = next[room]) {
      inTree[room] = true;
      board.connect(room, next[room]);
    }
  }
}

// Starts from an open field and adds walls: each room rectangle is cut by a wall with one gap.
void division(MazeBoard& board, Random& random, std::vector<std::uint32_t>* events, Grid& grid) {
  for (int room = 0; room < board.roomCount(); ++room) {
    board.openRoom(room);
    int neighbours[kMaxRoomNeighbours];
    const int n = board.neighbourRooms(room, neighbours);
    for (int i = 0; i < n; ++i) board.connect(room, neighbours[i]);
  }
  grid = board.take();
  struct Area { int x, y, w, h; };  // in rooms
  std::vector<Area> areas = {{0, 0, board.roomsWide(), board.roomsHigh()}};
  auto wall = [&](int x, int y) {
    grid.cells[grid.id({x, y})] = static_cast<std::uint8_t>(Cell::Wall);
    if (events) events->push_back(grid.id({x, y}) | kWallEvent);
  };
  while (!areas.empty()) {
    const Area area = areas.back();
    areas.pop_back();
    if (area.w < 2 && area.h < 2) continue;
    const bool horizontal = area.h > area.w || (area.h == area.w && random.coin());
    if (horizontal) {
      const int row = area.y + static_cast<int>(random.below(area.h - 1));  // wall below this room row
      const int gap = area.x + static_cast<int>(random.below(area.w));
      for (int x = area.x; x < area.x + area.w; ++x)
        if (x != gap) wall(2 * x, 2 * row + 1);
      areas.push_back({area.x, area.y, area.w, row - area.y + 1});
      areas.push_back({area.x, row + 1, area.w, area.y + area.h - row - 1});
    } else {
      const int column = area.x + static_cast<int>(random.below(area.w - 1));
      const int gap = area.y + static_cast<int>(random.below(area.h));
      for (int y = area.y; y < area.y + area.h; ++y)
        if (y != gap) wall(2 * column + 1, 2 * y);
      areas.push_back({area.x, area.y, column - area.x + 1, area.h});
      areas.push_back({column + 1, area.y, area.x + area.w - column - 1, area.h});
    }
  }
}

// One row at a time: join neighbours of different sets at random, then carry every set down at least
// once; the last row joins whatever is still apart. Sets are union-find labels, so a row costs O(width).
void eller(MazeBoard& board, Random& random) {
  const int wide = board.roomsWide(), high = board.roomsHigh();
  const auto labels = static_cast<std::size_t>(board.roomCount()) + 1;  // labels start at 1
  std::vector<int> parent(labels);                                      // label -> union-find parent
  std::vector<int> lastInRow(labels, -1);                               // root label -> last column
  std::vector<int> carriedInRow(labels, -1);                            // root label -> row it went down from
  std::vector<int> label(static_cast<std::size_t>(wide), 0);            // this row's labels, 0 for none yet
  int nextLabel = 1;
  for (int y = 0; y < high; ++y) {
    const bool lastRow = y + 1 == high;
    for (int x = 0; x < wide; ++x) {
      if (label[x] == 0) {
        label[x] = nextLabel;
        parent[nextLabel] = nextLabel;
        ++nextLabel;
      }
      board.openRoom(y * wide + x);
    }
    for (int x = 0; x + 1 < wide; ++x) {
      const int a = findRoot(parent, label[x]), b = findRoot(parent, label[x + 1]);
      if (a == b || (!lastRow && random.coin())) continue;
      board.connect(y * wide + x, y * wide + x + 1);
      parent[b] = a;
    }
    if (lastRow) break;
    for (int x = 0; x < wide; ++x) lastInRow[label[x] = findRoot(parent, label[x])] = x;
    for (int x = 0; x < wide; ++x) {
      // The last member of a set goes down if no earlier member did; a room not going down leaves the
      // cell below it without a set.
      if (random.coin() || (carriedInRow[label[x]] != y && lastInRow[label[x]] == x)) {
        carriedInRow[label[x]] = y;
        board.connect(y * wide + x, (y + 1) * wide + x);
      } else {
        label[x] = 0;
      }
    }
  }
}

}  // namespace

std::optional<MazeKind> parseMazeKind(std::string_view text) {
  for (const auto& [kind, kindName] : kNames)
    if (kindName == text) return kind;
  return std::nullopt;
}

std::string_view name(MazeKind kind) {
  for (const auto& [entry, kindName] : kNames)
    if (entry == kind) return kindName;
  return "?";
}

std::string generatePerfectMaze(MazeKind kind, int width, int height, std::uint64_t seed, Grid& maze,
                                std::vector<std::uint32_t>* events, Topology topology) {
  if (std::string error = checkDimensions(width, height); !error.empty()) return error;
  if (topology == Topology::Hex) {
    if (mazeKindInfo(name(kind))->squareOnly) {
      return std::string(name(kind)) + " mazes are built of square rooms in rows and columns (" +
             (kind == MazeKind::Division ? "cut by straight walls" : "joined a row at a time") +
             "): on hexes, use backtracker, prim, kruskal or wilson";
    }
    if (width < 2) return "a hex maze needs a width of 2 or more, got " + std::to_string(width);
  }
  if (events) events->clear();
  Random random(seed);
  MazeBoard board(width, height, events, topology);
  switch (kind) {
    case MazeKind::Backtracker: backtracker(board, random); break;
    case MazeKind::Prim: prim(board, random); break;
    case MazeKind::Kruskal: kruskal(board, random); break;
    case MazeKind::Wilson: wilson(board, random); break;
    case MazeKind::Division: division(board, random, events, maze); return {};
    case MazeKind::Eller: eller(board, random); break;
  }
  maze = board.take();
  return {};
}

}  // namespace frontier
