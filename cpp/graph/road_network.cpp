// Builds a road network's compressed adjacency from an edge list, refusing bad input with the reason.
#include "graph/road_network.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "graph/graph_version.h"

namespace frontier {

namespace {

std::string checkEdgeValue(double value, const char* what) {
  if (std::isnan(value)) return std::string(what) + " is NaN";
  if (std::isinf(value)) return std::string(what) + " is infinite";
  if (value < 0.0) return std::string(what) + " " + std::to_string(value) + " is negative";
  return {};
}

std::string checkInput(const std::vector<RoadCoordinates>& nodes, const std::vector<RoadEdge>& edges) {
  if (nodes.size() > RoadNetwork::kMaxNodes) {
    return std::to_string(nodes.size()) + " nodes: at most " + std::to_string(RoadNetwork::kMaxNodes) + " allowed";
  }
  if (edges.size() > RoadNetwork::kMaxEdges) {
    return std::to_string(edges.size()) + " edges: at most " + std::to_string(RoadNetwork::kMaxEdges) + " allowed";
  }
  for (std::size_t node = 0; node < nodes.size(); ++node) {
    if (!std::isfinite(nodes[node].x) || !std::isfinite(nodes[node].y)) {
      return "node " + std::to_string(node) + ": coordinates must be finite";
    }
  }
  for (std::size_t index = 0; index < edges.size(); ++index) {
    const RoadEdge& edge = edges[index];
    // Made only for a refusal: made for every edge, it was most of a million-node network's load.
    const auto where = [&] {
      return "edge " + std::to_string(index) + " (" + std::to_string(edge.from) + " -> " + std::to_string(edge.to) + "): ";
    };
    for (const std::uint32_t end : {edge.from, edge.to}) {
      if (end >= nodes.size()) {
        return where() + "node " + std::to_string(end) + " is out of range: there are " +
               std::to_string(nodes.size()) + " nodes";
      }
    }
    if (std::string error = checkEdgeValue(edge.length, "length"); !error.empty()) {
      return where() + error + ": lengths must be finite and non-negative";
    }
    if (std::string error = checkEdgeValue(edge.time, "time"); !error.empty()) {
      return where() + error + ": times must be finite and non-negative";
    }
  }
  return {};
}

}  // namespace

std::string RoadNetwork::assign(std::vector<RoadCoordinates> nodes, const std::vector<RoadEdge>& edges) {
  if (std::string error = checkInput(nodes, edges); !error.empty()) return error;

  // Counting sort by source node, stable, so a node's edges keep their input order.
  firstEdges_.assign(nodes.size() + 1, 0);
  for (const RoadEdge& edge : edges) ++firstEdges_[edge.from + 1];
  for (std::size_t node = 0; node < nodes.size(); ++node) firstEdges_[node + 1] += firstEdges_[node];
  targets_.resize(edges.size());
  lengths_.resize(edges.size());
  times_.resize(edges.size());
  std::vector<std::uint32_t> nextSlot(firstEdges_.begin(), firstEdges_.end() - 1);
  for (const RoadEdge& edge : edges) {
    const std::uint32_t slot = nextSlot[edge.from]++;
    targets_[slot] = edge.to;
    lengths_[slot] = edge.length;
    times_[slot] = edge.time;
  }

  double lengthPerUnit = std::numeric_limits<double>::infinity();
  double timePerUnit = std::numeric_limits<double>::infinity();
  for (const RoadEdge& edge : edges) {
    const double dx = nodes[edge.to].x - nodes[edge.from].x;
    const double dy = nodes[edge.to].y - nodes[edge.from].y;
    const double distance = std::sqrt(dx * dx + dy * dy);
    if (distance == 0.0) continue;  // says nothing about cost per unit of distance
    lengthPerUnit = std::min(lengthPerUnit, edge.length / distance);
    timePerUnit = std::min(timePerUnit, edge.time / distance);
  }
  // No edge spans a distance: every path stays on one spot, and there is nothing to estimate.
  lengthPerUnit_ = std::isinf(lengthPerUnit) ? 0.0 : lengthPerUnit;
  timePerUnit_ = std::isinf(timePerUnit) ? 0.0 : timePerUnit;

  nodes_ = std::move(nodes);
  version_ = newGraphVersion();
  return {};
}

}  // namespace frontier
