// The walk (search/walk/navigator.h) against independent oracles: the agent's knowledge is rebuilt here
// from the moves, the scheduled changes and the sensing rule, never read from the navigator, and every
// plan's cost is held to the reference Dijkstra on it; every step must be legal in the true world then.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "support/same_cost.h"
#include "search/core/trace.h"
#include "search/walk/dstar_lite.h"
#include "search/walk/navigator.h"
#include "search/walk/repeated_astar.h"
#include "support/ascii_grid.h"
#include "support/movingai_queries.h"
#include "support/hex_reference.h"
#include "support/random_grids.h"
#include "support/reference.h"
#include "support/sweep_sample.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

constexpr Algorithm kWalkers[] = {Algorithm::DStarLite, Algorithm::RepeatedAStar};

double costOrInfinity(const std::optional<double>& cost) { return cost ? *cost : INFINITY; }

// Replays a walk from the request and its moves alone: calls visit(move, truth, knowledge, sensed) for each
// move, with the true world after the changes due before it and the agent's knowledge after sensing where
// it stands (`sensed`: that changed the knowledge).
template <class Visit>
void replayWalk(const Grid& world, const WalkRequest& request, const WalkResult& walk, Visit&& visit) {
  Grid truth = world;
  Grid knowledge{world.width, world.height, std::vector<std::uint8_t>(world.cells.size(), 0)};
  const bool hex = request.options.topology == Topology::Hex;
  for (std::size_t move = 0; move < walk.moves.size(); ++move) {
    for (const ScheduledChange& change : request.changes) {
      if (change.beforeMove != move) continue;
      for (const auto& [cell, code] : change.cells) truth.cells[truth.id(cell)] = static_cast<std::uint8_t>(code);
    }
    const Point at = truth.point(walk.moves[move]);
    bool sensed = false;
    // Chebyshev distance on squares, hex steps on hexes.
    const int reach = std::min(request.sensorRadius, truth.width + truth.height);
    for (int y = std::max(0, at.y - reach); y <= std::min(truth.height - 1, at.y + reach); ++y) {
      for (int x = std::max(0, at.x - reach); x <= std::min(truth.width - 1, at.x + reach); ++x) {
        if (hex && hexReferenceDistance(at, {x, y}) > reach) continue;
        const std::uint32_t id = truth.id({x, y});
        if (knowledge.cells[id] == truth.cells[id]) continue;
        knowledge.cells[id] = truth.cells[id];
        sensed = true;
      }
    }
    visit(move, truth, knowledge, sensed);
  }
}

// Checks one walk against the oracles (every `planStride`-th plan against the reference Dijkstra); returns
// the true world at its last move.
Grid checkWalk(const Grid& world, const WalkRequest& request, const WalkResult& walk, std::size_t planStride = 1) {
  INFO(name(request.options.algorithm) << " from (" << request.start.x << ", " << request.start.y << ") to ("
                                        << request.goal.x << ", " << request.goal.y << "), sensor "
                                        << request.sensorRadius);
  REQUIRE(walk.error.empty());
  REQUIRE(!walk.moves.empty());
  REQUIRE(!walk.replans.empty());
  CHECK(world.point(walk.moves.front()) == request.start);
  CHECK(walk.replans.front().move == 0);
  const Point last = world.point(walk.moves.back());
  CHECK(walk.reached == (last == request.goal));
  CHECK(walk.reached == walk.reason.empty());
  // A walk that arrives by a step, or that a wall falls on, ends without sensing at its last move.
  const bool sensedLast = !(walk.reached && walk.moves.size() > 1) &&
                          walk.reason.find("a wall appeared under the agent") == std::string::npos;
  std::size_t replan = 0;
  double cost = 0.0;
  Grid finalTruth;
  const bool hex = request.options.topology == Topology::Hex;
  replayWalk(world, request, walk, [&](std::size_t move, const Grid& truth, const Grid& knowledge, bool sensed) {
    INFO("move " << move);
    if (move + 1 < walk.moves.size() || sensedLast) {
      // It plans at the start, then exactly when its knowledge changed; each plan is optimal on it.
      const bool planned = replan < walk.replans.size() && walk.replans[replan].move == move;
      CHECK(planned == (move == 0 || sensed));
      if (planned) {
        const Replan& plan = walk.replans[replan];
        CHECK(plan.at == walk.moves[move]);
        if (replan % planStride == 0 || replan + 1 == walk.replans.size()) {
          const double oracle = costOrInfinity(hex ? hexReferenceCost(knowledge, world.point(plan.at), request.goal, request.options)
                                                   : referenceCost(knowledge, world.point(plan.at), request.goal, request.options));
          INFO("plan cost " << plan.planCost << ", the reference's " << oracle);
          CHECK(sameCost(plan.planCost, oracle));
        }
        ++replan;
      }
    }
    // Every step is legal in the true world of its move: never into a wall, never across a cut corner.
    if (move + 1 < walk.moves.size()) {
      const Point from = world.point(walk.moves[move]), to = world.point(walk.moves[move + 1]);
      const auto step = hex ? hexStepCost(truth, from, to, request.options) : stepCost(truth, from, to, request.options);
      REQUIRE(step.has_value());
      cost += *step;
    }
    if (move + 1 == walk.moves.size()) finalTruth = truth;
  });
  CHECK(replan == walk.replans.size());
  CHECK(sameCost(walk.cost, cost));
  return finalTruth;
}

