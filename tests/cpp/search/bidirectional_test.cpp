// The bidirectional searches (their MovingAI sweeps: tests/cpp/sweeps/): the reference Dijkstra on random
// grids, legal paths, traces replayed lane by lane against the stop rules, and the map where stopping at
// the first touch goes wrong.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>
#include <utility>

#include "search/algorithms/bidirectional.h"
#include "search/core/heuristic.h"
#include "search/core/searcher.h"
#include "support/ascii_grid.h"
#include "support/random_grids.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr Algorithm kBidirectionalSearches[] = {Algorithm::BidirectionalDijkstra, Algorithm::BidirectionalAStar,
                                        Algorithm::BidirectionalBFS, Algorithm::BidirectionalFirstTouch};

// Trace numbers are float32, and keys are re-added from them: equal within float rounding.
bool near(double a, double b) {
  return a == b || std::fabs(a - b) <= 1e-5 * std::max(std::fabs(a), std::fabs(b)) + 1e-6;
}

// The cheapest step under the options (MMBound's eps): a straight step into the cheapest terrain.
double cheapestStep(const SearchOptions& options) {
  double cheapest = kInfinity;
  for (int kind = 0; kind < kCellKinds; ++kind)
    if (kind != static_cast<int>(Cell::Wall)) cheapest = std::min(cheapest, options.terrain[kind]);
  return (options.costs == StepCosts::Integer ? 10.0 : 1.0) * cheapest;
}

// The stop test on numbers read back from a trace (float32: `slack` relative, + to pass more easily).
bool passes(StopRule rule, const StopTerms& terms, double mu, double eps, double slack) {
  if (terms.term[0] == kInfinity || terms.term[1] == kInfinity) return true;
  if (rule == StopRule::FirstTouch) return mu < kInfinity;
  return stopBound(rule, terms, eps) >= mu * (1 - slack);
}

