// The Embind layer: the only file that includes Emscripten headers. Plain values and typed-array views
// cross the boundary; errors come back as strings that web/core/engine.js turns into JS Errors.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "generate/mazes/generate.h"
#include "generate/roads/random_network.h"
#include "graph/road_components.h"
#include "graph/road_figures.h"
#include "io/dimacs.h"
#include "io/movingai.h"
#include "io/osm.h"
#include "io/road_snapshot.h"
#include "io/road_text.h"
#include "io/text_grid.h"
#include "search/algorithms/jump_point.h"
#include "search/algorithms/jump_point_plus.h"
#include "schema/schema_json.h"
#include "search/core/searcher.h"
#include "search/core/walk_check.h"
#include "search/roads/contraction.h"
#include "search/roads/road_router.h"
#include "search/roads/route_check.h"
#include "search/walk/navigator.h"

namespace {

using namespace frontier;
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

class Engine {
 public:
  // A buffer of `count` bytes in wasm memory that JS fills with cell codes before loadGrid.
  val stageCells(std::size_t count) {
    // Never more than the largest grid: JS checks first, this keeps a bad call from exhausting memory.
    staging_.assign(std::min(count, std::size_t{kMaxSide} * kMaxSide), 0);
    return val(emscripten::typed_memory_view(staging_.size(), staging_.data()));
  }

  std::string loadGrid(int width, int height) {
    std::string error = searcher_.setGrid(width, height, staging_.data(), staging_.size());
    std::vector<std::uint8_t>().swap(staging_);
    return error;
  }

  // Sets the options of later searches from one object with every option of the registry (web/core/
  // engine.js fills in the defaults); returns an empty string or the reason they are refused.
  // web/core/engine.js calls it only when the options change, so names are parsed once, not per search.
  std::string configure(const val& request) {
    SearchOptions options;
    const auto text = [&](const char* key) { return request[key].as<std::string>(); };
    std::string error = parseOptions(text("algorithm"), text("heuristic"), text("diagonal"), text("costs"),
                                     text("tieBreak"), options);
    if (error.empty()) {
      const std::string topology = text("topology");
      if (const auto parsed = parseTopology(topology)) options.topology = *parsed;
      else error = "unknown topology '" + topology.substr(0, 40) + "' (expected one of square, hex)";
    }
    options.movement = request["movement"].as<int>();
    options.weight = request["weight"].as<double>();
    options.budget = request["budget"].as<double>();
    const val terrain = request["terrainCosts"];
    for (int kind = 0; kind < kCellKinds; ++kind) {
      if (kind != static_cast<int>(Cell::Wall)) options.terrain[kind] = terrain[std::string(kCellNames[kind])].as<double>();
    }
    if (error.empty()) error = checkOptions(options);
    if (error.empty()) options_ = options;
    return error;
  }

  // Runs a search with the configured options; the status and figures land in statsView(). With a trace and
  // `onPrefix` a function, calls onPrefix(view of the events so far, 4 words an event) once, in the middle of
  // the search, when prefixEvents are recorded (web/core/engine.js copies them at once).
  void search(int startX, int startY, int goalX, int goalY, bool trace, val onPrefix, double prefixEvents) {
    const SearchRequest request{{startX, startY}, {goalX, goalY}, options_};
    trace_.clear();
    if (trace && onPrefix.typeOf().as<std::string>() == "function") {
      trace_.watchPrefix(static_cast<std::size_t>(prefixEvents), [&onPrefix](const std::vector<TraceEvent>& events) {
        onPrefix(val(emscripten::typed_memory_view(events.size() * 4, reinterpret_cast<const std::uint32_t*>(events.data()))));
      });
    }
    last_ = trace ? searcher_.search(request, trace_) : searcher_.search(request);
    trace_.unwatchPrefix();  // its hook refers to onPrefix, which ends here
    stats_[kStatus] = static_cast<double>(last_.status);
    stats_[kCost] = last_.cost;
    stats_[kLength] = last_.length;
    stats_[kExpanded] = static_cast<double>(last_.expanded);
    stats_[kGenerated] = static_cast<double>(last_.generated);
    stats_[kMaxOpen] = static_cast<double>(last_.maxOpen);
    stats_[kMicros] = last_.micros;
    stats_[kAdmissible] = last_.admissible;
    stats_[kOptimal] = last_.optimal;
    stats_[kTraceComplete] = last_.traceComplete;
    stats_[kPathAddress] = static_cast<double>(reinterpret_cast<std::uintptr_t>(last_.path.data()));
    stats_[kPathLength] = static_cast<double>(last_.path.size());
    stats_[kScanned] = static_cast<double>(last_.scanned);
    stats_[kIterations] = static_cast<double>(last_.iterations);
    stats_[kPrecomputeMicros] = last_.precomputeMicros;
    stats_[kPrecomputeBytes] = static_cast<double>(last_.precomputeBytes);
    stats_[kRepaired] = last_.repair.repaired;
    stats_[kRepairChanged] = static_cast<double>(last_.repair.changedCells);
    stats_[kRepairTouched] = static_cast<double>(last_.repair.touched);
    stats_[kRepairFreshAStar] = static_cast<double>(last_.repair.freshAStarExpanded);
  }

  std::string error() const { return last_.error; }

