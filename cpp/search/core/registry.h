// The algorithm registry: one row of facts per search algorithm (its name, how it runs, what it reads,
// how it orders the open list, when it is optimal, which worlds it serves), and one row per search
// option. The engine, the CLI and, through the exported schema (schema_json.h), the page's options form,
// panels, share links and embed API all read these tables; none keeps a list of its own.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "search/core/name_table.h"
#include "search/core/trace.h"

namespace frontier {

// Every algorithm, in the order of the table below.
enum class Algorithm : std::uint8_t {
  AStar,
  Dijkstra,
  Greedy,
  WeightedAStar,
  BFS,
  DFS,
  BidirectionalDijkstra,
  BidirectionalAStar,
  BidirectionalBFS,
  BidirectionalFirstTouch,
  JPS,
  JPSPlus,
  IDAStar,
  ThetaStar,
  LpaStar,
  // Deliberately wrong A*s, the tutorials' bugs (lesson 4 of the puzzles): never optimal.
  AStarNoResort,
  AStarCapped,
  // The walkers (kWalkWorld): they plan an agent's walk through a world it learns as it goes
  // (search/walk/navigator.h), not one search on a known grid.
  DStarLite,
  RepeatedAStar,
  // Road networks only (kRoadWorld): A* run as Dijkstra on reduced step costs (search/roads/).
  AStarReduced,
  // Road networks only, after engine.prepare (search/roads/road_prepare.h): A* with landmarks, and the
  // contraction hierarchy's query.
  Alt,
  Ch,
};

// How a grid search ended: with a path (in GridSearch::path), with none, or out of its node budget.
enum class RunOutcome : std::uint8_t { Found, NoPath, GaveUp };

// How an algorithm runs on a grid (search/core/grid_search.h), without and with a trace. Each algorithm
// file under search/algorithms/ defines its runner for both sinks.
struct GridSearch;
struct GridRunner {
  RunOutcome (*plain)(GridSearch&, NoTrace&);
  RunOutcome (*traced)(GridSearch&, TraceRecorder&);
};
template <class Trace> RunOutcome runBestFirst(GridSearch& search, Trace& trace);     // best_first.cpp
template <class Trace> RunOutcome runBreadthFirst(GridSearch& search, Trace& trace);  // blind_search.cpp
template <class Trace> RunOutcome runDepthFirst(GridSearch& search, Trace& trace);    // blind_search.cpp
template <class Trace> RunOutcome runBidirectional(GridSearch& search, Trace& trace); // bidirectional.cpp
template <class Trace> RunOutcome runJumpPoint(GridSearch& search, Trace& trace);     // jump_point.cpp
template <class Trace> RunOutcome runJumpPointPlus(GridSearch& search, Trace& trace); // jump_point_plus.cpp
template <class Trace> RunOutcome runIdaStar(GridSearch& search, Trace& trace);       // ida_star.cpp
template <class Trace> RunOutcome runThetaStar(GridSearch& search, Trace& trace);     // theta_star.cpp
template <class Trace> RunOutcome runLpaStar(GridSearch& search, Trace& trace);       // search/walk/lpa_star.cpp
template <class Trace> RunOutcome runAStarNoResort(GridSearch& search, Trace& trace); // astar_no_resort.cpp
template <class Trace> RunOutcome runAStarCapped(GridSearch& search, Trace& trace);   // astar_capped.cpp

// How an algorithm runs on a road network (search/roads/road_search.h), without and with a trace. The
// runners live in search/roads/, one file per loop; a row with the kRoadWorld bit has one.
struct RoadSearch;
struct RoadRunner {
  RunOutcome (*plain)(RoadSearch&, NoTrace&);
  RunOutcome (*traced)(RoadSearch&, TraceRecorder&);
};
template <class Trace> RunOutcome runRoadBestFirst(RoadSearch& search, Trace& trace);     // road_best_first.cpp
template <class Trace> RunOutcome runRoadBreadthFirst(RoadSearch& search, Trace& trace);  // road_best_first.cpp
template <class Trace> RunOutcome runRoadBidirectional(RoadSearch& search, Trace& trace); // road_bidirectional.cpp
template <class Trace> RunOutcome runRoadReducedCost(RoadSearch& search, Trace& trace);   // reduced_cost_astar.cpp
template <class Trace> RunOutcome runRoadAStarNoResort(RoadSearch& search, Trace& trace); // road_no_resort.cpp
template <class Trace> RunOutcome runRoadAlt(RoadSearch& search, Trace& trace);           // alt_search.cpp
template <class Trace> RunOutcome runRoadCh(RoadSearch& search, Trace& trace);            // ch_query.cpp

// How an algorithm runs: the one best-first loop ordered by a key, a plain queue or stack, two searches
// meeting in the middle, jumps between jump points, depth-first iterations under an f bound, or
// best-first with parents anywhere in line of sight, or a search repaired as the world changes (D* Lite).
enum class Family : std::uint8_t {
  BestFirst,
  Uninformed,
  Bidirectional,
  JumpPoint,
  IterativeDeepening,
  AnyAngle,
  Incremental,
};
// The order nodes leave the open list in (for a bidirectional search, each side's). None: there is no open
// list, only the recursion path (IDA*).
enum class PopOrder : std::uint8_t { LowestKey, Fifo, Lifo, None };
// When the path found is the cheapest one.
enum class Optimality : std::uint8_t {
  Always,
  IfAdmissible,               // the heuristic never overestimates under the movement rules
  IfAdmissibleAndWeightOne,   // as IfAdmissible, and the weight is 1
  IfUniformStepCosts,         // every step costs the same (4 directions or no diagonals, one terrain)
  Never,
};
// When a bidirectional search may stop (search/algorithms/bidirectional.h has the proofs), tested after
// every expansion. Each side's term is the key of its next node (+infinity when its open list is empty), as
// the Bound trace events carry it; mu is the cost of the best path known. Either term +infinity stops any
// rule. Floating sums compare with a relative tolerance of 1e-9.
enum class StopRule : std::uint8_t {
  None,        // not a bidirectional search
  TopSum,      // term_f + term_b >= mu (bidirectional Dijkstra: top g; BFS: layer depths)
  MMBound,     // max(fmin_f, fmin_b, gmin_f + gmin_b + cheapest step) >= mu (bidirectional A*; gmin: the
               // smallest g on a side's open list)
  FirstTouch,  // mu < infinity: the end of the expansion in which the sides first touched (not optimal)
  EachSide,    // (ch) a side stops once its own term reaches mu; the search stops when both have: the
               // searches climb a hierarchy and meet at a path's highest node (search/roads/ch_query.cpp)
};
// The worlds an algorithm runs in (a bit set). kGridWorld: one search on a known grid (Searcher::search, the
// `algorithm` option's choices). kWalkWorld: an agent walking a grid it learns and that changes (navigate,
// search/walk/navigator.h); such a row has no grid runner. kRoadWorld: one route on a road network
// (search/roads/road_router.h); such a row has a road runner. A row may serve the grid and roads both.
enum World : unsigned { kGridWorld = 1u, kWalkWorld = 2u, kRoadWorld = 4u };
// The kinds of grid cells an algorithm searches (a bit set): squares, hexes (graph/hex.h). The searcher
// refuses a grid search, and the page does not offer it, on a topology its row leaves out.
enum Topologies : unsigned { kSquareCells = 1u, kHexCells = 2u };
// What an algorithm needs of a grid's movement rules and costs to run at all (a bit set); the searcher
// refuses other requests with a reason, and the page says why it is not offered.
enum Requirement : unsigned {
  kNeedsNothing = 0u,
  kNeedsEightWayNoCornerCut = 1u,  // movement 8 with diagonal no-corner-cut (the MovingAI rule)
  kNeedsUniformCosts = 2u,         // every open cell kind on the grid costs the same to enter
};

// The open-list key is key.g * g + key.h * h, with key.h multiplied by the weight option when hTimesWeight;
// for a row with reportsKey, which figures the key reads (g, h or both), the key itself coming from the trace.
struct KeyFormula {
  double g;
  double h;
  bool hTimesWeight;
};

// Rows name their fields (designated initialisers); a field left out takes the default here.
struct AlgorithmInfo {
  Algorithm id;
  std::string_view name;  // the API's name: "astar"
  // Its id in a share link (the `algorithm` choice of a v2 link): explicit and append-only, so a row may sit
  // anywhere in the table. A new row takes the next unused number; an id is never changed or reused
  // (tests/node/share-links.test.mjs pins those shared so far).
  std::uint32_t shareId = 0;  // a row without one collides with astar's: the static_assert below says so
  Family family;
  PopOrder popOrder;
  KeyFormula key{0.0, 0.0, false};  // read when popOrder is LowestKey
  // Its key is not a fixed mix of g and h (it depends on a node's depth, say): its runner records each node's
  // key in a Key trace event after the node's event, and the page reads it from there instead of computing
  // it from `key`. Only such rows record Key events, so the other rows' traces are as they were.
  bool reportsKey = false;
  // An improved node keeps the key it was pushed with, so its place on the open list: the list is not
  // re-sorted when a G improves (astar-no-resort, the tutorials' bug). The trace's Improved events carry the
  // new G all the same; the page orders an improved node by its push's key.
  bool staleKeys = false;
  bool usesHeuristic = false;
  bool usesWeight = false;
  bool usesTieBreak = false;
  bool usesBudget = false;
  Optimality optimality = Optimality::Never;
  unsigned worlds = kGridWorld;
  unsigned topologies = kSquareCells | kHexCells;  // for its grid runs and walks
  // Why it leaves out the grids it does not run on ("" when it runs on all): the engine's refusal and the
  // page's words both read it.
  const char* topologyReason = "";
  unsigned needs = kNeedsNothing;  // Requirement bits
  StopRule stopRule = StopRule::None;  // read by the bidirectional runner, and by the page to show the test
  // Bytes per grid cell its runner keeps of its own, beside the searcher's node pool and open list (a second
  // side's, a jump table): the searcher's memory estimate (searcher.h). A test measures them.
  double cacheBytesPerCell = 0.0;
  // Its runner cache outlives edits of the loaded grid's cells (not a change of its size): LPA* keeps its
  // last search, with its own copy of the grid it searched, to repair it after the edits.
  bool repairsAfterEdits = false;
  // Its loop stops after this many expansions and reports no path, though the open list is not empty
  // (astar-capped, the tutorials' "give up after N" bug); 0: no cap.
  std::uint32_t expansionCap = 0;
  // Its road runner reads a preparation of the network (engine.prepare: ALT's landmarks, a contraction
  // hierarchy; search/roads/road_prepare.h) and is refused without one: the page's road searches leave it out
  // until it prepares.
  bool needsPreparation = false;
  GridRunner run{};  // grid-world rows only; empty for the walkers, which navigate() runs
  RoadRunner road{};  // road-world rows only
  // The code panel's C++ of its run: names of regions marked `// listing: NAME` in cpp/search (the build's
  // `frontier listings` writes them to web/wasm/frontier_listings.js and refuses a name with no region),
  // space-separated, in the order the panel shows them; together they hold a line for every trace event kind
  // the run records (tests/node/listings.test.mjs). For a grid search or a walk its run there; for a
  // road-only row its route.
  std::string_view listings{};
  // Its road run's listings where they differ from `listings`: a route's path comes from the road router, and
  // the walkers' road run is the drive (D* Lite's road planner). Empty: the row has no other road run.
  std::string_view roadListings{};
};

// Whether a search of `family` leaves in the node pool's marks what a replay of its trace shows at its end
// (Searcher::cellStates): one tree of open and closed nodes and nothing else drawn (no second side, no
// scanned cells, no iterations, no repair).
constexpr bool keepsCellStates(Family family) { return family == Family::BestFirst || family == Family::Uninformed; }

// Adding an algorithm: its value in the enum above, its runner's declaration and a row here, its own
// file under search/algorithms/ with its loop marked as a listing, its labels in web/ui/labels.js and its
// rows in docs/API.md's tables (docs/ARCHITECTURE.md). A grid search goes after the last grid row, before the
// walkers; its share id is the next unused number (share links write the `algorithm` choice by that id).
inline constexpr GridRunner kBestFirst{&runBestFirst<NoTrace>, &runBestFirst<TraceRecorder>};
inline constexpr GridRunner kBidirectional{&runBidirectional<NoTrace>, &runBidirectional<TraceRecorder>};
inline constexpr RoadRunner kRoadBestFirst{&runRoadBestFirst<NoTrace>, &runRoadBestFirst<TraceRecorder>};
inline constexpr RoadRunner kRoadBidirectional{&runRoadBidirectional<NoTrace>, &runRoadBidirectional<TraceRecorder>};
// On roads every estimate is the straight-line distance times the cheapest cost per unit of the metric
// (graph/road_graph.h RoadEstimate), consistent for both metrics: the rows' optimality holds as stated.
// JPS and JPS+ on hexes (AlgorithmInfo::topologyReason).
inline constexpr const char* kJumpPointTopologyReason = "its pruning rules are for square grids' straight and diagonal moves";

inline constexpr std::array<AlgorithmInfo, 22> kAlgorithmTable = {{
    {.id = Algorithm::AStar, .name = "astar", .shareId = 0,
     .family = Family::BestFirst, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true, .optimality = Optimality::IfAdmissible,
     .worlds = kGridWorld | kRoadWorld, .run = kBestFirst, .road = kRoadBestFirst,
     .listings = "best-first grid-path", .roadListings = "best-first road-path"},
    {.id = Algorithm::Dijkstra, .name = "dijkstra", .shareId = 1,
     .family = Family::BestFirst, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 0.0, false}, .usesTieBreak = true, .optimality = Optimality::Always,
     .worlds = kGridWorld | kRoadWorld, .run = kBestFirst, .road = kRoadBestFirst,
     .listings = "best-first grid-path", .roadListings = "best-first road-path"},
    {.id = Algorithm::Greedy, .name = "greedy", .shareId = 2,
     .family = Family::BestFirst, .popOrder = PopOrder::LowestKey,
     .key = {0.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true, .optimality = Optimality::Never,
     .run = kBestFirst,
     .listings = "best-first grid-path"},
    {.id = Algorithm::WeightedAStar, .name = "weighted-astar", .shareId = 3, .family = Family::BestFirst,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, true}, .usesHeuristic = true, .usesWeight = true,
     .usesTieBreak = true, .optimality = Optimality::IfAdmissibleAndWeightOne, .run = kBestFirst,
     .listings = "best-first grid-path"},
    {.id = Algorithm::BFS, .name = "bfs", .shareId = 4, .family = Family::Uninformed, .popOrder = PopOrder::Fifo,
     .optimality = Optimality::IfUniformStepCosts,
     .worlds = kGridWorld | kRoadWorld, .run = {&runBreadthFirst<NoTrace>, &runBreadthFirst<TraceRecorder>},
     .road = {&runRoadBreadthFirst<NoTrace>, &runRoadBreadthFirst<TraceRecorder>},
     .listings = "blind grid-path", .roadListings = "blind road-path"},
    {.id = Algorithm::DFS, .name = "dfs", .shareId = 5, .family = Family::Uninformed, .popOrder = PopOrder::Lifo,
     .optimality = Optimality::Never, .run = {&runDepthFirst<NoTrace>, &runDepthFirst<TraceRecorder>},
     .listings = "blind grid-path"},
    {.id = Algorithm::BidirectionalDijkstra, .name = "bidirectional-dijkstra", .shareId = 6,
     .family = Family::Bidirectional,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 0.0, false}, .usesTieBreak = true,
     .optimality = Optimality::Always, .worlds = kGridWorld | kRoadWorld, .stopRule = StopRule::TopSum,
     .cacheBytesPerCell = 26, .run = kBidirectional, .road = kRoadBidirectional,
     .listings = "bidirectional bidirectional-side grid-path", .roadListings = "bidirectional bidirectional-side road-path"},
    // Optimal with a consistent heuristic; on grids every admissible estimate here is consistent.
    {.id = Algorithm::BidirectionalAStar, .name = "bidirectional-astar", .shareId = 7, .family = Family::Bidirectional,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true,
     .optimality = Optimality::IfAdmissible, .worlds = kGridWorld | kRoadWorld, .stopRule = StopRule::MMBound,
     .cacheBytesPerCell = 42, .run = kBidirectional, .road = kRoadBidirectional,
     .listings = "bidirectional bidirectional-side grid-path", .roadListings = "bidirectional bidirectional-side road-path"},
    {.id = Algorithm::BidirectionalBFS, .name = "bidirectional-bfs", .shareId = 8, .family = Family::Bidirectional,
     .popOrder = PopOrder::Fifo, .optimality = Optimality::IfUniformStepCosts, .stopRule = StopRule::TopSum,
     .cacheBytesPerCell = 22, .run = kBidirectional,
     .listings = "bidirectional bidirectional-side grid-path"},
    // Bidirectional A* stopped where the two searches first touch (PathFinding.js's rule): the lesson.
    {.id = Algorithm::BidirectionalFirstTouch, .name = "bidirectional-first-touch", .shareId = 9,
     .family = Family::Bidirectional,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true,
     .optimality = Optimality::Never, .stopRule = StopRule::FirstTouch, .cacheBytesPerCell = 26,
     .run = kBidirectional,
     .listings = "bidirectional bidirectional-side grid-path"},
    // A* over jump points: the same loop and key, so optimal when the heuristic is admissible.
    {.id = Algorithm::JPS, .name = "jps", .shareId = 10, .family = Family::JumpPoint, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true, .optimality = Optimality::IfAdmissible,
     .topologies = kSquareCells, .topologyReason = kJumpPointTopologyReason,
     .needs = kNeedsEightWayNoCornerCut | kNeedsUniformCosts, .cacheBytesPerCell = 0.25,
     .run = {&runJumpPoint<NoTrace>, &runJumpPoint<TraceRecorder>},
     .listings = "best-first jump-successors jump-block jump grid-path"},
    {.id = Algorithm::JPSPlus, .name = "jps-plus", .shareId = 11,
     .family = Family::JumpPoint, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true, .optimality = Optimality::IfAdmissible,
     .topologies = kSquareCells, .topologyReason = kJumpPointTopologyReason,
     .needs = kNeedsEightWayNoCornerCut | kNeedsUniformCosts, .cacheBytesPerCell = 8,
     .run = {&runJumpPointPlus<NoTrace>, &runJumpPointPlus<TraceRecorder>},
     .listings = "best-first jump-successors jump-table jump grid-path"},
    {.id = Algorithm::IDAStar, .name = "ida-star", .shareId = 12,
     .family = Family::IterativeDeepening, .popOrder = PopOrder::None,
     .usesHeuristic = true, .usesBudget = true, .optimality = Optimality::IfAdmissible,
     .run = {&runIdaStar<NoTrace>, &runIdaStar<TraceRecorder>},
     .listings = "ida-star grid-path"},
    // Its estimate is always the straight-line distance (the heuristic option's octile would overestimate
    // any-angle distances), so it reads no heuristic option. Its paths are short, not shortest.
    {.id = Algorithm::ThetaStar, .name = "theta-star", .shareId = 13,
     .family = Family::AnyAngle, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .usesTieBreak = true, .optimality = Optimality::Never, .needs = kNeedsUniformCosts,
     .run = {&runThetaStar<NoTrace>, &runThetaStar<TraceRecorder>},
     .listings = "best-first theta-star grid-path"},
    // Lifelong Planning A* (Koenig, Likhachev & Furcy 2004): D* Lite's loop (search/core/dstar_lite.h) with
    // the agent held at the start, so km stays 0. It searches from the goal (g: the cost to the goal) and,
    // after edits of the grid, repairs its last search instead of searching again. Its estimate is the walk's
    // (octile, or Manhattan without diagonal steps, the hex distance on hexes, scaled to the cheapest
    // terrain): it reads no heuristic option. Optimal (its Theorem: g(start) is the cost of a cheapest path once the loop stops). Its cache:
    // g, rhs (8 + 8), via, queue slot, two stamps (4 each) and a copy of the grid (1); its queue, about a
    // frontier, is in the allowance for growing lists. The searcher's pool and open list serve the A* from
    // scratch a repair is compared with.
    {.id = Algorithm::LpaStar, .name = "lpa-star", .shareId = 14,
     .family = Family::Incremental, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .optimality = Optimality::Always, .cacheBytesPerCell = 33,
     .repairsAfterEdits = true, .run = {&runLpaStar<NoTrace>, &runLpaStar<TraceRecorder>},
     .listings = "lpa-star dstar-lite-plan dstar-lite grid-path"},
    // Two deliberately wrong A*s, labelled so and never called optimal, like bidirectional-first-touch: they
    // exist to show the open-list bug one A* tutorial warns of and the C++ tutorial's own 200-round loop
    // (lesson 4 of the puzzles; web/grid/examples.js has a map where each fails). A sorted open list not
    // re-sorted when a node's G improves: it may return a longer path, and on roads whose weights differ wildly
    // settle more nodes than Dijkstra.
    {.id = Algorithm::AStarNoResort, .name = "astar-no-resort", .shareId = 15, .family = Family::BestFirst,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, false}, .staleKeys = true, .usesHeuristic = true,
     .usesTieBreak = true, .optimality = Optimality::Never, .worlds = kGridWorld | kRoadWorld,
     .run = {&runAStarNoResort<NoTrace>, &runAStarNoResort<TraceRecorder>},
     .road = {&runRoadAStarNoResort<NoTrace>, &runRoadAStarNoResort<TraceRecorder>},
     .listings = "best-first astar-no-resort grid-path", .roadListings = "best-first astar-no-resort road-path"},
    // A* whose loop gives up after 200 iterations (the tutorial's number) and says "no path" on a big map.
    {.id = Algorithm::AStarCapped, .name = "astar-capped", .shareId = 16, .family = Family::BestFirst,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true,
     .optimality = Optimality::Never, .expansionCap = 200,
     .run = {&runAStarCapped<NoTrace>, &runAStarCapped<TraceRecorder>},
     .listings = "best-first astar-capped grid-path"},
    // The walkers. Each plan is optimal on the agent's knowledge at that moment (unsensed cells as floor);
    // the walk itself is not, as the agent learns on the way. Both read no heuristic option: they use the
    // octile (or, without diagonal steps, Manhattan; on hexes the hex) distance scaled to the cheapest terrain.
    // D* Lite's key is [min(g, rhs) + h + km, min(g, rhs)] (search/core/dstar_lite.h): g + h below.
    {.id = Algorithm::DStarLite, .name = "dstar-lite", .shareId = 17,
     .family = Family::Incremental, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .optimality = Optimality::Always, .worlds = kWalkWorld,
     .listings = "navigate sense dstar-lite-plan dstar-lite", .roadListings = "drive dstar-lite-plan dstar-lite"},
    {.id = Algorithm::RepeatedAStar, .name = "repeated-astar", .shareId = 18, .family = Family::BestFirst,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 1.0, false}, .optimality = Optimality::Always,
     .worlds = kWalkWorld,
     .listings = "navigate sense repeated-astar best-first"},
    // A* as Dijkstra on reduced costs: each step costs w(i, j) + h(j) - h(i) (non-negative when h is
    // consistent), so its g is A*'s g + h less the constant h(start), and ordering by that g alone (key g)
    // settles A*'s nodes in A*'s order. It reads the estimate (to reduce the costs, and h breaks ties as
    // A*'s smaller-h rule does).
    {.id = Algorithm::AStarReduced, .name = "astar-reduced", .shareId = 19, .family = Family::BestFirst,
     .popOrder = PopOrder::LowestKey, .key = {1.0, 0.0, false}, .usesHeuristic = true, .usesTieBreak = true,
     .optimality = Optimality::IfAdmissible, .worlds = kRoadWorld,
     .road = {&runRoadReducedCost<NoTrace>, &runRoadReducedCost<TraceRecorder>},
     .listings = "reduced-cost reduced-cost-step best-first road-path"},
    // ALT (Goldberg & Harrelson 2005): A* whose estimate is the landmarks' triangle-inequality bound,
    // max over L of max(d(L, t) - d(L, v), d(v, L) - d(t, L)), consistent, so always optimal. Needs
    // engine.prepare({technique: 'alt'}) for the network and metric of the route (the router refuses it
    // otherwise). Its estimate is the landmarks', not the heuristic option.
    {.id = Algorithm::Alt, .name = "alt", .shareId = 20, .family = Family::BestFirst, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 1.0, false}, .usesHeuristic = true, .usesTieBreak = true, .optimality = Optimality::Always,
     .worlds = kRoadWorld, .needsPreparation = true, .road = {&runRoadAlt<NoTrace>, &runRoadAlt<TraceRecorder>},
     .listings = "alt alt-estimate best-first road-path"},
    // The contraction hierarchy's query (Geisberger et al. 2008): Dijkstra up the hierarchy from both ends,
    // keyed by g, with stall-on-demand. Each side stops once its smallest key reaches mu (EachSide: no sum of
    // the two sides as bidirectional Dijkstra's top-sum rule, as both climb to the path's highest node). Needs engine.prepare({technique: 'ch'}) for the network and metric of the route.
    {.id = Algorithm::Ch, .name = "ch", .shareId = 21, .family = Family::Bidirectional, .popOrder = PopOrder::LowestKey,
     .key = {1.0, 0.0, false}, .optimality = Optimality::Always, .worlds = kRoadWorld,
     .stopRule = StopRule::EachSide, .needsPreparation = true,
     .road = {&runRoadCh<NoTrace>, &runRoadCh<TraceRecorder>},
     .listings = "ch road-path"},
}};

