// Reading DIMACS .gr and .co files. The problem line comes first and declares the counts, checked against
// the limits before anything is reserved.
#include "io/dimacs.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "io/geo.h"
#include "io/text_lines.h"

namespace frontier {

namespace {

std::string sizeError(const char* file, std::size_t bytes) {
  if (bytes <= kMaxRoadTextBytes) return {};
  return std::string(file) + " " + atLine(1, sizeLimitError("the text", bytes, kMaxRoadTextBytes));
}

std::string readArcs(std::string_view gr, std::uint64_t& nodeCount, RoadMap& map) {
  TextLines lines(gr);
  std::string_view line;
  std::size_t number = 0;
  std::vector<std::string_view> fields;
  std::uint64_t arcCount = 0;
  bool problem = false;
  while (lines.next(line, number)) {
    splitFields(line, fields);
    if (fields.empty() || fields[0] == "c") continue;
    if (fields[0] == "p") {
      if (problem) return atLine(number, "a second problem line");
      if (fields.size() != 4 || fields[1] != "sp") return atLine(number, "expected 'p sp NODES ARCS'");
      if (!parseCount(fields[2], kMaxRoadNodes, nodeCount)) {
        return atLine(number, "node count " + quoted(fields[2]) + " is not a whole number up to " +
                                  std::to_string(kMaxRoadNodes));
      }
      if (!parseCount(fields[3], kMaxRoads, arcCount)) {
        return atLine(number,
                      "arc count " + quoted(fields[3]) + " is not a whole number up to " + std::to_string(kMaxRoads));
      }
      // A network without arcs has nowhere to go (the page showed "0 junctions" and a goal of NaN).
      if (arcCount == 0) return atLine(number, "no arcs: a network needs at least one (the problem line declares 0)");
      map.roads.reserve(std::min<std::uint64_t>(arcCount, gr.size() / 8));
      problem = true;
      continue;
    }
    if (fields[0] != "a") return atLine(number, "unknown line type " + quoted(fields[0]) + " (expected c, p or a)");
    if (!problem) return atLine(number, "an arc before the problem line 'p sp NODES ARCS'");
    if (fields.size() != 4) return atLine(number, "expected 'a FROM TO WEIGHT'");
    if (map.roads.size() == arcCount)
      return atLine(number, "more arcs than the " + std::to_string(arcCount) + " declared");
    std::uint64_t from = 0, to = 0;
    if (!parseCount(fields[1], nodeCount, from) || !parseCount(fields[2], nodeCount, to) || from == 0 || to == 0) {
      return atLine(number, "arc ends " + quoted(fields[1]) + " " + quoted(fields[2]) + " must be node ids from 1 to " +
                                std::to_string(nodeCount));
    }
    double weight = 0.0;
    if (!parseNumber(fields[3], weight) || weight < 0.0 || weight > kMaxRoadMetres) {
      return atLine(number, "weight " + quoted(fields[3]) + " must be a number from 0 to 1e9");
    }
    map.roads.push_back(
        {static_cast<std::uint32_t>(from - 1), static_cast<std::uint32_t>(to - 1), weight, kDimacsSpeed, true});
  }
  if (!problem) return atLine(number + 1, "no problem line 'p sp NODES ARCS'");
  if (map.roads.size() != arcCount) {
    return atLine(number + 1, std::to_string(map.roads.size()) + " arcs, but the problem line declares " +
                                  std::to_string(arcCount));
  }
  return {};
}

// Reads coordinates in millionths of a degree into `degrees` (longitude, latitude per node).
std::string readCoordinates(std::string_view co, std::uint64_t nodeCount, std::vector<RoadCoordinates>& degrees) {
  TextLines lines(co);
  std::string_view line;
  std::size_t number = 0;
  std::vector<std::string_view> fields;
  std::vector<bool> seen(nodeCount, false);
  std::uint64_t declared = 0, found = 0;
  bool problem = false;
  degrees.assign(nodeCount, {});
  while (lines.next(line, number)) {
    splitFields(line, fields);
    if (fields.empty() || fields[0] == "c") continue;
    if (fields[0] == "p") {
      if (problem) return atLine(number, "a second problem line");
      if (fields.size() != 5 || fields[1] != "aux" || fields[2] != "sp" || fields[3] != "co") {
        return atLine(number, "expected 'p aux sp co NODES'");
      }
      if (!parseCount(fields[4], kMaxRoadNodes, declared) || declared != nodeCount) {
        return atLine(number,
                      "node count " + quoted(fields[4]) + " differs from the .gr file's " + std::to_string(nodeCount));
      }
      problem = true;
      continue;
    }
    if (fields[0] != "v") return atLine(number, "unknown line type " + quoted(fields[0]) + " (expected c, p or v)");
    if (!problem) return atLine(number, "a coordinate before the problem line 'p aux sp co NODES'");
    if (fields.size() != 4) return atLine(number, "expected 'v ID X Y'");
    std::uint64_t id = 0;
    if (!parseCount(fields[1], nodeCount, id) || id == 0) {
      return atLine(number, "node id " + quoted(fields[1]) + " must be from 1 to " + std::to_string(nodeCount));
    }
    if (seen[id - 1]) return atLine(number, "node " + std::to_string(id) + " has coordinates already");
    double x = 0.0, y = 0.0;
    if (!parseNumber(fields[2], x) || !parseNumber(fields[3], y) || std::abs(x) > 180e6 || std::abs(y) > 90e6) {
      return atLine(number, "coordinates " + quoted(fields[2]) + " " + quoted(fields[3]) +
                                " must be millionths of a degree (longitude within 180e6, latitude within 90e6)");
    }
    seen[id - 1] = true;
    degrees[id - 1] = {x / 1e6, y / 1e6};
    ++found;
  }
  if (!problem) return atLine(number + 1, "no problem line 'p aux sp co NODES'");
  if (found != nodeCount) {
    const auto missing = std::find(seen.begin(), seen.end(), false) - seen.begin();
    return atLine(number + 1, "node " + std::to_string(missing + 1) + " has no coordinates (" + std::to_string(found) +
                                  " of " + std::to_string(nodeCount) + " given)");
  }
  return {};
}

}  // namespace

std::string parseDimacs(std::string_view gr, std::string_view co, RoadMap& out) {
  if (std::string error = sizeError(".gr", gr.size()); !error.empty()) return error;
  if (std::string error = sizeError(".co", co.size()); !error.empty()) return error;
  RoadMap map;
  std::uint64_t nodeCount = 0;
  if (std::string error = readArcs(gr, nodeCount, map); !error.empty()) return ".gr " + error;
  std::vector<RoadCoordinates> degrees;
  if (std::string error = readCoordinates(co, nodeCount, degrees); !error.empty()) return ".co " + error;
  double minLon = 180, minLat = 90, maxLat = -90;
  for (const RoadCoordinates& p : degrees)
    minLon = std::min(minLon, p.x), minLat = std::min(minLat, p.y), maxLat = std::max(maxLat, p.y);
  const FlatProjection projection(minLat, minLon, (minLat + maxLat) / 2);
  map.nodes.reserve(degrees.size());
  for (const RoadCoordinates& p : degrees) map.nodes.push_back({projection.x(p.x), projection.y(p.y)});
  out = std::move(map);
  return {};
}

}  // namespace frontier
