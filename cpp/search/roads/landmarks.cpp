// Picks ALT's landmarks and computes their distances (landmarks.h). Three selections, as the literature
// names them:
//  - farthest (Goldberg & Harrelson 2005): the first landmark is the node farthest from a seeded random node;
//    each next one the node farthest from those chosen, distance d(L, v) + d(v, L) to the nearest (the
//    network is directed: both ways count).
//  - planar (Goldberg & Harrelson 2005): the plane around the network's centre cut into as many equal
//    sectors as landmarks; in each, the node farthest from the centre. No shortest paths needed to choose.
//  - avoid (Goldberg & Werneck 2005): grow a shortest-path tree from a root; weigh each node by how badly the
//    landmarks so far bound its distance from the root, d(r, v) - bound(r, v); a subtree's size is its
//    weight, or 0 when it holds a landmark; from the root walk down to the heaviest child until a leaf: that
//    leaf is the next landmark, in the region the others serve worst. The root is the node farthest from the
//    landmarks so far (the first: a seeded random node), so it lies in such a region too.
#include "search/roads/landmarks.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

#include "search/core/trace.h"
#include "search/core/node_pool.h"

namespace frontier {
namespace {

constexpr double kPi = 3.14159265358979323846;
// The seed of the random root: fixed, so a network gets the same landmarks natively and in wasm.
constexpr std::uint64_t kLandmarkSeed = 0x5EED1A4Du;

std::uint64_t splitMix(std::uint64_t x) {
  std::uint64_t z = x + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// One-to-all Dijkstra forward (out-arcs) or backward (in-arcs, the reverse CSR). Fills `distance` (size
// n) and, when asked, each node's tree parent and the nodes in the order settled. Ticks the control per
// settled node; returns false when cancelled.
class AllDistances {
 public:
  AllDistances(const RoadNetwork& network, const ReverseArcs& reverse, RoadMetric metric)
      : network_(network), reverse_(reverse), costs_(network.costs(metric)) {}

  // With `potential`, also the distances as floats that keep every arc's inequality: for each arc the
  // search relaxes, x -> y of cost c (forward: the arc x -> y; backward: the arc y -> x), potential[y] -
  // potential[x] <= c exactly. Rounding each distance to the nearest float broke it by about 2^-24 of the
  // distance on tight arcs (those of the shortest-path tree), so the bound was admissible but not consistent,
  // and A* (which never reopens a node) could return a dearer route. Kept this way, each landmark's bound is a
  // feasible potential: consistent, and admissible by telescoping along any path, with no rounding
  // allowance. A node's float is fixed when it is settled: its distance rounded down, no higher than any arc
  // from a node settled before it allows; an arc into a node settled earlier (a zero-cost tie) that asks for
  // less lowers it afterwards, and what hangs from it is looked at again (a short worklist at the end).
  bool run(std::uint32_t root, bool backward, std::vector<double>& distance, PrepareTicker& ticker,
           std::vector<std::uint32_t>* parent = nullptr, std::vector<std::uint32_t>* settled = nullptr,
           std::vector<float>* potential = nullptr) {
    const std::size_t n = network_.nodeCount();
    distance.assign(n, kUnreached);
    if (parent) parent->assign(n, kNoParent);
    if (settled) settled->clear();
    if (potential) potential->assign(n, std::numeric_limits<float>::infinity()), closed_.assign(n, 0), work_.clear();
    using Item = std::pair<double, std::uint32_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    distance[root] = 0.0;
    queue.push({0.0, root});
    const std::uint32_t* first = backward ? reverse_.firstIn() : network_.firstEdges();
    const std::uint32_t* heads = backward ? reverse_.sources() : network_.targets();
    const std::uint32_t* arcs = backward ? reverse_.forwardArcs() : nullptr;
    while (!queue.empty()) {
      const auto [cost, node] = queue.top();
      queue.pop();
      if (cost > distance[node]) continue;  // a stale entry: the node was settled cheaper
      if (settled) settled->push_back(node);
      if (!ticker.tick()) return false;
      float here = 0.0f;
      if (potential) {
        // Until now (*potential)[node] held the least the arcs from settled nodes allow.
        here = std::min((*potential)[node], roundedDown(cost));
        (*potential)[node] = here;
        closed_[node] = 1;
      }
      for (std::uint32_t slot = first[node]; slot < first[node + 1]; ++slot) {
        const std::uint32_t next = heads[slot];
        const double arc = costs_[arcs ? arcs[slot] : slot];
        const double through = cost + arc;
        if (through < distance[next]) {
          distance[next] = through;
          if (parent) (*parent)[next] = node;
          queue.push({through, next});
        }
        if (potential) limit(*potential, here, arc, next);
      }
    }
    // Nodes lowered after they were settled: their arcs are looked at again.
    while (!work_.empty()) {
      const std::uint32_t node = work_.back();
      work_.pop_back();
      const float here = (*potential)[node];
      for (std::uint32_t slot = first[node]; slot < first[node + 1]; ++slot) {
        limit(*potential, here, costs_[arcs ? arcs[slot] : slot], heads[slot]);
      }
    }
    return true;
  }

 private:
  const RoadNetwork& network_;
  const ReverseArcs& reverse_;
  const double* costs_;
  static float roundedDown(double value) {
    float rounded = static_cast<float>(value);
    if (static_cast<double>(rounded) > value) rounded = std::nextafter(rounded, -std::numeric_limits<float>::infinity());
    return rounded;
  }
  // Lowers potential[next] to the largest float f with f - here <= arc (exactly), when it is above that; a
  // node already settled that is lowered goes on the worklist.
  void limit(std::vector<float>& potential, float here, double arc, std::uint32_t next) {
    const double from = here;
    if (static_cast<double>(potential[next]) - from <= arc) return;
    float lowered = roundedDown(from + arc);
    while (static_cast<double>(lowered) - from > arc) lowered = std::nextafter(lowered, -std::numeric_limits<float>::infinity());
    potential[next] = lowered;
    if (closed_[next]) work_.push_back(next);
  }

  std::vector<char> closed_;          // settled, in a run that computes a potential
  std::vector<std::uint32_t> work_;  // nodes lowered after they were settled
};

// The node whose nearest landmark, d(L, v) + d(v, L), is farthest (reachable both ways from some landmark).
std::uint32_t farthestFromSet(const std::vector<double>& nearest) {
  std::uint32_t best = 0;
  double bestValue = -1.0;
  for (std::uint32_t v = 0; v < nearest.size(); ++v) {
    if (nearest[v] < kUnreached && nearest[v] > bestValue) {
      bestValue = nearest[v];
      best = v;
    }
  }
  return best;
}

}  // namespace

std::string Landmarks::build(const RoadNetwork& network, const ReverseArcs& reverse, const PrepareRequest& request,
                             const PrepareControl& control) {
  const std::size_t n = network.nodeCount();
  const std::size_t count = static_cast<std::size_t>(request.landmarks);
  version_ = network.version();
  metric_ = request.metric;
  selection_ = request.selection;
  nodes_.clear();
  columns_ = count;
  // The work: two Dijkstras per landmark, and for avoid and farthest one more to pick each.
  const std::size_t searches = count * (request.selection == LandmarkSelection::Planar ? 2 : 3);
  PrepareTicker ticker(control, searches * n);
  AllDistances dijkstra(network, reverse, request.metric);
  distances_.assign(n * 2 * count, kInfinity);
  std::vector<double> from, to;
  std::vector<float> fromFloats, toFloats;
  // nearest[v]: min over landmarks so far of d(L, v) + d(v, L) (farthest's and avoid's root measure).
  std::vector<double> nearest(n, kUnreached);
  std::vector<std::uint32_t> parent, settled;

  const std::uint32_t randomNode = static_cast<std::uint32_t>(splitMix(kLandmarkSeed ^ n) % n);
  // Planar: the sectors around the centre of the bounding box, each node's distance from the centre.
  std::vector<std::uint32_t> planar;
  if (request.selection == LandmarkSelection::Planar) {
    const RoadCoordinates* xy = network.coordinates();
    double minX = xy[0].x, maxX = xy[0].x, minY = xy[0].y, maxY = xy[0].y;
    for (std::size_t v = 1; v < n; ++v) {
      minX = std::min(minX, xy[v].x), maxX = std::max(maxX, xy[v].x);
      minY = std::min(minY, xy[v].y), maxY = std::max(maxY, xy[v].y);
    }
    const double cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;
    std::vector<double> farthest(count, -1.0);
    planar.assign(count, static_cast<std::uint32_t>(n));
    const std::uint32_t* firstEdges = network.firstEdges();
    for (std::uint32_t v = 0; v < n; ++v) {
      if (firstEdges[v] == firstEdges[v + 1]) continue;  // a dead end leads nowhere: no use as a landmark
      const double angle = std::atan2(xy[v].y - cy, xy[v].x - cx) + kPi;  // 0 .. 2 pi
      const auto sector = std::min(count - 1, static_cast<std::size_t>(angle / (2 * kPi) * count));
      const double far = std::hypot(xy[v].x - cx, xy[v].y - cy);
      if (far > farthest[sector]) farthest[sector] = far, planar[sector] = v;
    }
  }

  for (std::size_t l = 0; l < count; ++l) {
    std::uint32_t chosen = randomNode;
    if (request.selection == LandmarkSelection::Planar) {
      // An empty sector (a network with few nodes): the node farthest from the landmarks so far instead.
      chosen = planar[l] < n ? planar[l] : farthestFromSet(nearest);
    } else if (request.selection == LandmarkSelection::Farthest) {
      if (l == 0) {
        if (!dijkstra.run(randomNode, false, from, ticker)) return "cancelled";
        for (std::uint32_t v = 0; v < n; ++v) nearest[v] = from[v];
      }
      chosen = farthestFromSet(nearest);
    } else {
      const std::uint32_t root = l == 0 ? randomNode : farthestFromSet(nearest);
      if (!dijkstra.run(root, false, from, ticker, &parent, &settled)) return "cancelled";
      // Each node's weight, d(r, v) less the landmarks' bound on it, summed over its subtree, children before
      // parents (the reverse of the settling order); a subtree holding a landmark weighs nothing.
      std::vector<double> size(n, 0.0);
      std::vector<char> holdsLandmark(n, 0);
      for (const std::uint32_t landmark : nodes_) holdsLandmark[landmark] = 1;
      for (auto it = settled.rbegin(); it != settled.rend(); ++it) {
        const std::uint32_t v = *it;
        if (!holdsLandmark[v]) size[v] += std::max(0.0, from[v] - bound(root, v));
        if (holdsLandmark[v]) size[v] = 0.0;
        if (parent[v] != kNoParent) {
          size[parent[v]] += size[v];
          if (holdsLandmark[v]) holdsLandmark[parent[v]] = 1;
        }
      }
      // Children lists (CSR over the tree), then the walk down the heaviest child to a leaf.
      std::vector<std::uint32_t> firstChild(n + 1, 0), children(settled.size());
      for (const std::uint32_t v : settled)
        if (parent[v] != kNoParent) ++firstChild[parent[v] + 1];
      for (std::size_t v = 0; v < n; ++v) firstChild[v + 1] += firstChild[v];
      std::vector<std::uint32_t> fill(firstChild.begin(), firstChild.end() - 1);
      for (const std::uint32_t v : settled)
        if (parent[v] != kNoParent) children[fill[parent[v]]++] = v;
      chosen = root;
      for (;;) {
        std::uint32_t heaviest = kNoParent;
        for (std::uint32_t c = firstChild[chosen]; c < firstChild[chosen + 1]; ++c) {
          if (heaviest == kNoParent || size[children[c]] > size[heaviest]) heaviest = children[c];
        }
        if (heaviest == kNoParent || size[heaviest] <= 0.0) break;
        chosen = heaviest;
      }
      // Every region already holds a landmark (a tiny network): the node farthest from them all instead.
      if (std::find(nodes_.begin(), nodes_.end(), chosen) != nodes_.end()) chosen = farthestFromSet(nearest);
    }
    nodes_.push_back(chosen);
    if (!dijkstra.run(chosen, false, from, ticker, nullptr, nullptr, &fromFloats) ||
        !dijkstra.run(chosen, true, to, ticker, nullptr, nullptr, &toFloats)) {
      return "cancelled";
    }
    for (std::uint32_t v = 0; v < n; ++v) {
      float* at = distances_.data() + v * 2 * count;
      at[l] = fromFloats[v];
      at[count + l] = toFloats[v];
      nearest[v] = std::min(nearest[v], from[v] + to[v]);
    }
  }
  if (!ticker.finish()) return "cancelled";
  return {};
}

AltBound Landmarks::explain(std::uint32_t v, std::uint32_t t) const {
  AltBound best;
  const std::size_t count = nodes_.size();
  const float* at = distances_.data() + v * 2 * count;
  const float* goal = distances_.data() + t * 2 * count;
  for (std::size_t l = 0; l < count; ++l) {
    const double fromSide = difference(goal[l], at[l]);
    if (fromSide > best.bound) best = {static_cast<int>(l), nodes_[l], true, goal[l], at[l], fromSide};
    const double toSide = difference(at[count + l], goal[count + l]);
    if (toSide > best.bound) best = {static_cast<int>(l), nodes_[l], false, at[count + l], goal[count + l], toSide};
  }
  return best;
}

}  // namespace frontier
