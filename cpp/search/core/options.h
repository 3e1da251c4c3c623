// What a search is asked to do: algorithm, heuristic, movement rules and costs, with their names.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "graph/grid.h"
#include "graph/hex.h"
#include "graph/move_rules.h"
#include "search/core/name_table.h"
#include "search/core/registry.h"

namespace frontier {

// Hex is the hex distance (graph/hex.h). HexEuclidean is no option of its own: it is what `euclidean` on a hex
// grid computes (heuristic.h estimateKind), so it has no name in the table below.
enum class Heuristic { Manhattan, Euclidean, Octile, Chebyshev, Zero, Hex, HexEuclidean };
// Order among open nodes of equal f. Tutorial: the A* tutorials' own list (search/core/tutorial_open_list.h),
// which only the best-first loop keeps (tutorialTieBreakServes). Appended: links write the values by index.
enum class TieBreak { SmallerH, Newest, Oldest, Tutorial };

struct SearchOptions {
  Topology topology = Topology::Square;
  Algorithm algorithm = Algorithm::AStar;
  Heuristic heuristic = Heuristic::Octile;
  int movement = 8;  // 4 or 8
  Diagonal diagonal = Diagonal::NoCornerCut;
  StepCosts costs = StepCosts::Float;
  double weight = 2.0;  // only weighted A* reads it: f = g + weight * h
  TieBreak tieBreak = TieBreak::SmallerH;
  TerrainCosts terrain = kDefaultTerrainCosts;
  // Only IDA* reads it: the node visits it may make before it gives up (it is exponential on open grids).
  double budget = 5'000'000;
};

struct SearchRequest {
  Point start;
  Point goal;
  SearchOptions options;
};

// The names of the JS API ('no-corner-cut', ...), in the order the enums declare them. Algorithm names
// are a column of the algorithm registry (registry.h).
inline constexpr NameTable<Topology, 2> kTopologyNames = {{{Topology::Square, "square"}, {Topology::Hex, "hex"}}};
inline constexpr NameTable<Heuristic, 6> kHeuristicNames = {{{Heuristic::Manhattan, "manhattan"},
                                                             {Heuristic::Euclidean, "euclidean"},
                                                             {Heuristic::Octile, "octile"},
                                                             {Heuristic::Chebyshev, "chebyshev"},
                                                             {Heuristic::Zero, "zero"},
                                                             {Heuristic::Hex, "hex"}}};
inline constexpr NameTable<Diagonal, 4> kDiagonalNames = {{{Diagonal::Never, "never"},
                                                           {Diagonal::NoCornerCut, "no-corner-cut"},
                                                           {Diagonal::OneBlocked, "one-blocked"},
                                                           {Diagonal::Always, "always"}}};
inline constexpr NameTable<StepCosts, 2> kStepCostNames = {{{StepCosts::Float, "float"}, {StepCosts::Integer, "integer"}}};
inline constexpr NameTable<TieBreak, 4> kTieBreakNames = {{{TieBreak::SmallerH, "smaller-h"},
                                                           {TieBreak::Newest, "newest"},
                                                           {TieBreak::Oldest, "oldest"},
                                                           {TieBreak::Tutorial, "tutorial"}}};

// Name <-> enum.
std::optional<Algorithm> parseAlgorithm(std::string_view name);
std::optional<Heuristic> parseHeuristic(std::string_view name);
std::optional<Diagonal> parseDiagonal(std::string_view name);
std::optional<StepCosts> parseStepCosts(std::string_view name);
std::optional<TieBreak> parseTieBreak(std::string_view name);
std::optional<Topology> parseTopology(std::string_view name);
std::string_view name(Algorithm value);
std::string_view name(Heuristic value);
std::string_view name(Diagonal value);
std::string_view name(StepCosts value);
std::string_view name(TieBreak value);
std::string_view name(Topology value);

// Fills `options` from names; returns an empty string or the reason (naming the bad value and the valid ones).
std::string parseOptions(std::string_view algorithm, std::string_view heuristic, std::string_view diagonal,
                         std::string_view costs, std::string_view tieBreak, SearchOptions& options);

// Checks values the names cannot: movement, weight, budget, terrain costs, and that the algorithm is a grid
// search (not a walker: search/walk/navigator.h). Empty string when valid.
std::string checkOptions(const SearchOptions& options);
// The algorithms whose grid runner is the best-first loop, the one that keeps the tutorials' list.
constexpr bool tutorialTieBreakServes(Algorithm algorithm) {
  return algorithm == Algorithm::AStar || algorithm == Algorithm::Dijkstra || algorithm == Algorithm::Greedy ||
         algorithm == Algorithm::WeightedAStar || algorithm == Algorithm::JPS || algorithm == Algorithm::JPSPlus;
}
// The part of those checks a walk needs too: movement and terrain costs.
std::string checkMoveOptions(const SearchOptions& options);

}  // namespace frontier
