// The Embind registration: the one EMSCRIPTEN_BINDINGS block, naming every call of the engine the page
// holds (engine.h; written by world in grid_bindings.cpp, walk_bindings.cpp and road_bindings.cpp), and the
// calls the worlds share: the trace's view and the schema.
#include <cstdint>

#include "bindings/engine.h"

namespace frontier::bindings {

val Engine::traceView() const {
  const auto& events = trace_.events();
  return val(emscripten::typed_memory_view(events.size() * 4, reinterpret_cast<const std::uint32_t*>(events.data())));
}

}  // namespace frontier::bindings

using frontier::bindings::Engine;

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
