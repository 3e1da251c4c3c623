// bench-lpa-bound: how far an LPA* repair after one wall is from the least work any LPA*-style repair must
// do (issue 12's "LPA* repair after one edit"). For each of N long queries of a MovingAI map (chosen as
// scripts/bench-lib/edits.mjs's longQueries() chooses them: evenly spaced among those in the upper half of
// the scenario's buckets), the wall scripts/bench-lpa-repair.mjs draws "on the path, 2 from the start"; then,
// from exact costs to the goal before and after the wall (each a search that runs until its queue is empty):
//   changed: cells the first search settled whose cost to the goal changed and whose key, [min(before,
//            after) + h(start, s), min(before, after)], is below the start's new key: a repair that ends with
//            correct costs along the path must process each of them (one whose cost rose and stays finite
//            with its new key below the start's twice: changedTwice);
//   unsearched: cells the first search never settled whose key after the wall is below the start's: a
//            repair extends the first search over them, as it knows nothing of their costs;
// and what the repair expanded, split into those two kinds and the rest. Run by hand:
//   build/native/bench-lpa-bound MAP SCEN [N]     (N: 15 unless given)
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

#include "graph/move_rules.h"
#include "graph/padded_grid.h"
#include "io/movingai.h"
#include "search/core/options.h"
#include "search/core/trace.h"
#include "search/walk/dstar_lite.h"

using namespace frontier;

namespace {

bool readFile(const char* path, std::string& text) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return false;
  std::stringstream buffer;
  buffer << file.rdbuf();
  text = buffer.str();
  return true;
}

// Every cell's exact cost to `goal` on `grid`: D* Lite planned for an agent on the border (a wall no move
// reaches), so its loop runs until the queue is empty and leaves every cell consistent.
std::vector<double> costsToGoal(const PaddedGrid& grid, const MoveRules& rules, const WalkEstimate& estimate,
                                std::uint32_t goal) {
  DStarLite planner(grid, rules, estimate, goal);
  NoTrace none;
  planner.plan(0, {}, none);
  std::vector<double> g(grid.paddedSize());
  for (std::uint32_t cell = 0; cell < grid.paddedSize(); ++cell) g[cell] = planner.g(cell);
  return g;
}

// The long queries of bench-lpa-repair.mjs: `count` evenly spaced ones among those whose bucket is in the
// upper half of the scenario's.
std::vector<ScenarioQuery> longQueries(const std::vector<ScenarioQuery>& all, std::size_t count) {
  int top = 0;
  for (const ScenarioQuery& query : all) top = std::max(top, query.bucket);
  std::vector<ScenarioQuery> upper;
  for (const ScenarioQuery& query : all)
    if (query.bucket >= (top + 2) / 2) upper.push_back(query);  // ceil((top + 1) / 2)
  std::vector<ScenarioQuery> chosen;
  count = std::min(count, upper.size());
  for (std::size_t i = 0; i < count; ++i) chosen.push_back(upper[i * upper.size() / count]);
  return chosen;
}

}  // namespace