  // A walk drawn on the loaded grid (a flat array x0, y0, x1, y1, ... checked for type by web/core/engine.js),
  // judged by the configured options' move rules (search/core/walk_check.h).
  val checkWalk(const val& flat) const {
    if (!searcher_.hasGrid()) return errorObject("no grid loaded");
    const std::size_t count = flat["length"].as<std::size_t>() / 2;
    std::vector<Point> cells;
    cells.reserve(count);
    for (std::size_t i = 0; i < count; ++i) cells.push_back({flat[2 * i].as<int>(), flat[2 * i + 1].as<int>()});
    return checkObject(frontier::checkWalk(searcher_.grid(), options_, cells));
  }

  // Each cell's state when the last search ended into cellStatesView() (Searcher::cellStates); an empty
  // string or why not.
  std::string cellStates() { return searcher_.cellStates(cellStates_); }
  val cellStatesView() const { return val(emscripten::typed_memory_view(cellStates_.size(), cellStates_.data())); }

  // Caps what later searches may hold (searcher.h); JS has checked that `bytes` is a whole number.
  std::string setMemoryLimit(double bytes) { return searcher_.setMemoryLimit(static_cast<std::size_t>(bytes)); }

  // Walks an agent on the loaded grid (search/walk/navigator.h) from one object: algorithm, movement, diagonal,
  // costs, terrainCosts, startX, startY, goalX, goalY, sensorRadius (Infinity: everything), changes (a flat
  // array of beforeMove, x, y, code for each changed cell), fromScratch, fromScratchBudget, traceLimit and trace, checked for type by web/core/engine.js.
  // Returns an empty string or the reason the walk was refused; the walk lands in the walk views.
  std::string navigate(const val& request) {
    if (!searcher_.hasGrid()) return "no grid loaded";
    WalkRequest walk;
    const auto text = [&](const char* key) { return request[key].as<std::string>(); };
    std::string error = parseOptions("astar", "octile", text("diagonal"), text("costs"), "smaller-h", walk.options);
    if (!error.empty()) return error;
    const auto algorithm = parseAlgorithm(text("algorithm"));
    if (!algorithm || !(info(*algorithm).worlds & kWalkWorld)) {
      return "unknown algorithm '" + text("algorithm") + "' for navigate (expected dstar-lite or repeated-astar)";
    }
    walk.options.algorithm = *algorithm;
    const std::string topology = text("topology");
    if (const auto parsed = parseTopology(topology)) walk.options.topology = *parsed;
    else return "unknown topology '" + topology.substr(0, 40) + "' (expected one of square, hex)";
    walk.options.movement = request["movement"].as<int>();
    const val terrain = request["terrainCosts"];
    for (int kind = 0; kind < kCellKinds; ++kind) {
      if (kind != static_cast<int>(Cell::Wall)) walk.options.terrain[kind] = terrain[std::string(kCellNames[kind])].as<double>();
    }
    walk.start = {request["startX"].as<int>(), request["startY"].as<int>()};
    walk.goal = {request["goalX"].as<int>(), request["goalY"].as<int>()};
    const double radius = request["sensorRadius"].as<double>();
    walk.sensorRadius = std::isinf(radius) && radius > 0 ? kSenseEverything : static_cast<int>(std::clamp(radius, -1.0, 1e6));
    const std::vector<double> changes = emscripten::vecFromJSArray<double>(request["changes"]);
    for (std::size_t i = 0; i + 3 < changes.size(); i += 4) {
      walk.changes.push_back({static_cast<std::uint32_t>(changes[i]),
                              {{{static_cast<int>(changes[i + 1]), static_cast<int>(changes[i + 2])}, static_cast<int>(changes[i + 3])}}});
    }
    walk.fromScratch = request["fromScratch"].as<bool>();
    // Whole numbers (JS checked them) or Infinity: no cap.
    const double budget = request["fromScratchBudget"].as<double>();
    if (std::isfinite(budget)) walk.fromScratchBudget = static_cast<std::uint64_t>(budget);
    walk.traceLimit = static_cast<std::size_t>(std::min(request["traceLimit"].as<double>(), double(TraceRecorder::kMaxEvents)));
    // A walk goes through the searches' memory check: refused over the limit (setMemoryLimit) or when the
    // allocator cannot give it, before it allocates; its trace gets what the limit leaves, as a search's does.
    // Unchecked, a 4096 x 4096 walk took 580 MB under a 64 MiB limit, and traced, 1.6 GB.
    const std::size_t need = walkBytesNeeded(searcher_.width(), searcher_.height(), walk);
    if (std::string refusal = memoryRefusal("walk", need, searcher_.memoryLimit()); !refusal.empty()) return refusal;
    walk.traceLimit = std::min(walk.traceLimit, (searcher_.memoryLimit() - need) / sizeof(TraceEvent));
    trace_.clear();
    walk_ = frontier::navigate(searcher_.grid(), walk, request["trace"].as<bool>() ? &trace_ : nullptr);
    walkStats_[kWalkReached] = walk_.reached;
    walkStats_[kWalkCost] = walk_.cost;
    walkStats_[kWalkExpanded] = static_cast<double>(walk_.expanded);
    walkStats_[kWalkUpdated] = static_cast<double>(walk_.updated);
    walkStats_[kWalkMicros] = walk_.micros;
    walkStats_[kWalkTraceComplete] = walk_.traceComplete;
    walkReplans_.clear();
    for (const Replan& replan : walk_.replans) {
      walkReplans_.insert(walkReplans_.end(), {double(replan.move), double(replan.at), replan.planCost,
                                               double(replan.expanded), double(replan.updated), replan.micros,
                                               double(replan.scratchExpanded), replan.scratchCost});
    }
    return walk_.error;
  }
  std::string walkReason() const { return walk_.reason; }
  val walkStatsView() const { return val(emscripten::typed_memory_view(kWalkStatCount, walkStats_)); }
  val walkMovesView() const { return val(emscripten::typed_memory_view(walk_.moves.size(), walk_.moves.data())); }
  val walkReplansView() const { return val(emscripten::typed_memory_view(walkReplans_.size(), walkReplans_.data())); }
  // Frees the walk once JS has its copy.
  void dropWalk() {
    walk_ = WalkResult();
    std::vector<double>().swap(walkReplans_);
  }

