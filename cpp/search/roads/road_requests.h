// The three road queries as the API takes and answers them (docs/API.md, "Road routes"): route,
// disjointRoutes and alternativeRoutes. Field names follow the JS objects, so the Embind layer copies them
// across one to one; node ids are the network's (0-based). A result with a non-empty `error` computed
// nothing.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/road_network.h"
#include "search/core/registry.h"

namespace frontier {

// The K, for disjoint and alternative routes alike (each route also gets a trace lane, Route + k).
inline constexpr int kMaxRequestedRoutes = 5;
static_assert(kMaxRequestedRoutes <= kMaxRoutes, "each route needs a trace lane");

inline constexpr double kDefaultStretch = 1.2;  // the tutorials' factor
inline constexpr double kMinStretch = 1.0;
inline constexpr double kMaxStretch = 2.0;
inline constexpr double kDefaultMaxShare = 0.8;

// engine.route({from, to, algorithm, metric, trace}). `algorithm` is a registry name with the road bit.
struct RouteRequest {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  std::string algorithm = "dijkstra";
  RoadMetric metric = RoadMetric::Length;
};

// -> {cost, path, expanded}. No path: found false, cost +infinity, path empty.
struct RouteResult {
  std::string error;
  bool found = false;
  double cost = std::numeric_limits<double>::infinity();
  std::vector<std::uint32_t> path;  // start first
  std::uint64_t expanded = 0;       // nodes settled (both sides' for a bidirectional search)
  std::uint64_t generated = 0;
};

enum class Disjointness : std::uint8_t {
  Edge,  // no two routes use the same road, in either direction (a two-way road is one road)
  Node,  // no two routes pass through the same node other than the two ends
};

// engine.disjointRoutes({from, to, k, disjoint: 'edge' | 'node', metric}).
struct DisjointRequest {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  int k = 3;
  Disjointness disjoint = Disjointness::Edge;
  RoadMetric metric = RoadMetric::Length;
};

struct Route {
  std::vector<std::uint32_t> path;  // start first
  double cost = 0.0;
};

// One arc of a cut, from the side of `from` to the side of `to`; removing its road (both directions)
// is part of what separates them.
struct CutArc {
  std::uint32_t from;
  std::uint32_t to;
};

// -> {routes: [{path, cost}], total}. routes.size() < k says fewer disjoint routes exist; then the
// bottleneck is a minimum cut of exactly routes.size() elements separating from and to: roads for edge-
// disjoint routes; nodes for node-disjoint ones (plus a road straight from `from` to `to`, which no node
// can cut). Routes come cheapest first.
struct DisjointResult {
  std::string error;
  std::vector<Route> routes;
  double total = 0.0;
  int requested = 0;
  std::vector<CutArc> cutRoads;
  std::vector<std::uint32_t> cutNodes;
};

// engine.alternativeRoutes({from, to, k, stretch, maxShare, metric}).
struct AlternativeRequest {
  std::uint32_t from = 0;
  std::uint32_t to = 0;
  int k = 3;
  double stretch = kDefaultStretch;
  double maxShare = kDefaultMaxShare;
  RoadMetric metric = RoadMetric::Length;
};

// The admissibility tests (alternative_routes.h), in the order a candidate meets them.
enum class AlternativeTest : std::uint8_t { Stretch, Sharing, LocalOptimality };
inline constexpr NameTable<AlternativeTest, 3> kAlternativeTestNames = {
    {{AlternativeTest::Stretch, "stretch"}, {AlternativeTest::Sharing, "sharing"},
     {AlternativeTest::LocalOptimality, "local-optimality"}}};

struct AlternativeRoute {
  std::vector<std::uint32_t> path;
  double cost = 0.0;
  double stretch = 1.0;  // cost / the best route's cost
  double shared = 1.0;   // the best route's cost on roads this route also uses / the best route's cost
  std::uint32_t via = 0; // the via node it was built through (the best route: `from`)
};

// A candidate turned down, and the first test it failed. For Sharing: `sharedWith` is the route (index in
// routes) it overlaps too much, and `overlap` that overlap (of that route's cost). For LocalOptimality: the
// stretch of the route from `detourFrom` to `detourTo` costs `detourCost` where a shortest path costs
// `shortcutCost`.
struct RejectedAlternative {
  AlternativeRoute route;
  AlternativeTest failed = AlternativeTest::Stretch;
  int sharedWith = -1;
  double overlap = 0.0;
  std::uint32_t detourFrom = 0;
  std::uint32_t detourTo = 0;
  double detourCost = 0.0;
  double shortcutCost = 0.0;
};

// -> {routes: [{path, cost, stretch, shared}]}, best first, then the alternatives in the order accepted
// (cheapest first). `rejected` lists the first kMaxListedRejections candidates turned down, in the order
// examined; `rejectedCount` counts them all, by test.
struct AlternativeResult {
  std::string error;
  std::vector<AlternativeRoute> routes;
  std::vector<RejectedAlternative> rejected;
  std::uint64_t rejectedCount[3] = {0, 0, 0};  // by AlternativeTest
  std::uint64_t candidates = 0;                // distinct loop-free via routes examined
  bool stopped = false;  // the candidate budget ran out before K routes were found (candidates == the budget)
};
inline constexpr std::size_t kMaxListedRejections = 20;
// The most candidates one request examines (issue 29 item 6): each costs a path of its own and bounded
// Dijkstras for the local optimality test (about 2-6 ms each natively on a 100,000-node town), and there the
// search examined candidates for 28 s with the defaults and minutes with a loose stretch and sharing. Past
// the budget it stops with the routes found so far and says so (natively 0.8 s with the defaults, 2.1 s
// with k 5, stretch 2, maxShare 1, on that town).
inline constexpr std::uint64_t kAlternativeCandidateBudget = 300;

inline constexpr NameTable<RoadMetric, 2> kRoadMetricNames = {{{RoadMetric::Length, "length"}, {RoadMetric::Time, "time"}}};
inline constexpr NameTable<Disjointness, 2> kDisjointnessNames = {{{Disjointness::Edge, "edge"}, {Disjointness::Node, "node"}}};

// The checks at the boundary: an empty string, or the reason the request is refused. Nothing is computed
// for a refused request.
std::string checkRequest(const RoadNetwork& network, const RouteRequest& request);
std::string checkRequest(const RoadNetwork& network, const DisjointRequest& request);
std::string checkRequest(const RoadNetwork& network, const AlternativeRequest& request);
// The registry row of a road algorithm's name, or nullopt (and the reason in `error`).
std::optional<Algorithm> parseRoadAlgorithm(std::string_view name, std::string& error);

}  // namespace frontier
