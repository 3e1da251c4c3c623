// The tag tokenizer: scans for '<', skips what OSM XML does not need, reads names and quoted attributes.
// Every step advances, so no input makes it loop; nothing is copied but decoded attribute values.
#include "io/xml_tokens.h"

#include <algorithm>

namespace frontier {

namespace {

bool isNameChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == '.' || c == ':' || static_cast<unsigned char>(c) >= 0x80;
}
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

void appendUtf8(std::string& out, unsigned long code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6)), out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12)), out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18)), out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F)), out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

// Decodes the five predefined entities and character references; false on an unknown or broken one.
bool decode(std::string_view raw, std::string& out) {
  out.clear();
  for (std::size_t i = 0; i < raw.size(); ++i) {
    if (raw[i] != '&') {
      out += raw[i];
      continue;
    }
    const std::size_t end = raw.find(';', i);
    if (end == std::string_view::npos || end - i > 10) return false;
    const std::string_view entity = raw.substr(i + 1, end - i - 1);
    if (entity == "amp")
      out += '&';
    else if (entity == "lt")
      out += '<';
    else if (entity == "gt")
      out += '>';
    else if (entity == "quot")
      out += '"';
    else if (entity == "apos")
      out += '\'';
    else if (entity.size() >= 2 && entity[0] == '#') {
      const bool hex = entity[1] == 'x';
      unsigned long code = 0;
      const std::string_view digits = entity.substr(hex ? 2 : 1);
      if (digits.empty()) return false;
      for (const char c : digits) {
        int digit = -1;
        if (c >= '0' && c <= '9')
          digit = c - '0';
        else if (hex && c >= 'a' && c <= 'f')
          digit = c - 'a' + 10;
        else if (hex && c >= 'A' && c <= 'F')
          digit = c - 'A' + 10;
        if (digit < 0) return false;
        code = code * (hex ? 16 : 10) + static_cast<unsigned long>(digit);
      }
      if (code == 0 || code > 0x10FFFF) return false;
      appendUtf8(out, code);
    } else {
      return false;
    }
    i = end;
  }
  return true;
}

}  // namespace

const std::string* XmlTag::attribute(std::string_view key) const {
  for (const auto& [name, value] : attributes) {
    if (name == key) return &value;
  }
  return nullptr;
}

std::size_t XmlTokens::lineAt(std::size_t position) {
  // Lines are counted forwards only, once: the tokenizer never goes back.
  // A line ends at "\n", "\r\n" or a lone "\r" (old Mac files, whose errors were all on line 1): a '\r'
  // counts unless a '\n' follows it, looked up in the whole text so a pair split between two calls counts once.
  position = std::min(position, text_.size());
  for (; counted_ < position; ++counted_) {
    const char c = text_[counted_];
    if (c == '\n' || (c == '\r' && (counted_ + 1 >= text_.size() || text_[counted_ + 1] != '\n'))) ++line_;
  }
  return line_;
}

bool XmlTokens::fail(std::size_t line, const std::string& message) {
  error_ = "line " + std::to_string(line) + ": " + message;
  position_ = text_.size();
  return false;
}

bool XmlTokens::next(XmlTag& tag) {
  if (!error_.empty()) return false;
  for (;;) {
    const std::size_t open = text_.find('<', position_);
    if (open == std::string_view::npos) {
      position_ = text_.size();
      return false;
    }
    const std::size_t line = lineAt(open);
    const std::string_view rest = text_.substr(open);
    // Skipped constructs, each up to its own terminator.
    std::string_view closer;
    if (rest.substr(0, 4) == "<!--")
      closer = "-->";
    else if (rest.substr(0, 9) == "<![CDATA[")
      closer = "]]>";
    else if (rest.substr(0, 2) == "<?")
      closer = "?>";
    else if (rest.substr(0, 2) == "<!")
      closer = ">";
    if (!closer.empty()) {
      const std::size_t end = text_.find(closer, open + 2);
      if (end == std::string_view::npos) return fail(line, "a comment, declaration or CDATA section that never ends");
      position_ = end + closer.size();
      continue;
    }

    std::size_t i = open + 1;
    tag.attributes.clear();
    tag.line = line;
    tag.kind = XmlTag::Start;
    if (i < text_.size() && text_[i] == '/') tag.kind = XmlTag::End, ++i;
    const std::size_t nameStart = i;
    while (i < text_.size() && isNameChar(text_[i])) ++i;
    if (i == nameStart) return fail(line, "'<' not followed by a tag name");
    tag.name = text_.substr(nameStart, i - nameStart);
    for (;;) {
      while (i < text_.size() && isSpace(text_[i])) ++i;
      if (i >= text_.size()) return fail(line, "tag <" + std::string(tag.name.substr(0, 40)) + "> never ends");
      if (text_[i] == '>') {
        position_ = i + 1;
        return true;
      }
      if (text_[i] == '/' && tag.kind == XmlTag::Start) {
        if (i + 1 >= text_.size() || text_[i + 1] != '>') return fail(lineAt(i), "'/' in a tag not followed by '>'");
        tag.kind = XmlTag::Empty;
        position_ = i + 2;
        return true;
      }
      if (tag.kind == XmlTag::End) return fail(lineAt(i), "an end tag with attributes");
      const std::size_t keyStart = i;
      while (i < text_.size() && isNameChar(text_[i])) ++i;
      if (i == keyStart)
        return fail(lineAt(i), "unexpected character in tag <" + std::string(tag.name.substr(0, 40)) + ">");
      const std::string_view key = text_.substr(keyStart, i - keyStart);
      while (i < text_.size() && isSpace(text_[i])) ++i;
      if (i >= text_.size() || text_[i] != '=')
        return fail(lineAt(i), "attribute " + std::string(key.substr(0, 40)) + " without '='");
      ++i;
      while (i < text_.size() && isSpace(text_[i])) ++i;
      if (i >= text_.size() || (text_[i] != '"' && text_[i] != '\'')) {
        return fail(lineAt(i), "attribute " + std::string(key.substr(0, 40)) + "'s value is not quoted");
      }
      const char quote = text_[i];
      const std::size_t valueEnd = text_.find(quote, i + 1);
      if (valueEnd == std::string_view::npos)
        return fail(lineAt(i), "attribute " + std::string(key.substr(0, 40)) + "'s value never ends");
      std::string value;
      const std::string_view raw = text_.substr(i + 1, valueEnd - i - 1);
      if (raw.find('<') != std::string_view::npos)
        return fail(lineAt(i), "'<' inside attribute " + std::string(key.substr(0, 40)));
      if (!decode(raw, value))
        return fail(lineAt(i), "a broken entity (&...;) in attribute " + std::string(key.substr(0, 40)));
      tag.attributes.emplace_back(key, std::move(value));
      i = valueEnd + 1;
    }
  }
}

}  // namespace frontier
