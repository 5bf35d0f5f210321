// The followers of a trick, in two forms that search the same tree.
//
// Follow is the general one: one call per follower, the trick so far in a record; it serves any
// number of seats (nello's three), a root in the middle of a trick, and shuffled move orders.
// FollowTrick is the search's hot path for four seats after a lead: Follow and Complete for the
// three followers unrolled into nested loops, each ending the trick in Lead. Both take their
// tiles from StartFollows and NextFollow (Follow through OrderedFollows, which writes them
// out), so they try the same tiles in the same order, collapsed by the same rules, with the
// same windows and enhanced transposition cut-offs, one node counted per follower and per lead
// after the trick. FollowTrick reads a follower's tiles out one at a time, as it tries them: a
// cut-off usually comes at the first (measured: -1.5% instructions against ordering them all).
// FollowTrick only saves bookkeeping: no trick record is copied, no call is made per follower,
// and the followers' hands are restored from copies. It is used with the search's own move
// order (no shuffle).
//
// A follower's tiles come in the follow order's preference, except that the killer of the
// node's kind (his seat, how many tiles he holds, the led suit and the power winning so far)
// goes first: the tile that last refuted such a node after the preferred one had failed. Both
// forms record killers the same way, with the follower's hand as it was before the trick.
//
// Lead, where each trick ends, is defined here rather than with the search of leads, so that
// FollowTrick can inline its cheap checks (measured: -1% instructions).
#include <array>
#include <utility>

#include "solver/fold.h"
#include "solver/search_internal.h"

