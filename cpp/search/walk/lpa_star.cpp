// LPA*'s grid runner (lpa_star.h): repair the last search when only cells changed, else search anew; then
// walk the path from the start along the moves minimising step cost + g.
#include "search/walk/lpa_star.h"

#include <cmath>
#include <vector>

#include "graph/grid_graph.h"
#include "search/core/registry.h"
#include "search/core/trace.h"

namespace frontier {

bool LpaStarCache::repairs(const PaddedGrid& grid, const SearchOptions& options, Point from, Point to) const {
  return planner && searched.width() == grid.width() && searched.height() == grid.height() && start == from &&
         goal == to && movement == options.movement && diagonal == options.diagonal && costs == options.costs &&
         terrain == options.terrain && topology == options.topology;
}

// listing: lpa-star
template <class Trace>
RunOutcome runLpaStar(GridSearch& search, Trace& trace) {
  const PaddedGrid& grid = search.context.graph.grid();
  const SearchOptions& options = search.options;
  const Point from = grid.point(search.context.start);
  auto* cache = static_cast<LpaStarCache*>(search.cache.get());
  std::vector<std::uint32_t> changed;  // padded indexes of the cells that differ from the grid last searched
  if (cache && cache->repairs(grid, options, from, search.goal)) {
    const std::uint8_t* now = grid.kinds();
    const std::uint8_t* before = cache->searched.kinds();
    for (std::uint32_t cell = 0; cell < grid.paddedSize(); ++cell)
      if (now[cell] != before[cell]) changed.push_back(cell);
  }
  // The same grid again (a Run pressed twice) is searched anew, so it shows a whole search.
  const bool repair = !changed.empty();
  if (!repair) {
    search.cache = std::make_unique<LpaStarCache>();
    cache = static_cast<LpaStarCache*>(search.cache.get());
    cache->searched = grid;
    cache->rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, grid, options.topology);
    cache->rules.floorOnly = false;  // edits may bring terrain
    cache->estimate.emplace(cache->rules, options.costs, options.terrain);
    cache->planner.emplace(cache->searched, cache->rules, *cache->estimate, search.context.goal);
    cache->start = from;
    cache->goal = search.goal;
    cache->movement = options.movement;
    cache->diagonal = options.diagonal;
    cache->costs = options.costs;
    cache->terrain = options.terrain;
    cache->topology = options.topology;
  } else {
    for (const std::uint32_t cell : changed)
      cache->searched.set(cache->searched.point(cell), static_cast<Cell>(grid.kinds()[cell]));
  }

  DStarLite& planner = *cache->planner;
  const PlanStats stats = planner.plan(search.context.start, changed, trace);
  SearchCounters& counters = search.context.counters;
  counters.expanded = stats.expanded;
  counters.generated = stats.updated;
  counters.maxOpen = stats.maxQueued;
  counters.repaired = repair;
  counters.changedCells = changed.size();
  counters.touched = stats.touched;
  if (std::isinf(stats.cost)) return RunOutcome::NoPath;

  // The path: from the start, the move minimising c + g, first in the fixed order, until the goal.
  const GridGraph graph(cache->searched, cache->rules);
  search.path.clear();
  std::uint32_t at = search.context.start;
  double cost = 0.0;
  search.path.add(at, cost);
  for (std::size_t steps = 0; at != search.context.goal && steps < grid.paddedSize(); ++steps) {
    const std::uint32_t next = planner.next(at);
    if (next == kNoParent) return RunOutcome::NoPath;  // cannot happen with g(start) finite
    cost += graph.stepCost(at, next);
    search.path.add(next, cost);
    at = next;
  }
  return at == search.context.goal ? RunOutcome::Found : RunOutcome::NoPath;
}
// listing end

template RunOutcome runLpaStar<NoTrace>(GridSearch&, NoTrace&);
template RunOutcome runLpaStar<TraceRecorder>(GridSearch&, TraceRecorder&);

}  // namespace frontier
