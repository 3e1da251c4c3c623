// The Embind layer: the only file that includes Emscripten headers. Plain values and typed-array views
// cross the boundary; errors come back as strings that web/engine.js turns into JS Errors.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <string>
#include <vector>

#include "search/searcher.h"

namespace {

using namespace frontier;
using emscripten::val;

// Field names match web/engine.js, which fills in every default before calling.
struct JsRequest {
  int startX, startY, goalX, goalY;
  std::string algorithm, heuristic, diagonal, costs, tieBreak;
  int movement;
  double weight;
  double floorCost, grassCost, sandCost, waterCost;
  bool trace;
};

struct JsResult {
  std::string status;  // "found", "no-path" or "invalid"
  std::string error;
  double cost, micros;
  double length, expanded, generated, maxOpen;  // doubles: JS numbers, and 64-bit counts fit
  bool admissible, optimal, traceComplete;
};

class Engine {
 public:
  // A buffer of `count` bytes in wasm memory that JS fills with cell codes before loadGrid.
  val stageCells(std::size_t count) {
    // Never more than the largest grid: JS checks first, this keeps a bad call from exhausting memory.
    staging_.assign(std::min(count, std::size_t{kMaxSide} * kMaxSide), 0);
    return val(emscripten::typed_memory_view(staging_.size(), staging_.data()));
  }

  std::string loadGrid(int width, int height) {
    std::string error = searcher_.setGrid(width, height, staging_.data(), staging_.size());
    std::vector<std::uint8_t>().swap(staging_);
    return error;
  }

  JsResult search(const JsRequest& in) {
    SearchRequest request{{in.startX, in.startY}, {in.goalX, in.goalY}, {}};
    SearchOptions& options = request.options;
    JsResult out{};
    out.error = parseOptions(in.algorithm, in.heuristic, in.diagonal, in.costs, in.tieBreak, options);
    if (!out.error.empty()) {
      out.status = "invalid";
      return out;
    }
    options.movement = in.movement;
    options.weight = in.weight;
    options.terrain = {in.floorCost, 0.0, in.grassCost, in.sandCost, in.waterCost};
    trace_.clear();
    last_ = in.trace ? searcher_.search(request, trace_) : searcher_.search(request);
    out.status = std::string(name(last_.status));
    out.error = last_.error;
    out.cost = last_.cost;
    out.micros = last_.micros;
    out.length = last_.length;
    out.expanded = static_cast<double>(last_.expanded);
    out.generated = static_cast<double>(last_.generated);
    out.maxOpen = static_cast<double>(last_.maxOpen);
    out.admissible = last_.admissible;
    out.optimal = last_.optimal;
    out.traceComplete = last_.traceComplete;
    return out;
  }

  // Views into wasm memory, valid until the next call: JS copies them at once.
  val pathView() const { return val(emscripten::typed_memory_view(last_.path.size(), last_.path.data())); }
  val traceView() const {
    const auto& events = trace_.events();
    return val(emscripten::typed_memory_view(events.size() * 4,
                                             reinterpret_cast<const std::uint32_t*>(events.data())));
  }

  // Bytes malloc has handed out and not taken back: the leak tests watch it.
  double heapBytes() const { return static_cast<double>(mallinfo().uordblks); }

 private:
  Searcher searcher_;
  std::vector<std::uint8_t> staging_;
  SearchResult last_;
  TraceRecorder trace_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(frontier) {
  emscripten::value_object<JsRequest>("SearchRequest")
      .field("startX", &JsRequest::startX)
      .field("startY", &JsRequest::startY)
      .field("goalX", &JsRequest::goalX)
      .field("goalY", &JsRequest::goalY)
      .field("algorithm", &JsRequest::algorithm)
      .field("heuristic", &JsRequest::heuristic)
      .field("diagonal", &JsRequest::diagonal)
      .field("costs", &JsRequest::costs)
      .field("tieBreak", &JsRequest::tieBreak)
      .field("movement", &JsRequest::movement)
      .field("weight", &JsRequest::weight)
      .field("floorCost", &JsRequest::floorCost)
      .field("grassCost", &JsRequest::grassCost)
      .field("sandCost", &JsRequest::sandCost)
      .field("waterCost", &JsRequest::waterCost)
      .field("trace", &JsRequest::trace);
  emscripten::value_object<JsResult>("SearchResult")
      .field("status", &JsResult::status)
      .field("error", &JsResult::error)
      .field("cost", &JsResult::cost)
      .field("micros", &JsResult::micros)
      .field("length", &JsResult::length)
      .field("expanded", &JsResult::expanded)
      .field("generated", &JsResult::generated)
      .field("maxOpen", &JsResult::maxOpen)
      .field("admissible", &JsResult::admissible)
      .field("optimal", &JsResult::optimal)
      .field("traceComplete", &JsResult::traceComplete);
  emscripten::class_<Engine>("Engine")
      .constructor<>()
      .function("stageCells", &Engine::stageCells)
      .function("loadGrid", &Engine::loadGrid)
      .function("search", &Engine::search)
      .function("pathView", &Engine::pathView)
      .function("traceView", &Engine::traceView)
      .function("heapBytes", &Engine::heapBytes);
}
