// The search with three tricks left: one lean null-window search of the next trick.
//
// Positions with three tricks left are most of the search's positions and each is searched
// about once, so what matters is how cheaply one null-window question is settled. This search
// keeps none of the main search's bookkeeping inside the trick (no history, killers, twins or
// table between the four plays): every seat tries every tile it may play, in nested loops, and
// the last two tricks are answered by Endgame through the two-trick table the search shares.
//
// Its order is its strength: each follower tries first the tile a simple policy picks (feed
// count to a partner who surely wins, win with count where the next seat cannot beat it, else
// lose the least), then the rest; the leader tries his leads in plain order (a policy's lead
// first measured 0.7-1.1% more instructions: it cost more than it saved). When the policy's tile
// is the refutation at every node of one side, this visits just the lines that prove the bound.
// The order changes only how soon the search stops, never its value: every tile is tried until
// a cut-off, and a cut-off is the usual alpha-beta one (a maximizing seat stops above alpha, a
// minimizing one at alpha or below), so the result is the fail-soft value of the null window.
#include <algorithm>
#include <bit>

#include "solver/search_internal.h"

namespace texas42 {
namespace {

constexpr TileSet kCountTiles = kTenCount | kFiveCount;

// Keeps the tiles of `tiles` (not empty) of the greatest count.
TileSet MostCountOf(TileSet tiles) {
  if (tiles & kTenCount) return tiles & kTenCount;
  if (tiles & kFiveCount) return tiles & kFiveCount;
  return tiles;
}

// Keeps the tiles of `tiles` (not empty) of the least count.
TileSet LeastCountOf(TileSet tiles) {
  if (tiles & ~kCountTiles) return tiles & ~kCountTiles;
  if (tiles & kFiveCount) return tiles & kFiveCount;
  return tiles;
}

}  // namespace

inline Tile Searcher::Weakest(TileSet tiles) const {
  int least = weakness_[tiles.Lowest().index()];
  for (uint32_t rest = tiles.bits() & (tiles.bits() - 1); rest != 0; rest &= rest - 1) {
    least = std::min(least, static_cast<int>(weakness_[std::countr_zero(rest)]));
  }
  return Tile::FromIndex(least & 31);
}

inline Tile Searcher::PolicyFollow(TileSet legal, TileSet next, Suit suit, Tile top,
                                   bool partner_winning) const {
  // Feed count to a partner whom the next seat cannot beat; else win with count where the next
  // seat cannot beat it; else lose the least count.
  if (partner_winning && !(next & rules_->Above(suit, top))) {
    return Weakest(MostCountOf(legal));
  }
  TileSet safe;
  for (Tile t : legal & rules_->Above(suit, top)) {
    if (!(next & rules_->Above(suit, t))) safe.Add(t);
  }
  return safe ? Weakest(MostCountOf(safe)) : Weakest(LeastCountOf(legal));
}

int Searcher::ThreeTricks(Seat leader, int alpha) {
  return TeamOf(leader) == max_team_ ? ThreeTricksFor<true>(leader, alpha)
                                     : ThreeTricksFor<false>(leader, alpha);
}

template <bool max02>
int Searcher::ThreeTricksFor(Seat leader, int alpha) {
  const int l0 = Index(leader), l1 = (l0 + 1) & 3, l2 = (l0 + 2) & 3, l3 = (l0 + 3) & 3;
  const TileSet h0 = hands_[l0], h1 = hands_[l1], h2 = hands_[l2], h3 = hands_[l3];
  const TileSet all = h0 | h1 | h2 | h3;
  // Read once: the two-trick table's stores could alias these members.
  const Rules& rules = *rules_;
  const bool use_table = options_.table_bits > 0;
  // The last two tricks hold at most most_after less the TrickValue of the trick before them:
  // both tricks and every count tile in play but that trick's (TrickValue is 1 in contracts
  // scored in tricks).
  const int most_after = rules.TrickValue(all) + 2;
  // A max seat stops once it passes alpha, a min seat once it reaches alpha or less.
  const auto cut = [alpha](bool maximizing, int v) { return maximizing ? v > alpha : v <= alpha; };
  const auto fold = [](bool maximizing, int best, int v) {
    return maximizing ? std::max(best, v) : std::min(best, v);
  };
  // What each side's seats start from, before their first tile.
  const int worst02 = max02 ? -1 : 1000, worst13 = max02 ? 1000 : -1;
  const TileSet leads = rules.Leads(h0, false);
  int best0 = worst02;
  uint64_t nodes = 0;  // one per tile played after the lead, as FollowTrick counts them
  for (Tile t0 : leads) {
    const Suit suit = rules.LedSuit(t0);
    const int p0 = rules.Power(suit, t0);
    const int value0 = 1 + endgame_.CountAdded(t0);  // the trick's TrickValue so far
    const TileSet f1 = rules.Follows(h1, suit), f2 = rules.Follows(h2, suit),
                  f3 = rules.Follows(h3, suit);
    const Tile pick1 = f1.Several() ? PolicyFollow(f1, f2, suit, t0, false) : f1.Lowest();
    int best1 = worst13;
    for (TileSet todo1 = f1; todo1;) {
      const Tile t1 = todo1.Contains(pick1) ? pick1 : todo1.Lowest();
      todo1.Remove(t1);
      ++nodes;
      const int p1 = rules.Power(suit, t1);
      const bool won1 = p1 > p0;
      const Tile top1 = won1 ? t1 : t0;
      const int q1 = won1 ? p1 : p0;
      const int value01 = value0 + endgame_.CountAdded(t1);
      const Tile pick2 = f2.Several() ? PolicyFollow(f2, f3, suit, top1, !won1) : f2.Lowest();
      int best2 = worst02;
      for (TileSet todo2 = f2; todo2;) {
        const Tile t2 = todo2.Contains(pick2) ? pick2 : todo2.Lowest();
        todo2.Remove(t2);
        ++nodes;
        const int p2 = rules.Power(suit, t2);
        const bool won2 = p2 > q1;
        const Tile top2 = won2 ? t2 : top1;
        const int q2 = won2 ? p2 : q1;
        const int w2 = won2 ? 2 : (won1 ? 1 : 0);
        const int value012 = value01 + endgame_.CountAdded(t2);
        const Tile pick3 =
            f3.Several() ? PolicyFollow(f3, TileSet(), suit, top2, (w2 & 1) != 0) : f3.Lowest();
        int best3 = worst13;
        for (TileSet todo3 = f3; todo3;) {
          const Tile t3 = todo3.Contains(pick3) ? pick3 : todo3.Lowest();
          todo3.Remove(t3);
          ++nodes;
          const int w = rules.Power(suit, t3) > q2 ? 3 : w2;
          const TileSet tiles = TileSet(t0) | t1 | t2 | t3;
          const int trick_value = value012 + endgame_.CountAdded(t3);
          // Places 0 and 2 are the leader's side: is the trick's winner on the maximizing side?
          const bool winner_maximizes = ((w & 1) == 0) == max02;
          const int value = winner_maximizes ? trick_value : 0;
          const TileSet live = all ^ tiles;
          const int most = most_after - trick_value;
          // The last two tricks in the null window at alpha, less what this trick gives; written
          // out as LastTwoTricks on the hands after this trick (calling it, after rewriting
          // hands_ and before restoring them, cost 2.5% more instructions in all).
          const int a = alpha - value;
          int v;
          if (most <= a) {
            v = value + most;
          } else if (a + 1 <= 0) {
            v = value;
          } else {
            const Seat next = SeatAt(l0 + w);
            const auto* e = use_table ? endgame_table_.Probe(live, next) : nullptr;
            int lower = 0, upper = most;
            if (e != nullptr) {
              lower = e->lower;
              upper = e->upper;
            }
            if (lower > a || upper <= a) {
              v = value + (lower > a ? lower : upper);
            } else {
              Hands hands;
              hands[l0] = h0 ^ t0;
              hands[l1] = h1 ^ t1;
              hands[l2] = h2 ^ t2;
              hands[l3] = h3 ^ t3;
              // Two tricks of four seats: the unrolled search, for the side of the trick's winner.
              const int l = Index(next);
              // Its window (max(a, lower - 1), min(a + 1, upper + 1)) is the null window at a,
              // since lower <= a < upper here.
              const int u = winner_maximizes ? endgame_.TwoTricksAbove<true>(hands, l, most, a)
                                             : endgame_.TwoTricksAbove<false>(hands, l, most, a);
              if (u <= a) {
                upper = std::min(upper, u);
              } else {
                lower = std::max(lower, u);
              }
              if (use_table) endgame_table_.Store(live, next, lower, upper);
              v = value + u;
            }
          }
          best3 = fold(!max02, best3, v);
          if (cut(!max02, best3)) break;
        }
        best2 = fold(max02, best2, best3);
        if (cut(max02, best2)) break;
      }
      best1 = fold(!max02, best1, best2);
      if (cut(!max02, best1)) break;
    }
    best0 = fold(max02, best0, best1);
    if (cut(max02, best0)) break;
  }
  nodes_ += nodes;
  return best0;
}

}  // namespace texas42
