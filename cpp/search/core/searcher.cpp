// Checks a request, picks the algorithm, runs it with or without a trace, and assembles the result.
#include "search/core/searcher.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "graph/grid_graph.h"
#include "search/core/grid_search.h"
#include "search/core/heuristic.h"

namespace frontier {

std::string_view name(SearchStatus status) {
  switch (status) {
    case SearchStatus::Found: return "found";
    case SearchStatus::NoPath: return "no-path";
    case SearchStatus::Invalid: return "invalid";
    case SearchStatus::GaveUp: return "gave-up";
  }
  return "invalid";
}

std::string Searcher::setGrid(int width, int height, const std::uint8_t* cells, std::size_t count) {
  std::string error = checkGrid(width, height, cells, count);
  if (!error.empty()) return error;
  // Buffers sized for a much bigger grid (a 4096 x 4096 search keeps about 430 MiB) are given back
  // rather than kept for the page's life; the next search sizes them anew.
  const std::size_t padded = static_cast<std::size_t>(width + 2) * static_cast<std::size_t>(height + 2);
  if (nodes_.capacity() > 4 * padded + (1u << 16)) {
    nodes_ = NodePool();
    open_ = OpenList();
    tutorialOpen_ = TutorialOpenList();
    std::vector<std::uint32_t>().swap(frontier_);
    path_ = GridPath();
  }
  searched_.reset();  // its marks are of the grid before
  const std::uint64_t version = grid_.version();
  const bool sameSize = width == grid_.width() && height == grid_.height();
  grid_.assign(width, height, cells);
  if (grid_.version() != version) {
    // Built for the old grid; a search that repairs after edits (LPA*) keeps its own copy of it.
    for (const AlgorithmInfo& row : kAlgorithmTable)
      if (!(sameSize && row.repairsAfterEdits)) cacheOf(row.id).reset();
  }
  return {};
}

namespace {

// The heuristic a search really uses: only the algorithms that use one read the requested one (on hexes,
// Euclidean is measured between hex centres).
Heuristic heuristicInUse(const SearchOptions& options) {
  return info(options.algorithm).usesHeuristic ? estimateKind(options.heuristic, options.topology) : Heuristic::Zero;
}

// Why the algorithm, or the heuristic it reads, does not serve grids of the request's topology, or "".
std::string unservedTopology(const SearchOptions& options) {
  const AlgorithmInfo& algorithm = info(options.algorithm);
  const unsigned cells = options.topology == Topology::Hex ? kHexCells : kSquareCells;
  if (!(algorithm.topologies & cells)) {
    std::string why = std::string(algorithm.name) + " does not run on " + std::string(name(options.topology)) + " grids";
    if (*algorithm.topologyReason) why += std::string(": ") + algorithm.topologyReason;
    return why;
  }
  if (algorithm.usesHeuristic) {
    const std::string_view why = whyNotOn(options.topology, options.heuristic);
    if (!why.empty()) return "heuristic '" + std::string(name(options.heuristic)) + "' " + std::string(why);
  }
  return {};
}

double cheapestTerrain(const TerrainCosts& terrain) {
  double cheapest = terrain[0];
  for (int kind = 0; kind < kCellKinds; ++kind)
    if (kind != static_cast<int>(Cell::Wall)) cheapest = std::min(cheapest, terrain[kind]);
  return cheapest;
}

// Why `grid` with `options` does not give an algorithm what its registry row requires, or "".
std::string unmetRequirement(const PaddedGrid& grid, const SearchOptions& options) {
  const AlgorithmInfo& algorithm = info(options.algorithm);
  const std::string who(algorithm.name);
  if (algorithm.needs & kNeedsEightWayNoCornerCut) {
    if (options.movement != 8) return who + " needs 8-direction movement, got " + std::to_string(options.movement);
    if (options.diagonal != Diagonal::NoCornerCut) {
      return who + " needs diagonal 'no-corner-cut' (the MovingAI rule), got '" + std::string(name(options.diagonal)) +
             "'";
    }
  }
  if (algorithm.needs & kNeedsUniformCosts) {
    int first = -1;
    for (int kind = 0; kind < kCellKinds; ++kind) {
      if (kind == static_cast<int>(Cell::Wall) || !grid.hasKind(static_cast<Cell>(kind))) continue;
      if (first < 0) {
        first = kind;
      } else if (options.terrain[kind] != options.terrain[first]) {
        char costs[96];
        std::snprintf(costs, sizeof costs, "%s costs %.6g and %s costs %.6g", kCellNames[first].data(),
                      options.terrain[first], kCellNames[kind].data(), options.terrain[kind]);
        return who + " needs every open cell to cost the same to enter; on this grid " + costs;
      }
    }
  }
  return {};
}

}  // namespace

std::string Searcher::checkRequest(const SearchRequest& request) const {
  if (!hasGrid()) return "no grid loaded";
  if (std::string error = checkOptions(request.options); !error.empty()) return error;
  if (std::string error = unservedTopology(request.options); !error.empty()) return error;
  if (std::string error = unmetRequirement(grid_, request.options); !error.empty()) return error;
  const auto checkPoint = [&](Point p, const char* what) -> std::string {
    if (p.x < 0 || p.y < 0 || p.x >= grid_.width() || p.y >= grid_.height()) {
      return std::string(what) + " " + describe(p) + " is outside the " + std::to_string(grid_.width()) + "x" +
             std::to_string(grid_.height()) + " grid";
    }
    if (!grid_.passable(grid_.padded(p))) return std::string(what) + " " + describe(p) + " is on a wall";
    return {};
  };
  if (std::string error = checkPoint(request.start, "start"); !error.empty()) return error;
  return checkPoint(request.goal, "goal");
}

std::string Searcher::setMemoryLimit(std::size_t bytes) {
  if (bytes < kMinimumMemoryLimit || bytes > kDefaultMemoryLimit) {
    return "the memory limit must be from " + std::to_string(kMinimumMemoryLimit) + " to " +
           std::to_string(kDefaultMemoryLimit) + " bytes, got " + std::to_string(bytes);
  }
  memoryLimit_ = bytes;
  return {};
}

std::size_t Searcher::bytesNeeded(Algorithm algorithm) const {
  return static_cast<std::size_t>(bytesPerCell(info(algorithm)) * static_cast<double>(grid_.paddedSize()));
}

std::size_t Searcher::bufferBytes() const {
  return grid_.bytes() + nodes_.bytes() + open_.bytes() + tutorialOpen_.bytes() + frontier::heldBytes(frontier_) + path_.bytes();
}

std::size_t Searcher::cacheBytes(Algorithm algorithm) const {
  const RunnerCache* cache = caches_[static_cast<std::size_t>(algorithm)].get();
  return cache ? cache->bytes() : 0;
}

std::size_t Searcher::heldBytes() const {
  std::size_t bytes = bufferBytes();
  for (const AlgorithmInfo& row : kAlgorithmTable) bytes += cacheBytes(row.id);
  return bytes;
}

// Refuses, with the figures, a search the limit or the allocator would not let finish, before it
// allocates; drops the other algorithms' tables (rebuilt when next needed) when that makes room.
std::string Searcher::makeRoom(Algorithm algorithm) {
  const std::size_t need = bytesNeeded(algorithm);
  // Worded only when refusing: formatting it on every search cost a short query several allocations.
  const auto needs = [need] { return "this search needs about " + megabytes(need) + " of memory"; };
  if (need > memoryLimit_) return needs() + "; the limit is " + megabytes(memoryLimit_);
  const auto dropOthers = [&] {
    for (const AlgorithmInfo& row : kAlgorithmTable)
      if (row.id != algorithm) cacheOf(row.id).reset();
  };
  const std::size_t reused = bufferBytes() + cacheBytes(algorithm);  // what this search's buffers hold now
  if (heldBytes() - reused + need > memoryLimit_) dropOthers();
  // What the search will add to the buffers it reuses, asked of the allocator as one block. The allowance
  // for growing lists is left out: buffers sized by an earlier search on the grid cover the rest, so the
  // probe runs when a search needs bigger buffers (a new grid, another algorithm's tables), not every time.
  const auto growing = static_cast<std::size_t>(kGrowingBytesPerCell * static_cast<double>(grid_.paddedSize()));
  const std::size_t sized = need - std::min(need, growing);
  const std::size_t more = sized > reused ? sized - reused : 0;
  if (canAllocate(more)) return {};
  dropOthers();
  if (canAllocate(more)) return {};
  return needs() + ", and the engine could not get " + megabytes(more) + " more";
}

std::size_t Searcher::traceRoom(Algorithm algorithm) const {
  const std::size_t others = heldBytes() - bufferBytes() - cacheBytes(algorithm);
  const std::size_t used = others + bytesNeeded(algorithm);
  return used < memoryLimit_ ? memoryLimit_ - used : 0;
}

bool Searcher::guaranteesOptimal(const SearchOptions& options, bool admissible) const {
  switch (info(options.algorithm).optimality) {
    case Optimality::Always: return true;
    case Optimality::IfAdmissible: return admissible;
    case Optimality::IfAdmissibleAndWeightOne: return admissible && options.weight == 1.0;
    case Optimality::IfUniformStepCosts: {
      // Fewest steps is cheapest only when every step costs the same (every hex step is one unit).
      if (options.topology == Topology::Square && options.movement == 8 && options.diagonal != Diagonal::Never) return false;
      double cost = -1.0;
      for (int kind = 0; kind < kCellKinds; ++kind) {
        if (kind == static_cast<int>(Cell::Wall) || !grid_.hasKind(static_cast<Cell>(kind))) continue;
        if (cost >= 0.0 && options.terrain[kind] != cost) return false;
        cost = options.terrain[kind];
      }
      return true;
    }
    case Optimality::Never: return false;
  }
  return false;
}

SearchResult Searcher::search(const SearchRequest& request) {
  NoTrace trace;
  return run(request, trace);
}

SearchResult Searcher::search(const SearchRequest& request, TraceRecorder& trace) {
  trace.clear();
  return run(request, trace);
}

template <class Trace>
SearchResult Searcher::run(const SearchRequest& request, Trace& trace) {
  SearchResult result;
  result.error = checkRequest(request);
  if (result.error.empty()) result.error = makeRoom(request.options.algorithm);
  if (!result.error.empty()) return result;
  if constexpr (Trace::kEnabled) trace.begin(traceRoom(request.options.algorithm) / sizeof(TraceEvent));

  const auto began = std::chrono::steady_clock::now();
  // Every hex step is one unit: the step costs option (10 and 14, or 1 and sqrt 2) is a square grid's.
  SearchOptions options = request.options;
  if (options.topology == Topology::Hex) options.costs = StepCosts::Float;
  const Heuristic heuristicKind = heuristicInUse(options);
  const MoveRules rules =
      MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, grid_, options.topology);
  const GridGraph graph(grid_, rules);
  nodes_.beginSearch(graph);
  SearchContext<GridGraph> context{graph, nodes_, graph.index(request.start), graph.index(request.goal), {}};

