// The drive (drive.h): checks the request, then moves the vehicle one road a move in the documented order:
// learning the blocked arcs leaving its node, replanning when it learnt any (and first at the start), one
// road along its plan.
#include "search/roads/drive.h"

#include <algorithm>
#include <cmath>

#include "graph/road_graph.h"
#include "search/algorithms/best_first.h"
#include "search/core/heuristic.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/roads/road_dstar_lite.h"

namespace frontier {
namespace {

// The road network as the vehicle knows it: arcs it knows blocked are left out. A view for the searches
// from scratch (search_graph.h).
class KnownRoadGraph : public RoadGraph {
 public:
  KnownRoadGraph(const RoadNetwork& network, RoadMetric metric, const std::vector<std::uint8_t>& knownBlocked)
      : RoadGraph(network, metric), knownBlocked_(knownBlocked.data()) {}

  // RoadGraph's, but for the arcs known blocked.
  template <class Visit>
  void forEachSuccessor(const Place& from, const Mark* marks, Mark markLimit, Visit&& visit) const {
    forEachSuccessorOn(from, marks, markLimit, [this](std::uint32_t arc) { return !knownBlocked_[arc]; }, visit);
  }

 private:
  const std::uint8_t* knownBlocked_;
};

static_assert(SearchGraph<KnownRoadGraph>);

// Dijkstra (estimate zero) or A* from scratch on the knowledge: settled nodes and cost.
struct ScratchResult {
  std::uint64_t expanded;
  double cost;
};

template <class Estimate>
ScratchResult fromScratch(const KnownRoadGraph& graph, NodePool& pool, OpenList& open, std::uint32_t start,
                          std::uint32_t goal, const Estimate& estimate) {
  pool.beginSearch(graph);
  SearchContext<KnownRoadGraph> context{graph, pool, start, goal, {}};
  NoTrace none;
  const Priority priority{1.0, 1.0, TieBreak::SmallerH};
  const bool found = bestFirstSearch(context, priority, estimate, open, none);
  return {context.counters.expanded, found ? pool.g(goal) : INFINITY};
}

template <class Trace>
void driveWith(const RoadNetwork& network, const ReverseArcs& reverse, const DriveRequest& request,
               DriveResult& result, Trace& trace) {
  const std::size_t arcs = network.edgeCount();
  const std::uint32_t* firstEdges = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  const double* costs = network.costs(request.metric);
  // The true blocks: every arc between the two ends of a blocked road, both ways.
  std::vector<std::uint8_t> truth(arcs, 0), known(arcs, 0);
  for (const RoadEnds& road : request.blocked) {
    for (const auto& [a, b] : {std::pair{road.from, road.to}, std::pair{road.to, road.from}}) {
      for (std::uint32_t arc = firstEdges[a]; arc < firstEdges[a + 1]; ++arc) {
        if (targets[arc] == b) truth[arc] = 1;
      }
    }
  }
  std::uint64_t trueBlocks = 0;
  for (const std::uint8_t flag : truth) trueBlocks += flag;

  RoadDStarLite planner(network, request.metric, reverse, known, request.to);
  const KnownRoadGraph knownGraph(network, request.metric, known);
  NodePool pool;
  OpenList open;
  // Between two plans the vehicle follows a shortest path, which visits no node twice: a cap far above
  // what any drive needs, against a loop of roads of length 0.
  const std::uint64_t cap = (trueBlocks + 1) * (network.nodeCount() + 1);

  // listing: drive
  std::uint32_t at = request.from;
  result.moves.push_back(at);
  std::vector<std::uint32_t> learnt, plan;
  double planCost = INFINITY;
  for (std::uint32_t move = 0;; ++move) {
    // (1) The vehicle learns which roads leaving its node are blocked.
    learnt.clear();
    for (std::uint32_t arc = firstEdges[at]; arc < firstEdges[at + 1]; ++arc) {
      if (truth[arc] && !known[arc]) {
        known[arc] = 1;
        learnt.push_back(arc);
        trace.add(TraceKind::Sensed, at, targets[arc], 1.0, 0.0, TraceLane::Agent);
      }
    }
    // (2) It plans at the start, and again whenever it learnt of a block.
    if (move == 0 || !learnt.empty()) {
      trace.add(TraceKind::Replan, at, kNoParent, move, 0.0, TraceLane::Agent);
      const PlanStats stats = planner.plan(at, learnt, trace);
      // The plan, vehicle to goal, summed road by road from the vehicle (as Dijkstra's g is; D* Lite's g
      // sums from the goal, and may differ in the last bits); as path events (g: the cost so far).
      plan.clear();
      double cost = 0.0;
      for (std::uint32_t node = at; std::isfinite(stats.cost) && plan.size() <= network.nodeCount();) {
        plan.push_back(node);
        trace.add(TraceKind::Path, node, plan.size() > 1 ? plan[plan.size() - 2] : kNoParent, cost, 0.0);
        const std::uint32_t arc = planner.nextArc(node);
        if (arc == RoadDStarLite::kNoArc) break;
        cost += costs[arc];
        node = targets[arc];
      }
      planCost = std::isfinite(stats.cost) ? cost : INFINITY;
      const ScratchResult dijkstra = fromScratch(knownGraph, pool, open, at, request.to, ZeroEstimate{});
      const ScratchResult astar = fromScratch(knownGraph, pool, open, at, request.to, knownGraph.estimateTo(request.to));
      result.plans.push_back({move, at, planCost, stats.expanded, stats.updated, dijkstra.expanded, dijkstra.cost,
                              astar.expanded, astar.cost, learnt});
    }
    if (at == request.to) {  // only when `from` is `to`
      result.reached = true;
      return;
    }
    if (!std::isfinite(planCost)) {
      result.reason = "the goal is cut off: no open road to it is known from node " + std::to_string(at) + " at move " +
                      std::to_string(move);
      return;
    }
    if (move >= cap) {
      result.reason = "gave up after " + std::to_string(move) + " moves";
      return;
    }
    // (3) It drives one road of its plan: one it does not know blocked, and it knows every block leaving
    // its node, so the road is open.
    const std::uint32_t arc = planner.nextArc(at);
    const std::uint32_t next = targets[arc];
    result.cost += costs[arc];
    trace.add(TraceKind::AgentMoved, next, at, result.cost, move, TraceLane::Agent);
    at = next;
    result.moves.push_back(at);
    if (at == request.to) {
      result.reached = true;
      return;
    }
  }
  // listing end
}

}  // namespace

std::string checkRequest(const RoadNetwork& network, const DriveRequest& request) {
  if (network.nodeCount() == 0) return "no road network is loaded";
  const std::size_t n = network.nodeCount();
  for (const auto& [name, id] : {std::pair{"from", request.from}, std::pair{"to", request.to}}) {
    if (id >= n) {
      return std::string(name) + " " + std::to_string(id) + " is out of range: the network's node ids are 0 to " +
             std::to_string(n - 1);
    }
  }
  if (request.metric != RoadMetric::Length && request.metric != RoadMetric::Time) return "metric must be length or time";
  const std::uint32_t* firstEdges = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  const auto joined = [&](std::uint32_t a, std::uint32_t b) {
    for (std::uint32_t arc = firstEdges[a]; arc < firstEdges[a + 1]; ++arc) {
      if (targets[arc] == b) return true;
    }
    return false;
  };
  for (std::size_t i = 0; i < request.blocked.size(); ++i) {
    const RoadEnds& road = request.blocked[i];
    const std::string field = "blocked[" + std::to_string(i) + "]";
    if (road.from >= n || road.to >= n) {
      return field + " {from: " + std::to_string(road.from) + ", to: " + std::to_string(road.to) +
             "}: node ids are 0 to " + std::to_string(n - 1);
    }
    if (road.from == road.to || !(joined(road.from, road.to) || joined(road.to, road.from))) {
      return field + " {from: " + std::to_string(road.from) + ", to: " + std::to_string(road.to) +
             "} is no road: no road joins those two nodes";
    }
  }
  return {};
}

DriveResult drive(const RoadNetwork& network, const ReverseArcs& reverse, const DriveRequest& request,
                  TraceRecorder* trace) {
  DriveResult result;
  if (result.error = checkRequest(network, request); !result.error.empty()) return result;
  if (trace) {
    trace->clear();
    driveWith(network, reverse, request, result, *trace);
    result.traceComplete = trace->complete();
  } else {
    NoTrace none;
    driveWith(network, reverse, request, result, none);
  }
  return result;
}

}  // namespace frontier
