// The OSM import in three passes over what the tokenizer gives: node positions, drivable ways, then roads
// cut at every node two ways share (or a way meets twice) and at way ends. Unknown elements (relations,
// bounds) are skipped; a way's reference to a node the extract lacks cuts the way there, as clipped
// extracts do at their edge.
#include "io/osm.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <vector>

#include "graph/road_components.h"
#include "io/geo.h"
#include "io/text_lines.h"
#include "io/xml_tokens.h"

namespace frontier {

namespace {

// A way without a name.
constexpr std::uint32_t kNoName = 0xFFFFFFFFu;

struct OsmWay {
  std::vector<std::uint32_t> nodes;  // indexes into the positions; kMissing where the extract lacks one
  double speed = 0.0;
  RoadClass roadClass = RoadClass::Street;
  int direction = 0;  // 0 two-way, 1 forward only, -1 backward only
  std::uint32_t name = kNoName;  // index into the names read (its `name`, else its `ref`), or none
  std::size_t line = 0;  // where the way starts, for the limits' messages
};

constexpr std::uint32_t kMissing = 0xFFFFFFFFu;

// An OSM id: a whole number in 64 bits (negative for objects not yet uploaded, as JOSM writes them).
enum class IdStatus { Ok, Missing, NotANumber, OutOfRange };
IdStatus parseId(const std::string* text, std::int64_t& id) {
  if (!text) return IdStatus::Missing;
  const bool negative = !text->empty() && (*text)[0] == '-';
  const std::string_view digits = std::string_view(*text).substr(negative ? 1 : 0);
  if (digits.empty()) return IdStatus::NotANumber;
  // Accumulated towards the negative side, which holds one more value than the positive side.
  std::int64_t value = 0;
  constexpr std::int64_t kLowest = std::numeric_limits<std::int64_t>::min();
  for (const char c : digits) {
    if (c < '0' || c > '9') return IdStatus::NotANumber;
    const int digit = c - '0';
    if (value < (kLowest + digit) / 10) return IdStatus::OutOfRange;  // strtoll clamped these to 2^63 - 1
    value = value * 10 - digit;
  }
  if (!negative && value == kLowest) return IdStatus::OutOfRange;
  id = negative ? value : -value;
  return IdStatus::Ok;
}

// Why an id attribute was refused, naming the line: "line 3: node id '99999999999999999999' is ...".
std::string idError(std::size_t line, const char* what, const std::string* text, IdStatus status) {
  const std::string where = "line " + std::to_string(line) + ": ";
  if (status == IdStatus::Missing) return where + what + " is missing";
  std::string given = "'";
  given.append(*text, 0, 40);
  given += text->size() > 40 ? "...'" : "'";
  if (status == IdStatus::NotANumber) return where + what + " " + given + " is not a whole number";
  return where + what + " " + given + " is out of range: OSM ids are 64-bit (-9223372036854775808 to 9223372036854775807)";
}

bool parseDegrees(const std::string* text, double limit, double& value) {
  if (!text || text->empty() || text->size() > 32) return false;
  for (const char c : *text) {
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) return false;
  }
  char* end = nullptr;
  value = std::strtod(text->c_str(), &end);
  return *end == '\0' && std::isfinite(value) && std::abs(value) <= limit;
}

// A numeric maxspeed ("50", "50 km/h", "30 mph") in km/h, or 0 for anything else ("signals", "none", "BR:urban").
double parseMaxspeed(const std::string& text) {
  std::size_t digits = 0;
  while (digits < text.size() && digits < 6 &&
         (std::isdigit(static_cast<unsigned char>(text[digits])) || text[digits] == '.'))
    ++digits;
  if (digits == 0) return 0.0;
  const double value = std::strtod(text.substr(0, digits).c_str(), nullptr);
  std::string_view unit = std::string_view(text).substr(digits);
  while (!unit.empty() && unit.front() == ' ') unit.remove_prefix(1);
  if (!(value >= kMinRoadSpeed) || value > 300.0) return 0.0;  // the class's speed then, as for "none"
  if (unit.empty() || unit == "km/h" || unit == "kmh" || unit == "kph") return value;
  if (unit == "mph") return value * 1.609344;
  return 0.0;
}

// A way's tags decide whether it is a road, its speed and its direction.
struct WayTags {
  std::string highway, oneway, junction, access, area, maxspeed, name, ref;

