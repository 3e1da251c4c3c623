// The one loop behind the four bidirectional searches (registry.h): a forward search from the start and a
// backward search from the goal over reversed edges, each with its own g, parent, open list and closed
// marks (a node may be closed on one side and open on the other), until a stop rule proves that no path
// cheaper than the best one seen, mu, remains. A template over the graph (which must also offer
// forEachPredecessor and stepCost), the estimate and the trace sink, like best_first.h.
//
// Meetings. A relaxation u -> v on one side that reaches a node v labelled (open or closed) by the other
// side offers the path start .. u, v .. goal of cost g_this(u) + c(u, v) + g_other(v); mu is the cheapest
// offer, and the path is rebuilt through that edge, not through "the node where they met". A side skips
// only the neighbours it has closed (their g can no longer fall), and every label is set or lowered by a
// relaxation, which makes its offer: so mu <= g_f(v) + g_b(v) for every node v labelled by both sides.
// The proofs below rest on that invariant, and on closed nodes having their optimal g (Dijkstra; A* with
// a consistent heuristic, which never needs to reopen one). P is a cheapest path, of cost d.
//
// Stop rules (registry.h StopRule), tested after every expansion; a side's term is the key of the next
// node it would expand (+infinity when it has none):
//  - TopSum, bidirectional Dijkstra (Nicholson's rule, 1966; see Goldberg & Harrelson 2005): stop when
//    top_f + top_b >= mu. Proof: suppose mu > d. Every node with d_f < top_f is forward-closed (Dijkstra's
//    order), likewise backward. Let x be the last node of P with d_f(x) < top_f and y the next one:
//    d_b(y) = d - d_f(y) <= d - top_f < top_b, so y is backward-closed. When x was expanded, y was
//    forward-closed already or relaxed to g_f(y) = d_f(y): either way y is labelled by both sides with
//    g_f(y) + g_b(y) = d, and the invariant gives mu <= d.
//  - MMBound, bidirectional A*, front to end: the forward side estimates the distance to the goal, the
//    backward side the distance to the start (consistent). Stop when
//    max(fmin_f, fmin_b, gmin_f + gmin_b + eps) >= mu, gmin being the smallest g on a side's open list and
//    eps the cheapest step: the lower bound of MM (Holte et al. 2016) and NBS (Chen et al. 2017).
//    Proof: suppose mu > d. Let x be the first node of P not forward-closed and y the last not
//    backward-closed (x exists, or the goal's forward labelling offered d; likewise y). x is forward-open
//    with g_f(x) = d_f(x) (its predecessor on P was closed with its optimal g and relaxed it), and y is
//    backward-open with g_b(y) = d_b(y). If y does not come after x on P, a node of P from y to x is
//    labelled by both sides with optimal g's and mu <= d. Otherwise d >= f_f(x) >= fmin_f, d >= fmin_b,
//    and d >= d_f(x) + eps + d_b(y) >= gmin_f + gmin_b + eps: the bound is at most d < mu.
//    The first two terms alone (Pohl's BHPA rule, 1971) would be correct too, and gmin costs a second,
//    lazy heap per side; but where the estimate is weak (mazes) each side then runs almost a whole A*:
//    measured on MovingAI queries, the gmin term saves 30-60 % of the expansions in mazes (maze512-1-0,
//    -32-0), about 8 % on winding maps (brc202d, lak303d) and nothing on open ones.
//  - TopSum again for BFS, layer by layer: every step counts 1 (g is the depth), a side expands a whole
//    layer, the side with the smaller frontier first. Before a layer of depth k is expanded, the sides have
//    labelled exactly the nodes within k of the start and within j of the goal, and no node twice (that
//    would have been a meeting), so the fewest steps d > k + j. The layer labels depth k + 1; an offer
//    k + 1 + depth_b(v) <= k + 1 + j is a real path, so offers come only when d = k + j + 1, and then they
//    do (P's node at depth k + 1 is backward-labelled). Mid-layer top_f = k and the test fails; after it
//    top_f + top_b = k + 1 + j = mu: the test passes exactly after the first layer that meets.
//  - FirstTouch (PathFinding.js's rule), on bidirectional A*'s sides: stop after the expansion in which mu
//    first became finite. Not optimal: the node touched may still be open on the other side, its g not
//    final, and a cheaper path may cross between the frontiers elsewhere, later.
// A side with no node left has closed all it can reach, so mu is final then (+infinity: there is no path).
// Floating sums compare with a relative tolerance (kStopTolerance).
//
// Which side expands next: the one with fewer nodes waiting (Pohl's cardinality rule, 1971; ties: forward).
// It keeps a side that starts in a dead end or near a map's or town's edge, where its disc is clipped, from
// waiting on the other: on the MovingAI maps bidirectional Dijkstra expands 0.68x Dijkstra's nodes on the
// median query with it and 0.73x with the smaller term first, bidirectional A* 1.36x A*'s against 1.73x,
// and on issue 13's 10,000-node towns it settles 0.59x Dijkstra's nodes against 0.63x (docs/BENCHMARKS.md).
// A layered side finishes its layer, then the side with fewer nodes waiting goes (ties: forward). No proof
// above depends on the order, and all of it is deterministic.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