// A random walk request on `grid`: a start and goal on floor, a radius, and sometimes scheduled changes.
WalkRequest randomRequest(TestRandom& random, const Grid& grid, Algorithm algorithm, bool wallsOnly) {
  WalkRequest request;
  request.options = randomOptions(random);
  request.options.algorithm = algorithm;
  request.start = randomOpenCell(random, grid);
  request.goal = randomOpenCell(random, grid);
  const int radii[] = {1, 1, 2, 3, kSenseEverything};
  request.sensorRadius = radii[random.below(5)];
  const int changes = random.below(4);
  for (int i = 0; i < changes; ++i) {
    ScheduledChange change;
    change.beforeMove = static_cast<std::uint32_t>(random.below(12));
    for (int j = random.below(6); j >= 0; --j) {
      const Point cell{random.below(grid.width), random.below(grid.height)};
      if (cell == request.start) continue;
      change.cells.push_back({cell, wallsOnly ? 1 : random.below(kCellKinds)});
    }
    request.changes.push_back(change);
  }
  return request;
}

}  // namespace

namespace {

// Both walkers on `trials` seeded random grids with random requests (the same for both) on `topology`, each
// walk checked by checkWalk; most walks reach their goal and replan.
void checkRandomWalks(std::uint32_t seed, int trials, Topology topology) {
  TestRandom random(seed);
  int walks = 0, reached = 0, replans = 0;
  for (int trial = 0; trial < trials; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    // Under the sanitizers a fifth of the trials, the fifth the run's seed picks: all of them (3,500 walks
    // in the two tests) were a quarter of the sanitizer run's time.
    if (!takesTrial(trial, 5)) continue;
    for (const Algorithm algorithm : kWalkers) {
      TestRandom draw(static_cast<std::uint32_t>(trial) + seed);  // the same request for both
      WalkRequest request = randomRequest(draw, query->grid, algorithm, false);
      request.options.topology = topology;
      INFO("trial " << trial << " on " << name(topology));
      const WalkResult walk = navigate(query->grid, request);
      checkWalk(query->grid, request, walk);
      ++walks;
      reached += walk.reached;
      replans += static_cast<int>(walk.replans.size());
    }
  }
  CHECK(reached > walks / 3);
  CHECK(replans > 2 * walks);
}

}  // namespace

TEST_CASE("walks: each plan is optimal on the knowledge rebuilt from the moves, and each step is legal") {
  checkRandomWalks(1212, 2000, Topology::Square);
}

TEST_CASE("walks on hexes: each plan is optimal on the knowledge rebuilt from the moves (sensed in hex steps), each step a hex step") {
  checkRandomWalks(3232, 1500, Topology::Hex);
}

