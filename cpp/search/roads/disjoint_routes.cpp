// Disjoint routes by successive shortest paths with potentials (disjoint_routes.h has the model and why).
#include "search/roads/disjoint_routes.h"

#include <algorithm>
#include <limits>
#include <memory>
#include <utility>

#include "search/core/open_list.h"
#include "search/roads/reverse_arcs.h"

namespace frontier {
namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;

// The residual graph as a CSR of slots: each arc of the model is a forward slot and a partner slot in the
// other direction (capacity 0, cost negated) that undoes it.
class FlowGraph {
 public:
  struct Arc {
    std::uint32_t from, to;
    int capacity;
    double cost;
  };

  void build(std::uint32_t nodeCount, const std::vector<Arc>& arcs) {
    first_.assign(nodeCount + 1, 0);
    for (const Arc& arc : arcs) {
      ++first_[arc.from + 1];
      ++first_[arc.to + 1];
    }
    for (std::uint32_t node = 0; node < nodeCount; ++node) first_[node + 1] += first_[node];
    const std::size_t slots = 2 * arcs.size();
    head_.resize(slots);
    partner_.resize(slots);
    capacity_.resize(slots);
    initial_.resize(slots);
    cost_.resize(slots);
    slotOfArc_.resize(arcs.size());
    std::vector<std::uint32_t> next(first_.begin(), first_.end() - 1);
    for (std::size_t index = 0; index < arcs.size(); ++index) {
      const Arc& arc = arcs[index];
      const std::uint32_t forward = next[arc.from]++;
      const std::uint32_t backward = next[arc.to]++;
      head_[forward] = arc.to;
      head_[backward] = arc.from;
      partner_[forward] = backward;
      partner_[backward] = forward;
      capacity_[forward] = initial_[forward] = arc.capacity;
      capacity_[backward] = initial_[backward] = 0;
      cost_[forward] = arc.cost;
      cost_[backward] = -arc.cost;
      slotOfArc_[index] = forward;
    }
  }

  std::uint32_t nodeCount() const { return static_cast<std::uint32_t>(first_.size() - 1); }
  std::uint32_t begin(std::uint32_t node) const { return first_[node]; }
  std::uint32_t end(std::uint32_t node) const { return first_[node + 1]; }
  std::uint32_t head(std::uint32_t slot) const { return head_[slot]; }
  std::uint32_t tail(std::uint32_t slot) const { return head_[partner_[slot]]; }
  int capacity(std::uint32_t slot) const { return capacity_[slot]; }
  double cost(std::uint32_t slot) const { return cost_[slot]; }
  // Units pushed along a forward slot (0 for partner slots).
  int flow(std::uint32_t slot) const { return initial_[slot] - capacity_[slot]; }
  std::uint32_t slotOfArc(std::size_t arc) const { return slotOfArc_[arc]; }

  // Back to no flow, for the next query on the same model.
  void resetCapacities() { capacity_ = initial_; }
  // A query's own capacity for one forward slot (until the next reset).
  void setCapacity(std::uint32_t slot, int units) {
    initial_[slot] = units;
    capacity_[slot] = units;
  }
  int initialCapacity(std::uint32_t slot) const { return initial_[slot]; }

  void push(std::uint32_t slot, int units) {
    capacity_[slot] -= units;
    capacity_[partner_[slot]] += units;
  }

 private:
  std::vector<std::uint32_t> first_, head_, partner_, slotOfArc_;
  std::vector<int> capacity_, initial_;
  std::vector<double> cost_;
};

}  // namespace

