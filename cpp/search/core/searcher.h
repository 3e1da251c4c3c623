// The search core's public entry: load a grid once, then run any number of searches on it. Input is
// checked here, once, at the boundary; the algorithms below trust it.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/grid.h"
#include "search/core/grid_search.h"
#include "search/core/memory.h"
#include "search/core/node_pool.h"
#include "search/core/open_list.h"
#include "search/core/options.h"
#include "search/core/registry.h"
#include "graph/padded_grid.h"
#include "search/core/trace.h"

namespace frontier {

// GaveUp: the search spent its node budget (IDA*) without an answer; `error` says how far it got.
enum class SearchStatus { Found, NoPath, Invalid, GaveUp };
std::string_view name(SearchStatus status);  // "found", "no-path", "invalid", "gave-up"

struct SearchResult {
  SearchStatus status = SearchStatus::Invalid;
  std::string error;                // the reason, when status is Invalid or GaveUp
  std::vector<std::uint32_t> path;  // grid ids (y * width + x), start first, goal last; empty without a path
                                    // (an any-angle path lists only the corners of its segments)
  double cost = 0.0;                // sum of step costs along the path
  std::uint32_t length = 0;         // steps (segments of an any-angle path): path.size() - 1
  std::uint64_t expanded = 0;
  std::uint64_t generated = 0;
  std::uint64_t maxOpen = 0;
  std::uint64_t scanned = 0;           // see SearchCounters
  std::uint64_t iterations = 0;
  double precomputeMicros = 0.0;
  std::uint64_t precomputeBytes = 0;
  double micros = 0.0;       // time inside the search, path reconstruction included
  bool admissible = false;   // the heuristic in use never overestimates (Dijkstra, BFS, DFS use none: true)
  bool optimal = false;      // theory guarantees the cheapest path for these options and this grid
  bool traceComplete = true; // false when a recorded trace hit TraceRecorder::kMaxEvents
  // LPA*: the search repaired the last one (same grid size, start, goal and move options, some cells
  // changed) instead of starting over. expanded is the repair's; freshAStarExpanded what A* (the estimate
  // LPA* uses: octile, or Manhattan without diagonal steps; ties to the smaller h) expands on the edited grid.
  struct Repair {
    bool repaired = false;
    std::uint64_t changedCells = 0;
    std::uint64_t touched = 0;  // cells whose g or rhs the repair changed
    std::uint64_t freshAStarExpanded = 0;
  } repair;
};

class Searcher {
 public:
  // Loads (and validates) the grid later searches run on. Returns an empty string or the reason.
  std::string setGrid(const Grid& grid) { return setGrid(grid.width, grid.height, grid.cells.data(), grid.cells.size()); }
  std::string setGrid(int width, int height, const std::uint8_t* cells, std::size_t count);
  bool hasGrid() const { return grid_.width() > 0; }
  int width() const { return grid_.width(); }
  int height() const { return grid_.height(); }
  // The loaded grid as the searches read it (for views of per-grid tables, such as JPS+'s distances).
  const PaddedGrid& grid() const { return grid_; }
  // What `algorithm`'s runner keeps for the loaded grid (empty until it fills it), for such views.
  std::unique_ptr<RunnerCache>& cacheOf(Algorithm algorithm) { return caches_[static_cast<std::size_t>(algorithm)]; }

  SearchResult search(const SearchRequest& request);
  // The same search, recording every event into `trace` (cleared first). The trace gets what memory the
  // search leaves under the limit; where it ends, the recording stops and the result says so.
  SearchResult search(const SearchRequest& request, TraceRecorder& trace);

  // Each cell's state when the last search ended, as a replay of its trace shows it at its end: 0 unseen,
  // 1 open, 2 closed, width * height bytes into `states`. What a page draws of a search it did not trace
  // (a re-run while a big grid is dragged on). Only for the best-first and uninformed families, whose
  // node marks are those states; an empty string, or why not.
  std::string cellStates(std::vector<std::uint8_t>& states) const;

  // Memory. A search that would hold more than the limit (the grid, node pool, open list and its
  // algorithm's tables together), or more than the allocator can give, is refused with the figures before
  // it allocates anything; other algorithms' tables are let go first when that makes room.
  // Returns an empty string or why `bytes` is refused (outside kMinimumMemoryLimit to kDefaultMemoryLimit).
  std::string setMemoryLimit(std::size_t bytes);
  std::size_t memoryLimit() const { return memoryLimit_; }
  // What a search with `algorithm` on the loaded grid would hold, about: what each cell needs, plus an
  // allowance for the lists that grow as it runs (kGrowingBytesPerCell).
  std::size_t bytesNeeded(Algorithm algorithm) const;
  // What each cell of the padded grid costs a search with `row` (bytesNeeded's rate): the grid, the node pool,
  // the open list's index (or a queue's or stack's room), the allowance and the row's cache. The schema
  // exports it (docs/API.md's memory table is checked against it).
  static constexpr double bytesPerCell(const AlgorithmInfo& row) {
    const double openList = row.popOrder == PopOrder::LowestKey ? OpenList::kBytesPerCell
                            : row.popOrder == PopOrder::None    ? 0.0
                                                                : sizeof(std::uint32_t);
    return 1.0 /* the grid */ + NodePool::kBytesPerNode + openList + kGrowingBytesPerCell + row.cacheBytesPerCell;
  }
  // What the searcher holds now: the grid, its buffers and every algorithm's tables.
  std::size_t heldBytes() const;
  static constexpr double kGrowingBytesPerCell = 2.0;  // heap entries, queues, stacks, paths

 private:
  std::string checkRequest(const SearchRequest& request) const;
  std::string makeRoom(Algorithm algorithm);
  std::size_t bufferBytes() const;                    // the grid and the buffers every search reuses
  std::size_t cacheBytes(Algorithm algorithm) const;  // what `algorithm`'s tables hold
  std::size_t traceRoom(Algorithm algorithm) const;   // what the limit leaves a trace beside the search
  template <class Trace>
  SearchResult run(const SearchRequest& request, Trace& trace);
  bool guaranteesOptimal(const SearchOptions& options, bool admissible) const;

  PaddedGrid grid_;
  std::optional<Algorithm> searched_;  // the last search's algorithm, while its node marks stand
  NodePool nodes_;
  OpenList open_;
  TutorialOpenList tutorialOpen_;
  std::vector<std::uint32_t> frontier_;  // BFS queue / DFS stack
  GridPath path_;
  std::array<std::unique_ptr<RunnerCache>, kAlgorithmTable.size()> caches_;  // by algorithm
  std::size_t memoryLimit_ = kDefaultMemoryLimit;
};

}  // namespace frontier
