// Writes and reads road_snapshot.h's bytes. The layout, little-endian (wasm's order, and x86's and ARM's: a
// big-endian build fails to compile rather than misread):
//   header, 48 bytes: magic 'FRNS', version u32, nodes u32, roads u32, flags u32 (1: names, 2: reports what was
//     dropped), dropped nodes u32, dropped roads u32, name bytes u32, checksum u64 (of all that follows the
//     header), size u64 (of the whole snapshot);
//   then by columns, so each is one copy: coordinates (x, y f64 per node), lengths f64, speeds f64, from u32,
//   to u32, kinds u8 (bit 0 one-way, bits 1-2 the RoadClass) per road; with names, a length u8 per node and
//   their bytes one after another.
#include "io/road_snapshot.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string_view>

namespace frontier {

static_assert(std::endian::native == std::endian::little, "snapshots are little-endian, read and written by memcpy");
static_assert(sizeof(RoadCoordinates) == 2 * sizeof(double), "coordinates are copied as x, y pairs");
static_assert(kMaxRoadNameBytes <= 255, "a name's length is one byte");

namespace {

constexpr std::uint32_t kHasNames = 1;
constexpr std::uint32_t kReportsDropped = 2;
constexpr std::uint32_t kKnownFlags = kHasNames | kReportsDropped;
constexpr std::uint8_t kOneWayBit = 1;
constexpr int kClassShift = 1;
constexpr std::uint8_t kKnownKindBits = kOneWayBit | ((kRoadClasses - 1) << kClassShift);
constexpr std::size_t kRoadBytes = 8 + 8 + 4 + 4 + 1;  // length, speed, from, to, kind
static_assert(kMaxRoadSnapshotBytes == kRoadSnapshotHeaderBytes +
                                           kMaxRoadNodes * (sizeof(RoadCoordinates) + 1 + kMaxRoadNameBytes) +
                                           kMaxRoads * kRoadBytes);

struct Header {
  std::uint32_t version = 0, nodes = 0, roads = 0, flags = 0, droppedNodes = 0, droppedRoads = 0, nameBytes = 0;
  std::uint64_t checksum = 0, size = 0;
};

template <class T>
T load(const std::uint8_t* at) {
  T value;
  std::memcpy(&value, at, sizeof value);
  return value;
}
template <class T>
void store(std::uint8_t*& at, T value) {
  std::memcpy(at, &value, sizeof value);
  at += sizeof value;
}

// Every field's size as the counts make it: the header's own size must be this.
std::uint64_t expectedSize(const Header& header) {
  std::uint64_t size = kRoadSnapshotHeaderBytes + std::uint64_t{header.nodes} * sizeof(RoadCoordinates) +
                       std::uint64_t{header.roads} * kRoadBytes;
  if (header.flags & kHasNames) size += std::uint64_t{header.nodes} + header.nameBytes;
  return size;
}

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

std::string refuse(const std::string& reason) { return "snapshot: " + reason; }

// The header's counts and flags against the limits every reader applies, before any size is trusted.
std::string checkHeader(const Header& header) {
  if (header.version != kRoadSnapshotVersion) {
    return refuse("version " + std::to_string(header.version) + ", and this engine reads version " +
                  std::to_string(kRoadSnapshotVersion) + " only: take the snapshot again with this engine");
  }
  if (header.flags & ~kKnownFlags) return refuse("unknown flags " + std::to_string(header.flags) + " (known: 1 names, 2 dropped)");
  if (header.nodes == 0 || header.nodes > kMaxRoadNodes) {
    return refuse(std::to_string(header.nodes) + " nodes, expected 1 to " + std::to_string(kMaxRoadNodes));
  }
  if (header.roads == 0 || header.roads > kMaxRoads) {
    return refuse(std::to_string(header.roads) + " roads, expected 1 to " + std::to_string(kMaxRoads));
  }
  if (!(header.flags & kHasNames) && header.nameBytes != 0) {
    return refuse(std::to_string(header.nameBytes) + " bytes of names, but the flags say there are no names");
  }
  if (header.nameBytes > std::uint64_t{header.nodes} * kMaxRoadNameBytes) {
    return refuse(std::to_string(header.nameBytes) + " bytes of names, more than " + std::to_string(kMaxRoadNameBytes) +
                  " for each of the " + std::to_string(header.nodes) + " nodes");
  }
  if (!(header.flags & kReportsDropped) && (header.droppedNodes || header.droppedRoads)) {
    return refuse("dropped nodes or roads given, but the flags say nothing was dropped");
  }
  if (header.droppedNodes > kMaxRoadNodes || header.droppedRoads > kMaxRoads) {
    return refuse(std::to_string(header.droppedNodes) + " dropped nodes and " + std::to_string(header.droppedRoads) +
                  " dropped roads: more than a network may hold");
  }
  return {};
}

}  // namespace

std::uint64_t roadSnapshotChecksum(const std::uint8_t* data, std::size_t size) {
  // A word at a time (a byte at a time took 4x as long on a million-node snapshot): each word is mixed by a
  // multiply and a shift, so a changed bit anywhere changes the result.
  std::uint64_t hash = 0x9E3779B97F4A7C15ull ^ size;
  std::size_t at = 0;
  for (; at + 8 <= size; at += 8) {
    hash = (hash ^ load<std::uint64_t>(data + at)) * 0xFF51AFD7ED558CCDull;
    hash ^= hash >> 32;
  }
  std::uint64_t tail = 0;
  for (std::size_t shift = 0; at < size; ++at, shift += 8) tail |= std::uint64_t{data[at]} << shift;
  hash = (hash ^ tail) * 0xC4CEB9FE1A85EC53ull;
  return hash ^ (hash >> 29);
}

std::vector<std::uint8_t> writeRoadSnapshot(const RoadMap& map, const RoadSnapshotExtras& extras) {
  Header header;
  header.version = kRoadSnapshotVersion;
  header.nodes = static_cast<std::uint32_t>(map.nodes.size());
  header.roads = static_cast<std::uint32_t>(map.roads.size());
  const bool names = !map.names.empty();
  header.flags = (names ? kHasNames : 0) | (extras.reportsDropped ? kReportsDropped : 0);
  if (extras.reportsDropped) {
    header.droppedNodes = static_cast<std::uint32_t>(extras.dropped.nodes);
    header.droppedRoads = static_cast<std::uint32_t>(extras.dropped.roads);
  }
  for (const std::string& name : map.names) header.nameBytes += static_cast<std::uint32_t>(name.size());
  header.size = expectedSize(header);

  std::vector<std::uint8_t> bytes(header.size);
  std::uint8_t* at = bytes.data() + kRoadSnapshotHeaderBytes;
  std::memcpy(at, map.nodes.data(), map.nodes.size() * sizeof(RoadCoordinates));
  at += map.nodes.size() * sizeof(RoadCoordinates);
  for (const Road& road : map.roads) store(at, road.length);
  for (const Road& road : map.roads) store(at, road.speed);
  for (const Road& road : map.roads) store(at, road.from);
  for (const Road& road : map.roads) store(at, road.to);
  for (const Road& road : map.roads) {
    store(at, static_cast<std::uint8_t>((road.oneWay ? kOneWayBit : 0) | (static_cast<int>(road.roadClass) << kClassShift)));
  }
  if (names) {
    for (const std::string& name : map.names) store(at, static_cast<std::uint8_t>(name.size()));
    for (const std::string& name : map.names) {
      std::memcpy(at, name.data(), name.size());
      at += name.size();
    }
  }
  header.checksum = roadSnapshotChecksum(bytes.data() + kRoadSnapshotHeaderBytes, bytes.size() - kRoadSnapshotHeaderBytes);

  at = bytes.data();
  std::memcpy(at, kRoadSnapshotMagic, sizeof kRoadSnapshotMagic);
  at += sizeof kRoadSnapshotMagic;
  for (const std::uint32_t field : {header.version, header.nodes, header.roads, header.flags, header.droppedNodes,
                                    header.droppedRoads, header.nameBytes}) {
    store(at, field);
  }
  store(at, header.checksum);
  store(at, header.size);
  return bytes;
}

std::string readRoadSnapshot(const std::uint8_t* data, std::size_t size, RoadMap& out, RoadSnapshotExtras& extras) {
  if (size < kRoadSnapshotHeaderBytes) {
    return refuse(std::to_string(size) + " bytes, shorter than its " + std::to_string(kRoadSnapshotHeaderBytes) +
                  "-byte header: truncated, or not a snapshot");
  }
  if (std::memcmp(data, kRoadSnapshotMagic, sizeof kRoadSnapshotMagic) != 0) {
    char first[16];
    std::snprintf(first, sizeof first, "%02x %02x %02x %02x", data[0], data[1], data[2], data[3]);
    return refuse(std::string("not a road network snapshot: it begins with bytes ") + first +
                  ", a snapshot with 'FRNS' (46 52 4e 53)");
  }
  Header header;
  const std::uint8_t* at = data + sizeof kRoadSnapshotMagic;
  for (std::uint32_t* field : {&header.version, &header.nodes, &header.roads, &header.flags, &header.droppedNodes,
                               &header.droppedRoads, &header.nameBytes}) {
    *field = load<std::uint32_t>(at);
    at += 4;
  }
  header.checksum = load<std::uint64_t>(at);
  header.size = load<std::uint64_t>(at + 8);
  if (std::string error = checkHeader(header); !error.empty()) return error;
  if (const std::uint64_t expected = expectedSize(header); header.size != expected) {
    return refuse("the header gives its size as " + std::to_string(header.size) + " bytes, but its counts make " +
                  std::to_string(expected) + ": the header is damaged");
  }
  if (size < header.size) return refuse("truncated: " + std::to_string(size) + " of its " + std::to_string(header.size) + " bytes");
  if (size > header.size) {
    return refuse(std::to_string(size) + " bytes, " + std::to_string(size - header.size) + " more than its " +
                  std::to_string(header.size) + ": not one snapshot");
  }
  const std::uint8_t* body = data + kRoadSnapshotHeaderBytes;
  if (const std::uint64_t sum = roadSnapshotChecksum(body, size - kRoadSnapshotHeaderBytes); sum != header.checksum) {
    return refuse("its checksum does not match its bytes: they were changed on the way");
  }

  RoadMap map;
  map.nodes.resize(header.nodes);
  std::memcpy(map.nodes.data(), body, header.nodes * sizeof(RoadCoordinates));
  for (std::size_t node = 0; node < map.nodes.size(); ++node) {
    const RoadCoordinates& p = map.nodes[node];
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || std::max(std::abs(p.x), std::abs(p.y)) > kMaxRoadMetres) {
      return refuse("node " + std::to_string(node) + ": coordinates " + number(p.x) + " " + number(p.y) +
                    " must be numbers of metres within 1e9");
    }
  }
  const std::size_t roads = header.roads;
  const std::uint8_t* lengths = body + header.nodes * sizeof(RoadCoordinates);
  const std::uint8_t* speeds = lengths + roads * 8;
  const std::uint8_t* froms = speeds + roads * 8;
  const std::uint8_t* tos = froms + roads * 4;
  const std::uint8_t* kinds = tos + roads * 4;
  map.roads.resize(roads);
  for (std::size_t index = 0; index < roads; ++index) {
    Road& road = map.roads[index];
    road.length = load<double>(lengths + 8 * index);
    road.speed = load<double>(speeds + 8 * index);
    road.from = load<std::uint32_t>(froms + 4 * index);
    road.to = load<std::uint32_t>(tos + 4 * index);
    const std::uint8_t kind = kinds[index];
    // Made only for a refusal: a string per road cost a third of a million-road read.
    const auto which = [index] { return "road " + std::to_string(index) + ": "; };
    if (road.from >= header.nodes || road.to >= header.nodes) {
      return refuse(which() + "ends " + std::to_string(road.from) + " " + std::to_string(road.to) +
                    " must be node numbers from 0 to " + std::to_string(header.nodes) + " - 1");
    }
    if (!(road.length >= 0.0 && road.length <= kMaxRoadMetres)) {
      return refuse(which() + "length " + number(road.length) + " must be a number of metres from 0 to 1e9");
    }
    if (!isRoadSpeed(road.speed)) {
      return refuse(which() + "speed " + number(road.speed) + " must be a number of km/h from " + kRoadSpeedWords + " to " +
                    std::to_string(static_cast<int>(kMaxRoadSpeed)));
    }
    if (kind & ~kKnownKindBits) return refuse(which() + "kind byte " + std::to_string(kind) + " has unknown bits (1 one-way, 2-4 the class)");
    road.oneWay = kind & kOneWayBit;
    road.roadClass = static_cast<RoadClass>(kind >> kClassShift);
  }
  if (header.flags & kHasNames) {
    const std::uint8_t* nameLengths = kinds + roads;
    const char* text = reinterpret_cast<const char*>(nameLengths + header.nodes);
    std::uint64_t total = 0;
    for (std::size_t node = 0; node < header.nodes; ++node) {
      if (nameLengths[node] > kMaxRoadNameBytes) {
        return refuse("node " + std::to_string(node) + "'s name is " + std::to_string(nameLengths[node]) +
                      " bytes, more than " + std::to_string(kMaxRoadNameBytes));
      }
      total += nameLengths[node];
    }
    if (total != header.nameBytes) {
      return refuse("the names' lengths add up to " + std::to_string(total) + " bytes, the header says " +
                    std::to_string(header.nameBytes));
    }
    map.names.resize(header.nodes);
    for (std::size_t node = 0; node < header.nodes; ++node) {
      const std::string_view name(text, nameLengths[node]);
      text += name.size();
      // A name is one line of the compact format: a line break would make the exported text unreadable.
      if (name.find_first_of("\r\n") != std::string_view::npos) {
        return refuse("node " + std::to_string(node) + "'s name holds a line break");
      }
      map.names[node] = std::string(name);
    }
  }
  out = std::move(map);
  extras.reportsDropped = header.flags & kReportsDropped;
  extras.dropped = {header.droppedNodes, header.droppedRoads};
  return {};
}

}  // namespace frontier
