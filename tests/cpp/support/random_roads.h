// Seeded random road-like networks for the road tests and bench-roads: towns spread over a square, each
// joined to its nearest neighbours, mostly two-way, some one-way, a few doubled by a faster parallel road;
// lengths at least the straight line, speeds from four road classes, so the quickest route is often not
// the shortest. Neighbours come from a bucket grid, so 10,000 nodes build in milliseconds. (The product's
// generator is issue 13's cpp/generate work; this one only has to be varied, reproducible and independent.)
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "graph/road_network.h"

namespace frontier::testing {

struct RandomRoads {
  std::vector<RoadCoordinates> nodes;
  std::vector<RoadEdge> edges;
};

struct RandomRoadOptions {
  std::uint32_t nodeCount = 300;
  int neighbours = 3;      // each node joins this many of its nearest
  int oneWayPercent = 20;  // roads that run one way only
  int doubledPercent = 10; // two-way roads with a faster parallel road beside them
};

inline RandomRoads randomRoads(std::uint32_t seed, const RandomRoadOptions& options = {}) {
  std::mt19937 random(seed);  // the engine's output is fixed by the standard, so the network is too
  const auto unit = [&random] { return random() / 4294967296.0; };
  RandomRoads roads;
  const std::uint32_t n = options.nodeCount;
  const double side = 1000.0 * std::sqrt(n / 300.0);
  for (std::uint32_t i = 0; i < n; ++i) roads.nodes.push_back({side * unit(), side * unit()});
  // Buckets of about 2 nodes each: the nearest neighbours lie in the few rings of buckets around a node.
  const int buckets = std::max(1, static_cast<int>(std::sqrt(n / 2.0)));
  const double cell = side / buckets;
  std::vector<std::vector<std::uint32_t>> grid(static_cast<std::size_t>(buckets) * buckets);
  const auto bucketOf = [&](double v) { return std::min(buckets - 1, static_cast<int>(v / cell)); };
  for (std::uint32_t i = 0; i < n; ++i) grid[bucketOf(roads.nodes[i].y) * buckets + bucketOf(roads.nodes[i].x)].push_back(i);
  const double speeds[] = {8.0, 14.0, 22.0, 33.0};
  const auto addRoad = [&](std::uint32_t from, std::uint32_t to) {
    const double straight = std::hypot(roads.nodes[to].x - roads.nodes[from].x, roads.nodes[to].y - roads.nodes[from].y);
    const double length = straight * (1.0 + 0.4 * unit());
    const double time = length / speeds[random() % 4];
    const int kind = static_cast<int>(random() % 100);
    if (kind < options.oneWayPercent / 2) {
      roads.edges.push_back({from, to, length, time});
    } else if (kind < options.oneWayPercent) {
      roads.edges.push_back({to, from, length, time});
    } else {
      roads.edges.push_back({from, to, length, time});
      roads.edges.push_back({to, from, length, time});
      if (kind < options.oneWayPercent + options.doubledPercent) roads.edges.push_back({from, to, length * 1.1, time * 0.7});
    }
  };
  std::vector<std::pair<double, std::uint32_t>> near;
  for (std::uint32_t from = 0; from < n; ++from) {
    const int bx = bucketOf(roads.nodes[from].x), by = bucketOf(roads.nodes[from].y);
    for (int ring = 1;; ++ring) {
      near.clear();
      for (int y = std::max(0, by - ring); y <= std::min(buckets - 1, by + ring); ++y) {
        for (int x = std::max(0, bx - ring); x <= std::min(buckets - 1, bx + ring); ++x) {
          for (const std::uint32_t to : grid[y * buckets + x]) {
            if (to != from) {
              near.emplace_back(std::hypot(roads.nodes[to].x - roads.nodes[from].x, roads.nodes[to].y - roads.nodes[from].y), to);
            }
          }
        }
      }
      // Enough found within `ring` buckets' distance are surely the nearest (or the whole square was seen).
      std::sort(near.begin(), near.end());
      const bool whole = ring >= buckets;
      if (whole || (static_cast<int>(near.size()) >= options.neighbours && near[options.neighbours - 1].first <= ring * cell)) {
        break;
      }
    }
    for (int k = 0; k < options.neighbours && k < static_cast<int>(near.size()); ++k) addRoad(from, near[k].second);
  }
  return roads;
}

}  // namespace frontier::testing
