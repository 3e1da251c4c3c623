// What the searches ask of a world. A graph type provides these members and the search loops are
// templates over it, so a new world (a grid, a road network) is a new graph type, not a new loop.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "graph/marks.h"

namespace frontier {

// A graph type is a small view, copied into each search's context (a few pointers into data that outlives
// the search): a grid view refers to the padded grid and its move rules, a road view to its network.
//
// A node has two names. Its index is dense, 0 .. nodeCount() - 1: the node pool and the open list store
// it. Its external id is what the API and the trace speak (y * width + x on a grid, the node number on a
// road network). A Place is a node as the loop carries it from its expansion to its successors: its
// index plus whatever the graph needs to find coordinates cheaply (on a grid, x and y, so a successor's
// are the expanded cell's plus one step instead of a division). The heuristic is a callable of a Place
// that the world supplies beside its graph.
//
// forEachSuccessor(place, marks, markLimit, visit) calls visit(successor, stepCost) for each successor
// whose mark is below markLimit, in a fixed order (traces reproduce bit for bit). A Successor has the
// node's index, and place() works its Place out on demand: a search skips most successors, and those
// need no coordinates. The marks are passed in so that each graph filters in its own way: the grid folds
// walls and closed cells into one branch-free load per neighbour. blocked(index) says which nodes the
// node pool marks kWallMark, once per graph version; a version must change whenever blocked() may answer
// differently.
template <class Graph>
concept SearchGraph = requires(const Graph& graph, const typename Graph::Place& place, std::uint32_t index,
                               const Mark* marks, Mark markLimit) {
  { graph.nodeCount() } -> std::convertible_to<std::size_t>;
  { graph.blocked(index) } -> std::same_as<bool>;
  { graph.version() } -> std::same_as<std::uint64_t>;
  { graph.place(index) } -> std::same_as<typename Graph::Place>;
  { place.index } -> std::convertible_to<std::uint32_t>;
  { graph.externalId(index) } -> std::same_as<std::uint32_t>;
  { graph.externalId(place) } -> std::same_as<std::uint32_t>;
  { std::declval<const typename Graph::Successor&>().index } -> std::convertible_to<std::uint32_t>;
  { std::declval<const typename Graph::Successor&>().place() } -> std::same_as<typename Graph::Place>;
  graph.forEachSuccessor(place, marks, markLimit, [](const typename Graph::Successor&, double) {});
};

}  // namespace frontier
