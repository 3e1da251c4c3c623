// `frontier listings` (cpp/tools/listings.h): the regions it reads from marked source, with their event lines,
// and every broken marker it refuses, named by file and line; the repository's own regions and registry rows
// read without a fault.
#include <catch2/catch.hpp>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "search/core/registry.h"
#include "tools/listings.h"

using namespace frontier;
namespace fs = std::filesystem;

namespace {

// A repository root in a temporary directory holding the files given; removed at the end of the test.
class SourceTree {
 public:
  SourceTree() {
    static std::atomic<int> count{0};
    root_ = fs::temp_directory_path() /
            ("frontier-listings-test-" + std::to_string(::getpid()) + "-" + std::to_string(count++));
    fs::remove_all(root_);
    fs::create_directories(root_ / "cpp" / "search");
  }
  ~SourceTree() {
    std::error_code ignored;
    fs::remove_all(root_, ignored);
  }
  SourceTree& file(const std::string& relative, const std::string& text) {
    const fs::path path = root_ / relative;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return *this;
  }
  ListingsRead read() const { return readListings(root_); }

 private:
  fs::path root_;
};

std::string errorOf(const std::string& relative, const std::string& text) {
  SourceTree tree;
  tree.file(relative, text);
  return tree.read().error;
}

}  // namespace

TEST_CASE("listings: a marked region becomes a listing: its lines, first line and event lines", "[listings]") {
  SourceTree tree;
  tree.file("cpp/search/algorithms/loop.h",
            "// A loop.\n"
            "namespace frontier {\n"
            "  // listing: the-loop\n"
            "  void loop(Trace& trace) {\n"
            "    trace.add(TraceKind::Generated, 0, kNoParent, 0.0, 0.0);\n"
            "\n"
            "    while (more) {\n"
            "      trace.add(TraceKind::Expanded, node, parent, g,\n"
            "                h);\n"
            "      trace.add(TraceKind::Generated, next, node, g, h);\n"
            "    }\n"
            "  }\n"
            "  // listing end\n"
            "}\n");
  tree.file("cpp/search/other.cpp", "int unmarked;\n");
  const ListingsRead read = tree.read();
  REQUIRE(read.error.empty());
  REQUIRE(read.listings.size() == 1);
  const Listing& listing = read.listings[0];
  CHECK(listing.name == "the-loop");
  CHECK(listing.file == "cpp/search/algorithms/loop.h");
  CHECK(listing.firstLine == 4);
  // Two spaces of common indentation removed; the blank line stays blank.
  CHECK(listing.lines == std::vector<std::string>{"void loop(Trace& trace) {",
                                                  "  trace.add(TraceKind::Generated, 0, kNoParent, 0.0, 0.0);",
                                                  "",
                                                  "  while (more) {",
                                                  "    trace.add(TraceKind::Expanded, node, parent, g,",
                                                  "              h);",
                                                  "    trace.add(TraceKind::Generated, next, node, g, h);",
                                                  "  }",
                                                  "}"});
  // In the trace table's order (generated before expanded), each with the lines holding its token.
  REQUIRE(listing.events.size() == 2);
  CHECK(listing.events[0].first == "generated");
  CHECK(listing.events[0].second == std::vector<int>{1, 6});
  CHECK(listing.events[1].first == "expanded");
  CHECK(listing.events[1].second == std::vector<int>{4});
}

TEST_CASE("listings: broken markers are refused with their file and line", "[listings]") {
  const std::string file = "cpp/search/walk/broken.cpp";
  CHECK(errorOf(file, "a;\n// listing: open\nb;\n") ==
        file + ":2: region 'open' is never ended (no `// listing end`)");
  CHECK(errorOf(file, "a;\n  // listing end\n") == file + ":2: `// listing end` without a `// listing: NAME` before it");
  CHECK(errorOf(file, "// listing: outer\na;\n// listing: inner\nb;\n// listing end\n// listing end\n") ==
        file + ":3: region 'inner' starts inside region 'outer' (begun at line 1): regions do not nest");
  CHECK(errorOf(file, "// listing: Best_First\na;\n// listing end\n") ==
        file + ":1: listing name 'Best_First' is not lowercase-with-dashes (a-z, 0-9 and single dashes)");
  CHECK(errorOf(file, "// listing:\na;\n// listing end\n").starts_with(file + ":1: listing name ''"));
  CHECK(errorOf(file, "// listing best-first\na;\n// listing end\n") ==
        file + ":1: malformed marker '// listing best-first' (expected `// listing: NAME` or `// listing end`)");
  CHECK(errorOf(file, "// listing: empty\n// listing end\n") == file + ":1: region 'empty' is empty");
  CHECK(errorOf(file, "// listing: loop\n  trace.add(TraceKind::Expandd, a, b, g, h);\n// listing end\n") ==
        file + ":2: TraceKind::Expandd names no trace kind (trace.h)");
  // A wrapped call whose kind is on its second line: the line that records the event would hold no token.
  for (const std::string call : {"trace.add(", "trace_.add(", "trace->add(", "sideTrace.add("}) {
    INFO(call);
    CHECK(errorOf(file, "// listing: loop\n  " + call + "\n      TraceKind::Expanded, a, b, g, h);\n// listing end\n")
              .starts_with(file + ":2: this line records a trace event but holds no TraceKind:: token"));
  }
  // Outside a region a wrapped call is no fault: no listing shows it.
  CHECK(errorOf(file, "trace.add(\n    TraceKind::Expanded, a, b, g, h);\n").empty());
}

