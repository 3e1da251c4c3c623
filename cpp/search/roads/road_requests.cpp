// The boundary checks of the road queries (road_requests.h): ids in range, K, stretch and share in their
// ranges, an algorithm that runs on roads. Each message names the field and the value it got.
#include "search/roads/road_requests.h"

#include <cmath>
#include <cstdio>

namespace frontier {
namespace {

std::string shortNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

std::string checkEnds(const RoadNetwork& network, std::uint32_t from, std::uint32_t to) {
  if (network.nodeCount() == 0) return "no road network is loaded";
  for (const auto& [name, id] : {std::pair{"from", from}, std::pair{"to", to}}) {
    if (id >= network.nodeCount()) {
      return std::string(name) + " " + std::to_string(id) + " is out of range: the network's node ids are 0 to " +
             std::to_string(network.nodeCount() - 1);
    }
  }
  return {};
}

std::string checkMetric(RoadMetric metric) {
  if (metric != RoadMetric::Length && metric != RoadMetric::Time) return "metric must be length or time";
  return {};
}

std::string checkK(int k, std::string_view what) {
  if (k < 1 || k > kMaxRequestedRoutes) {
    return "k must be a whole number from 1 to " + std::to_string(kMaxRequestedRoutes) + " " + std::string(what) +
           ", got " + std::to_string(k);
  }
  return {};
}

}  // namespace

std::optional<Algorithm> parseRoadAlgorithm(std::string_view name, std::string& error) {
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    if (row.name == name && (row.worlds & kRoadWorld)) return row.id;
  }
  error = "algorithm '" + std::string(name) + "' does not run on road networks (expected one of ";
  bool first = true;
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    if (!(row.worlds & kRoadWorld)) continue;
    error += (first ? "" : ", ") + std::string(row.name);
    first = false;
  }
  error += ")";
  return std::nullopt;
}

std::string checkRequest(const RoadNetwork& network, const RouteRequest& request) {
  std::string error;
  if (!parseRoadAlgorithm(request.algorithm, error)) return error;
  if (error = checkMetric(request.metric); !error.empty()) return error;
  return checkEnds(network, request.from, request.to);
}

std::string checkRequest(const RoadNetwork& network, const DisjointRequest& request) {
  if (std::string error = checkEnds(network, request.from, request.to); !error.empty()) return error;
  if (request.from == request.to) return "from and to are the same node: disjoint routes need two ends";
  if (std::string error = checkK(request.k, "(disjoint routes)"); !error.empty()) return error;
  if (request.disjoint != Disjointness::Edge && request.disjoint != Disjointness::Node) {
    return "disjoint must be edge or node";
  }
  return checkMetric(request.metric);
}

std::string checkRequest(const RoadNetwork& network, const AlternativeRequest& request) {
  if (std::string error = checkEnds(network, request.from, request.to); !error.empty()) return error;
  if (request.from == request.to) return "from and to are the same node: alternative routes need two ends";
  if (std::string error = checkK(request.k, "(alternative routes, the best one included)"); !error.empty()) {
    return error;
  }
  // Written so that NaN fails too.
  if (!(request.stretch >= kMinStretch && request.stretch <= kMaxStretch)) {
    return "stretch must be a number from 1 to 2, got " + shortNumber(request.stretch);
  }
  if (!(request.maxShare >= 0.0 && request.maxShare <= 1.0)) {
    return "maxShare must be a number from 0 to 1, got " + shortNumber(request.maxShare);
  }
  return checkMetric(request.metric);
}

}  // namespace frontier
