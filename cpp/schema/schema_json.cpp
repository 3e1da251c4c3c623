// Writes the trace schema, the registries (trace.h, registry.h, options.h), the maze kinds and the
// alternative routes' constant as JSON. Every name in those tables is a plain identifier, so quoting needs no escapes.
#include "schema/schema_json.h"

#include <cstdio>
#include <string_view>

#include "generate/mazes/maze_kinds.h"
#include "graph/grid.h"
#include "search/core/memory.h"
#include "search/core/heuristic.h"
#include "search/core/options.h"
#include "search/core/registry.h"
#include "search/core/searcher.h"
#include "search/core/trace.h"
#include "search/roads/alternative_routes.h"

namespace frontier {
namespace {

class JsonWriter {
 public:
  std::string text;

  void raw(std::string_view value) { text += value; }
  void string(std::string_view value) {
    text += '"';
    text += value;
    text += '"';
  }
  void number(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    text += buffer;
  }
  void boolean(bool value) { text += value ? "true" : "false"; }
  // "key": — with the comma that separates it from the member before, unless it is the first.
  void key(std::string_view name, bool first = false) {
    if (!first) text += ',';
    string(name);
    text += ':';
  }
  template <class Range, class Write>
  void array(const Range& items, Write&& write) {
    text += '[';
    bool first = true;
    for (const auto& item : items) {
      if (!first) text += ',';
      first = false;
      write(item);
    }
    text += ']';
  }
};

void writeTrace(JsonWriter& out) {
  out.raw("{");
  out.key("eventBytes", true);
  out.number(sizeof(TraceEvent));
  out.key("kindShift");
  out.number(kKindShift);
  out.key("laneShift");
  out.number(kLaneShift);
  out.key("nodeMask");
  out.number(kCellMask);
  out.key("noParent");
  out.number(kNoParent);
  out.key("kinds");
  out.array(kTraceKindTable, [&](const TraceKindInfo& kind) {
    out.raw("{");
    out.key("name", true);
    out.string(kind.name);
    out.key("id");
    out.number(static_cast<int>(kind.kind));
    out.key("stepStart");
    out.string(nameOf(kStepStartNames, kind.stepStart));
    out.raw("}");
  });
  out.key("lanes");
  out.array(kTraceLaneNames, [&](const auto& lane) {
    out.raw("{");
    out.key("name", true);
    out.string(lane.second);
    out.key("id");
    out.number(static_cast<int>(lane.first));
    if (lane.first == TraceLane::Route) {
      out.key("count");
      out.number(kMaxRoutes);
    }
    out.raw("}");
  });
  out.raw("}");
}

// The names of the bits set in `bits`, as an array.
template <class Table>
void writeBits(JsonWriter& out, unsigned bits, const Table& names) {
  out.raw("[");
  bool first = true;
  for (const auto& [bit, bitName] : names) {
    if (!(bits & bit)) continue;
    if (!first) out.raw(",");
    first = false;
    out.string(bitName);
  }
  out.raw("]");
}

void writeAlgorithm(JsonWriter& out, const AlgorithmInfo& algorithm) {
  out.raw("{");
  out.key("name", true);
  out.string(algorithm.name);
  out.key("shareId");  // its id in a share link: explicit, append-only (registry.h)
  out.number(algorithm.shareId);
  out.key("family");
  out.string(nameOf(kFamilyNames, algorithm.family));
  out.key("popOrder");
  out.string(nameOf(kPopOrderNames, algorithm.popOrder));
  out.key("key");
  if (algorithm.popOrder == PopOrder::LowestKey) {
    out.raw("{");
    out.key("g", true);
    out.number(algorithm.key.g);
    out.key("h");
    out.number(algorithm.key.h);
    out.key("hTimesWeight");
    out.boolean(algorithm.key.hTimesWeight);
    out.key("reported");  // the trace carries each node's key (Key events): read it there, do not compute it
    out.boolean(algorithm.reportsKey);
    out.key("stale");  // an improved node keeps its push's key: the list is not re-sorted (astar-no-resort)
    out.boolean(algorithm.staleKeys);
    out.raw("}");
  } else {
    out.raw("null");
  }
  out.key("uses");
  out.raw("[");
  bool first = true;
  for (const auto& [used, option] : {std::pair{algorithm.usesHeuristic, "heuristic"},
                                     std::pair{algorithm.usesWeight, "weight"},
                                     std::pair{algorithm.usesTieBreak, "tieBreak"},
                                     std::pair{algorithm.usesBudget, "budget"}}) {
    if (!used) continue;
    if (!first) out.raw(",");
    first = false;
    out.string(option);
  }
  out.raw("]");
  out.key("optimal");
  out.string(nameOf(kOptimalityNames, algorithm.optimality));
  out.key("cellStates");
  out.boolean(keepsCellStates(algorithm.family));
  out.key("worlds");
  writeBits(out, algorithm.worlds, kWorldNames);
  out.key("topologies");
  writeBits(out, algorithm.topologies, kTopologiesNames);
  out.key("topologyReason");  // why it leaves the others out ("" when it runs on all)
  out.string(algorithm.topologyReason);
  out.key("needs");
  writeBits(out, algorithm.needs, kRequirementNames);
  out.key("expansionCap");  // the loop stops after this many expansions and says no path (astar-capped); 0: none
  out.number(algorithm.expansionCap);
  out.key("stopRule");
  if (algorithm.stopRule == StopRule::None) {
    out.raw("null");
  } else {
    out.string(nameOf(kStopRuleNames, algorithm.stopRule));
  }
  // The code panel's listings (web/wasm/frontier_listings.js) of its run, and of its road run: a row's own
  // roadListings, else its listings when it runs on roads, else none.
  out.key("listings");
  out.array(listingNames(algorithm.listings), [&](std::string_view name) { out.string(name); });
  out.key("roadListings");
  const std::string_view road = !algorithm.roadListings.empty()       ? algorithm.roadListings
                                : (algorithm.worlds & kRoadWorld) != 0 ? algorithm.listings
                                                                       : std::string_view{};
  out.array(listingNames(road), [&](std::string_view name) { out.string(name); });
  out.key("needsPreparation");  // a road row that runs only after engine.prepare (alt, ch)
  out.boolean(algorithm.needsPreparation);
  if (algorithm.worlds & kGridWorld) {
    out.key("memoryBytesPerCell");  // what a search holds per cell of the padded grid, trace aside
    out.number(Searcher::bytesPerCell(algorithm));
  }
  out.raw("}");
}

// A choice option's values and default, in declaration order.
template <class Table, class Value>
void writeChoices(JsonWriter& out, const Table& table, Value defaultValue) {
  out.key("choices");
  out.array(table, [&](const auto& entry) { out.string(entry.second); });
  out.key("default");
  for (const auto& [value, text] : table)
    if (value == defaultValue) out.string(text);
}

void writeOption(JsonWriter& out, const OptionInfo& option) {
  const SearchOptions defaults;
  out.raw("{");
  out.key("name", true);
  out.string(option.name);
  out.key("type");
  out.string(nameOf(kOptionTypeNames, option.type));
  out.key("perAlgorithm");
  out.boolean(option.perAlgorithm);
  if (option.onlyWithMovement != 0 || option.onlyOnSquares) {
    out.key("onlyWith");
    out.raw("{");
    bool first = true;
    if (option.onlyOnSquares) {
      out.key("topology", first);
      first = false;
      out.string(name(Topology::Square));
    }
    if (option.onlyWithMovement != 0) {
      out.key("movement", first);
      out.number(option.onlyWithMovement);
    }
    out.raw("}");
  }
  const std::string_view id = option.name;
  if (id == "algorithm") {
    out.key("choices");
    out.array(kGridAlgorithms, [&](const AlgorithmInfo& algorithm) { out.string(algorithm.name); });
    out.key("default");
    out.string(name(defaults.algorithm));
  } else if (id == "heuristic") {
    writeChoices(out, kHeuristicNames, defaults.heuristic);
    // Per topology, the choices that apply there and why each other does not (heuristic.h whyNotOn), and
    // the default there: the hex distance on hexes.
    out.key("byTopology");
    out.raw("{");
    for (std::size_t t = 0; t < kTopologyNames.size(); ++t) {
      const Topology topology = kTopologyNames[t].first;
      out.key(kTopologyNames[t].second, t == 0);
      out.raw("{");
      out.key("default", true);
      out.string(name(topology == Topology::Hex ? Heuristic::Hex : defaults.heuristic));
      out.key("refused");
      out.raw("{");
      bool first = true;
      for (const auto& [heuristic, text] : kHeuristicNames) {
        const std::string_view why = whyNotOn(topology, heuristic);
        if (why.empty()) continue;
        out.key(text, first);
        first = false;
        out.string(why);
      }
      out.raw("}}");
    }
    out.raw("}");
  } else if (id == "movement") {
    out.key("choices");
    out.raw("[4,8]");
    out.key("default");
    out.number(defaults.movement);
  } else if (id == "diagonal") {
    writeChoices(out, kDiagonalNames, defaults.diagonal);
  } else if (id == "topology") {
    writeChoices(out, kTopologyNames, defaults.topology);
  } else if (id == "costs") {
    writeChoices(out, kStepCostNames, defaults.costs);
  } else if (id == "tieBreak") {
    writeChoices(out, kTieBreakNames, defaults.tieBreak);
    // The grid searches whose loop keeps the tutorials' list ('tutorial'); the others refuse it (options.cpp).
    out.key("tutorialServes");
    out.raw("[");
    bool first = true;
    for (const AlgorithmInfo& algorithm : kGridAlgorithms) {
      if (!tutorialTieBreakServes(algorithm.id)) continue;
      if (!first) out.raw(",");
      first = false;
      out.string(algorithm.name);
    }
    out.raw("]");
  } else if (id == "weight") {
    out.key("default");
    out.number(defaults.weight);
  } else if (id == "budget") {
    out.key("default");
    out.number(defaults.budget);
  } else if (id == "terrainCosts") {
    out.key("default");
    out.raw("{");
    bool first = true;
    for (int kind = 0; kind < kCellKinds; ++kind) {
      if (kind == static_cast<int>(Cell::Wall)) continue;
      out.key(kCellNames[kind], first);
      first = false;
      out.number(defaults.terrain[kind]);
    }
    out.raw("}");
  }
  if (option.type != OptionType::Choice) {
    out.key("min");
    out.number(option.min);
    out.key("max");
    out.number(option.max);
    out.key("whole");
    out.boolean(option.whole);
  }
  out.raw("}");
}

}  // namespace

std::string schemaJson() {
  JsonWriter out;
  out.raw("{");
  out.key("trace", true);
  writeTrace(out);
  out.key("algorithms");
  out.array(kAlgorithmTable, [&](const AlgorithmInfo& algorithm) { writeAlgorithm(out, algorithm); });
  out.key("options");
  out.array(kOptionTable, [&](const OptionInfo& option) { writeOption(out, option); });
  out.key("limits");
  out.raw("{");
  out.key("maxSide", true);
  out.number(kMaxSide);
  out.key("textBytes");
  out.number(static_cast<double>(kMaxGridTextBytes));
  out.key("memoryBytes");  // a searcher's memory limit: the default, which is also the largest
  out.number(static_cast<double>(kDefaultMemoryLimit));
  out.key("minMemoryBytes");
  out.number(static_cast<double>(kMinimumMemoryLimit));
  out.key("traceEvents");  // the most events a trace records
  out.number(static_cast<double>(TraceRecorder::kMaxEvents));
  out.raw("}");
  // The maze generators (generate/mazes/maze_kinds.h), in the page's order.
  out.key("mazes");
  out.array(kMazeKinds, [&](const MazeKindInfo& kind) {
    out.raw("{");
    out.key("name", true);
    out.string(kind.name);
    out.key("perfect");  // braiding applies
    out.boolean(kind.perfect);
    out.key("squareOnly");  // refused on hexes
    out.boolean(kind.squareOnly);
    out.raw("}");
  });
  // K alternative routes' admissibility (search/roads/alternative_routes.h): a detour costing at most
  // localOptimality x the best cost must be a shortest path (ADGW's T-local optimality).
  out.key("alternativeRoutes");
  out.raw("{");
  out.key("localOptimality", true);
  out.number(kLocalOptimalityAlpha);
  out.raw("}");
  out.raw("}");
  return out.text;
}

}  // namespace frontier
