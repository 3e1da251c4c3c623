// The walk (navigator.h): checks the request, then moves the agent, one move at a time in the documented
// order: scheduled changes, sensing, replanning when the knowledge changed, one step.
#include "search/walk/navigator.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>

#include "graph/grid_graph.h"
#include "graph/move_rules.h"
#include "search/core/memory.h"
#include "search/core/searcher.h"
#include "search/walk/dstar_lite.h"
#include "search/walk/planner.h"
#include "search/walk/repeated_astar.h"

namespace frontier {
namespace {

std::string outside(Point p, const PaddedGrid& world) {
  return describe(p) + " is outside the " + std::to_string(world.width()) + "x" + std::to_string(world.height()) +
         " grid";
}

bool contains(const PaddedGrid& world, Point p) {
  return p.x >= 0 && p.y >= 0 && p.x < world.width() && p.y < world.height();
}

std::string checkRequest(const PaddedGrid& world, const WalkRequest& request) {
  const Algorithm algorithm = request.options.algorithm;
  if (!(info(algorithm).worlds & kWalkWorld)) {
    return "navigate runs dstar-lite or repeated-astar, got '" + std::string(name(algorithm)) + "'";
  }
  if (std::string error = checkMoveOptions(request.options); !error.empty()) return error;
  for (const auto& [p, what] : {std::pair{request.start, "start"}, std::pair{request.goal, "goal"}}) {
    if (!contains(world, p)) return std::string(what) + " " + outside(p, world);
    if (!world.passable(world.padded(p))) return std::string(what) + " " + describe(p) + " is on a wall";
  }
  const int radius = request.sensorRadius;
  if (radius != kSenseEverything && (radius < 1 || radius > kMaxSensorRadius)) {
    return "sensorRadius must be a whole number from 1 to " + std::to_string(kMaxSensorRadius) +
           ", or everything (Infinity), got " + std::to_string(radius);
  }
  for (const ScheduledChange& change : request.changes) {
    const std::string where = "change before move " + std::to_string(change.beforeMove) + ": ";
    for (const auto& [cell, code] : change.cells) {
      if (!contains(world, cell)) return where + outside(cell, world);
      if (code < 0 || code >= kCellKinds) return where + "unknown cell code " + std::to_string(code) + " at " + describe(cell);
    }
  }
  return {};
}

// The cost of the step between two neighbouring padded cells on `grid`, as the searches count it.
double stepCost(const PaddedGrid& grid, const MoveRules& rules, std::uint32_t from, std::uint32_t to) {
  return GridGraph(grid, rules).stepCost(from, to);
}

template <class Planner, class Trace>
void walk(const WalkRequest& request, PaddedGrid& truth, WalkResult& result, Trace& trace) {
  const SearchOptions& options = request.options;
  Knowledge knowledge(truth.width(), truth.height());
  const PaddedGrid& known = knowledge.grid();
  MoveRules rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, known, options.topology);
  rules.floorOnly = false;  // the agent may yet learn of terrain
  const WalkEstimate estimate(rules, options.costs, options.terrain);
  const std::uint32_t goal = truth.padded(request.goal);
  Planner planner(known, rules, estimate, goal);
  std::optional<RepeatedAStar> scratch;  // the comparison, with its own node pool and open list
  if (request.fromScratch) scratch.emplace(known, rules, estimate, goal);
  std::uint64_t scratchExpanded = 0;

  std::vector<const ScheduledChange*> schedule;
  for (const ScheduledChange& change : request.changes) schedule.push_back(&change);
  std::stable_sort(schedule.begin(), schedule.end(),
                   [](const auto* a, const auto* b) { return a->beforeMove < b->beforeMove; });
  auto due = schedule.begin();
  const std::uint64_t cap = moveCap(truth.width(), truth.height(), request.changes);
  const bool everything = request.sensorRadius == kSenseEverything;

