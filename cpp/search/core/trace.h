// Trace sinks: what a search reports as it runs, recorded into a flat 16-byte-per-event buffer, or dropped.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "search/core/memory.h"
#include "search/core/name_table.h"

namespace frontier {

// The trace schema, declared here once: web code reads it through the exported schema (cpp/search/core/
// schema_json.cpp, written to web/wasm/frontier_schema.js by the native build), by name, never by number.
//
// Each event is 16 bytes: lane << 28 | kind << 24 | node, then parent, g and h (float32). A node id is below
// 2^24 (a 4096 x 4096 grid); kinds and lanes have 4 bits each.
enum class TraceKind : std::uint8_t {
  Generated = 0,    // first put on the open list: node, parent, g, h
  Improved = 1,     // on the open list already, reached more cheaply: node, new parent, new g, h
  Expanded = 2,     // taken off the open list and closed: node, parent, g, h. D* Lite: a cell taken off its
                    // queue and made consistent (g = rhs) or, when under-consistent, given g = +infinity: cell,
                    // the neighbour its rhs leads to, the new g, the first component of its key
  Path = 3,         // one node of a final path, start to goal: node, previous path node, g, 0
  Meet = 4,         // (bidirectional) a cheaper path across: node on the relaxing side (the lane), its neighbour
                    // on the other side, the new mu, the stop rule's lower bound before this expansion
  Iteration = 5,    // (IDA*) a new iteration begins: start node, -, threshold, 0
  CellChanged = 6,  // (changing worlds, agent lane) a cell of the true world changed: cell, new code, old code, 0
  AgentMoved = 7,   // (changing worlds, agent lane) the agent stepped: new cell, old cell, cost so far, move number
  Replan = 8,       // (changing worlds, agent lane) the agent (re)plans: agent cell, -, move number, 0; the
                    // planner's events follow in the forward lane, then its plan as `path` events from the
                    // agent to the goal (none when it knows of no way)
  RouteEdge = 9,    // (road networks) one edge of route k (its lane): head node, tail node, cost so far, 0
  Scanned = 10,     // (jump point search) a cell a jump looked at and passed over: cell, jump origin, g, h
  Backtrack = 11,   // (IDA*) a node leaves the recursion path: node, parent, g, f
  Bound = 12,       // (bidirectional) after an expansion, one per side (the lane), the stop test's numbers: last
                    // expanded node, -, that side's term (registry.h StopRule), the stop rule's lower bound
                    // (the same in both; mu is the latest meet event's, +infinity before one)
  RhsChanged = 13,  // (D* Lite) a cell's rhs changed: cell, the neighbour it leads to (toward the goal; none
                    // when rhs is +infinity), new rhs, g. rhs < g: over-consistent; rhs > g: under-consistent
  Sensed = 14,      // (changing worlds, agent lane) the agent sensed a cell unlike it believed: cell, its true
                    // code, the code it believed, 0
  Key = 15,         // (a search whose registry row has reportsKey) right after each of its Generated, Improved
                    // and Expanded events, in the same lane: the same node, -, the key it now has on the open
                    // list (or was taken off it with), the key's second part (0 for a one-part key)
};
constexpr int kTraceKinds = 16;

// Which search, side or route an event belongs to. Route k is lane Route + k.
enum class TraceLane : std::uint8_t { Forward = 0, Backward = 1, Agent = 2, Route = 3 };
constexpr int kTraceLanes = 16;
constexpr int kMaxRoutes = kTraceLanes - static_cast<int>(TraceLane::Route);

// Where a replay step begins: the page plays a trace one step at a time.
enum class StepStart : std::uint8_t {
  Never,       // belongs to the step of the event before it
  Always,      // every such event begins a step (an expansion, with what it generates)
  FirstOfRun,  // the first of a run of such events in one lane begins a step (a whole path is one step)
};

struct TraceKindInfo {
  TraceKind kind;
  std::string_view name;  // the name web code reads it by
  StepStart stepStart;
};

constexpr std::array<TraceKindInfo, kTraceKinds> kTraceKindTable = {{
    {TraceKind::Generated, "generated", StepStart::Never},
    {TraceKind::Improved, "improved", StepStart::Never},
    {TraceKind::Expanded, "expanded", StepStart::Always},
    {TraceKind::Path, "path", StepStart::FirstOfRun},
    {TraceKind::Meet, "meet", StepStart::Never},
    {TraceKind::Iteration, "iteration", StepStart::Always},
    {TraceKind::CellChanged, "cell-changed", StepStart::FirstOfRun},
    {TraceKind::AgentMoved, "agent-moved", StepStart::Always},
    {TraceKind::Replan, "replan", StepStart::Always},
    {TraceKind::RouteEdge, "route-edge", StepStart::FirstOfRun},
    {TraceKind::Scanned, "scanned", StepStart::Never},
    {TraceKind::Backtrack, "backtrack", StepStart::Never},
    {TraceKind::Bound, "bound", StepStart::Never},
    {TraceKind::RhsChanged, "rhs-changed", StepStart::Never},
    {TraceKind::Sensed, "sensed", StepStart::Never},
    {TraceKind::Key, "key", StepStart::Never},
}};

inline constexpr NameTable<StepStart, 3> kStepStartNames = {
    {{StepStart::Never, "never"}, {StepStart::Always, "always"}, {StepStart::FirstOfRun, "first-of-run"}}};

inline constexpr NameTable<TraceLane, 4> kTraceLaneNames = {{
    {TraceLane::Forward, "forward"}, {TraceLane::Backward, "backward"}, {TraceLane::Agent, "agent"},
    {TraceLane::Route, "route"}}};

constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;
constexpr int kKindShift = 24;
constexpr int kLaneShift = 28;
constexpr std::uint32_t kCellMask = 0x00FFFFFFu;  // node ids are below 4096 * 4096 = 2^24

// JS reads the buffer through a Uint32Array and a Float32Array.
struct TraceEvent {
  std::uint32_t kindAndCell;  // lane << 28 | kind << 24 | node
  std::uint32_t parent;       // kNoParent for the start
  float g;
  float h;
};
static_assert(sizeof(TraceEvent) == 16, "the JS reader assumes 16-byte events");

inline TraceKind kindOf(const TraceEvent& event) {
  return static_cast<TraceKind>(event.kindAndCell >> kKindShift & 0xF);
}
inline TraceLane laneOf(const TraceEvent& event) { return static_cast<TraceLane>(event.kindAndCell >> kLaneShift); }
inline std::uint32_t nodeOf(const TraceEvent& event) { return event.kindAndCell & kCellMask; }

class TraceRecorder {
 public:
  static constexpr bool kEnabled = true;
  // Beyond this the recording stops (and says so) rather than exhaust memory: 512 MiB of events.
  static constexpr std::size_t kMaxEvents = std::size_t{1} << 25;

