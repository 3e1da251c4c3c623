// The engine the page holds (web/core/engine.js), as Embind sees it: one object whose calls serve the three
// worlds. Its calls are written by world, beside what they read: grid_bindings.cpp (a grid: load, search,
// mazes, text, JPS+'s tables), walk_bindings.cpp (an agent walking the grid it learns), road_bindings.cpp (road
// networks: load, routes, preparation, the drive); bindings.cpp registers them all with Embind. Plain values
// and typed-array views cross the boundary; errors come back as strings (or {error} objects) that
// web/core/engine.js turns into JS Errors. Only the files of cpp/bindings/ include Emscripten headers.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/grid.h"
#include "graph/road_components.h"
#include "graph/road_figures.h"
#include "graph/road_map.h"
#include "graph/road_network.h"
#include "io/road_text.h"
#include "schema/schema_json.h"
#include "search/core/searcher.h"
#include "search/core/trace.h"
#include "search/roads/road_router.h"
#include "search/walk/navigator.h"

namespace frontier::bindings {

using emscripten::val;

// Everything a search reports besides its path, as numbers JS reads through one Float64Array view
// (an object with string fields would cost more per call than a short search itself).
// The path is there too, as the address and length of its cell ids: JS copies it out of HEAPU32, which
// costs less than a call returning a view.
// web/core/engine.js's STAT reads them by these positions.
enum Stat { kStatus, kCost, kLength, kExpanded, kGenerated, kMaxOpen, kMicros, kAdmissible, kOptimal,
            kTraceComplete, kPathAddress, kPathLength, kScanned, kIterations, kPrecomputeMicros, kPrecomputeBytes,
            kRepaired, kRepairChanged, kRepairTouched, kRepairFreshAStar, kStatCount };
// The counts of the road network last loaded, read by web/core/engine.js's NETWORK_STAT. kNetReportsDropped: 1
// when the network came from a reader that drops parts (an OSM import, or its snapshot), so the dropped counts mean something.
enum NetworkStat { kNetNodes, kNetArcs, kNetRoads, kNetOneWayRoads, kNetDroppedNodes, kNetDroppedRoads, kNetReportsDropped,
                   kNetStatCount };
// The figures of a walk, read by web/core/engine.js's WALK_STAT; its replans are 8 numbers each (move, agent
// cell, plan cost, expanded, updated, planner micros, from-scratch A*'s expanded and cost), read through
// walkReplansView().
enum WalkStat { kWalkReached, kWalkCost, kWalkExpanded, kWalkUpdated, kWalkMicros, kWalkTraceComplete, kWalkStatCount };

// {error} as JS reads a refused request of the calls that answer with an object.
inline val errorObject(const std::string& error) {
  val out = val::object();
  out.set("error", error);
  return out;
}

// A drawn walk's or route's check (WalkCheck, RouteCheck: the same fields) as JS reads it:
// {legal, cost}, and {failedStep, reason} when it is not legal.
template <class Check>
val checkObject(const Check& check) {
  val out = val::object();
  out.set("legal", check.legal);
  out.set("cost", check.cost);
  if (!check.legal) {
    out.set("failedStep", static_cast<double>(check.failedStep));
    out.set("reason", check.reason);
  }
  return out;
}

class Engine {
 public:
  // --- a grid (grid_bindings.cpp) ---
  // A buffer of `count` bytes in wasm memory that JS fills with cell codes before loadGrid.
  val stageCells(std::size_t count);

  std::string loadGrid(int width, int height);

  // Sets the options of later searches from one object with every option of the registry (web/core/
  // engine.js fills in the defaults); returns an empty string or the reason they are refused.
  // web/core/engine.js calls it only when the options change, so names are parsed once, not per search.
  std::string configure(const val& request);

