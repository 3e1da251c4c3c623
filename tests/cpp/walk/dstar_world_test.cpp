// D* Lite's world interface (search/core/dstar_world.h) holds for a world that is neither a grid nor a road
// network: a small explicit graph written here, whose arcs change cost (blocked, opened, dearer, cheaper)
// between plans while the agent walks its plan. Every plan's cost equals a brute-force Dijkstra on the
// graph as it is then, and the moves nextMove() gives, followed from the agent, reach the goal at that cost.
// Run with and without moves of cost 0 (nodes at one place joined both ways: loops of cost 0), which turn on
// the loop's two rules for them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <span>
#include <vector>

#include "support/same_cost.h"
#include "search/core/dstar_lite.h"
#include "search/core/trace.h"

using namespace frontier;
using frontier::test::sameCost;

namespace {

constexpr double kInfiniteCost = std::numeric_limits<double>::infinity();

struct Arc {
  std::uint32_t from, to;
  double cost;  // +infinity: closed
};

// A directed graph of points in the plane, its arcs grouped by tail; an arc costs at least its length, so
// the straight-line distance is a consistent estimate.
struct Graph {
  std::vector<double> x, y;
  std::vector<Arc> arcs;
  std::vector<std::uint32_t> firstOut;          // arcs of node s: firstOut[s] to firstOut[s + 1]
  std::vector<std::vector<std::uint32_t>> into;  // the arcs into each node, in arc order
  double length(std::uint32_t arc) const {
    return std::hypot(x[arcs[arc].from] - x[arcs[arc].to], y[arcs[arc].from] - y[arcs[arc].to]);
  }
};

template <bool zeroCostMoves>
class GraphWorld {
 public:
  explicit GraphWorld(const Graph& graph) : graph_(&graph) {}
  static constexpr bool kZeroCostMoves = zeroCostMoves;

  std::size_t nodeCount() const { return graph_->x.size(); }
  std::uint32_t head(std::uint32_t arc) const { return arc == kNoMove ? kNoMove : graph_->arcs[arc].to; }
  std::uint32_t traceId(std::uint32_t node) const { return node; }
  double estimate(std::uint32_t node) const {
    return (1.0 - 1e-9) * std::hypot(graph_->x[agent_] - graph_->x[node], graph_->y[agent_] - graph_->y[node]);
  }
  void moveAgent(std::uint32_t node) { agent_ = node; }
  void refreshAll() {}
  void refresh(std::span<const std::uint32_t>) {}
  template <class Visit>
  void forEachInvalidated(std::uint32_t arc, Visit&& visit) const {
    visit(graph_->arcs[arc].from);
  }
  template <class Visit>
  void forEachSuccessor(std::uint32_t node, Visit&& visit) const {
    for (std::uint32_t arc = graph_->firstOut[node]; arc < graph_->firstOut[node + 1]; ++arc)
      visit(arc, graph_->arcs[arc].to, graph_->arcs[arc].cost);
  }
  template <class Visit>
  void forEachPredecessor(std::uint32_t node, Visit&& visit) const {
    for (const std::uint32_t arc : graph_->into[node]) visit(arc, graph_->arcs[arc].from, graph_->arcs[arc].cost);
  }
  std::size_t bytes() const { return 0; }