  // What watchPrefix calls: the events recorded so far, while the search goes on.
  using PrefixHook = std::function<void(const std::vector<TraceEvent>&)>;

  void clear() { begin(kMaxEvents); }
  // Empties the recording and caps it at `maxEvents` (kMaxEvents at most): the searcher leaves a trace the
  // memory its search does not need. A prefix being watched stays watched.
  void begin(std::size_t maxEvents) {
    events_.clear();
    complete_ = true;
    maxEvents_ = std::min(maxEvents, kMaxEvents);
    if (events_.capacity() > maxEvents_) std::vector<TraceEvent>().swap(events_);
    placeCheckpoint();
  }
  // Calls `hook` once, in the middle of the search, when the recording first holds `events` events (at
  // least 1) and the search records more: a page can play a long search's first steps while the rest is
  // searched. unwatchPrefix() forgets it.
  void watchPrefix(std::size_t events, PrefixHook hook) {
    prefixEvents_ = std::max<std::size_t>(events, 1);
    prefixHook_ = std::move(hook);
    placeCheckpoint();
  }
  // Forgets a prefix still watched (the search ended before reaching it).
  void unwatchPrefix() {
    prefixHook_ = nullptr;
    placeCheckpoint();
  }
  void add(TraceKind kind, std::uint32_t cell, std::uint32_t parent, double g, double h,
           TraceLane lane = TraceLane::Forward) {
    // One comparison an event, as without a watched prefix: the checkpoint is the nearer of the two.
    if (events_.size() >= checkpoint_ && !passCheckpoint()) return;
    events_.push_back({static_cast<std::uint32_t>(lane) << kLaneShift | static_cast<std::uint32_t>(kind) << kKindShift |
                           cell,
                       parent, static_cast<float>(g), static_cast<float>(h)});
  }
  // After the recording stopped, lets `count` more events in (the path, which a replay ends with) in place of
  // the last ones recorded.
  void makeRoomForEnd(std::size_t count) {
    if (complete_) return;
    const std::size_t room = events_.capacity();
    events_.resize(std::min(events_.size(), count < room ? room - count : 0));
    placeCheckpoint();
  }
  const std::vector<TraceEvent>& events() const { return events_; }
  bool complete() const { return complete_; }

 private:
  // At the checkpoint: calls the prefix hook when its count is reached, and makes room when the room is
  // full. False when the event cannot be recorded: the recording stops there, the search goes on.
  bool passCheckpoint() {
    if (prefixHook_ && events_.size() >= prefixEvents_) {
      const PrefixHook hook = std::move(prefixHook_);
      prefixHook_ = nullptr;
      hook(events_);
    }
    if (events_.size() == events_.capacity() && (!complete_ || !grow())) complete_ = false;
    placeCheckpoint();
    return events_.size() < events_.capacity();
  }
  void placeCheckpoint() {
    checkpoint_ = prefixHook_ ? std::min(prefixEvents_, events_.capacity()) : events_.capacity();
  }
  // Doubles the room for events, within the cap and what the allocator can give; false when it cannot.
  bool grow() {
    const std::size_t room = std::min(maxEvents_, std::max<std::size_t>(2 * events_.capacity(), 4096));
    if (room <= events_.size() || !canAllocate(room * sizeof(TraceEvent))) return false;
    events_.reserve(room);
    return true;
  }

  std::vector<TraceEvent> events_;
  std::size_t maxEvents_ = kMaxEvents;
  bool complete_ = true;
  std::size_t checkpoint_ = 0;  // the size at which add() looks up from its fast path
  std::size_t prefixEvents_ = 0;
  PrefixHook prefixHook_;
};

// The sink used when nobody watches: every call compiles to nothing.
struct NoTrace {
  static constexpr bool kEnabled = false;
  void add(TraceKind, std::uint32_t, std::uint32_t, double, double, TraceLane = TraceLane::Forward) {}
};

}  // namespace frontier
