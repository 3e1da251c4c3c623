// Reads the marked regions of cpp/search (listings.h) and writes them as the module the code panel reads.
// One pass per file, line by line; the first fault stops the read, so the build fails with one clear message.
#include "tools/listings.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <map>
#include <optional>

#include "search/core/trace.h"

namespace frontier {
namespace {

constexpr std::string_view kStartMarker = "// listing:";
constexpr std::string_view kEndMarker = "// listing end";
constexpr std::string_view kKindToken = "TraceKind::";

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

std::size_t leadingWhitespace(std::string_view line) {
  const auto first = line.find_first_not_of(" \t");
  return first == std::string_view::npos ? line.size() : first;
}

// lowercase-with-dashes: words of [a-z0-9] joined by single dashes.
bool wellFormedName(std::string_view name) {
  if (name.empty() || name.front() == '-' || name.back() == '-') return false;
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (!word && !(c == '-' && name[i - 1] != '-')) return false;
  }
  return true;
}

// "rhs-changed" -> "RhsChanged": the enumerator a kind's schema name comes from.
std::string camelName(std::string_view kebab) {
  std::string camel;
  bool upper = true;
  for (const char c : kebab) {
    if (c == '-') {
      upper = true;
      continue;
    }
    camel += upper ? static_cast<char>(c - 'a' + 'A') : c;
    upper = false;
  }
  return camel;
}

bool identifierChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether the line calls add( on something named like a trace (trace.add, trace_.add, trace->add): a call
// that records an event.
bool callsTraceAdd(std::string_view line) {
  for (std::size_t at = line.find("add("); at != std::string_view::npos; at = line.find("add(", at + 1)) {
    std::size_t end = at;
    if (end >= 1 && line[end - 1] == '.') {
      end -= 1;
    } else if (end >= 2 && line.substr(end - 2, 2) == "->") {
      end -= 2;
    } else {
      continue;
    }
    std::size_t begin = end;
    while (begin > 0 && identifierChar(line[begin - 1])) --begin;
    std::string object(line.substr(begin, end - begin));
    std::transform(object.begin(), object.end(), object.begin(), [](unsigned char c) { return std::tolower(c); });
    if (object.find("trace") != std::string::npos) return true;
  }
  return false;
}

struct Place {
  std::string file;
  int line = 0;
  std::string where() const { return file + ":" + std::to_string(line); }
};

// The region being read in one file.
struct Open {
  Listing listing;
  Place start;
  std::map<int, std::vector<int>> events;  // kind id -> line indexes
};

// Finishes a region: its events in the table's order, its lines without their common indentation.
Listing finish(Open& open) {
  Listing listing = std::move(open.listing);
  std::size_t common = std::string::npos;
  for (const std::string& line : listing.lines)
    if (!trimmed(line).empty()) common = std::min(common, leadingWhitespace(line));
  if (common == std::string::npos) common = 0;
  for (std::string& line : listing.lines) line.erase(0, std::min(common, leadingWhitespace(line)));
  for (const auto& [kind, indexes] : open.events) listing.events.emplace_back(kTraceKindTable[kind].name, indexes);
  return listing;
}

// Reads one file's regions into `out`; false with `error` set on a fault. `seen`: where each name was marked.
bool readFile(const std::filesystem::path& path, const std::string& relative, std::vector<Listing>& out,
              std::map<std::string, Place>& seen, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = relative + ": cannot be read";
    return false;
  }
  std::optional<Open> open;
  std::string line;
  int number = 0;
  const auto fail = [&](int at, const std::string& what) {
    error = Place{relative, at}.where() + ": " + what;
    return false;
  };
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::string_view text = trimmed(line);
    if (text == kEndMarker) {
      if (!open) return fail(number, "`// listing end` without a `// listing: NAME` before it");
      if (open->listing.lines.empty()) return fail(open->start.line, "region '" + open->listing.name + "' is empty");
      out.push_back(finish(*open));
      open.reset();
      continue;
    }
    if (text.starts_with(kStartMarker)) {
      const std::string name(trimmed(text.substr(kStartMarker.size())));
      if (!wellFormedName(name)) {
        return fail(number, "listing name '" + name + "' is not lowercase-with-dashes (a-z, 0-9 and single dashes)");
      }
      if (open) {
        return fail(number, "region '" + name + "' starts inside region '" + open->listing.name + "' (begun at line " +
                                std::to_string(open->start.line) + "): regions do not nest");
      }
      if (const auto before = seen.find(name); before != seen.end()) {
        return fail(number, "region '" + name + "' is marked twice (first at " + before->second.where() + ")");
      }
      seen[name] = {relative, number};
      open.emplace();
      open->listing.name = name;
      open->listing.file = relative;
      open->listing.firstLine = number + 1;
      open->start = {relative, number};
      continue;
    }
    if (text.starts_with("// listing ") || text == "// listing") {
      return fail(number, "malformed marker '" + std::string(text) + "' (expected `// listing: NAME` or `// listing end`)");
    }
    if (!open) continue;
    const int index = static_cast<int>(open->listing.lines.size());
    bool hasKind = false;
    for (std::size_t at = line.find(kKindToken); at != std::string::npos; at = line.find(kKindToken, at + 1)) {
      std::size_t end = at + kKindToken.size();
      while (end < line.size() && identifierChar(line[end])) ++end;
      const std::string token = line.substr(at + kKindToken.size(), end - at - kKindToken.size());
      const auto kind = std::find_if(kTraceKindTable.begin(), kTraceKindTable.end(),
                                     [&](const TraceKindInfo& info) { return camelName(info.name) == token; });
      if (kind == kTraceKindTable.end()) return fail(number, "TraceKind::" + token + " names no trace kind (trace.h)");
      auto& indexes = open->events[static_cast<int>(kind->kind)];
      if (indexes.empty() || indexes.back() != index) indexes.push_back(index);
      hasKind = true;
    }
    if (!hasKind && callsTraceAdd(line)) {
      return fail(number, "this line records a trace event but holds no TraceKind:: token: put `trace.add(TraceKind::...` "
                          "on one line, so the listing lights the line with the event's kind");
    }
    open->listing.lines.push_back(line);
  }
  if (open) return fail(open->start.line, "region '" + open->listing.name + "' is never ended (no `// listing end`)");
  return true;
}

