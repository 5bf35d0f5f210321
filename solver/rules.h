// Rules: the per-contract tables that decide what may be played and who wins a trick.
//
// Built once from a Contract (docs/rules.md), then read-only, so it may be shared by many threads.
// A Suit is 0..6 for the pip suits and kTrumpSuit (7) for the trump suit (or, in nello with
// doubles `own`, the doubles suit); in sevens every tile is led as suit 0. Every tile calls
// exactly one suit when led.
//
// Invariants the search relies on:
// - Power(LedSuit(t), t) > 0 for every tile t: the led tile always competes.
// - A tile that neither follows nor trumps has power 0; the trick goes to the first tile of the
//   highest power (strictly higher powers overtake), which for suits is unique and for sevens
//   makes the earliest of equally close tiles win.
// - Swappable(x, y, hand, live) implies that exchanging x and y in `hand` changes no outcome.
#ifndef TEXAS42_SOLVER_RULES_H_
#define TEXAS42_SOLVER_RULES_H_

#include <array>
#include <cstdint>

#include "solver/contract.h"
#include "solver/tile_set.h"
#include "solver/types.h"

namespace texas42 {

// A led suit. An unscoped enum over int, as Stockfish's Square: it indexes tables and compiles
// as the int it is, while an int does not pass for a Suit.
enum Suit : int { kTrumpSuit = 7 };
inline constexpr int kSuitCount = 8;

// Returns the suit numbered `i` (0..7): pip suit i, or kTrumpSuit.
constexpr Suit SuitAt(int i) { return static_cast<Suit>(i); }

class Rules {
 public:
  explicit Rules(const Contract& contract);

  const Contract& contract() const { return contract_; }

  // Returns the suit that `t` calls when led.
  Suit LedSuit(Tile t) const { return static_cast<Suit>(led_suit_[t.index()]); }
  // Returns the strength of `t` in a trick whose led suit is `suit`; 0 means it cannot win.
  int Power(Suit suit, Tile t) const { return power_[suit][t.index()]; }
  // Returns the tiles that belong to `suit` (follow it when it is led).
  TileSet SuitTiles(Suit suit) const { return follow_[suit][0]; }
  // Returns the tiles of greater power than `t` in a trick whose led suit is `suit`.
  TileSet Above(Suit suit, Tile t) const { return above_[suit][t.index()]; }
  // Returns the tiles that Swappable may ever find interchangeable with `t`.
  TileSet SwapCandidates(Tile t) const { return swap_candidates_[t.index()]; }
  // Returns the tiles that have an interchangeable twin in some position (SwapCandidates).
  TileSet Twinned() const { return twinned_; }
  // Returns the tiles that can win a trick whose led suit is `suit` (power above 0).
  TileSet Contenders(Suit suit) const { return contenders_[suit]; }
  // Returns the trumps (empty in follow-me, nello and sevens).
  TileSet trumps() const { return trumps_; }
  // Returns the trumps from highest to lowest (trumps().size() of them).
  const std::array<Tile, kTricksPerHand>& TrumpsHighFirst() const { return trumps_high_first_; }

  // Returns the tiles of `hand` that may be led; `opening` is true for the first lead of a hand.
  TileSet Leads(TileSet hand, bool opening) const {
    if (opening && contract_.first_lead_trump && (hand & trumps_)) return hand & trumps_;
    if (contract_.kind == ContractKind::kSevens && contract_.sevens_closest_lead) {
      return Follows(hand, SuitAt(0));
    }
    return hand;
  }
  // Returns the tiles of `hand` that may be played to a trick whose led suit is `suit`.
  TileSet Follows(TileSet hand, Suit suit) const {
    const TileSet f = hand & follow_[suit][0];
    // Whether the hand is void in the suit is as good as random to the branch predictor: with
    // one tier (all contracts but sevens) it is a select, not a branch.
    if (tiers_ == 1) return f ? f : hand;
    if (f) return f;
    for (int i = 1; i < tiers_; ++i) {  // sevens: the next closest tier
      const TileSet g = hand & follow_[suit][i];
      if (g) return g;
    }
    return hand;
  }

  // Returns what a trick of `tiles` is worth: 1 + count in points, else 1 trick.
  int TrickValue(TileSet tiles) const { return counts_points_ ? 1 + CountOf(tiles) : 1; }
  bool counts_points() const { return counts_points_; }
  // Returns the number of tiles in a trick: 3 in nello (the partner sits out), else 4.
  int trick_size() const { return contract_.partner_sits_out() ? 3 : 4; }

  // Returns true when `x` and `y`, both in `hand`, are interchangeable given the tiles still in
  // play `live` (in any hand or in the current trick): no other tile can tell them apart.
  bool Swappable(Tile x, Tile y, TileSet hand, TileSet live) const {
    const auto& e = swap_[x.index()][y.index()];
    return e.allowed && (e.between & live & ~hand).empty();
  }

 private:
  struct SwapRule {
    bool allowed = false;
    TileSet between;  // tiles ranked between x and y in their common suit
  };

  // Fills above_ and swap_candidates_ from the power and swap tables.
  void BuildDerivedTables();

  Contract contract_;
  bool counts_points_;
  int tiers_ = 1;
  TileSet trumps_;
  std::array<Tile, kTricksPerHand> trumps_high_first_{};
  std::array<uint8_t, kTileCount> led_suit_{};
  std::array<std::array<uint8_t, kTileCount>, kSuitCount> power_{};
  std::array<std::array<TileSet, 8>, kSuitCount> follow_{};
  std::array<TileSet, kSuitCount> contenders_{};
  std::array<std::array<TileSet, kTileCount>, kSuitCount> above_{};
  std::array<TileSet, kTileCount> swap_candidates_{};
  TileSet twinned_;
  std::array<std::array<SwapRule, kTileCount>, kTileCount> swap_{};
};

}  // namespace texas42

#endif  // TEXAS42_SOLVER_RULES_H_
