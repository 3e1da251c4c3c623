// The random town generator's progress hook (random_network.h, GenerateControl): it hears the work grow to
// the end, often enough for a bar, without changing the town; returning false or setting the cancel flag
// stops the generation at once and leaves the map given untouched.
#include <atomic>
#include <catch2/catch.hpp>
#include <vector>

#include "generate/roads/random_network.h"
#include "graph/road_figures.h"

using namespace frontier;

namespace {

std::string hashOf(const RoadMap& map) {
  RoadNetwork network;
  REQUIRE(buildNetwork(map, network).empty());
  return networkHash(network);
}

}  // namespace

TEST_CASE("town generation: progress grows to (total, total), often, and the town is the same") {
  const std::size_t nodes = 40000;
  std::vector<std::pair<std::size_t, std::size_t>> heard;
  GenerateControl control;
  control.progress = [&](std::size_t done, std::size_t total) {
    heard.emplace_back(done, total);
    return true;
  };
  RoadMap watched;
  REQUIRE(generateRoadNetwork({nodes, 3}, watched, control).empty());
  RoadMap plain;
  REQUIRE(generateRoadNetwork({nodes, 3}, plain).empty());
  CHECK(hashOf(watched) == hashOf(plain));

  REQUIRE(heard.size() >= 2);
  const std::size_t total = nodes * kGenerateWorkPerNode;
  CHECK(heard.front() == std::pair<std::size_t, std::size_t>{0, total});
  CHECK(heard.back() == std::pair<std::size_t, std::size_t>{total, total});
  std::size_t biggestStep = 0;
  for (std::size_t i = 1; i < heard.size(); ++i) {
    CHECK(heard[i].second == total);
    CHECK(heard[i].first >= heard[i - 1].first);
    biggestStep = std::max(biggestStep, heard[i].first - heard[i - 1].first);
  }
  // The candidate tests (most of the time) report in steps of a few thousand points; the other steps are
  // each a small share of the work. No step is more than an eighth of it, so a bar never stalls for long.
  CAPTURE(heard.size(), biggestStep);
  CHECK(heard.size() >= 10);
  CHECK(biggestStep <= total / 8);
}

TEST_CASE("town generation: the pinned towns are the same with the hook") {
  GenerateControl control;
  std::size_t calls = 0;
  control.progress = [&](std::size_t, std::size_t) { return ++calls > 0; };
  RoadMap map;
  REQUIRE(generateRoadNetwork({4000, 7}, map, control).empty());
  CHECK(hashOf(map) == "62098a04bbb02ab3");  // road_network_generator_test.cpp's pin
  CHECK(calls >= 2);
}

TEST_CASE("town generation: a hook returning false cancels at once, the map untouched") {
  for (const std::size_t stopAt : {std::size_t{0}, std::size_t{1}, std::size_t{5}, std::size_t{1000}}) {
    CAPTURE(stopAt);
    std::size_t calls = 0;
    GenerateControl control;
    control.progress = [&](std::size_t, std::size_t) { return calls++ < stopAt; };
    RoadMap map;
    map.nodes.push_back({1, 2});
    const std::string error = generateRoadNetwork({20000, 1}, map, control);
    if (stopAt < 1000) {
      CHECK(error == kGenerateCancelled);
      CHECK(calls == stopAt + 1);  // nothing more is heard after the cancel
      CHECK(map.nodes.size() == 1);
      CHECK(map.roads.empty());
    } else {
      CHECK(error.empty());  // never cancelled: the town is made
      CHECK(map.nodes.size() == 20000);
    }
  }
}

TEST_CASE("town generation: the cancel flag stops it too") {
  std::atomic<bool> cancel{false};
  GenerateControl control;
  std::size_t calls = 0;
  control.cancel = &cancel;
  control.progress = [&](std::size_t done, std::size_t total) {
    ++calls;
    if (done > total / 2) cancel = true;  // as a worker would set it from elsewhere
    return true;
  };
  RoadMap map;
  CHECK(generateRoadNetwork({20000, 1}, map, control) == kGenerateCancelled);
  CHECK(map.nodes.empty());
  const std::size_t heard = calls;
  cancel = true;
  CHECK(generateRoadNetwork({20000, 1}, map, control) == kGenerateCancelled);
  CHECK(calls == heard);  // set before it began: refused before the first report
}
