// The engine's road calls (engine.h): the current road network (generated, read, from a snapshot) and its
// views, routes, the preparations and what they hold, K disjoint and alternative routes, a drawn route's check
// and the drive with blocked roads.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "bindings/engine.h"
#include "generate/roads/random_network.h"
#include "graph/road_figures.h"
#include "io/dimacs.h"
#include "io/osm.h"
#include "io/road_snapshot.h"
#include "search/roads/contraction.h"
#include "search/roads/route_check.h"

namespace frontier::bindings {
namespace {

// A node id as JS gave it, checked for type by web/core/engine.js: a whole number from 0 to 2^32 - 1 that
// the router then checks against the network.
std::uint32_t nodeOf(const val& request, const char* key) {
  return static_cast<std::uint32_t>(request[key].as<double>());
}
// K as JS gave it (a whole number, web/core/engine.js checked): one beyond an int would wrap on the way in
// (2^32 + 3 was refused as "got -2147483648"), so it is refused here with the router's words and the
// number given; one within passes on to the router's check.
std::string kOf(const val& request, const char* what, int& k) {
  const double given = request["k"].as<double>();
  if (given >= -2147483648.0 && given <= 2147483647.0) {
    k = static_cast<int>(given);
    return {};
  }
  char number[32];
  std::snprintf(number, sizeof number, "%.17g", given);
  return "k must be a whole number from 1 to " + std::to_string(kMaxRequestedRoutes) + " " + what + ", got " + number;
}
std::string metricOf(const val& request, RoadMetric& metric) {
  const std::string name = request["metric"].as<std::string>();
  const auto found = lookup(kRoadMetricNames, name);
  if (!found) return "metric must be 'length' or 'time', got '" + name.substr(0, 40) + "'";
  metric = *found;
  return {};
}
// A copy JS owns (a view of `nodes` would die with it).
val nodeArray(const std::vector<std::uint32_t>& nodes) {
  return val(emscripten::typed_memory_view(nodes.size(), nodes.data())).call<val>("slice");
}
val alternativeObject(const AlternativeRoute& route) {
  val item = val::object();
  item.set("path", nodeArray(route.path));
  item.set("cost", route.cost);
  item.set("stretch", route.stretch);
  item.set("shared", route.shared);
  item.set("via", route.via);
  return item;
}

}  // namespace

std::string Engine::generateNetwork(int nodes, double seed, val onProgress) {
  RoadMap map;
  const RandomNetworkRequest request{static_cast<std::size_t>(std::max(nodes, 0)), static_cast<std::uint64_t>(seed)};
  GenerateControl control;
  if (onProgress.typeOf().as<std::string>() == "function") {
    control.progress = [&onProgress](std::size_t done, std::size_t total) {
      return onProgress(static_cast<double>(done), static_cast<double>(total)).as<bool>();
    };
  }
  if (std::string error = generateRoadNetwork(request, map, control); !error.empty()) return error;
  return adoptNetwork(std::move(map), {});
}

val Engine::networkSnapshot() const {
  if (network_.nodeCount() == 0) return val::global("Uint8Array").new_(0);
  RoadSnapshotExtras extras;
  extras.reportsDropped = networkStats_[kNetReportsDropped] != 0;
  extras.dropped = {static_cast<std::size_t>(networkStats_[kNetDroppedNodes]), static_cast<std::size_t>(networkStats_[kNetDroppedRoads])};
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(roadMap_, extras);
  return val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<val>("slice");
}

val Engine::stageSnapshot(double count) {
  const double most = static_cast<double>(kMaxRoadSnapshotBytes);
  snapshotStaging_.assign(static_cast<std::size_t>(std::clamp(count, 0.0, most)), 0);
  return val(emscripten::typed_memory_view(snapshotStaging_.size(), snapshotStaging_.data()));
}

std::string Engine::loadSnapshot() {
  RoadMap map;
  RoadSnapshotExtras extras;
  std::string error = readRoadSnapshot(snapshotStaging_.data(), snapshotStaging_.size(), map, extras);
  std::vector<std::uint8_t>().swap(snapshotStaging_);
  if (!error.empty()) return error;
  return adoptNetwork(std::move(map), extras.dropped, extras.reportsDropped);
}

std::string Engine::parseNetwork(const std::string& format, const std::string& text, const std::string& co) {
  RoadMap map;
  OsmReport report;
  std::string error;
  if (format == "frontier") error = parseRoadText(text, map);
  else if (format == "osm") error = parseOsm(text, map, report);
  else if (format == "dimacs") error = parseDimacs(text, co, map);
  else return "unknown network format '" + format.substr(0, 40) + "' (expected frontier, dimacs or osm)";
  if (!error.empty()) return error;
  return adoptNetwork(std::move(map), {report.droppedNodes, report.droppedRoads}, format == "osm");
}

val Engine::networkCoordinates() const {
  return val(emscripten::typed_memory_view(network_.nodeCount() * 2, reinterpret_cast<const double*>(network_.coordinates())));
}

val Engine::networkFirstArcs() const {
  return val(emscripten::typed_memory_view(network_.nodeCount() + (network_.nodeCount() ? 1 : 0), network_.firstEdges()));
}

val Engine::networkNames() const {
  val names = val::array();
  for (std::size_t node = 0; node < roadMap_.names.size(); ++node) names.set(node, roadMap_.names[node]);
  return names;
}

val Engine::route(const val& request) {
  RouteRequest query{nodeOf(request, "from"), nodeOf(request, "to"), request["algorithm"].as<std::string>()};
  if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
  const bool traced = request["trace"].as<bool>();
  trace_.clear();
  const auto begin = std::chrono::steady_clock::now();
  const RouteResult result = router_.route(query, traced ? &trace_ : nullptr);
  const double micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - begin).count();
  if (!result.error.empty()) return errorObject(result.error);
  val out = val::object();
  out.set("found", result.found);
  out.set("cost", result.cost);
  out.set("path", nodeArray(result.path));
  out.set("expanded", static_cast<double>(result.expanded));
  out.set("generated", static_cast<double>(result.generated));
  out.set("micros", micros);
  if (traced) out.set("traceComplete", trace_.complete());
  return out;
}