  // Runs a search with the configured options; the status and figures land in statsView(). With a trace and
  // `onPrefix` a function, calls onPrefix(view of the events so far, 4 words an event) once, in the middle of
  // the search, when prefixEvents are recorded (web/core/engine.js copies them at once).
  void search(int startX, int startY, int goalX, int goalY, bool trace, val onPrefix, double prefixEvents);

  std::string error() const { return last_.error; }
  // The figures of the last search (Stat), a view into wasm memory valid until the next call: JS copies it at once.
  val statsView() const { return val(emscripten::typed_memory_view(kStatCount, stats_)); }

  // A walk drawn on the loaded grid (a flat array x0, y0, x1, y1, ... checked for type by web/core/engine.js),
  // judged by the configured options' move rules (search/core/walk_check.h).
  val checkWalk(const val& flat) const;

  // Each cell's state when the last search ended into cellStatesView() (Searcher::cellStates); an empty
  // string or why not.
  std::string cellStates() { return searcher_.cellStates(cellStates_); }
  val cellStatesView() const { return val(emscripten::typed_memory_view(cellStates_.size(), cellStates_.data())); }

  // Caps what later searches may hold (searcher.h); JS has checked that `bytes` is a whole number.
  std::string setMemoryLimit(double bytes) { return searcher_.setMemoryLimit(static_cast<std::size_t>(bytes)); }

  // Generates a maze into mazeView()/mazeEventsView(); returns an empty string or the reason it was refused.
  // The seed comes as a double: JS numbers carry integers exactly up to 2^53.
  std::string generateMaze(const std::string& kind, int width, int height, double seed, double braid, double density,
                           double terrainCoverage, double terrainScale, const std::string& topology);
  val mazeView() const { return val(emscripten::typed_memory_view(maze_.cells.size(), maze_.cells.data())); }
  val mazeEventsView() const { return val(emscripten::typed_memory_view(mazeEvents_.size(), mazeEvents_.data())); }
  void dropMaze();

  // Reads a grid from text (text_grid.h) into mazeView(); start and goal via textStartGoal(). Returns an
  // empty string or the reason, naming line and column.
  std::string parseGrid(const std::string& text);
  int mazeWidth() const { return maze_.width; }
  int mazeHeight() const { return maze_.height; }
  val textStartGoal() const { return val(emscripten::typed_memory_view(4, startGoal_.data())); }
  std::string textTopology() const { return textTopology_; }  // of the text parseGrid read last

  // Writes the grid staged by stageCells as "ascii" (with S and G where x >= 0) or "movingai" text.
  std::string exportGrid(const std::string& format, int width, int height, int startX, int startY, int goalX,
                         int goalY, const std::string& topology);

  // Reads a MovingAI .scen into scenarioView(): 5 numbers a query (start x, start y, goal x, goal y,
  // optimal length). Returns an empty string or the reason, naming the line.
  std::string parseScenario(const std::string& text);
  val scenarioView() const { return val(emscripten::typed_memory_view(scenario_.size(), scenario_.data())); }

  // JPS+'s jump distances of the loaded grid (search/algorithms/jump_point_plus.h says what they mean): an
  // Int16Array of width * height * 8 numbers, cell (x, y)'s 8 from index 8 * (y * width + x), in direction
  // order N, E, S, W, NE, SE, SW, NW. d > 0: a jump point d steps away; d <= 0: none, -d steps before a
  // wall. Empty without a grid. A view, valid until the next call: JS copies it (slice()).
  val jumpDistances();

  // The forced neighbours of cell (x, y) of the loaded grid when a jump enters it moving (dx, dy): JPS's own
  // rule (search/algorithms/jump_point.h, forcedSides), for the page to name and mark them. The straight
  // sides whose cells are forced, as a set of directions (bit d for direction d of padded_grid.h: N, E, S,
  // W); 0 for a diagonal move. -1 for a bad request, its reason in forcedSidesError(). A number, not an array of
  // objects: web/core/jump-reasons.js asks it of every jump point of a trace, and Embind's objects cost
  // about ten times as much per call.
  int forcedSides(int x, int y, int dx, int dy);
  std::string forcedSidesError() const { return forcedError_; }

