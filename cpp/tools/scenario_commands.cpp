// The commands on a MovingAI map and its scenario (scenario_commands.h): scen, bench and navigate.
#include "tools/scenario_commands.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <vector>

#include "io/movingai.h"
#include "search/core/searcher.h"
#include "search/core/trace_hash.h"
#include "search/walk/navigator.h"
#include "tools/cli_common.h"

namespace frontier::cli {
namespace {

// How far a cost may be from the scenario's optimal length (which MovingAI writes to a few decimals).
constexpr double kTolerance = 0.005;

// Loads the map and the scenario, reporting problems as "file: line N: reason".
bool loadScenario(const Arguments& args, Grid& grid, std::vector<ScenarioQuery>& queries) {
  std::string mapText, scenText, error;
  for (const auto& [path, text] : {std::pair{&args.mapPath, &mapText}, std::pair{&args.scenPath, &scenText}}) {
    if (!readFile(*path, *text, error)) {
      std::cerr << *path << ": " << error << "\n";
      return false;
    }
  }
  if (std::string error = parseMovingAiMap(mapText, grid); !error.empty()) {
    std::cerr << args.mapPath << ": " << error << "\n";
    return false;
  }
  if (std::string error = parseMovingAiScenario(scenText, queries); !error.empty()) {
    std::cerr << args.scenPath << ": " << error << "\n";
    return false;
  }
  for (const ScenarioQuery& q : queries) {
    if (q.mapWidth != grid.width || q.mapHeight != grid.height) {
      std::cerr << args.scenPath << ": line " << q.line << ": map size " << q.mapWidth << "x" << q.mapHeight
                << " differs from " << args.mapPath << " (" << grid.width << "x" << grid.height << ")\n";
      return false;
    }
  }
  return true;
}

bool makeOptions(const Arguments& args, SearchOptions& options) {
  auto flag = [&](const char* name, const char* fallback) {
    auto found = args.flags.find(name);
    return found == args.flags.end() ? std::string(fallback) : found->second;
  };
  const std::string topology = flag("topology", "square");
  if (const auto parsed = parseTopology(topology)) {
    options.topology = *parsed;
  } else {
    std::cerr << "frontier: unknown topology '" << topology.substr(0, 40) << "' (expected one of square, hex)\n";
    return false;
  }
  // The hex distance is the default estimate on hexes, as the page's (the square kinds do not apply there).
  const char* heuristic = options.topology == Topology::Hex ? "hex" : "octile";
  std::string error = parseOptions(flag("algo", "astar"), flag("heuristic", heuristic), "no-corner-cut", "float",
                                   "smaller-h", options);
  if (!error.empty()) {
    std::cerr << "frontier: " << error << "\n";
    return false;
  }
  // The searcher checks the budget's range; here only that it is a number.
  if (auto budget = args.flags.find("budget"); budget != args.flags.end()) {
    char* end = nullptr;
    options.budget = std::strtod(budget->second.c_str(), &end);
    if (budget->second.empty() || *end != '\0') {
      std::cerr << "frontier: --budget takes a number, got '" << budget->second << "'\n";
      return false;
    }
  }
  return true;
}

// Whether a query's cost is what the algorithm may find, given the benchmark's optimal (octile) length.
bool acceptable(const SearchResult& result, Algorithm algorithm, double optimalLength) {
  if (result.status != SearchStatus::Found) return false;
  // Any-angle segments are not bound to the grid's 8 directions, so they may beat the octile optimum, but
  // Theta* never takes a longer path than it (theta_star.h).
  if (info(algorithm).family == Family::AnyAngle) return result.cost <= optimalLength + kTolerance;
  if (promisesOptimal(algorithm)) return std::fabs(result.cost - optimalLength) <= kTolerance;
  // A sub-optimal algorithm may miss the optimum, but must never beat it.
  return result.cost >= optimalLength - kTolerance;
}

int readCount(const Arguments& args, const char* name, int fallback) {
  auto found = args.flags.find(name);
  if (found == args.flags.end()) return fallback;
  // Digits only, at most 9 (an int): std::stoi would read "2x" as 2 and "-1" as a count.
  const std::string& text = found->second;
  const bool digits = !text.empty() && text.size() <= 9 &&
                      std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  return digits ? std::stoi(text) : -1;
}

SearchRequest requestFor(const ScenarioQuery& query, const SearchOptions& options) {
  return SearchRequest{query.start, query.goal, options};
}

}  // namespace

int runScen(const Arguments& args) {
  Grid grid;
  std::vector<ScenarioQuery> queries;
  SearchOptions options;
  if (!loadScenario(args, grid, queries) || !makeOptions(args, options)) return 2;
  // On hexes the scenario's optimal lengths (a square grid's) say nothing: a query is ok when it finds a path.
  const bool hex = options.topology == Topology::Hex;
  const int limit = readCount(args, "limit", static_cast<int>(queries.size()));
  if (limit < 0) {
    std::cerr << "frontier: --limit takes a number\n";
    return 2;
  }
  Searcher searcher;
  if (std::string error = searcher.setGrid(grid); !error.empty()) {
    std::cerr << args.mapPath << ": " << error << "\n";
    return 2;
  }
  const auto hashFlag = args.flags.find("trace-hash");
  const bool hashTraces = hashFlag != args.flags.end() && hashFlag->second == "yes";
  TraceRecorder trace;
  std::uint64_t expanded = 0;
  int mismatches = 0;
  const auto began = std::chrono::steady_clock::now();
  const std::size_t count = std::min(queries.size(), static_cast<std::size_t>(limit));
  for (std::size_t i = 0; i < count; ++i) {
    const ScenarioQuery& query = queries[i];
    const SearchResult result =
        hashTraces ? searcher.search(requestFor(query, options), trace) : searcher.search(requestFor(query, options));
    if (result.status == SearchStatus::Invalid) {
      std::cerr << args.scenPath << ": line " << query.line << ": " << result.error << "\n";
      return 2;
    }
    const double cost = result.status == SearchStatus::Found ? result.cost : -1.0;
    const bool ok = hex ? result.status == SearchStatus::Found : acceptable(result, options.algorithm, query.optimalLength);
    mismatches += ok ? 0 : 1;
    expanded += result.expanded;
    std::printf("{\"i\":%zu,\"cost\":%.5f,\"expected\":%.5f,\"expanded\":%llu,\"ok\":%s,\"status\":\"%s\"", i,
                cost, query.optimalLength, static_cast<unsigned long long>(result.expanded), ok ? "true" : "false",
                std::string(name(result.status)).c_str());
    if (result.iterations > 0) std::printf(",\"iterations\":%llu", static_cast<unsigned long long>(result.iterations));
    if (hashTraces) std::printf(",\"traceHash\":\"%08x\"", traceHash(trace));
    std::printf("}\n");
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::printf("{\"queries\":%zu,\"mismatches\":%d,\"expanded\":%llu,\"seconds\":%.6f,\"algorithm\":\"%s\"}\n", count,
              mismatches, static_cast<unsigned long long>(expanded), seconds,
              std::string(name(options.algorithm)).c_str());
  return mismatches == 0 ? 0 : 1;
}

int runBench(const Arguments& args) {
  Grid grid;
  std::vector<ScenarioQuery> all;
  SearchOptions options;
  if (!loadScenario(args, grid, all) || !makeOptions(args, options)) return 2;
  const int wanted = readCount(args, "queries", 100);
  const int repeat = readCount(args, "repeat", 5);
  if (wanted <= 0 || repeat <= 0 || all.empty()) {
    std::cerr << "frontier: need --queries and --repeat (whole numbers) above 0 and a non-empty scenario\n";
    return 2;
  }
  // Evenly spaced over the file, which is sorted by bucket (path length).
  std::vector<ScenarioQuery> queries;
  const std::size_t count = std::min(all.size(), static_cast<std::size_t>(wanted));
  for (std::size_t i = 0; i < count; ++i) queries.push_back(all[i * all.size() / count]);

  Searcher searcher;
  searcher.setGrid(grid);
  TraceRecorder trace;
  std::uint64_t expanded = 0;
  std::vector<double> plainSeconds, tracedSeconds;
  for (int round = 0; round < repeat; ++round) {
    for (bool traced : {false, true}) {
      std::uint64_t roundExpanded = 0;
      const auto began = std::chrono::steady_clock::now();
      for (const ScenarioQuery& query : queries) {
        const SearchResult result =
            traced ? searcher.search(requestFor(query, options), trace) : searcher.search(requestFor(query, options));
        roundExpanded += result.expanded;
      }
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      (traced ? tracedSeconds : plainSeconds).push_back(seconds);
      expanded = roundExpanded;
    }
  }
  const double plain = median(plainSeconds);
  const double traced = median(tracedSeconds);
  std::printf(
      "{\"queries\":%zu,\"expanded\":%llu,\"msPerQuery\":%.6f,\"expansionsPerSecond\":%.0f,"
      "\"tracedMsPerQuery\":%.6f,\"traceRatio\":%.4f}\n",
      queries.size(), static_cast<unsigned long long>(expanded), plain * 1000.0 / queries.size(), expanded / plain,
      traced * 1000.0 / queries.size(), traced / plain);
  return 0;
}

int runNavigate(const Arguments& args) {
  Grid grid;
  std::vector<ScenarioQuery> queries;
  if (!loadScenario(args, grid, queries)) return 2;
  WalkRequest request;
  const auto algorithm = parseAlgorithm(args.flags.count("algo") ? args.flags.at("algo") : "dstar-lite");
  if (!algorithm) {
    std::cerr << "frontier: unknown algorithm '" << args.flags.at("algo") << "'\n";
    return 2;
  }
  // The command's own options are checked here, so that their errors name the option, not a line of the
  // scenario file (the walk checks its request again for every query).
  if (!(info(*algorithm).worlds & kWalkWorld)) {
    std::cerr << "frontier: navigate runs dstar-lite or repeated-astar, got '" << args.flags.at("algo") << "'\n";
    return 2;
  }
  request.options.algorithm = *algorithm;
  if (auto sensor = args.flags.find("sensor"); sensor != args.flags.end()) {
    if (sensor->second == "all") {
      request.sensorRadius = kSenseEverything;
    } else {
      const int radius = readCount(args, "sensor", 0);
      if (radius < 1 || radius > kMaxSensorRadius) {
        std::cerr << "frontier: --sensor takes a whole number from 1 to " << kMaxSensorRadius << ", or all; got '"
                  << sensor->second << "'\n";
        return 2;
      }
      request.sensorRadius = radius;
    }
  }
  const int limit = readCount(args, "limit", static_cast<int>(queries.size()));
  if (limit < 0) {
    std::cerr << "frontier: --limit takes a number\n";
    return 2;
  }
  PaddedGrid world;
  world.assign(grid.width, grid.height, grid.cells.data());
  const auto hashFlag = args.flags.find("trace-hash");
  const bool hashTraces = hashFlag != args.flags.end() && hashFlag->second == "yes";
  TraceRecorder trace;
  int failures = 0;
  std::uint64_t expanded = 0;
  const auto began = std::chrono::steady_clock::now();
  const std::size_t count = std::min(queries.size(), static_cast<std::size_t>(limit));
  for (std::size_t i = 0; i < count; ++i) {
    request.start = queries[i].start;
    request.goal = queries[i].goal;
    const WalkResult walk = navigate(world, request, hashTraces ? &trace : nullptr);
    if (!walk.error.empty()) {
      std::cerr << args.scenPath << ": line " << queries[i].line << ": " << walk.error << "\n";
      return 2;
    }
    // The benchmark's maps do not change, so every goal is reachable and no walk beats the optimum.
    const bool ok = walk.reached && walk.cost >= queries[i].optimalLength - kTolerance;
    failures += ok ? 0 : 1;
    expanded += walk.expanded;
    std::printf("{\"i\":%zu,\"reached\":%s,\"cost\":%.5f,\"optimal\":%.5f,\"moves\":%zu,\"replans\":%zu,"
                "\"expanded\":%llu,\"updated\":%llu,\"firstPlanExpanded\":%llu,\"ms\":%.3f,\"ok\":%s",
                i, walk.reached ? "true" : "false", walk.cost, queries[i].optimalLength, walk.moves.size() - 1,
                walk.replans.size(), static_cast<unsigned long long>(walk.expanded),
                static_cast<unsigned long long>(walk.updated),
                static_cast<unsigned long long>(walk.replans.front().expanded), walk.micros / 1000.0,
                ok ? "true" : "false");
    if (hashTraces) std::printf(",\"traceHash\":\"%08x\"", traceHash(trace));
    std::printf("}\n");
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::printf("{\"queries\":%zu,\"failures\":%d,\"expanded\":%llu,\"seconds\":%.6f,\"algorithm\":\"%s\"}\n", count,
              failures, static_cast<unsigned long long>(expanded), seconds, std::string(name(*algorithm)).c_str());
  return failures == 0 ? 0 : 1;
}

bool parseArguments(int argc, char** argv, Arguments& args, std::string& error) {
  if (argc < 4) {
    error = "missing arguments";
    return false;
  }
  args.command = argv[1];
  args.mapPath = argv[2];
  args.scenPath = argv[3];
  for (int i = 4; i < argc; i += 2) {
    std::string flag = argv[i];
    if (flag.rfind("--", 0) != 0 || i + 1 >= argc) {
      error = "expected --flag VALUE, found '" + flag + "'";
      return false;
    }
    args.flags[flag.substr(2)] = argv[i + 1];
  }
  return true;
}

}  // namespace frontier::cli
