// Trace sinks: what a search reports as it runs, recorded into a flat 16-byte-per-event buffer, or dropped.
#pragma once

#include <cstdint>
#include <vector>

namespace frontier {

// Event kinds, in the top byte of TraceEvent::kindAndCell.
enum class TraceKind : std::uint8_t {
  Generated = 0,  // first put on the open list: cell, parent, g, h
  Improved = 1,   // on the open list already, reached more cheaply: cell, new parent, new g, h
  Expanded = 2,   // taken off the open list and closed: cell, parent, g, h
  Path = 3,       // one cell of the final path, start to goal: cell, previous path cell, g, 0
};

constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;
constexpr std::uint32_t kCellMask = 0x00FFFFFFu;  // cell ids are below 4096 * 4096 = 2^24

// Cells are grid ids (y * width + x). JS reads the buffer through a Uint32Array and a Float32Array.
struct TraceEvent {
  std::uint32_t kindAndCell;  // kind << 24 | cell
  std::uint32_t parent;       // kNoParent for the start
  float g;
  float h;
};
static_assert(sizeof(TraceEvent) == 16, "the JS reader assumes 16-byte events");

class TraceRecorder {
 public:
  static constexpr bool kEnabled = true;
  // Beyond this the recording stops (and says so) rather than exhaust memory: 512 MiB of events.
  static constexpr std::size_t kMaxEvents = std::size_t{1} << 25;

  void clear() {
    events_.clear();
    complete_ = true;
  }
  void add(TraceKind kind, std::uint32_t cell, std::uint32_t parent, double g, double h) {
    if (events_.size() >= kMaxEvents) {
      complete_ = false;
      return;
    }
    events_.push_back({static_cast<std::uint32_t>(kind) << 24 | cell, parent, static_cast<float>(g),
                       static_cast<float>(h)});
  }
  const std::vector<TraceEvent>& events() const { return events_; }
  bool complete() const { return complete_; }

 private:
  std::vector<TraceEvent> events_;
  bool complete_ = true;
};

// The sink used when nobody watches: every call compiles to nothing.
struct NoTrace {
  static constexpr bool kEnabled = false;
  void add(TraceKind, std::uint32_t, std::uint32_t, double, double) {}
};

}  // namespace frontier
