#include "solver/family/line.h"

namespace texas42::family {

std::vector<Move> OptimalLine(Solver& solver, Position position) {
  std::vector<Move> line;
  while (!position.finished()) {
    const std::vector<MoveValue> values = solver.ValuePlays(position);
    line.push_back(values.front().move);
    PlayKnownLegal(position, values.front().move);
  }
  return line;
}

}  // namespace texas42::family
