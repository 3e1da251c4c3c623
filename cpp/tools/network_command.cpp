// `frontier network` (network_command.h): a road network generated or read in any format, its figures, and
// one road query on it.
#include "tools/network_command.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_figures.h"
#include "io/dimacs.h"
#include "io/osm.h"
#include "io/road_text.h"
#include "io/text_lines.h"
#include "tools/cli_common.h"
#include "tools/road_queries.h"

namespace frontier::cli {
namespace {

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

}  // namespace

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

}  // namespace frontier::cli
