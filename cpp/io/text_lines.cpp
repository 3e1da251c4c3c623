// Numbered lines, fields and numbers for the road formats.
#include "io/text_lines.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

namespace frontier {

bool TextLines::next(std::string_view& line, std::size_t& number) {
  if (position_ >= text_.size()) return false;  // the end, or only the empty remainder after a final '\n'
  std::size_t end = text_.find_first_of("\r\n", position_);
  if (end == std::string_view::npos) end = text_.size();
  line = text_.substr(position_, end - position_);
  position_ = end + 1;
  if (end < text_.size() && text_[end] == '\r' && position_ < text_.size() && text_[position_] == '\n') ++position_;
  number = ++number_;
  return true;
}

void splitFields(std::string_view line, std::vector<std::string_view>& fields) {
  fields.clear();
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) fields.push_back(line.substr(start, i - start));
  }
}

bool parseNumber(std::string_view field, double& value) {
  if (field.empty() || field.size() > 64) return false;
  // strtod accepts "inf", "nan", hex and leading spaces; the formats allow plain decimals only.
  for (const char c : field) {
    if (!((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')) return false;
  }
  char buffer[65];
  std::memcpy(buffer, field.data(), field.size());
  buffer[field.size()] = '\0';
  char* end = nullptr;
  value = std::strtod(buffer, &end);
  return end == buffer + field.size() && std::isfinite(value);
}

bool parseCount(std::string_view field, std::uint64_t limit, std::uint64_t& value) {
  if (field.empty() || field.size() > 19) return false;
  value = 0;
  for (const char c : field) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value <= limit;
}

std::string atLine(std::size_t line, const std::string& message) {
  return "line " + std::to_string(line) + ": " + message;
}

std::string sizeLimitError(const char* what, std::size_t bytes, std::size_t limit) {
  return std::string(what) + " is " + std::to_string(bytes) + " bytes, over the " + std::to_string(limit >> 20) +
         " MiB limit (" + std::to_string(limit) + " bytes)";
}

std::string quoted(std::string_view field) {
  std::string shown(field.substr(0, 40));
  for (char& c : shown) {
    if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) >= 127) c = '?';
  }
  return "'" + shown + (field.size() > 40 ? "...'" : "'");
}

}  // namespace frontier
