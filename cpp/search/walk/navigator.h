// A walk through a world the agent learns as it goes (issue 12): from start to goal, one cell a move, along
// its current plan, sensing the cells around it and replanning (D* Lite or repeated A*) when what it senses
// differs from what it believed, while scheduled changes alter the true world. docs/API.md, "navigate",
// states the rules this file follows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "graph/padded_grid.h"
#include "search/core/options.h"
#include "search/core/trace.h"
#include "search/walk/knowledge.h"

namespace frontier {

// Cells of the true world that change before move `beforeMove` (the first move is number 0).
struct ScheduledChange {
  struct CellCode {
    Point cell;
    int code;
  };
  std::uint32_t beforeMove = 0;
  std::vector<CellCode> cells;
};

struct WalkRequest {
  Point start;
  Point goal;
  // Movement, diagonal rule, step costs, terrain and `algorithm`: Algorithm::DStarLite or RepeatedAStar.
  // The heuristic, weight, tie-break and budget options are not read.
  SearchOptions options;
  int sensorRadius = 1;  // 1 to kMaxSensorRadius, or kSenseEverything
  std::vector<ScheduledChange> changes;
  // Also plan with A* from scratch at every replan, on the same knowledge from the same cell (untraced, not
  // followed): the figures D* Lite's repair is judged against (Replan::scratchExpanded).
  bool fromScratch = false;
  // The comparison stops once A* from scratch has expanded this many cells over the walk (later replans get
  // no figures): on a big maze it would otherwise cost far more than the walk.
  std::uint64_t fromScratchBudget = std::numeric_limits<std::uint64_t>::max();
  // The most trace events recorded (TraceRecorder::kMaxEvents at most); the walk goes on past it untraced.
  std::size_t traceLimit = TraceRecorder::kMaxEvents;
};

// One plan: the first, made before move 0, or a replan.
struct Replan {
  std::uint32_t move;  // the number of the move it was made in
  std::uint32_t at;    // the agent's cell (y * width + x)
  double planCost;     // on the agent's knowledge then; +infinity when it knew of no way
  std::uint64_t expanded;
  std::uint64_t updated;  // D* Lite: rhs values changed; repeated A*: cells generated
  double micros;          // the planner's time for this plan (not the from-scratch comparison's)
  // With WalkRequest::fromScratch: what A* from scratch expanded at this moment, and its plan's cost (equal to
  // planCost: both are optimal on the same knowledge). Otherwise, or past its budget, 0 and NaN.
  std::uint64_t scratchExpanded = 0;
  double scratchCost = std::numeric_limits<double>::quiet_NaN();
};

struct WalkResult {
  std::string error;                 // non-empty: the request was refused (and nothing else is set)
  bool reached = false;
  std::string reason;                // why not, when not reached
  double cost = 0.0;                 // of the moves made, in the true world
  std::vector<std::uint32_t> moves;  // the cells visited (y * width + x), start first
  std::vector<Replan> replans;
  std::uint64_t expanded = 0;        // over every plan
  std::uint64_t updated = 0;
  double micros = 0.0;               // time inside the walk
  bool traceComplete = true;
  std::size_t heldBytes = 0;         // what the walk held at its end, trace aside (walkBytesNeeded's check)
};

// What a walk of `request` on a width x height world holds, about, trace aside: per cell of the padded grid,
// the true world's copy and the knowledge (1 each), the planner's tables (D* Lite: g, rhs, via, its moves,
// queue slot and two stamps, 33; repeated A*: node pool and open list, 26), A* from scratch's own pool and
// list with fromScratch (26), and the searcher's allowance for the lists that grow (the moves, the queue).
// The engine refuses a walk over its memory limit with it, as it refuses a search (search/core/memory.h).
std::size_t walkBytesNeeded(int width, int height, const WalkRequest& request);

// The moves a walk may make before it gives up: 4 per cell of the grid, plus the number of the last
// scheduled change's move (a static world is learnt long before that).
std::uint64_t moveCap(int width, int height, const std::vector<ScheduledChange>& changes);

// Walks `request` on `world` (the true world at move 0); records every event into `trace` when given
// (cleared first).
WalkResult navigate(const PaddedGrid& world, const WalkRequest& request, TraceRecorder* trace = nullptr);
WalkResult navigate(const Grid& world, const WalkRequest& request, TraceRecorder* trace = nullptr);

}  // namespace frontier
