// Grid validation and the MovingAI readers: well-formed input loads, malformed input names its problem.
#include <catch2/catch.hpp>

#include "io/movingai.h"
#include "graph/padded_grid.h"
#include "search/core/searcher.h"

using namespace frontier;
using Catch::Matchers::Contains;

TEST_CASE("grid dimensions and cell codes are checked") {
  std::vector<std::uint8_t> cells(6, 0);
  CHECK(checkGrid(3, 2, cells.data(), cells.size()).empty());
  CHECK_THAT(checkGrid(0, 2, cells.data(), 0), Contains("grid size 0x2"));
  CHECK_THAT(checkGrid(4097, 1, cells.data(), 4097), Contains("outside 1x1 to 4096x4096"));
  CHECK_THAT(checkGrid(3, 3, cells.data(), cells.size()), Contains("6 entries, expected 9"));
  cells[4] = 7;
  CHECK_THAT(checkGrid(3, 2, cells.data(), cells.size()), Contains("unknown cell code 7 at (1, 1)"));
  CHECK(checkGrid(1, 1, cells.data(), 1).empty());
}

TEST_CASE("a padded grid keeps its version for the same cells and takes a new one for any change") {
  std::vector<std::uint8_t> cells = {0, 1, 0, 0, 2, 0};
  PaddedGrid grid;
  grid.assign(3, 2, cells.data());
  const std::uint64_t first = grid.version();
  grid.assign(3, 2, cells.data());
  CHECK(grid.version() == first);  // what was built from it stays valid
  cells[5] = 1;
  grid.assign(3, 2, cells.data());
  CHECK(grid.version() != first);
  CHECK_FALSE(grid.passable(grid.padded({2, 1})));
  const std::uint64_t second = grid.version();
  grid.assign(2, 3, cells.data());  // the same bytes in another shape
  CHECK(grid.version() != second);
  CHECK(grid.width() == 2);
}

TEST_CASE("the largest grid loads and searches corner to corner") {
  Grid grid{kMaxSide, kMaxSide, std::vector<std::uint8_t>(std::size_t{kMaxSide} * kMaxSide, 0)};
  Searcher searcher;
  REQUIRE(searcher.setGrid(grid).empty());
  SearchResult result = searcher.search({{0, 0}, {kMaxSide - 1, kMaxSide - 1}, {}});
  CHECK(result.status == SearchStatus::Found);
  CHECK(result.length == kMaxSide - 1);
}

TEST_CASE("MovingAI map: every tile kind, CRLF line ends") {
  Grid grid;
  REQUIRE(parseMovingAiMap("type octile\r\nheight 2\r\nwidth 4\r\nmap\r\n.GS@\r\nOTW.\r\n", grid).empty());
  CHECK(grid.width == 4);
  CHECK(grid.height == 2);
  const std::vector<std::uint8_t> expected = {0, 0, 0, 1, 1, 1, 1, 0};
  CHECK(grid.cells == expected);
}

TEST_CASE("MovingAI map: malformed files name the line") {
  Grid grid;
  CHECK_THAT(parseMovingAiMap("", grid), Contains("line 1: expected 'type octile', found an empty file"));
  for (const char* type : {"type hex", "type octi", "type octile."}) {
    CHECK_THAT(parseMovingAiMap(std::string(type) + "\nheight 1\nwidth 1\nmap\n.\n", grid),
               Contains("line 1: expected 'type octile', found '" + std::string(type) + "'"));
  }
  CHECK_THAT(parseMovingAiMap("type octile\nheight x\nwidth 2\nmap\n..\n", grid), Contains("line 2: expected 'height N'"));
  CHECK_THAT(parseMovingAiMap("type octile\nheight 2\nwidth 2\nmap\n..\n.\n", grid), Contains("line 6: row has 1 tiles, expected 2"));
  CHECK_THAT(parseMovingAiMap("type octile\nheight 2\nwidth 2\nmap\n..\n", grid), Contains("expected 2 rows of tiles, found 1"));
  CHECK_THAT(parseMovingAiMap("type octile\nheight 1\nwidth 2\nmap\n.x\n", grid), Contains("line 5: column 2: unknown tile 'x'"));
  CHECK_THAT(parseMovingAiMap("type octile\nheight 90000\nwidth 90000\nmap\n", grid), Contains("90000x90000 is outside"));
  CHECK_THAT(parseMovingAiMap("type octile\nheight 1\nwidth 1\nmap\n.\nextra\n", grid), Contains("line 6: unexpected text"));
  CHECK(grid.width == 0);  // untouched by every failure
}

