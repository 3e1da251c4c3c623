// The board perfect-maze generators carve: rooms on even coordinates, the cells between two rooms are
// passages, everything starts as wall. Works for any size from 1x1 (one room) up; an even width or
// height leaves its last column or row as wall. Each carved cell is recorded for the page's animation.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/grid.h"

namespace frontier {

class MazeBoard {
 public:
  MazeBoard(int width, int height, std::vector<std::uint32_t>* carved)
      : grid_{width, height, std::vector<std::uint8_t>(static_cast<std::size_t>(width) * height,
                                                        static_cast<std::uint8_t>(Cell::Wall))},
        roomsWide_((width + 1) / 2),
        roomsHigh_((height + 1) / 2),
        carved_(carved) {}

  int roomsWide() const { return roomsWide_; }
  int roomsHigh() const { return roomsHigh_; }
  int roomCount() const { return roomsWide_ * roomsHigh_; }
  // Rooms are numbered row by row: room r sits at cell (2 * (r % roomsWide), 2 * (r / roomsWide)).
  Point roomCell(int room) const { return {2 * (room % roomsWide_), 2 * (room / roomsWide_)}; }

  // Up to four neighbouring rooms (N, E, S, W order), written to `out`; returns how many.
  int neighbourRooms(int room, int out[4]) const {
    const int x = room % roomsWide_, y = room / roomsWide_;
    int count = 0;
    if (y > 0) out[count++] = room - roomsWide_;
    if (x + 1 < roomsWide_) out[count++] = room + 1;
    if (y + 1 < roomsHigh_) out[count++] = room + roomsWide_;
    if (x > 0) out[count++] = room - 1;
    return count;
  }

  void openRoom(int room) { carve(roomCell(room)); }
  // Opens the passage between two neighbouring rooms (and both rooms).
  void connect(int a, int b) {
    const Point pa = roomCell(a), pb = roomCell(b);
    openRoom(a);
    carve({(pa.x + pb.x) / 2, (pa.y + pb.y) / 2});
    openRoom(b);
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
  int roomsWide_;
  int roomsHigh_;
  std::vector<std::uint32_t>* carved_;
};

}  // namespace frontier
