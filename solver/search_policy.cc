// Bounds from a fixed policy for one side in the next trick, with three tricks left.
//
// The sure-trick bounds leave about half of the positions with three tricks left open, loose by
// who captures which count tile. Here one side plays the next trick by a simple policy (cash
// a sure winner with count, feed count to a partner who surely wins, else lose the least), the
// other side tries every tile it may play to it, and both then play the last two tricks
// perfectly (Endgame, through the two-trick table that the search shares).
//
// Why the bounds are sound: the policy picks a legal tile from what it sees (the hands and the
// trick so far), so its side can always play the next trick by it and then play perfectly.
// That is one way of playing for that side; its best play can do no worse for it. So with the
// minimizing side's tiles fixed by the policy, the best the maximizing side finds is an upper
// bound on the value; with the maximizing side's fixed, the least the minimizing side can hold
// it to is a lower bound. The search stops as soon as one line shows the bound cannot settle the
// window; a line cut short counts with a bound of the same kind (what is left to take, or what is
// taken so far), and the last two tricks with the fail-soft bound of their search, which is on
// the right side of the target whenever the line does not stop the search.
#include "solver/search.h"

#include <algorithm>

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

inline Tile Solver::Weakest(TileSet tiles) const {
  Tile pick = tiles.Lowest();
  int least = strength_[pick.index()];
  for (uint32_t rest = tiles.bits() & (tiles.bits() - 1); rest != 0; rest &= rest - 1) {
    const Tile t = TileSet(rest).Lowest();
    if (strength_[t.index()] < least) {
      least = strength_[t.index()];
      pick = t;
    }
  }
  return pick;
}

inline Tile Solver::PolicyLead(TileSet leads, TileSet opponents) const {
  // Cash a sure winner with the most count on it, else lose the least count; keep the strong.
  TileSet sure;
  for (Tile t : leads) {
    if (!(opponents & rules_->Above(rules_->LedSuit(t), t))) sure.Add(t);
  }
  return sure ? Weakest(MostCountOf(sure)) : Weakest(LeastCountOf(leads));
}

inline Tile Solver::PolicyFollow(TileSet legal, TileSet next, int suit, Tile top,
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

template <bool free_max>
int Solver::AgainstPolicy(Seat leader, int target) {
  const int l0 = Index(leader), l1 = (l0 + 1) & 3, l2 = (l0 + 2) & 3, l3 = (l0 + 3) & 3;
  const TileSet h0 = hands_[l0], h1 = hands_[l1], h2 = hands_[l2], h3 = hands_[l3];
  const TileSet all = h0 | h1 | h2 | h3;
  // Places 0 and 2 (the leader's side) are credited with the tricks they take, or 1 and 3 are.
  const bool credit02 = TeamOf(leader) == max_team_;
  // Places 0 and 2 play freely and 1 and 3 by the policy, or the other way round.
  const bool free02 = credit02 == free_max;
  int result = free_max ? -1 : 1000;
  const TileSet leads = rules_->Leads(h0, false);
  const TileSet c0 = free02 ? leads : TileSet(PolicyLead(leads, h1 | h3));
  for (Tile t0 : c0) {
    const int suit = rules_->LedSuit(t0);
    const int p0 = rules_->Power(suit, t0);
    const TileSet f1 = rules_->Follows(h1, suit), f2 = rules_->Follows(h2, suit),
                  f3 = rules_->Follows(h3, suit);
    // Each seat's tiles to try: all he may play, or the policy's one.
    const TileSet c1 = free02 && f1.Several() ? TileSet(PolicyFollow(f1, f2, suit, t0, false)) : f1;
    for (Tile t1 : c1) {
      const int p1 = rules_->Power(suit, t1);
      const bool won1 = p1 > p0;
      const Tile top1 = won1 ? t1 : t0;
      const int q1 = won1 ? p1 : p0;
      const TileSet c2 =
          !free02 && f2.Several() ? TileSet(PolicyFollow(f2, f3, suit, top1, !won1)) : f2;
      for (Tile t2 : c2) {
        const int p2 = rules_->Power(suit, t2);
        const bool won2 = p2 > q1;
        const Tile top2 = won2 ? t2 : top1;
        const int q2 = won2 ? p2 : q1;
        const int w2 = won2 ? 2 : (won1 ? 1 : 0);
        const TileSet c3 = free02 && f3.Several()
                               ? TileSet(PolicyFollow(f3, TileSet(), suit, top2, (w2 & 1) != 0))
                               : f3;
        for (Tile t3 : c3) {
          const int w = rules_->Power(suit, t3) > q2 ? 3 : w2;
          const TileSet tiles = TileSet(t0) | t1 | t2 | t3;
          const int value = ((w & 1) == 0) == credit02 ? rules_->TrickValue(tiles) : 0;
          const TileSet live = all ^ tiles;
          const int most = rules_->counts_points() ? 2 + CountOf(live) : 2;
          // The last two tricks in the null window at the target, less what this trick gives.
          const int alpha = free_max ? target - value : target - value - 1;
          int v;
          if (most <= alpha) {
            v = value + most;
          } else if (alpha + 1 <= 0) {
            v = value;
          } else {
            // As LastTwoTricks, on the hands after this trick, written out: calling it (after
            // rewriting hands_ and before restoring them) cost 2.5% more instructions in all.
            const Seat next = SeatAt(l0 + w);
            const auto* e = options_.table_bits > 0 ? endgame_table_.Probe(live, next) : nullptr;
            int lower = 0, upper = most;
            if (e != nullptr) {
              lower = e->lower;
              upper = e->upper;
            }
            if (lower > alpha || upper <= alpha) {
              v = value + (lower > alpha ? lower : upper);
            } else {
              Hands hands;
              hands[l0] = h0 ^ t0;
              hands[l1] = h1 ^ t1;
              hands[l2] = h2 ^ t2;
              hands[l3] = h3 ^ t3;
              const int u = endgame_.Value(hands, next, std::max(alpha, lower - 1),
                                           std::min(alpha + 1, upper + 1));
              if (u <= alpha) {
                upper = std::min(upper, u);
              } else {
                lower = std::max(lower, u);
              }
              if (options_.table_bits > 0) endgame_table_.Store(live, next, lower, upper);
              v = value + u;
            }
          }
          if constexpr (free_max) {
            result = std::max(result, v);
            if (result > target) return result;
          } else {
            result = std::min(result, v);
            if (result < target) return result;
          }
        }
      }
    }
  }
  return result;
}

int Solver::PolicyUpperBound(Seat leader, int alpha) { return AgainstPolicy<true>(leader, alpha); }

int Solver::PolicyLowerBound(Seat leader, int beta) { return AgainstPolicy<false>(leader, beta); }

}  // namespace texas42