// The grid searches come first in the table, the walkers and the road-only rows after them: the
// `algorithm` option's choices (and every test that runs each grid search) are this prefix.
inline constexpr std::size_t kGridAlgorithmCount = static_cast<std::size_t>(Algorithm::DStarLite);
// (That the grid rows, and only they, have a grid runner, and the road rows a road runner, is a test:
// under the sanitizers GCC does not take a function's address compared with null as a constant.)
static_assert([] {
  for (std::size_t i = 0; i < kAlgorithmTable.size(); ++i)
    if (((kAlgorithmTable[i].worlds & kGridWorld) != 0) != (i < kGridAlgorithmCount)) return false;
  return true;
}(), "grid searches first, then the walkers and the road-only rows");
inline constexpr std::span<const AlgorithmInfo> kGridAlgorithms{kAlgorithmTable.data(), kGridAlgorithmCount};

// No two rows share a share id (AlgorithmInfo::shareId).
static_assert([] {
  for (std::size_t i = 0; i < kAlgorithmTable.size(); ++i)
    for (std::size_t j = i + 1; j < kAlgorithmTable.size(); ++j)
      if (kAlgorithmTable[i].shareId == kAlgorithmTable[j].shareId) return false;
  return true;
}(), "every row has a share id of its own");

// Row i describes Algorithm value i, so a lookup is an index.
static_assert([] {
  for (std::size_t i = 0; i < kAlgorithmTable.size(); ++i)
    if (static_cast<std::size_t>(kAlgorithmTable[i].id) != i) return false;
  return true;
}(), "kAlgorithmTable lists the algorithms in enum order");

