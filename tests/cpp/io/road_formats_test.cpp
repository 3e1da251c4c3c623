// The road network readers and writer: the compact format round-trips and names the line of each mistake;
// DIMACS .gr/.co; the OpenStreetMap import's rules (drivable ways, splitting at intersections, one-way
// tags, speeds, lengths, the strongly connected part); size limits refused before any work.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>

#include "io/dimacs.h"
#include "io/osm.h"
#include "io/road_text.h"
#include "io/xml_tokens.h"

using namespace frontier;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

const char* kSmall =
    "frontier-roads 1\n"
    "# a triangle with one one-way road\n"
    "nodes 3\n"
    "0.0 0.0\n"
    "100.0 0.0\n"
    "\n"
    "0.0 100.5\n"
    "roads 3\n"
    "0 1 100.0 30\n"
    "1 2 150.2 50 1\n"
    "2 0 100.5 42.5 0 1\n";

std::string refusal(const std::string& text) {
  RoadMap map;
  map.nodes.push_back({7, 7});
  std::string error = parseRoadText(text, map);
  CHECK(map.nodes.size() == 1);  // untouched
  return error;
}

}  // namespace

TEST_CASE("compact road text: reads nodes and roads, and writing it back gives the same text") {
  RoadMap map;
  REQUIRE(parseRoadText(kSmall, map) == "");
  REQUIRE(map.nodes.size() == 3);
  CHECK(map.nodes[2].y == 100.5);
  REQUIRE(map.roads.size() == 3);
  CHECK(map.roads[1].from == 1);
  CHECK(map.roads[1].to == 2);
  CHECK(map.roads[1].length == 150.2);
  CHECK(map.roads[1].speed == 50);
  CHECK(map.roads[1].oneWay);
  CHECK(!map.roads[2].oneWay);
  CHECK(map.roads[2].roadClass == RoadClass::Arterial);
  CHECK(map.roads[1].roadClass == RoadClass::Street);
  const std::string written = toRoadText(map);
  CHECK(written ==
        "frontier-roads 1\nnodes 3\n0.0 0.0\n100.0 0.0\n0.0 100.5\nroads 3\n0 1 100.0 30\n1 2 150.2 50 1\n2 0 100.5 "
        "42.5 0 1\n");
  RoadMap again;
  REQUIRE(parseRoadText(written, again) == "");
  CHECK(toRoadText(again) == written);
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  CHECK(network.edgeCount() == 5);  // two two-way roads, one one-way
  CHECK(network.costs(RoadMetric::Time)[0] == Approx(100.0 * 3.6 / 30));
}

