// Road network snapshots (io/road_snapshot.h): what is read back is the map written (the same network hash,
// arcs, classes and names, on a random town and on Monaco with its names and one-way roads), and every kind
// of damaged snapshot is refused with its reason, the map given left untouched.
#include <catch2/catch.hpp>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_figures.h"
#include "io/road_snapshot.h"
#include "io/road_text.h"

using namespace frontier;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

RoadMap presetMap(const std::string& name) {
  std::ifstream file(std::string(FRONTIER_SOURCE_DIR) + "/data/roads/" + name + ".roads");
  std::stringstream text;
  text << file.rdbuf();
  RoadMap map;
  REQUIRE(parseRoadText(text.str(), map) == "");
  return map;
}

RoadMap town(std::size_t nodes, std::uint64_t seed) {
  RoadMap map;
  REQUIRE(generateRoadNetwork({nodes, seed}, map) == "");
  return map;
}

// Reads `bytes`, which must be refused; the map and extras given stay as they were.
std::string snapshotRefusal(const std::vector<std::uint8_t>& bytes) {
  RoadMap map;
  map.nodes.push_back({7, 7});
  RoadSnapshotExtras extras;
  extras.dropped.nodes = 3;
  const std::string error = readRoadSnapshot(bytes.data(), bytes.size(), map, extras);
  CHECK(map.nodes.size() == 1);
  CHECK(map.roads.empty());
  CHECK(extras.dropped.nodes == 3);
  return error;
}

// The bytes with the checksum made right again, so a changed field reaches the field checks.
std::vector<std::uint8_t> resealed(std::vector<std::uint8_t> bytes) {
  const std::uint64_t sum =
      roadSnapshotChecksum(bytes.data() + kRoadSnapshotHeaderBytes, bytes.size() - kRoadSnapshotHeaderBytes);
  std::memcpy(bytes.data() + kRoadSnapshotChecksumOffset, &sum, sizeof sum);
  return bytes;
}

template <class T>
void put(std::vector<std::uint8_t>& bytes, std::size_t at, T value) {
  std::memcpy(bytes.data() + at, &value, sizeof value);
}

void requireSame(const RoadMap& a, const RoadMap& b) {
  RoadNetwork first, second;
  REQUIRE(buildNetwork(a, first) == "");
  REQUIRE(buildNetwork(b, second) == "");
  CHECK(networkHash(first) == networkHash(second));
  CHECK(arcClasses(a, first) == arcClasses(b, second));
  CHECK(a.names == b.names);
  // Road by road, as exportNetwork writes them.
  CHECK(toRoadText(a) == toRoadText(b));
  REQUIRE(a.roads.size() == b.roads.size());
  for (std::size_t i = 0; i < a.roads.size(); ++i) {
    CHECK(a.roads[i].speed == b.roads[i].speed);  // not in the hash: the times are
    CHECK(a.roads[i].oneWay == b.roads[i].oneWay);
  }
}

}  // namespace

TEST_CASE("road snapshot: a random town reads back as the same network") {
  const RoadMap map = town(4000, 7);
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(map);
  CHECK(bytes.size() == kRoadSnapshotHeaderBytes + map.nodes.size() * 16 + map.roads.size() * 25);
  RoadMap read;
  RoadSnapshotExtras extras;
  REQUIRE(readRoadSnapshot(bytes.data(), bytes.size(), read, extras) == "");
  requireSame(map, read);
  RoadNetwork network;
  REQUIRE(buildNetwork(read, network) == "");
  CHECK(networkHash(network) == "62098a04bbb02ab3");  // the generator test's pin for this town
  CHECK(!extras.reportsDropped);
  CHECK(read.names.empty());
  // Written again, the same bytes.
  CHECK(writeRoadSnapshot(read) == bytes);
}

TEST_CASE("road snapshot: Monaco keeps its names, one-way roads, classes and what its import dropped") {
  const RoadMap map = presetMap("monaco");
  REQUIRE(!map.names.empty());
  RoadSnapshotExtras extras;
  extras.reportsDropped = true;
  extras.dropped = {12, 34};
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(map, extras);
  RoadMap read;
  RoadSnapshotExtras readExtras;
  REQUIRE(readRoadSnapshot(bytes.data(), bytes.size(), read, readExtras) == "");
  requireSame(map, read);
  CHECK(readExtras.reportsDropped);
  CHECK(readExtras.dropped.nodes == 12);
  CHECK(readExtras.dropped.roads == 34);
}

TEST_CASE("road snapshot: a truncated or padded snapshot is refused, saying how many bytes it has") {
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(town(100, 1));
  CHECK_THAT(snapshotRefusal({}), Contains("snapshot: 0 bytes, shorter than its 48-byte header"));
  CHECK_THAT(snapshotRefusal({bytes.begin(), bytes.begin() + 47}), Contains("47 bytes, shorter than its 48-byte header"));
  for (const std::size_t cut : {std::size_t{48}, bytes.size() / 2, bytes.size() - 1}) {
    CAPTURE(cut);
    CHECK_THAT(snapshotRefusal({bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(cut)}),
               Contains("truncated: " + std::to_string(cut) + " of its " + std::to_string(bytes.size()) + " bytes"));
  }
  std::vector<std::uint8_t> longer = bytes;
  longer.push_back(0);
  CHECK_THAT(snapshotRefusal(longer), Contains("1 more than its " + std::to_string(bytes.size())));
}

