// Rules of one contract in one game of the family: which suit a tile calls when led, which
// tiles follow a suit, and the power of a tile in a trick (docs/rules.md).
//
// Built once from a Game and a Contract, then read-only. Suits 0..max_pip are the pip suits;
// kTrumpSuit is the trump suit, or the doubles' own suit in nello and low-no. In sevens every
// tile is led as suit 0, and following goes by tiers of distance to the number.
// Invariants: the led tile always has power above 0 in the suit it calls; a tile that neither
// follows nor trumps has power 0; the trick goes to the first tile of the highest power, so
// that in sevens the first of equally close tiles wins.
#ifndef TEXAS42_SOLVER_FAMILY_RULES_H_
#define TEXAS42_SOLVER_FAMILY_RULES_H_

#include <array>
#include <bit>
#include <cstdint>
#include <tuple>
#include <vector>

#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/tile.h"

namespace texas42::family {

inline constexpr int kTrumpSuit = kMaxPip + 1;
inline constexpr int kSuitCount = kMaxPip + 2;
inline constexpr int kNoSuit = -1;
inline constexpr uint32_t kEverySuit = (1u << kSuitCount) - 1;  // a mask of suits: all of them

class Rules {
 public:
  Rules(const Game& game, const Contract& contract);

  const Game& game() const { return *game_; }
  const Contract& contract() const { return contract_; }
  Scoring scoring() const { return scoring_; }

  // Returns the suit `t` calls when led.
  int LedSuit(Tile t) const { return led_suit_[t.index()]; }
  // Returns the other suit the leader may announce for `t` (The Big Game), or kNoSuit.
  int AltLedSuit(Tile t) const { return alt_led_suit_[t.index()]; }
  int Power(int suit, Tile t) const { return power_[suit][t.index()]; }
  TileSet trumps() const { return trumps_; }
  // Returns the tiles that follow `suit` (the trump suit's, for kTrumpSuit), highest first.
  const std::vector<Tile>& HighFirst(int suit) const { return high_first_[suit]; }

  // Returns the tiles of `hand` that may be led; `opening` is true for the first lead.
  TileSet Leads(TileSet hand, bool opening) const;
  // Returns the tiles of `hand` that may be played to a trick whose led suit is `suit`.
  TileSet Follows(TileSet hand, int suit) const;

  // Returns what a trick holding `tiles` is worth: 1 + count in points, else 1 trick.
  int TrickValue(TileSet tiles) const;
  // Returns the count of `tiles` when the contract counts points, else 0.
  int CountOf(TileSet tiles) const {
    return 10 * (tiles & tens_).size() + 5 * (tiles & fives_).size();
  }

  // Returns true when `x` and `y` of one hand are interchangeable while the tiles `others` (of
  // the other hands and the trick on the table) are live: no tile can tell them apart.
  bool Swappable(Tile x, Tile y, TileSet others) const {
    const Twin& e = twin_[x.index()][y.index()];
    return e.allowed && (e.between & others).empty();
  }
  // Returns the suits (bit s for suit s) that some tile of `tiles` may call when led.
  uint32_t CalledSuits(TileSet tiles) const {
    uint32_t suits = 0;
    for (int s = 0; s < kSuitCount; ++s) {
      if (!(tiles & callers_[s]).empty()) suits |= 1u << s;
    }
    return suits;
  }
  // Returns true when `x` and `y` are interchangeable while only the suits `suits` can still be
  // led and the tiles `others` are live: they count alike, call the same suits, and in each of
  // those suits they follow alike and no live tile ranks between them. Swapping them changes
  // no trick's winner, no follow and no count, so it changes no value (a suit no live tile can
  // call is never led again, so how they rank in it no longer matters).
  bool Interchangeable(Tile x, Tile y, TileSet others, uint32_t suits) const {
    const Twin& e = twin_[x.index()][y.index()];
    if (!e.same_calls || (e.differ & suits) != 0) return false;
    for (uint32_t m = suits; m != 0; m &= m - 1) {
      const int s = std::countr_zero(m);
      const int px = power_[s][x.index()], py = power_[s][y.index()];
      if (px == 0) continue;
      const int lo = px < py ? px : py, hi = px < py ? py : px;
      if (!((above_[s][lo] - above_[s][hi - 1]) & others).empty()) return false;
    }
    return true;
  }
  // Returns the tiles that count, call the same suits as `t` and have a lower index: the tiles
  // Interchangeable may find `t` equal to, the lowest of which stands for it in a table key.
  TileSet SameCallsBelow(Tile t) const { return same_calls_below_[t.index()]; }
  // Returns the tiles that count and call the same suits as `t` and have a higher index.
  TileSet SameCallsAbove(Tile t) const { return same_calls_above_[t.index()]; }

 private:
  struct Twin {
    bool allowed = false;
    bool same_calls = false;  // same count, same led suit, same other suit
    uint16_t differ = 0;      // suits where one follows (or has power) and the other not
    TileSet between;  // tiles whose power lies strictly between x's and y's in some suit
  };
  void BuildTwins();
  void BuildHighFirst();

  const Game* game_;
  Contract contract_;
  Scoring scoring_;
  TileSet trumps_;
  TileSet tens_, fives_;  // the count tiles; empty unless the contract counts points
  std::array<int8_t, kMaxTiles> led_suit_{};
  std::array<int8_t, kMaxTiles> alt_led_suit_{};
  std::array<std::array<uint8_t, kMaxTiles>, kSuitCount> power_{};
  std::array<TileSet, kSuitCount> follow_{};
  std::array<TileSet, 2 * kMaxPip + 1> sevens_tier_{};
  std::array<std::vector<Tile>, kSuitCount> high_first_{};  // tiles at distance d from the number
  std::array<std::array<Twin, kMaxTiles>, kMaxTiles> twin_{};
  std::array<TileSet, kSuitCount> callers_{};  // tiles that may call the suit when led
  std::array<std::array<TileSet, 64>, kSuitCount> above_{};  // tiles of power above p
  std::array<TileSet, kMaxTiles> same_calls_below_{};
  std::array<TileSet, kMaxTiles> same_calls_above_{};
};

// Returns a tile's place among equally good plays as a player reads them (Texas 42's
// solver/natural_order.h): trumps from the top, then count (10 before 5), then the higher tile;
// larger comes first. Solver::ValuePlays orders ties so, and an optimal line plays the first.
std::tuple<int, int, int, int> NaturalKey(const Rules& rules, Tile t);

// Returns the rules of `contract` in `game`, built once and kept for the life of the program
// (thread-safe): building them weighs every pair of tiles in every suit, which costs more than
// solving a Texas 42 deal, so code that values many deals of the same few contracts shares them.
const Rules& SharedRules(const Game& game, const Contract& contract);

}  // namespace texas42::family

#endif  // TEXAS42_SOLVER_FAMILY_RULES_H_