inline const AlgorithmInfo& info(Algorithm algorithm) { return kAlgorithmTable[static_cast<std::size_t>(algorithm)]; }

// The names in a row's space-separated `listings` or `roadListings`, in order ("" gives none).
std::vector<std::string_view> listingNames(std::string_view list);

// True for the algorithms whose paths are optimal whenever their heuristic is admissible (weight and
// step costs aside): those that must match a benchmark's optimal lengths.
bool promisesOptimal(Algorithm algorithm);

// The names the schema exports these columns under.
inline constexpr NameTable<Family, 7> kFamilyNames = {{{Family::BestFirst, "best-first"},
                                                       {Family::Uninformed, "uninformed"},
                                                       {Family::Bidirectional, "bidirectional"},
                                                       {Family::JumpPoint, "jump-point"},
                                                       {Family::IterativeDeepening, "iterative-deepening"},
                                                       {Family::AnyAngle, "any-angle"},
                                                       {Family::Incremental, "incremental"}}};
inline constexpr NameTable<PopOrder, 4> kPopOrderNames = {
    {{PopOrder::LowestKey, "lowest-key"}, {PopOrder::Fifo, "fifo"}, {PopOrder::Lifo, "lifo"}, {PopOrder::None, "none"}}};
inline constexpr NameTable<StopRule, 5> kStopRuleNames = {{{StopRule::None, "none"},
                                                           {StopRule::TopSum, "top-sum"},
                                                           {StopRule::MMBound, "mm-bound"},
                                                           {StopRule::FirstTouch, "first-touch"},
                                                           {StopRule::EachSide, "each-side"}}};
