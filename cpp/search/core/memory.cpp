// The allocator probe and the size wording of memory.h.
#include "search/core/memory.h"

#include <algorithm>
#include <cstdlib>

namespace frontier {

bool canAllocate(std::size_t bytes) {
#ifdef __EMSCRIPTEN__
  if (bytes == 0) return true;
  // volatile: a compiler may otherwise drop an unused malloc/free pair and take the result as non-null.
  void* volatile block = std::malloc(bytes);
  // The block goes back to the allocator's free list, where the search's buffers will find it.
  std::free(block);
  return block != nullptr;
#else
  (void)bytes;
  return true;
#endif
}

std::string megabytes(std::size_t bytes) {
  return std::to_string(std::max<std::size_t>(1, (bytes + 500'000) / 1'000'000)) + " MB";
}

}  // namespace frontier

namespace frontier {

std::string memoryRefusal(const char* what, std::size_t need, std::size_t limit) {
  const std::string needs = std::string("this ") + what + " needs about " + megabytes(need) + " of memory";
  if (need > limit) return needs + "; the limit is " + megabytes(limit);
  if (!canAllocate(need)) return needs + ", and the engine could not get " + megabytes(need) + " more";
  return {};
}

}  // namespace frontier