TEST_CASE("walks: the goal is reached exactly when it is reachable in the true final world") {
  // Changes that only add walls keep the knowledge optimistic: a goal cut off in the agent's mind is cut off.
  TestRandom random(77);
  for (int trial = 0; trial < 1000; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    if (!takesTrial(trial, 5)) continue;  // under the sanitizers, as above
    for (const Algorithm algorithm : kWalkers) {
      TestRandom draw(static_cast<std::uint32_t>(trial) + 5000);
      const WalkRequest request = randomRequest(draw, query->grid, algorithm, true);
      const WalkResult walk = navigate(query->grid, request);
      INFO("trial " << trial << " " << name(algorithm));
      const Grid finalTruth = checkWalk(query->grid, request, walk);
      if (walk.reached) continue;
      const Point last = finalTruth.point(walk.moves.back());
      if (finalTruth.at(last) == Cell::Wall) {
        CHECK_THAT(walk.reason, Contains("a wall appeared under the agent"));
        continue;
      }
      CHECK(walk.reached == referenceCost(finalTruth, last, request.goal, request.options).has_value());
      if (!walk.reached) CHECK_THAT(walk.reason, Contains("the goal is cut off"));
    }
  }
}

TEST_CASE("walks: D* Lite and repeated A* plan the same cost on the same knowledge") {
  // One D* Lite walk's knowledge, move by move, replayed into both planners (D* Lite repairing as it goes).
  TestRandom random(31);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const WalkRequest request = randomRequest(random, query->grid, Algorithm::DStarLite, false);
    const WalkResult walk = navigate(query->grid, request);
    if (!walk.error.empty()) continue;

    const SearchOptions& options = request.options;
    PaddedGrid known;
    known.assign(query->grid.width, query->grid.height, std::vector<std::uint8_t>(query->grid.cells.size(), 0).data());
    MoveRules rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, known);
    rules.floorOnly = false;
    const WalkEstimate estimate(rules, options.costs, options.terrain);
    DStarLite dstar(known, rules, estimate, known.padded(request.goal));
    RepeatedAStar astar(known, rules, estimate, known.padded(request.goal));
    NoTrace none;
    std::size_t replan = 0;
    replayWalk(query->grid, request, walk, [&](std::size_t move, const Grid&, const Grid& knowledge, bool) {
      if (replan == walk.replans.size() || walk.replans[replan].move != move) return;
      const Replan& plan = walk.replans[replan++];
      std::vector<std::uint32_t> changed;
      for (std::uint32_t id = 0; id < knowledge.cells.size(); ++id) {
        const Point p = knowledge.point(id);
        if (known.kinds()[known.padded(p)] == knowledge.cells[id]) continue;
        known.set(p, static_cast<Cell>(knowledge.cells[id]));
        changed.push_back(known.padded(p));
      }
      const std::uint32_t at = known.padded(knowledge.point(plan.at));
      const double repaired = dstar.plan(at, changed, none).cost;
      const double fresh = astar.plan(at, changed, none).cost;
      INFO("trial " << trial << " move " << plan.move);
      CHECK(sameCost(repaired, fresh));
      CHECK(sameCost(repaired, plan.planCost));
      ++compared;
    });
  }
  CHECK(compared > 300);
}