// Replays a bidirectional trace lane by lane, as the page will, and checks every event against the
// search's rules: each lane is its own search tree with its own step costs (the backward lane pays the
// entry cost of the cell it steps into, i.e. the forward step's), each side expands its smallest key and
// the side with fewer nodes waiting goes (BFS: whole layers, the smaller frontier first), Meet events offer
// real paths and lower mu, every expansion ends with a Bound pair carrying each side's smallest key and
// the stop rule's lower bound, and only the last pair passes the stop test. Bidirectional A*'s gmin terms
// are recovered here as the smallest g among each lane's open nodes, to check that bound.
void checkTrace(const Grid& grid, Point start, Point goal, const SearchOptions& options, const SearchResult& result,
                const std::vector<TraceEvent>& events) {
  const AlgorithmInfo& row = info(options.algorithm);
  const bool layered = row.popOrder == PopOrder::Fifo;
  const double keyH = row.key.h;  // 0 for Dijkstra and BFS
  struct Label {
    double g, h;
    bool closed;
  };
  std::map<std::uint32_t, Label> labels[2];
  std::set<std::pair<double, std::uint32_t>> open[2], openByG[2];  // (key, node), (g, node)
  const auto key = [&](const Label& label) { return label.g + keyH * label.h; };
  const auto term = [&](int side) { return open[side].empty() ? kInfinity : open[side].begin()->first; };
  const auto replayed = [&] {
    const auto gmin = [&](int side) { return openByG[side].empty() ? kInfinity : openByG[side].begin()->first; };
    return StopTerms{{term(0), term(1)}, {gmin(0), gmin(1)}};
  };
  const double eps = cheapestStep(options);
  // The cost of the step a lane takes from `from` to `to`: the backward lane walks edges to -> from.
  const auto step = [&](int side, std::uint32_t from, std::uint32_t to) {
    if (layered) return 1.0;
    const auto cost = side == 0 ? stepCost(grid, grid.point(from), grid.point(to), options)
                                : stepCost(grid, grid.point(to), grid.point(from), options);
    REQUIRE(cost);
    return *cost;
  };
  const auto unlist = [&](int side, std::uint32_t node) {
    const Label& label = labels[side].at(node);
    open[side].erase({key(label), node});
    openByG[side].erase({label.g, node});
  };
  const auto setLabel = [&](int side, std::uint32_t node, double g, double h) {
    if (labels[side].count(node)) unlist(side, node);
    labels[side][node] = {g, h, false};
    open[side].insert({key(labels[side][node]), node});
    openByG[side].insert({g, node});
  };

  int expandedSide = -1, lastSide = -1;
  std::uint32_t expandedNode = kNoParent;
  double lastDepth[2] = {-1, -1};
  double mu = kInfinity, boundBefore = 0;
  StopTerms terms{};
  int bounds = 2;  // Bound events since the last expansion
  bool pairPassed = false;
  std::uint64_t generated = 0, expanded = 0;
  std::vector<std::uint32_t> path;
  for (const TraceEvent& event : events) {
    const TraceKind kind = kindOf(event);
    const int side = static_cast<int>(laneOf(event));
    const std::uint32_t node = nodeOf(event), parent = event.parent;
    const double g = event.g, h = event.h;
    REQUIRE(side <= 1);
    REQUIRE(node < grid.cells.size());
    if (kind != TraceKind::Path) REQUIRE(path.empty());
    switch (kind) {
      case TraceKind::Generated:
        REQUIRE(labels[side].count(node) == 0);
        if (parent == kNoParent) {
          CHECK(expandedSide == -1);
          CHECK(node == grid.id(side == 0 ? start : goal));
          CHECK(g == 0);
        } else {
          CHECK(side == expandedSide);
          CHECK(parent == expandedNode);
          CHECK(near(g, labels[side].at(parent).g + step(side, parent, node)));
        }
        setLabel(side, node, g, h);
        ++generated;
        break;
      case TraceKind::Improved: {
        CHECK_FALSE(layered);
        CHECK(side == expandedSide);
        CHECK(parent == expandedNode);
        const Label& label = labels[side].at(node);
        CHECK_FALSE(label.closed);
        CHECK(g <= label.g);  // lower in double precision, perhaps not once rounded to float
        CHECK(near(g, labels[side].at(parent).g + step(side, parent, node)));
        setLabel(side, node, g, label.h);
        break;
      }
      case TraceKind::Expanded: {
        REQUIRE(bounds == 2);
        if (expandedSide >= 0) CHECK_FALSE(pairPassed);  // only the last Bound pair passes the test
        Label& label = labels[side].at(node);
        CHECK_FALSE(label.closed);
        CHECK(g == static_cast<float>(label.g));
        CHECK(h == static_cast<float>(label.h));
        CHECK(near(key(label), term(side)));  // the side's smallest key
        if (layered) {
          // A side switches or starts a new layer only when its layer is done; the smaller frontier goes.
          if (lastSide >= 0 && (side != lastSide || label.g != lastDepth[side])) {
            CHECK(term(lastSide) > lastDepth[lastSide]);
            if (side == 0) CHECK(open[0].size() <= open[1].size());
            if (side == 1) CHECK(open[1].size() < open[0].size());
          }
          lastDepth[side] = label.g;
        } else {
          // The side with fewer nodes waiting goes (ties go forward).
          if (side == 0) CHECK(open[0].size() <= open[1].size());
          if (side == 1) CHECK(open[1].size() < open[0].size());
        }
        boundBefore = stopBound(row.stopRule, replayed(), eps);
        unlist(side, node);
        label.closed = true;
        expandedSide = lastSide = side;
        expandedNode = node;
        bounds = 0;
        ++expanded;
        break;
      }
      case TraceKind::Meet:
        REQUIRE(labels[1 - side].count(parent) == 1);
        if (expandedSide == -1) {  // start == goal: met before any expansion
          CHECK(node == parent);
          CHECK(g == 0);
        } else {
          CHECK(side == expandedSide);
          CHECK(node == expandedNode);
          CHECK(near(g, labels[side].at(node).g + step(side, node, parent) + labels[1 - side].at(parent).g));
          CHECK(near(h, boundBefore));
        }
        CHECK(g <= mu);  // mu only falls (strictly in double precision; equal floats may follow)
        mu = g;
        break;
      case TraceKind::Bound:
        REQUIRE(expandedSide >= 0);
        CHECK(node == expandedNode);
        CHECK(parent == kNoParent);
        REQUIRE(side == bounds);  // forward, then backward
        CHECK(near(g, term(side)));
        if (++bounds == 2) {
          CHECK(h == events[&event - events.data() - 1].h);  // one bound, in both events of the pair
          terms = replayed();
          terms.term[0] = events[&event - events.data() - 1].g;
          terms.term[1] = g;
          CHECK(near(h, stopBound(row.stopRule, terms, eps)));
          pairPassed = passes(row.stopRule, terms, mu, eps, 1e-6);
          // A pair that does not stop the search must not pass by more than float rounding either.
          if (!pairPassed) CHECK_FALSE(passes(row.stopRule, terms, mu, eps, -1e-6));
        }
        break;
      case TraceKind::Path: path.push_back(node); break;
      default: FAIL("unexpected event kind " << static_cast<int>(kind));
    }
  }
  CHECK(bounds == 2);
  CHECK(pairPassed);  // the last Bound pair before the path is the satisfied stop test
  CHECK(generated == result.generated);
  CHECK(expanded == result.expanded);
  CHECK(path == result.path);
  if (result.status == SearchStatus::Found) {
    CHECK(near(mu, layered ? result.length : result.cost));  // BFS counts steps
  } else {
    CHECK(mu == kInfinity);
    CHECK((terms.term[0] == kInfinity || terms.term[1] == kInfinity));
  }
}

