// Reading and writing the compact road format. Counts are declared before their lines and checked against
// the limits first, so a hostile header cannot make the reader reserve more than the text could fill.
#include "io/road_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "io/text_lines.h"

namespace frontier {

namespace {

// The next line that is neither blank nor a comment ('#'), split into fields; false at the end.
bool nextFields(TextLines& lines, std::vector<std::string_view>& fields, std::size_t& number) {
  std::string_view line;
  while (lines.next(line, number)) {
    splitFields(line, fields);
    if (!fields.empty() && fields[0][0] != '#') return true;
  }
  return false;
}

std::string readCountLine(TextLines& lines, std::vector<std::string_view>& fields, std::size_t& number,
                          const char* keyword, std::uint64_t limit, std::size_t lastLine, std::uint64_t& count) {
  if (!nextFields(lines, fields, number)) {
    return atLine(lastLine + 1, std::string("expected '") + keyword + " COUNT', found the end of the text");
  }
  if (fields.size() != 2 || fields[0] != keyword) {
    return atLine(number, std::string("expected '") + keyword + " COUNT', found " + quoted(fields[0]));
  }
  if (!parseCount(fields[1], limit, count)) {
    return atLine(number, std::string("the ") + keyword + " count " + quoted(fields[1]) +
                              " is not a whole number from 0 to " + std::to_string(limit));
  }
  return {};
}

}  // namespace

std::string parseRoadText(std::string_view text, RoadMap& out) {
  if (text.size() > kMaxRoadTextBytes) return atLine(1, sizeLimitError("the text", text.size(), kMaxRoadTextBytes));
  TextLines lines(text);
  std::vector<std::string_view> fields;
  std::size_t number = 0;
  if (!nextFields(lines, fields, number)) return atLine(1, "the text is empty: expected 'frontier-roads 1'");
  if (fields[0] != kRoadTextMagic) {
    return atLine(number,
                  "expected 'frontier-roads 1' (this is not a Frontier road network), found " + quoted(fields[0]));
  }
  if (fields.size() != 2 || fields[1] != std::to_string(kRoadTextVersion)) {
    return atLine(number, "unsupported version " + (fields.size() > 1 ? quoted(fields[1]) : std::string("(none)")) +
                              ": this reader knows version " + std::to_string(kRoadTextVersion));
  }

  RoadMap map;
  std::uint64_t nodeCount = 0, roadCount = 0;
  if (std::string error = readCountLine(lines, fields, number, "nodes", kMaxRoadNodes, number, nodeCount);
      !error.empty())
    return error;
  // Each line takes at least 4 bytes ("0 0\n"): never reserve more than the text can hold.
  map.nodes.reserve(std::min<std::uint64_t>(nodeCount, text.size() / 4));
  for (std::uint64_t node = 0; node < nodeCount; ++node) {
    if (!nextFields(lines, fields, number)) {
      return atLine(number + 1, "expected node " + std::to_string(node) + " of " + std::to_string(nodeCount) +
                                    " ('X Y'), found the end of the text");
    }
    RoadCoordinates p;
    if (fields.size() != 2)
      return atLine(number, "node " + std::to_string(node) + ": expected 'X Y', found " +
                                std::to_string(fields.size()) + " fields");
    if (!parseNumber(fields[0], p.x) || !parseNumber(fields[1], p.y) ||
        std::max(std::abs(p.x), std::abs(p.y)) > kMaxRoadMetres) {
      return atLine(number, "node " + std::to_string(node) +
                                ": coordinates must be numbers of metres within 1e9, found " + quoted(fields[0]) + " " +
                                quoted(fields[1]));
    }
    map.nodes.push_back(p);
  }
  if (std::string error = readCountLine(lines, fields, number, "roads", kMaxRoads, number, roadCount); !error.empty())
    return error;
  // A network without roads has nowhere to go: the page showed "0 junctions" and a goal of NaN.
  if (roadCount == 0) return atLine(number, "no roads: a network needs at least one road ('roads 0' given)");
  map.roads.reserve(std::min<std::uint64_t>(roadCount, text.size() / 8));
  for (std::uint64_t index = 0; index < roadCount; ++index) {
    if (!nextFields(lines, fields, number)) {
      return atLine(number + 1, "expected road " + std::to_string(index) + " of " + std::to_string(roadCount) +
                                    " ('FROM TO LENGTH SPEED [ONEWAY [CLASS]]'), found the end of the text");
    }
    const std::string which = "road " + std::to_string(index) + ": ";
    if (fields.size() < 4 || fields.size() > 6) {
      return atLine(number, which + "expected 'FROM TO LENGTH SPEED [ONEWAY [CLASS]]', found " +
                                std::to_string(fields.size()) + " fields");
    }
    Road road;
    std::uint64_t from = 0, to = 0;
    if (!parseCount(fields[0], nodeCount ? nodeCount - 1 : 0, from) ||
        !parseCount(fields[1], nodeCount ? nodeCount - 1 : 0, to) || nodeCount == 0) {
      return atLine(number, which + "ends " + quoted(fields[0]) + " " + quoted(fields[1]) +
                                " must be node numbers from 0 to " + std::to_string(nodeCount) + " - 1");
    }
    road.from = static_cast<std::uint32_t>(from), road.to = static_cast<std::uint32_t>(to);
    if (!parseNumber(fields[2], road.length) || road.length < 0.0 || road.length > kMaxRoadMetres) {
      return atLine(number, which + "length " + quoted(fields[2]) + " must be a number of metres from 0 to 1e9");
    }
    if (!parseNumber(fields[3], road.speed) || !isRoadSpeed(road.speed)) {
      return atLine(number, which + "speed " + quoted(fields[3]) + " must be a number of km/h from " +
                                kRoadSpeedWords + " to " + std::to_string(static_cast<int>(kMaxRoadSpeed)));
    }
    if (fields.size() == 6) {
      std::uint64_t roadClass = 0;
      if (!parseCount(fields[5], kRoadClasses - 1, roadClass)) {
        return atLine(number, which + "class " + quoted(fields[5]) +
                                  " must be 0 (street), 1 (arterial), 2 (highway) or 3 (minor)");
      }
      road.roadClass = static_cast<RoadClass>(roadClass);
    }
    if (fields.size() >= 5) {
      if (fields[4] != "0" && fields[4] != "1")
        return atLine(number, which + "one-way flag " + quoted(fields[4]) + " must be 0 or 1");
      road.oneWay = fields[4] == "1";
    }
    map.roads.push_back(road);
  }
  // An optional section: the junctions' names ('names COUNT', then 'NODE NAME' lines, the name the rest
  // of the line). Files without it (every file before it) read as before.
  if (nextFields(lines, fields, number)) {
    if (fields[0] != "names") {
      return atLine(number, "text after the last of the " + std::to_string(roadCount) + " roads, starting " +
                                quoted(fields[0]) + " (expected the optional 'names COUNT' section or the end)");
    }
    std::uint64_t nameCount = 0;
    if (fields.size() != 2 || !parseCount(fields[1], nodeCount, nameCount)) {
      return atLine(number, "the names count " + (fields.size() > 1 ? quoted(fields[1]) : std::string("(none)")) +
                                " is not a whole number from 0 to the " + std::to_string(nodeCount) + " nodes");
    }
    map.names.assign(map.nodes.size(), std::string());
    for (std::uint64_t index = 0; index < nameCount; ++index) {
      std::string_view line;
      // The raw line, not split: a name may hold any characters but a line break, '#' included (blank and
      // comment lines are skipped, as everywhere: a name line begins with its node number).
      bool found = false;
      while (lines.next(line, number)) {
        const std::size_t first = line.find_first_not_of(" \t\r");
        if (first != std::string_view::npos && line[first] != '#') {
          line.remove_prefix(first);
          found = true;
          break;
        }
      }
      if (!found) {
        return atLine(number + 1, "expected name " + std::to_string(index) + " of " + std::to_string(nameCount) +
                                      " ('NODE NAME'), found the end of the text");
      }
      const std::size_t gap = line.find_first_of(" \t");
      std::uint64_t node = 0;
      if (!parseCount(line.substr(0, gap), nodeCount ? nodeCount - 1 : 0, node) || nodeCount == 0) {
        return atLine(number, "name " + std::to_string(index) + ": node " + quoted(line.substr(0, gap)) +
                                  " must be a node number from 0 to " + std::to_string(nodeCount) + " - 1");
      }
      std::string_view name = gap == std::string_view::npos ? std::string_view() : line.substr(gap);
      name.remove_prefix(std::min(name.size(), name.find_first_not_of(" \t")));
      while (!name.empty() && (name.back() == ' ' || name.back() == '\t' || name.back() == '\r')) name.remove_suffix(1);
      if (name.empty()) return atLine(number, "name " + std::to_string(index) + ": node " + std::to_string(node) + " has no name after it");
      if (name.size() > kMaxRoadNameBytes) {
        return atLine(number, "name " + std::to_string(index) + ": " + std::to_string(name.size()) + " bytes, more than " +
                                  std::to_string(kMaxRoadNameBytes));
      }
      if (!map.names[node].empty()) return atLine(number, "node " + std::to_string(node) + " is named twice");
      map.names[node] = std::string(name);
    }
    if (nextFields(lines, fields, number)) {
      return atLine(number, "text after the last of the " + std::to_string(nameCount) + " names, starting " + quoted(fields[0]));
    }
    if (nameCount == 0) map.names.clear();
  }
  out = std::move(map);
  return {};
}

std::string toRoadText(const RoadMap& map) {
  std::string text = std::string(kRoadTextMagic) + " " + std::to_string(kRoadTextVersion) + "\n";
  text += "nodes " + std::to_string(map.nodes.size()) + "\n";
  // Every value is bounded by the readers (coordinates and lengths within 1e9 m, speeds within 1000 km/h),
  // so a line fits: at most 2 x 10 digits of ids, 2 x 14 of numbers and separators.
  char line[160];
  for (const RoadCoordinates& p : map.nodes) {
    text.append(line, static_cast<std::size_t>(std::snprintf(line, sizeof line, "%.1f %.1f\n", p.x, p.y)));
  }
  text += "roads " + std::to_string(map.roads.size()) + "\n";
  for (const Road& road : map.roads) {
    // Optional fields only as far as needed: most roads are two-way streets.
    const int roadClass = static_cast<int>(road.roadClass);
    const int written =
        roadClass != 0 ? std::snprintf(line, sizeof line, "%u %u %.1f %.6g %d %d\n", road.from, road.to, road.length,
                                       road.speed, road.oneWay ? 1 : 0, roadClass)
        : road.oneWay
            ? std::snprintf(line, sizeof line, "%u %u %.1f %.6g 1\n", road.from, road.to, road.length, road.speed)
            : std::snprintf(line, sizeof line, "%u %u %.1f %.6g\n", road.from, road.to, road.length, road.speed);
    text.append(line, static_cast<std::size_t>(written));
  }
  // The junctions' names, when there are any: only the named ones, in node order.
  std::size_t named = 0;
  for (const std::string& name : map.names) named += name.empty() ? 0 : 1;
  if (named > 0) {
    text += "names " + std::to_string(named) + "\n";
    for (std::size_t node = 0; node < map.names.size(); ++node) {
      if (!map.names[node].empty()) text += std::to_string(node) + " " + map.names[node] + "\n";
    }
  }
  return text;
}

}  // namespace frontier
