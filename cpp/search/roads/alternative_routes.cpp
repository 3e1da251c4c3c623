// Alternative routes by via nodes and the admissibility tests (alternative_routes.h has the method).
#include "search/roads/alternative_routes.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>

#include "search/roads/shortest_path_tree.h"

namespace frontier {
namespace {

// Sums of the same costs taken in different orders differ in their last bits: limits are compared with
// this relative slack, far above rounding and far below any real difference between two routes.
constexpr double kSlack = 1e-9;

// A route accepted so far, indexed for the sharing test: each node's position on it, and the cost so far.
struct IndexedRoute {
  std::vector<std::int32_t> position;  // by node, -1 off the route
  std::vector<double> g;
  double cost;
};

IndexedRoute indexRoute(std::size_t nodeCount, const std::vector<std::uint32_t>& path, const std::vector<double>& g) {
  IndexedRoute indexed{std::vector<std::int32_t>(nodeCount, -1), g, g.back()};
  for (std::size_t i = 0; i < path.size(); ++i) indexed.position[path[i]] = static_cast<std::int32_t>(i);
  return indexed;
}

// The cost of R's roads that `path` also uses, over R's cost (0 for a route of cost 0 sharing nothing).
double overlap(const IndexedRoute& route, const std::vector<std::uint32_t>& path) {
  double shared = 0.0;
  bool any = false;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const std::int32_t a = route.position[path[i - 1]], b = route.position[path[i]];
    if (a < 0 || b < 0 || std::abs(a - b) != 1) continue;
    shared += std::abs(route.g[a] - route.g[b]);
    any = true;
  }
  if (route.cost > 0.0) return shared / route.cost;
  return any ? 1.0 : 0.0;
}

std::uint64_t pathHash(const std::vector<std::uint32_t>& path) {
  std::uint64_t hash = 1469598103934665603ull;  // FNV-1a over the node ids
  for (const std::uint32_t node : path) {
    hash ^= node;
    hash *= 1099511628211ull;
  }
  return hash;
}

}  // namespace

AlternativeResult findAlternativeRoutes(const RoadNetwork& network, const ReverseArcs& reverse,
                                        const AlternativeRequest& request) {
  AlternativeResult result;
  const std::size_t nodeCount = network.nodeCount();
  ShortestPathTree forward, backward, local;
  forward.begin(network, &reverse, request.metric, request.from, false);
  forward.growTo(std::numeric_limits<double>::infinity(), request.to);
  const double best = forward.distance(request.to);
  if (std::isinf(best)) return result;  // no route at all: no routes
  const double limit = request.stretch * best * (1.0 + kSlack);
  forward.growTo(limit);
  backward.begin(network, &reverse, request.metric, request.to, true);
  backward.growTo(limit);

  const auto stretchOf = [&](double cost) { return best > 0.0 ? cost / best : (cost > 0.0 ? INFINITY : 1.0); };

  // The best route: the forward tree's path.
  std::vector<std::uint32_t> path;
  std::vector<double> g;
  for (std::uint32_t node = request.to; node != ShortestPathTree::kNone; node = forward.parent(node)) path.push_back(node);
  std::reverse(path.begin(), path.end());
  for (const std::uint32_t node : path) g.push_back(forward.distance(node));
  std::vector<IndexedRoute> accepted{indexRoute(nodeCount, path, g)};
  result.routes.push_back({path, best, 1.0, 1.0, request.from});
  std::unordered_set<std::uint64_t> seen{pathHash(path)};

  // The via nodes, cheapest route first.
  std::vector<std::pair<double, std::uint32_t>> candidates;
  for (const std::uint32_t node : forward.settledOrder()) {
    if (backward.settled(node)) candidates.emplace_back(forward.distance(node) + backward.distance(node), node);
  }
  std::sort(candidates.begin(), candidates.end());

  std::vector<std::uint32_t> onPath(nodeCount, ShortestPathTree::kNone);  // by node: the candidate that last put it on its path
  const double T = kLocalOptimalityAlpha * best;
  for (const auto& [cost, via] : candidates) {
    if (static_cast<int>(result.routes.size()) >= request.k) break;
    // The via route, checked for a U-turn as it is built.
    path.clear();
    g.clear();
    bool loopFree = true;
    for (std::uint32_t node = via; node != ShortestPathTree::kNone; node = forward.parent(node)) {
      path.push_back(node);
      onPath[node] = via;
    }
    std::reverse(path.begin(), path.end());
    for (const std::uint32_t node : path) g.push_back(forward.distance(node));
    const std::size_t viaIndex = path.size() - 1;
    const double viaG = g.back();
    for (std::uint32_t node = backward.parent(via); node != ShortestPathTree::kNone && loopFree; node = backward.parent(node)) {
      if (onPath[node] == via) loopFree = false;
      onPath[node] = via;
      path.push_back(node);
      g.push_back(viaG + backward.distance(via) - backward.distance(node));
    }
    // Clear this candidate's marks: the next candidate may be any node, and marks compare by via id only.
    for (const std::uint32_t node : path) onPath[node] = ShortestPathTree::kNone;
    if (!loopFree || !seen.insert(pathHash(path)).second) continue;
    if (result.candidates == kAlternativeCandidateBudget) {
      result.stopped = true;
      break;
    }
    ++result.candidates;

    RejectedAlternative rejection;
    rejection.route = {path, cost, stretchOf(cost), overlap(accepted[0], path), via};
    bool rejected = false;
    if (cost > limit) {
      rejection.failed = AlternativeTest::Stretch;
      rejected = true;
    }
    for (std::size_t r = 0; r < accepted.size() && !rejected; ++r) {
      const double share = overlap(accepted[r], path);
      if (share > request.maxShare * (1.0 + kSlack)) {
        rejection.failed = AlternativeTest::Sharing;
        rejection.sharedWith = static_cast<int>(r);
        rejection.overlap = share;
        rejected = true;
      }
    }
    if (!rejected) {
      // Each stretch [i, j] of cost at most T across v, taken as long as it can be from each start i
      // before v: if those are shortest paths, so is every shorter stretch inside them.
      for (std::size_t i = viaIndex; i-- > 0 && viaG - g[i] <= T * (1.0 + kSlack) && !rejected;) {
        std::size_t j = viaIndex;
        while (j + 1 < path.size() && g[j + 1] - g[i] <= T * (1.0 + kSlack)) ++j;
        if (j == viaIndex) continue;  // it ends at v: part of the forward tree's path, a shortest one
        const double along = g[j] - g[i];
        local.begin(network, &reverse, request.metric, path[i], false);
        local.growTo(along, path[j]);
        const double shortest = local.distance(path[j]);
        if (shortest < along * (1.0 - kSlack)) {
          rejection.failed = AlternativeTest::LocalOptimality;
          rejection.detourFrom = path[i];
          rejection.detourTo = path[j];
          rejection.detourCost = along;
          rejection.shortcutCost = shortest;
          rejected = true;
        }
      }
    }
    if (rejected) {
      ++result.rejectedCount[static_cast<int>(rejection.failed)];
      if (result.rejected.size() < kMaxListedRejections) result.rejected.push_back(std::move(rejection));
      if (rejection.failed == AlternativeTest::Stretch) break;  // every later candidate costs more
      continue;
    }
    accepted.push_back(indexRoute(nodeCount, path, g));
    result.routes.push_back(std::move(rejection.route));
  }
  return result;
}

}  // namespace frontier
