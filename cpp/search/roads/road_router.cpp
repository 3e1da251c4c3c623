// The road facade (road_router.h): checks a request, runs the registry row's road runner or the routes
// algorithms, and turns what they leave into the API's results and trace events.
#include "search/roads/road_router.h"

#include "search/roads/alternative_routes.h"
#include "search/roads/disjoint_routes.h"

namespace frontier {

// listing: road-path
RouteResult RoadRouter::route(const RouteRequest& request, TraceRecorder* trace) {
  RouteResult result;
  if (result.error = checkRequest(network_, request); !result.error.empty()) return result;
  std::string unused;
  search_.network = &network_;
  search_.reverse = &reverseArcs();
  search_.metric = request.metric;
  search_.algorithm = *parseRoadAlgorithm(request.algorithm, unused);
  search_.start = request.from;
  search_.goal = request.to;
  search_.counters = {};
  // The two techniques that read a preparation: refused when there is none for this network and metric.
  if (search_.algorithm == Algorithm::Alt) {
    if (!(search_.landmarks = prepared_.landmarks(network_, request.metric, result.error))) return result;
    altGoal_ = request.to;
    altMetric_ = request.metric;
  }
  if (search_.algorithm == Algorithm::Ch && !(search_.hierarchy = prepared_.hierarchy(network_, request.metric, result.error))) {
    return result;
  }
  const RoadRunner& runner = info(search_.algorithm).road;
  RunOutcome outcome;
  if (trace) {
    trace->clear();
    outcome = runner.traced(search_, *trace);
    trace->makeRoomForEnd(search_.path.nodes.size());
  } else {
    NoTrace none;
    outcome = runner.plain(search_, none);
  }
  result.expanded = search_.counters.expanded;
  result.generated = search_.counters.generated;
  if (outcome != RunOutcome::Found) return result;
  result.found = true;
  result.path = search_.path.nodes;
  result.cost = search_.path.g.back();
  if (trace) {
    std::uint32_t previous = kNoParent;
    for (std::size_t i = 0; i < result.path.size(); ++i) {
      trace->add(TraceKind::Path, result.path[i], previous, search_.path.g[i], 0.0);
      previous = result.path[i];
    }
  }
  return result;
}
// listing end

AltBound RoadRouter::altBound(std::uint32_t node, std::string& error) const {
  if (altGoal_ == kNoParent) {
    error = "altBound explains the last route with algorithm 'alt': run one first";
    return {};
  }
  const Landmarks* landmarks = prepared_.landmarks(network_, altMetric_, error);
  if (!landmarks) return {};
  if (node >= network_.nodeCount()) {
    error = "node " + std::to_string(node) + " is out of range: the network's node ids are 0 to " +
            std::to_string(network_.nodeCount() - 1);
    return {};
  }
  return landmarks->explain(node, altGoal_);
}

DisjointResult RoadRouter::disjointRoutes(const DisjointRequest& request, TraceRecorder* trace) {
  DisjointResult result;
  if (result.error = checkRequest(network_, request); !result.error.empty()) return result;
  result = disjoint_.find(network_, request);
  if (trace) {
    trace->clear();
    std::vector<std::vector<std::uint32_t>> paths;
    for (const Route& route : result.routes) paths.push_back(route.path);
    traceRoutes(paths, network_, request.metric, *trace);
  }
  return result;
}

AlternativeResult RoadRouter::alternativeRoutes(const AlternativeRequest& request, TraceRecorder* trace) {
  AlternativeResult result;
  if (result.error = checkRequest(network_, request); !result.error.empty()) return result;
  result = findAlternativeRoutes(network_, reverseArcs(), request);
  if (trace) {
    trace->clear();
    std::vector<std::vector<std::uint32_t>> paths;
    for (const AlternativeRoute& route : result.routes) paths.push_back(route.path);
    traceRoutes(paths, network_, request.metric, *trace);
  }
  return result;
}

// listing: route-edges
void traceRoutes(const std::vector<std::vector<std::uint32_t>>& paths, const RoadNetwork& network, RoadMetric metric,
                 TraceRecorder& trace) {
  for (std::size_t k = 0; k < paths.size() && k < static_cast<std::size_t>(kMaxRoutes); ++k) {
    const auto lane = static_cast<TraceLane>(static_cast<int>(TraceLane::Route) + static_cast<int>(k));
    double cost = 0.0;
    for (std::size_t i = 1; i < paths[k].size(); ++i) {
      cost += cheapestArcCost(network, metric, paths[k][i - 1], paths[k][i]);
      trace.add(TraceKind::RouteEdge, paths[k][i], paths[k][i - 1], cost, 0.0, lane);
    }
  }
}
// listing end

}  // namespace frontier
