#include "solver/family/deal_value.h"

#include <algorithm>
#include <vector>

namespace texas42::family {
namespace {

Hands WithDeclarerHand(const Deal& deal, int declarer, TileSet hand) {
  Hands hands = deal.hands;
  hands[declarer] = hand;
  return hands;
}

// Returns the order in which to weigh the exchange choices: the likely best first, so that the
// rest are settled by one target query each. A declarer who wants tricks keeps his strong tiles
// (discards the weakest in the suit it calls first); in nello he sheds the strongest.
std::vector<int> WeighingOrder(const Rules& rules, const std::vector<TileSet>& choices, TileSet all,
                               bool minimizing) {
  std::vector<int> order(choices.size());
  std::vector<int> strength(choices.size());
  for (size_t i = 0; i < choices.size(); ++i) {
    order[i] = static_cast<int>(i);
    const TileSet discard = all - choices[i];
    if (discard.empty()) continue;
    const Tile t = discard.Lowest();
    strength[i] = rules.Power(rules.LedSuit(t), t);
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return minimizing ? strength[a] > strength[b] : strength[a] < strength[b];
  });
  return order;
}

}  // namespace

DealValue SolveDeal(Solver& solver, const Rules& rules, const Deal& deal, int declarer,
                    const std::function<void()>& weighed) {
  const Game& game = rules.game();
  const bool minimizing = rules.scoring() == Scoring::kNoTricks;
  const TileSet all = deal.hands[declarer] | deal.left_over;
  const std::vector<TileSet> choices = ExchangeChoices(game, deal, declarer);
  DealValue best;
  int best_index = -1;
  for (int i : WeighingOrder(rules, choices, all, minimizing)) {
    const Hands hands = WithDeclarerHand(deal, declarer, choices[i]);
    const Position position(rules, hands, declarer);
    if (best_index < 0) {
      best = {solver.Solve(position), hands, all - choices[i]};
      best_index = i;
      if (weighed) weighed();
      continue;
    }
    // A choice replaces the best when it is better, or as good and earlier in tile order (ties
    // go to the first discard in tile order). Target queries say which: most discards are worse,
    // and a query costs a fraction of an exact value. A choice earlier in tile order is asked
    // first whether it is as good, then whether it is better; a later one only the second. Only
    // a better choice is solved, from the bound its query proved.
    const bool earlier = i < best_index;
    // Returns whether the choice is at least as good as `value` for the declarer's side.
    const auto as_good = [&](int value) {
      return minimizing ? !solver.Reaches(position, value + 1) : solver.Reaches(position, value);
    };
    bool replaces = false;
    if (earlier && !as_good(best.value)) {
      replaces = false;
    } else if (as_good(minimizing ? best.value - 1 : best.value + 1)) {
      best.value = minimizing ? solver.SolveBetween(position, 0, best.value - 1)
                              : solver.SolveBetween(position, best.value + 1, game.total);
      replaces = true;
    } else {
      replaces = earlier;  // as good, not better, and earlier: a tie it takes
    }
    if (replaces) {
      best = {best.value, hands, all - choices[i]};
      best_index = i;
    }
    if (weighed) weighed();
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
