// The grid runners of the uninformed loop (registry.h): breadth-first with a queue, depth-first with a stack.
#include "search/algorithms/blind_search.h"

#include "search/core/grid_search.h"
#include "search/core/registry.h"

namespace frontier {

template <FrontierPolicy Policy, class Trace>
RunOutcome runBlind(GridSearch& search, Trace& trace) {
  if (!blindSearch<Policy>(search.context, search.frontier, trace)) return RunOutcome::NoPath;
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template <class Trace>
RunOutcome runBreadthFirst(GridSearch& search, Trace& trace) {
  return runBlind<FrontierPolicy::FirstInFirstOut>(search, trace);
}

template <class Trace>
RunOutcome runDepthFirst(GridSearch& search, Trace& trace) {
  return runBlind<FrontierPolicy::LastInFirstOut>(search, trace);
}

template RunOutcome runBreadthFirst(GridSearch&, NoTrace&);
template RunOutcome runBreadthFirst(GridSearch&, TraceRecorder&);
template RunOutcome runDepthFirst(GridSearch&, NoTrace&);
template RunOutcome runDepthFirst(GridSearch&, TraceRecorder&);

}  // namespace frontier
