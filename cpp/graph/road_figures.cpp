// Measuring a road network: counts, loops, the detour of shortest routes over straight lines, a hash.
#include "graph/road_figures.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <queue>
#include <vector>

namespace frontier {

namespace {

// SplitMix64 for picking the sample (written here: graph/ sits below generate/ and includes nothing of it).
struct Sampler {
  std::uint64_t state;
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<std::uint32_t>((z ^ (z >> 31)) % n);
  }
};

// Shortest lengths from `source` over the arcs: the plain Dijkstra the figures need (the searches of
// search/ trace and report far more than this does).
std::vector<double> lengthsFrom(const RoadNetwork& network, std::uint32_t source) {
  std::vector<double> best(network.nodeCount(), std::numeric_limits<double>::infinity());
  using Entry = std::pair<double, std::uint32_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  best[source] = 0.0;
  open.push({0.0, source});
  const double* lengths = network.costs(RoadMetric::Length);
  while (!open.empty()) {
    const auto [g, node] = open.top();
    open.pop();
    if (g > best[node]) continue;
    for (std::uint32_t arc = network.firstEdges()[node]; arc < network.firstEdges()[node + 1]; ++arc) {
      const std::uint32_t next = network.targets()[arc];
      if (g + lengths[arc] < best[next]) {
        best[next] = g + lengths[arc];
        open.push({best[next], next});
      }
    }
  }
  return best;
}

}  // namespace

RoadFigures roadFigures(const RoadMap& map, const RoadNetwork& network, std::size_t sources,
                        std::size_t targetsPerSource) {
  RoadFigures figures;
  figures.nodes = map.nodes.size();
  figures.roads = map.roads.size();
  figures.arcs = network.edgeCount();
  for (const Road& road : map.roads) {
    figures.oneWayRoads += road.oneWay ? 1 : 0;
    figures.roadLength += road.length;
  }
  if (figures.nodes == 0) return figures;
  const double n = static_cast<double>(figures.nodes), m = static_cast<double>(figures.roads);
  figures.averageDegree = 2.0 * m / n;
  figures.meshedness = figures.nodes > 2 ? (m - n + 1.0) / (2.0 * n - 5.0) : 0.0;
  double minX = map.nodes[0].x, maxX = minX, minY = map.nodes[0].y, maxY = minY;
  for (const RoadCoordinates& p : map.nodes) {
    minX = std::min(minX, p.x), maxX = std::max(maxX, p.x), minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
  }
  figures.width = maxX - minX, figures.height = maxY - minY;

  Sampler random{0xD5A61266F0C9392Cull};  // fixed: the figure describes the network, not a seed of its own
  double sum = 0.0;
  std::size_t pairs = 0;
  const auto count = static_cast<std::uint32_t>(figures.nodes);
  for (std::size_t s = 0; s < sources; ++s) {
    const std::uint32_t source = random.below(count);
    const std::vector<double> lengths = lengthsFrom(network, source);
    for (std::size_t t = 0; t < targetsPerSource; ++t) {
      const std::uint32_t target = random.below(count);
      const double dx = map.nodes[target].x - map.nodes[source].x, dy = map.nodes[target].y - map.nodes[source].y;
      const double straight = std::sqrt(dx * dx + dy * dy);
      if (straight <= 0.0 || std::isinf(lengths[target])) continue;
      sum += lengths[target] / straight;
      ++pairs;
    }
  }
  figures.detour = pairs ? sum / static_cast<double>(pairs) : 0.0;
  return figures;
}

std::string networkHash(const RoadNetwork& network) {
  std::uint64_t hash = 0xCBF29CE484222325ull;
  const auto mix = [&hash](std::uint64_t word) {
    for (int byte = 0; byte < 8; ++byte) {
      hash ^= (word >> (8 * byte)) & 0xFF;
      hash *= 0x100000001B3ull;
    }
  };
  const auto bits = [](double value) {
    std::uint64_t word;
    std::memcpy(&word, &value, sizeof word);
    return word;
  };
  mix(network.nodeCount());
  for (std::size_t node = 0; node < network.nodeCount(); ++node) {
    mix(bits(network.coordinates()[node].x));
    mix(bits(network.coordinates()[node].y));
  }
  for (std::size_t node = 0; node < network.nodeCount(); ++node) {
    for (std::uint32_t arc = network.firstEdges()[node]; arc < network.firstEdges()[node + 1]; ++arc) {
      mix(node);
      mix(network.targets()[arc]);
      mix(bits(network.costs(RoadMetric::Length)[arc]));
      mix(bits(network.costs(RoadMetric::Time)[arc]));
    }
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::string figuresJson(const RoadFigures& f, const std::string& hash) {
  char text[512];
  std::snprintf(text, sizeof text,
                "{\"nodes\":%zu,\"roads\":%zu,\"oneWayRoads\":%zu,\"arcs\":%zu,\"averageDegree\":%.3f,"
                "\"meshedness\":%.3f,\"detour\":%.3f,\"roadLengthKm\":%.1f,\"widthKm\":%.2f,\"heightKm\":%.2f,"
                "\"hash\":\"%s\"}",
                f.nodes, f.roads, f.oneWayRoads, f.arcs, f.averageDegree, f.meshedness, f.detour, f.roadLength / 1000.0,
                f.width / 1000.0, f.height / 1000.0, hash.c_str());
  return text;
}

}  // namespace frontier
