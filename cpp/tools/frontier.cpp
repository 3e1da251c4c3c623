// The native command-line tool: `frontier scen` checks a MovingAI scenario against its optimal lengths,
// `frontier bench` times searches for scripts/bench, `frontier navigate` walks an agent through each
// scenario query on the unknown map; `frontier network` generates, imports and measures road networks.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "tools/listings.h"
#include "tools/road_queries.h"
#include "graph/road_figures.h"
#include "io/dimacs.h"
#include "io/movingai.h"
#include "io/osm.h"
#include "io/road_text.h"
#include "io/text_grid.h"
#include "io/text_lines.h"
#include "schema/schema_json.h"
#include "search/core/searcher.h"
#include "search/walk/navigator.h"

namespace {

using namespace frontier;

constexpr double kTolerance = 0.005;

const char* kUsage =
    "usage:\n"
    "  frontier scen MAP SCEN [--algo NAME] [--heuristic NAME] [--budget N] [--limit N] [--trace-hash yes]\n"
    "      [--topology square|hex]\n"
    "      solve every query (or the first N) with octile costs and no corner cutting; one JSON line per query,\n"
    "      then a summary line; exit 1 when a query is not ok. A query is ok when its cost is the optimal\n"
    "      length (for an algorithm that promises it), at least that (for one that does not), or at most that\n"
    "      (for an any-angle one, whose straight segments may cut the grid's corners: Theta*); a query without\n"
    "      a path (or whose search gave up) is not ok. --budget: IDA*'s node visits (default 5000000). With\n"
    "      --trace-hash yes each line also carries a hash of the search's trace (FNV-1a over its 32-bit\n"
    "      words), to compare platforms. With --topology hex the map's cells are searched as hexes (odd-r rows,\n"
    "      heuristic hex by default) and a query is ok when it finds a path: the optima are a square grid's.\n"
    "  frontier bench MAP SCEN [--queries N] [--repeat R] [--algo NAME] [--heuristic NAME] [--budget N]\n"
    "      [--topology square|hex]\n"
    "      time N evenly spaced queries (default 100), R rounds (default 5) with tracing off and on;\n"
    "      print one JSON line with medians. --topology hex searches the map's cells as hexes (odd-r rows;\n"
    "      heuristic hex by default), the same queries, for a side-by-side figure.\n"
    "  frontier navigate MAP SCEN [--algo dstar-lite|repeated-astar] [--sensor R|all] [--limit N] [--trace-hash yes]\n"
    "      walk an agent from start to goal of every query (or the first N) on the map it does not know (octile\n"
    "      costs, no corner cutting), sensing cells within R (default 1; 'all': the whole map); one JSON line\n"
    "      per query (the walk's cost, moves, replans, expansions), then a summary line; exit 1 when a walk\n"
    "      does not reach its goal or costs less than the optimum.\n"
    "  frontier network generate --nodes N [--seed S] [--out FILE] [--repeat R]\n"
    "      generate a random road network (N from 100 to 1000000; S from 0 to 2^53 - 1, as links take it, default 1);\n"
    "      write it in the compact format\n"
    "      to FILE (or standard output) and print its figures as one JSON line (to standard error without\n"
    "      --out), with the median generation time of R runs (default 1) in milliseconds.\n"
    "  frontier network info FILE [--format frontier|dimacs|osm] [--co FILE.co]\n"
    "      read a road network (format from the extension: .osm, .gr with its .co beside it, else the compact\n"
    "      format) and print one JSON line: nodes, roads, one-way roads, arcs, average degree, meshedness,\n"
    "      detour, road length, extent, hash (and what an OSM import dropped).\n"
    "  frontier network import FILE.osm --out FILE\n"
    "      import OpenStreetMap XML into the compact format; print the figures as one JSON line.\n"
    "  frontier network route (FILE | --nodes N [--seed S]) --from A --to B [--algo NAME] [--metric length|time]\n"
    "  frontier network disjoint (FILE | --nodes N [--seed S]) --from A --to B [--k K] [--disjoint edge|node] [--metric M]\n"
    "  frontier network alternatives (FILE | --nodes N [--seed S]) --from A --to B [--k K] [--stretch S] [--max-share F]\n"
    "      [--metric M]\n"
    "  frontier network drive (FILE | --nodes N [--seed S]) --from A --to B [--block U-V[,U-V...]] [--metric M]\n"
    "      answer one road query (docs/API.md, \"Road routes\") on a network file or a random network as one JSON\n"
    "      line with the API's fields; exit 1 when there is no route.\n"
    "  frontier schema [FILE]\n"
    "      write the trace schema and the algorithm and option registries as an ES module (to FILE, or to\n"
    "      standard output); the build writes web/wasm/frontier_schema.js with it.\n"
    "  frontier listings ROOT OUT.js\n"
    "      write the regions of ROOT/cpp/search marked `// listing: NAME` ... `// listing end` as the ES module the\n"
    "      code panel reads (the build writes web/wasm/frontier_listings.js); exit 1, naming the file and line, on a\n"
    "      broken marker or a registry listing name with no region.\n";

struct Arguments {
  std::string command, mapPath, scenPath;
  std::map<std::string, std::string> flags;
};

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

// Reads a whole file of at most `limit` bytes; false, with the reason in `error`, otherwise. It reads at
// most limit + 1 bytes whatever the file claims: /dev/zero has no size and aborted with std::bad_alloc, and
// a directory's "size" read as 8796093022207 MB.
bool readWholeFile(const std::string& path, std::size_t limit, std::string& text, std::string& error) {
  std::error_code status;
  const std::filesystem::file_status kind = std::filesystem::status(path, status);
  if (status || !std::filesystem::exists(kind)) {
    error = "cannot read the file (" + (status ? status.message() : std::string("no such file")) + ")";
    return false;
  }
  if (std::filesystem::is_directory(kind)) {
    error = "is a directory, not a file";
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read the file";
    return false;
  }
  // A regular file says how big it is: refused before reading. Anything else (a pipe, a device) is read
  // up to one byte past the limit.
  if (std::filesystem::is_regular_file(kind)) {
    const std::uintmax_t bytes = std::filesystem::file_size(path, status);
    if (!status && bytes > limit) {
      error = sizeLimitError("the file", static_cast<std::size_t>(bytes), limit);
      return false;
    }
  }
  text.clear();
  char buffer[1 << 16];
  while (text.size() <= limit &&
         in.read(buffer, static_cast<std::streamsize>(std::min(sizeof buffer, limit + 1 - text.size()))).gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) {
    error = "cannot read the file";
    return false;
  }
  if (text.size() > limit) {
    error = "is not a regular file and gave more than the " + std::to_string(limit >> 20) + " MiB limit (" +
            std::to_string(limit) + " bytes)";
    text.clear();
    return false;
  }
  return true;
}

// Reads a whole file of at most kMaxGridTextBytes (the page's limit too); false, with the reason in
// `error`, otherwise.
bool readFile(const std::string& path, std::string& text, std::string& error) {
  return readWholeFile(path, kMaxGridTextBytes, text, error);
}

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

// FNV-1a over the trace's 32-bit words (not bytes: the Node tests compute the same over a Uint32Array).
std::uint32_t traceHash(const TraceRecorder& trace) {
  static_assert(sizeof(TraceEvent) == 4 * sizeof(std::uint32_t));
  std::uint32_t hash = 2166136261u;
  for (const TraceEvent& event : trace.events()) {
    std::uint32_t words[4];
    std::memcpy(words, &event, sizeof words);
    for (std::uint32_t word : words) hash = (hash ^ word) * 16777619u;
  }
  return hash;
}

SearchRequest requestFor(const ScenarioQuery& query, const SearchOptions& options) {
  return SearchRequest{query.start, query.goal, options};
}

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

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
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

// The schema as the page imports it: one default export, the JSON itself.
int runSchema(int argc, char** argv) {
  const std::string module = "// Generated by `frontier schema` from cpp/search/core (trace.h, registry.h, options.h): do not edit.\n"
                             "export default " + schemaJson() + ";\n";
  if (argc < 3) {
    std::cout << module;
    return 0;
  }
  std::ofstream out(argv[2], std::ios::binary);
  out << module;
  if (!out) {
    std::cerr << "frontier: cannot write " << argv[2] << "\n";
    return 1;
  }
  return 0;
}

// The marked regions of ROOT/cpp/search as the code panel imports them; nothing is written on a fault.
int runListings(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "frontier: listings takes ROOT (the repository) and OUT.js\n" << kUsage;
    return 2;
  }
  const ListingsRead read = readListings(argv[2]);
  std::string error = read.error;
  if (error.empty()) error = checkRegistryListings(kAlgorithmTable, read.listings);
  if (!error.empty()) {
    std::cerr << "frontier: listings: " << error << "\n";
    return 1;
  }
  std::ofstream out(argv[3], std::ios::binary);
  out << listingsModule(read.listings);
  if (!out) {
    std::cerr << "frontier: cannot write " << argv[3] << "\n";
    return 1;
  }
  return 0;
}

