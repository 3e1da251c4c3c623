// Names of the search options and the checks on their values.
#include "search/core/options.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <utility>

#include "search/core/registry.h"

namespace frontier {
namespace {

// The algorithm names, from the registry's rows; the grid searches' are a prefix of them.
constexpr auto kAlgorithmNames = [] {
  NameTable<Algorithm, kAlgorithmTable.size()> table{};
  for (std::size_t i = 0; i < table.size(); ++i) table[i] = {kAlgorithmTable[i].id, kAlgorithmTable[i].name};
  return table;
}();
constexpr auto kGridAlgorithmNames = [] {
  NameTable<Algorithm, kGridAlgorithmCount> table{};
  for (std::size_t i = 0; i < table.size(); ++i) table[i] = kAlgorithmNames[i];
  return table;
}();

// Why a walker, or a road-only search, is not a grid search option's algorithm.
std::string notAGridSearch(Algorithm algorithm) {
  if (info(algorithm).worlds & kRoadWorld) {
    return std::string(name(algorithm)) + " runs on road networks only: run it with route, not as a grid search";
  }
  return std::string(name(algorithm)) +
         " walks an agent through a world it learns as it goes: run it with navigate, not as a search";
}

// Parses one option into `out`, or returns "unknown <what> 'x' (expected one of a, b, c)".
template <class Enum, std::size_t N>
std::string parseInto(const NameTable<Enum, N>& table, std::string_view what, std::string_view name, Enum& out) {
  if (auto value = lookup(table, name)) {
    out = *value;
    return {};
  }
  std::string message = "unknown " + std::string(what) + " '" + std::string(name) + "' (expected one of ";
  for (std::size_t i = 0; i < N; ++i) message += (i ? ", " : "") + std::string(table[i].second);
  return message + ")";
}

}  // namespace

std::optional<Algorithm> parseAlgorithm(std::string_view n) { return lookup(kAlgorithmNames, n); }
std::optional<Heuristic> parseHeuristic(std::string_view n) { return lookup(kHeuristicNames, n); }
std::optional<Diagonal> parseDiagonal(std::string_view n) { return lookup(kDiagonalNames, n); }
std::optional<StepCosts> parseStepCosts(std::string_view n) { return lookup(kStepCostNames, n); }
std::optional<TieBreak> parseTieBreak(std::string_view n) { return lookup(kTieBreakNames, n); }
std::optional<Topology> parseTopology(std::string_view n) { return lookup(kTopologyNames, n); }
std::string_view name(Algorithm v) { return nameOf(kAlgorithmNames, v); }
std::string_view name(Heuristic v) { return nameOf(kHeuristicNames, v); }
std::string_view name(Diagonal v) { return nameOf(kDiagonalNames, v); }
std::string_view name(StepCosts v) { return nameOf(kStepCostNames, v); }
std::string_view name(TieBreak v) { return nameOf(kTieBreakNames, v); }
std::string_view name(Topology v) { return nameOf(kTopologyNames, v); }

std::string parseOptions(std::string_view algorithm, std::string_view heuristic, std::string_view diagonal,
                         std::string_view costs, std::string_view tieBreak, SearchOptions& options) {
  if (const auto walker = parseAlgorithm(algorithm); walker && !(info(*walker).worlds & kGridWorld)) {
    return notAGridSearch(*walker);
  }
  for (std::string error : {parseInto(kGridAlgorithmNames, "algorithm", algorithm, options.algorithm),
                            parseInto(kHeuristicNames, "heuristic", heuristic, options.heuristic),
                            parseInto(kDiagonalNames, "diagonal rule", diagonal, options.diagonal),
                            parseInto(kStepCostNames, "step costs", costs, options.costs),
                            parseInto(kTieBreakNames, "tie-break", tieBreak, options.tieBreak)}) {
    if (!error.empty()) return error;
  }
  return {};
}

namespace {

// A number as a message shows it: 0.5, 1e+300, nan; never 300 digits.
std::string shortNumber(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

}  // namespace

std::string checkMoveOptions(const SearchOptions& options) {
  if (options.movement != 4 && options.movement != 8) {
    return "movement must be 4 or 8, got " + std::to_string(options.movement);
  }
  for (int kind = 0; kind < kCellKinds; ++kind) {
    if (kind == static_cast<int>(Cell::Wall)) continue;
    double cost = options.terrain[kind];
    if (!(cost > 0.0) || !std::isfinite(cost) || cost > 1e6) {
      return "cost of " + std::string(kCellNames[kind]) + " must be a number in (0, 1000000], got " +
             shortNumber(cost);
    }
  }
  return {};
}

std::string checkOptions(const SearchOptions& options) {
  if (!(info(options.algorithm).worlds & kGridWorld)) return notAGridSearch(options.algorithm);
  if (std::string error = checkMoveOptions(options); !error.empty()) return error;
  // Written so that NaN fails too.
  if (!(options.weight >= 1.0) || !std::isfinite(options.weight)) {
    return "weight must be a finite number >= 1, got " + shortNumber(options.weight);
  }
  if (!(options.budget >= 1000 && options.budget <= 1e9) || options.budget != std::floor(options.budget)) {
    return "budget must be a whole number of node visits from 1000 to 1e9, got " + shortNumber(options.budget);
  }
  if (options.tieBreak == TieBreak::Tutorial && !tutorialTieBreakServes(options.algorithm)) {
    return "tieBreak 'tutorial' is the tutorials' open list, kept by A*, Dijkstra, greedy, weighted A* and the jump "
           "point searches; " + std::string(name(options.algorithm)) + " keeps its own";
  }
  return {};
}

}  // namespace frontier
