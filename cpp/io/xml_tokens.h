// A small pull tokenizer for the XML that OpenStreetMap exports: start, empty and end tags with their
// attributes, one at a time, with line numbers. Written here because no XML library is in the wasm build
// without vendoring one, and OSM XML 0.6 needs only elements and attributes: text, comments, processing
// instructions, DOCTYPE and CDATA are skipped; namespaces are not interpreted.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace frontier {

struct XmlTag {
  enum Kind { Start, Empty, End } kind = Start;  // <a ...>, <a .../>, </a>
  std::string_view name;
  std::vector<std::pair<std::string_view, std::string>> attributes;  // values with entities decoded
  std::size_t line = 0;                                              // where the tag starts, 1-based

  // The attribute's value, or nullptr.
  const std::string* attribute(std::string_view key) const;
};

class XmlTokens {
 public:
  explicit XmlTokens(std::string_view text) : text_(text) {}
  // The next tag into `tag`: true; false at the end of the text or on an error (then error() says which).
  bool next(XmlTag& tag);
  const std::string& error() const { return error_; }

 private:
  bool fail(std::size_t line, const std::string& message);
  std::size_t lineAt(std::size_t position);

  std::string_view text_;
  std::size_t position_ = 0;
  std::size_t counted_ = 0, line_ = 1;  // lines counted up to text_[counted_]
  std::string error_;
};

}  // namespace frontier