TEST_CASE("compact road text: each mistake is refused with its line") {
  CHECK(refusal("") == "line 1: the text is empty: expected 'frontier-roads 1'");
  CHECK_THAT(refusal("frontier-roads 2\n"), StartsWith("line 1: unsupported version '2'"));
  CHECK_THAT(refusal("hello\n"), StartsWith("line 1: expected 'frontier-roads 1'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes x\n"), StartsWith("line 2: the nodes count 'x'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 99999999999\n"), StartsWith("line 2: the nodes count"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n"), StartsWith("line 4: expected node 1 of 2"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 1\n0 nan\n"), StartsWith("line 3: node 0: coordinates"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 1\n0 0\nroads 1\n0 1 5 30\n"),
             StartsWith("line 5: road 0: ends '0' '1'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 -5 30\n"),
             StartsWith("line 6: road 0: length '-5'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 5 0\n"),
             StartsWith("line 6: road 0: speed '0'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 1e300 30\n"),
             StartsWith("line 6: road 0: length '1e300'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 5 30 2\n"),
             StartsWith("line 6: road 0: one-way flag '2'"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 5 30 0 4\n"),
             StartsWith("line 6: road 0: class '4' must be 0 (street), 1 (arterial), 2 (highway) or 3 (minor)"));
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 5 30\nextra\n"),
             StartsWith("line 7: text after the last"));
  CHECK_THAT(refusal("frontier-roads 1\r\nnodes 1\r\n0 0\r\nroads 2\r\n"), StartsWith("line 5: expected road 0 of 2"));
  // The size in bytes: in whole megabytes a text just over the limit was "64 MB, over the 64 MB limit".
  CHECK(refusal(std::string(kMaxRoadTextBytes + 1, ' ')) ==
        "line 1: the text is 67108865 bytes, over the 64 MiB limit (67108864 bytes)");
}

TEST_CASE("DIMACS: arcs are one-way roads, ids from 1, coordinates projected to metres") {
  const char* gr = "c a square\np sp 3 3\na 1 2 1000\na 2 3 500\na 3 1 1200\n";
  const char* co = "p aux sp co 3\nv 1 -73000000 40000000\nv 2 -72990000 40000000\nv 3 -72990000 40010000\n";
  RoadMap map;
  REQUIRE(parseDimacs(gr, co, map) == "");
  REQUIRE(map.nodes.size() == 3);
  REQUIRE(map.roads.size() == 3);
  CHECK(map.roads[0].from == 0);
  CHECK(map.roads[0].to == 1);
  CHECK(map.roads[0].length == 1000);
  CHECK(map.roads[0].oneWay);
  CHECK(map.roads[0].speed == kDimacsSpeed);
  // 0.01 degree of longitude at 40 N is about 852 m, of latitude about 1112 m.
  CHECK(map.nodes[1].x == Approx(852).epsilon(0.01));
  CHECK(map.nodes[2].y == Approx(1112).epsilon(0.01));
  CHECK(map.nodes[0].x == 0.0);
}

TEST_CASE("DIMACS: mistakes name the file and line") {
  RoadMap map;
  const char* co = "p aux sp co 2\nv 1 0 0\nv 2 1000 0\n";
  CHECK(parseDimacs("p sp 2 1\na 1 3 5\n", co, map) == ".gr line 2: arc ends '1' '3' must be node ids from 1 to 2");
  CHECK(parseDimacs("a 1 2 5\n", co, map) == ".gr line 1: an arc before the problem line 'p sp NODES ARCS'");
  CHECK(parseDimacs("p sp 2 2\na 1 2 5\n", co, map) == ".gr line 3: 1 arcs, but the problem line declares 2");
  CHECK(parseDimacs("p sp 2 1\na 1 2 x\n", co, map) == ".gr line 2: weight 'x' must be a number from 0 to 1e9");
  CHECK(parseDimacs("p sp 2 1\nq\n", co, map) == ".gr line 2: unknown line type 'q' (expected c, p or a)");
  CHECK(parseDimacs("p sp 2 1\na 1 2 5\n", "p aux sp co 2\nv 1 0 0\n", map) ==
        ".co line 3: node 2 has no coordinates (1 of 2 given)");
  CHECK(parseDimacs("p sp 2 1\na 1 2 5\n", "p aux sp co 3\n", map) ==
        ".co line 1: node count '3' differs from the .gr file's 2");
  CHECK_THAT(parseDimacs("p sp 2 99999999999\n", co, map), StartsWith(".gr line 1: arc count"));
  CHECK(map.nodes.empty());
}

TEST_CASE("XML tokens: tags, attributes with entities, skipped comments and declarations, errors with lines") {
  XmlTokens tokens("<?xml version='1.0'?>\n<!-- a <comment> -->\n<a k=\"x &amp; &#65;&#x42;\"><b/></a>");
  XmlTag tag;
  REQUIRE(tokens.next(tag));
  CHECK(tag.name == "a");
  CHECK(tag.kind == XmlTag::Start);
  CHECK(tag.line == 3);
  CHECK(*tag.attribute("k") == "x & AB");
  REQUIRE(tokens.next(tag));
  CHECK(tag.kind == XmlTag::Empty);
  REQUIRE(tokens.next(tag));
  CHECK(tag.kind == XmlTag::End);
  CHECK(!tokens.next(tag));
  CHECK(tokens.error().empty());

  XmlTokens broken("<a>\n<b k='1\n");
  REQUIRE(tokens.error().empty());
  REQUIRE(broken.next(tag));
  CHECK(!broken.next(tag));
  CHECK(broken.error() == "line 2: attribute k's value never ends");
  XmlTokens entity("<a k='&bogus;'/>");
  CHECK(!entity.next(tag));
  CHECK(entity.error() == "line 1: a broken entity (&...;) in attribute k");
}

namespace {

// A crossroads of two streets, a one-way spur loop, a private road and a footway: positions 0.001 degree
// apart (111 m north, about 104 m east at 20.5 S).
std::string osmSample(const std::string& extraWayTags = "") {
  std::string text =
      "<?xml version='1.0' encoding='UTF-8'?>\n<osm version=\"0.6\" generator=\"test\">\n"
      "<bounds minlat='-20.51' minlon='-54.51' maxlat='-20.49' maxlon='-54.49'/>\n";
  const auto node = [&](int id, double lat, double lon) {
    text += "<node id=\"" + std::to_string(id) + "\" lat=\"" + std::to_string(lat) + "\" lon=\"" + std::to_string(lon) +
            "\"/>\n";
  };
  node(1, -20.500, -54.502);
  node(2, -20.500, -54.501);
  node(3, -20.500, -54.500);  // the crossing
  node(4, -20.500, -54.499);
  node(5, -20.501, -54.500);
  node(6, -20.499, -54.500);
  node(7, -20.498, -54.500);
  node(8, -20.498, -54.499);
  text +=
      "<way id=\"10\"><nd ref=\"1\"/><nd ref=\"2\"/><nd ref=\"3\"/><nd ref=\"4\"/>"
      "<tag k=\"highway\" v=\"residential\"/>" +
      extraWayTags + "</way>\n";
  text +=
      "<way id=\"11\"><nd ref=\"5\"/><nd ref=\"3\"/><nd ref=\"6\"/><nd ref=\"7\"/>"
      "<tag k=\"highway\" v=\"primary\"/><tag k=\"maxspeed\" v=\"45\"/></way>\n";
  text +=
      "<way id=\"12\"><nd ref=\"7\"/><nd ref=\"8\"/><tag k=\"highway\" v=\"service\"/><tag k=\"access\" "
      "v=\"private\"/></way>\n";
  text += "<way id=\"13\"><nd ref=\"6\"/><nd ref=\"8\"/><tag k=\"highway\" v=\"footway\"/></way>\n";
  text += "<relation id=\"20\"><member type=\"way\" ref=\"10\" role=\"\"/></relation>\n</osm>\n";
  return text;
}

}  // namespace

TEST_CASE("OSM: drivable ways split at intersections, with shape lengths, class speeds and maxspeed") {
  RoadMap map;
  OsmReport report;
  REQUIRE(parseOsm(osmSample(), map, report) == "");
  CHECK(report.ways == 2);  // the private road and the footway are not drivable
  CHECK(report.maxspeedWays == 1);
  CHECK(report.droppedNodes == 0);
  // Intersections: way ends 1, 4, 5, 7 and the crossing 3; nodes 2 and 6 are shape only.
  CHECK(map.nodes.size() == 5);
  REQUIRE(map.roads.size() == 4);
  CHECK(map.roads[0].length == Approx(2 * 104.2).epsilon(0.01));  // 1 -> 3 through 2
  CHECK(map.roads[0].speed == 30);
  CHECK(map.roads[2].speed == 45);
  CHECK(map.roads[0].roadClass == RoadClass::Street);    // residential
  CHECK(map.roads[2].roadClass == RoadClass::Arterial);  // primary
  CHECK(osmRoadClass("motorway_link") == RoadClass::Highway);
  CHECK(osmRoadClass("living_street") == RoadClass::Minor);
  CHECK(map.roads[3].length == Approx(2 * 111.2).epsilon(0.01));  // 3 -> 7 through 6
  for (const Road& road : map.roads) CHECK(!road.oneWay);
  // Metres east and north of the south-west corner.
  double minX = 1e9, minY = 1e9;
  for (const RoadCoordinates& p : map.nodes) minX = std::min(minX, p.x), minY = std::min(minY, p.y);
  CHECK(minX == 0.0);
  CHECK(minY == 0.0);
}

TEST_CASE("OSM: one-way tags, reversed ways and roundabouts; the largest strongly connected part is kept") {
  for (const std::string oneway : {"yes", "1", "true"}) {
    RoadMap map;
    OsmReport report;
    REQUIRE(parseOsm(osmSample("<tag k=\"oneway\" v=\"" + oneway + "\"/>"), map, report) == "");
    // Way 10 one-way west to east: node 1 can leave but never be reached, and node 4 the reverse; both are
    // dropped with their roads.
    CHECK(report.droppedNodes == 2);
    CHECK(report.droppedRoads == 2);
    CHECK(map.nodes.size() == 3);
    CHECK(map.roads.size() == 2);
  }
  RoadMap map;
  OsmReport report;
  REQUIRE(parseOsm(osmSample("<tag k=\"oneway\" v=\"-1\"/>"), map, report) == "");
  CHECK(report.droppedNodes == 2);
  REQUIRE(parseOsm(osmSample("<tag k=\"junction\" v=\"roundabout\"/>"), map, report) == "");
  CHECK(report.droppedNodes == 2);
  REQUIRE(parseOsm(osmSample("<tag k=\"oneway\" v=\"no\"/>"), map, report) == "");
  CHECK(report.droppedNodes == 0);
}

TEST_CASE("OSM: the reversed one-way keeps the road pointing against the way's order") {
  // A one-way square driven against the way's node order: every road must point from the later node.
  std::string text =
      "<osm version='0.6'>\n<node id='1' lat='0' lon='0'/><node id='2' lat='0' lon='0.001'/>"
      "<node id='3' lat='0.001' lon='0.001'/><node id='4' lat='0.001' lon='0'/>\n"
      "<way id='1'><nd ref='1'/><nd ref='2'/><tag k='highway' v='tertiary'/><tag k='oneway' v='-1'/></way>\n"
      "<way id='2'><nd ref='2'/><nd ref='3'/><nd ref='4'/><nd ref='1'/><tag k='highway' v='tertiary'/><tag k='oneway' "
      "v='-1'/></way>\n"
      "</osm>\n";
  RoadMap map;
  OsmReport report;
  REQUIRE(parseOsm(text, map, report) == "");
  REQUIRE(map.roads.size() == 2);
  CHECK(map.roads[0].oneWay);
  CHECK(map.roads[0].from == 1);  // node 2 of the file, second intersection seen
  CHECK(map.roads[0].to == 0);
  CHECK(map.roads[1].speed == 40);
}

TEST_CASE("OSM: mistakes are refused with their line, oversize texts at once") {
  RoadMap map;
  OsmReport report;
  CHECK(parseOsm("<html></html>", map, report) == "line 1: no <osm> element: this is not OpenStreetMap XML");
  CHECK(parseOsm("<osm version='0.6'>\n<node id='1' lat='95' lon='0'/>", map, report) ==
        "line 2: node 1 needs lat within 90 and lon within 180");
  CHECK(parseOsm("<osm version='0.6'>\n<node id='1' lat='1' lon='0'/>\n<node id='1' lat='1' lon='0'/>", map, report) ==
        "line 3: node 1 appears twice");
  CHECK(parseOsm("<osm version='0.6'>\n<way id='1'>\n<nd ref='x'/>", map, report) ==
        "line 3: <nd> ref 'x' is not a whole number");
  CHECK(parseOsm("<osm version='0.6'>\n<way id='1'>\n<nd ref='1'/>", map, report) ==
        "line 2: the way never ends (no </way>)");
  CHECK(parseOsm("<osm version='0.7'>", map, report) == "line 1: OSM XML version 0.7: this reader knows 0.6");
  CHECK(parseOsm("<osm version='0.6'>\n<node id='1' lat='1' lon='0'/></osm>", map, report) ==
        "line 1: no drivable roads (highway=motorway ... living_street, service) in the extract");
  CHECK(parseOsm(std::string(kMaxOsmBytes + 1, ' '), map, report) ==
        "line 1: the text is 134217729 bytes, over the 128 MiB limit (134217728 bytes)");
  CHECK(map.nodes.empty());
}

// Issue 29, items 19 to 22 and 26: what the readers let through or worded misleadingly (the files that found
// them are in tests/fuzz/road-corpus).
namespace {

std::string osmRefusal(const std::string& text, const RoadLimits& limits = {}) {
  RoadMap map;
  OsmReport report;
  std::string error = parseOsm(text, map, report, limits);
  CHECK(map.nodes.empty());  // untouched
  return error;
}

const char* kTwoNodes = "<node id='1' lat='0' lon='0'/>\n<node id='2' lat='0' lon='0.001'/>\n";
const char* kStreet = "<way id='3'><nd ref='1'/><nd ref='2'/><tag k='highway' v='residential'/></way>\n";

}  // namespace

TEST_CASE("OSM: ids beyond 64 bits are refused with their line, not clamped to another node") {
  // strtoll clamped 9999999999999999999 to 9223372036854775807, which bound the way to the wrong node.
  CHECK(osmRefusal("<osm version='0.6'>\n<node id='9999999999999999999' lat='0' lon='0'/>\n</osm>") ==
        "line 2: node id '9999999999999999999' is out of range: OSM ids are 64-bit (-9223372036854775808 to "
        "9223372036854775807)");
  CHECK_THAT(osmRefusal(std::string("<osm version='0.6'>\n") + kTwoNodes +
                        "<way id='3'>\n<nd ref='1'/>\n<nd ref='18446744073709551617'/>\n</way>\n</osm>"),
             StartsWith("line 6: <nd> ref '18446744073709551617' is out of range"));
  CHECK(osmRefusal("<osm version='0.6'>\n<node id='-9223372036854775809' lat='0' lon='0'/>\n</osm>") ==
        "line 2: node id '-9223372036854775809' is out of range: OSM ids are 64-bit (-9223372036854775808 to "
        "9223372036854775807)");
  CHECK(osmRefusal("<osm version='0.6'>\n<node id=' 5' lat='0' lon='0'/>\n</osm>") ==
        "line 2: node id ' 5' is not a whole number");
  CHECK(osmRefusal("<osm version='0.6'>\n<node lat='0' lon='0'/>\n</osm>") == "line 2: node id is missing");
  // The extremes of 64 bits, and negative ids (JOSM's new objects), are ids like any other.
  RoadMap map;
  OsmReport report;
  const std::string extremes =
      "<osm version='0.6'>\n<node id='-9223372036854775808' lat='0' lon='0'/>\n"
      "<node id='9223372036854775807' lat='0' lon='0.001'/>\n"
      "<way id='-1'><nd ref='-9223372036854775808'/><nd ref='9223372036854775807'/>"
      "<tag k='highway' v='residential'/></way>\n</osm>";
  REQUIRE(parseOsm(extremes, map, report) == "");
  CHECK(map.roads.size() == 1);
}

TEST_CASE("OSM: ways before their nodes are refused as such, not as an extract without roads") {
  CHECK(osmRefusal(std::string("<osm version='0.6'>\n") + kStreet + kTwoNodes + "</osm>") ==
        "line 3: node 1 comes after the way on line 2: OSM XML lists every node before the ways (as "
        "openstreetmap.org and osmium write it)");
}

TEST_CASE("road readers: a network without roads is refused, as one without drivable roads is") {
  CHECK(refusal("frontier-roads 1\nnodes 0\nroads 0\n") ==
        "line 3: no roads: a network needs at least one road ('roads 0' given)");
  CHECK(refusal("frontier-roads 1\nnodes 1\n5 5\nroads 0\n") ==
        "line 4: no roads: a network needs at least one road ('roads 0' given)");
  RoadMap map;
  CHECK(parseDimacs("p sp 0 0\n", "p aux sp co 0\n", map) ==
        ".gr line 1: no arcs: a network needs at least one (the problem line declares 0)");
  // An extract whose one way loops back to where it starts kept 1 node and no road.
  CHECK(osmRefusal("<osm version='0.6'>\n<node id='1' lat='0' lon='0'/>\n<node id='2' lat='0' lon='0.001'/>\n"
                   "<node id='3' lat='0.001' lon='0'/>\n<way id='3'><nd ref='1'/><nd ref='2'/><nd ref='3'/><nd ref='1'/>"
                   "<tag k='highway' v='residential'/></way>\n</osm>") ==
        "line 1: no drivable roads (highway=motorway ... living_street, service) in the extract");
}

TEST_CASE("compact road text: a speed whose travel time would not be finite is refused at its line") {
  // 1e9 m at 1e-300 km/h passed the reader and failed later as "edge 0 (0 -> 1): time is infinite".
  CHECK(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 1e9 1e-300\n") ==
        "line 6: road 0: speed '1e-300' must be a number of km/h from 0.01 to 1000");
  CHECK_THAT(refusal("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 1\n0 1 5 1000.5\n"),
             StartsWith("line 6: road 0: speed '1000.5' must be"));
  // The slowest and fastest allowed speeds over the longest road give finite times.
  RoadMap map;
  REQUIRE(parseRoadText("frontier-roads 1\nnodes 2\n0 0\n1 0\nroads 2\n0 1 1e9 0.01\n1 0 1e9 1000\n", map) == "");
  RoadNetwork network;
  CHECK(buildNetwork(map, network) == "");
  // An OSM maxspeed below the slowest speed is no speed: the class's is taken, so the export reads back.
  OsmReport report;
  REQUIRE(parseOsm(std::string("<osm version='0.6'>\n") + kTwoNodes +
                       "<way id='3'><nd ref='1'/><nd ref='2'/><tag k='highway' v='residential'/>"
                       "<tag k='maxspeed' v='0.001'/></way>\n</osm>",
                   map, report) == "");
  CHECK(map.roads[0].speed == 30);
  RoadMap again;
  CHECK(parseRoadText(toRoadText(map), again) == "");
}

TEST_CASE("road readers: CR-only line endings count lines, as LF and CRLF do") {
  // Every error of an old Mac file was on line 1.
  CHECK_THAT(refusal("frontier-roads 1\rnodes 2\r0 0\r1 0\rroads 1\r0 1 -5 30\r"),
             StartsWith("line 6: road 0: length '-5'"));
  CHECK_THAT(refusal("frontier-roads 1\r\nnodes 2\r0 0\n1 0\r\nroads 1\r0 1 -5 30\r"),
             StartsWith("line 6: road 0: length '-5'"));
  // A blank line between CRs is a line too.
  CHECK_THAT(refusal("frontier-roads 1\r\rnodes x\r"), StartsWith("line 3: the nodes count 'x'"));
  RoadMap map;
  CHECK(parseDimacs("p sp 2 1\ra 1 3 5\r", "p aux sp co 2\rv 1 0 0\rv 2 1000 0\r", map) ==
        ".gr line 2: arc ends '1' '3' must be node ids from 1 to 2");
  CHECK(osmRefusal("<osm version='0.6'>\r<node id='1' lat='95' lon='0'/>") ==
        "line 2: node 1 needs lat within 90 and lon within 180");
  CHECK(osmRefusal("<osm version='0.6'>\r\n\r<node id='1' lat='95' lon='0'/>") ==
        "line 3: node 1 needs lat within 90 and lon within 180");
}

TEST_CASE("road readers: a UTF-8 byte-order mark at the start is skipped, as the page's file reading does") {
  const std::string bom = "\xEF\xBB\xBF";
  RoadMap plain, marked;
  REQUIRE(parseRoadText(kSmall, plain) == "");
  REQUIRE(parseRoadText(bom + kSmall, marked) == "");
  CHECK(toRoadText(marked) == toRoadText(plain));
  // Only at the start: elsewhere it is a mistake like any other, with its line.
  CHECK_THAT(refusal("frontier-roads 1\n" + bom + "nodes 0\n"), StartsWith("line 2: expected 'nodes COUNT', found '???nodes'"));
  RoadMap dimacs;
  CHECK(parseDimacs(bom + "p sp 2 1\na 1 2 5\n", bom + "p aux sp co 2\nv 1 0 0\nv 2 1000 0\n", dimacs) == "");
  RoadMap osm;
  OsmReport report;
  CHECK(parseOsm(bom + "<osm version='0.6'>\n" + kTwoNodes + kStreet + "</osm>", osm, report) == "");
}

TEST_CASE("OSM: the network limits hold during the import, naming the way that passes them") {
  // An extract of 4.2 million roads was imported, and then its own export was refused: the limits are the
  // network's (road_map.h), here made small. A chain of 4 intersections joined by 3 ways of 2 nodes each.
  std::string text = "<osm version='0.6'>\n";
  for (int id = 1; id <= 4; ++id)
    text += "<node id='" + std::to_string(id) + "' lat='0' lon='0.00" + std::to_string(id) + "'/>\n";
  for (int id = 1; id <= 3; ++id) {
    text += "<way id='" + std::to_string(10 + id) + "'><nd ref='" + std::to_string(id) + "'/><nd ref='" +
            std::to_string(id + 1) + "'/><tag k='highway' v='residential'/></way>\n";
  }
  text += "</osm>";
  RoadMap map;
  OsmReport report;
  CHECK(parseOsm(text, map, report, RoadLimits{4, 3}) == "");  // exactly at the limits
  CHECK(map.roads.size() == 3);
  CHECK(osmRefusal(text, RoadLimits{4, 2}) ==
        "line 8: the extract has more than 2 roads (the limit of a road network) by this way");
  CHECK(osmRefusal(text, RoadLimits{3, 3}) ==
        "line 8: the extract has more than 3 intersections (the limit of a road network) by this way");
  // The defaults are the network's limits.
  CHECK(RoadLimits{}.nodes == kMaxRoadNodes);
  CHECK(RoadLimits{}.roads == kMaxRoads);
}

TEST_CASE("OSM: a junction is named by the roads that meet there (name, else ref), in the order first reached") {
  std::string text = osmSample("<tag k=\"name\" v=\" Rue &amp; Grimaldi\"/>");
  const std::string primary = "<tag k=\"highway\" v=\"primary\"/>";
  RoadMap map;
  OsmReport report;
  REQUIRE(parseOsm(text, map, report) == "");
  REQUIRE(map.names.size() == map.nodes.size());
  // Intersections in the order the ways reach them: 1, 3 (the crossing), 4 on way 10; then 5, 7 on way 11.
  CHECK(map.names[0] == "Rue & Grimaldi");  // the leading space dropped, the entity read
  CHECK(map.names[1] == "Rue & Grimaldi");
  CHECK(map.names[2] == "Rue & Grimaldi");
  CHECK(map.names[3] == "");
  CHECK(map.names[4] == "");
  // Way 11 with a number and no name: the crossing is called by both.
  text.replace(text.find(primary), primary.size(), primary + "<tag k=\"ref\" v=\"D6007\"/>");
  REQUIRE(parseOsm(text, map, report) == "");
  CHECK(map.names[1] == "Rue & Grimaldi / D6007");
  CHECK(map.names[3] == "D6007");
  // No name anywhere: no names at all.
  REQUIRE(parseOsm(osmSample(), map, report) == "");
  CHECK(map.names.empty());
  // A newline in a name becomes a space, and an overlong name is cut at a whole UTF-8 character.
  std::string long_name;
  for (int i = 0; i < 100; ++i) long_name += "\xC3\xA9";  // "é", two bytes each
  REQUIRE(parseOsm(osmSample("<tag k=\"name\" v=\"A&#10;B " + long_name + "\"/>"), map, report) == "" );
  CHECK(map.names[0].size() <= kMaxRoadNameBytes);
  CHECK(map.names[0].rfind("A B \xC3\xA9", 0) == 0);
  CHECK((static_cast<unsigned char>(map.names[0].back()) & 0xC0) == 0x80);  // ends on a whole "é"
  CHECK(map.names[0].size() % 2 == 0);
}

TEST_CASE("compact road text: the optional names section reads and writes back, and files without it read as before") {
  RoadMap map;
  REQUIRE(parseRoadText(kSmall, map) == "");
  CHECK(map.names.empty());
  CHECK(toRoadText(map).find("names") == std::string::npos);
  const std::string named = std::string(kSmall) + "names 2\n0 Place d'Armes\n# a comment\n\n2 Rue #5 / Quai\tdu Port \n";
  REQUIRE(parseRoadText(named, map) == "");
  REQUIRE(map.names.size() == 3);
  CHECK(map.names[0] == "Place d'Armes");
  CHECK(map.names[1] == "");
  CHECK(map.names[2] == "Rue #5 / Quai\tdu Port");
  const std::string written = toRoadText(map);
  CHECK_THAT(written, Contains("names 2\n0 Place d'Armes\n2 Rue #5 / Quai\tdu Port\n"));
  RoadMap again;
  REQUIRE(parseRoadText(written, again) == "");
  CHECK(toRoadText(again) == written);
}

TEST_CASE("compact road text: a names section's mistakes are refused with their line") {
  const std::string small = kSmall;  // 11 lines
  CHECK(refusal(small + "streets 2\n") == "line 12: text after the last of the 3 roads, starting 'streets' (expected the optional 'names COUNT' section or the end)");
  CHECK(refusal(small + "names 4\n") == "line 12: the names count '4' is not a whole number from 0 to the 3 nodes");
  CHECK(refusal(small + "names 2\n0 A\n") == "line 14: expected name 1 of 2 ('NODE NAME'), found the end of the text");
  CHECK(refusal(small + "names 1\n3 A\n") == "line 13: name 0: node '3' must be a node number from 0 to 3 - 1");
  CHECK(refusal(small + "names 1\n1\n") == "line 13: name 0: node 1 has no name after it");
  CHECK(refusal(small + "names 2\n1 A\n1 B\n") == "line 14: node 1 is named twice");
  CHECK(refusal(small + "names 1\n1 A\n2 B\n") == "line 14: text after the last of the 1 names, starting '2'");
  CHECK(refusal(small + "names 1\n1 " + std::string(kMaxRoadNameBytes + 1, 'x') + "\n") == "line 13: name 0: 161 bytes, more than 160");
}
