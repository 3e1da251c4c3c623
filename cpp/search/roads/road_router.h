// The road algorithms behind one small facade on a loaded network: route (one search of the registry's
// road rows), disjointRoutes (disjoint_routes.h), alternativeRoutes (alternative_routes.h) and drive (drive.h). It keeps
// what queries share (the reverse arcs, node pools, open lists), so the Embind layer and the CLI keep one
// router beside their network and call it per request. Requests are checked here, once.
#pragma once

#include "graph/road_network.h"
#include "search/core/trace.h"
#include "search/roads/disjoint_routes.h"
#include "search/roads/drive.h"
#include "search/roads/landmarks.h"
#include "search/roads/road_prepare.h"
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

  // Builds ALT's landmarks or a contraction hierarchy for the network and a metric (road_prepare.h), kept
  // for the routes with algorithm 'alt' or 'ch' until the network changes; a new one replaces the last of
  // its technique.
  PrepareResult prepare(const PrepareRequest& request, const PrepareControl& control = {}) {
    return prepared_.prepare(network_, reverseArcs(), request, control);
  }
  const RoadPreparation& preparation() const { return prepared_; }
  // The landmark bound at `node` toward the goal of the last 'alt' route (which landmark, the two distances),
  // or the reason there is none.
  AltBound altBound(std::uint32_t node, std::string& error) const;

  const ReverseArcs& reverseArcs() {
    reverse_.update(network_);
    return reverse_;
  }

 private:
  const RoadNetwork& network_;
  ReverseArcs reverse_;
  RoadSearch search_;
  DisjointRoutes disjoint_;
  RoadPreparation prepared_;
  // The last 'alt' route's goal and metric, for altBound (kNoParent: none yet).
  std::uint32_t altGoal_ = kNoParent;
  RoadMetric altMetric_ = RoadMetric::Length;
};

// One query without keeping a router (it builds the reverse arcs each time).
inline RouteResult route(const RoadNetwork& network, const RouteRequest& request, TraceRecorder* trace = nullptr) {
  return RoadRouter(network).route(request, trace);
}

// Each route of a list as route-edge events, lane Route + its index: head node, tail node, cost so far, 0.
void traceRoutes(const std::vector<std::vector<std::uint32_t>>& paths, const RoadNetwork& network, RoadMetric metric,
                 TraceRecorder& trace);

}  // namespace frontier