  // Views into wasm memory, valid until the next call: JS copies them at once.
  val statsView() const { return val(emscripten::typed_memory_view(kStatCount, stats_)); }
  val traceView() const {
    const auto& events = trace_.events();
    return val(emscripten::typed_memory_view(events.size() * 4,
                                             reinterpret_cast<const std::uint32_t*>(events.data())));
  }

  // Generates a maze into mazeView()/mazeEventsView(); returns an empty string or the reason it was refused.
  // The seed comes as a double: JS numbers carry integers exactly up to 2^53.
  std::string generateMaze(const std::string& kind, int width, int height, double seed, double braid, double density,
                           double terrainCoverage, double terrainScale, const std::string& topology) {
    MazeRequest request{kind, width, height, static_cast<std::uint64_t>(seed), braid, density, terrainCoverage, terrainScale};
    const auto parsedTopology = parseTopology(topology);
    if (!parsedTopology) return "unknown topology '" + topology.substr(0, 40) + "' (expected one of square, hex)";
    request.topology = *parsedTopology;
    mazeEvents_.clear();
    return frontier::generateMaze(request, maze_, &mazeEvents_);
  }
  val mazeView() const { return val(emscripten::typed_memory_view(maze_.cells.size(), maze_.cells.data())); }
  val mazeEventsView() const { return val(emscripten::typed_memory_view(mazeEvents_.size(), mazeEvents_.data())); }
  void dropMaze() {
    maze_ = Grid();
    std::vector<std::uint32_t>().swap(mazeEvents_);
  }

  // Reads a grid from text (text_grid.h) into mazeView(); start and goal via textStartGoal(). Returns an
  // empty string or the reason, naming line and column.
  std::string parseGrid(const std::string& text) {
    TextGrid parsed;
    std::string error = parseGridText(text, parsed);
    if (!error.empty()) return error;
    maze_ = std::move(parsed.grid);
    mazeEvents_.clear();
    textTopology_ = std::string(name(parsed.topology));
    startGoal_ = {parsed.start ? parsed.start->x : -1, parsed.start ? parsed.start->y : -1,
                  parsed.goal ? parsed.goal->x : -1, parsed.goal ? parsed.goal->y : -1};
    return {};
  }
  int mazeWidth() const { return maze_.width; }
  int mazeHeight() const { return maze_.height; }
  val textStartGoal() const { return val(emscripten::typed_memory_view(4, startGoal_.data())); }
  std::string textTopology() const { return textTopology_; }  // of the text parseGrid read last

  // Writes the grid staged by stageCells as "ascii" (with S and G where x >= 0) or "movingai" text.
  std::string exportGrid(const std::string& format, int width, int height, int startX, int startY, int goalX,
                         int goalY, const std::string& topology) {
    if (!checkGrid(width, height, staging_.data(), staging_.size()).empty()) return {};
    Grid grid{width, height, staging_};
    std::vector<std::uint8_t>().swap(staging_);
    if (format == "movingai") return toMovingAiMap(grid);
    auto point = [](int x, int y) { return x >= 0 ? std::optional<Point>(Point{x, y}) : std::nullopt; };
    return toAscii(grid, point(startX, startY), point(goalX, goalY), parseTopology(topology).value_or(Topology::Square));
  }

  // Reads a MovingAI .scen into scenarioView(): 5 numbers a query (start x, start y, goal x, goal y,
  // optimal length). Returns an empty string or the reason, naming the line.
  std::string parseScenario(const std::string& text) {
    std::vector<ScenarioQuery> queries;
    std::string error = textSizeError(text.size());
    if (error.empty()) error = parseMovingAiScenario(text, queries);
    scenario_.clear();
    if (!error.empty()) return error;
    for (const ScenarioQuery& q : queries) {
      scenario_.insert(scenario_.end(), {double(q.start.x), double(q.start.y), double(q.goal.x), double(q.goal.y),
                                         q.optimalLength});
    }
    return {};
  }
  val scenarioView() const { return val(emscripten::typed_memory_view(scenario_.size(), scenario_.data())); }

