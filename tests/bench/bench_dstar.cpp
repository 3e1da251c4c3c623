// bench-dstar: D* Lite beyond the grid walk (which `frontier navigate` covers): drives with blocked roads on
// Monaco and a 10,000-node random town, and LPA* repairs after walls on den312d. Prints the median CPU time
// of R rounds of all of them (untraced, then traced), or with --trace-hash one line per run with the hash of
// its trace (FNV-1a over its 32-bit words, as `frontier ... --trace-hash`), to hold a change of the loop to
// the traces and speed of the code before it (docs/BENCHMARKS.md, "One D* Lite"). Run by hand:
//   build/native/bench-dstar ROOT [--trace-hash] [--rounds R]      (ROOT: the repository)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <time.h>
#include <utility>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_map.h"
#include "io/movingai.h"
#include "io/road_text.h"
#include "search/core/searcher.h"
#include "search/core/trace_hash.h"
#include "search/roads/road_router.h"

using namespace frontier;

namespace {

double cpuMillis() {
  timespec now;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec * 1e-6;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "bench-dstar: cannot read %s\n", path.c_str());
    std::exit(2);
  }
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void check(const std::string& error, const char* what) {
  if (error.empty()) return;
  std::fprintf(stderr, "bench-dstar: %s: %s\n", what, error.c_str());
  std::exit(2);
}

// Drives whose vehicle meets blocks: for seeded pairs of nodes, the roads at a quarter, half and three
// quarters of the unblocked drive's way are blocked (pairs that do not reach each other are left out).
std::vector<DriveRequest> blockedDrives(RoadRouter& router, std::size_t nodes, int count, std::uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_int_distribution<std::uint32_t> node(0, static_cast<std::uint32_t>(nodes - 1));
  std::vector<DriveRequest> drives;
  for (int attempt = 0; attempt < 20 * count && static_cast<int>(drives.size()) < count; ++attempt) {
    DriveRequest request{node(random), node(random), RoadMetric::Length, {}};
    const DriveResult open = router.drive(request);
    if (!open.reached || open.moves.size() < 8) continue;
    const std::size_t roads = open.moves.size() - 1;
    for (const std::size_t at : {roads / 4, roads / 2, 3 * roads / 4}) request.blocked.push_back({open.moves[at], open.moves[at + 1]});
    drives.push_back(request);
  }
  return drives;
}

struct LpaRun {
  Point start, goal;
  std::vector<Grid> edits;  // the grid after each edit, searched in turn (the first: as read)
};

