// libFuzzer target for the road network readers (compact text, DIMACS .gr and .co, OpenStreetMap XML, and the
// snapshots engines hand each other): no crash, leak or hang on any input; whatever parses builds a valid
// network, a compact text that parses survives a write-read-write round trip unchanged, and a snapshot that
// reads is written back to the same bytes.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string_view>
#include <vector>

#include "graph/road_map.h"
#include "io/dimacs.h"
#include "io/osm.h"
#include "io/road_snapshot.h"
#include "io/road_text.h"

using namespace frontier;

namespace {

void requireBuilds(const RoadMap& map) {
  if (map.roads.empty()) std::abort();  // a network without roads is refused by every reader (issue 29, item 20)
  for (const Road& road : map.roads) {
    if (road.from >= map.nodes.size() || road.to >= map.nodes.size()) std::abort();
  }
  RoadNetwork network;
  if (!buildNetwork(map, network).empty()) std::abort();
}

// The input as a snapshot: as it is, and with its checksum made right, so that mutations of the fields reach
// the checks behind the checksum rather than stopping there.
void readSnapshot(const std::uint8_t* data, std::size_t size) {
  std::vector<std::uint8_t> bytes(data, data + size);
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1) {
      if (size < kRoadSnapshotHeaderBytes) return;
      const std::uint64_t sum = roadSnapshotChecksum(bytes.data() + kRoadSnapshotHeaderBytes, size - kRoadSnapshotHeaderBytes);
      std::memcpy(bytes.data() + kRoadSnapshotChecksumOffset, &sum, sizeof sum);
    }
    RoadMap map;
    RoadSnapshotExtras extras;
    if (readRoadSnapshot(bytes.data(), bytes.size(), map, extras).empty()) {
      requireBuilds(map);
      if (writeRoadSnapshot(map, extras) != bytes) std::abort();
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  readSnapshot(data, size);

  RoadMap map;
  if (parseRoadText(text, map).empty()) {
    requireBuilds(map);
    const std::string written = toRoadText(map);
    RoadMap again;
    if (!parseRoadText(written, again).empty() || toRoadText(again) != written) std::abort();
  }

  OsmReport report;
  RoadMap osm;
  if (parseOsm(text, osm, report).empty()) {
    if (osm.nodes.empty()) std::abort();
    requireBuilds(osm);
  }

  // The input as either DIMACS file, with a small valid partner; and split at its first NUL as both.
  RoadMap dimacs;
  if (parseDimacs(text, "p aux sp co 3\nv 1 0 0\nv 2 1000 0\nv 3 0 1000\n", dimacs).empty()) requireBuilds(dimacs);
  if (parseDimacs("p sp 3 2\na 1 2 5\na 2 3 7\n", text, dimacs).empty()) requireBuilds(dimacs);
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    if (parseDimacs(text.substr(0, nul), text.substr(nul + 1), dimacs).empty()) requireBuilds(dimacs);
  }
  return 0;
}