TEST_CASE("MovingAI scenario: tabs or spaces, version 1 or 1.0") {
  std::vector<ScenarioQuery> queries;
  REQUIRE(parseMovingAiScenario("version 1\n0\tmaps/a.map\t4\t2\t0\t0\t3\t1\t3.41421356\n", queries).empty());
  REQUIRE(queries.size() == 1);
  CHECK(queries[0].goal == Point{3, 1});
  CHECK(queries[0].optimalLength == Approx(3.41421356));
  REQUIRE(parseMovingAiScenario("version 1.0\r\n61 maps/bg.map 512 512 210 395 87 201 244.95\r\n\r\n", queries).empty());
  CHECK(queries.at(0).bucket == 61);
  CHECK(queries.at(0).start == Point{210, 395});
}

TEST_CASE("MovingAI scenario: malformed files name the line") {
  std::vector<ScenarioQuery> queries;
  CHECK_THAT(parseMovingAiScenario("version 2\n", queries), Contains("line 1: expected 'version 1'"));
  CHECK_THAT(parseMovingAiScenario("version 1\n0 m 4 2 0 0 3 1\n", queries), Contains("line 2: expected 9 fields"));
  CHECK_THAT(parseMovingAiScenario("version 1\n0 m 4 2 0 0 3 1 x\n", queries), Contains("line 2: malformed number"));
  CHECK_THAT(parseMovingAiScenario("version 1\n0 m 4 2 0 0 3 1 nan\n", queries), Contains("line 2: malformed number"));
  CHECK_THAT(parseMovingAiScenario("version 1\n0 m 4 2 0 0 3 1 0x1p3\n", queries), Contains("line 2: malformed number"));
  CHECK_THAT(parseMovingAiScenario("version 1\n0 m 4 2 0 0 3 1 inf\n", queries), Contains("line 2: malformed number"));
}

TEST_CASE("MovingAI scenario: queries no map can hold are refused, naming the line") {
  std::vector<ScenarioQuery> queries;
  const auto refused = [&](const char* query) {
    return parseMovingAiScenario(std::string("version 1\n\n0 m 4 2 0 0 3 1 3\n") + query + "\n", queries);
  };
  CHECK_THAT(refused("0 m 4 2 -1 0 3 1 3"), Contains("line 4: start (-1, 0) is outside the 4x2 map"));
  CHECK_THAT(refused("0 m 4 2 0 0 4 1 3"), Contains("line 4: goal (4, 1) is outside the 4x2 map"));
  CHECK_THAT(refused("0 m 0 0 0 0 0 0 3"), Contains("line 4: map size"));
  CHECK_THAT(refused("0 m 4 2 0 0 3 1 -2"), Contains("line 4: the optimal length is negative"));
  REQUIRE(refused("0 m 4 2 1 1 2 0 1.5").empty());
  CHECK(queries[0].line == 3);  // blank lines count: a query knows its own line
  CHECK(queries[1].line == 4);
}

TEST_CASE("MovingAI readers skip a UTF-8 byte-order mark") {
  Grid grid;
  std::vector<ScenarioQuery> queries;
  CHECK(parseMovingAiMap("\xEF\xBB\xBFtype octile\nheight 1\nwidth 2\nmap\n..\n", grid).empty());
  CHECK(parseMovingAiScenario("\xEF\xBB\xBFversion 1\n0 m 2 1 0 0 1 0 1\n", queries).empty());
}

TEST_CASE("padded ids map back to points at every width, up to the largest grid") {
  // point() divides by multiplying; check it against real division where it is most likely to slip.
  for (int width : {1, 2, 3, 7, 255, 1000, 4093, 4094, 4095, 4096}) {
    PaddedGrid grid;
    const int height = 3;
    std::vector<std::uint8_t> cells(static_cast<std::size_t>(width) * height, 0);
    grid.assign(width, height, cells.data());
    for (int y = 0; y < height; ++y)
      for (int x : {0, 1, width / 2, width - 1}) CHECK(grid.point(grid.padded({x, y})) == Point{x, y});
  }
  PaddedGrid largest;
  std::vector<std::uint8_t> cells(std::size_t{kMaxSide} * kMaxSide, 0);
  largest.assign(kMaxSide, kMaxSide, cells.data());
  for (std::uint32_t id = 0; id < largest.paddedSize(); id += 997) {
    const Point p = largest.point(id);
    CHECK(p.x == static_cast<int>(id % largest.stride()) - 1);
    CHECK(p.y == static_cast<int>(id / largest.stride()) - 1);
  }
}