int main(int argc, char** argv) {
  std::string mapText, scenText;
  const long wanted = argc == 4 ? std::strtol(argv[3], nullptr, 10) : 15;
  if (argc < 3 || argc > 4 || wanted < 1 || !readFile(argv[1], mapText) || !readFile(argv[2], scenText)) {
    std::fprintf(stderr, "usage: bench-lpa-bound MAP SCEN [N] (both files readable, N a count of queries)\n");
    return 2;
  }
  Grid map;
  std::vector<ScenarioQuery> queries;
  if (std::string error = parseMovingAiMap(mapText, map); !error.empty()) {
    std::fprintf(stderr, "%s: %s\n", argv[1], error.c_str());
    return 2;
  }
  if (std::string error = parseMovingAiScenario(scenText, queries); !error.empty()) {
    std::fprintf(stderr, "%s: %s\n", argv[2], error.c_str());
    return 2;
  }
  queries = longQueries(queries, static_cast<std::size_t>(wanted));
  const SearchOptions options;  // the page's defaults, as bench-lpa-repair.mjs searches
  std::printf("query\tfirst\trepair\tchanged\tchangedTwice\tunsearched\trepairOnChanged\trepairOnUnsearched\trepairOther\n");
  for (std::size_t i = 0; i < queries.size(); ++i) {
    PaddedGrid before;
    before.assign(map.width, map.height, map.cells.data());
    MoveRules rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, before);
    rules.floorOnly = false;
    const WalkEstimate estimate(rules, options.costs, options.terrain);
    const std::uint32_t start = before.padded(queries[i].start), goal = before.padded(queries[i].goal);

    // The first search and its path, as the lpa-star runner makes them.
    PaddedGrid searched = before;
    DStarLite planner(searched, rules, estimate, goal);
    NoTrace none;
    const PlanStats first = planner.plan(start, {}, none);
    std::vector<std::uint32_t> path{start};
    while (path.back() != goal && path.size() < 5) path.push_back(planner.next(path.back()));
    if (!std::isfinite(first.cost) || path.size() < 5) continue;  // the benchmark skips these too
    std::vector<double> searchedG(searched.paddedSize());
    for (std::uint32_t cell = 0; cell < searched.paddedSize(); ++cell) searchedG[cell] = planner.g(cell);

    const std::uint32_t wall = path[2];
    PaddedGrid after = before;
    after.set(after.point(wall), Cell::Wall);
    const std::vector<double> g0 = costsToGoal(before, rules, estimate, goal);
    const std::vector<double> g1 = costsToGoal(after, rules, estimate, goal);

    searched.set(searched.point(wall), Cell::Wall);
    TraceRecorder trace;
    trace.begin(TraceRecorder::kMaxEvents);
    const std::vector<std::uint32_t> changedCells{wall};
    const PlanStats repair = planner.plan(start, changedCells, trace);

    // The keys against the start's after the wall, [g1(start), g1(start)] (h(start, start) = 0).
    const HeuristicFunction towardsStart = estimate.towards(before.point(start));
    const DStarKey startKey{g1[start], g1[start]};
    std::vector<std::uint8_t> kind(searched.paddedSize(), 0);  // 1 changed, 2 unsearched
    std::uint64_t changed = 0, changedTwice = 0, unsearched = 0;
    for (std::uint32_t cell = 0; cell < searched.paddedSize(); ++cell) {
      const double h = estimate.between(towardsStart, before.point(cell));
      if (std::isfinite(searchedG[cell])) {  // settled by the first search, at its exact cost g0
        if (g0[cell] == g1[cell]) continue;
        const double low = std::min(g0[cell], g1[cell]);
        if (!(DStarKey{low + h, low} < startKey)) continue;
        kind[cell] = 1;
        ++changed;
        if (std::isfinite(g1[cell]) && DStarKey{g1[cell] + h, g1[cell]} < startKey) ++changedTwice;
      } else if (std::isfinite(g1[cell]) && DStarKey{g1[cell] + h, g1[cell]} < startKey) {
        kind[cell] = 2;
        ++unsearched;
      }
    }
    std::uint64_t onChanged = 0, onUnsearched = 0, other = 0;
    for (const TraceEvent& event : trace.events()) {
      if (kindOf(event) != TraceKind::Expanded) continue;
      const std::uint32_t cell = searched.padded(Point{static_cast<int>(nodeOf(event) % map.width),
                                                       static_cast<int>(nodeOf(event) / map.width)});
      (kind[cell] == 1 ? onChanged : kind[cell] == 2 ? onUnsearched : other) += 1;
    }
    std::printf("%zu\t%llu\t%llu\t%llu\t%llu\t%llu\t%llu\t%llu\t%llu\n", i, static_cast<unsigned long long>(first.expanded),
                static_cast<unsigned long long>(repair.expanded), static_cast<unsigned long long>(changed),
                static_cast<unsigned long long>(changedTwice), static_cast<unsigned long long>(unsearched),
                static_cast<unsigned long long>(onChanged), static_cast<unsigned long long>(onUnsearched),
                static_cast<unsigned long long>(other));
  }
  return 0;
}