TEST_CASE("listings: a name marked twice is refused at its second place, naming the first", "[listings]") {
  SourceTree tree;
  tree.file("cpp/search/a.h", "// listing: loop\na;\n// listing end\n");
  tree.file("cpp/search/b.cpp", "x;\n// listing: loop\nb;\n// listing end\n");
  const ListingsRead read = tree.read();
  CHECK(read.error == "cpp/search/b.cpp:2: region 'loop' is marked twice (first at cpp/search/a.h:1)");
  CHECK(read.listings.empty());
}

TEST_CASE("listings: a root without cpp/search is refused", "[listings]") {
  const ListingsRead read = readListings(fs::temp_directory_path() / "frontier-listings-no-such-root");
  CHECK(read.error.ends_with("frontier-listings-no-such-root/cpp/search: is not a directory (expected ROOT/cpp/search)"));
}

TEST_CASE("listings: a registry listing name without a region is refused, naming the row", "[listings]") {
  SourceTree tree;
  tree.file("cpp/search/a.h", "// listing: best-first\na;\n// listing end\n// listing: grid-path\nb;\n// listing end\n");
  const ListingsRead read = tree.read();
  REQUIRE(read.error.empty());
  const AlgorithmInfo good[] = {{.id = Algorithm::AStar, .name = "astar", .family = Family::BestFirst,
                                 .popOrder = PopOrder::LowestKey, .listings = "best-first grid-path"}};
  CHECK(checkRegistryListings(good, read.listings).empty());
  const AlgorithmInfo renamed[] = {{.id = Algorithm::AStar, .name = "astar", .family = Family::BestFirst,
                                    .popOrder = PopOrder::LowestKey, .listings = "best-first",
                                    .roadListings = "best-first road-path"}};
  CHECK(checkRegistryListings(renamed, read.listings) ==
        "registry row 'astar': roadListings name 'road-path' has no region: no `// listing: road-path` under cpp/search");
  const AlgorithmInfo spaced[] = {{.id = Algorithm::AStar, .name = "astar", .family = Family::BestFirst,
                                   .popOrder = PopOrder::LowestKey, .listings = "best-first  grid-path"}};
  CHECK(checkRegistryListings(spaced, read.listings) ==
        "registry row 'astar': listings name '' is not lowercase-with-dashes (names are separated by one space)");
}

TEST_CASE("listings: the module quotes what a line holds", "[listings]") {
  Listing listing{.name = "quoted", .file = "cpp/search/q.h", .firstLine = 7,
                  .lines = {"say(\"a\\tb\");", "\tindented"}, .events = {{"path", {0}}}};
  const std::string module = listingsModule({listing});
  CHECK(module.find("  \"quoted\": {\n    \"file\": \"cpp/search/q.h\",\n    \"firstLine\": 7,\n") != std::string::npos);
  CHECK(module.find("\"say(\\\"a\\\\tb\\\");\",\n      \"\\tindented\"\n    ],\n    \"events\": {\"path\": [0]}") !=
        std::string::npos);
}

TEST_CASE("listings: the repository's regions read without a fault, and every registry row names its listings", "[listings]") {
  const ListingsRead read = readListings(FRONTIER_SOURCE_DIR);
  REQUIRE(read.error.empty());
  CHECK(checkRegistryListings(kAlgorithmTable, read.listings).empty());
  for (const AlgorithmInfo& row : kAlgorithmTable) {
    INFO(row.name);
    CHECK_FALSE(listingNames(row.listings).empty());
  }
}