std::string asciiOf(const Grid& grid, Point start, Point goal) {
  std::string text;
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      const Point p{x, y};
      text += p == start ? 'S' : p == goal ? 'G' : ".#gsw"[grid.cells[grid.id(p)]];
    }
    text += '\n';
  }
  return text;
}

}  // namespace

TEST_CASE("bidirectional: random grids against the reference Dijkstra, with traces replayed lane by lane") {
  TestRandom random(424242);
  Searcher searcher;
  TraceRecorder trace;
  int withPath = 0, withoutPath = 0, firstTouchLonger = 0;
  for (int trial = 0; trial < 2000; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const auto& [grid, start, goal] = *query;
    REQUIRE(searcher.setGrid(grid).empty());
    SearchOptions options = randomOptions(random);
    const auto optimalCost = referenceCost(grid, start, goal, options);
    const auto fewestSteps = referenceSteps(grid, start, goal, options);
    (optimalCost ? withPath : withoutPath) += 1;
    const bool admissible = isAdmissible(options.heuristic, options.movement, options.diagonal, options.costs);
    for (const Algorithm algorithm : kBidirectionalSearches) {
      options.algorithm = algorithm;
      INFO("trial " << trial << " " << name(algorithm) << " h=" << name(options.heuristic) << " movement="
                    << options.movement << " diagonal=" << name(options.diagonal) << "\n"
                    << asciiOf(grid, start, goal));
      const SearchResult result = searcher.search({start, goal, options}, trace);
      REQUIRE(result.status == (optimalCost ? SearchStatus::Found : SearchStatus::NoPath));
      checkTrace(grid, start, goal, options, result, trace.events());
      if (!optimalCost) continue;
      // A contiguous, legal path that costs what the result says, never less than the optimum.
      const auto walked = pathCost(grid, result.path, start, goal, options);
      REQUIRE(walked);
      CHECK(*walked == result.cost);  // summed from the start in the same order
      CHECK(result.cost >= *optimalCost * (1 - 1e-9));
      switch (algorithm) {
        case Algorithm::BidirectionalDijkstra: CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9)); break;
        case Algorithm::BidirectionalAStar:
          if (admissible) CHECK(result.cost == Approx(*optimalCost).epsilon(1e-9));
          break;
        case Algorithm::BidirectionalBFS: CHECK(static_cast<int>(result.length) == *fewestSteps); break;
        default: firstTouchLonger += result.cost > *optimalCost * (1 + 1e-9) ? 1 : 0; break;
      }
    }
  }
  CHECK(withPath > 1000);
  CHECK(withoutPath > 50);
  CHECK(firstTouchLonger > 20);  // stopping at the first touch goes wrong often, not just on the demo map
}

TEST_CASE("bidirectional: first-touch returns a dearer path than the optimum on the demo map") {
  // Found by a search over random 7..9 x 4..6 grids with the page's default options (octile, 8 directions,
  // no corner cutting, terrain costs 1, 2, 5, 10; the side with fewer nodes waiting expands). The two sides
  // first touch across the water above S, and the naive rule takes that path; the optimum goes below it.
  const AsciiGrid demo = asciiGrid({"#w#..www",
                                    "s.#Gg#wS",
                                    ".......g",
                                    "#s.wgg.g",
                                    ".##.ws.#"});
  Searcher searcher;
  REQUIRE(searcher.setGrid(demo.grid).empty());
  SearchOptions options;
  options.algorithm = Algorithm::BidirectionalFirstTouch;
  const SearchResult naive = searcher.search({demo.start, demo.goal, options});
  options.algorithm = Algorithm::BidirectionalAStar;
  const SearchResult right = searcher.search({demo.start, demo.goal, options});
  const auto optimum = referenceCost(demo.grid, demo.start, demo.goal, options);
  REQUIRE(optimum);
  std::printf("first-touch demo map, start (%d,%d), goal (%d,%d):\n%sfirst-touch %.4f in %u steps, optimum %.4f "
              "(bidirectional A* %.4f in %u steps)\n",
              demo.start.x, demo.start.y, demo.goal.x, demo.goal.y, asciiOf(demo.grid, demo.start, demo.goal).c_str(),
              naive.cost, naive.length, *optimum, right.cost, right.length);
  CHECK(right.cost == Approx(*optimum).epsilon(1e-9));
  CHECK(naive.status == SearchStatus::Found);
  CHECK(naive.cost == Approx(11 + 11 * std::sqrt(2.0)).epsilon(1e-9));  // pinned: through two water cells
  CHECK(naive.cost > 5 * *optimum);
  CHECK_FALSE(naive.optimal);
}

