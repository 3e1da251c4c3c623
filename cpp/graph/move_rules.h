// How one moves on a grid: which diagonal steps are allowed, how long a step is, and what stepping into
// each kind of cell costs. The searches' options name these rules; the grid graph applies them.
#pragma once

#include <array>
#include <cmath>

#include "graph/grid.h"
#include "graph/hex.h"
#include "graph/padded_grid.h"

namespace frontier {

// Which diagonal steps 8-connected movement allows, judged by the two orthogonal cells beside the step.
enum class Diagonal { Never, NoCornerCut, OneBlocked, Always };
// Float: 1 and sqrt(2). Integer: the tutorials' 10 and 14.
enum class StepCosts { Float, Integer };

// Length of one orthogonal and one diagonal step before terrain: (1, sqrt 2) or the tutorials' (10, 14).
struct StepLengths {
  double straight;
  double diagonal;
};

inline StepLengths stepLengths(StepCosts costs) {
  return costs == StepCosts::Integer ? StepLengths{10.0, 14.0} : StepLengths{1.0, std::sqrt(2.0)};
}
// On hexes every step is one unit, whatever `costs` says (it is a square grid's choice).
inline StepLengths stepLengths(StepCosts costs, Topology topology) {
  return topology == Topology::Hex ? StepLengths{1.0, 1.0} : stepLengths(costs);
}

// Cost of each step, by direction class and by the kind of cell stepped into: step length x entry cost.
struct MoveRules {
  bool diagonals = true;
  bool floorOnly = false;  // no weighted terrain on the grid: every step costs cost[..][floor]
  // Six neighbours (graph/hex.h): the straight moves and the two diagonals of the cell's row, every one a
  // straight step's cost. The square rules below (diagonals on, rule Always) then only make room for them.
  bool hex = false;
  Diagonal diagonalRule = Diagonal::NoCornerCut;
  // [0][kind] for straight steps, [1][kind] for diagonal ones: indexed by direction / 4, not chosen by a
  // branch, which would mispredict on every other move.
  std::array<std::array<double, kCellKinds>, 2> cost{};

  // movement: 4 or 8; terrain: the entry cost of each cell kind. On hexes movement, the diagonal rule and
  // the step costs do not apply: every one of the six moves is a step of one unit.
  static MoveRules from(int movement, Diagonal diagonal, StepCosts costs, const TerrainCosts& terrain,
                        const PaddedGrid& grid, Topology topology = Topology::Square) {
    MoveRules rules;
    rules.floorOnly = !grid.hasKind(Cell::Grass) && !grid.hasKind(Cell::Sand) && !grid.hasKind(Cell::Water);
    rules.hex = topology == Topology::Hex;
    rules.diagonals = rules.hex || (movement == 8 && diagonal != Diagonal::Never);
    rules.diagonalRule = rules.hex ? Diagonal::Always : diagonal;
    const StepLengths lengths = stepLengths(costs, topology);
    for (int kind = 0; kind < kCellKinds; ++kind) {
      rules.cost[0][kind] = lengths.straight * terrain[kind];
      rules.cost[1][kind] = lengths.diagonal * terrain[kind];
    }
    return rules;
  }
};

}  // namespace frontier
