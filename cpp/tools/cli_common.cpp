// What the CLI's commands share (cli_common.h): the usage text, whole files read and written, the median.
#include "tools/cli_common.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "graph/grid.h"
#include "io/text_lines.h"

namespace frontier::cli {

const char* const kUsage =
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

bool writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) std::cerr << "frontier: cannot write " << path << "\n";
  return static_cast<bool>(out);
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

}  // namespace frontier::cli
