// Grids as text: the tutorial's digit grid in all its spellings, ASCII art, MovingAI by detection, round
// trips on random grids, and malformed input refused with line and column.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "io/text_grid.h"

using namespace frontier;
using Catch::Matchers::Contains;

namespace {

const char* kTutorialGrid =
    "0 0 0 0 0 0 0 0 0 0\n"
    "0 0 0 1 1 0 0 0 0 0\n"
    "0 0 0 0 1 0 0 0 0 0\n"
    "0 0 0 0 1 1 0 0 0 0\n"
    "0 0 0 0 0 1 3 0 0 0\n"
    "0 0 2 0 0 1 0 0 0 0\n"
    "0 0 0 0 1 1 0 0 0 0\n"
    "0 0 0 0 1 1 0 0 0 0\n"
    "0 0 0 1 1 0 0 0 0 0\n"
    "0 0 0 0 0 0 0 0 0 0\n";

std::string parseError(std::string_view text) {
  TextGrid out;
  return parseGridText(text, out);
}

}  // namespace

TEST_CASE("text grids: the C tutorial's digit grid, separated by spaces, commas or nothing") {
  std::string commas = kTutorialGrid, bare = kTutorialGrid;
  std::replace(commas.begin(), commas.end(), ' ', ',');
  bare.erase(std::remove(bare.begin(), bare.end(), ' '), bare.end());
  for (const std::string& text : {std::string(kTutorialGrid), commas, bare}) {
    TextGrid out;
    REQUIRE(parseGridText(text, out).empty());
    CHECK(out.grid.width == 10);
    CHECK(out.grid.height == 10);
    CHECK(out.start == Point{2, 5});
    CHECK(out.goal == Point{6, 4});
    CHECK(out.grid.at({4, 2}) == Cell::Wall);
    CHECK(out.grid.at({2, 5}) == Cell::Floor);  // the start is a free cell
    CHECK(std::count(out.grid.cells.begin(), out.grid.cells.end(), 1) == 13);
  }
}

TEST_CASE("text grids: ASCII art with terrain, blank lines around, CRLF") {
  TextGrid out;
  REQUIRE(parseGridText("\n\r\nS.g#\r\n.swG\r\n\n", out).empty());
  CHECK(out.grid.width == 4);
  CHECK(out.grid.height == 2);
  const std::vector<std::uint8_t> expected = {0, 0, 2, 1, 0, 3, 4, 0};
  CHECK(out.grid.cells == expected);
  CHECK(out.start == Point{0, 0});
  CHECK(out.goal == Point{3, 1});
}

TEST_CASE("text grids: MovingAI maps are recognised and exported") {
  TextGrid out;
  REQUIRE(parseGridText("type octile\nheight 1\nwidth 3\nmap\n.@T\n", out).empty());
  CHECK(out.grid.cells == std::vector<std::uint8_t>{0, 1, 1});
  CHECK(toMovingAiMap(out.grid) == "type octile\nheight 1\nwidth 3\nmap\n.@@\n");
}

