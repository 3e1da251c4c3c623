// A deliberately wrong A* (the registry's `astar-no-resort`, lesson 4 of the puzzles): the open-list bug a
// tutorial points out in another's code. The list is kept sorted by F when a node is added, and a node reached
// more cheaply while on it gets its new G, F and parent but keeps its place, so it leaves in its old order;
// closed nodes are not reopened (the tutorials' loop). It may return a longer path than the optimum, and on
// roads whose weights differ wildly it may settle more nodes than Dijkstra.
//
// It is the best-first loop (best_first.h) with one rule changed. The open list is the searchers' heap, keyed
// by the F a node had when it was pushed and never decreased: a list sorted at insertion and never re-sorted
// pops in that order, and a heap keeps it at O(log n) a node, not O(n) a sorted insertion (a 1024x1024 grid
// stays fast). Equal stale keys go by the tie-break option (smaller H by default; H does not change with a
// node's G), then by the order they were added, as a sorted insertion after its equals would place them.
// The events are the best-first loop's: an improved node's carries its new G (its order is still its push's).
#pragma once

#include "search/algorithms/best_first.h"

namespace frontier {

// The best-first loop's rules for the A* without the re-sort: A*'s, but for what happens to an improved node.
// listing: astar-no-resort
struct NoResortRules : AStarRules {
  // The bug: no open.decrease(...) when a node on the open list gets a smaller G. Its F is now G + H, but the
  // list is not re-sorted: the node keeps the place its old F gave it. (The token below lights this line in
  // the code panel with the loop's improved line.)
  static constexpr bool kResortsImproved = false;  // at each TraceKind::Improved
};
// listing end

}  // namespace frontier