bool endsWith(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Reads a road network in any format; `extra` gets the OSM import's drops as JSON fields (or nothing).
bool readNetworkFile(const std::string& path, std::string format, const std::string& coPath, RoadMap& map,
                     std::string& extra) {
  if (format.empty()) format = endsWith(path, ".osm") ? "osm" : endsWith(path, ".gr") ? "dimacs" : "frontier";
  std::string text, error;
  const std::size_t limit = format == "osm" ? kMaxOsmBytes : kMaxRoadTextBytes;
  if (format != "osm" && format != "dimacs" && format != "frontier") {
    std::cerr << "frontier: unknown format '" << format << "' (expected frontier, dimacs or osm)\n";
    return false;
  }
  if (!readWholeFile(path, limit, text, error)) {
    std::cerr << path << ": " << error << "\n";
    return false;
  }
  if (format == "osm") {
    OsmReport report;
    error = parseOsm(text, map, report);
    extra = ",\"osmWays\":" + std::to_string(report.ways) + ",\"droppedNodes\":" + std::to_string(report.droppedNodes) +
            ",\"droppedRoads\":" + std::to_string(report.droppedRoads);
  } else if (format == "dimacs") {
    const std::string co = coPath.empty() ? path.substr(0, path.size() - 3) + ".co" : coPath;
    std::string coText;
    if (!readWholeFile(co, kMaxRoadTextBytes, coText, error)) {
      std::cerr << co << ": " << error << "\n";
      return false;
    }
    error = parseDimacs(text, coText, map);
  } else {
    error = parseRoadText(text, map);
  }
  if (!error.empty()) {
    std::cerr << path << ": " << error << "\n";
    return false;
  }
  return true;
}

// The figures line of a network, with `extra` JSON fields before the closing brace.
bool printFigures(std::ostream& out, const RoadMap& map, const std::string& extra) {
  RoadNetwork network;
  if (std::string error = buildNetwork(map, network); !error.empty()) {
    std::cerr << "frontier: " << error << "\n";
    return false;
  }
  std::string line = figuresJson(roadFigures(map, network), networkHash(network));
  line.insert(line.size() - 1, extra);
  out << line << "\n";
  return true;
}

bool writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) std::cerr << "frontier: cannot write " << path << "\n";
  return static_cast<bool>(out);
}