TEST_CASE("road snapshot: another format, another version, a damaged header or changed bytes are refused") {
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(town(100, 1));
  std::vector<std::uint8_t> text(bytes);
  std::memcpy(text.data(), "fron", 4);
  CHECK_THAT(snapshotRefusal(text), Contains("not a road network snapshot: it begins with bytes 66 72 6f 6e"));
  std::vector<std::uint8_t> version(bytes);
  put<std::uint32_t>(version, 4, 2);
  CHECK_THAT(snapshotRefusal(version), Contains("version 2, and this engine reads version 1 only"));
  std::vector<std::uint8_t> nodes(bytes);
  put<std::uint32_t>(nodes, 8, 0);
  CHECK_THAT(snapshotRefusal(nodes), Contains("0 nodes, expected 1 to 2000000"));
  put<std::uint32_t>(nodes, 8, 2000001);
  CHECK_THAT(snapshotRefusal(nodes), Contains("2000001 nodes"));
  std::vector<std::uint8_t> roads(bytes);
  put<std::uint32_t>(roads, 12, 0);
  CHECK_THAT(snapshotRefusal(roads), Contains("0 roads, expected 1 to 4000000"));
  std::vector<std::uint8_t> flags(bytes);
  put<std::uint32_t>(flags, 16, 8);
  CHECK_THAT(snapshotRefusal(flags), Contains("unknown flags 8"));
  std::vector<std::uint8_t> names(bytes);
  put<std::uint32_t>(names, 28, 5);
  CHECK_THAT(snapshotRefusal(names), Contains("5 bytes of names, but the flags say there are no names"));
  std::vector<std::uint8_t> dropped(bytes);
  put<std::uint32_t>(dropped, 20, 5);
  CHECK_THAT(snapshotRefusal(dropped), Contains("the flags say nothing was dropped"));
  // One more node in the count than the bytes hold: the counts and the size disagree.
  std::vector<std::uint8_t> counts(bytes);
  put<std::uint32_t>(counts, 8, 101);
  CHECK_THAT(snapshotRefusal(counts), Contains("but its counts make " + std::to_string(bytes.size() + 16) + ": the header is damaged"));
  // A bit flipped in a coordinate still makes a finite number: only the checksum sees it.
  std::vector<std::uint8_t> flipped(bytes);
  flipped[kRoadSnapshotHeaderBytes + 3] ^= 0x10;
  CHECK_THAT(snapshotRefusal(flipped), Contains("its checksum does not match its bytes"));
}

TEST_CASE("road snapshot: every field is checked behind the checksum, naming the field and the value") {
  RoadMap map = town(100, 1);
  map.names.assign(map.nodes.size(), "");
  map.names[5] = "Rue Grimaldi";
  const std::vector<std::uint8_t> bytes = writeRoadSnapshot(map);
  const std::size_t nodes = map.nodes.size(), roads = map.roads.size();
  const std::size_t coordinates = kRoadSnapshotHeaderBytes, lengths = coordinates + nodes * 16, speeds = lengths + roads * 8,
                    froms = speeds + roads * 8, tos = froms + roads * 4, kinds = tos + roads * 4, nameLengths = kinds + roads,
                    nameText = nameLengths + nodes;
  const auto changed = [&](auto edit) {
    std::vector<std::uint8_t> copy(bytes);
    edit(copy);
    return snapshotRefusal(resealed(copy));
  };
  CHECK_THAT(changed([&](auto& b) { put(b, coordinates + 16 * 3 + 8, std::nan("")); }),
             Contains("node 3: coordinates") && Contains("nan") && Contains("within 1e9"));
  CHECK_THAT(changed([&](auto& b) { put(b, coordinates, 2e9); }), Contains("node 0: coordinates 2000000000"));
  CHECK_THAT(changed([&](auto& b) { put(b, lengths + 8 * 2, -1.0); }), Contains("road 2: length -1 must be a number of metres"));
  CHECK_THAT(changed([&](auto& b) { put(b, speeds + 8 * 4, 0.0); }), Contains("road 4: speed 0 must be a number of km/h from 0.01 to 1000"));
  CHECK_THAT(changed([&](auto& b) { put<std::uint32_t>(b, tos + 4 * 6, 100); }),
             Contains("road 6: ends") && Contains(" 100 must be node numbers from 0 to 100 - 1"));
  CHECK_THAT(changed([&](auto& b) { b[kinds + 7] = 0x10; }), Contains("road 7: kind byte 16 has unknown bits"));
  CHECK_THAT(changed([&](auto& b) { b[nameLengths + 5] = 200; }), Contains("node 5's name is 200 bytes, more than 160"));
  CHECK_THAT(changed([&](auto& b) { b[nameLengths + 5] = 11; }), Contains("the names' lengths add up to 11 bytes, the header says 12"));
  CHECK_THAT(changed([&](auto& b) { b[nameText + 3] = '\n'; }), Contains("node 5's name holds a line break"));
  // Unchanged, it reads, names and all.
  RoadMap read;
  RoadSnapshotExtras extras;
  REQUIRE(readRoadSnapshot(bytes.data(), bytes.size(), read, extras) == "");
  CHECK(read.names[5] == "Rue Grimaldi");
}