 private:
  const Graph* graph_;
  std::uint32_t agent_ = 0;
};

static_assert(DStarWorld<GraphWorld<true>> && DStarWorld<GraphWorld<false>>);

// Nodes on a 10 x 10 field; arcs to a few near nodes (some parallel), costing their length times 1 to 3.
// With `twins`, some nodes get a twin at the same place, joined to it both ways at cost 0.
Graph randomGraph(std::mt19937& random, bool twins) {
  Graph graph;
  std::uniform_real_distribution<double> place(0.0, 10.0), factor(1.0, 3.0), unit(0.0, 1.0);
  const int n = 8 + static_cast<int>(random() % 40);
  for (int i = 0; i < n; ++i) {
    graph.x.push_back(place(random));
    graph.y.push_back(place(random));
    if (twins && unit(random) < 0.3) {
      graph.x.push_back(graph.x.back());
      graph.y.push_back(graph.y.back());
    }
  }
  const auto count = static_cast<std::uint32_t>(graph.x.size());
  std::vector<std::vector<Arc>> out(count);
  for (std::uint32_t s = 0; s < count; ++s) {
    const int degree = 1 + static_cast<int>(random() % 4);
    for (int k = 0; k < degree; ++k) {
      std::uint32_t t = static_cast<std::uint32_t>(random() % count);
      for (int tries = 0; tries < 8; ++tries) {  // prefer a near node
        const std::uint32_t other = static_cast<std::uint32_t>(random() % count);
        if (std::hypot(graph.x[s] - graph.x[other], graph.y[s] - graph.y[other]) <
            std::hypot(graph.x[s] - graph.x[t], graph.y[s] - graph.y[t]))
          t = other;
      }
      if (t == s) continue;
      const double length = std::hypot(graph.x[s] - graph.x[t], graph.y[s] - graph.y[t]);
      out[s].push_back({s, t, length * factor(random)});
      if (unit(random) < 0.1) out[s].push_back({s, t, length * factor(random)});  // a parallel arc
    }
    if (twins && s + 1 < count && graph.x[s] == graph.x[s + 1] && graph.y[s] == graph.y[s + 1]) {
      out[s].push_back({s, s + 1, 0.0});
      out[s + 1].push_back({s + 1, s, 0.0});
    }
  }
  graph.firstOut.push_back(0);
  for (std::uint32_t s = 0; s < count; ++s) {
    std::shuffle(out[s].begin(), out[s].end(), random);
    graph.arcs.insert(graph.arcs.end(), out[s].begin(), out[s].end());
    graph.firstOut.push_back(static_cast<std::uint32_t>(graph.arcs.size()));
  }
  graph.into.assign(count, {});
  for (std::uint32_t arc = 0; arc < graph.arcs.size(); ++arc) graph.into[graph.arcs[arc].to].push_back(arc);
  return graph;
}

// Each node's cost to `goal` on the graph as it is: Dijkstra over the reverse arcs, by brute force.
std::vector<double> costsToGoal(const Graph& graph, std::uint32_t goal) {
  std::vector<double> distance(graph.x.size(), kInfiniteCost);
  std::vector<bool> done(graph.x.size(), false);
  distance[goal] = 0.0;
  for (;;) {
    std::uint32_t best = kNoMove;
    for (std::uint32_t s = 0; s < distance.size(); ++s)
      if (!done[s] && std::isfinite(distance[s]) && (best == kNoMove || distance[s] < distance[best])) best = s;
    if (best == kNoMove) return distance;
    done[best] = true;
    for (const std::uint32_t arc : graph.into[best]) {
      const std::uint32_t from = graph.arcs[arc].from;
      distance[from] = std::min(distance[from], graph.arcs[arc].cost + distance[best]);
    }
  }
}

// Plans, walks and edits on `trials` random graphs; returns how many replans after edits were checked.
template <bool zeroCostMoves>
int walkRandomGraphs(std::uint32_t seed, int trials) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> factor(1.0, 3.0), unit(0.0, 1.0);
  int replans = 0;
  for (int trial = 0; trial < trials; ++trial) {
    Graph graph = randomGraph(random, zeroCostMoves);
    const std::vector<Arc> original = graph.arcs;
    const auto count = static_cast<std::uint32_t>(graph.x.size());
    std::uint32_t at = static_cast<std::uint32_t>(random() % count);
    const std::uint32_t goal = static_cast<std::uint32_t>(random() % count);
    DStarLiteSearch<GraphWorld<zeroCostMoves>> planner(GraphWorld<zeroCostMoves>(graph), goal);
    TraceRecorder trace;
    std::vector<std::uint32_t> changed;
    for (int round = 0; round < 12; ++round) {
      INFO("trial " << trial << " round " << round << " nodes " << count << " agent " << at << " goal " << goal);
      trace.clear();
      const PlanStats stats = planner.plan(at, changed, trace);
      const std::vector<double> optimum = costsToGoal(graph, goal);
      INFO("plan " << stats.cost << " optimum " << optimum[at]);
      REQUIRE(sameCost(stats.cost, optimum[at]));
      replans += round > 0 && !changed.empty() ? 1 : 0;
      // The plan, followed move by move, reaches the goal at its cost (and never loops: at most one visit
      // a node, the moves of cost 0 included).
      if (std::isfinite(stats.cost)) {
        double walked = 0.0;
        std::uint32_t node = at;
        for (std::uint32_t steps = 0; node != goal; ++steps) {
          REQUIRE(steps < count);
          const std::uint32_t move = planner.nextMove(node);
          REQUIRE(move != kNoMove);
          REQUIRE(graph.arcs[move].from == node);
          walked += graph.arcs[move].cost;
          node = graph.arcs[move].to;
        }
        CHECK(sameCost(walked, optimum[at]));
        // The agent walks up to three moves of its plan.
        for (int step = static_cast<int>(random() % 4); step > 0 && at != goal; --step) at = graph.arcs[planner.nextMove(at)].to;
      }
      // Then some arcs change: blocked, opened again, dearer or cheaper (never below their length).
      changed.clear();
      const int edits = 1 + static_cast<int>(random() % 4);
      for (int e = 0; e < edits && !graph.arcs.empty(); ++e) {
        const auto arc = static_cast<std::uint32_t>(random() % graph.arcs.size());
        const double length = graph.length(arc);
        const double roll = unit(random);
        double& cost = graph.arcs[arc].cost;
        if (original[arc].cost == 0.0) cost = roll < 0.5 ? kInfiniteCost : 0.0;  // a twin's link: closed or open
        else if (roll < 0.4) cost = kInfiniteCost;
        else if (roll < 0.6) cost = original[arc].cost;
        else cost = length * factor(random);
        changed.push_back(arc);
      }
    }
  }
  return replans;
}

}  // namespace

TEST_CASE("dstar_world.h: D* Lite on a third world, an explicit graph whose arcs change, against Dijkstra", "[dstar][walk]") {
  CHECK(walkRandomGraphs<false>(32, 300) > 2000);
}

TEST_CASE("dstar_world.h: D* Lite on a third world with moves of cost 0: loops of cost 0 repaired, no plan going round them",
          "[dstar][walk]") {
  CHECK(walkRandomGraphs<true>(33, 300) > 2000);
}