inline constexpr NameTable<World, 3> kWorldNames = {
    {{kGridWorld, "grid"}, {kWalkWorld, "walk"}, {kRoadWorld, "road"}}};
inline constexpr NameTable<Topologies, 2> kTopologiesNames = {{{kSquareCells, "square"}, {kHexCells, "hex"}}};
inline constexpr NameTable<Requirement, 2> kRequirementNames = {
    {{kNeedsEightWayNoCornerCut, "eight-way-no-corner-cut"}, {kNeedsUniformCosts, "uniform-costs"}}};
inline constexpr NameTable<Optimality, 5> kOptimalityNames = {{{Optimality::Always, "always"},
                                                               {Optimality::IfAdmissible, "if-admissible"},
                                                               {Optimality::IfAdmissibleAndWeightOne, "if-admissible-and-weight-1"},
                                                               {Optimality::IfUniformStepCosts, "if-uniform-step-costs"},
                                                               {Optimality::Never, "never"}}};

// One search option as the API names it, with its values, default and range.
enum class OptionType : std::uint8_t { Choice, Number, Terrain };
struct OptionInfo {
  std::string_view name;  // the JS API's key: "heuristic"
  OptionType type;
  bool perAlgorithm;      // applies only to algorithms that use it (AlgorithmInfo::uses...)
  int onlyWithMovement;   // applies only with this movement (0: any)
  double min;             // Number: the range the page offers
  double max;
  bool whole = false;     // Number: whole numbers only
  bool onlyOnSquares = false;  // a square grid's rule (movement, diagonal, step costs): hexes have six moves of
                               // one unit and no corners
};

inline constexpr NameTable<OptionType, 3> kOptionTypeNames = {
    {{OptionType::Choice, "choice"}, {OptionType::Number, "number"}, {OptionType::Terrain, "terrain"}}};

inline constexpr std::array<OptionInfo, 10> kOptionTable = {{
    {"algorithm", OptionType::Choice, false, 0, 0, 0},
    {"heuristic", OptionType::Choice, true, 0, 0, 0},
    {"movement", OptionType::Choice, false, 0, 0, 0, false, true},
    {"diagonal", OptionType::Choice, false, 8, 0, 0, false, true},
    {"costs", OptionType::Choice, false, 0, 0, 0, false, true},
    {"weight", OptionType::Number, true, 0, 1, 20},
    {"tieBreak", OptionType::Choice, true, 0, 0, 0},
    {"terrainCosts", OptionType::Terrain, false, 0, 0, 1e6},
    {"budget", OptionType::Number, true, 0, 1000, 1e9, true},
    // Last, so the share codec's option order before it stays as it was.
    {"topology", OptionType::Choice, false, 0, 0, 0},
}};

}  // namespace frontier
