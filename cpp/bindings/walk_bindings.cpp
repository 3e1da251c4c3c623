// The engine's walk calls (engine.h): an agent walking the loaded grid, learning it as it goes
// (search/walk/navigator.h), and the views of its walk.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "bindings/engine.h"
#include "search/core/memory.h"

namespace frontier::bindings {

std::string Engine::navigate(const val& request) {
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

void Engine::dropWalk() {
  walk_ = WalkResult();
  std::vector<double>().swap(walkReplans_);
}

}  // namespace frontier::bindings
