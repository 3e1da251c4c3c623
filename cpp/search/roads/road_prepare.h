// Preprocessing of the loaded road network for the two routing techniques that need it (issue 33): ALT
// (landmarks.h) and contraction hierarchies (contraction.h). engine.prepare({technique, ...}) as the API takes
// and answers it, the hook a long preparation reports progress through and polls for a cancel, and what the
// router keeps: the prepared data with the network version and metric it was built for, so a route with
// 'alt' or 'ch' on anything else is refused instead of answering wrong.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "graph/road_network.h"
#include "search/core/name_table.h"

namespace frontier {

class Landmarks;
class ContractionHierarchy;
class ReverseArcs;

enum class PrepareTechnique : std::uint8_t { Alt, Ch };
inline constexpr NameTable<PrepareTechnique, 2> kPrepareTechniqueNames = {
    {{PrepareTechnique::Alt, "alt"}, {PrepareTechnique::Ch, "ch"}}};

// How ALT picks its landmarks (Goldberg & Harrelson 2005; Goldberg & Werneck 2005). landmarks.cpp says how.
enum class LandmarkSelection : std::uint8_t { Avoid, Farthest, Planar };
inline constexpr NameTable<LandmarkSelection, 3> kLandmarkSelectionNames = {
    {{LandmarkSelection::Avoid, "avoid"}, {LandmarkSelection::Farthest, "farthest"}, {LandmarkSelection::Planar, "planar"}}};

inline constexpr int kDefaultLandmarks = 16;
// At most 64: each landmark costs 8 bytes per node (two float distances), so 64 is 512 bytes a node, 512 MB
// on a million nodes, already past what a browser tab should hold; the literature's gains flatten by 16-32.
inline constexpr int kMaxLandmarks = 64;
// Chosen by measurement (docs/API.md, "ALT and contraction hierarchies"; scripts/bench-road-prepare.mjs).
inline constexpr LandmarkSelection kDefaultSelection = LandmarkSelection::Avoid;

// engine.prepare({technique, landmarks, selection, metric}). landmarks and selection are ALT's.
struct PrepareRequest {
  PrepareTechnique technique = PrepareTechnique::Ch;
  int landmarks = kDefaultLandmarks;
  LandmarkSelection selection = kDefaultSelection;
  RoadMetric metric = RoadMetric::Length;
};

// The hook of a long preparation: `progress(done, total)` is called after every `every` units of work (nodes
// contracted; for ALT, nodes settled by the landmark searches) and at the end; it returns false to cancel, as
// does `cancel` once set (polled at the same points): the worker sets either. Cancelling leaves the previous
// preparation as it was. A unit that takes long (a node of a dense network: its witness searches) is polled
// inside too, every kPollEffort steps of its work, with `done` as it stands.
struct PrepareControl {
  std::function<bool(std::size_t done, std::size_t total)> progress;
  std::size_t every = 10000;
  const std::atomic<bool>* cancel = nullptr;
};
inline constexpr std::size_t kPollEffort = std::size_t{1} << 20;

// Polls a PrepareControl: counts work, calls the hook every `every` units, remembers a cancel.
class PrepareTicker {
 public:
  PrepareTicker(const PrepareControl& control, std::size_t total) : control_(control), total_(total) {}
  // Adds `units` of work done; returns false once cancelled.
  bool tick(std::size_t units = 1) {
    done_ += units;
    if (done_ < next_) return !cancelled_;
    next_ = done_ + (control_.every ? control_.every : 1);
    return poll();
  }
  bool finish() {
    done_ = total_;
    return poll();
  }
  // Adds `steps` of work inside the unit under way (arcs a witness search read); returns false once cancelled.
  // On a complete network of 300 nodes each unit took about 40 ms and the hook was not called for 25 s.
  bool effort(std::size_t steps) {
    effort_ += steps;
    if (effort_ < kPollEffort) return !cancelled_;
    effort_ = 0;
    return poll();
  }
  bool cancelled() const { return cancelled_; }

 private:
  bool poll() {
    if (control_.cancel && control_.cancel->load(std::memory_order_relaxed)) cancelled_ = true;
    if (!cancelled_ && control_.progress && !control_.progress(std::min(done_, total_), total_)) cancelled_ = true;
    return !cancelled_;
  }
  const PrepareControl& control_;
  std::size_t total_;
  std::size_t done_ = 0;
  std::size_t next_ = 0;
  std::size_t effort_ = 0;
  bool cancelled_ = false;
};

// -> {technique, micros, landmarks | shortcuts, bytes, bytesPerNode} (a non-empty error: nothing changed).
struct PrepareResult {
  std::string error;
  PrepareTechnique technique = PrepareTechnique::Ch;
  RoadMetric metric = RoadMetric::Length;
  double micros = 0.0;
  std::uint64_t landmarks = 0;          // ALT
  std::uint64_t shortcuts = 0;          // CH: shortcuts added
  std::uint64_t witnessesAvoided = 0;   // CH: shortcuts a witness search found unneeded
  std::uint64_t upwardArcs = 0;         // CH: arcs of the two upward graphs together
  std::uint64_t bytes = 0;              // what the preparation holds
  double bytesPerNode = 0.0;
};

// What the router keeps: at most one ALT and one CH preparation, each for one network version and metric.
class RoadPreparation {
 public:
  RoadPreparation();
  ~RoadPreparation();
  RoadPreparation(RoadPreparation&&) noexcept;
  RoadPreparation& operator=(RoadPreparation&&) noexcept;

  PrepareResult prepare(const RoadNetwork& network, const ReverseArcs& reverse, const PrepareRequest& request,
                        const PrepareControl& control = {});

  // The preparation a route with this technique may use on `network` in `metric`, or null and the reason
  // (never prepared; prepared for another network or metric).
  const Landmarks* landmarks(const RoadNetwork& network, RoadMetric metric, std::string& error) const;
  const ContractionHierarchy* hierarchy(const RoadNetwork& network, RoadMetric metric, std::string& error) const;
  const Landmarks* anyLandmarks() const { return landmarks_.get(); }
  const ContractionHierarchy* anyHierarchy() const { return hierarchy_.get(); }

 private:
  std::unique_ptr<Landmarks> landmarks_;
  std::unique_ptr<ContractionHierarchy> hierarchy_;
};

// The boundary check: an empty string, or the reason (naming the value given). Nothing is computed then.
std::string checkPrepareRequest(const RoadNetwork& network, const PrepareRequest& request);

}  // namespace frontier