  // Road networks (issue 13): the engine holds one current network. Each load builds the new one aside and
  // replaces the current one only when everything succeeded, so a refused request changes nothing.
  // Returns an empty string or the reason.
  // onProgress(done, total), when a function, hears the generation's progress and cancels it by returning
  // false (random_network.h, GenerateControl; web/core/engine.js made it return a boolean and never throw: a
  // throw would unwind these frames without their destructors, leaking what the generation held).
  std::string generateNetwork(int nodes, double seed, val onProgress) {
    RoadMap map;
    const RandomNetworkRequest request{static_cast<std::size_t>(std::max(nodes, 0)), static_cast<std::uint64_t>(seed)};
    GenerateControl control;
    if (onProgress.typeOf().as<std::string>() == "function") {
      control.progress = [&onProgress](std::size_t done, std::size_t total) {
        return onProgress(static_cast<double>(done), static_cast<double>(total)).as<bool>();
      };
    }
    if (std::string error = generateRoadNetwork(request, map, control); !error.empty()) return error;
    return adoptNetwork(std::move(map), {});
  }
  // The current network as a snapshot (io/road_snapshot.h): a Uint8Array JS owns. Empty without a network.
  val networkSnapshot() const {
    if (network_.nodeCount() == 0) return val::global("Uint8Array").new_(0);
    RoadSnapshotExtras extras;
    extras.reportsDropped = networkStats_[kNetReportsDropped] != 0;
    extras.dropped = {static_cast<std::size_t>(networkStats_[kNetDroppedNodes]), static_cast<std::size_t>(networkStats_[kNetDroppedRoads])};
    const std::vector<std::uint8_t> bytes = writeRoadSnapshot(roadMap_, extras);
    return val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<val>("slice");
  }
  // A buffer of `count` bytes in wasm memory that JS fills with a snapshot before loadSnapshot: never more than
  // the largest snapshot (JS refuses a longer one, seeing a shorter view).
  val stageSnapshot(double count) {
    const double most = static_cast<double>(kMaxRoadSnapshotBytes);
    snapshotStaging_.assign(static_cast<std::size_t>(std::clamp(count, 0.0, most)), 0);
    return val(emscripten::typed_memory_view(snapshotStaging_.size(), snapshotStaging_.data()));
  }
  // Loads the staged snapshot as the current network; an empty string, or the reason it is refused (then the
  // network stays as it was).
  std::string loadSnapshot() {
    RoadMap map;
    RoadSnapshotExtras extras;
    std::string error = readRoadSnapshot(snapshotStaging_.data(), snapshotStaging_.size(), map, extras);
    std::vector<std::uint8_t>().swap(snapshotStaging_);
    if (!error.empty()) return error;
    return adoptNetwork(std::move(map), extras.dropped, extras.reportsDropped);
  }
  // format: "frontier" (text), "osm" (text), "dimacs" (text is the .gr, co the .co).
  std::string parseNetwork(const std::string& format, const std::string& text, const std::string& co) {
    RoadMap map;
    OsmReport report;
    std::string error;
    if (format == "frontier") error = parseRoadText(text, map);
    else if (format == "osm") error = parseOsm(text, map, report);
    else if (format == "dimacs") error = parseDimacs(text, co, map);
    else return "unknown network format '" + format.substr(0, 40) + "' (expected frontier, dimacs or osm)";
    if (!error.empty()) return error;
    return adoptNetwork(std::move(map), {report.droppedNodes, report.droppedRoads}, format == "osm");
  }
  val networkStatsView() const { return val(emscripten::typed_memory_view(kNetStatCount, networkStats_)); }
  std::string networkHash() const { return frontier::networkHash(network_); }
  // Views of the current network, valid until the next call that allocates: JS copies them at once.
  val networkCoordinates() const {
    return val(emscripten::typed_memory_view(network_.nodeCount() * 2, reinterpret_cast<const double*>(network_.coordinates())));
  }
  val networkFirstArcs() const {
    return val(emscripten::typed_memory_view(network_.nodeCount() + (network_.nodeCount() ? 1 : 0), network_.firstEdges()));
  }
  val networkTargets() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.targets())); }
  val networkLengths() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.costs(RoadMetric::Length))); }
  val networkTimes() const { return val(emscripten::typed_memory_view(network_.edgeCount(), network_.costs(RoadMetric::Time))); }
  val networkClasses() const { return val(emscripten::typed_memory_view(arcClasses_.size(), arcClasses_.data())); }
  std::string exportNetwork() const { return toRoadText(roadMap_); }
  // The junctions' names (RoadMap::names: "Boulevard Albert 1er / Rue Grimaldi", from OpenStreetMap or a
  // compact file's names section): an array of strings, one per node ('' for an unnamed one), or an empty
  // array when the network names none.
  val networkNames() const {
    val names = val::array();
    for (std::size_t node = 0; node < roadMap_.names.size(); ++node) names.set(node, roadMap_.names[node]);
    return names;
  }

  // The road queries (docs/API.md, "Road routes"), each one object in, one object out: {error} or the
  // result with the API's field names (a query costs milliseconds, so building the object costs little).
  // web/core/engine.js has checked the types; the router checks the values. A route's trace is read
  // through traceView() like a grid search's.
  val route(const val& request) {
    RouteRequest query{nodeOf(request, "from"), nodeOf(request, "to"), request["algorithm"].as<std::string>()};
    if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
    const bool traced = request["trace"].as<bool>();
    trace_.clear();
    const auto begin = std::chrono::steady_clock::now();
    const RouteResult result = router_.route(query, traced ? &trace_ : nullptr);
    const double micros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - begin).count();
    if (!result.error.empty()) return errorObject(result.error);
    val out = val::object();
    out.set("found", result.found);
    out.set("cost", result.cost);
    out.set("path", nodeArray(result.path));
    out.set("expanded", static_cast<double>(result.expanded));
    out.set("generated", static_cast<double>(result.generated));
    out.set("micros", micros);
    if (traced) out.set("traceComplete", trace_.complete());
    return out;
  }

  // engine.prepare (docs/API.md, "ALT and contraction hierarchies"): {technique, landmarks, selection, metric,
  // onProgress} -> {technique, metric, micros, landmarks, shortcuts, witnessesAvoided, upwardArcs, bytes,
  // bytesPerNode} or {error}. web/core/engine.js has checked the types and names; onProgress(done, total),
  // when given, is called every progressEvery units of work and cancels by returning false (it never throws:
  // web/core/engine.js turns a throw into a cancel, and throws it once this returns).
  val prepare(const val& request) {
    PrepareRequest query;
    query.technique = request["technique"].as<std::string>() == "alt" ? PrepareTechnique::Alt : PrepareTechnique::Ch;
    const double landmarks = request["landmarks"].as<double>();
    // Beyond an int (10^12) it would wrap on the way in; the router's check words the refusal.
    query.landmarks = landmarks >= 0 && landmarks <= kMaxLandmarks ? static_cast<int>(landmarks) : -1;
    if (query.landmarks < 0) {
      char number[32];
      std::snprintf(number, sizeof number, "%.17g", landmarks);
      return errorObject("landmarks must be a whole number from 1 to " + std::to_string(kMaxLandmarks) + ", got " + number);
    }
    const auto selection = lookup(kLandmarkSelectionNames, request["selection"].as<std::string>());
    if (!selection) return errorObject("selection must be 'avoid', 'farthest' or 'planar'");
    query.selection = *selection;
    if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
    PrepareControl control;
    const val onProgress = request["onProgress"];
    if (onProgress.typeOf().as<std::string>() == "function") {
      control.every = static_cast<std::size_t>(request["progressEvery"].as<double>());
      control.progress = [&onProgress](std::size_t done, std::size_t total) {
        return onProgress(static_cast<double>(done), static_cast<double>(total)).as<bool>();
      };
    }
    const PrepareResult result = router_.prepare(query, control);
    if (!result.error.empty()) return errorObject(result.error);
    val out = val::object();
    out.set("technique", std::string(nameOf(kPrepareTechniqueNames, result.technique)));
    out.set("metric", std::string(nameOf(kRoadMetricNames, result.metric)));
    out.set("micros", result.micros);
    out.set("landmarks", static_cast<double>(result.landmarks));
    out.set("shortcuts", static_cast<double>(result.shortcuts));
    out.set("witnessesAvoided", static_cast<double>(result.witnessesAvoided));
    out.set("upwardArcs", static_cast<double>(result.upwardArcs));
    out.set("bytes", static_cast<double>(result.bytes));
    out.set("bytesPerNode", result.bytesPerNode);
    if (const Landmarks* landmarks = router_.preparation().anyLandmarks(); landmarks && query.technique == PrepareTechnique::Alt) {
      out.set("landmarkNodes", nodeArray(landmarks->nodes()));
    }
    return out;
  }
  // engine.altBound(node): the landmark bound at `node` toward the last 'alt' route's goal, with the landmark
  // that gave it: {landmark (index, -1 for none), landmarkNode, direction ('from': d(L, goal) - d(L, node);
  // 'to': d(node, L) - d(goal, L)), first, second, bound} or {error}.
  val altBound(double node) {
    std::string error;
    const std::uint32_t id = node >= 0 && node <= 4294967295.0 ? static_cast<std::uint32_t>(node) : 0xFFFFFFFFu;
    const AltBound bound = router_.altBound(id, error);
    if (!error.empty()) return errorObject(error);
    val out = val::object();
    out.set("landmark", bound.landmark);
    out.set("landmarkNode", bound.landmarkNode);
    out.set("direction", std::string(bound.fromLandmark ? "from" : "to"));
    out.set("first", bound.first);
    out.set("second", bound.second);
    out.set("bound", bound.bound);
    return out;
  }

  // engine.contractionRecord(first, count): the contraction as the page plays it (issue 33, "Play the
  // contraction"), ranks first .. first + count - 1 of the last CH preparation: {ranks (every node), nodes (the
  // node of each rank), shortcutStart (per rank, into shortcutFrom/To; count + 1 entries), shortcutFrom,
  // shortcutTo (the shortcuts added when that node left: each bypasses it), witnesses (per rank, the witness
  // searches that spared a shortcut)} or {error}. Reads contraction.h's record; computes nothing.
  val contractionRecord(double first, double count) {
    const ContractionHierarchy* hierarchy = router_.preparation().anyHierarchy();
    if (!hierarchy) return errorObject("no contraction hierarchy prepared: call prepare({technique: 'ch'}) first");
    const double ranks = static_cast<double>(hierarchy->nodeCount());
    if (!(first >= 0 && first <= ranks && count >= 0)) return errorObject("first must be a rank from 0 to " + std::to_string(hierarchy->nodeCount()));
    const auto begin = static_cast<std::uint32_t>(first);
    const auto end = static_cast<std::uint32_t>(std::min(ranks, first + count));
    std::vector<std::uint32_t> nodes, start, from, to, witnesses;
    for (std::uint32_t r = begin; r < end; r++) {
      nodes.push_back(hierarchy->nodeOfRank(r));
      start.push_back(static_cast<std::uint32_t>(from.size()));
      witnesses.push_back(hierarchy->witnesses(r));
      for (std::uint32_t a = hierarchy->firstShortcut(r); a < hierarchy->firstShortcut(r + 1); a++) {
        from.push_back(hierarchy->arc(a).from);
        to.push_back(hierarchy->arc(a).to);
      }
    }
    start.push_back(static_cast<std::uint32_t>(from.size()));
    val out = val::object();
    out.set("ranks", ranks);
    out.set("nodes", nodeArray(nodes));
    out.set("shortcutStart", nodeArray(start));
    out.set("shortcutFrom", nodeArray(from));
    out.set("shortcutTo", nodeArray(to));
    out.set("witnesses", nodeArray(witnesses));
    return out;
  }

  // A route drawn on the loaded network ({nodes: Uint32Array, metric}), judged by its arcs (route_check.h).
  val checkRoute(const val& request) {
    RoadMetric metric = RoadMetric::Length;
    if (std::string error = metricOf(request, metric); !error.empty()) return errorObject(error);
    const std::vector<std::uint32_t> nodes = emscripten::convertJSArrayToNumberVector<std::uint32_t>(request["nodes"]);
    return checkObject(frontier::checkRoute(network_, metric, nodes));
  }

  val disjointRoutes(const val& request) {
    DisjointRequest query{nodeOf(request, "from"), nodeOf(request, "to"), 0};
    if (std::string error = kOf(request, "(disjoint routes)", query.k); !error.empty()) return errorObject(error);
    const std::string disjoint = request["disjoint"].as<std::string>();
    const auto kind = lookup(kDisjointnessNames, disjoint);
    if (!kind) return errorObject("disjoint must be 'edge' or 'node', got '" + disjoint.substr(0, 40) + "'");
    query.disjoint = *kind;
    if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
    const DisjointResult result = router_.disjointRoutes(query);
    if (!result.error.empty()) return errorObject(result.error);
    val routes = val::array();
    for (const Route& route : result.routes) {
      val item = val::object();
      item.set("path", nodeArray(route.path));
      item.set("cost", route.cost);
      routes.call<void>("push", item);
    }
    val cutRoads = val::array();
    for (const CutArc& arc : result.cutRoads) {
      val road = val::object();
      road.set("from", arc.from);
      road.set("to", arc.to);
      cutRoads.call<void>("push", road);
    }
    val out = val::object();
    out.set("routes", routes);
    out.set("total", result.total);
    out.set("requested", result.requested);
    out.set("cutRoads", cutRoads);
    out.set("cutNodes", nodeArray(result.cutNodes));
    return out;
  }

  val alternativeRoutes(const val& request) {
    AlternativeRequest query{nodeOf(request, "from"), nodeOf(request, "to"), 0, request["stretch"].as<double>(),
                             request["maxShare"].as<double>()};
    if (std::string error = kOf(request, "(alternative routes, the best one included)", query.k); !error.empty())
      return errorObject(error);
    if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
    const AlternativeResult result = router_.alternativeRoutes(query);
    if (!result.error.empty()) return errorObject(result.error);
    val routes = val::array();
    for (const AlternativeRoute& route : result.routes) routes.call<void>("push", alternativeObject(route));
    val rejected = val::array();
    for (const RejectedAlternative& candidate : result.rejected) {
      val item = alternativeObject(candidate.route);
      item.set("failed", std::string(nameOf(kAlternativeTestNames, candidate.failed)));
      if (candidate.failed == AlternativeTest::Sharing) {
        item.set("sharedWith", candidate.sharedWith);
        item.set("overlap", candidate.overlap);
      } else if (candidate.failed == AlternativeTest::LocalOptimality) {
        item.set("detourFrom", candidate.detourFrom);
        item.set("detourTo", candidate.detourTo);
        item.set("detourCost", candidate.detourCost);
        item.set("shortcutCost", candidate.shortcutCost);
      }
      rejected.call<void>("push", item);
    }
    val counts = val::object();
    for (int test = 0; test < 3; ++test) {
      counts.set(std::string(nameOf(kAlternativeTestNames, static_cast<AlternativeTest>(test))),
                 static_cast<double>(result.rejectedCount[test]));
    }
    val out = val::object();
    out.set("routes", routes);
    out.set("rejected", rejected);
    out.set("rejectedCount", counts);
    out.set("candidates", static_cast<double>(result.candidates));
    out.set("stopped", result.stopped);
    return out;
  }

  // The schema (trace format, algorithm and option registries) this module was built with: the same text
  // as web/wasm/frontier_schema.js, which a test checks.
  std::string schema() const { return schemaJson(); }

  // JPS+'s jump distances of the loaded grid (search/algorithms/jump_point_plus.h says what they mean): an
  // Int16Array of width * height * 8 numbers, cell (x, y)'s 8 from index 8 * (y * width + x), in direction
  // order N, E, S, W, NE, SE, SW, NW. d > 0: a jump point d steps away; d <= 0: none, -d steps before a
  // wall. Empty without a grid. A view, valid until the next call: JS copies it (slice()).
  val jumpDistances() {
    distances_ = searcher_.hasGrid()
                     ? frontier::jumpDistances(searcher_.grid(), searcher_.cacheOf(frontier::Algorithm::JPSPlus))
                     : std::vector<std::int16_t>();
    return val(emscripten::typed_memory_view(distances_.size(), distances_.data()));
  }

  // The forced neighbours of cell (x, y) of the loaded grid when a jump enters it moving (dx, dy): JPS's own
  // rule (search/algorithms/jump_point.h, forcedSides), for the page to name and mark them. The straight
  // sides whose cells are forced, as a set of directions (bit d for direction d of padded_grid.h: N, E, S,
  // W); 0 for a diagonal move. -1 for a bad request, its reason in forcedSidesError(). A number, not an array of
  // objects: web/core/jump-reasons.js asks it of every jump point of a trace, and Embind's objects cost
  // about ten times as much per call.
  int forcedSides(int x, int y, int dx, int dy) {
    forcedError_.clear();
    if (!searcher_.hasGrid()) {
      forcedError_ = "no grid loaded";
      return -1;
    }
    if (x < 0 || y < 0 || x >= searcher_.width() || y >= searcher_.height()) {
      forcedError_ = "(" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the " + std::to_string(searcher_.width()) +
               "x" + std::to_string(searcher_.height()) + " grid";
      return -1;
    }
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0)) {
      forcedError_ = "dx and dy must each be -1, 0 or 1, not both 0: got (" + std::to_string(dx) + ", " + std::to_string(dy) + ")";
      return -1;
    }
    const frontier::PaddedGrid& grid = searcher_.grid();
    return static_cast<int>(frontier::forcedSides(grid, frontier::DirectionOffsets(grid), grid.padded({x, y}),
                                                  frontier::directionOf(dx, dy)));
  }
  std::string forcedSidesError() const { return forcedError_; }

  // Frees the recorded trace once JS has its copy: a 1024x1024 trace can take hundreds of megabytes.
  // A drive with blocked roads (docs/API.md, "A drive on roads that may be blocked"): `blocked` comes as a
  // flat array of end nodes, from0, to0, from1, to1 ..., checked for type by web/core/engine.js.
  val drive(const val& request) {
    DriveRequest query{nodeOf(request, "from"), nodeOf(request, "to"), RoadMetric::Length, {}};
    if (std::string error = metricOf(request, query.metric); !error.empty()) return errorObject(error);
    const val blocked = request["blocked"];
    const std::size_t ends = blocked["length"].as<std::size_t>();
    for (std::size_t i = 0; i + 1 < ends; i += 2) {
      query.blocked.push_back({static_cast<std::uint32_t>(blocked[i].as<double>()),
                               static_cast<std::uint32_t>(blocked[i + 1].as<double>())});
    }
    const bool traced = request["trace"].as<bool>();
    trace_.clear();
    const DriveResult result = router_.drive(query, traced ? &trace_ : nullptr);
    if (!result.error.empty()) return errorObject(result.error);
    val out = val::object();
    out.set("reached", result.reached);
    if (!result.reached) out.set("reason", result.reason);
    out.set("cost", result.cost);
    out.set("moves", nodeArray(result.moves));
    val replans = val::array();
    for (const DrivePlan& plan : result.plans) {
      val item = val::object();
      item.set("move", plan.move);
      item.set("at", plan.at);
      item.set("planCost", plan.planCost);
      item.set("expanded", static_cast<double>(plan.expanded));
      item.set("updated", static_cast<double>(plan.updated));
      item.set("dijkstraExpanded", static_cast<double>(plan.dijkstraExpanded));
      item.set("dijkstraCost", plan.dijkstraCost);
      item.set("astarExpanded", static_cast<double>(plan.astarExpanded));
      item.set("astarCost", plan.astarCost);
      val learnt = val::array();
      for (const std::uint32_t arc : plan.learnt) {
        val road = val::object();
        road.set("from", plan.at);
        road.set("to", network_.targets()[arc]);
        learnt.call<void>("push", road);
      }
      item.set("learnt", learnt);
      replans.call<void>("push", item);
    }
    out.set("replans", replans);
    if (traced) out.set("traceComplete", trace_.complete());
    return out;
  }

  void dropTrace() { trace_ = TraceRecorder(); }

  // Bytes malloc has handed out and not taken back: the leak tests watch it.
  double heapBytes() const { return static_cast<double>(mallinfo().uordblks); }

 private:
  // A node id as JS gave it, checked for type by web/core/engine.js: a whole number from 0 to 2^32 - 1 that
  // the router then checks against the network.
  static std::uint32_t nodeOf(const val& request, const char* key) {
    return static_cast<std::uint32_t>(request[key].as<double>());
  }
  // K as JS gave it (a whole number, web/core/engine.js checked): one beyond an int would wrap on the way in
  // (2^32 + 3 was refused as "got -2147483648"), so it is refused here with the router's words and the
  // number given; one within passes on to the router's check.
  static std::string kOf(const val& request, const char* what, int& k) {
    const double given = request["k"].as<double>();
    if (given >= -2147483648.0 && given <= 2147483647.0) {
      k = static_cast<int>(given);
      return {};
    }
    char number[32];
    std::snprintf(number, sizeof number, "%.17g", given);
    return "k must be a whole number from 1 to " + std::to_string(kMaxRequestedRoutes) + " " + what + ", got " + number;
  }
  static std::string metricOf(const val& request, RoadMetric& metric) {
    const std::string name = request["metric"].as<std::string>();
    const auto found = lookup(kRoadMetricNames, name);
    if (!found) return "metric must be 'length' or 'time', got '" + name.substr(0, 40) + "'";
    metric = *found;
    return {};
  }
  // A drawn walk's or route's check (WalkCheck, RouteCheck: the same fields) as JS reads it:
  // {legal, cost}, and {failedStep, reason} when it is not legal.
  template <class Check>
  static val checkObject(const Check& check) {
    val out = val::object();
    out.set("legal", check.legal);
    out.set("cost", check.cost);
    if (!check.legal) {
      out.set("failedStep", static_cast<double>(check.failedStep));
      out.set("reason", check.reason);
    }
    return out;
  }
  static val errorObject(const std::string& error) {
    val out = val::object();
    out.set("error", error);
    return out;
  }
  // A copy JS owns (a view of `nodes` would die with it).
  static val nodeArray(const std::vector<std::uint32_t>& nodes) {
    return val(emscripten::typed_memory_view(nodes.size(), nodes.data())).call<val>("slice");
  }
  static val alternativeObject(const AlternativeRoute& route) {
    val item = val::object();
    item.set("path", nodeArray(route.path));
    item.set("cost", route.cost);
    item.set("stretch", route.stretch);
    item.set("shared", route.shared);
    item.set("via", route.via);
    return item;
  }

  std::string adoptNetwork(RoadMap map, DroppedParts dropped, bool reportsDropped = false) {
    static_assert(sizeof(RoadCoordinates) == 2 * sizeof(double), "networkCoordinates() reads x, y pairs");
    RoadNetwork network;
    if (std::string error = buildNetwork(map, network); !error.empty()) return error;
    network_ = std::move(network);
    networkStats_[kNetNodes] = static_cast<double>(network_.nodeCount());
    networkStats_[kNetArcs] = static_cast<double>(network_.edgeCount());
    networkStats_[kNetRoads] = static_cast<double>(map.roads.size());
    networkStats_[kNetOneWayRoads] = static_cast<double>(
        std::count_if(map.roads.begin(), map.roads.end(), [](const Road& road) { return road.oneWay; }));
    networkStats_[kNetDroppedNodes] = static_cast<double>(dropped.nodes);
    networkStats_[kNetDroppedRoads] = static_cast<double>(dropped.roads);
    networkStats_[kNetReportsDropped] = reportsDropped;
    arcClasses_ = arcClasses(map, network_);
    roadMap_ = std::move(map);
    return {};
  }

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

}  // namespace

