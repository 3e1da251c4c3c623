// A vehicle driving a road network with blocked roads it learns of on the way (issue 13's "a blocked road
// while driving"): it plans with D* Lite on the network (road_dstar_lite.h), drives its plan one road a
// move, learns that an arc u -> v is blocked when it stands at u, and repairs its plan then. At every plan
// Dijkstra and A* also run from scratch on the same knowledge (untraced), the figures the repair is set
// beside. docs/API.md, "A drive on roads that may be blocked", states the rules this file follows.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "graph/road_network.h"
#include "search/core/trace.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {

// A road by its two end nodes: every arc between them, both directions, is blocked.
struct RoadEnds {
  std::uint32_t from;
  std::uint32_t to;
};

// engine.drive({from, to, metric, blocked, trace}).
struct DriveRequest {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  RoadMetric metric = RoadMetric::Length;
  std::vector<RoadEnds> blocked;
};

// One plan: the first, made before move 0, or a replan after the vehicle learnt of blocked arcs.
struct DrivePlan {
  std::uint32_t move;       // the number of the move it was made in
  std::uint32_t at;         // the vehicle's node
  double planCost;          // D* Lite's plan, summed from the vehicle: +infinity when it knows of no way
  std::uint64_t expanded;   // D* Lite: nodes made consistent or under-consistent
  std::uint64_t updated;    // D* Lite: rhs values changed
  std::uint64_t dijkstraExpanded;  // Dijkstra from scratch, vehicle to goal on the same knowledge: settled
  double dijkstraCost;             // and its cost (+infinity when none)
  std::uint64_t astarExpanded;     // the same for A* (the route's estimate)
  double astarCost;
  std::vector<std::uint32_t> learnt;  // the arcs learnt blocked just before this plan (none for the first)
};

struct DriveResult {
  std::string error;  // non-empty: the request was refused (and nothing else is set)
  bool reached = false;
  std::string reason;                // why not, when not reached
  double cost = 0.0;                 // of the roads driven
  std::vector<std::uint32_t> moves;  // the nodes the vehicle stood on, `from` first
  std::vector<DrivePlan> plans;
  bool traceComplete = true;
};

// The boundary check: an empty string, or the reason the request is refused.
std::string checkRequest(const RoadNetwork& network, const DriveRequest& request);

// Drives `request` on `network` (`reverse` up to date for it); records into `trace` when given (cleared
// first): per move, `sensed` events (agent lane: the arc's tail, its head) for arcs learnt blocked, then
// when it plans a `replan` (agent lane: its node, -, the move number), D* Lite's events (forward lane) and
// the plan as `path` events, and last `agent-moved` (agent lane: new node, old node, cost so far, move).
DriveResult drive(const RoadNetwork& network, const ReverseArcs& reverse, const DriveRequest& request,
                  TraceRecorder* trace = nullptr);

}  // namespace frontier