  // --- a walk on the grid (walk_bindings.cpp) ---
  // Walks an agent on the loaded grid (search/walk/navigator.h) from one object: algorithm, movement, diagonal,
  // costs, terrainCosts, startX, startY, goalX, goalY, sensorRadius (Infinity: everything), changes (a flat
  // array of beforeMove, x, y, code for each changed cell), fromScratch, fromScratchBudget, traceLimit and trace, checked for type by web/core/engine.js.
  // Returns an empty string or the reason the walk was refused; the walk lands in the walk views.
  std::string navigate(const val& request);
  std::string walkReason() const { return walk_.reason; }
  val walkStatsView() const { return val(emscripten::typed_memory_view(kWalkStatCount, walkStats_)); }
  val walkMovesView() const { return val(emscripten::typed_memory_view(walk_.moves.size(), walk_.moves.data())); }
  val walkReplansView() const { return val(emscripten::typed_memory_view(walkReplans_.size(), walkReplans_.data())); }
  // Frees the walk once JS has its copy.
  void dropWalk();

  // --- road networks (road_bindings.cpp) ---
  // Road networks (issue 13): the engine holds one current network. Each load builds the new one aside and
  // replaces the current one only when everything succeeded, so a refused request changes nothing.
  // Returns an empty string or the reason.
  // onProgress(done, total), when a function, hears the generation's progress and cancels it by returning
  // false (random_network.h, GenerateControl; web/core/engine.js made it return a boolean and never throw: a
  // throw would unwind these frames without their destructors, leaking what the generation held).
  std::string generateNetwork(int nodes, double seed, val onProgress);
  // The current network as a snapshot (io/road_snapshot.h): a Uint8Array JS owns. Empty without a network.
  val networkSnapshot() const;
  // A buffer of `count` bytes in wasm memory that JS fills with a snapshot before loadSnapshot: never more than
  // the largest snapshot (JS refuses a longer one, seeing a shorter view).
  val stageSnapshot(double count);
  // Loads the staged snapshot as the current network; an empty string, or the reason it is refused (then the
  // network stays as it was).
  std::string loadSnapshot();
  // format: "frontier" (text), "osm" (text), "dimacs" (text is the .gr, co the .co).
  std::string parseNetwork(const std::string& format, const std::string& text, const std::string& co);
  val networkStatsView() const { return val(emscripten::typed_memory_view(kNetStatCount, networkStats_)); }
  std::string networkHash() const { return frontier::networkHash(network_); }
  // Views of the current network, valid until the next call that allocates: JS copies them at once.
  val networkCoordinates() const;
  val networkFirstArcs() const;
  val networkTargets() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.targets())); }
  val networkLengths() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.costs(RoadMetric::Length))); }
  val networkTimes() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.costs(RoadMetric::Time))); }
  val networkClasses() const { return val(emscripten::typed_memory_view(arcClasses_.size(), arcClasses_.data())); }
  std::string exportNetwork() const { return toRoadText(roadMap_); }
  // The junctions' names (RoadMap::names: "Boulevard Albert 1er / Rue Grimaldi", from OpenStreetMap or a
  // compact file's names section): an array of strings, one per node ('' for an unnamed one), or an empty
  // array when the network names none.
  val networkNames() const;

  // The road queries (docs/API.md, "Road routes"), each one object in, one object out: {error} or the
  // result with the API's field names (a query costs milliseconds, so building the object costs little).
  // web/core/engine.js has checked the types; the router checks the values. A route's trace is read
  // through traceView() like a grid search's.
  val route(const val& request);

  // engine.prepare (docs/API.md, "ALT and contraction hierarchies"): {technique, landmarks, selection, metric,
  // onProgress} -> {technique, metric, micros, landmarks, shortcuts, witnessesAvoided, upwardArcs, bytes,
  // bytesPerNode} or {error}. web/core/engine.js has checked the types and names; onProgress(done, total),
  // when given, is called every progressEvery units of work and cancels by returning false (it never throws:
  // web/core/engine.js turns a throw into a cancel, and throws it once this returns).
  val prepare(const val& request);
  // engine.altBound(node): the landmark bound at `node` toward the last 'alt' route's goal, with the landmark
  // that gave it: {landmark (index, -1 for none), landmarkNode, direction ('from': d(L, goal) - d(L, node);
  // 'to': d(node, L) - d(goal, L)), first, second, bound} or {error}.
  val altBound(double node);

  // engine.contractionRecord(first, count): the contraction as the page plays it (issue 33, "Play the
  // contraction"), ranks first .. first + count - 1 of the last CH preparation: {ranks (every node), nodes (the
  // node of each rank), shortcutStart (per rank, into shortcutFrom/To; count + 1 entries), shortcutFrom,
  // shortcutTo (the shortcuts added when that node left: each bypasses it), witnesses (per rank, the witness
  // searches that spared a shortcut)} or {error}. Reads contraction.h's record; computes nothing.
  val contractionRecord(double first, double count);

  // A route drawn on the loaded network ({nodes: Uint32Array, metric}), judged by its arcs (route_check.h).
  val checkRoute(const val& request);

  val disjointRoutes(const val& request);

  val alternativeRoutes(const val& request);

  // A drive with blocked roads (docs/API.md, "A drive on roads that may be blocked"): `blocked` comes as a
  // flat array of end nodes, from0, to0, from1, to1 ..., checked for type by web/core/engine.js.
  val drive(const val& request);

  // --- shared by the worlds (bindings.cpp) ---
  // The last search's, walk's, route's or drive's trace, a view into wasm memory valid until the next call: JS
  // copies it at once.
  val traceView() const;
  // Frees the recorded trace once JS has its copy: a 1024x1024 trace can take hundreds of megabytes.
  void dropTrace() { trace_ = TraceRecorder(); }

  // Bytes malloc has handed out and not taken back: the leak tests watch it.
  double heapBytes() const { return static_cast<double>(mallinfo().uordblks); }

  // The schema (trace format, algorithm and option registries) this module was built with: the same text
  // as web/wasm/frontier_schema.js, which a test checks.
  std::string schema() const { return schemaJson(); }

 private:
  // Makes `map` the current network (roads as given, arcs built); an empty string or the reason it is refused.
  std::string adoptNetwork(RoadMap map, DroppedParts dropped, bool reportsDropped = false);

  Searcher searcher_;
  RoadNetwork network_;  // the current road network
  RoadRouter router_{network_};  // its queries (it notices a new network by its version)
  RoadMap roadMap_;      // the same, as roads (for export)
  std::vector<std::uint8_t> arcClasses_;  // each arc's RoadClass, in the network's arc order
  double networkStats_[kNetStatCount] = {};
  std::vector<std::uint8_t> staging_;
  std::vector<std::uint8_t> snapshotStaging_;  // a snapshot JS copied in, until loadSnapshot reads it
  SearchOptions options_;
  SearchResult last_;
  std::string forcedError_;  // why the last forcedSides() call was refused
  double stats_[kStatCount] = {};
  TraceRecorder trace_;
  WalkResult walk_;
  double walkStats_[kWalkStatCount] = {};
  std::vector<double> walkReplans_;
  Grid maze_;  // the last generated or parsed grid
  std::vector<std::uint32_t> mazeEvents_;
  std::array<int, 4> startGoal_{};
  std::string textTopology_ = "square";
  std::vector<double> scenario_;
  std::vector<std::int16_t> distances_;  // the last jumpDistances()
  std::vector<std::uint8_t> cellStates_;  // the last cellStates()
};

}  // namespace frontier::bindings
