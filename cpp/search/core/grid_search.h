// What the searcher hands a grid algorithm's runner (the registry row's `run`): the search set up on the
// grid graph, the request's options and goal, the searcher's buffers, reused between searches, and where
// the runner leaves its path.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "graph/grid_graph.h"
#include "search/core/memory.h"
#include "search/core/open_list.h"
#include "search/core/search_path.h"
#include "search/core/tutorial_open_list.h"
#include "search/core/options.h"
#include "search/core/search_context.h"

namespace frontier {

// The path a runner found, start first: node indexes and the cost so far at each. Consecutive nodes are
// neighbours, except in an any-angle path (Theta*), whose nodes are the corners of straight segments.
using GridPath = SearchPath;

// What an algorithm keeps between searches on one grid (a second node pool, a precomputed table): each
// runner derives its own and checks it still fits the graph it is handed (graph version, rules).
struct RunnerCache {
  virtual ~RunnerCache() = default;
  virtual std::size_t bytes() const = 0;  // the memory it holds (searcher.h's memory limit counts it)
};

struct GridSearch {
  SearchContext<GridGraph>& context;
  const SearchOptions& options;
  Point goal;
  Heuristic heuristic;     // the kind in use: Zero for algorithms that use none
  double cheapestTerrain;  // the entry cost estimates are scaled by
  OpenList& open;
  TutorialOpenList& tutorialOpen;        // tieBreak 'tutorial': the best-first loop's list instead of `open`
  std::vector<std::uint32_t>& frontier;  // a queue or a stack
  std::unique_ptr<RunnerCache>& cache;   // this algorithm's, empty until its runner fills it
  GridPath& path;                        // filled by the runner when it returns Found
};

// The path of a search that keeps one tree of parents: from the goal back to the start.
inline void pathFromParents(const SearchContext<GridGraph>& context, GridPath& path) {
  path.fromParents(context.nodes, context.goal);
}

}  // namespace frontier
