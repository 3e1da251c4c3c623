// A loaded road map as bytes, to hand it from one engine to another in the same program (the page's worker
// generates a big town, its main thread loads the bytes: issue 33). Binary, versioned, checksummed, and every
// field checked on reading, as a file reader checks: bytes from elsewhere are refused with the reason, never
// trusted. Not a file format to keep: a later version may refuse an older one (it says so).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "graph/road_components.h"
#include "graph/road_map.h"

namespace frontier {

// Bytes 0-3 of every snapshot, then the version as a little-endian uint32.
inline constexpr char kRoadSnapshotMagic[4] = {'F', 'R', 'N', 'S'};
inline constexpr std::uint32_t kRoadSnapshotVersion = 1;
inline constexpr std::size_t kRoadSnapshotHeaderBytes = 48;
// The largest snapshot a reader's limits allow (kMaxRoadNodes with names, kMaxRoads): a buffer beyond it
// is refused before anything is copied.
inline constexpr std::size_t kMaxRoadSnapshotBytes =
    kRoadSnapshotHeaderBytes + kMaxRoadNodes * (16 + 1 + kMaxRoadNameBytes) + kMaxRoads * 25;

// What a snapshot carries besides the map: what an import dropped (OpenStreetMap's parts outside the largest
// strongly connected one), when the network came from a reader that reports it.
struct RoadSnapshotExtras {
  bool reportsDropped = false;
  DroppedParts dropped;
};

// The snapshot of `map` (which a reader or the generator made: its values are within the readers' limits).
std::vector<std::uint8_t> writeRoadSnapshot(const RoadMap& map, const RoadSnapshotExtras& extras = {});

// Reads a snapshot into `out` and `extras`: an empty string, or the reason it is refused (truncated, not a
// snapshot, another version, a checksum that does not match, a field out of range), naming the field and
// the value; then `out` and `extras` are untouched.
std::string readRoadSnapshot(const std::uint8_t* data, std::size_t size, RoadMap& out, RoadSnapshotExtras& extras);

// The checksum a snapshot's header holds (bytes 32-39), of everything after the header. Public so the fuzzer
// can fix it up and reach the field checks behind it.
std::uint64_t roadSnapshotChecksum(const std::uint8_t* data, std::size_t size);
inline constexpr std::size_t kRoadSnapshotChecksumOffset = 32;

}  // namespace frontier