// The model's arcs, and for edge-disjoint routes the arc of each road's other direction. It depends on the
// network, the metric and the kind of disjointness only, so a router keeps it for the next query.
struct DisjointRoutes::Model {
  std::uint64_t version = 0;
  RoadMetric metric = RoadMetric::Length;
  Disjointness disjoint = Disjointness::Edge;
  std::vector<FlowGraph::Arc> arcs;
  std::vector<std::uint32_t> opposite;  // by arc: the arc v -> u of the same road, or kNone
  std::uint32_t roadArcs = 0;           // arcs [0, roadArcs) are roads; node mode's splits follow
  FlowGraph graph;
  // A query's buffers. Per round: labelled (stamp), settled (stamp + 1), tentative distance, the slot it
  // was reached by, and its entry in the open list (the searches' 4-ary heap with decrease-key).
  std::vector<double> potential, distance;
  std::vector<std::uint32_t> parentSlot, pushNumber, mark, settledNodes, positionOf;
  std::vector<int> remaining;
  OpenList open;
  std::uint32_t stamp = 0;
};

namespace {

// Roads with parallel arcs collapsed to the cheapest, in the network's arc order (so answers reproduce).
void buildModel(const RoadNetwork& network, RoadMetric metric, Disjointness disjoint, DisjointRoutes::Model& model) {
  const auto nodeCount = static_cast<std::uint32_t>(network.nodeCount());
  const std::uint32_t* firstEdges = network.firstEdges();
  const std::uint32_t* targets = network.targets();
  const double* costs = network.costs(metric);
  const bool split = disjoint == Disjointness::Node;
  model.arcs.clear();
  model.opposite.clear();
  std::vector<std::uint32_t> arcTo(nodeCount, kNone);  // while reading node u's arcs: the model arc u -> v
  std::vector<std::uint32_t> firstArc(nodeCount + 1, 0);
  for (std::uint32_t u = 0; u < nodeCount; ++u) {
    firstArc[u] = static_cast<std::uint32_t>(model.arcs.size());
    for (std::uint32_t edge = firstEdges[u]; edge < firstEdges[u + 1]; ++edge) {
      const std::uint32_t v = targets[edge];
      if (v == u) continue;  // a loop joins no two places
      if (arcTo[v] != kNone) {
        model.arcs[arcTo[v]].cost = std::min(model.arcs[arcTo[v]].cost, costs[edge]);
        continue;
      }
      arcTo[v] = static_cast<std::uint32_t>(model.arcs.size());
      // Node mode: out(u) -> in(v). Nodes already cap what passes, so a road may carry every route, except
      // the road straight from the start to the goal, which only one route can take (set per query).
      const int capacity = split ? kMaxRequestedRoutes : 1;
      model.arcs.push_back({split ? nodeCount + u : u, v, capacity, costs[edge]});
    }
    for (std::uint32_t arc = firstArc[u]; arc < model.arcs.size(); ++arc) arcTo[model.arcs[arc].to] = kNone;
  }
  firstArc[nodeCount] = static_cast<std::uint32_t>(model.arcs.size());
  model.roadArcs = static_cast<std::uint32_t>(model.arcs.size());
  if (split) {
    for (std::uint32_t v = 0; v < nodeCount; ++v) model.arcs.push_back({v, nodeCount + v, 1, 0.0});
  } else {
    // Each road's two directions, matched through the arcs of the lower-numbered end.
    model.opposite.assign(model.arcs.size(), kNone);
    for (std::uint32_t u = 0; u < nodeCount; ++u) {
      for (std::uint32_t arc = firstArc[u]; arc < firstArc[u + 1]; ++arc) {
        const std::uint32_t v = model.arcs[arc].to;
        if (v < u) continue;
        for (std::uint32_t back = firstArc[v]; back < firstArc[v + 1]; ++back) {
          if (model.arcs[back].to == u) {
            model.opposite[arc] = back;
            model.opposite[back] = arc;
          }
        }
      }
    }
  }
  const auto flowNodes = split ? 2 * nodeCount : nodeCount;
  model.graph.build(flowNodes, model.arcs);
  model.potential.assign(flowNodes, 0.0);
  model.distance.assign(flowNodes, 0.0);
  model.parentSlot.assign(flowNodes, kNone);
  model.pushNumber.assign(flowNodes, 0);
  model.mark.assign(flowNodes, 0);
  model.positionOf.assign(nodeCount, kNone);
  model.remaining.assign(model.arcs.size() * 2, 0);
  model.stamp = 0;
  model.version = network.version();
  model.metric = metric;
  model.disjoint = disjoint;
}

}  // namespace

