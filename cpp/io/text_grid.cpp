// Parsing and writing grids as text. Every row is checked against the limits before the grid grows,
// so a huge or hostile text costs at most its own size.
#include "io/text_grid.h"

#include <algorithm>
#include <vector>

#include "io/movingai.h"
#include "io/text_lines.h"

namespace frontier {
namespace {

std::string where(std::size_t line, std::size_t column, const std::string& message) {
  return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

std::string shown(char c) {
  if (c >= 33 && c < 127) return std::string("'") + c + "'";
  return "byte " + std::to_string(static_cast<unsigned char>(c));
}

struct Row {
  std::string_view text;
  std::size_t line;  // 1-based
};

// Non-blank lines, with '\r' dropped; blank lines are allowed only before and after the rows.
std::string splitRows(std::string_view text, std::vector<Row>& rows) {
  std::size_t line = 0, begin = 0, blankAfterRows = 0;
  while (begin <= text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view row = text.substr(begin, end - begin);
    ++line;
    if (!row.empty() && row.back() == '\r') row.remove_suffix(1);
    const bool blank = row.find_first_not_of(" \t") == std::string_view::npos;
    if (blank) {
      if (!rows.empty() && !blankAfterRows) blankAfterRows = line;
    } else {
      if (blankAfterRows) return "line " + std::to_string(blankAfterRows) + ": blank line between rows";
      if (rows.size() == kMaxSide) return "line " + std::to_string(line) + ": more than " + std::to_string(kMaxSide) + " rows";
      rows.push_back({row, line});
    }
    begin = end + 1;
  }
  if (rows.empty()) return "line 1: no rows: the text is empty";
  return {};
}

// The two alphabets share no character, so the first cell character decides: a digit grid starts with a digit.
// (Judged by the whole text instead, one bad character would make a digit grid ASCII art, and the error
// would name the first cell rather than the bad one.)
bool isDigitGrid(const std::vector<Row>& rows) {
  for (const Row& row : rows) {
    for (char c : row.text) {
      if (c == ' ' || c == ',' || c == '\t') continue;
      return c >= '0' && c <= '9';
    }
  }
  return true;  // separators only: read as digits, which then finds a row without cells
}

// Reads one row into `cells` (empty on entry), marking start and goal (x only: the caller knows y);
// `digits` picks the digit-grid alphabet.
std::string readRow(const Row& row, bool digits, std::vector<std::uint8_t>& cells, TextGrid& out) {
  for (std::size_t column = 1; column <= row.text.size(); ++column) {
    const char c = row.text[column - 1];
    if (digits && (c == ' ' || c == ',' || c == '\t')) continue;
    Cell cell = Cell::Floor;
    bool isStart = false, isGoal = false;
    if (digits) {
      switch (c) {
        case '0': case '4': break;
        case '1': cell = Cell::Wall; break;
        case '2': isStart = true; break;
        case '3': isGoal = true; break;
        default: return where(row.line, column, "unknown digit " + shown(c) + " (0 free, 1 wall, 2 start, 3 goal, 4 path)");
      }
    } else {
      switch (c) {
        case '.': break;
        case '#': cell = Cell::Wall; break;
        case 'S': isStart = true; break;
        case 'G': isGoal = true; break;
        case 'g': cell = Cell::Grass; break;
        case 's': cell = Cell::Sand; break;
        case 'w': cell = Cell::Water; break;
        default:
          return where(row.line, column,
                       "unknown tile " + shown(c) + " (. floor, # wall, S start, G goal, g grass, s sand, w water)");
      }
    }
    if (cells.size() == static_cast<std::size_t>(kMaxSide)) {
      return where(row.line, column, "row is wider than " + std::to_string(kMaxSide) + " cells");
    }
    if (isStart || isGoal) {
      std::optional<Point>& mark = isStart ? out.start : out.goal;
      if (mark) return where(row.line, column, std::string("a second ") + (isStart ? "start" : "goal"));
      mark = Point{static_cast<int>(cells.size()), 0};
    }
    cells.push_back(static_cast<std::uint8_t>(cell));
  }
  return {};
}

}  // namespace

std::string textSizeError(std::size_t bytes) {
  if (bytes <= kMaxGridTextBytes) return {};
  return atLine(1, sizeLimitError("the text", bytes, kMaxGridTextBytes));
}

std::string parseGridText(std::string_view text, TextGrid& out) {
  if (std::string error = textSizeError(text.size()); !error.empty()) return error;
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    const std::size_t lineStart = text.rfind('\n', nul) == std::string_view::npos ? 0 : text.rfind('\n', nul) + 1;
    return where(1 + std::count(text.begin(), text.begin() + nul, '\n'), nul - lineStart + 1,
                 "a NUL byte: this is not a text grid");
  }
  std::size_t firstText = text.find_first_not_of(" \t\r\n");
  // A first line `topology NAME`: read, then blanked (the same length, so lines and columns keep their numbers).
  Topology topology = Topology::Square;
  std::string withoutHeader;
  const auto isBlank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  if (firstText != std::string_view::npos && text.substr(firstText, 8) == "topology" &&
      (firstText + 8 == text.size() || isBlank(text[firstText + 8]) || text[firstText + 8] == '\n')) {
    const std::size_t line = 1 + std::count(text.begin(), text.begin() + firstText, '\n');
    const std::size_t end = std::min(text.find('\n', firstText), text.size());
    std::string_view word = text.substr(firstText + 8, end - firstText - 8);
    while (!word.empty() && isBlank(word.front())) word.remove_prefix(1);
    while (!word.empty() && isBlank(word.back())) word.remove_suffix(1);
    const std::string where = "line " + std::to_string(line) + ": ";
    if (word == "hex") topology = Topology::Hex;
    else if (word != "square") return where + "unknown topology '" + std::string(word.substr(0, 40)) + "' (expected square or hex)";
    withoutHeader.assign(text);
    std::fill(withoutHeader.begin() + static_cast<std::ptrdiff_t>(firstText), withoutHeader.begin() + static_cast<std::ptrdiff_t>(end), ' ');
    text = withoutHeader;
    firstText = text.find_first_not_of(" \t\r\n");
    if (firstText == std::string_view::npos) return where + "a topology line with no rows after it";
    if (text.substr(firstText, 5) == "type ") {
      return where + "MovingAI maps are square grids: a topology line is for ASCII and digit grids";
    }
  }
  if (firstText != std::string_view::npos && text.substr(firstText, 5) == "type ") {
    TextGrid parsed;
    if (std::string error = parseMovingAiMap(text, parsed.grid); !error.empty()) return error;
    out = std::move(parsed);
    return {};
  }
  std::vector<Row> rows;
  if (std::string error = splitRows(text, rows); !error.empty()) return error;
  const bool digits = isDigitGrid(rows);
  TextGrid parsed;
  std::vector<std::uint8_t> rowCells;
  std::size_t width = 0;
  for (std::size_t y = 0; y < rows.size(); ++y) {
    rowCells.clear();
    const auto startBefore = parsed.start, goalBefore = parsed.goal;
    if (std::string error = readRow(rows[y], digits, rowCells, parsed); !error.empty()) return error;
    if (parsed.start != startBefore) parsed.start->y = static_cast<int>(y);
    if (parsed.goal != goalBefore) parsed.goal->y = static_cast<int>(y);
    if (rowCells.empty()) return "line " + std::to_string(rows[y].line) + ": a row without cells";
    if (y == 0) width = rowCells.size();
    if (rowCells.size() != width) {
      return "line " + std::to_string(rows[y].line) + ": row has " + std::to_string(rowCells.size()) +
             " cells, the first row " + std::to_string(width);
    }
    parsed.grid.cells.insert(parsed.grid.cells.end(), rowCells.begin(), rowCells.end());
  }
  parsed.grid.width = static_cast<int>(width);
  parsed.grid.height = static_cast<int>(rows.size());
  parsed.topology = topology;
  out = std::move(parsed);
  return {};
}

std::string toAscii(const Grid& grid, std::optional<Point> start, std::optional<Point> goal, Topology topology) {
  static constexpr char kTiles[kCellKinds] = {'.', '#', 'g', 's', 'w'};
  std::string text = topology == Topology::Hex ? "topology hex\n" : "";
  text.reserve(text.size() + static_cast<std::size_t>(grid.width + 1) * grid.height);
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) {
      char tile = kTiles[grid.cells[grid.id({x, y})]];
      if (start == Point{x, y}) tile = 'S';
      if (goal == Point{x, y}) tile = 'G';
      text += tile;
    }
    text += '\n';
  }
  return text;
}

std::string toMovingAiMap(const Grid& grid) {
  std::string text = "type octile\nheight " + std::to_string(grid.height) + "\nwidth " + std::to_string(grid.width) + "\nmap\n";
  for (int y = 0; y < grid.height; ++y) {
    for (int x = 0; x < grid.width; ++x) text += grid.at({x, y}) == Cell::Wall ? '@' : '.';
    text += '\n';
  }
  return text;
}

}  // namespace frontier