#include "graph/search_graph.h"
#include "search/algorithms/best_first.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/core/registry.h"
#include "search/core/search_context.h"
#include "search/core/trace.h"

namespace frontier {

// Octile sums of 1 and sqrt 2 added in different orders differ in their last bits, so a test waiting for
// exact equality would go on expanding ties. 1e-9 relative is far above rounding and far below the gap
// between two different path costs on a grid; a path found may cost that much more than the optimum.
inline constexpr double kStopTolerance = 1e-9;

// The cheapest path known across the two trees: the edge forward -> backward (a forward-labelled node and
// a backward-labelled neighbour), or one node labelled by both when forward == backward (start == goal).
struct Meeting {
  std::uint32_t forward = kNoParent;
  std::uint32_t backward = kNoParent;
  double cost = kUnreached;  // mu
};

// Where one side keeps its state: node pool (marks, g, parent), open list, the queue of a layered side
// and the heap of g's of a side that tracks gmin.
struct SideBuffers {
  NodePool& nodes;
  OpenList& open;
  std::vector<std::uint32_t>& queue;
  OpenList& byG;
};

// What the stop rule reads after an expansion: each side's term and gmin (+infinity when it has none).
struct StopTerms {
  double term[2];
  double gmin[2];
};

// The stop test's left side, the lower bound (a Meet event reports it as it stood before its expansion).
// eps: the cheapest step.
inline double stopBound(StopRule rule, const StopTerms& terms, double eps) {
  const double fmax = std::max(terms.term[0], terms.term[1]);
  switch (rule) {
    case StopRule::TopSum: return terms.term[0] + terms.term[1];
    case StopRule::MMBound: return std::max(fmax, terms.gmin[0] + terms.gmin[1] + eps);
    default: return fmax;
  }
}

inline bool stopTest(StopRule rule, const StopTerms& terms, double bound, double mu) {
  if (terms.term[0] == kUnreached || terms.term[1] == kUnreached) return true;  // a side has run out
  if (rule == StopRule::FirstTouch) return mu < kUnreached;
  return bound >= mu * (1.0 - kStopTolerance);
}

// One side of the search. Layered: a FIFO queue expanded a whole layer at a time, every step counting 1;
// otherwise an open list ordered by the priority, and with tracksGmin a second one beside it, ordered by g
// alone. Both take the same pushes in the same order, so a node's push number is the same in both; closed
// nodes leave the second one only when they reach its top (gmin never falls: a new or lowered g is some
// open node's g plus a step).
template <bool Layered, class Graph, class Estimate>
struct BidirectionalSide {
  Mark* marks;
  Node* nodes;
  Mark openMark;
  Mark closedMark;
  OpenList& open;
  std::vector<std::uint32_t>& queue;
  OpenList& byG;                     // tracksGmin: the open nodes (and some closed ones), by g
  Estimate estimate;                // to the other side's root
  Priority priority;
  TraceLane lane;
  bool tracksGmin;
  std::size_t head = 0;      // Layered: queue[head..] waits
  std::size_t layerEnd = 0;  // Layered: queue[head..layerEnd) is what is left of the layer under way

  BidirectionalSide(const SideBuffers& buffers, const Estimate& estimate, const Priority& priority, TraceLane lane,
                    bool tracksGmin)
      : marks(buffers.nodes.marks()),
        nodes(buffers.nodes.nodes()),
        openMark(buffers.nodes.openMark()),
        closedMark(buffers.nodes.closedMark()),
        open(buffers.open),
        queue(buffers.queue),
        byG(buffers.byG),
        estimate(estimate),
        priority(priority),
        lane(lane),
        tracksGmin(tracksGmin) {}