  void take(const XmlTag& tag) {
    const std::string* key = tag.attribute("k");
    const std::string* value = tag.attribute("v");
    if (!key || !value) return;
    if (*key == "highway")
      highway = *value;
    else if (*key == "oneway")
      oneway = *value;
    else if (*key == "junction")
      junction = *value;
    else if (*key == "access")
      access = *value;
    else if (*key == "area")
      area = *value;
    else if (*key == "maxspeed")
      maxspeed = *value;
    else if (*key == "name")
      name = *value;
    else if (*key == "ref")
      ref = *value;
  }
};

// A way's name as a junction's name uses it: control characters (an XML value may carry a newline) made
// spaces, cut to kMaxRoadNameBytes at a whole UTF-8 character, no space at either end.
std::string cleanName(std::string name) {
  for (char& c : name)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  if (name.size() > kMaxRoadNameBytes) {
    std::size_t cut = kMaxRoadNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
    name.resize(cut);
  }
  // No space at either end: the compact format's name is the rest of its line, trimmed.
  const std::size_t first = name.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  return name.substr(first, name.find_last_not_of(' ') - first + 1);
}

}  // namespace

double osmClassSpeed(std::string_view highway) {
  if (highway.size() > 5 && highway.substr(highway.size() - 5) == "_link") highway.remove_suffix(5);
  if (highway == "motorway") return 100;
  if (highway == "trunk") return 80;
  if (highway == "primary") return 60;
  if (highway == "secondary") return 50;
  if (highway == "tertiary") return 40;
  if (highway == "residential" || highway == "unclassified" || highway == "road") return 30;
  if (highway == "service") return 20;
  if (highway == "living_street") return 10;
  return 0;
}

RoadClass osmRoadClass(std::string_view highway) {
  if (highway.size() > 5 && highway.substr(highway.size() - 5) == "_link") highway.remove_suffix(5);
  if (highway == "motorway" || highway == "trunk") return RoadClass::Highway;
  if (highway == "primary" || highway == "secondary" || highway == "tertiary") return RoadClass::Arterial;
  if (highway == "service" || highway == "living_street") return RoadClass::Minor;
  return RoadClass::Street;
}