DisjointRoutes::DisjointRoutes() = default;
DisjointRoutes::~DisjointRoutes() = default;

DisjointResult DisjointRoutes::find(const RoadNetwork& network, const DisjointRequest& request) {
  if (!model_) model_ = std::make_unique<Model>();
  Model& model = *model_;
  if (model.version != network.version() || model.metric != request.metric || model.disjoint != request.disjoint ||
      model.positionOf.size() != network.nodeCount()) {
    buildModel(network, request.metric, request.disjoint, model);
  }
  DisjointResult result;
  result.requested = request.k;
  const auto roadNodes = static_cast<std::uint32_t>(network.nodeCount());
  const bool split = request.disjoint == Disjointness::Node;
  FlowGraph& graph = model.graph;
  graph.resetCapacities();
  const std::uint32_t flowNodes = graph.nodeCount();
  const std::uint32_t source = split ? roadNodes + request.from : request.from;  // out(from)
  const std::uint32_t sink = request.to;                                         // in(to)
  // The road straight from `from` to `to` carries one route (node mode gives roads room for all).
  std::uint32_t straightSlot = kNone;
  if (split) {
    for (std::uint32_t slot = graph.begin(source); slot < graph.end(source); ++slot) {
      if (graph.head(slot) == sink && graph.initialCapacity(slot) > 0) straightSlot = slot;
    }
    if (straightSlot != kNone) graph.setCapacity(straightSlot, 1);
  }

  std::vector<double>& potential = model.potential;
  std::vector<double>& distance = model.distance;
  std::vector<std::uint32_t>& parentSlot = model.parentSlot;
  std::vector<std::uint32_t>& pushNumber = model.pushNumber;
  std::vector<std::uint32_t>& mark = model.mark;
  std::vector<std::uint32_t>& settledNodes = model.settledNodes;
  OpenList& open = model.open;
  std::fill(potential.begin(), potential.end(), 0.0);
  if (model.stamp > 0xFFFFFFF0u) {
    std::fill(mark.begin(), mark.end(), 0);
    model.stamp = 0;
  }
  std::uint32_t& labelled = model.stamp;
  const auto settled = [&](std::uint32_t node) { return mark[node] == labelled + 1; };
  int flow = 0;
  bool blocked = false;
  while (flow < request.k) {
    labelled += 2;
    open.clear(flowNodes, false);
    settledNodes.clear();
    distance[source] = 0.0;
    parentSlot[source] = kNone;
    mark[source] = labelled;
    pushNumber[source] = open.push(orderKey(0.0), 0, source);
    while (!open.empty()) {
      const std::uint32_t node = open.pop();
      mark[node] = labelled + 1;
      settledNodes.push_back(node);
      if (node == sink) break;
      const double d = distance[node];
      for (std::uint32_t slot = graph.begin(node); slot < graph.end(node); ++slot) {
        if (graph.capacity(slot) <= 0) continue;
        const std::uint32_t next = graph.head(slot);
        if (settled(next)) continue;
        // >= 0 in exact arithmetic; rounding may leave a hair below.
        const double reached = d + std::max(0.0, graph.cost(slot) + potential[node] - potential[next]);
        if (mark[next] != labelled) {
          mark[next] = labelled;
          distance[next] = reached;
          parentSlot[next] = slot;
          pushNumber[next] = open.push(orderKey(reached), 0, next);
        } else if (reached < distance[next]) {
          distance[next] = reached;
          parentSlot[next] = slot;
          open.decrease(pushNumber[next], orderKey(reached));
        }
      }
    }
    if (!settled(sink)) {
      blocked = true;  // the settled nodes are every node the residual graph reaches from the source
      break;
    }
    // p(v) += min(d(v), d(sink)) for every node; only differences of potentials count, so subtracting
    // d(sink) from all leaves the nodes not settled (min = d(sink)) as they are: only the settled change.
    const double sinkDistance = distance[sink];
    for (const std::uint32_t node : settledNodes) potential[node] += distance[node] - sinkDistance;
    for (std::uint32_t node = sink; node != source; node = graph.tail(parentSlot[node])) {
      graph.push(parentSlot[node], 1);
    }
    ++flow;
  }

  if (blocked) {
    // The minimum cut: saturated model arcs from the reached side to the other.
    for (std::size_t arc = 0; arc < model.arcs.size(); ++arc) {
      const FlowGraph::Arc& a = model.arcs[arc];
      if (!settled(a.from) || settled(a.to)) continue;
      if (arc < model.roadArcs) {
        result.cutRoads.push_back({split ? a.from - roadNodes : a.from, a.to});
      } else {
        result.cutNodes.push_back(a.to - roadNodes);
      }
    }
  }

  // Edge mode: a road driven both ways by two routes is dropped from both (see the header).
  if (!split) {
    for (std::size_t arc = 0; arc < model.roadArcs; ++arc) {
      const std::uint32_t back = model.opposite[arc];
      if (back == kNone) continue;
      const std::uint32_t slot = graph.slotOfArc(arc), backSlot = graph.slotOfArc(back);
      if (graph.flow(slot) > 0 && graph.flow(backSlot) > 0) {
        graph.push(slot, -1);
        graph.push(backSlot, -1);
      }
    }
  }

  // Read the routes off the flow: from the source, follow any arc still carrying a unit. A route that comes
  // back to a node it passed drops the loop (a circulation of cost 0: min-cost flows have no other kind).
  std::vector<int>& remaining = model.remaining;
  for (std::size_t arc = 0; arc < model.arcs.size(); ++arc) remaining[graph.slotOfArc(arc)] = graph.flow(graph.slotOfArc(arc));
  std::vector<std::uint32_t>& positionOf = model.positionOf;
  for (int unit = 0; unit < flow; ++unit) {
    Route route;
    route.path.push_back(request.from);
    positionOf[request.from] = 0;
    std::uint32_t node = source;
    while (node != sink) {
      std::uint32_t slot = graph.begin(node);
      while (slot < graph.end(node) && remaining[slot] <= 0) ++slot;
      if (slot == graph.end(node)) break;  // cannot happen: flow is conserved
      --remaining[slot];
      node = graph.head(slot);
      if (split && node >= roadNodes) continue;  // in(v) -> out(v): still at v
      if (positionOf[node] != kNone) {
        for (std::size_t i = positionOf[node] + 1; i < route.path.size(); ++i) positionOf[route.path[i]] = kNone;
        route.path.resize(positionOf[node] + 1);
      } else {
        positionOf[node] = static_cast<std::uint32_t>(route.path.size());
        route.path.push_back(node);
      }
    }
    for (const std::uint32_t visited : route.path) positionOf[visited] = kNone;
    for (std::size_t i = 1; i < route.path.size(); ++i) {
      route.cost += cheapestArcCost(network, request.metric, route.path[i - 1], route.path[i]);
    }
    result.routes.push_back(std::move(route));
  }
  std::stable_sort(result.routes.begin(), result.routes.end(), [](const Route& a, const Route& b) {
    return a.cost != b.cost ? a.cost < b.cost : a.path < b.path;
  });
  for (const Route& route : result.routes) result.total += route.cost;
  if (straightSlot != kNone) graph.setCapacity(straightSlot, kMaxRequestedRoutes);
  return result;
}

DisjointResult findDisjointRoutes(const RoadNetwork& network, const DisjointRequest& request) {
  return DisjointRoutes().find(network, request);
}

}  // namespace frontier