TEST_CASE("walks: a wall that appears beside a diagonal step removes it (the corner rule)") {
  // On open floor the agent heads diagonally from (0, 0) to (6, 6). Cells beside its diagonal become walls
  // before it gets there: next to it, and two cells ahead, where D* Lite must repair cells away from the
  // agent. Under no-corner-cut neither diagonal past the new wall may be taken; under "always" they may.
  const Grid open{7, 7, std::vector<std::uint8_t>(49, 0)};
  for (const Diagonal rule : {Diagonal::NoCornerCut, Diagonal::OneBlocked, Diagonal::Always}) {
    for (const Algorithm algorithm : kWalkers) {
      for (const int radius : {1, 2, 3}) {
        WalkRequest request;
        request.start = {0, 0};
        request.goal = {6, 6};
        request.options.algorithm = algorithm;
        request.options.diagonal = rule;
        request.sensorRadius = radius;
        request.changes = {{2, {{{3, 2}, 1}}}, {3, {{{5, 4}, 1}}}};
        INFO(name(algorithm) << " diagonal " << name(rule) << " radius " << radius);
        const WalkResult walk = navigate(open, request);
        checkWalk(open, request, walk);
        CHECK(walk.reached);
        const auto stepped = [&](Point from, Point to) {
          for (std::size_t i = 0; i + 1 < walk.moves.size(); ++i)
            if (walk.moves[i] == open.id(from) && walk.moves[i + 1] == open.id(to)) return true;
          return false;
        };
        // The steps (2, 2) -> (3, 3) and (4, 4) -> (5, 5) pass the new walls' corners.
        const bool cut = stepped({2, 2}, {3, 3}) || stepped({4, 4}, {5, 5});
        if (rule == Diagonal::NoCornerCut) CHECK_FALSE(cut);
        if (rule == Diagonal::Always) CHECK(walk.moves.size() == 7);  // straight down the diagonal
        CHECK(walk.replans.size() >= 2);
      }
    }
  }
}

TEST_CASE("walks: scheduled changes, a goal walled in, a wall under the agent, and the sensor's reach") {
  const AsciiGrid corridor = asciiGrid({"S.........", ".########.", ".........G"});
  WalkRequest request;
  request.start = corridor.start;
  request.goal = corridor.goal;
  for (const Algorithm algorithm : kWalkers) {
    request.options.algorithm = algorithm;
    INFO(name(algorithm));
    request.changes = {};
    request.sensorRadius = kSenseEverything;
    const WalkResult known = navigate(corridor.grid, request);
    checkWalk(corridor.grid, request, known);
    CHECK(known.replans.size() == 1);  // it knows everything at once and nothing changes
    CHECK(known.replans[0].planCost == Approx(known.cost));

    request.sensorRadius = 1;
    request.changes = {{4, {{{8, 2}, 1}, {{9, 1}, 1}}}};  // both ways into the goal's corner close
    const WalkResult cutOff = navigate(corridor.grid, request);
    checkWalk(corridor.grid, request, cutOff);
    CHECK_FALSE(cutOff.reached);
    CHECK_THAT(cutOff.reason, Contains("the goal is cut off"));
    CHECK(std::isinf(cutOff.replans.back().planCost));

    request.changes = {{2, {{cutOff.moves.size() > 2 ? corridor.grid.point(cutOff.moves[2]) : Point{}, 1}}}};
    const WalkResult crushed = navigate(corridor.grid, request);
    CHECK_FALSE(crushed.reached);
    CHECK_THAT(crushed.reason, Contains("a wall appeared under the agent"));

    // A wider sensor learns the same corridor in fewer, larger replans.
    request.changes = {};
    std::size_t previous = SIZE_MAX;
    for (const int radius : {1, 3, 20}) {
      request.sensorRadius = radius;
      const WalkResult walk = navigate(corridor.grid, request);
      checkWalk(corridor.grid, request, walk);
      CHECK(walk.replans.size() <= previous);
      previous = walk.replans.size();
    }
  }
}

