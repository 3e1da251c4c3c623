// The grid runners of the uninformed loop (registry.h): breadth-first with a queue, depth-first with a stack.
#include "search/algorithms/blind_search.h"

#include "search/core/grid_search.h"
#include "search/core/registry.h"

namespace frontier {

template <class Trace>
bool runBreadthFirst(GridSearch& search, Trace& trace) {
  return blindSearch<FrontierPolicy::FirstInFirstOut>(search.context, search.frontier, trace);
}

template <class Trace>
bool runDepthFirst(GridSearch& search, Trace& trace) {
  return blindSearch<FrontierPolicy::LastInFirstOut>(search.context, search.frontier, trace);
}

template bool runBreadthFirst(GridSearch&, NoTrace&);
template bool runBreadthFirst(GridSearch&, TraceRecorder&);
template bool runDepthFirst(GridSearch&, NoTrace&);
template bool runDepthFirst(GridSearch&, TraceRecorder&);

}  // namespace frontier
