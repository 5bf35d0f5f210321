#include "solver/family/line.h"

#include <algorithm>

namespace texas42::family {

std::vector<Move> OptimalLine(Solver& solver, Position position) {
  std::vector<Move> line;
  const int value = position.finished() ? 0 : solver.Solve(position);
  while (!position.finished()) {
    std::vector<Move> moves = position.Legal();
    std::stable_sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) {
      return NaturalKey(position.rules(), a.tile) > NaturalKey(position.rules(), b.tile);
    });
    // The first move in that order that keeps the value: one window probe each, where
    // ValuePlays would solve every move exactly.
    const Move* chosen = &moves.back();
    for (const Move& m : moves) {
      Position next = position;
      PlayKnownLegal(next, m);
      if (&m == &moves.back() || solver.SolveWindow(next, value, value) == value) {
        chosen = &m;
        break;
      }
    }
    line.push_back(*chosen);
    PlayKnownLegal(position, *chosen);
  }
  return line;
}

}  // namespace texas42::family
