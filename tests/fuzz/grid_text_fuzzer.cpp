// libFuzzer target for the text readers (grid text in all three forms, and MovingAI scenarios): no
// crash, leak or hang on any input, and every grid that parses survives an ASCII round trip unchanged.
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

#include "io/movingai.h"
#include "io/text_grid.h"

using namespace frontier;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<ScenarioQuery> queries;
  (void)parseMovingAiScenario(text, queries);

  TextGrid parsed;
  if (!parseGridText(text, parsed).empty()) return 0;
  const Grid& grid = parsed.grid;
  if (grid.width < 1 || grid.height < 1 || grid.width > kMaxSide || grid.height > kMaxSide ||
      grid.cells.size() != static_cast<std::size_t>(grid.width) * grid.height) {
    std::abort();
  }
  for (std::uint8_t cell : grid.cells)
    if (cell >= kCellKinds) std::abort();
  for (auto p : {parsed.start, parsed.goal})
    if (p && !grid.contains(*p)) std::abort();

  TextGrid again;
  if (!parseGridText(toAscii(grid, parsed.start, parsed.goal), again).empty()) std::abort();
  if (again.grid.cells != grid.cells || again.start != parsed.start || again.goal != parsed.goal) std::abort();
  return 0;
}
