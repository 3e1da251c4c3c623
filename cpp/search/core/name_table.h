// Enum <-> name tables: each enum the API names keeps its names in one array, read both ways.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace frontier {

template <class Enum, std::size_t N>
using NameTable = std::array<std::pair<Enum, std::string_view>, N>;

template <class Enum, std::size_t N>
constexpr std::optional<Enum> lookup(const NameTable<Enum, N>& table, std::string_view name) {
  for (const auto& [value, text] : table)
    if (text == name) return value;
  return std::nullopt;
}

template <class Enum, std::size_t N>
constexpr std::string_view nameOf(const NameTable<Enum, N>& table, Enum value) {
  for (const auto& [entry, text] : table)
    if (entry == value) return text;
  return "?";
}

}  // namespace frontier
