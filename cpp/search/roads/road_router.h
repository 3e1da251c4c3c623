// The road algorithms behind one small facade on a loaded network: route (one search of the registry's
// road rows), disjointRoutes (disjoint_routes.h), alternativeRoutes (alternative_routes.h) and drive (drive.h). It keeps
// what queries share (the reverse arcs, node pools, open lists), so the Embind layer and the CLI keep one
// router beside their network and call it per request. Requests are checked here, once.
#pragma once

#include "graph/road_network.h"
#include "search/core/trace.h"
#include "search/roads/disjoint_routes.h"
#include "search/roads/drive.h"
#include "search/roads/road_requests.h"
#include "search/roads/road_search.h"

namespace frontier {

class RoadRouter {
 public:
  // The network must outlive the router; it may be reassigned between queries (its version is checked).
  explicit RoadRouter(const RoadNetwork& network) : network_(network) {}

  // With a trace: the search's events (forward and backward lanes), then the route as path events.
  RouteResult route(const RouteRequest& request, TraceRecorder* trace = nullptr);
  // With a trace: each route's roads as route-edge events in lane Route + its index.
  DisjointResult disjointRoutes(const DisjointRequest& request, TraceRecorder* trace = nullptr);
  AlternativeResult alternativeRoutes(const AlternativeRequest& request, TraceRecorder* trace = nullptr);
  // A vehicle driving with blocked roads it learns of on the way (drive.h; its trace as drive.h says).
  DriveResult drive(const DriveRequest& request, TraceRecorder* trace = nullptr) {
    return frontier::drive(network_, reverseArcs(), request, trace);
  }

  const ReverseArcs& reverseArcs() {
    reverse_.update(network_);
    return reverse_;
  }

 private:
  const RoadNetwork& network_;
  ReverseArcs reverse_;
  RoadSearch search_;
  DisjointRoutes disjoint_;
};

// One query without keeping a router (it builds the reverse arcs each time).
inline RouteResult route(const RoadNetwork& network, const RouteRequest& request, TraceRecorder* trace = nullptr) {
  return RoadRouter(network).route(request, trace);
}

// Each route of a list as route-edge events, lane Route + its index: head node, tail node, cost so far, 0.
void traceRoutes(const std::vector<std::vector<std::uint32_t>>& paths, const RoadNetwork& network, RoadMetric metric,
                 TraceRecorder& trace);

}  // namespace frontier