  std::size_t size() const { return Layered ? queue.size() - head : open.size(); }
  // The stop rule's term: the key of the node expanded next (its g, or g + h; a layer's depth).
  double term() const {
    if (size() == 0) return kUnreached;
    return Layered ? nodes[queue[head]].g : keyValue(open.topKey());
  }
  // The smallest g on the open list (+infinity when it is empty); tracksGmin only.
  double gmin() {
    while (!byG.empty() && marks[byG.topCell()] != openMark) byG.pop();
    return byG.empty() ? kUnreached : keyValue(byG.topKey());
  }
  // A layered side labels a node once, so it skips what it has labelled; the others what they closed.
  Mark skipFrom() const { return Layered ? openMark : closedMark; }
  // Open or closed on this side (for passable nodes: walls carry kWallMark, above every stamp).
  bool labelled(std::uint32_t node) const { return marks[node] >= openMark; }

  std::uint32_t pop() {
    const std::uint32_t node = Layered ? queue[head++] : open.pop();
    marks[node] = closedMark;
    return node;
  }

  template <class Place, class Trace>
  void begin(const Graph& graph, const Place& root, std::size_t nodeCount, Trace& trace) {
    if constexpr (Layered) {
      queue.clear();
      queue.reserve(nodeCount);  // a node is queued once at most: the queue never reallocates
    } else {
      open.clear(nodeCount, priority.tieBreak == TieBreak::Newest);
      if (tracksGmin) byG.clear(nodeCount, false);
    }
    label(graph, root, 0.0, kNoParent, kNoParent, trace);
  }

  // listing: bidirectional-side
  // Labels the neighbour `next` with g from `parent`, or lowers its g when it is open here. (Its place is
  // worked out only then: most neighbours need none.)
  template <class Successor, class Trace>
  void relax(const Graph& graph, const Successor& next, double g, std::uint32_t parent, std::uint32_t parentId,
             SearchCounters& counters, Trace& trace) {
    if (marks[next.index] != openMark) {
      label(graph, next.place(), g, parent, parentId, trace);
      ++counters.generated;
    } else if constexpr (!Layered) {
      if (g < nodes[next.index].g) {
        const auto place = next.place();
        const double h = estimate(place);
        nodes[next.index].g = g;
        nodes[next.index].parent = parent;
        open.decrease(nodes[next.index].pushNumber, priority.f(g, h));
        if (tracksGmin) byG.decrease(nodes[next.index].pushNumber, orderKey(g));
        trace.add(TraceKind::Improved, graph.externalId(place), parentId, g, h, lane);
      }
    }
  }