TEST_CASE("bidirectional: the backward side pays the entry cost of the cell it steps into") {
  // Forward, S -> . -> w -> G costs 1 + 10 + 1. Backward from G, the water cell is one step into G (cost 1,
  // G is floor), and the floor cell before it one more step into the water (10). The open cells around S
  // give the forward side more nodes waiting, so the backward side expands too.
  const AsciiGrid corridor = asciiGrid({"..#.",
                                        "S.wG",
                                        "..#."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(corridor.grid).empty());
  SearchOptions options;
  options.algorithm = Algorithm::BidirectionalDijkstra;
  TraceRecorder trace;
  const SearchResult result = searcher.search({corridor.start, corridor.goal, options}, trace);
  REQUIRE(result.status == SearchStatus::Found);
  CHECK(result.cost == 12.0);
  std::map<std::uint32_t, float> backwardG;
  for (const TraceEvent& event : trace.events())
    if (kindOf(event) == TraceKind::Generated && laneOf(event) == TraceLane::Backward) backwardG[nodeOf(event)] = event.g;
  CHECK(backwardG.at(7) == 0.0f);  // G
  CHECK(backwardG.at(6) == 1.0f);  // the water
  if (backwardG.count(5)) CHECK(backwardG.at(5) == 11.0f);  // the floor cell before it
}

TEST_CASE("bidirectional: start on the goal, a neighbouring goal, and a goal walled off") {
  const AsciiGrid ascii = asciiGrid({"S.#..", "..#.G", "###.."});
  Searcher searcher;
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  for (const Algorithm algorithm : kBidirectionalSearches) {
    INFO(name(algorithm));
    SearchOptions options;
    options.algorithm = algorithm;
    TraceRecorder trace;
    const SearchResult same = searcher.search({ascii.start, ascii.start, options}, trace);
    REQUIRE(same.status == SearchStatus::Found);
    CHECK(same.path == std::vector<std::uint32_t>{0});
    CHECK(same.cost == 0.0);
    CHECK(same.expanded == 1);
    checkTrace(ascii.grid, ascii.start, ascii.start, options, same, trace.events());

    const SearchResult next = searcher.search({ascii.start, {1, 1}, options}, trace);
    REQUIRE(next.status == SearchStatus::Found);
    CHECK(next.path == std::vector<std::uint32_t>{0, 6});
    CHECK(next.cost == Approx(std::sqrt(2.0)));
    checkTrace(ascii.grid, ascii.start, {1, 1}, options, next, trace.events());

    const SearchResult none = searcher.search({ascii.start, ascii.goal, options}, trace);
    CHECK(none.status == SearchStatus::NoPath);
    CHECK(none.path.empty());
    checkTrace(ascii.grid, ascii.start, ascii.goal, options, none, trace.events());
  }
}

TEST_CASE("bidirectional: the backward node pool follows grid changes and survives stamp wraps") {
  // The backward side's node pool lives in the runner's cache: a new grid of the same size must bring its
  // own walls into it, and its 16-bit search stamp wraps every 32,766 searches.
  TestRandom random(31);
  Searcher searcher;
  SearchOptions options;
  options.algorithm = Algorithm::BidirectionalDijkstra;
  for (int trial = 0; trial < 100; ++trial) {
    auto query = randomQuery(random);
    if (!query) continue;
    auto& [grid, start, goal] = *query;
    for (int version = 0; version < 2; ++version) {
      REQUIRE(searcher.setGrid(grid).empty());
      const SearchResult result = searcher.search({start, goal, options});
      const auto optimum = referenceCost(grid, start, goal, options);
      REQUIRE(result.status == (optimum ? SearchStatus::Found : SearchStatus::NoPath));
      if (optimum) CHECK(result.cost == Approx(*optimum).epsilon(1e-9));
      // The same size with a third of the cells flipped, start and goal kept open.
      for (auto& cell : grid.cells)
        if (random.below(3) == 0) cell = cell == 1 ? 0 : 1;
      grid.cells[grid.id(start)] = 0;
      grid.cells[grid.id(goal)] = 0;
    }
  }
  const AsciiGrid ascii = asciiGrid({"S...", ".##.", "...G"});
  REQUIRE(searcher.setGrid(ascii.grid).empty());
  const SearchResult before = searcher.search({ascii.start, ascii.goal, options});
  for (int search = 0; search < 70000; ++search) {
    REQUIRE(searcher.search({ascii.start, ascii.start, options}).status == SearchStatus::Found);
    if (search % 10000 == 0 || (search >= 32760 && search < 32775)) {
      const SearchResult same = searcher.search({ascii.start, ascii.goal, options});
      REQUIRE(same.path == before.path);
      REQUIRE(same.expanded == before.expanded);
    }
  }
}