  // listing: navigate
  std::uint32_t at = truth.padded(request.start);
  result.moves.push_back(truth.gridId(at));
  std::vector<std::uint32_t> changedInWorld, changedInMind;
  double planCost = INFINITY;
  for (std::uint32_t move = 0;; ++move) {
    // (1) The changes scheduled for this move apply to the true world.
    changedInWorld.clear();
    for (; due != schedule.end() && (*due)->beforeMove <= move; ++due) {
      for (const auto& [cell, code] : (*due)->cells) {
        const std::uint32_t index = truth.padded(cell);
        const std::uint8_t old = truth.kinds()[index];
        if (old == code) continue;
        truth.set(cell, static_cast<Cell>(code));
        changedInWorld.push_back(index);
        trace.add(TraceKind::CellChanged, truth.gridId(index), static_cast<std::uint32_t>(code), old, 0.0, TraceLane::Agent);
      }
    }
    if (!truth.passable(at)) {
      result.reason = "a wall appeared under the agent at " + describe(truth.point(at)) + " before move " + std::to_string(move);
      break;
    }
    // (2) The agent senses where it stands. Sensing everything, only cells the world changed can differ
    // from what it believes after the first time.
    changedInMind.clear();
    if (everything && move > 0) {
      for (const std::uint32_t cell : changedInWorld) knowledge.senseCell(truth, cell, changedInMind, trace);
    } else {
      knowledge.sense(truth, truth.point(at), request.sensorRadius, rules.hex, changedInMind, trace);
    }
    // (3) It replans when what it sensed differs from what it believed (and plans first at the start).
    if (move == 0 || !changedInMind.empty()) {
      trace.add(TraceKind::Replan, truth.gridId(at), kNoParent, move, 0.0, TraceLane::Agent);
      const auto began = std::chrono::steady_clock::now();
      const PlanStats stats = planner.plan(at, changedInMind, trace);
      const double micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
      planCost = stats.cost;
      Replan& replan = result.replans.emplace_back(
          Replan{move, truth.gridId(at), stats.cost, stats.expanded, stats.updated, micros});
      if (scratch && scratchExpanded < request.fromScratchBudget) {
        NoTrace untraced;
        const PlanStats fresh = scratch->plan(at, {}, untraced);
        replan.scratchExpanded = fresh.expanded;
        replan.scratchCost = fresh.cost;
        scratchExpanded += fresh.expanded;
      }
      result.expanded += stats.expanded;
      result.updated += stats.updated;
      if constexpr (Trace::kEnabled) {
        // The plan, from the agent to the goal, as path events (g: its cost so far on the knowledge).
        double cost = 0.0;
        std::uint32_t previous = kNoParent;
        for (std::uint32_t cell = at; std::isfinite(stats.cost) && cell != kNoParent; cell = planner.next(cell)) {
          if (previous != kNoParent) cost += stepCost(known, rules, previous, cell);
          trace.add(TraceKind::Path, truth.gridId(cell), previous == kNoParent ? kNoParent : truth.gridId(previous), cost, 0.0);
          previous = cell;
        }
      }
    }
    if (at == goal) {  // only when the start is the goal
      result.reached = true;
      break;
    }
    if (!std::isfinite(planCost)) {
      result.reason = "the goal is cut off: no way to it is known from " + describe(truth.point(at)) + " at move " +
                      std::to_string(move);
      break;
    }
    if (move >= cap) {
      result.reason = "gave up after " + std::to_string(move) + " moves (the cap is 4 moves per cell, plus the move of the last change)";
      break;
    }
    // (4) It steps one cell along its plan. It has sensed its neighbours this move, so the step is legal in
    // the true world and costs there what it planned.
    const std::uint32_t next = planner.next(at);
    result.cost += stepCost(truth, rules, at, next);
    trace.add(TraceKind::AgentMoved, truth.gridId(next), truth.gridId(at), result.cost, move, TraceLane::Agent);
    at = next;
    result.moves.push_back(truth.gridId(at));
    if (at == goal) {  // arrived: the walk is over
      result.reached = true;
      break;
    }
  }
  // listing end
  result.heldBytes = truth.bytes() + known.bytes() + planner.bytes() + (scratch ? scratch->bytes() : 0) +
                     heldBytes(result.moves) + heldBytes(changedInWorld) + heldBytes(changedInMind);
}

template <class Trace>
void walkWith(const WalkRequest& request, PaddedGrid& truth, WalkResult& result, Trace& trace) {
  if (request.options.algorithm == Algorithm::DStarLite) {
    walk<DStarLite>(request, truth, result, trace);
  } else {
    walk<RepeatedAStar>(request, truth, result, trace);
  }
}

}  // namespace

std::size_t walkBytesNeeded(int width, int height, const WalkRequest& request) {
  constexpr double kWorlds = 2.0;           // the true world's copy and the knowledge, a byte a cell each
  constexpr double kDStarLite = 33.0;       // g, rhs (8 + 8), via (4), moves (1), queue slot, two stamps (4 each)
  constexpr double kAStar = NodePool::kBytesPerNode + OpenList::kBytesPerCell;  // 18 + 8
  const double planner = request.options.algorithm == Algorithm::DStarLite ? kDStarLite : kAStar;
  const double perCell = kWorlds + planner + (request.fromScratch ? kAStar : 0.0) + Searcher::kGrowingBytesPerCell;
  const double cells = (static_cast<double>(width) + 2) * (static_cast<double>(height) + 2);
  return static_cast<std::size_t>(perCell * cells);
}

std::uint64_t moveCap(int width, int height, const std::vector<ScheduledChange>& changes) {
  std::uint64_t lastChange = 0;
  for (const ScheduledChange& change : changes) lastChange = std::max<std::uint64_t>(lastChange, change.beforeMove);
  return 4 * static_cast<std::uint64_t>(width) * static_cast<std::uint64_t>(height) + lastChange;
}

WalkResult navigate(const PaddedGrid& world, const WalkRequest& request, TraceRecorder* trace) {
  WalkResult result;
  result.error = checkRequest(world, request);
  if (!result.error.empty()) return result;
  const auto began = std::chrono::steady_clock::now();
  PaddedGrid truth = world;
  if (trace) {
    trace->begin(request.traceLimit);
    walkWith(request, truth, result, *trace);
    result.traceComplete = trace->complete();
  } else {
    NoTrace none;
    walkWith(request, truth, result, none);
  }
  result.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return result;
}

WalkResult navigate(const Grid& world, const WalkRequest& request, TraceRecorder* trace) {
  WalkResult result;
  result.error = checkGrid(world.width, world.height, world.cells.data(), world.cells.size());
  if (!result.error.empty()) return result;
  PaddedGrid padded;
  padded.assign(world.width, world.height, world.cells.data());
  return navigate(padded, request, trace);
}

}  // namespace frontier
