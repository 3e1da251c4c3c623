// The walk (search/walk/navigator.h) against independent oracles: the agent's knowledge is rebuilt here
// from the moves, the scheduled changes and the sensing rule, never read from the navigator, and every
// plan's cost is held to the reference Dijkstra on it; every step must be legal in the true world then.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "search/core/trace.h"
#include "search/walk/dstar_lite.h"
#include "search/walk/navigator.h"
#include "search/walk/repeated_astar.h"
#include "support/ascii_grid.h"
#include "support/movingai_queries.h"
#include "support/random_grids.h"
#include "support/reference.h"

using namespace frontier;
using namespace frontier::test;
using Catch::Matchers::Contains;

namespace {

constexpr Algorithm kWalkers[] = {Algorithm::DStarLite, Algorithm::RepeatedAStar};

double planned(const std::optional<double>& cost) { return cost ? *cost : INFINITY; }

bool sameCost(double a, double b) { return a == b || std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b)); }

// The agent's knowledge before each move's plan, rebuilt from the request and the moves alone: the true
// world after the changes due, and what the agent believes after sensing where it stands.
struct Replay {
  std::vector<Grid> truth;      // per move
  std::vector<Grid> knowledge;  // per move
};

Replay replayWalk(const Grid& world, const WalkRequest& request, const WalkResult& walk) {
  Replay replay;
  Grid truth = world;
  Grid knowledge{world.width, world.height, std::vector<std::uint8_t>(world.cells.size(), 0)};
  for (std::size_t move = 0; move < walk.moves.size(); ++move) {
    for (const ScheduledChange& change : request.changes) {
      if (change.beforeMove != move) continue;
      for (const auto& [cell, code] : change.cells) truth.cells[truth.id(cell)] = static_cast<std::uint8_t>(code);
    }
    const Point at = truth.point(walk.moves[move]);
    for (int y = 0; y < truth.height; ++y)
      for (int x = 0; x < truth.width; ++x)
        if (request.sensorRadius == kSenseEverything || std::max(std::abs(x - at.x), std::abs(y - at.y)) <= request.sensorRadius)
          knowledge.cells[truth.id({x, y})] = truth.cells[truth.id({x, y})];
    replay.truth.push_back(truth);
    replay.knowledge.push_back(knowledge);
  }
  return replay;
}

// Checks one walk against the oracles; returns its replay.
Replay checkWalk(const Grid& world, const WalkRequest& request, const WalkResult& walk) {
  INFO(name(request.options.algorithm) << " from (" << request.start.x << ", " << request.start.y << ") to ("
                                        << request.goal.x << ", " << request.goal.y << "), sensor "
                                        << request.sensorRadius);
  REQUIRE(walk.error.empty());
  REQUIRE(!walk.moves.empty());
  REQUIRE(!walk.replans.empty());
  CHECK(world.point(walk.moves.front()) == request.start);
  const Replay replay = replayWalk(world, request, walk);
  // Every plan is optimal on the knowledge of its move, made where the agent stood.
  std::uint32_t previousMove = 0;
  for (const Replan& plan : walk.replans) {
    REQUIRE(plan.move < walk.moves.size());
    CHECK(plan.at == walk.moves[plan.move]);
    CHECK((plan.move > previousMove || &plan == &walk.replans.front()));
    previousMove = plan.move;
    const double oracle = planned(referenceCost(replay.knowledge[plan.move], world.point(plan.at), request.goal, request.options));
    INFO("plan at move " << plan.move << ": " << plan.planCost << " for " << oracle);
    CHECK(sameCost(plan.planCost, oracle));
  }
  CHECK(walk.replans.front().move == 0);
  // It replans exactly when the knowledge changed; a walk that arrives, or that a wall falls on, ends
  // without sensing again.
  const bool sensedLast = !walk.reached && walk.reason.find("a wall appeared under the agent") == std::string::npos;
  for (std::size_t move = 1; move + (sensedLast ? 0 : 1) < walk.moves.size(); ++move) {
    const bool replanned = std::any_of(walk.replans.begin(), walk.replans.end(), [&](const Replan& r) { return r.move == move; });
    CHECK(replanned == (replay.knowledge[move].cells != replay.knowledge[move - 1].cells));
  }
  // Every step is legal in the true world of its move (never into a wall, never across a cut corner).
  double cost = 0.0;
  for (std::size_t move = 0; move + 1 < walk.moves.size(); ++move) {
    const auto step = stepCost(replay.truth[move], world.point(walk.moves[move]), world.point(walk.moves[move + 1]), request.options);
    INFO("step of move " << move);
    REQUIRE(step.has_value());
    cost += *step;
  }
  CHECK(sameCost(walk.cost, cost));
  const Point last = world.point(walk.moves.back());
  CHECK(walk.reached == (last == request.goal));
  CHECK(walk.reached == walk.reason.empty());
  return replay;
}

// A random walk request on `grid`: a start and goal on floor, a radius, and sometimes scheduled changes.
WalkRequest randomRequest(Random& random, const Grid& grid, Algorithm algorithm, bool wallsOnly) {
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

TEST_CASE("walks: each plan is optimal on the knowledge rebuilt from the moves, and each step is legal") {
  Random random(1212);
  int walks = 0, reached = 0, replans = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    for (const Algorithm algorithm : kWalkers) {
      Random draw(static_cast<std::uint32_t>(trial));  // the same request for both
      const WalkRequest request = randomRequest(draw, query->grid, algorithm, false);
      INFO("trial " << trial);
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

TEST_CASE("walks: the goal is reached exactly when it is reachable in the true final world") {
  // Changes that only add walls keep the knowledge optimistic: a goal cut off in the agent's mind is cut off.
  Random random(77);
  for (int trial = 0; trial < 400; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    for (const Algorithm algorithm : kWalkers) {
      Random draw(static_cast<std::uint32_t>(trial) + 5000);
      const WalkRequest request = randomRequest(draw, query->grid, algorithm, true);
      const WalkResult walk = navigate(query->grid, request);
      INFO("trial " << trial << " " << name(algorithm));
      const Replay replay = checkWalk(query->grid, request, walk);
      if (walk.reached) continue;
      const Grid& finalTruth = replay.truth.back();
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
  Random random(31);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const auto query = randomQuery(random);
    if (!query) continue;
    const WalkRequest request = randomRequest(random, query->grid, Algorithm::DStarLite, false);
    const WalkResult walk = navigate(query->grid, request);
    if (!walk.error.empty()) continue;
    const Replay replay = replayWalk(query->grid, request, walk);

    const SearchOptions& options = request.options;
    PaddedGrid known;
    known.assign(query->grid.width, query->grid.height, std::vector<std::uint8_t>(query->grid.cells.size(), 0).data());
    MoveRules rules = MoveRules::from(options.movement, options.diagonal, options.costs, options.terrain, known);
    rules.floorOnly = false;
    const WalkEstimate estimate(rules, options.costs, options.terrain);
    DStarLite dstar(known, rules, estimate, known.padded(request.goal));
    RepeatedAStar astar(known, rules, estimate, known.padded(request.goal));
    NoTrace none;
    for (const Replan& plan : walk.replans) {
      std::vector<std::uint32_t> changed;
      const Grid& knowledge = replay.knowledge[plan.move];
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
    }
  }
  CHECK(compared > 300);
}