val Engine::prepare(const val& request) {
  PrepareRequest query;
  query.technique = request["technique"].as<std::string>() == "alt" ? PrepareTechnique::Alt : PrepareTechnique::Ch;
  const double landmarks = request["landmarks"].as<double>();
  // Beyond an int (10^12) it would wrap on the way in; the router's check words the refusal.
  query.landmarks = landmarks >= 0 && landmarks <= kMaxLandmarks ? static_cast<int>(landmarks) : -1;
  if (query.landmarks < 0) {
    char number[32];
    std::snprintf(number, sizeof number, "%.17g", landmarks);
    return errorObject("landmarks must be a whole number from 1 to " + std::to_string(kMaxLandmarks) + ", got " + number);
  }
  const auto selection = lookup(kLandmarkSelectionNames, request["selection"].as<std::string>());
  if (!selection) return errorObject("selection must be 'avoid', 'farthest' or 'planar'");
  query.selection = *selection;
  if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
  PrepareControl control;
  const val onProgress = request["onProgress"];
  if (onProgress.typeOf().as<std::string>() == "function") {
    control.every = static_cast<std::size_t>(request["progressEvery"].as<double>());
    control.progress = [&onProgress](std::size_t done, std::size_t total) {
      return onProgress(static_cast<double>(done), static_cast<double>(total)).as<bool>();
    };
  }
  const PrepareResult result = router_.prepare(query, control);
  if (!result.error.empty()) return errorObject(result.error);
  val out = val::object();
  out.set("technique", std::string(nameOf(kPrepareTechniqueNames, result.technique)));
  out.set("metric", std::string(nameOf(kRoadMetricNames, result.metric)));
  out.set("micros", result.micros);
  out.set("landmarks", static_cast<double>(result.landmarks));
  out.set("shortcuts", static_cast<double>(result.shortcuts));
  out.set("witnessesAvoided", static_cast<double>(result.witnessesAvoided));
  out.set("upwardArcs", static_cast<double>(result.upwardArcs));
  out.set("bytes", static_cast<double>(result.bytes));
  out.set("bytesPerNode", result.bytesPerNode);
  if (const Landmarks* landmarks = router_.preparation().anyLandmarks(); landmarks && query.technique == PrepareTechnique::Alt) {
    out.set("landmarkNodes", nodeArray(landmarks->nodes()));
  }
  return out;
}

