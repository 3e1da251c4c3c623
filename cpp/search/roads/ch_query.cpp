// The contraction hierarchy's query (registry row ch): Dijkstra from the start up the upward graph and from the
// goal up the downward one (contraction.h), one side at a time (the one with the smaller key next). Every
// shortest path climbs to its highest node and comes down, so the two searches meet there: mu, the best
// start -> goal cost seen where they touch, is final once each side's smallest key is at least mu.
// Stall-on-demand: a node reached more cheaply from above (a higher node this side has reached, plus the arc
// down to it) is on no shortest path of this side's, so its arcs are not relaxed. The route found is a chain
// of hierarchy arcs, unpacked into the network's own arcs.
//
// Trace: each side in its lane (forward, backward) as the bidirectional searches trace theirs: generated,
// improved, expanded (h 1 when the node was stalled, 0 otherwise), and a meet event each time mu drops.
#include <limits>

#include "search/core/open_list.h"
#include "search/core/node_pool.h"
#include "search/roads/contraction.h"
#include "search/roads/road_search.h"

namespace frontier {

// One side's view of the hierarchy: the arcs it climbs, and those it looks down for stalling.
struct ChQuerySide {
  NodePool& nodes;
  OpenList& open;
  TraceLane lane;
  const std::uint32_t* first;  // climbing: forward the upward graph, backward the downward one
  const std::uint32_t* heads;
  const double* costs;
  const std::uint32_t* stallFirst;  // the other graph: arcs from higher nodes into this one, this side's way
  const std::uint32_t* stallHeads;
  const double* stallCosts;