EMSCRIPTEN_BINDINGS(frontier) {
  emscripten::class_<Engine>("Engine")
      .constructor<>()
      .function("stageCells", &Engine::stageCells)
      .function("loadGrid", &Engine::loadGrid)
      .function("configure", &Engine::configure)
      .function("search", &Engine::search)
      .function("error", &Engine::error)
      .function("checkWalk", &Engine::checkWalk)
      .function("cellStates", &Engine::cellStates)
      .function("cellStatesView", &Engine::cellStatesView)
      .function("setMemoryLimit", &Engine::setMemoryLimit)
      .function("navigate", &Engine::navigate)
      .function("walkReason", &Engine::walkReason)
      .function("walkStatsView", &Engine::walkStatsView)
      .function("walkMovesView", &Engine::walkMovesView)
      .function("walkReplansView", &Engine::walkReplansView)
      .function("dropWalk", &Engine::dropWalk)
      .function("statsView", &Engine::statsView)
      .function("traceView", &Engine::traceView)
      .function("dropTrace", &Engine::dropTrace)
      .function("generateMaze", &Engine::generateMaze)
      .function("mazeView", &Engine::mazeView)
      .function("mazeEventsView", &Engine::mazeEventsView)
      .function("dropMaze", &Engine::dropMaze)
      .function("parseGrid", &Engine::parseGrid)
      .function("mazeWidth", &Engine::mazeWidth)
      .function("mazeHeight", &Engine::mazeHeight)
      .function("textStartGoal", &Engine::textStartGoal)
      .function("textTopology", &Engine::textTopology)
      .function("exportGrid", &Engine::exportGrid)
      .function("parseScenario", &Engine::parseScenario)
      .function("scenarioView", &Engine::scenarioView)
      .function("heapBytes", &Engine::heapBytes)
      .function("jumpDistances", &Engine::jumpDistances)
      .function("forcedSides", &Engine::forcedSides)
      .function("forcedSidesError", &Engine::forcedSidesError)
      .function("generateNetwork", &Engine::generateNetwork)
      .function("parseNetwork", &Engine::parseNetwork)
      .function("networkSnapshot", &Engine::networkSnapshot)
      .function("stageSnapshot", &Engine::stageSnapshot)
      .function("loadSnapshot", &Engine::loadSnapshot)
      .function("networkStatsView", &Engine::networkStatsView)
      .function("networkHash", &Engine::networkHash)
      .function("networkCoordinates", &Engine::networkCoordinates)
      .function("networkFirstArcs", &Engine::networkFirstArcs)
      .function("networkTargets", &Engine::networkTargets)
      .function("networkLengths", &Engine::networkLengths)
      .function("networkTimes", &Engine::networkTimes)
      .function("networkClasses", &Engine::networkClasses)
      .function("exportNetwork", &Engine::exportNetwork)
      .function("networkNames", &Engine::networkNames)
      .function("route", &Engine::route)
      .function("prepare", &Engine::prepare)
      .function("altBound", &Engine::altBound)
      .function("contractionRecord", &Engine::contractionRecord)
      .function("checkRoute", &Engine::checkRoute)
      .function("disjointRoutes", &Engine::disjointRoutes)
      .function("alternativeRoutes", &Engine::alternativeRoutes)
      .function("drive", &Engine::drive)
      .function("schema", &Engine::schema);
}
