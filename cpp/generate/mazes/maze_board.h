// The board perfect-maze generators carve: rooms, the cells between two neighbouring rooms are passages,
// everything starts as wall. On squares the rooms sit on even coordinates, four neighbours each; any size
// from 1x1 (one room) up, an even width or height leaving its last column or row as wall. On hexes (odd-r,
// graph/hex.h) the rooms sit on even rows, at even columns in every other room row and odd columns in the
// rows between (even axial coordinates), six neighbours each, the passage to a room in the next room row being
// the hex both touch; a width of 2 or more, an odd width leaving its last column as wall. Each carved cell is
// recorded for the page's animation.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "graph/grid.h"
#include "graph/hex.h"

namespace frontier {

constexpr int kMaxRoomNeighbours = 6;

class MazeBoard {
 public:
  MazeBoard(int width, int height, std::vector<std::uint32_t>* carved, Topology topology = Topology::Square)
      : grid_{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height,
                                                        static_cast<std::uint8_t>(Cell::Wall))},
        hex_(topology == Topology::Hex),
        roomsWide_(hex_ ? width / 2 : (width + 1) / 2),
        roomsHigh_((height + 1) / 2),
        carved_(carved) {}

  int roomsWide() const { return roomsWide_; }
  int roomsHigh() const { return roomsHigh_; }
  int roomCount() const { return roomsWide_ * roomsHigh_; }
  // Rooms are numbered row by row: room r sits at cell (2 * (r % roomsWide), 2 * (r / roomsWide)), on hexes
  // one column further right in odd room rows.
  Point roomCell(int room) const {
    const int row = room / roomsWide_;
    return {2 * (room % roomsWide_) + (hex_ ? row & 1 : 0), 2 * row};
  }
  // The cell at `p` is a room of this board.
  bool isRoom(Point p) const {
    if (p.y < 0 || p.y % 2 != 0 || p.y / 2 >= roomsHigh_) return false;
    const int column = p.x - (hex_ ? (p.y / 2) & 1 : 0);
    return column >= 0 && column % 2 == 0 && column / 2 < roomsWide_;
  }

  // The neighbouring rooms, written to `out`; returns how many. Squares: N, E, S, W. Hexes, clockwise from
  // the upper right: the rooms one room row up or down lie a column either side.
  int neighbourRooms(int room, int out[kMaxRoomNeighbours]) const {
    const int x = room % roomsWide_, y = room / roomsWide_;
    int count = 0;
    if (!hex_) {
      if (y > 0) out[count++] = room - roomsWide_;
      if (x + 1 < roomsWide_) out[count++] = room + 1;
      if (y + 1 < roomsHigh_) out[count++] = room + roomsWide_;
      if (x > 0) out[count++] = room - 1;
      return count;
    }
    // In the room rows above and below, the room a column right is number x + p, a column left x + p - 1.
    const int p = y & 1;
    const auto at = [&](int row, int column) { return row * roomsWide_ + column; };
    if (y > 0 && x + p < roomsWide_) out[count++] = at(y - 1, x + p);
    if (x + 1 < roomsWide_) out[count++] = room + 1;
    if (y + 1 < roomsHigh_ && x + p < roomsWide_) out[count++] = at(y + 1, x + p);
    if (y + 1 < roomsHigh_ && x + p >= 1) out[count++] = at(y + 1, x + p - 1);
    if (x > 0) out[count++] = room - 1;
    if (y > 0 && x + p >= 1) out[count++] = at(y - 1, x + p - 1);
    return count;
  }

  void openRoom(int room) { carve(roomCell(room)); }
  // Opens the passage between two neighbouring rooms (and both rooms).
  void connect(int a, int b) {
    const Point pa = roomCell(a), pb = roomCell(b);
    openRoom(a);
    carve(passage(pa, pb));
    openRoom(b);
  }
  // The cell between two neighbouring rooms: halfway on squares and along a hex row; between hex room rows,
  // the hex both touch, in the row between them at the smaller column.
  Point passage(Point a, Point b) const {
    if (!hex_ || a.y == b.y) return {(a.x + b.x) / 2, (a.y + b.y) / 2};
    return {std::min(a.x, b.x), (a.y + b.y) / 2};
  }
  void carve(Point p) {
    std::uint8_t& cell = grid_.cells[grid_.id(p)];
    if (cell == static_cast<std::uint8_t>(Cell::Floor)) return;
    cell = static_cast<std::uint8_t>(Cell::Floor);
    if (carved_) carved_->push_back(grid_.id(p));
  }
  Grid take() { return std::move(grid_); }

 private:
  Grid grid_;
  bool hex_;
  int roomsWide_;
  int roomsHigh_;
  std::vector<std::uint32_t>* carved_;
};

}  // namespace frontier
