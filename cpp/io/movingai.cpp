// MovingAI `.map` and `.scen` parsing, strict about shape and limits so a bad file names its bad line.
#include "io/movingai.h"
#include "io/text_lines.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace frontier {
namespace {

// Splits text into lines, dropping a trailing '\r' so files with Windows line ends read the same, and a
// UTF-8 byte-order mark that some editors write first.
std::vector<std::string_view> splitLines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string_view> lines;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    begin = end + 1;
  }
  return lines;
}

// A line's fields, as a vector (text_lines.h's splitFields fills one in place).
std::vector<std::string_view> fieldsOf(std::string_view line) {
  std::vector<std::string_view> fields;
  splitFields(line, fields);
  return fields;
}

// A whole number in decimal digits and nothing else (the scenario's bucket, sizes and coordinates).
template <typename Integer>
bool parseWhole(std::string_view text, Integer& out) {
  const char* end = text.data() + text.size();
  auto [ptr, error] = std::from_chars(text.data(), end, out);
  return error == std::errc() && ptr == end;
}

std::string at(std::size_t lineIndex, const std::string& message) {
  return "line " + std::to_string(lineIndex + 1) + ": " + message;
}

// Reads "<key> <number>" from a header line.
std::string headerNumber(const std::vector<std::string_view>& lines, std::size_t index, std::string_view key,
                         long long& value) {
  if (index >= lines.size()) return at(index, "expected '" + std::string(key) + " N', found end of file");
  auto fields = fieldsOf(lines[index]);
  if (fields.size() != 2 || fields[0] != key || !parseWhole(fields[1], value)) {
    return at(index, "expected '" + std::string(key) + " N', found " + quoted(lines[index]));
  }
  return {};
}

// What no benchmark query can be: a map size outside the grid limits, an end outside the map, a
// negative optimal length.
std::string checkQuery(const ScenarioQuery& query) {
  if (std::string error = checkDimensions(query.mapWidth, query.mapHeight); !error.empty()) return "map size " + error;
  for (const auto& [point, what] : {std::pair{query.start, "start"}, std::pair{query.goal, "goal"}}) {
    if (point.x < 0 || point.y < 0 || point.x >= query.mapWidth || point.y >= query.mapHeight) {
      return std::string(what) + " (" + std::to_string(point.x) + ", " + std::to_string(point.y) +
             ") is outside the " + std::to_string(query.mapWidth) + "x" + std::to_string(query.mapHeight) + " map";
    }
  }
  if (query.optimalLength < 0) return "the optimal length is negative";
  return {};
}

}  // namespace

std::string parseMovingAiMap(std::string_view text, Grid& grid) {
  const auto lines = splitLines(text);
  if (lines.empty() || fieldsOf(lines[0]).size() != 2 || fieldsOf(lines[0])[0] != "type" ||
      fieldsOf(lines[0])[1] != "octile") {
    return at(0, "expected 'type octile', found " + (lines.empty() ? std::string("an empty file") : quoted(lines[0])));
  }
  long long height = 0, width = 0;
  if (std::string error = headerNumber(lines, 1, "height", height); !error.empty()) return error;
  if (std::string error = headerNumber(lines, 2, "width", width); !error.empty()) return error;
  if (std::string error = checkDimensions(width, height); !error.empty()) return at(2, error);
  if (lines.size() < 4 || fieldsOf(lines[3]).size() != 1 || fieldsOf(lines[3])[0] != "map") {
    return at(3, "expected 'map'");
  }
  if (lines.size() < 4 + static_cast<std::size_t>(height)) {
    return at(lines.size(), "expected " + std::to_string(height) + " rows of tiles, found " +
                                std::to_string(lines.size() - 4));
  }
  Grid parsed{static_cast<int>(width), static_cast<int>(height), {}};
  parsed.cells.resize(static_cast<std::size_t>(width) * height);
  for (long long y = 0; y < height; ++y) {
    const std::size_t lineIndex = 4 + static_cast<std::size_t>(y);
    std::string_view row = lines[lineIndex];
    if (row.size() != static_cast<std::size_t>(width)) {
      return at(lineIndex, "row has " + std::to_string(row.size()) + " tiles, expected " + std::to_string(width));
    }
    for (long long x = 0; x < width; ++x) {
      Cell cell;
      switch (row[x]) {
        case '.': case 'G': case 'S': cell = Cell::Floor; break;
        case '@': case 'O': case 'T': case 'W': cell = Cell::Wall; break;
        default:
          return at(lineIndex, "column " + std::to_string(x + 1) + ": unknown tile " + quoted(row.substr(x, 1)));
      }
      parsed.cells[y * width + x] = static_cast<std::uint8_t>(cell);
    }
  }
  for (std::size_t i = 4 + static_cast<std::size_t>(height); i < lines.size(); ++i) {
    if (!fieldsOf(lines[i]).empty()) return at(i, "unexpected text after the last row");
  }
  grid = std::move(parsed);
  return {};
}

std::string parseMovingAiScenario(std::string_view text, std::vector<ScenarioQuery>& queries) {
  const auto lines = splitLines(text);
  if (lines.empty()) return at(0, "expected 'version 1', found an empty file");
  const auto header = fieldsOf(lines[0]);
  if (header.size() != 2 || header[0] != "version" || (header[1] != "1" && header[1] != "1.0")) {
    return at(0, "expected 'version 1' or 'version 1.0', found " + quoted(lines[0]));
  }
  std::vector<ScenarioQuery> parsed;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const auto fields = fieldsOf(lines[i]);
    if (fields.empty()) continue;
    if (fields.size() != 9) {
      return at(i, "expected 9 fields (bucket map width height x1 y1 x2 y2 length), found " +
                       std::to_string(fields.size()));
    }
    ScenarioQuery query;
    query.map = std::string(fields[1]);
    const bool numbersOk = parseWhole(fields[0], query.bucket) && parseWhole(fields[2], query.mapWidth) &&
                           parseWhole(fields[3], query.mapHeight) && parseWhole(fields[4], query.start.x) &&
                           parseWhole(fields[5], query.start.y) && parseWhole(fields[6], query.goal.x) &&
                           parseWhole(fields[7], query.goal.y) && parseNumber(fields[8], query.optimalLength);
    if (!numbersOk) return at(i, "malformed number in " + quoted(lines[i]));
    if (std::string error = checkQuery(query); !error.empty()) return at(i, error);
    query.line = static_cast<int>(i + 1);
    parsed.push_back(std::move(query));
  }
  queries = std::move(parsed);
  return {};
}

}  // namespace frontier
