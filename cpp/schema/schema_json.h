// The schema the engine exports to JavaScript: the trace format (event kinds, lanes, bit layout), the
// algorithm and option registries, the limits, the maze generators and the alternative routes' constant, as
// one JSON document. It sits above the layers whose facts it gathers (search, generate), below the bindings
// and the CLI that write it out. The native build writes it to
// web/wasm/frontier_schema.js; the wasm module answers the same text, and a test holds the two equal.
#pragma once

#include <string>

namespace frontier {

std::string schemaJson();

}  // namespace frontier
