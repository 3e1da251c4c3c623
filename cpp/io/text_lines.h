// Line-by-line reading for the road network text formats (compact and DIMACS): numbered lines, their
// whitespace-separated fields, and numbers parsed the same way natively and in wasm.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace frontier {

class TextLines {
 public:
  explicit TextLines(std::string_view text) : text_(text) {}
  // The next line (without '\r' or '\n') and its 1-based number; false at the end of the text.
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
// The field as an error message quotes it (at most 40 bytes of it).
std::string quoted(std::string_view field);

}  // namespace frontier
