// A contraction hierarchy (Geisberger, Sanders, Schultes & Delling 2008) of a road network in one metric:
// nodes ranked by the order they were contracted in, and two upward graphs (the arcs to higher-ranked nodes,
// original roads and shortcuts), which the query (ch_query.cpp) searches from both ends. Each shortcut keeps
// the two arcs it stands for, so a route unpacks into the network's own arcs. What a page needs to play the
// contraction back is kept too: the order, and per contracted node the shortcuts it added and the witness
// searches that made a shortcut unnecessary. contraction.cpp says how the order and witnesses are found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/road_network.h"
#include "search/roads/road_prepare.h"

namespace frontier {

// An arc of the hierarchy: an original arc (halves: that arc's number, kOriginalArc) or a shortcut (the two
// hierarchy arcs it joins, from -> middle and middle -> to).
struct ChArc {
  std::uint32_t from;
  std::uint32_t to;
  double cost;
  std::uint32_t firstHalf;
  std::uint32_t secondHalf;
};
inline constexpr std::uint32_t kOriginalArc = 0xFFFFFFFFu;

// The witness searches' bounds (contraction.cpp): a search stops after settling this many nodes, so a
// shortcut may be added that a longer search would have found unneeded (never a wrong one).
inline constexpr std::uint32_t kWitnessSettledLimit = 500;     // when a node is contracted
// When its priority is estimated: 20 took half the time of 100 for 2% more shortcuts and the same query
// times (10,000-node town; docs/BENCHMARKS.md).
inline constexpr std::uint32_t kPrioritySettledLimit = 20;
// A node taken off the queue whose priority, computed again, is worse than the next node's by at most this
// is contracted anyway instead of going back. The estimates were most of the preparation: a node of high
// degree went back each time one of its many neighbours left (its level rose by one), and each estimate
// searches from every in-neighbour. A slack of 1 (then one level; with kLevelWeight below about three): 19%
// less time on the 200,000-node town by time (1.4% more shortcuts, the same query times), 9% by length
// (docs/BENCHMARKS.md); 0.5 and 2 with the lighter level: more work, or more shortcuts.
inline constexpr double kLazySlack = 1.0;
// The level's weight in the priority (contraction.cpp; RoutingKit's is 1, as the quotients'). Each neighbour
// that leaves raises the level, so at weight 1 the dense top's nodes were estimated again 6 times for each
// one contracted. At 0.35, 100,000-node town by length: a third fewer witness-search pushes, 723,210
// shortcuts against 732,740, median CH query 725 nodes settled against 766; by time 674k against 681k and
// 535 against 540. 0.5 gave slightly fewer shortcuts for 13 % more work; 0.1 and 0 more shortcuts and
// slower queries (docs/BENCHMARKS.md).
inline constexpr double kLevelWeight = 0.35;

class ContractionHierarchy {
 public:
  // Orders and contracts every node. Returns an empty string, or "cancelled" (this object is then unusable).
  std::string build(const RoadNetwork& network, RoadMetric metric, const PrepareControl& control);

  std::uint64_t networkVersion() const { return version_; }
  RoadMetric metric() const { return metric_; }
  std::size_t nodeCount() const { return rank_.size(); }
  std::size_t shortcutCount() const { return arcs_.size() - originalArcs_; }
  std::uint64_t witnessesAvoided() const { return witnessesAvoided_; }
  std::size_t upwardArcCount() const { return upHeads_.size() + downHeads_.size(); }
  std::size_t bytes() const;

  std::uint32_t rank(std::uint32_t node) const { return rank_[node]; }
  // Node contracted r-th (the order).
  std::uint32_t nodeOfRank(std::uint32_t r) const { return order_[r]; }
  // The shortcuts added when the node of rank r was contracted: arc numbers firstShortcut(r) ..
  // firstShortcut(r + 1) - 1; and the witness searches that spared one there.
  std::uint32_t firstShortcut(std::uint32_t r) const { return firstShortcut_[r]; }
  std::uint32_t witnesses(std::uint32_t r) const { return witnesses_[r]; }
  const ChArc& arc(std::uint32_t index) const { return arcs_[index]; }

  // The upward graph forward: node v's arcs v -> w with rank(w) > rank(v) are upFirst()[v] .. upFirst()[v+1]-1,
  // head upHeads()[i], cost upCosts()[i], hierarchy arc upArcs()[i]. Downward: node v's arcs u -> v with
  // rank(u) > rank(v), listed at v with u as their "head", for the search from the goal.
  const std::uint32_t* upFirst() const { return upFirst_.data(); }
  const std::uint32_t* upHeads() const { return upHeads_.data(); }
  const double* upCosts() const { return upCosts_.data(); }
  const std::uint32_t* upArcs() const { return upArcs_.data(); }
  const std::uint32_t* downFirst() const { return downFirst_.data(); }
  const std::uint32_t* downHeads() const { return downHeads_.data(); }
  const double* downCosts() const { return downCosts_.data(); }
  const std::uint32_t* downArcs() const { return downArcs_.data(); }

  // Appends to `arcs` the network's arcs hierarchy arc `index` stands for, in driving order.
  void unpack(std::uint32_t index, std::vector<std::uint32_t>& networkArcs) const;

 private:
  std::uint64_t version_ = 0;
  RoadMetric metric_ = RoadMetric::Length;
  std::vector<std::uint32_t> rank_;
  std::vector<std::uint32_t> order_;
  std::vector<ChArc> arcs_;  // the cheapest original arc of each joined pair first, then the shortcuts
  std::size_t originalArcs_ = 0;
  std::vector<std::uint32_t> firstShortcut_;  // by rank, nodeCount() + 1 entries
  std::vector<std::uint32_t> witnesses_;      // by rank
  std::uint64_t witnessesAvoided_ = 0;
  std::vector<std::uint32_t> upFirst_, upHeads_, upArcs_;
  std::vector<double> upCosts_;
  std::vector<std::uint32_t> downFirst_, downHeads_, downArcs_;
  std::vector<double> downCosts_;
};

}  // namespace frontier
