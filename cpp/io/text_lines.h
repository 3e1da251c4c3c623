// Line-by-line reading for the road network text formats (compact and DIMACS): numbered lines, their
// whitespace-separated fields, and numbers parsed the same way natively and in wasm.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace frontier {

// A UTF-8 byte-order mark, which editors (Notepad among them) write at the start of a file. The road
// readers skip one at the start of a text, as the page's file reading (TextDecoder) always has, so that the
// CLI, Node and the page accept the same files.
inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
inline std::string_view withoutBom(std::string_view text) {
  return text.substr(0, kUtf8Bom.size()) == kUtf8Bom ? text.substr(kUtf8Bom.size()) : text;
}

class TextLines {
 public:
  // Reads `text` after its byte-order mark, if it has one.
  explicit TextLines(std::string_view text) : text_(withoutBom(text)) {}
  // The next line and its 1-based number; false at the end of the text. A line ends at "\n", "\r\n" or a
  // lone "\r" (old Mac files): counting only "\n" put every error of a CR-only file on line 1.
  bool next(std::string_view& line, std::size_t& number);

 private:
  std::string_view text_;
  std::size_t position_ = 0;
  std::size_t number_ = 0;
};

// Splits a line at spaces and tabs.
void splitFields(std::string_view line, std::vector<std::string_view>& fields);

// A finite decimal number (strtod, which rounds correctly in glibc and in Emscripten's musl alike), or
// false. Tokens longer than 64 bytes are refused rather than copied.
bool parseNumber(std::string_view field, double& value);
// A whole number in [0, limit], or false.
bool parseCount(std::string_view field, std::uint64_t limit, std::uint64_t& value);

// "line N: message"
std::string atLine(std::size_t line, const std::string& message);
// "the text is 67108865 bytes, over the 64 MiB limit (67108864 bytes)": the size as given, in bytes, since
// whole megabytes rounded a text just over the limit down to the limit itself ("64 MB, over the 64 MB limit").
std::string sizeLimitError(const char* what, std::size_t bytes, std::size_t limit);
// The field as an error message quotes it (at most 40 bytes of it).
std::string quoted(std::string_view field);

}  // namespace frontier
