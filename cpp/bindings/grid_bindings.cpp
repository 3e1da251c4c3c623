// The engine's grid calls (engine.h): load a grid, configure and run a search, its figures and cell states,
// check a drawn walk, generate a maze, read and write grid and scenario text, JPS+'s tables.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "bindings/engine.h"
#include "generate/mazes/generate.h"
#include "io/movingai.h"
#include "io/text_grid.h"
#include "search/algorithms/jump_point.h"
#include "search/algorithms/jump_point_plus.h"
#include "search/core/walk_check.h"

namespace frontier::bindings {

val Engine::stageCells(std::size_t count) {
  // Never more than the largest grid: JS checks first, this keeps a bad call from exhausting memory.
  staging_.assign(std::min(count, std::size_t{kMaxSide} * kMaxSide), 0);
  return val(emscripten::typed_memory_view(staging_.size(), staging_.data()));
}

std::string Engine::loadGrid(int width, int height) {
  std::string error = searcher_.setGrid(width, height, staging_.data(), staging_.size());
  std::vector<std::uint8_t>().swap(staging_);
  return error;
}

std::string Engine::configure(const val& request) {
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

void Engine::search(int startX, int startY, int goalX, int goalY, bool trace, val onPrefix, double prefixEvents) {
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

val Engine::checkWalk(const val& flat) const {
  if (!searcher_.hasGrid()) return errorObject("no grid loaded");
  const std::size_t count = flat["length"].as<std::size_t>() / 2;
  std::vector<Point> cells;
  cells.reserve(count);
  for (std::size_t i = 0; i < count; ++i) cells.push_back({flat[2 * i].as<int>(), flat[2 * i + 1].as<int>()});
  return checkObject(frontier::checkWalk(searcher_.grid(), options_, cells));
}

std::string Engine::generateMaze(const std::string& kind, int width, int height, double seed, double braid, double density,
                         double terrainCoverage, double terrainScale, const std::string& topology) {
  MazeRequest request{kind, width, height, static_cast<std::uint64_t>(seed), braid, density, terrainCoverage, terrainScale};
  const auto parsedTopology = parseTopology(topology);
  if (!parsedTopology) return "unknown topology '" + topology.substr(0, 40) + "' (expected one of square, hex)";
  request.topology = *parsedTopology;
  mazeEvents_.clear();
  return frontier::generateMaze(request, maze_, &mazeEvents_);
}

void Engine::dropMaze() {
  maze_ = Grid();
  std::vector<std::uint32_t>().swap(mazeEvents_);
}

std::string Engine::parseGrid(const std::string& text) {
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

std::string Engine::exportGrid(const std::string& format, int width, int height, int startX, int startY, int goalX,
                       int goalY, const std::string& topology) {
  if (!checkGrid(width, height, staging_.data(), staging_.size()).empty()) return {};
  Grid grid{width, height, staging_};
  std::vector<std::uint8_t>().swap(staging_);
  if (format == "movingai") return toMovingAiMap(grid);
  auto point = [](int x, int y) { return x >= 0 ? std::optional<Point>(Point{x, y}) : std::nullopt; };
  return toAscii(grid, point(startX, startY), point(goalX, goalY), parseTopology(topology).value_or(Topology::Square));
}

std::string Engine::parseScenario(const std::string& text) {
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

val Engine::jumpDistances() {
  distances_ = searcher_.hasGrid()
                   ? frontier::jumpDistances(searcher_.grid(), searcher_.cacheOf(frontier::Algorithm::JPSPlus))
                   : std::vector<std::int16_t>();
  return val(emscripten::typed_memory_view(distances_.size(), distances_.data()));
}

int Engine::forcedSides(int x, int y, int dx, int dy) {
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

}  // namespace frontier::bindings