TEST_CASE("text grids: random grids round-trip through ASCII") {
  std::mt19937 random(17);
  for (int trial = 0; trial < 1000; ++trial) {
    Grid grid{1 + static_cast<int>(random() % 40), 1 + static_cast<int>(random() % 40), {}};
    for (int i = 0; i < grid.width * grid.height; ++i) grid.cells.push_back(static_cast<std::uint8_t>(random() % kCellKinds));
    std::optional<Point> start, goal;
    if (random() % 2) start = Point{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
    if (random() % 2) goal = Point{static_cast<int>(random() % grid.width), static_cast<int>(random() % grid.height)};
    if (start && goal && *start == *goal) goal.reset();
    // Start and goal stand on floor in the text form.
    for (auto p : {start, goal})
      if (p) grid.cells[grid.id(*p)] = 0;
    TextGrid out;
    REQUIRE(parseGridText(toAscii(grid, start, goal), out).empty());
    CHECK(out.grid.width == grid.width);
    CHECK(out.grid.cells == grid.cells);
    CHECK(out.start == start);
    CHECK(out.goal == goal);
  }
}

TEST_CASE("text grids: the largest grid in its longest valid form is within the text limit") {
  // 4096 x 4096 digits written "0, 1, ..." with CRLF line ends (docs/API.md).
  std::string row;
  for (int x = 0; x < kMaxSide; ++x) row += x ? ", 1" : "0";
  row += "\r\n";
  std::string text;
  text.reserve(row.size() * kMaxSide);
  for (int y = 0; y < kMaxSide; ++y) text += row;
  CHECK(text.size() > (40u << 20));  // the old limit refused it
  CHECK(textSizeError(text.size()).empty());
  TextGrid grid;
  REQUIRE(parseGridText(text, grid).empty());
  CHECK(grid.grid.width == kMaxSide);
  CHECK(grid.grid.height == kMaxSide);
  CHECK(textSizeError(kMaxGridTextBytes + 1) == "line 1: the text is 67108865 bytes, over the 64 MiB limit (67108864 bytes)");
}

TEST_CASE("text grids: malformed text names line and column, and leaves the output alone") {
  CHECK_THAT(parseError(""), Contains("line 1: no rows"));
  CHECK_THAT(parseError("..#\n.#\n"), Contains("line 2: row has 2 cells, the first row 3"));
  CHECK_THAT(parseError("...\n.x.\n"), Contains("line 2, column 2: unknown tile 'x'"));
  CHECK_THAT(parseError("0 1\n0 7\n"), Contains("line 2, column 3: unknown digit '7'"));
  // One stray character in a digit grid is named where it stands, not taken for ASCII art.
  CHECK_THAT(parseError("0 1 0\n0 0 x\n"), Contains("line 2, column 5: unknown digit 'x'"));
  CHECK_THAT(parseError("0,1\n#,0\n"), Contains("line 2, column 1: unknown digit '#'"));
  CHECK_THAT(parseError("2 0 0\n0 . 3\n"), Contains("line 2, column 3: unknown digit '.'"));
  CHECK_THAT(parseError("..#\n.1.\n"), Contains("line 2, column 2: unknown tile '1'"));
  CHECK_THAT(parseError("S.S\n"), Contains("line 1, column 3: a second start"));
  CHECK_THAT(parseError("...\n\n...\n"), Contains("line 2: blank line between rows"));
  CHECK_THAT(parseError(std::string(4097, '.')), Contains("line 1, column 4097: row is wider than 4096"));
  CHECK_THAT(parseError("\n  \n\t\n"), Contains("no rows"));
  CHECK_THAT(parseError("\n,,\n"), Contains("line 2: a row without cells"));  // found by the fuzzer
  std::string tall;
  for (int i = 0; i < 4097; ++i) tall += ".\n";
  CHECK_THAT(parseError(tall), Contains("line 4097: more than 4096 rows"));
  CHECK_THAT(parseError(std::string(70u << 20, '.')), Contains("73400320 bytes, over the 64 MiB limit"));
  CHECK_THAT(parseError(std::string("..\n.\0.\n", 7)), Contains("line 2, column 2: a NUL byte"));
  CHECK_THAT(parseError("\x89PNG\r\n\x1a\n"), Contains("line 1, column 1: unknown tile byte 137"));
  CHECK_THAT(parseError("type octile\nheight 90000\nwidth 90000\nmap\n"), Contains("90000x90000 is outside"));

  TextGrid kept;
  REQUIRE(parseGridText("S.G\n", kept).empty());
  CHECK_FALSE(parseGridText("S.\n.\n", kept).empty());
  CHECK(kept.grid.width == 3);  // untouched by the failure
  CHECK(kept.goal == Point{2, 0});
}

TEST_CASE("text grids: a topology line names hexes; export writes it back; square files read as before") {
  TextGrid hex;
  REQUIRE(parseGridText("\r\n  topology\thex \r\nS.#\n..G\n", hex).empty());
  CHECK(hex.topology == Topology::Hex);
  CHECK(hex.grid.width == 3);
  CHECK(hex.start == Point{0, 0});
  CHECK(toAscii(hex.grid, hex.start, hex.goal, Topology::Hex) == "topology hex\nS.#\n..G\n");
  TextGrid square;
  REQUIRE(parseGridText("S.#\n..G\n", square).empty());
  CHECK(square.topology == Topology::Square);
  CHECK(toAscii(square.grid, square.start, square.goal) == "S.#\n..G\n");
  CHECK(parseError("topology square\nS.#\n") == "");
  CHECK(parseError("topology hex\n") == "line 1: a topology line with no rows after it");
  CHECK(parseError("topology\n.\n") == "line 1: unknown topology '' (expected square or hex)");
  CHECK(parseError("topology tri\n.\n") == "line 1: unknown topology 'tri' (expected square or hex)");
  CHECK(parseError("\ntopology hex\nS.x\n") == "line 3, column 3: unknown tile 'x' (. floor, # wall, S start, G goal, g grass, s sand, w water)");
  CHECK(parseError("topology hex\ntype octile\nheight 1\nwidth 1\nmap\n.\n") ==
        "line 1: MovingAI maps are square grids: a topology line is for ASCII and digit grids");
}