  bool reached(std::uint32_t node) const { return nodes.marks()[node] >= nodes.openMark(); }
  double g(std::uint32_t node) const { return reached(node) ? nodes.nodes()[node].g : kUnreached; }
};

namespace {

// The hierarchy arc from `lower` up to `higher` on a side's climbing graph (one arc per pair).
std::uint32_t climbingArc(const std::uint32_t* first, const std::uint32_t* heads, const std::uint32_t* arcs,
                          std::uint32_t lower, std::uint32_t higher) {
  std::uint32_t slot = first[lower];
  while (heads[slot] != higher) ++slot;
  return arcs[slot];
}

}  // namespace

// listing: ch
template <class Trace>
RunOutcome runRoadCh(RoadSearch& search, Trace& trace) {
  const ContractionHierarchy& ch = *search.hierarchy;
  const RoadGraph graph(*search.network, search.metric);
  search.forwardNodes.beginSearch(graph);
  search.backwardNodes.beginSearch(graph);
  const std::size_t n = graph.nodeCount();
  search.forwardOpen.clear(n, false);
  search.backwardOpen.clear(n, false);
  ChQuerySide sides[2] = {
      {search.forwardNodes, search.forwardOpen, TraceLane::Forward, ch.upFirst(), ch.upHeads(), ch.upCosts(),
       ch.downFirst(), ch.downHeads(), ch.downCosts()},
      {search.backwardNodes, search.backwardOpen, TraceLane::Backward, ch.downFirst(), ch.downHeads(), ch.downCosts(),
       ch.upFirst(), ch.upHeads(), ch.upCosts()}};
  SearchCounters& counters = search.counters;
  counters = {};
  const std::uint32_t roots[2] = {search.start, search.goal};
  for (int s = 0; s < 2; ++s) {
    ChQuerySide& side = sides[s];
    side.nodes.marks()[roots[s]] = side.nodes.openMark();
    side.nodes.nodes()[roots[s]] = {0.0, kNoParent, side.open.push(orderKey(0.0), 0, roots[s])};
    ++counters.generated;
    trace.add(TraceKind::Generated, roots[s], kNoParent, 0.0, 0.0, side.lane);
  }
  double mu = kUnreached;
  std::uint32_t meet = kNoParent;
  const auto touch = [&](int s, std::uint32_t node, std::uint32_t from, double g) {
    const double across = g + sides[1 - s].g(node);
    if (across < mu) {
      mu = across;
      meet = node;
      trace.add(TraceKind::Meet, node, from, mu, 0.0, sides[s].lane);
    }
  };
  for (;;) {
    const double keys[2] = {search.forwardOpen.empty() ? kUnreached : keyValue(search.forwardOpen.topKey()),
                            search.backwardOpen.empty() ? kUnreached : keyValue(search.backwardOpen.topKey())};
    // A side whose smallest key reached mu has nothing cheaper to offer; both there: mu is final.
    const bool active[2] = {keys[0] < mu, keys[1] < mu};
    if (!active[0] && !active[1]) break;
    const int s = active[0] && (!active[1] || keys[0] <= keys[1]) ? 0 : 1;
    ChQuerySide& side = sides[s];
    const std::uint32_t node = side.open.pop();
    Node* nodes = side.nodes.nodes();
    Mark* marks = side.nodes.marks();
    marks[node] = side.nodes.closedMark();
    ++counters.expanded;
    const double g = nodes[node].g;
    bool stalled = false;
    for (std::uint32_t slot = side.stallFirst[node]; slot < side.stallFirst[node + 1] && !stalled; ++slot) {
      stalled = side.g(side.stallHeads[slot]) + side.stallCosts[slot] < g;
    }
    trace.add(TraceKind::Expanded, node, nodes[node].parent, g, stalled ? 1.0 : 0.0, side.lane);
    touch(s, node, node, g);
    if (stalled) continue;
    for (std::uint32_t slot = side.first[node]; slot < side.first[node + 1]; ++slot) {
      const std::uint32_t next = side.heads[slot];
      const double through = g + side.costs[slot];
      if (marks[next] < side.nodes.openMark()) {
        marks[next] = side.nodes.openMark();
        nodes[next] = {through, node, side.open.push(orderKey(through), 0, next)};
        ++counters.generated;
        trace.add(TraceKind::Generated, next, node, through, 0.0, side.lane);
      } else if (marks[next] == side.nodes.openMark() && through < nodes[next].g) {
        nodes[next].g = through;
        nodes[next].parent = node;
        side.open.decrease(nodes[next].pushNumber, orderKey(through));
        trace.add(TraceKind::Improved, next, node, through, 0.0, side.lane);
      } else {
        continue;
      }
      touch(s, next, node, through);
    }
  }
  if (meet == kNoParent) return RunOutcome::NoPath;

  // Unpack: the hierarchy arcs start -> meet (forward parents, reversed) and meet -> goal (backward
  // parents), each into network arcs.
  std::vector<std::uint32_t> climb, networkArcs;
  for (std::uint32_t node = meet; search.forwardNodes.parent(node) != kNoParent; node = search.forwardNodes.parent(node)) {
    climb.push_back(climbingArc(ch.upFirst(), ch.upHeads(), ch.upArcs(), search.forwardNodes.parent(node), node));
  }
  for (auto it = climb.rbegin(); it != climb.rend(); ++it) ch.unpack(*it, networkArcs);
  for (std::uint32_t node = meet; search.backwardNodes.parent(node) != kNoParent; node = search.backwardNodes.parent(node)) {
    ch.unpack(climbingArc(ch.downFirst(), ch.downHeads(), ch.downArcs(), search.backwardNodes.parent(node), node),
              networkArcs);
  }
  const std::uint32_t* targets = search.network->targets();
  const double* costs = search.network->costs(search.metric);
  search.path.clear();
  search.path.add(search.start, 0.0);
  for (const std::uint32_t arc : networkArcs) search.path.add(targets[arc], search.path.g.back() + costs[arc]);
  return RunOutcome::Found;
}
// listing end

template RunOutcome runRoadCh(RoadSearch&, NoTrace&);
template RunOutcome runRoadCh(RoadSearch&, TraceRecorder&);

}  // namespace frontier
