// The algorithm registry: one row of facts per search algorithm (its name, how it runs, what it reads,
// how it orders the open list, when it is optimal, which worlds it serves), and one row per search
// option. The engine, the CLI and, through the exported schema (schema_json.h), the page's options form,
// panels, share links and embed API all read these tables; none keeps a list of its own.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "search/core/name_table.h"
#include "search/core/trace.h"

namespace frontier {

// Every algorithm, in the order of the table below.
enum class Algorithm : std::uint8_t { AStar, Dijkstra, Greedy, WeightedAStar, BFS, DFS };

// How an algorithm runs on a grid (search/core/grid_search.h), without and with a trace: true when the
// goal was reached. Each algorithm file under search/algorithms/ defines its runner for both sinks.
struct GridSearch;
struct GridRunner {
  bool (*plain)(GridSearch&, NoTrace&);
  bool (*traced)(GridSearch&, TraceRecorder&);
};
template <class Trace> bool runBestFirst(GridSearch& search, Trace& trace);     // best_first.cpp
template <class Trace> bool runBreadthFirst(GridSearch& search, Trace& trace);  // blind_search.cpp
template <class Trace> bool runDepthFirst(GridSearch& search, Trace& trace);    // blind_search.cpp

// How an algorithm runs: the one best-first loop ordered by a key, or a plain queue or stack.
enum class Family : std::uint8_t { BestFirst, Uninformed };
// The order nodes leave the open list in.
enum class PopOrder : std::uint8_t { LowestKey, Fifo, Lifo };
// When the path found is the cheapest one.
enum class Optimality : std::uint8_t {
  Always,
  IfAdmissible,               // the heuristic never overestimates under the movement rules
  IfAdmissibleAndWeightOne,   // as IfAdmissible, and the weight is 1
  IfUniformStepCosts,         // every step costs the same (4 directions or no diagonals, one terrain)
  Never,
};
// The worlds an algorithm runs in (a bit set).
enum World : unsigned { kGridWorld = 1u };

// The open-list key is key.g * g + key.h * h, with key.h multiplied by the weight option when hTimesWeight.
struct KeyFormula {
  double g;
  double h;
  bool hTimesWeight;
};

struct AlgorithmInfo {
  Algorithm id;
  std::string_view name;  // the API's name: "astar"
  Family family;
  PopOrder popOrder;
  KeyFormula key;  // read when popOrder is LowestKey
  bool usesHeuristic;
  bool usesWeight;
  bool usesTieBreak;
  Optimality optimality;
  unsigned worlds;
  GridRunner run;
};

// Adding an algorithm: its value in the enum above, its runner's declaration and a row here, its own
// file under search/algorithms/, and its labels in web/ui/labels.js (docs/ARCHITECTURE.md).
inline constexpr GridRunner kBestFirst{&runBestFirst<NoTrace>, &runBestFirst<TraceRecorder>};
inline constexpr std::array<AlgorithmInfo, 6> kAlgorithmTable = {{
    {Algorithm::AStar, "astar", Family::BestFirst, PopOrder::LowestKey, {1.0, 1.0, false}, true, false, true,
     Optimality::IfAdmissible, kGridWorld, kBestFirst},
    {Algorithm::Dijkstra, "dijkstra", Family::BestFirst, PopOrder::LowestKey, {1.0, 0.0, false}, false, false, true,
     Optimality::Always, kGridWorld, kBestFirst},
    {Algorithm::Greedy, "greedy", Family::BestFirst, PopOrder::LowestKey, {0.0, 1.0, false}, true, false, true,
     Optimality::Never, kGridWorld, kBestFirst},
    {Algorithm::WeightedAStar, "weighted-astar", Family::BestFirst, PopOrder::LowestKey, {1.0, 1.0, true}, true, true,
     true, Optimality::IfAdmissibleAndWeightOne, kGridWorld, kBestFirst},
    {Algorithm::BFS, "bfs", Family::Uninformed, PopOrder::Fifo, {0.0, 0.0, false}, false, false, false,
     Optimality::IfUniformStepCosts, kGridWorld, {&runBreadthFirst<NoTrace>, &runBreadthFirst<TraceRecorder>}},
    {Algorithm::DFS, "dfs", Family::Uninformed, PopOrder::Lifo, {0.0, 0.0, false}, false, false, false,
     Optimality::Never, kGridWorld, {&runDepthFirst<NoTrace>, &runDepthFirst<TraceRecorder>}},
}};

// Row i describes Algorithm value i, so a lookup is an index.
static_assert([] {
  for (std::size_t i = 0; i < kAlgorithmTable.size(); ++i)
    if (static_cast<std::size_t>(kAlgorithmTable[i].id) != i) return false;
  return true;
}(), "kAlgorithmTable lists the algorithms in enum order");

inline const AlgorithmInfo& info(Algorithm algorithm) { return kAlgorithmTable[static_cast<std::size_t>(algorithm)]; }

// True for the algorithms whose paths are optimal whenever their heuristic is admissible (weight and
// step costs aside): those that must match a benchmark's optimal lengths.
bool promisesOptimal(Algorithm algorithm);

// The names the schema exports these columns under.
inline constexpr NameTable<Family, 2> kFamilyNames = {{{Family::BestFirst, "best-first"}, {Family::Uninformed, "uninformed"}}};
inline constexpr NameTable<PopOrder, 3> kPopOrderNames = {
    {{PopOrder::LowestKey, "lowest-key"}, {PopOrder::Fifo, "fifo"}, {PopOrder::Lifo, "lifo"}}};
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
};

inline constexpr NameTable<OptionType, 3> kOptionTypeNames = {
    {{OptionType::Choice, "choice"}, {OptionType::Number, "number"}, {OptionType::Terrain, "terrain"}}};

inline constexpr std::array<OptionInfo, 8> kOptionTable = {{
    {"algorithm", OptionType::Choice, false, 0, 0, 0},
    {"heuristic", OptionType::Choice, true, 0, 0, 0},
    {"movement", OptionType::Choice, false, 0, 0, 0},
    {"diagonal", OptionType::Choice, false, 8, 0, 0},
    {"costs", OptionType::Choice, false, 0, 0, 0},
    {"weight", OptionType::Number, true, 0, 1, 20},
    {"tieBreak", OptionType::Choice, true, 0, 0, 0},
    {"terrainCosts", OptionType::Terrain, false, 0, 0, 1e6},
}};

}  // namespace frontier