// The largest seed a share link or engine.loadNetwork takes (a JS number is exact up to 2^53 - 1): the CLI
// took any 64-bit seed, and read "-1" as 2^64 - 1.
constexpr std::uint64_t kMaxSeed = (std::uint64_t{1} << 53) - 1;

// A flag's whole number, written in decimal digits only, up to `high`: std::stoul read "1e6" as 1, "-5" as
// 2^64 - 5 and "100x" as 100. Absent, `value` keeps its fallback. False, after saying why, otherwise.
bool wholeFlag(const std::map<std::string, std::string>& flags, const char* name, std::uint64_t high,
               const std::string& range, std::uint64_t& value) {
  const auto found = flags.find(name);
  if (found == flags.end()) return true;
  const std::string& text = found->second;
  if (parseCount(text, high, value)) return true;
  std::cerr << "frontier: --" << name << " takes a whole number " << range << " (decimal digits only), got '"
            << text.substr(0, 40) << "'\n";
  return false;
}

// --nodes N and --seed S of a random network, checked as links and the engine check them (the generator
// checks N's range and says so).
bool randomNetworkFlags(const std::map<std::string, std::string>& flags, RandomNetworkRequest& request) {
  if (!flags.count("nodes")) {
    std::cerr << "frontier: a random network needs --nodes N (" << kMinRandomNodes << " to " << kMaxRandomNodes << ")\n";
    return false;
  }
  std::uint64_t nodes = 0, seed = 1;
  // Nodes up to 10^18 here, so that a number in range of no network is the generator's to refuse by name.
  const std::string nodeRange = "from " + std::to_string(kMinRandomNodes) + " to " + std::to_string(kMaxRandomNodes);
  if (!wholeFlag(flags, "nodes", 1'000'000'000'000'000'000ull, nodeRange, nodes) ||
      !wholeFlag(flags, "seed", kMaxSeed, "from 0 to 2^53 - 1 (9007199254740991)", seed)) {
    return false;
  }
  request.nodes = static_cast<std::size_t>(nodes);
  request.seed = seed;
  return true;
}