void jsonString(std::string& out, std::string_view text) {
  out += '"';
  for (const char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buffer[8];
          std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned char>(c));
          out += buffer;
        } else {
          out += c;
        }
    }
  }
  out += '"';
}

}  // namespace

ListingsRead readListings(const std::filesystem::path& root) {
  ListingsRead result;
  const std::filesystem::path searchDir = root / "cpp" / "search";
  std::error_code failed;
  if (!std::filesystem::is_directory(searchDir, failed)) {
    result.error = searchDir.string() + ": is not a directory (expected ROOT/cpp/search)";
    return result;
  }
  // Sorted paths: the same module on every machine.
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(searchDir)) {
    const auto extension = entry.path().extension();
    if (entry.is_regular_file() && (extension == ".h" || extension == ".cpp")) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::map<std::string, Place> seen;
  for (const auto& path : files) {
    const std::string relative = std::filesystem::relative(path, root).generic_string();
    if (!readFile(path, relative, result.listings, seen, result.error)) {
      result.listings.clear();
      return result;
    }
  }
  std::sort(result.listings.begin(), result.listings.end(),
            [](const Listing& a, const Listing& b) { return a.name < b.name; });
  return result;
}

std::string checkRegistryListings(std::span<const AlgorithmInfo> rows, const std::vector<Listing>& listings) {
  for (const AlgorithmInfo& row : rows) {
    for (const auto& [field, list] : {std::pair{"listings", row.listings}, std::pair{"roadListings", row.roadListings}}) {
      for (const std::string_view name : listingNames(list)) {
        const std::string quoted = "registry row '" + std::string(row.name) + "': " + field + " name '" + std::string(name) + "'";
        if (!wellFormedName(name)) return quoted + " is not lowercase-with-dashes (names are separated by one space)";
        const bool marked = std::any_of(listings.begin(), listings.end(), [&](const Listing& listing) { return listing.name == name; });
        if (!marked) return quoted + " has no region: no `// listing: " + std::string(name) + "` under cpp/search";
      }
    }
  }
  return {};
}

std::string listingsModule(const std::vector<Listing>& listings) {
  std::string out =
      "// Generated by `frontier listings` from the marked regions of cpp/search (do not edit). Each region's lines\n"
      "// have their common leading indentation removed; firstLine is the 1-based line of lines[0] in file.\n"
      "export default {\n";
  for (std::size_t i = 0; i < listings.size(); ++i) {
    const Listing& listing = listings[i];
    out += "  ";
    jsonString(out, listing.name);
    out += ": {\n    \"file\": ";
    jsonString(out, listing.file);
    out += ",\n    \"firstLine\": " + std::to_string(listing.firstLine) + ",\n    \"lines\": [";
    for (std::size_t k = 0; k < listing.lines.size(); ++k) {
      out += k == 0 ? "\n      " : ",\n      ";
      jsonString(out, listing.lines[k]);
    }
    out += "\n    ],\n    \"events\": {";
    for (std::size_t k = 0; k < listing.events.size(); ++k) {
      if (k > 0) out += ", ";
      jsonString(out, listing.events[k].first);
      out += ": [";
      for (std::size_t j = 0; j < listing.events[k].second.size(); ++j) {
        if (j > 0) out += ", ";
        out += std::to_string(listing.events[k].second[j]);
      }
      out += "]";
    }
    out += i + 1 < listings.size() ? "}\n  },\n" : "}\n  }\n";
  }
  out += "};\n";
  return out;
}

}  // namespace frontier