 private:
  template <class Place, class Trace>
  void label(const Graph& graph, const Place& place, double g, std::uint32_t parent, std::uint32_t parentId,
             Trace& trace) {
    const double h = estimate(place);
    marks[place.index] = openMark;
    nodes[place.index].g = g;
    nodes[place.index].parent = parent;
    if constexpr (Layered) {
      queue.push_back(place.index);
    } else {
      nodes[place.index].pushNumber = open.push(priority.f(g, h), priority.tie(h), place.index);
      if (tracksGmin) byG.push(orderKey(g), 0, place.index);
    }
    trace.add(TraceKind::Generated, graph.externalId(place), parentId, g, h, lane);
  }
  // listing end

};

// Runs the search; returns the best meeting (cost +infinity when there is no path). The forward side uses
// the context's node pool, on which a search has begun, and so must the backward side's (beginSearch).
// cheapestStep: a lower bound of every step's cost (MMBound's eps).
// listing: bidirectional
template <bool Layered, SearchGraph Graph, class Estimate, class Trace>
Meeting bidirectionalSearch(SearchContext<Graph>& context, const SideBuffers& forwardBuffers,
                            const SideBuffers& backwardBuffers, const Priority& priority, StopRule rule,
                            double cheapestStep, const Estimate& toGoal, const Estimate& toStart,
                            Trace& trace) {
  using Side = BidirectionalSide<Layered, Graph, Estimate>;
  const Graph& graph = context.graph;
  SearchCounters& counters = context.counters;
  const bool tracksGmin = !Layered && rule == StopRule::MMBound;
  Side sides[2] = {Side(forwardBuffers, toGoal, priority, TraceLane::Forward, tracksGmin),
                   Side(backwardBuffers, toStart, priority, TraceLane::Backward, tracksGmin)};
  sides[0].begin(graph, graph.place(context.start), graph.nodeCount(), trace);
  sides[1].begin(graph, graph.place(context.goal), graph.nodeCount(), trace);
  counters.generated = 2;
  counters.maxOpen = 2;

  Meeting best;
  if (context.start == context.goal) {
    best = {context.start, context.goal, 0.0};
    const std::uint32_t id = graph.externalId(context.start);
    trace.add(TraceKind::Meet, id, id, 0.0, 0.0, TraceLane::Forward);
  }

  // What the stop rule reads changes only on the side that expands: kept here, not read again and again.
  StopTerms terms{{sides[0].term(), sides[1].term()}, {0.0, 0.0}};
  double bound = stopBound(rule, terms, cheapestStep);
  // One expansion on side Side (0 forward, 1 backward), a compile-time index so each side's loop knows its
  // arrays and its edge direction.
  const auto expand = [&](auto sideIndex) {
    constexpr int current = decltype(sideIndex)::value;
    Side& side = sides[current];
    const Side& other = sides[1 - current];
    const std::uint32_t node = side.pop();
    ++counters.expanded;
    const auto at = graph.place(node);
    const std::uint32_t atId = graph.externalId(at);
    const double currentG = side.nodes[node].g;
    if constexpr (Trace::kEnabled) {
      const std::uint32_t parent = side.nodes[node].parent;
      trace.add(TraceKind::Expanded, atId, parent == kNoParent ? kNoParent : graph.externalId(parent), currentG,
                side.estimate(at), side.lane);
    }
    const auto relaxAndMeet = [&](const auto& next, double stepCost) {
      const double g = currentG + (Layered ? 1.0 : stepCost);
      side.relax(graph, next, g, node, atId, counters, trace);
      if (!other.labelled(next.index)) return;
      const double cost = g + other.nodes[next.index].g;
      if (cost >= best.cost) return;
      best = current == 0 ? Meeting{node, next.index, cost} : Meeting{next.index, node, cost};
      if constexpr (Trace::kEnabled) {
        trace.add(TraceKind::Meet, atId, graph.externalId(next.place()), cost, bound, side.lane);
      }
    };
    if constexpr (current == 0) {
      graph.forEachSuccessor(at, side.marks, side.skipFrom(), relaxAndMeet);
    } else {
      graph.forEachPredecessor(at, side.marks, side.skipFrom(), relaxAndMeet);
    }
    terms.term[current] = side.term();
    if (tracksGmin) terms.gmin[current] = side.gmin();
    bound = stopBound(rule, terms, cheapestStep);
    counters.maxOpen = std::max<std::uint64_t>(counters.maxOpen, sides[0].size() + sides[1].size());
    trace.add(TraceKind::Bound, atId, kNoParent, terms.term[0], bound, TraceLane::Forward);
    trace.add(TraceKind::Bound, atId, kNoParent, terms.term[1], bound, TraceLane::Backward);
  };

  int current = 0;
  do {
    // Both sides have a node to expand: the stop test passes once either runs out.
    if constexpr (Layered) {
      if (sides[current].head == sides[current].layerEnd) {
        current = sides[1].size() < sides[0].size() ? 1 : 0;
        sides[current].layerEnd = sides[current].queue.size();
      }
    } else {
      current = sides[1].size() < sides[0].size() ? 1 : 0;
    }
    if (current == 0) {
      expand(std::integral_constant<int, 0>{});
    } else {
      expand(std::integral_constant<int, 1>{});
    }
  } while (!stopTest(rule, terms, bound, best.cost));
  return best;
}
// listing end

// Fills `path` (node indexes and the cost so far, start first: GridPath) along the meeting's edge: the
// forward tree's parents back from meeting.forward, then the backward tree's from meeting.backward to the
// goal. Costs are summed from the start step by step, the order a one-sided search adds its g in.
template <class Graph, class Path>
void pathThrough(const Graph& graph, const NodePool& forward, const NodePool& backward, const Meeting& meeting,
                 Path& path) {
  path.clear();
  for (std::uint32_t node = meeting.forward; node != kNoParent; node = forward.parent(node)) path.add(node, 0.0);
  path.reverse();
  std::uint32_t node = meeting.backward == meeting.forward ? backward.parent(meeting.backward) : meeting.backward;
  for (; node != kNoParent; node = backward.parent(node)) path.add(node, 0.0);
  for (std::size_t i = 1; i < path.nodes.size(); ++i)
    path.g[i] = path.g[i - 1] + graph.stepCost(path.nodes[i - 1], path.nodes[i]);
}

}  // namespace frontier
