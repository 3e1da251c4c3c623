// Puts the generator's steps together: points, streets, lengths with a little bend, then the fast roads.
#include "generate/roads/random_network.h"

#include <algorithm>
#include <cmath>

#include "generate/random.h"
#include "generate/roads/arterials.h"
#include "generate/roads/proximity_graph.h"
#include "generate/roads/town_points.h"

namespace frontier {

namespace {

// Of the Gabriel graph's edges beyond the relative-neighbourhood graph, the share kept: tuned so degree,
// meshedness and detour land in real towns' ranges (tests/cpp/generate/road_network_generator_test.cpp).
// A small town has proportionally more rim, where nodes have fewer neighbours and routes detour more,
// so it keeps more: 0.3 at 100 nodes, falling to 0.1 from 1,000.
double gabrielShare(std::size_t nodes) {
  const double small = nodes >= 1000 ? 0.0 : static_cast<double>(1000 - nodes) / 900.0;
  return 0.1 + 0.2 * small;
}
// Streets bend: a road is up to this much longer than the straight line between its ends.
constexpr double kMaxBend = 0.08;

// Each step's share of the work, in units a junction (kGenerateWorkPerNode in all), as a million-junction
// town spends its time in wasm (measured: 6%, 65%, 10%, 2% and 17%): the candidate tests take most.
constexpr std::size_t kPointsWork = 1, kCandidatesWork = 10, kJoinWork = 2, kBendsWork = 1, kArterialsWork = 2;
static_assert(kPointsWork + kCandidatesWork + kJoinWork + kBendsWork + kArterialsWork == kGenerateWorkPerNode);

// Counts the work done, calls the hook each time another 1/kGenerateReports of it is done (and at the end), and
// remembers a cancel.
class GenerateTicker {
 public:
  GenerateTicker(const GenerateControl& control, std::size_t total)
      : control_(control), total_(total), every_(std::max<std::size_t>(1, total / kGenerateReports)) {}
  // The work done so far is `done` units; false once cancelled.
  bool at(std::size_t done) {
    if (cancelled_ || done < next_) return !cancelled_;
    next_ = done + every_;
    return poll(done);
  }
  // All the work is done: the hook hears (total, total) whenever it last heard.
  bool finish() { return !cancelled_ && poll(total_); }
  bool watched() const { return control_.progress || control_.cancel; }

 private:
  bool poll(std::size_t done) {
    if (control_.cancel && control_.cancel->load(std::memory_order_relaxed)) cancelled_ = true;
    if (!cancelled_ && control_.progress && !control_.progress(std::min(done, total_), total_)) cancelled_ = true;
    return !cancelled_;
  }

  const GenerateControl& control_;
  std::size_t total_;
  std::size_t every_;
  std::size_t next_ = 0;
  bool cancelled_ = false;
};

}  // namespace

std::string generateRoadNetwork(const RandomNetworkRequest& request, RoadMap& out, const GenerateControl& control) {
  if (request.nodes < kMinRandomNodes || request.nodes > kMaxRandomNodes) {
    return "nodes must be from " + std::to_string(kMinRandomNodes) + " to " + std::to_string(kMaxRandomNodes) +
           ", got " + std::to_string(request.nodes);
  }
  const std::size_t n = request.nodes;
  GenerateTicker ticker(control, n * kGenerateWorkPerNode);
  if (!ticker.at(0)) return kGenerateCancelled;
  // Each step draws from its own stream, so changing one step's use of randomness leaves the others' alone.
  const TownPoints town = townPoints(n, request.seed);
  std::size_t done = n * kPointsWork;
  if (!ticker.at(done)) return kGenerateCancelled;
  std::function<bool(std::size_t)> candidates;
  if (ticker.watched()) candidates = [&](std::size_t points) { return ticker.at(done + points * kCandidatesWork); };
  const auto streets = proximityGraph(town, request.seed ^ 0x5851F42D4C957F2Dull, gabrielShare(n), candidates);
  done += n * (kCandidatesWork + kJoinWork);
  if (!ticker.at(done)) return kGenerateCancelled;
  RoadMap map;
  map.nodes = town.points;
  map.roads.reserve(streets.size());
  Random bends(request.seed ^ 0x14057B7EF767814Full);
  for (const auto& [a, b] : streets) {
    const double dx = map.nodes[a].x - map.nodes[b].x, dy = map.nodes[a].y - map.nodes[b].y;
    const double straight = std::sqrt(dx * dx + dy * dy);
    const double length = straight * (1.0 + kMaxBend * unitInterval(bends.next()));
    map.roads.push_back({a, b, length, roadSpeed(RoadClass::Street), false, RoadClass::Street});
  }
  done += n * kBendsWork;
  if (!ticker.at(done)) return kGenerateCancelled;
  layArterials(town, map);
  // The last report comes after the town is whole: a cancel there still leaves `out` untouched.
  if (!ticker.finish()) return kGenerateCancelled;
  out = std::move(map);
  return {};
}

}  // namespace frontier
