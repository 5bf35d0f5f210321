#include "solver/rules.h"

#include <algorithm>
#include <cstdlib>

namespace texas42 {
namespace {

// Trumps outrank every other tile; the offset keeps suit ranks (1..9) below them.
constexpr int kTrumpPower = 16;

// Returns the suit a tile is "in" for the purpose of swapping with its neighbours, or -1 when
// the tile belongs to two suits (a non-trump, non-double tile) and is never swapped.
int SingleSuit(const Rules& r, Tile t) {
  int suits = 0, which = -1;
  for (int s = 0; s < kSuitCount; ++s) {
    if (r.SuitTiles(SuitAt(s)).Contains(t)) {
      ++suits;
      which = s;
    }
  }
  return suits == 1 ? which : -1;
}

}  // namespace

Rules::Rules(const Contract& contract)
    : contract_(contract), counts_points_(contract.scoring() == Scoring::kPoints) {
  const TileSet doubles = Doubles();
  const ContractKind kind = contract.kind;

  if (kind == ContractKind::kSevens) {
    // No suits: every tile "follows" suit 0, in tiers by distance of its pip total from 7.
    tiers_ = 8;
    for (int i = 0; i < kTileCount; ++i) {
      const Tile t = Tile::FromIndex(i);
      const int distance = std::abs(t.pip_total() - 7);
      led_suit_[i] = 0;
      follow_[0][distance].Add(t);
      for (int s = 0; s < kSuitCount; ++s) power_[s][i] = static_cast<uint8_t>(8 - distance);
    }
    for (int x = 0; x < kTileCount; ++x) {
      for (int y = 0; y < kTileCount; ++y) {
        const Tile a = Tile::FromIndex(x), b = Tile::FromIndex(y);
        swap_[x][y].allowed = x != y && std::abs(a.pip_total() - 7) == std::abs(b.pip_total() - 7);
      }
    }
    for (int s = 0; s < kSuitCount; ++s) contenders_[s] = TileSet::All();
    BuildDerivedTables();
    return;
  }

  // Suits, trumps and, for nello `own`, the doubles suit (numbered kTrumpSuit, not trump).
  const bool doubles_own_suit =
      kind == ContractKind::kNello && contract.nello_doubles == NelloDoubles::kOwn;
  if (contract.has_trump() && contract.trump != Trump::kFollowMe) {
    trumps_ = contract.trump == Trump::kDoubles ? doubles
                                                : TilesShowing(static_cast<Pip>(contract.trump));
  }
  const TileSet special = doubles_own_suit ? doubles : trumps_;
  follow_[kTrumpSuit][0] = special;
  for (Pip s = 0; s < kPipCount; ++s) follow_[s][0] = TilesShowing(s) & ~special;
  const bool doubles_low =
      kind == ContractKind::kNello && contract.nello_doubles == NelloDoubles::kLow;

  for (int i = 0; i < kTileCount; ++i) {
    const Tile t = Tile::FromIndex(i);
    led_suit_[i] = static_cast<uint8_t>(special.Contains(t) ? int{kTrumpSuit} : t.high());
    if (special.Contains(t)) {
      // Trump rank: the double highest, then by the other end; doubles trump (or the nello
      // doubles suit) ranks by pip.
      int rank;
      if (doubles.Contains(t) && special == doubles) {
        rank = t.high();
      } else {
        const Pip p = static_cast<Pip>(contract.trump);
        rank = t.is_double() ? 7 : t.OtherEnd(p);
      }
      const int base = trumps_.empty() ? 1 : kTrumpPower;
      power_[kTrumpSuit][i] = static_cast<uint8_t>(base + rank);
      if (!trumps_.empty()) {
        for (int s = 0; s < kPipCount; ++s) power_[s][i] = static_cast<uint8_t>(base + rank);
      }
      continue;
    }
    for (Pip s = 0; s < kPipCount; ++s) {
      if (!t.Shows(s)) continue;
      // Within suit s: s-s highest (lowest in nello `low`), then by the other end.
      const int rank = t.is_double() ? (doubles_low ? 1 : 9) : 2 + t.OtherEnd(s);
      power_[s][i] = static_cast<uint8_t>(rank);
    }
  }

  for (int s = 0; s < kSuitCount; ++s) {
    for (int i = 0; i < kTileCount; ++i) {
      if (power_[s][i] > 0) contenders_[s].Add(Tile::FromIndex(i));
    }
  }
  int n = 0;
  for (Tile t : trumps_) trumps_high_first_[n++] = t;
  std::sort(trumps_high_first_.begin(), trumps_high_first_.begin() + n,
            [this](Tile a, Tile b) { return Power(kTrumpSuit, a) > Power(kTrumpSuit, b); });

  // Swaps: two tiles of one single suit and of equal count, with nothing of that suit ranked
  // between them outside the hand, can never be told apart.
  for (int x = 0; x < kTileCount; ++x) {
    for (int y = 0; y < kTileCount; ++y) {
      const Tile a = Tile::FromIndex(x), b = Tile::FromIndex(y);
      const int single = SingleSuit(*this, a);
      if (x == y || single < 0 || SingleSuit(*this, b) != single) continue;
      const Suit suit = SuitAt(single);
      if (counts_points_ && a.count() != b.count()) continue;
      const int pa = Power(suit, a), pb = Power(suit, b);
      const int lo = pa < pb ? pa : pb, hi = pa < pb ? pb : pa;
      SwapRule& rule = swap_[x][y];
      rule.allowed = true;
      for (Tile t : SuitTiles(suit)) {
        if (Power(suit, t) > lo && Power(suit, t) < hi) rule.between.Add(t);
      }
    }
  }
  BuildDerivedTables();
}

void Rules::BuildDerivedTables() {
  for (int s = 0; s < kSuitCount; ++s) {
    for (int i = 0; i < kTileCount; ++i) {
      for (int j = 0; j < kTileCount; ++j) {
        if (power_[s][j] > power_[s][i]) above_[s][i].Add(Tile::FromIndex(j));
      }
    }
  }
  for (int x = 0; x < kTileCount; ++x) {
    for (int y = 0; y < kTileCount; ++y) {
      if (swap_[x][y].allowed) {
        swap_candidates_[x].Add(Tile::FromIndex(y));
        twinned_.Add(Tile::FromIndex(x));
      }
    }
  }
}

}  // namespace texas42
