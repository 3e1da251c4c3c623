// The schema the engine exports to JavaScript: the trace format (event kinds, lanes, bit layout) and the
// algorithm and option registries, as one JSON document. The native build writes it to
// web/wasm/frontier_schema.js; the wasm module answers the same text, and a test holds the two equal.
#pragma once

#include <string>

namespace frontier {

std::string schemaJson();

}  // namespace frontier
