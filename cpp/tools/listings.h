// The engine's own C++ as the code panel shows it: the regions of cpp/search marked `// listing: NAME` ...
// `// listing end`, read from the source at build time (`frontier listings ROOT OUT.js`), with the lines
// that record each trace event, so the text the page shows is the text the compiler built.
#pragma once

#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "search/core/registry.h"

namespace frontier {

struct Listing {
  std::string name;         // lowercase-with-dashes: "best-first"
  std::string file;         // repository-relative, '/'-separated: "cpp/search/algorithms/best_first.h"
  int firstLine = 0;        // 1-based line number in `file` of lines[0] (the line after the start marker)
  std::vector<std::string> lines;  // the region's text, its common leading indentation removed
  // The trace kinds (by the schema's names, in kTraceKindTable's order) recorded in the region, each with the
  // 0-based indexes into `lines` of the lines holding its `TraceKind::Name` token.
  std::vector<std::pair<std::string_view, std::vector<int>>> events;
};

struct ListingsRead {
  std::vector<Listing> listings;  // sorted by name
  std::string error;              // "FILE:LINE: what is wrong" with the first fault found; empty when none
};

// Reads the marked regions of every .h and .cpp file under root/cpp/search. Refuses (error) a region never
// ended, a name marked twice, a region inside another, an end without a start, a malformed marker or name,
// an empty region, a `TraceKind::` token that names no kind, and a line that calls a trace's add( without
// the TraceKind on that line (a wrapped call: its event line would be lost).
ListingsRead readListings(const std::filesystem::path& root);

// The first listing name a row of `rows` gives (listings or roadListings) that no region marks, or a name
// that is malformed, as an error naming the row; empty when every name has its region.
std::string checkRegistryListings(std::span<const AlgorithmInfo> rows, const std::vector<Listing>& listings);

// The ES module the page imports (web/wasm/frontier_listings.js): one default export, an object of listings
// by name.
std::string listingsModule(const std::vector<Listing>& listings);

}  // namespace frontier
