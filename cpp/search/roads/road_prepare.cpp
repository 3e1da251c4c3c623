// engine.prepare (road_prepare.h): checks the request, builds the landmarks or the hierarchy aside, and keeps
// it only when built to the end (a cancel leaves the previous one), with what it cost.
#include "search/roads/road_prepare.h"

#include <chrono>

#include "search/roads/contraction.h"
#include "search/roads/landmarks.h"
#include "search/roads/road_requests.h"

namespace frontier {

RoadPreparation::RoadPreparation() = default;
RoadPreparation::~RoadPreparation() = default;
RoadPreparation::RoadPreparation(RoadPreparation&&) noexcept = default;
RoadPreparation& RoadPreparation::operator=(RoadPreparation&&) noexcept = default;

std::string checkPrepareRequest(const RoadNetwork& network, const PrepareRequest& request) {
  if (network.nodeCount() == 0) return "no road network is loaded: load one before prepare";
  if (request.technique != PrepareTechnique::Alt && request.technique != PrepareTechnique::Ch) {
    return "technique must be 'alt' or 'ch'";
  }
  if (request.metric != RoadMetric::Length && request.metric != RoadMetric::Time) return "metric must be length or time";
  if (request.technique == PrepareTechnique::Alt) {
    if (request.landmarks < 1 || request.landmarks > kMaxLandmarks) {
      return "landmarks must be a whole number from 1 to " + std::to_string(kMaxLandmarks) + ", got " +
             std::to_string(request.landmarks);
    }
    if (static_cast<std::size_t>(request.landmarks) > network.nodeCount()) {
      return "landmarks " + std::to_string(request.landmarks) + " is more than the network's " +
             std::to_string(network.nodeCount()) + " nodes";
    }
    if (request.selection != LandmarkSelection::Avoid && request.selection != LandmarkSelection::Farthest &&
        request.selection != LandmarkSelection::Planar) {
      return "selection must be avoid, farthest or planar";
    }
  }
  return {};
}

PrepareResult RoadPreparation::prepare(const RoadNetwork& network, const ReverseArcs& reverse,
                                       const PrepareRequest& request, const PrepareControl& control) {
  PrepareResult result;
  if (result.error = checkPrepareRequest(network, request); !result.error.empty()) return result;
  result.technique = request.technique;
  result.metric = request.metric;
  const auto begin = std::chrono::steady_clock::now();
  std::size_t bytes = 0;
  if (request.technique == PrepareTechnique::Alt) {
    auto built = std::make_unique<Landmarks>();
    if (built->build(network, reverse, request, control) != "") {
      result.error = "prepare was cancelled: the previous preparation is kept";
      return result;
    }
    result.landmarks = built->count();
    bytes = built->bytes();
    landmarks_ = std::move(built);
  } else {
    auto built = std::make_unique<ContractionHierarchy>();
    if (built->build(network, request.metric, control) != "") {
      result.error = "prepare was cancelled: the previous preparation is kept";
      return result;
    }
    result.shortcuts = built->shortcutCount();
    result.witnessesAvoided = built->witnessesAvoided();
    result.upwardArcs = built->upwardArcCount();
    bytes = built->bytes();
    hierarchy_ = std::move(built);
  }
  result.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - begin).count();
  result.bytes = bytes;
  result.bytesPerNode = static_cast<double>(bytes) / static_cast<double>(network.nodeCount());
  return result;
}

namespace {

// Why a preparation cannot serve a route on `network` in `metric`, or "".
template <class Prepared>
std::string staleness(const Prepared* prepared, const RoadNetwork& network, RoadMetric metric, std::string_view algorithm,
                      std::string_view technique) {
  const std::string prepare = "call prepare({technique: '" + std::string(technique) + "', metric: '" +
                              std::string(nameOf(kRoadMetricNames, metric)) + "'})";
  if (!prepared) return "algorithm '" + std::string(algorithm) + "' needs a preparation first: " + prepare;
  if (prepared->networkVersion() != network.version()) {
    return "algorithm '" + std::string(algorithm) + "': the network changed since it was prepared: " + prepare + " again";
  }
  if (prepared->metric() != metric) {
    return "algorithm '" + std::string(algorithm) + "' was prepared for metric '" +
           std::string(nameOf(kRoadMetricNames, prepared->metric())) + "', the route asks for '" +
           std::string(nameOf(kRoadMetricNames, metric)) + "': " + prepare;
  }
  return {};
}

}  // namespace

const Landmarks* RoadPreparation::landmarks(const RoadNetwork& network, RoadMetric metric, std::string& error) const {
  error = staleness(landmarks_.get(), network, metric, "alt", "alt");
  return error.empty() ? landmarks_.get() : nullptr;
}

const ContractionHierarchy* RoadPreparation::hierarchy(const RoadNetwork& network, RoadMetric metric,
                                                       std::string& error) const {
  error = staleness(hierarchy_.get(), network, metric, "ch", "ch");
  return error.empty() ? hierarchy_.get() : nullptr;
}

}  // namespace frontier