  // The algorithm's registry row says how it runs.
  path_.clear();
  GridSearch search{context, options, request.goal, heuristicKind, cheapestTerrain(options.terrain), open_, tutorialOpen_,
                    frontier_, caches_[static_cast<std::size_t>(options.algorithm)], path_};
  const GridRunner& runner = info(options.algorithm).run;
  RunOutcome outcome = RunOutcome::NoPath;
  if constexpr (Trace::kEnabled) {
    outcome = runner.traced(search, trace);
  } else {
    outcome = runner.plain(search, trace);
  }

  // listing: grid-path
  if (outcome == RunOutcome::Found) {
    if constexpr (Trace::kEnabled) trace.makeRoomForEnd(path_.nodes.size());  // a cut trace still ends with the path
    std::uint32_t previous = kNoParent;
    result.path.reserve(path_.nodes.size());  // one allocation, not one per doubling
    for (std::size_t i = 0; i < path_.nodes.size(); ++i) {
      const std::uint32_t cell = graph.externalId(path_.nodes[i]);
      result.path.push_back(cell);
      trace.add(TraceKind::Path, cell, previous, path_.g[i], 0.0);
      previous = cell;
    }
    result.cost = path_.g.back();
    result.length = static_cast<std::uint32_t>(result.path.size() - 1);
  }
  // listing end
  const SearchCounters& counters = context.counters;
  result.micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  if (counters.repaired) {
    // What A* from scratch expands on the edited grid, with LPA*'s estimate, beside the repair (untraced).
    result.repair = {true, counters.changedCells, counters.touched, 0};
    SearchOptions astar = options;
    astar.algorithm = Algorithm::AStar;
    astar.tieBreak = TieBreak::SmallerH;
    const Heuristic estimate = rules.hex ? Heuristic::Hex : rules.diagonals ? Heuristic::Octile : Heuristic::Manhattan;
    nodes_.beginSearch(graph);
    SearchContext<GridGraph> fresh{graph, nodes_, context.start, context.goal, {}};
    GridPath freshPath;
    GridSearch freshSearch{fresh, astar, request.goal, estimate, cheapestTerrain(options.terrain), open_,
                           tutorialOpen_, frontier_, caches_[static_cast<std::size_t>(Algorithm::AStar)], freshPath};
    NoTrace untraced;
    info(Algorithm::AStar).run.plain(freshSearch, untraced);
    result.repair.freshAStarExpanded = fresh.counters.expanded;
  }
  result.status = outcome == RunOutcome::Found    ? SearchStatus::Found
                  : outcome == RunOutcome::GaveUp ? SearchStatus::GaveUp
                                                  : SearchStatus::NoPath;
  if (outcome == RunOutcome::GaveUp) {
    result.error = "gave up after " + std::to_string(counters.expanded) + " node visits in " +
                   std::to_string(counters.iterations) + " iterations (the budget is " +
                   std::to_string(static_cast<std::uint64_t>(options.budget)) + ")";
  }
  result.expanded = counters.expanded;
  result.generated = counters.generated;
  result.maxOpen = counters.maxOpen;
  result.scanned = counters.scanned;
  result.iterations = counters.iterations;
  result.precomputeMicros = counters.precomputeMicros;
  result.precomputeBytes = counters.precomputeBytes;
  result.admissible = isAdmissible(heuristicKind, options.movement, options.diagonal, options.costs, options.topology);
  result.optimal = guaranteesOptimal(options, result.admissible);
  if constexpr (Trace::kEnabled) result.traceComplete = trace.complete();
  // An LPA* repair's comparison search above leaves A*'s marks, not LPA*'s: no states to give then.
  if (!counters.repaired) searched_ = options.algorithm;
  return result;
}

std::string Searcher::cellStates(std::vector<std::uint8_t>& states) const {
  if (!searched_) return "no search has run on this grid";
  if (!keepsCellStates(info(*searched_).family)) {
    return "cell states are kept only by best-first and uninformed searches, not " + std::string(name(*searched_));
  }
  // A memory limit lowered since may have let the marks go.
  if (nodes_.size() != grid_.paddedSize()) return "the last search's cells are no longer kept";
  const int width = grid_.width(), height = grid_.height();
  states.resize(static_cast<std::size_t>(width) * height);
  const Mark open = nodes_.openMark(), closed = nodes_.closedMark();
  const Mark* marks = nodes_.marks();
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const Mark mark = marks[grid_.padded({x, y})];
      states[grid_.gridId(x, y)] = mark == closed ? 2 : mark == open ? 1 : 0;
    }
  }
  return {};
}

}  // namespace frontier
