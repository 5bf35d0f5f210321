#include "solver/family/deal_value.h"

namespace texas42::family {
namespace {

Hands WithDeclarerHand(const Deal& deal, int declarer, TileSet hand) {
  Hands hands = deal.hands;
  hands[declarer] = hand;
  return hands;
}

}  // namespace

DealValue SolveDeal(Solver& solver, const Rules& rules, const Deal& deal, int declarer) {
  const Game& game = rules.game();
  const bool minimizing = rules.scoring() == Scoring::kNoTricks;
  const TileSet all = deal.hands[declarer] | deal.left_over;
  DealValue best;
  bool first = true;
  for (TileSet hand : ExchangeChoices(game, deal, declarer)) {
    const Hands hands = WithDeclarerHand(deal, declarer, hand);
    const Position position(rules, hands, declarer);
    // After the first, a choice is solved exactly only when one target query says it beats the
    // best so far: most discards lose, and a query costs a fraction of an exact value.
    if (!first) {
      const bool better = minimizing ? !solver.Reaches(position, best.value)
                                     : solver.Reaches(position, best.value + 1);
      if (!better) continue;
    }
    best = {solver.Solve(position), hands, all - hand};
    first = false;
  }
  return best;
}

bool DealReaches(Solver& solver, const Rules& rules, const Deal& deal, int declarer, int target) {
  const bool minimizing = rules.scoring() == Scoring::kNoTricks;
  bool any = false, all = true;
  for (TileSet hand : ExchangeChoices(rules.game(), deal, declarer)) {
    const bool r =
        solver.Reaches(Position(rules, WithDeclarerHand(deal, declarer, hand), declarer), target);
    any = any || r;
    all = all && r;
    if (!minimizing && any) return true;
    if (minimizing && !all) return false;
  }
  return minimizing ? all : any;
}

}  // namespace texas42::family