int runNetwork(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "frontier: network needs generate, info, import, route, disjoint, alternatives or drive\n" << kUsage;
    return 2;
  }
  const std::string action = argv[2];
  std::string path;
  std::map<std::string, std::string> flags;
  for (int i = 3; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.rfind("--", 0) == 0) {
      if (i + 1 >= argc) {
        std::cerr << "frontier: " << word << " needs a value\n";
        return 2;
      }
      flags[word.substr(2)] = argv[++i];
    } else if (path.empty()) {
      path = word;
    } else {
      std::cerr << "frontier: unexpected argument '" << word << "'\n";
      return 2;
    }
  }
  const auto flag = [&](const char* name) { return flags.count(name) ? flags[name] : std::string(); };
  if (action == "generate") {
    RandomNetworkRequest request;
    std::uint64_t repeat = 1;
    if (!randomNetworkFlags(flags, request) || !wholeFlag(flags, "repeat", 1000, "from 1 to 1000", repeat)) return 2;
    if (repeat == 0) {
      std::cerr << "frontier: --repeat takes a whole number from 1 to 1000 (decimal digits only), got '0'\n";
      return 2;
    }
    RoadMap map;
    std::vector<double> millis;
    for (std::uint64_t run = 0; run < repeat; ++run) {
      const auto begin = std::chrono::steady_clock::now();
      if (std::string error = generateRoadNetwork(request, map); !error.empty()) {
        std::cerr << "frontier: " << error << "\n";
        return 2;
      }
      millis.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count());
    }
    char timing[64];
    std::snprintf(timing, sizeof timing, ",\"seed\":%llu,\"generateMs\":%.2f", static_cast<unsigned long long>(request.seed),
                  median(millis));
    const std::string out = flag("out");
    if (out.empty()) {
      std::cout << toRoadText(map);
      return printFigures(std::cerr, map, timing) ? 0 : 1;
    }
    if (!writeText(out, toRoadText(map))) return 1;
    return printFigures(std::cout, map, timing) ? 0 : 1;
  }
  if (action == "info" || action == "import") {
    if (path.empty()) {
      std::cerr << "frontier: network " << action << " needs a FILE\n";
      return 2;
    }
    RoadMap map;
    std::string extra;
    if (!readNetworkFile(path, action == "import" ? "osm" : flag("format"), flag("co"), map, extra)) return 1;
    if (action == "import") {
      if (flag("out").empty()) {
        std::cerr << "frontier: network import needs --out FILE\n";
        return 2;
      }
      if (!writeText(flag("out"), toRoadText(map))) return 1;
    }
    return printFigures(std::cout, map, extra) ? 0 : 1;
  }
  if (isRoadQuery(action)) {
    RoadMap map;
    const bool generated = flags.count("nodes") > 0;
    if (path.empty() != generated) {
      std::cerr << "frontier: network " << action << " needs a FILE or --nodes N (not both)\n";
      return 2;
    }
    if (generated) {
      RandomNetworkRequest request;
      if (!randomNetworkFlags(flags, request)) return 2;
      if (std::string error = generateRoadNetwork(request, map); !error.empty()) {
        std::cerr << "frontier: " << error << "\n";
        return 2;
      }
    } else {
      std::string extra;
      if (!readNetworkFile(path, flag("format"), flag("co"), map, extra)) return 1;
    }
    RoadNetwork network;
    if (std::string error = buildNetwork(map, network); !error.empty()) {
      std::cerr << "frontier: " << error << "\n";
      return 2;
    }
    return runRoadQuery(action, network, flags, std::cout);
  }
  std::cerr << "frontier: unknown network action '" << action
            << "' (expected generate, info, import, route, disjoint, alternatives or drive)\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "schema") == 0) return runSchema(argc, argv);
  if (argc >= 2 && std::strcmp(argv[1], "listings") == 0) return runListings(argc, argv);
  if (argc >= 2 && std::strcmp(argv[1], "network") == 0) return runNetwork(argc, argv);
  Arguments args;
  std::string error;
  if (!parseArguments(argc, argv, args, error)) {
    std::cerr << "frontier: " << error << "\n" << kUsage;
    return 2;
  }
  if (args.command == "scen") return runScen(args);
  if (args.command == "bench") return runBench(args);
  if (args.command == "navigate") return runNavigate(args);
  std::cerr << "frontier: unknown command '" << args.command << "'\n" << kUsage;
  return 2;
}