std::string parseOsm(std::string_view text, RoadMap& out, OsmReport& report, const RoadLimits& limits) {
  if (text.size() > kMaxOsmBytes) return "line 1: " + sizeLimitError("the text", text.size(), kMaxOsmBytes);
  XmlTokens tokens(text);
  XmlTag tag;
  std::unordered_map<std::int64_t, std::uint32_t> nodeIndex;
  std::vector<double> lat, lon;
  std::vector<OsmWay> ways;
  std::vector<std::string> wayNames;  // the distinct names of the ways read, each once
  std::unordered_map<std::string, std::uint32_t> nameIndex;
  OsmReport counts;
  bool sawOsm = false;
  std::size_t firstWayLine = 0;  // 0 until a way is read

  // One pass: nodes precede ways in OSM XML 0.6, so every reference a way makes is known when it is read.
  std::vector<std::int64_t> refs;
  while (tokens.next(tag)) {
    if (tag.name == "osm" && tag.kind != XmlTag::End) {
      const std::string* version = tag.attribute("version");
      if (version && *version != "0.6")
        return "line " + std::to_string(tag.line) + ": OSM XML version " + *version + ": this reader knows 0.6";
      sawOsm = true;
    } else if (tag.name == "node" && tag.kind != XmlTag::End) {
      std::int64_t id = 0;
      double latitude = 0.0, longitude = 0.0;
      if (const IdStatus status = parseId(tag.attribute("id"), id); status != IdStatus::Ok)
        return idError(tag.line, "node id", tag.attribute("id"), status);
      // Ways read so far took this node as missing (cut there, as at an extract's edge), and a file with
      // every way first gave "no drivable roads" instead of saying why.
      if (firstWayLine != 0) {
        return "line " + std::to_string(tag.line) + ": node " + std::to_string(id) + " comes after the way on line " +
               std::to_string(firstWayLine) +
               ": OSM XML lists every node before the ways (as openstreetmap.org and osmium write it)";
      }
      if (!parseDegrees(tag.attribute("lat"), 90.0, latitude) ||
          !parseDegrees(tag.attribute("lon"), 180.0, longitude)) {
        return "line " + std::to_string(tag.line) + ": node " + std::to_string(id) +
               " needs lat within 90 and lon within 180";
      }
      if (!nodeIndex.emplace(id, static_cast<std::uint32_t>(lat.size())).second) {
        return "line " + std::to_string(tag.line) + ": node " + std::to_string(id) + " appears twice";
      }
      lat.push_back(latitude), lon.push_back(longitude);
    } else if (tag.name == "way" && tag.kind != XmlTag::End) {
      const std::size_t wayLine = tag.line;
      if (firstWayLine == 0) firstWayLine = wayLine;
      refs.clear();
      WayTags tags;
      if (tag.kind == XmlTag::Start) {
        while (tokens.next(tag) && !(tag.name == "way" && tag.kind == XmlTag::End)) {
          if (tag.name == "nd") {
            std::int64_t ref = 0;
            if (const IdStatus status = parseId(tag.attribute("ref"), ref); status != IdStatus::Ok)
              return idError(tag.line, "<nd> ref", tag.attribute("ref"), status);
            refs.push_back(ref);
          } else if (tag.name == "tag") {
            tags.take(tag);
          } else if (tag.kind == XmlTag::Start) {
            return "line " + std::to_string(tag.line) + ": <" + std::string(tag.name.substr(0, 40)) + "> inside a way";
          }
        }
        if (!tokens.error().empty()) return tokens.error();
        if (tag.kind != XmlTag::End) return "line " + std::to_string(wayLine) + ": the way never ends (no </way>)";
      }
      double speed = osmClassSpeed(tags.highway);
      if (speed == 0.0 || tags.access == "no" || tags.access == "private" || tags.area == "yes" || refs.size() < 2)
        continue;
      if (const double tagged = parseMaxspeed(tags.maxspeed); tagged > 0.0) speed = tagged, ++counts.maxspeedWays;
      OsmWay way;
      way.line = wayLine;
      way.speed = speed;
      way.roadClass = osmRoadClass(tags.highway);
      if (tags.oneway == "yes" || tags.oneway == "1" || tags.oneway == "true")
        way.direction = 1;
      else if (tags.oneway == "-1")
        way.direction = -1;
      else if (tags.oneway != "no" && (tags.junction == "roundabout" || tags.highway == "motorway"))
        way.direction = 1;
      // A road's name, or its number (`ref`, as "A8") where it has none: how a junction is called.
      if (const std::string& called = tags.name.empty() ? tags.ref : tags.name; !called.empty()) {
        std::string cleaned = cleanName(called);
        const auto [at, added] = nameIndex.emplace(cleaned, static_cast<std::uint32_t>(wayNames.size()));
        if (added) wayNames.push_back(std::move(cleaned));
        way.name = at->second;
      }
      way.nodes.reserve(refs.size());
      for (const std::int64_t ref : refs) {
        const auto found = nodeIndex.find(ref);
        way.nodes.push_back(found == nodeIndex.end() ? kMissing : found->second);
      }
      ways.push_back(std::move(way));
      ++counts.ways;
    }
  }
  if (!tokens.error().empty()) return tokens.error();
  if (!sawOsm) return "line 1: no <osm> element: this is not OpenStreetMap XML";

  // A node is an intersection where ways meet (used twice or more, counting a way that passes it twice)
  // or where a way ends or is cut by a missing node.
  std::vector<std::uint8_t> uses(lat.size(), 0);
  std::vector<bool> junction(lat.size(), false);
  for (const OsmWay& way : ways) {
    for (std::size_t k = 0; k < way.nodes.size(); ++k) {
      const std::uint32_t node = way.nodes[k];
      if (node == kMissing) continue;
      if (uses[node] < 2) ++uses[node];
      const bool end =
          k == 0 || k + 1 == way.nodes.size() || way.nodes[k - 1] == kMissing || way.nodes[k + 1] == kMissing;
      if (end || uses[node] >= 2) junction[node] = true;
    }
  }
  // Intersections are numbered in the order the ways first reach them; positions stay in degrees until the
  // kept part's corner is known.
  std::vector<std::uint32_t> intersection(lat.size(), kMissing);
  std::vector<RoadCoordinates> degrees;  // (lon, lat)
  std::vector<std::vector<std::uint32_t>> namesAt;  // per intersection: the names of the roads there, in order met
  RoadMap map;
  for (const OsmWay& way : ways) {
    std::size_t k = 0;
    while (k < way.nodes.size()) {
      if (way.nodes[k] == kMissing) {
        ++k;
        continue;
      }
      // A run from a junction to the next one, summing great-circle lengths along the shape.
      const std::size_t begin = k;
      double length = 0.0;
      std::size_t end = k + 1;
      for (; end < way.nodes.size() && way.nodes[end] != kMissing; ++end) {
        const std::uint32_t a = way.nodes[end - 1], b = way.nodes[end];
        length += haversineMetres(lat[a], lon[a], lat[b], lon[b]);
        if (junction[b]) break;
      }
      if (end >= way.nodes.size() || way.nodes[end] == kMissing) {
        k = end;
        continue;  // a single node before a gap: no road
      }
      std::uint32_t ends[2] = {way.nodes[begin], way.nodes[end]};
      for (std::uint32_t& node : ends) {
        if (intersection[node] == kMissing) {
          // The limits of every network (road_map.h), applied as the import goes: an import beyond them
          // used to finish, and then its own export was refused.
          if (degrees.size() == limits.nodes) {
            return "line " + std::to_string(way.line) + ": the extract has more than " + std::to_string(limits.nodes) +
                   " intersections (the limit of a road network) by this way";
          }
          intersection[node] = static_cast<std::uint32_t>(degrees.size());
          degrees.push_back({lon[node], lat[node]});
          namesAt.emplace_back();
        }
        node = intersection[node];
        std::vector<std::uint32_t>& names = namesAt[node];
        if (way.name != kNoName && std::find(names.begin(), names.end(), way.name) == names.end()) names.push_back(way.name);
      }
      if (ends[0] != ends[1]) {  // a loop back to where it started leads nowhere
        if (map.roads.size() == limits.roads) {
          return "line " + std::to_string(way.line) + ": the extract has more than " + std::to_string(limits.roads) +
                 " roads (the limit of a road network) by this way";
        }
        Road road{ends[0], ends[1], length, way.speed, way.direction != 0, way.roadClass};
        if (way.direction < 0) std::swap(road.from, road.to);
        map.roads.push_back(road);
      }
      k = end;
    }
  }
  map.nodes = std::move(degrees);
  // A junction is called by the roads that meet there ("Boulevard Albert 1er / Rue Grimaldi"): the names of
  // its ways in the order the extract first reaches them, so the import gives the same names every time.
  bool named = false;
  map.names.resize(map.nodes.size());
  for (std::size_t node = 0; node < map.nodes.size(); ++node) {
    for (const std::uint32_t name : namesAt[node]) {
      if (!map.names[node].empty()) map.names[node] += " / ";
      map.names[node] += wayNames[name];
    }
    map.names[node] = cleanName(std::move(map.names[node]));
    named = named || !map.names[node].empty();
  }
  if (!named) map.names.clear();
  const DroppedParts dropped = keepLargestStronglyConnected(map);
  counts.droppedNodes = dropped.nodes, counts.droppedRoads = dropped.roads;
  // An extract left with a lone node and no road is as empty as one without roads (the page showed
  // "0 junctions" and a goal of NaN).
  if (map.roads.empty())
    return "line 1: no drivable roads (highway=motorway ... living_street, service) in the extract";
  double minLon = 180, minLat = 90, maxLat = -90;
  for (const RoadCoordinates& p : map.nodes)
    minLon = std::min(minLon, p.x), minLat = std::min(minLat, p.y), maxLat = std::max(maxLat, p.y);
  const FlatProjection projection(minLat, minLon, (minLat + maxLat) / 2);
  for (RoadCoordinates& p : map.nodes) p = {projection.x(p.x), projection.y(p.y)};
  out = std::move(map);
  report = counts;
  return {};
}

}  // namespace frontier
