// The algorithm registry and the exported schema: one row per algorithm, names that round-trip, and a
// schema that carries every row and trace kind.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "search/core/options.h"
#include "search/core/registry.h"
#include "schema/schema_json.h"
#include "search/core/trace.h"

using namespace frontier;

namespace {

// True when `json` holds `name` as a string. Built piece by piece: GCC 12 raises a false -Wrestrict on
// "\"" + std::string(...).
bool mentions(const std::string& json, std::string_view name) {
  std::string quoted = "\"";
  quoted += name;
  quoted += '"';
  return json.find(quoted) != std::string::npos;
}

}  // namespace

TEST_CASE("every algorithm has exactly one registry row, found by its id and its name") {
  std::set<Algorithm> ids;
  std::set<std::string_view> names;
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    INFO(row.name);
    CHECK(ids.insert(row.id).second);
    CHECK(names.insert(row.name).second);
    CHECK(&info(row.id) == &row);
    CHECK(parseAlgorithm(row.name) == row.id);
    CHECK(name(row.id) == row.name);
    // A queue or a stack has no key, and no heuristic to read (IDA*, without an open list, reads one).
    if (row.popOrder == PopOrder::Fifo || row.popOrder == PopOrder::Lifo) CHECK_FALSE(row.usesHeuristic);
    // A reported key is an open list's: it says which figures it reads (g and h) like any other key.
    if (row.reportsKey) CHECK((row.popOrder == PopOrder::LowestKey && (row.key.g != 0.0 || row.key.h != 0.0)));
    CHECK(row.worlds != 0);
    // A grid search has a runner for the searcher; a walker has none (navigate runs it) and is no choice of
    // the search option `algorithm`.
    const bool grid = (row.worlds & kGridWorld) != 0;
    CHECK((row.run.plain != nullptr) == grid);
    CHECK((row.run.traced != nullptr) == grid);
    SearchOptions options;
    CHECK(parseOptions(row.name, "octile", "no-corner-cut", "float", "smaller-h", options).empty() == grid);
    options.algorithm = row.id;
    CHECK(checkOptions(options).empty() == grid);
    // The stop rule is what makes a bidirectional search one, and only those have one.
    CHECK((row.family == Family::Bidirectional) == (row.stopRule != StopRule::None));
  }
  CHECK(ids.size() == kAlgorithmTable.size());
}

TEST_CASE("the grid searches are the table's first rows, and exactly the algorithm option's choices") {
  // Whichever row is last: a new grid search goes after the last grid row (share links write a choice as its
  // index, web/share/share-codec.js), before the walkers and the road-only rows.
  std::size_t gridRows = 0;
  for (const AlgorithmInfo& row : kAlgorithmTable) gridRows += (row.worlds & kGridWorld) != 0;
  REQUIRE(kGridAlgorithms.size() == gridRows);
  for (std::size_t i = 0; i < kAlgorithmTable.size(); ++i) {
    INFO(kAlgorithmTable[i].name);
    CHECK(((kAlgorithmTable[i].worlds & kGridWorld) != 0) == (i < gridRows));
  }
  for (const AlgorithmInfo& row : kGridAlgorithms) CHECK(&row == &info(row.id));
}

TEST_CASE("the schema names every algorithm, option and trace kind") {
  const std::string json = schemaJson();
  for (const AlgorithmInfo& row : kAlgorithmTable) CHECK(mentions(json, row.name));
  for (const OptionInfo& option : kOptionTable) CHECK(mentions(json, option.name));
  for (const TraceKindInfo& kind : kTraceKindTable) CHECK(mentions(json, kind.name));
  CHECK(json.front() == '{');
  CHECK(json.back() == '}');
}

TEST_CASE("trace kinds are declared in id order and fit their bits") {
  for (std::size_t i = 0; i < kTraceKindTable.size(); ++i) CHECK(static_cast<std::size_t>(kTraceKindTable[i].kind) == i);
  CHECK(kTraceKindTable.size() <= 16);
  TraceRecorder trace;
  trace.add(TraceKind::RouteEdge, kCellMask, 7, 1.5, 0.0, static_cast<TraceLane>(kTraceLanes - 1));
  const TraceEvent& event = trace.events().front();
  CHECK(kindOf(event) == TraceKind::RouteEdge);
  CHECK(static_cast<int>(laneOf(event)) == kTraceLanes - 1);
  CHECK(nodeOf(event) == kCellMask);
}