TEST_CASE("walks: bad requests are refused with the reason") {
  const AsciiGrid grid = asciiGrid({"S.#", "..G"});
  WalkRequest request;
  request.start = grid.start;
  request.goal = grid.goal;
  request.options.algorithm = Algorithm::DStarLite;
  const auto refusal = [&](auto&& change) {
    WalkRequest bad = request;
    change(bad);
    return navigate(grid.grid, bad).error;
  };
  CHECK(refusal([](WalkRequest&) {}).empty());
  CHECK(refusal([](WalkRequest& r) { r.options.algorithm = Algorithm::AStar; }) ==
        "navigate runs dstar-lite or repeated-astar, got 'astar'");
  CHECK(refusal([](WalkRequest& r) { r.start = {3, 0}; }) == "start (3, 0) is outside the 3x2 grid");
  CHECK(refusal([](WalkRequest& r) { r.goal = {2, 0}; }) == "goal (2, 0) is on a wall");
  CHECK_THAT(refusal([](WalkRequest& r) { r.sensorRadius = 0; }), Contains("sensorRadius must be a whole number from 1 to 20"));
  CHECK_THAT(refusal([](WalkRequest& r) { r.sensorRadius = 21; }), Contains("got 21"));
  CHECK(refusal([](WalkRequest& r) { r.changes = {{3, {{{5, 1}, 1}}}}; }) ==
        "change before move 3: (5, 1) is outside the 3x2 grid");
  CHECK(refusal([](WalkRequest& r) { r.changes = {{0, {{{1, 1}, 9}}}}; }) ==
        "change before move 0: unknown cell code 9 at (1, 1)");
  CHECK_THAT(refusal([](WalkRequest& r) { r.options.movement = 6; }), Contains("movement must be 4 or 8"));
  // And a walker is no grid search.
  SearchOptions options;
  CHECK_THAT(parseOptions("dstar-lite", "octile", "no-corner-cut", "float", "smaller-h", options), Contains("navigate"));
}

TEST_CASE("walks: the trace tells the walk and D* Lite's g and rhs") {
  const AsciiGrid grid = asciiGrid({"S...#....", ".##.#.##.", ".#..#..#.", ".#.###.#.", "...#...#G"});
  WalkRequest request;
  request.start = grid.start;
  request.goal = grid.goal;
  for (const Algorithm algorithm : kWalkers) {
    request.options.algorithm = algorithm;
    request.changes = {{3, {{{8, 2}, 1}}}};
    INFO(name(algorithm));
    TraceRecorder trace;
    const WalkResult walk = navigate(grid.grid, request, &trace);
    const WalkResult plain = navigate(grid.grid, request);
    checkWalk(grid.grid, request, walk);
    CHECK(walk.moves == plain.moves);
    CHECK(walk.expanded == plain.expanded);
    CHECK(trace.complete());
    std::vector<std::uint32_t> agent{grid.grid.id(request.start)};
    std::size_t replans = 0, expanded = 0, updated = 0, changed = 0;
    std::vector<double> g(grid.grid.cells.size(), INFINITY), rhs(grid.grid.cells.size(), INFINITY);
    std::uint32_t lastPath = kNoParent;
    for (const TraceEvent& event : trace.events()) {
      const TraceKind kind = kindOf(event);
      const bool agentLane = kind == TraceKind::AgentMoved || kind == TraceKind::Replan || kind == TraceKind::Sensed ||
                             kind == TraceKind::CellChanged;
      CHECK((laneOf(event) == TraceLane::Agent) == agentLane);
      switch (kind) {
        case TraceKind::AgentMoved:
          CHECK(event.parent == agent.back());
          CHECK(lastPath == grid.grid.id(request.goal));  // a plan to the goal was shown before
          agent.push_back(nodeOf(event));
          break;
        case TraceKind::Replan:
          CHECK(nodeOf(event) == agent.back());
          CHECK(event.g == static_cast<float>(walk.replans[replans].move));
          ++replans;
          break;
        case TraceKind::Expanded:
          ++expanded;
          if (algorithm == Algorithm::DStarLite) {
            // Made consistent (g = rhs) or under-consistent (g = +infinity, rhs finite).
            g[nodeOf(event)] = event.g;
            CHECK((event.g == static_cast<float>(rhs[nodeOf(event)]) || std::isinf(event.g)));
          }
          break;
        case TraceKind::RhsChanged:
          ++updated;
          rhs[nodeOf(event)] = event.g;
          CHECK((event.parent == kNoParent) == (std::isinf(event.g) || nodeOf(event) == grid.grid.id(request.goal)));
          break;
        case TraceKind::Generated: ++updated; break;
        case TraceKind::CellChanged: ++changed; break;
        case TraceKind::Path: lastPath = nodeOf(event); break;
        default: break;
      }
    }
    CHECK(agent == walk.moves);
    CHECK(replans == walk.replans.size());
    CHECK(expanded == walk.expanded);
    CHECK(updated == walk.updated);
    CHECK(changed == 1);
  }
}