// LPA* repairs: per query, a wall on the middle of the last path, then another, then the first taken away.
std::vector<LpaRun> lpaRuns(const Grid& grid, const std::vector<ScenarioQuery>& queries, int count) {
  std::vector<LpaRun> runs;
  Searcher searcher;
  check(searcher.setGrid(grid), "den312d");
  SearchOptions options;
  options.algorithm = Algorithm::LpaStar;
  const std::size_t step = std::max<std::size_t>(1, queries.size() / count);
  for (std::size_t i = 0; i < queries.size() && static_cast<int>(runs.size()) < count; i += step) {
    LpaRun run{queries[i].start, queries[i].goal, {grid}};
    Grid edited = grid;
    std::vector<std::uint32_t> walls;
    for (int round = 0; round < 2; ++round) {
      check(searcher.setGrid(edited), "edit");
      const SearchResult result = searcher.search({run.start, run.goal, options});
      if (result.path.size() < 5) break;
      const std::uint32_t wall = result.path[result.path.size() / 2];
      edited.cells[wall] = static_cast<std::uint8_t>(Cell::Wall);
      walls.push_back(wall);
      run.edits.push_back(edited);
    }
    if (walls.size() < 2) continue;
    edited.cells[walls[0]] = static_cast<std::uint8_t>(Cell::Floor);
    run.edits.push_back(edited);
    runs.push_back(run);
  }
  return runs;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: bench-dstar ROOT [--trace-hash] [--rounds R]\n");
    return 2;
  }
  const std::string root = argv[1];
  bool hashes = false;
  int rounds = 5;
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--trace-hash") == 0) hashes = true;
    else if (std::strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) rounds = std::max(1, std::atoi(argv[++i]));
    else {
      std::fprintf(stderr, "bench-dstar: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }

  RoadMap monacoMap, townMap;
  check(parseRoadText(readFile(root + "/data/roads/monaco.roads"), monacoMap), "monaco.roads");
  check(generateRoadNetwork({.nodes = 10000, .seed = 1}, townMap), "town");
  RoadNetwork monaco, town;
  check(buildNetwork(monacoMap, monaco), "monaco");
  check(buildNetwork(townMap, town), "town");
  RoadRouter monacoRouter(monaco), townRouter(town);
  struct Drives {
    const char* name;
    RoadRouter& router;
    std::vector<DriveRequest> requests;
  };
  std::vector<Drives> networks = {{"monaco", monacoRouter, blockedDrives(monacoRouter, monaco.nodeCount(), 40, 7)},
                                  {"town10k", townRouter, blockedDrives(townRouter, town.nodeCount(), 40, 7)}};

  Grid den;
  check(parseMovingAiMap(readFile(root + "/tests/data/movingai/dao/den312d.map"), den), "den312d.map");
  std::vector<ScenarioQuery> queries;
  check(parseMovingAiScenario(readFile(root + "/tests/data/movingai/dao/den312d.map.scen"), queries), "den312d.map.scen");
  const std::vector<LpaRun> repairs = lpaRuns(den, queries, 40);

  TraceRecorder trace;
  SearchOptions lpa;
  lpa.algorithm = Algorithm::LpaStar;
  // One pass over every drive, then every repair; `traced` records (and, with `print`, prints) each trace.
  // Returns the CPU milliseconds of the drives and of the repairs.
  const auto pass = [&](bool traced, bool print) {
    double began = cpuMillis();
    for (Drives& drives : networks) {
      for (std::size_t i = 0; i < drives.requests.size(); ++i) {
        const DriveResult result = drives.router.drive(drives.requests[i], traced ? &trace : nullptr);
        if (print) {
          std::printf("drive %s %zu replans %zu reached %d hash %08x\n", drives.name, i, result.plans.size(),
                      result.reached ? 1 : 0, traceHash(trace));
        }
      }
    }
    const double drivesMs = cpuMillis() - began;
    began = cpuMillis();
    Searcher searcher;
    for (std::size_t i = 0; i < repairs.size(); ++i) {
      for (std::size_t k = 0; k < repairs[i].edits.size(); ++k) {
        check(searcher.setGrid(repairs[i].edits[k]), "edit");
        const SearchRequest request{repairs[i].start, repairs[i].goal, lpa};
        const SearchResult result = traced ? searcher.search(request, trace) : searcher.search(request);
        if (print) {
          std::printf("lpa den312d %zu edit %zu repaired %d cost %.6f hash %08x\n", i, k, result.repair.repaired ? 1 : 0,
                      result.cost, traceHash(trace));
        }
      }
    }
    return std::pair{drivesMs, cpuMillis() - began};
  };
  if (hashes) {
    pass(true, true);
    return 0;
  }
  std::vector<double> drives, drivesTraced, lpaRepairs, lpaTraced;
  for (int round = 0; round < rounds; ++round) {
    const auto [drivesMs, lpaMs] = pass(false, false);
    drives.push_back(drivesMs);
    lpaRepairs.push_back(lpaMs);
    const auto [drivesTracedMs, lpaTracedMs] = pass(true, false);
    drivesTraced.push_back(drivesTracedMs);
    lpaTraced.push_back(lpaTracedMs);
  }
  std::printf("{\"drives\":%zu,\"lpaQueries\":%zu,\"rounds\":%d,\"drivesMs\":%.2f,\"drivesTracedMs\":%.2f,"
              "\"lpaMs\":%.2f,\"lpaTracedMs\":%.2f}\n",
              networks[0].requests.size() + networks[1].requests.size(), repairs.size(), rounds, median(drives),
              median(drivesTraced), median(lpaRepairs), median(lpaTraced));
  return 0;
}
