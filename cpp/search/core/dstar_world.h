// What D* Lite (search/core/dstar_lite.h) asks of the world it plans in: a template parameter, so the loop
// makes no virtual call. Square grids (search/walk/dstar_lite.h) and road networks
// (search/roads/road_dstar_lite.h) are the two worlds today; another (a hexagonal grid) is one more adapter.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>

namespace frontier {

// No move: the `via` of a node whose rhs is +infinity, and what head() answers for it. The trace's
// kNoParent has the same value, so a world whose moves are named by the node they lead to (the grids) can
// hand its moves to the trace unchanged.
inline constexpr std::uint32_t kNoMove = 0xFFFFFFFFu;

namespace dstar_detail {
// Stands for the loop's lambdas in the concept below (a lambda in a requires-expression is more than some of
// the compilers Frontier is built with take).
struct MoveVisitor {
  void operator()(std::uint32_t, std::uint32_t, double) const {}
};
struct NodeVisitor {
  void operator()(std::uint32_t) const {}
};
}  // namespace dstar_detail

// A world's nodes are numbered 0 to nodeCount() - 1. A move is a number of the world's own (a grid names a
// move by the cell it enters; a road network by its arc, since two parallel roads join the same two nodes
// at different costs): it is what a node's rhs was taken through (`via`), so the loop can tell which nodes
// went through a node whose cost rose, and the plan's next step can prefer it on a tie.
//   forEachSuccessor(s, visit(move, s', c(s, s')))    the moves out of s, in a fixed order (rhs(s) and the
//                                                      plan's next step take the first smallest)
//   forEachPredecessor(s, visit(move, s', c(s', s)))  the moves into s, `move` being the move s' -> s (an
//                                                      expansion of s updates each s')
//     A move the agent knows closed may be left out or given cost +infinity.
//   head(move)            the node a move enters; kNoMove for kNoMove
//   traceId(s)            the node's number in the trace (a grid's unpadded cell id, a road node's number)
//   estimate(s)           h(agent, s), consistent, from the agent as of the last moveAgent(); km grows by
//                         estimate(new agent) before moveAgent(new agent)
//   moveAgent(s)          the agent is at s now
//   refreshAll()          before the first plan: the world reads its knowledge (a grid's move cache)
//   refresh(changes)      before a replan: the world reads what changed (a cell learnt, an arc learnt closed)
//   forEachInvalidated(change, visit(s))  the nodes whose moves out of them that change may have changed:
//                         their rhs is recomputed (a grid cell: the 3 x 3 block, for the corner rule; an arc:
//                         its tail)
//   kZeroCostMoves        whether a move may cost 0 (roads of length 0), which needs two rules of the loop
//   bytes()               the memory the world's own caches hold
template <class World>
concept DStarWorld = requires(World& world, const World& known, std::uint32_t node, std::span<const std::uint32_t> changes,
                              dstar_detail::MoveVisitor moves, dstar_detail::NodeVisitor nodes) {
  { known.nodeCount() } -> std::convertible_to<std::size_t>;
  known.forEachSuccessor(node, moves);
  known.forEachPredecessor(node, moves);
  { known.head(node) } -> std::same_as<std::uint32_t>;
  { known.traceId(node) } -> std::same_as<std::uint32_t>;
  { known.estimate(node) } -> std::same_as<double>;
  world.moveAgent(node);
  world.refreshAll();
  world.refresh(changes);
  known.forEachInvalidated(node, nodes);
  { World::kZeroCostMoves } -> std::convertible_to<bool>;
  { known.bytes() } -> std::convertible_to<std::size_t>;
};

}  // namespace frontier
