// What a search may hold in memory, and whether the allocator can give more. A search that would not fit
// is refused with its figures before anything is allocated, and a trace stops growing where memory ends:
// in wasm, with exceptions off, a failed allocation would abort the module and lose everything in it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace frontier {

// The default limit on what one searcher holds: the wasm module's maximum memory (CMakeLists.txt,
// -sMAXIMUM_MEMORY), the same natively so that both builds refuse the same searches.
inline constexpr std::size_t kDefaultMemoryLimit = std::size_t{2048} << 20;
// The smallest limit a caller may set: below it not even a small grid's search fits.
inline constexpr std::size_t kMinimumMemoryLimit = std::size_t{1} << 20;

// True when `bytes` more can be allocated now, as one block. In wasm it asks the allocator (with
// ALLOW_MEMORY_GROWTH a failed malloc returns null where a failed operator new aborts), which also grows
// the heap ahead of the search; natively it is always true (the limit alone decides there).
bool canAllocate(std::size_t bytes);

// The bytes a vector holds, used or not.
template <class T>
std::size_t heldBytes(const std::vector<T>& values) {
  return values.capacity() * sizeof(T);
}

// "12 MB": a size in whole megabytes (10^6 bytes, as people read them), at least 1.
std::string megabytes(std::size_t bytes);

// The refusal of work that would hold `need` bytes (`what`: "search", "walk") under `limit`: "this walk
// needs about 580 MB of memory; the limit is 67 MB", or "..., and the engine could not get 580 MB more"
// when the allocator cannot give it; an empty string when it fits. One wording for searches and walks.
std::string memoryRefusal(const char* what, std::size_t need, std::size_t limit);

}  // namespace frontier