namespace texas42 {
namespace {

// The fewest tricks left (counting the one being played) at which Follow and FollowTrick probe
// the table for the positions the last seat's tiles lead to. Closer to the end the probes cost
// more than the searches they save (measured on 10 deals: from 4 or 5 tricks left 2.2% or 0.7%
// more instructions than from 6, from 7 or never 0.2% more).
constexpr int kEtcFrom = 6;

}  // namespace

// StartFollows, NextFollow and OrderedFollows are always inlined: they are most of the work of a
// follow node, and out of line their calls cost 7% of the instructions (measured with GCC).
[[gnu::always_inline]] inline Searcher::FollowerTiles Searcher::StartFollows(Seat seat, Suit suit,
                                                                             int best, Seat winner,
                                                                             TileSet live) {
  FollowerTiles f;
  f.hand = hands_[Index(seat)];
  const TileSet legal = rules_->Follows(f.hand, suit);
  if (!legal.Several()) {  // one legal tile (a follower holds at least one)
    f.order = FollowOrder::Sequence(legal.Lowest());
    return f;
  }
  f.order = follow_order_.Start(legal, suit, best, TeamOf(winner) == TeamOf(seat),
                                legal & KillerOf(seat, suit, best));
  // Only tiles that may have a twin can be redundant: usually there are not two of them.
  f.collapse = options_.collapse_equivalent && (legal & rules_->Twinned()).size() >= 2;
  f.live = live;
  return f;
}

[[gnu::always_inline]] inline bool Searcher::NextFollow(FollowerTiles& f, Tile& t) const {
  while (!f.order.done()) {
    t = f.order.Next();
    if (!f.collapse) return true;
    if (!Redundant(t, f.kept, f.hand, f.live)) {
      f.kept.Add(t);
      return true;
    }
  }
  return false;
}

[[gnu::always_inline]] inline int Searcher::OrderedFollows(Tile* out, Seat seat, Suit suit,
                                                           int best, Seat winner, TileSet live) {
  int n = 0;
  if (options_.shuffle_seed != 0) {
    const TileSet hand = hands_[Index(seat)];
    const TileSet legal = rules_->Follows(hand, suit);
    for (Tile t : legal) out[n++] = t;
    for (int i = n - 1; i > 0; --i) std::swap(out[i], out[Random() % (i + 1)]);
    // Only tiles that may have a twin can be redundant: usually there are not two of them.
    if (options_.collapse_equivalent && (legal & rules_->Twinned()).size() >= 2) {
      return Collapse(out, n, hand, live, TileSet());
    }
    return n;
  }
  FollowerTiles f = StartFollows(seat, suit, best, winner, live);
  for (Tile t; NextFollow(f, t);) out[n++] = t;
  return n;
}

int Searcher::Lead(int alpha, int beta, Seat leader, TileSet live) {
  ++nodes_;
  // Step 1. Bounds from what is left: nothing below 0, nothing above every point in play.
  const int tricks = hands_[Index(leader)].size();
  const int most = rules_->counts_points() ? tricks + CountOf(live) : tricks;
  if (most <= alpha) return most;
  if (beta <= 0) return 0;
  // Step 2. The last trick plays itself; the last two are searched directly.
  if (tricks == 1) return endgame_.LastTrick(hands_, Index(leader));
  if (tricks == 2) return LastTwoTricks(alpha, beta, leader, live, most);
  return SearchLeads(alpha, beta, leader, live, tricks, most);
}

int Searcher::Complete(int alpha, int beta, const TrickSoFar& trick) {
  const bool credited = (TeamOf(trick.winner) == max_team_) != misere_;
  const int value = credited ? rules_->TrickValue(trick.tiles) : 0;
  return value + Lead(alpha - value, beta - value, trick.winner, trick.live ^ trick.tiles);
}

int Searcher::Follow(int alpha, int beta, int ply, Seat seat, const TrickSoFar& trick) {
  ++nodes_;
  const TileSet hand = hands_[Index(seat)];
  std::array<Tile, kTricksPerHand> moves;
  const int n =
      OrderedFollows(moves.data(), seat, trick.suit, trick.best, trick.winner, trick.live);
  const bool maximizing = TeamOf(seat) == max_team_;
  const bool last = ply + 1 == trick_size_;
  if (last && options_.table_bits > 0 && n > 1 && hand.size() >= kEtcFrom) {
    // Enhanced transposition cut-off: each of the last seat's tiles ends the trick, so the table
    // may already hold a bound on a resulting position that settles this node. (Positions with
    // two tricks left have their own table, and the endgame search is about as cheap.)
    const TileSet live = trick.live ^ trick.tiles;  // the hands
    for (int i = 0; i < n; ++i) {
      const Tile t = moves[i];
      const Seat winner = rules_->Power(trick.suit, t) > trick.best ? seat : trick.winner;
      const auto* e = table_.Probe(live & ~TileSet(t), winner);
      if (e == nullptr) continue;
      const bool credited = (TeamOf(winner) == max_team_) != misere_;
      const int value = credited ? rules_->TrickValue(trick.tiles | t) : 0;
      if (maximizing && e->lower + value >= beta) return e->lower + value;
      if (!maximizing && e->upper + value <= alpha) return e->upper + value;
    }
  }
  int best = maximizing ? -1 : 1000;
  for (int i = 0; i < n; ++i) {
    const Tile t = moves[i];
    TrickSoFar next = trick;
    next.tiles.Add(t);
    const int power = rules_->Power(trick.suit, t);
    if (power > next.best) {
      next.best = power;
      next.winner = seat;
    }
    hands_[Index(seat)].Remove(t);
    const int v =
        last ? Complete(alpha, beta, next) : Follow(alpha, beta, ply + 1, next_[Index(seat)], next);
    hands_[Index(seat)].Add(t);
    if (maximizing) {
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    } else {
      best = std::min(best, v);
      beta = std::min(beta, v);
    }
    if (alpha >= beta) {
      if (i > 0) KillerOf(seat, trick.suit, trick.best) = t;
      break;
    }
  }
  return best;
}

int Searcher::FollowTrick(int alpha, int beta, Seat leader, Tile lead, TileSet live, int tricks) {
  // Seats 1 and 3 are partners, the leader and seat 2 the other side.
  const bool max1 = TeamOf(next_[Index(leader)]) == max_team_;
  return max1 ? FollowTrickFor<true>(alpha, beta, leader, lead, live, tricks)
              : FollowTrickFor<false>(alpha, beta, leader, lead, live, tricks);
}

template <bool max1>
int Searcher::FollowTrickFor(int alpha, int beta, Seat leader, Tile lead, TileSet live,
                             int tricks) {
  const Suit suit = rules_->LedSuit(lead);
  const int p0 = rules_->Power(suit, lead);
  const Seat s1 = next_[Index(leader)], s2 = next_[Index(s1)], s3 = next_[Index(s2)];
  const TileSet h1 = hands_[Index(s1)], h2 = hands_[Index(s2)], h3 = hands_[Index(s3)];

  ++nodes_;
  FollowerTiles f1 = StartFollows(s1, suit, p0, leader, live);
  int best1 = max1 ? -1 : 1000;
  int a1 = alpha, b1 = beta;
  Tile t1, t2, t3;
  for (int i1 = 0; NextFollow(f1, t1); ++i1) {
    const int p1 = rules_->Power(suit, t1);
    const Seat w1 = p1 > p0 ? s1 : leader;
    const int q1 = p1 > p0 ? p1 : p0;
    hands_[Index(s1)] = h1 ^ t1;
    ++nodes_;
    FollowerTiles f2 = StartFollows(s2, suit, q1, w1, live);
    int best2 = max1 ? 1000 : -1;
    int a2 = a1, b2 = b1;
    for (int i2 = 0; NextFollow(f2, t2); ++i2) {
      const int p2 = rules_->Power(suit, t2);
      const Seat w2 = p2 > q1 ? s2 : w1;
      const int q2 = p2 > q1 ? p2 : q1;
      hands_[Index(s2)] = h2 ^ t2;
      ++nodes_;
      FollowerTiles f3 = StartFollows(s3, suit, q2, w2, live);
      int best3 = max1 ? -1 : 1000;
      int a3 = a2, b3 = b2;
      if (tricks >= kEtcFrom && options_.table_bits > 0) {
        // Enhanced transposition cut-off, as in Follow: the table may already hold a bound on a
        // position this trick can end in that settles the last seat's node; then no tile of
        // his is searched.
        const TileSet hands = live ^ (TileSet(lead) | t1 | t2);
        std::array<Tile, kTricksPerHand> m3;
        int n3 = 0;
        for (FollowerTiles etc = f3; NextFollow(etc, t3);) m3[n3++] = t3;
        for (int i3 = 0; i3 < n3 && n3 > 1; ++i3) {
          t3 = m3[i3];
          const Seat w = rules_->Power(suit, t3) > q2 ? s3 : w2;
          const auto* e = table_.Probe(hands & ~TileSet(t3), w);
          if (e == nullptr) continue;
          const bool credited = (TeamOf(w) == max_team_) != misere_;
          const int value = credited ? rules_->TrickValue(TileSet(lead) | t1 | t2 | t3) : 0;
          if (max1 ? e->lower + value >= b3 : e->upper + value <= a3) {
            best3 = (max1 ? e->lower : e->upper) + value;
            f3.order = FollowOrder::Sequence();
            break;
          }
        }
      }
      for (int i3 = 0; NextFollow(f3, t3); ++i3) {
        const Seat w = rules_->Power(suit, t3) > q2 ? s3 : w2;
        const TileSet tiles = TileSet(lead) | t1 | t2 | t3;
        const bool credited = (TeamOf(w) == max_team_) != misere_;
        const int value = credited ? rules_->TrickValue(tiles) : 0;
        hands_[Index(s3)] = h3 ^ t3;
        const int v = Lead(a3 - value, b3 - value, w, live ^ tiles);
        hands_[Index(s3)] = h3;
        if (Fold(max1, value + v, best3, a3, b3)) {
          if (i3 > 0) KillerOf(s3, suit, q2) = t3;
          break;
        }
      }
      hands_[Index(s2)] = h2;
      if (Fold(!max1, best3, best2, a2, b2)) {
        if (i2 > 0) KillerOf(s2, suit, q1) = t2;
        break;
      }
    }
    hands_[Index(s1)] = h1;
    if (Fold(max1, best2, best1, a1, b1)) {
      if (i1 > 0) KillerOf(s1, suit, p0) = t1;
      break;
    }
  }
  return best1;
}

}  // namespace texas42
