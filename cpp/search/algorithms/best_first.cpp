// The grid runner of the best-first loop (registry.h): the loop on the grid graph, keyed as the algorithm's
// registry row says (best_first_grid.h).
#include "search/algorithms/best_first_grid.h"

namespace frontier {

template <class Trace>
RunOutcome runBestFirst(GridSearch& search, Trace& trace) {
  if (!bestFirstOnGrid(search.context, search, trace)) return RunOutcome::NoPath;
  pathFromParents(search.context, search.path);
  return RunOutcome::Found;
}

template RunOutcome runBestFirst(GridSearch&, NoTrace&);
template RunOutcome runBestFirst(GridSearch&, TraceRecorder&);

}  // namespace frontier
