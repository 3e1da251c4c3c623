// Tarjan's strongly connected components, iterative (an explicit stack: a city's long chains of nodes
// would overflow the call stack, in wasm especially).
#include "graph/road_components.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace frontier {

namespace {

constexpr std::uint32_t kUnvisited = 0xFFFFFFFFu;

// Component number of every node.
std::vector<std::uint32_t> components(const RoadMap& map, std::uint32_t& count) {
  const std::size_t n = map.nodes.size();
  std::vector<std::uint32_t> first(n + 1, 0), targets;
  for (const Road& road : map.roads) {
    ++first[road.from + 1];
    if (!road.oneWay) ++first[road.to + 1];
  }
  for (std::size_t i = 1; i <= n; ++i) first[i] += first[i - 1];
  targets.resize(first[n]);
  std::vector<std::uint32_t> next(first.begin(), first.end() - 1);
  for (const Road& road : map.roads) {
    targets[next[road.from]++] = road.to;
    if (!road.oneWay) targets[next[road.to]++] = road.from;
  }

  std::vector<std::uint32_t> index(n, kUnvisited), low(n, 0), component(n, kUnvisited), stack;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> calls;  // (node, next arc to look at)
  std::uint32_t counter = 0;
  count = 0;
  for (std::uint32_t root = 0; root < n; ++root) {
    if (index[root] != kUnvisited) continue;
    calls.push_back({root, first[root]});
    index[root] = low[root] = counter++;
    stack.push_back(root);
    while (!calls.empty()) {
      auto& [node, arc] = calls.back();
      if (arc < first[node + 1]) {
        const std::uint32_t to = targets[arc++];
        if (index[to] == kUnvisited) {
          index[to] = low[to] = counter++;
          stack.push_back(to);
          calls.push_back({to, first[to]});
        } else if (component[to] == kUnvisited) {
          low[node] = std::min(low[node], index[to]);
        }
        continue;
      }
      const std::uint32_t done = node;
      calls.pop_back();
      if (!calls.empty()) low[calls.back().first] = std::min(low[calls.back().first], low[done]);
      if (low[done] == index[done]) {
        std::uint32_t member;
        do {
          member = stack.back();
          stack.pop_back();
          component[member] = count;
        } while (member != done);
        ++count;
      }
    }
  }
  return component;
}

}  // namespace

DroppedParts keepLargestStronglyConnected(RoadMap& map) {
  if (map.nodes.empty()) return {};
  std::uint32_t count = 0;
  const std::vector<std::uint32_t> component = components(map, count);
  std::vector<std::size_t> sizes(count, 0);
  for (const std::uint32_t c : component) ++sizes[c];
  // The first largest in node order: component numbers depend on the search order, node 0's does not.
  std::uint32_t largest = component[0];
  for (std::size_t node = 0; node < component.size(); ++node) {
    if (sizes[component[node]] > sizes[largest]) largest = component[node];
  }
  std::vector<std::uint32_t> renumbered(map.nodes.size(), kUnvisited);
  RoadMap kept;
  for (std::uint32_t node = 0; node < map.nodes.size(); ++node) {
    if (component[node] != largest) continue;
    renumbered[node] = static_cast<std::uint32_t>(kept.nodes.size());
    kept.nodes.push_back(map.nodes[node]);
    if (!map.names.empty()) kept.names.push_back(std::move(map.names[node]));
  }
  for (Road road : map.roads) {
    if (renumbered[road.from] == kUnvisited || renumbered[road.to] == kUnvisited) continue;
    road.from = renumbered[road.from], road.to = renumbered[road.to];
    kept.roads.push_back(road);
  }
  const DroppedParts dropped{map.nodes.size() - kept.nodes.size(), map.roads.size() - kept.roads.size()};
  map = std::move(kept);
  return dropped;
}

}  // namespace frontier
