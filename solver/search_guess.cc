// The guess of a position's value that places an exact solve's first probe.
//
// An exact solve is a sequence of null-window probes, and a probe far from the value leaves a
// table that helps the later ones little: with the first probe at the value (an oracle) and
// each next one stepping from its fail-soft bound, a solve takes 1.6x fewer nodes. The guess is
// a narrow search of the next few tricks: the leader tries only his best leads by the search's
// own lead order, each follower only the first tile of his follow order, and the position after
// them is scored by its sure-trick bounds, the lower one plus about a third of the gap. It is
// only a guess, so it may be anything: the probes alone decide the value.
#include <algorithm>
#include <array>

#include "solver/fold.h"
#include "solver/search_internal.h"

namespace texas42 {
namespace {

// How many tricks the guess plays out, and how many leads each leader tries. Measured over
// 250 deals x 9 trumps, nodes of the exact search per solve (bisection 33,093; the guess's own
// nodes apart): 4 tricks 31,260 (279 guess nodes), 5 tricks 30,653 (642), to the end 30,812
// (1,143); a greedy line (one lead) to the end 31,898, or 31,244 raised by 4 (25 nodes).
constexpr int kGuessTricks = 5;
constexpr int kGuessLeads = 3;
// The share of the gap between the sure-trick bounds credited at the guess's horizon, in
// percent (the bounds are loose by whole count tiles; the lower one is the sharper).
constexpr int kGuessShare = 35;

}  // namespace

int Searcher::GuessFuture() {
  const TileSet live = hands_[0] | hands_[1] | hands_[2] | hands_[3];
  const int most = FutureMost();
  Tile lead;
  const int guess = GuessLead(-1, most + 1, root_leader_, live, kGuessTricks, &lead);
  // The guess's best lead becomes the root's table hint, so the first probe tries it first
  // (an entry holds the sure-trick bounds too, which a probe would otherwise compute). Over the
  // bench's 200 deals 2.2% fewer instructions, over the next 200 0.4%. Positions with fewer
  // than three tricks left are not kept in the table.
  if (options_.table_bits > 0 && tricks_left_ >= 3) {
    int lower = 0, upper = most;
    if (options_.quick_tricks) AllQuickBounds(root_leader_, live, most, &lower, &upper);
    table_.Store(live, root_leader_, lower, upper, static_cast<uint8_t>(lead.index()));
  }
  return guess;
}

int Searcher::GuessLead(int alpha, int beta, Seat leader, TileSet live, int ahead,
                        Tile* best_lead) {
  const int tricks = hands_[Index(leader)].size();
  if (tricks == 1) return endgame_.LastTrick(hands_, Index(leader));
  const int most = tricks + CountOf(live);
  if (ahead == 0) {
    int lower = 0, upper = most;
    AllQuickBounds(leader, live, most, &lower, &upper);
    return lower + ((upper - lower) * kGuessShare + 50) / 100;
  }
  MoveList moves;
  const TileSet hand = hands_[Index(leader)];
  OrderLeads(moves, rules_->Leads(hand, tricks == kTricksPerHand), leader);
  const bool maximizing = TeamOf(leader) == max_team_;
  int best = maximizing ? alpha : beta;
  for (int i = 0; i < std::min(moves.size, kGuessLeads); ++i) {
    // The trick played out: each follower plays the first tile of his follow order.
    const Tile lead = moves.tiles[i];
    const Suit suit = rules_->LedSuit(lead);
    const Hands hands = hands_;
    hands_[Index(leader)] = hand ^ lead;
    TileSet tiles = lead;
    Seat winner = leader;
    int power = rules_->Power(suit, lead);
    Seat seat = leader;
    for (int ply = 1; ply < kSeatCount; ++ply) {
      seat = next_[Index(seat)];
      const TileSet legal = rules_->Follows(hands_[Index(seat)], suit);
      const Tile t =
          follow_order_.Start(legal, suit, power, TeamOf(winner) == TeamOf(seat), TileSet()).Next();
      hands_[Index(seat)] ^= t;
      tiles.Add(t);
      if (rules_->Power(suit, t) > power) {
        power = rules_->Power(suit, t);
        winner = seat;
      }
    }
    const int value = TeamOf(winner) == max_team_ ? rules_->TrickValue(tiles) : 0;
    const int v = value + GuessLead(alpha - value, beta - value, winner, live ^ tiles, ahead - 1);
    hands_ = hands;
    const int before = best;
    const bool cut = Fold(maximizing, v, best, alpha, beta);
    if (best_lead != nullptr && (i == 0 || best != before)) *best_lead = lead;
    if (cut) break;
  }
  return best;
}

}  // namespace texas42