val Engine::altBound(double node) {
  std::string error;
  const std::uint32_t id = node >= 0 && node <= 4294967295.0 ? static_cast<std::uint32_t>(node) : 0xFFFFFFFFu;
  const AltBound bound = router_.altBound(id, error);
  if (!error.empty()) return errorObject(error);
  val out = val::object();
  out.set("landmark", bound.landmark);
  out.set("landmarkNode", bound.landmarkNode);
  out.set("direction", std::string(bound.fromLandmark ? "from" : "to"));
  out.set("first", bound.first);
  out.set("second", bound.second);
  out.set("bound", bound.bound);
  return out;
}

val Engine::contractionRecord(double first, double count) {
  const ContractionHierarchy* hierarchy = router_.preparation().anyHierarchy();
  if (!hierarchy) return errorObject("no contraction hierarchy prepared: call prepare({technique: 'ch'}) first");
  const double ranks = static_cast<double>(hierarchy->nodeCount());
  if (!(first >= 0 && first <= ranks && count >= 0)) return errorObject("first must be a rank from 0 to " + std::to_string(hierarchy->nodeCount()));
  const auto begin = static_cast<std::uint32_t>(first);
  const auto end = static_cast<std::uint32_t>(std::min(ranks, first + count));
  std::vector<std::uint32_t> nodes, start, from, to, witnesses;
  for (std::uint32_t r = begin; r < end; r++) {
    nodes.push_back(hierarchy->nodeOfRank(r));
    start.push_back(static_cast<std::uint32_t>(from.size()));
    witnesses.push_back(hierarchy->witnesses(r));
    for (std::uint32_t a = hierarchy->firstShortcut(r); a < hierarchy->firstShortcut(r + 1); a++) {
      from.push_back(hierarchy->arc(a).from);
      to.push_back(hierarchy->arc(a).to);
    }
  }
  start.push_back(static_cast<std::uint32_t>(from.size()));
  val out = val::object();
  out.set("ranks", ranks);
  out.set("nodes", nodeArray(nodes));
  out.set("shortcutStart", nodeArray(start));
  out.set("shortcutFrom", nodeArray(from));
  out.set("shortcutTo", nodeArray(to));
  out.set("witnesses", nodeArray(witnesses));
  return out;
}

val Engine::checkRoute(const val& request) {
  RoadMetric metric = RoadMetric::Length;
  if (std::string error = metricOf(request, metric); !error.empty()) return errorObject(error);
  const std::vector<std::uint32_t> nodes = emscripten::convertJSArrayToNumberVector<std::uint32_t>(request["nodes"]);
  return checkObject(frontier::checkRoute(network_, metric, nodes));
}

val Engine::disjointRoutes(const val& request) {
  DisjointRequest query{nodeOf(request, "from"), nodeOf(request, "to"), 0};
  if (std::string error = kOf(request, "(disjoint routes)", query.k); !error.empty()) return errorObject(error);
  const std::string disjoint = request["disjoint"].as<std::string>();
  const auto kind = lookup(kDisjointnessNames, disjoint);
  if (!kind) return errorObject("disjoint must be 'edge' or 'node', got '" + disjoint.substr(0, 40) + "'");
  query.disjoint = *kind;
  if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
  const DisjointResult result = router_.disjointRoutes(query);
  if (!result.error.empty()) return errorObject(result.error);
  val routes = val::array();
  for (const Route& route : result.routes) {
    val item = val::object();
    item.set("path", nodeArray(route.path));
    item.set("cost", route.cost);
    routes.call<void>("push", item);
  }
  val cutRoads = val::array();
  for (const CutArc& arc : result.cutRoads) {
    val road = val::object();
    road.set("from", arc.from);
    road.set("to", arc.to);
    cutRoads.call<void>("push", road);
  }
  val out = val::object();
  out.set("routes", routes);
  out.set("total", result.total);
  out.set("requested", result.requested);
  out.set("cutRoads", cutRoads);
  out.set("cutNodes", nodeArray(result.cutNodes));
  return out;
}