TEST_CASE("walks: MovingAI maps, a few queries each, on the unknown map") {
  // Long queries from the upper half of each scenario; every step checked, the static world's goal always
  // reached, and every `planStride`-th plan held to the reference Dijkstra (slow on 512 x 512).
  struct Case {
    const char* map;
    std::size_t queries;
    std::size_t planStride;
  };
#ifdef FRONTIER_SANITIZED
  const Case cases[] = {{"dao/arena.map", 3, 1}, {"dao/den312d.map", 2, 4}};
#else
  const Case cases[] = {{"dao/arena.map", 6, 1}, {"dao/den312d.map", 4, 2}, {"rooms/8room_000.map", 1, 60},
                        {"random/random512-25-0.map", 1, 60}};
#endif
  for (const Case& test : cases) {
    const MovingAiSet set = readMovingAi(test.map);
    for (std::size_t i = 0; i < test.queries; ++i) {
      const ScenarioQuery& query = set.queries[set.queries.size() / 2 + (i + 1) * (set.queries.size() / 2 - 1) / test.queries];
      for (const Algorithm algorithm : kWalkers) {
        WalkRequest request;
        request.start = query.start;
        request.goal = query.goal;
        request.options.algorithm = algorithm;
        INFO(test.map << " line " << query.line);
        const WalkResult walk = navigate(set.grid, request);
        checkWalk(set.grid, request, walk, test.planStride);
        CHECK(walk.reached);
        CHECK(walk.cost >= query.optimalLength - 0.005);
      }
    }
  }
}

TEST_CASE("walks: A* from scratch alongside plans the same cost at every replan and changes nothing") {
  TestRandom random(4242);
  int compared = 0, dstarExpandedLess = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    for (const Algorithm algorithm : kWalkers) {
      TestRandom draw(static_cast<std::uint32_t>(trial));
      WalkRequest request = randomRequest(draw, query->grid, algorithm, false);
      INFO("trial " << trial << ", " << name(algorithm));
      const WalkResult plain = navigate(query->grid, request);
      request.fromScratch = true;
      const WalkResult alongside = navigate(query->grid, request);
      REQUIRE(alongside.moves == plain.moves);
      REQUIRE(alongside.replans.size() == plain.replans.size());
      for (std::size_t i = 0; i < plain.replans.size(); ++i) {
        const Replan& replan = alongside.replans[i];
        CHECK(std::isnan(plain.replans[i].scratchCost));
        CHECK(replan.expanded == plain.replans[i].expanded);
        CHECK(replan.micros >= 0.0);
        CHECK(sameCost(replan.scratchCost, replan.planCost));
        // Repeated A* is A* from scratch: the comparison repeats its numbers.
        if (algorithm == Algorithm::RepeatedAStar) CHECK(replan.scratchExpanded == replan.expanded);
        if (algorithm == Algorithm::DStarLite && i > 0) {
          ++compared;
          dstarExpandedLess += replan.expanded < replan.scratchExpanded;
        }
      }
    }
  }
  // A budget stops the comparison: the replan that reaches it is the last with figures.
  int budgeted = 0;
  for (std::uint32_t seed = 1; budgeted < 20 && seed < 500; ++seed) {
    TestRandom draw(seed);
    const auto query = randomQuery(draw);
    if (!query) continue;
    WalkRequest request = randomRequest(draw, query->grid, Algorithm::DStarLite, false);
    request.fromScratch = true;
    request.fromScratchBudget = 1;
    const WalkResult walk = navigate(query->grid, request);
    if (walk.replans.size() < 2) continue;
    ++budgeted;
    CHECK(!std::isnan(walk.replans[0].scratchCost));
    for (std::size_t i = 1; i < walk.replans.size(); ++i) CHECK(std::isnan(walk.replans[i].scratchCost));
  }
  CHECK(budgeted == 20);
  // The point of D* Lite: most repairs expand less than planning anew.
  CHECK(compared > 100);
  CHECK(dstarExpandedLess > compared / 2);
}