val Engine::alternativeRoutes(const val& request) {
  AlternativeRequest query{nodeOf(request, "from"), nodeOf(request, "to"), 0, request["stretch"].as<double>(),
                           request["maxShare"].as<double>()};
  if (std::string error = kOf(request, "(alternative routes, the best one included)", query.k); !error.empty())
    return errorObject(error);
  if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
  const AlternativeResult result = router_.alternativeRoutes(query);
  if (!result.error.empty()) return errorObject(result.error);
  val routes = val::array();
  for (const AlternativeRoute& route : result.routes) routes.call<void>("push", alternativeObject(route));
  val rejected = val::array();
  for (const RejectedAlternative& candidate : result.rejected) {
    val item = alternativeObject(candidate.route);
    item.set("failed", std::string(nameOf(kAlternativeTestNames, candidate.failed)));
    if (candidate.failed == AlternativeTest::Sharing) {
      item.set("sharedWith", candidate.sharedWith);
      item.set("overlap", candidate.overlap);
    } else if (candidate.failed == AlternativeTest::LocalOptimality) {
      item.set("detourFrom", candidate.detourFrom);
      item.set("detourTo", candidate.detourTo);
      item.set("detourCost", candidate.detourCost);
      item.set("shortcutCost", candidate.shortcutCost);
    }
    rejected.call<void>("push", item);
  }
  val counts = val::object();
  for (int test = 0; test < 3; ++test) {
    counts.set(std::string(nameOf(kAlternativeTestNames, static_cast<AlternativeTest>(test))),
               static_cast<double>(result.rejectedCount[test]));
  }
  val out = val::object();
  out.set("routes", routes);
  out.set("rejected", rejected);
  out.set("rejectedCount", counts);
  out.set("candidates", static_cast<double>(result.candidates));
  out.set("stopped", result.stopped);
  return out;
}

val Engine::drive(const val& request) {
  DriveRequest query{nodeOf(request, "from"), nodeOf(request, "to"), RoadMetric::Length, {}};
  if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
  const val blocked = request["blocked"];
  const std::size_t ends = blocked["length"].as<std::size_t>();
  for (std::size_t i = 0; i + 1 < ends; i += 2) {
    query.blocked.push_back({static_cast<std::uint32_t>(blocked[i].as<double>()),
                             static_cast<std::uint32_t>(blocked[i + 1].as<double>())});
  }
  const bool traced = request["trace"].as<bool>();
  trace_.clear();
  const DriveResult result = router_.drive(query, traced ? &trace_ : nullptr);
  if (!result.error.empty()) return errorObject(result.error);
  val out = val::object();
  out.set("reached", result.reached);
  if (!result.reached) out.set("reason", result.reason);
  out.set("cost", result.cost);
  out.set("moves", nodeArray(result.moves));
  val replans = val::array();
  for (const DrivePlan& plan : result.plans) {
    val item = val::object();
    item.set("move", plan.move);
    item.set("at", plan.at);
    item.set("planCost", plan.planCost);
    item.set("expanded", static_cast<double>(plan.expanded));
    item.set("updated", static_cast<double>(plan.updated));
    item.set("dijkstraExpanded", static_cast<double>(plan.dijkstraExpanded));
    item.set("dijkstraCost", plan.dijkstraCost);
    item.set("astarExpanded", static_cast<double>(plan.astarExpanded));
    item.set("astarCost", plan.astarCost);
    val learnt = val::array();
    for (const std::uint32_t arc : plan.learnt) {
      val road = val::object();
      road.set("from", plan.at);
      road.set("to", network_.targets()[arc]);
      learnt.call<void>("push", road);
    }
    item.set("learnt", learnt);
    replans.call<void>("push", item);
  }
  out.set("replans", replans);
  if (traced) out.set("traceComplete", trace_.complete());
  return out;
}

std::string Engine::adoptNetwork(RoadMap map, DroppedParts dropped, bool reportsDropped) {
  static_assert(sizeof(RoadCoordinates) == 2 * sizeof(double), "networkCoordinates() reads x, y pairs");
  RoadNetwork network;
  if (std::string error = buildNetwork(map, network); !error.empty()) return error;
  network_ = std::move(network);
  networkStats_[kNetNodes] = static_cast<double>(network_.nodeCount());
  networkStats_[kNetArcs] = static_cast<double>(network_.edgeCount());
  networkStats_[kNetRoads] = static_cast<double>(map.roads.size());
  networkStats_[kNetOneWayRoads] = static_cast<double>(
      std::count_if(map.roads.begin(), map.roads.end(), [](const Road& road) { return road.oneWay; }));
  networkStats_[kNetDroppedNodes] = static_cast<double>(dropped.nodes);
  networkStats_[kNetDroppedRoads] = static_cast<double>(dropped.roads);
  networkStats_[kNetReportsDropped] = reportsDropped;
  arcClasses_ = arcClasses(map, network_);
  roadMap_ = std::move(map);
  return {};
}

}  // namespace frontier::bindings
