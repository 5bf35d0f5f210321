// Conformance: random legal playouts from random deals, for every contract, never break an
// invariant of the game.
//
// For each contract and variant of docs/rules.md, hands are dealt by DealRandom and played out to
// the end by random legal tiles. At every tile the set Position allows must equal the rule of
// docs/rules.md written out naively here (a player who can follow does, sevens play the tiles
// closest to 7, a first lead is a trump if the option is on); every trick must have exactly one
// winner, the one the naive ranking names, who leads the next; all 28 tiles stay accounted for;
// and the hand ends with 42 points (normal contracts) or 7 tricks, with the nello partner's
// seven tiles never played.
#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "tests/contracts.h"

namespace texas42 {
namespace {

constexpr int kNoSuit = -1;
constexpr int kDoublesSuit = 7;  // the doubles as a suit: doubles trump, or nello `own`

// docs/rules.md, read naively: the trump suit of `c` as a pip, kDoublesSuit, or kNoSuit.
int TrumpSuitOf(const Contract& c) {
  if (!c.has_trump() || c.trump == Trump::kFollowMe) return kNoSuit;
  return c.trump == Trump::kDoubles ? kDoublesSuit : static_cast<int>(c.trump);
}

bool IsTrump(const Contract& c, Tile t) {
  const int trump = TrumpSuitOf(c);
  if (trump == kNoSuit) return false;
  return trump == kDoublesSuit ? t.is_double() : t.Shows(trump);
}

// The suit a led tile calls: the trump suit, the doubles (nello `own`), or its higher end.
int NaiveLedSuit(const Contract& c, Tile t) {
  if (IsTrump(c, t)) return TrumpSuitOf(c);
  if (c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kOwn && t.is_double()) {
    return kDoublesSuit;
  }
  return t.high();
}

// Whether `t` belongs to suit `s` when `s` is led.
bool NaiveFollowsSuit(const Contract& c, Tile t, int s) {
  if (s == TrumpSuitOf(c)) return IsTrump(c, t);
  if (IsTrump(c, t)) return false;
  if (s == kDoublesSuit) return t.is_double();  // nello `own`: doubles call doubles
  if (c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kOwn && t.is_double()) {
    return false;
  }
  return t.Shows(s);
}

int DistanceFromSeven(Tile t) { return std::abs(t.pip_total() - 7); }

TileSet ClosestToSeven(TileSet hand) {
  int best = 99;
  for (Tile t : hand) best = std::min(best, DistanceFromSeven(t));
  TileSet closest;
  for (Tile t : hand) {
    if (DistanceFromSeven(t) == best) closest.Add(t);
  }
  return closest;
}

// The tiles docs/rules.md lets the player with `hand` play to `trick` (empty: he leads).
TileSet NaiveLegal(const Contract& c, TileSet hand, const std::vector<Tile>& trick, bool opening) {
  if (c.kind == ContractKind::kSevens) {
    return trick.empty() && !c.sevens_closest_lead ? hand : ClosestToSeven(hand);
  }
  if (trick.empty()) {
    TileSet trumps;
    for (Tile t : hand) {
      if (IsTrump(c, t)) trumps.Add(t);
    }
    return opening && c.first_lead_trump && !trumps.empty() ? trumps : hand;
  }
  const int suit = NaiveLedSuit(c, trick.front());
  TileSet follows;
  for (Tile t : hand) {
    if (NaiveFollowsSuit(c, t, suit)) follows.Add(t);
  }
  return follows.empty() ? hand : follows;
}

// The rank of `t` within suit `s` (higher wins), for a tile that follows `s`.
int RankInSuit(const Contract& c, Tile t, int s) {
  if (s == kDoublesSuit) return t.high();  // doubles, 6-6 high
  if (t.is_double()) {
    return c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kLow ? -1 : 7;
  }
  return t.OtherEnd(s);
}

// The position in `trick` of the tile that wins it; checks that exactly one tile is best.
int NaiveWinner(const Contract& c, const std::vector<Tile>& trick) {
  if (c.kind == ContractKind::kSevens) {
    int winner = 0;
    for (int i = 1; i < static_cast<int>(trick.size()); ++i) {
      if (DistanceFromSeven(trick[i]) < DistanceFromSeven(trick[winner])) winner = i;
    }
    return winner;  // the first of equally close tiles
  }
  const int led = NaiveLedSuit(c, trick.front());
  bool trump_played = false;
  for (Tile t : trick) trump_played = trump_played || IsTrump(c, t);
  const int suit = trump_played ? TrumpSuitOf(c) : led;
  int winner = -1, best = -100, ties = 0;
  for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
    if (!NaiveFollowsSuit(c, trick[i], suit)) continue;
    const int rank = RankInSuit(c, trick[i], suit);
    if (rank > best) {
      best = rank;
      winner = i;
      ties = 1;
    } else if (rank == best) {
      ++ties;
    }
  }
  EXPECT_EQ(ties, 1) << "a trick has more than one best tile";
  return winner;
}

// Returns a deal of `seed` whose declarer qualifies for `c` (splash, plunge), and its index.
Deal QualifyingDeal(const Contract& c, Seat declarer, uint64_t seed, uint64_t& index) {
  for (;; ++index) {
    const Deal deal = DealRandom(Predeal{}, seed, index);
    if (CheckQualifies(c, deal.hand(declarer)).ok()) return deal;
  }
}

class ConformanceTest : public ::testing::TestWithParam<Contract> {
 protected:
  static constexpr int kPlayouts = 400;
  const Contract contract_ = GetParam();
  const Rules rules_{GetParam()};
};

TEST_P(ConformanceTest, RandomPlayoutsKeepEveryInvariant) {
  const bool nello = contract_.kind == ContractKind::kNello;
  const int trick_size = nello ? 3 : 4;
  uint64_t index = 0;
  for (int n = 0; n < kPlayouts; ++n, ++index) {
    const Seat declarer = SeatAt(n);
    const Deal deal = QualifyingDeal(contract_, declarer, 4242, index);
    Rng rng(4242, index);
    Position position(rules_, deal, declarer);
    SCOPED_TRACE(absl::StrCat("deal ", FormatDeal(deal), " declarer ", SeatName(declarer)));

    Seat expected_leader = contract_.partner_leads() ? PartnerOf(declarer) : declarer;
    std::vector<Tile> played;
    int trick_values = 0, declarer_tricks = 0;
    while (!position.finished()) {
      // Every trick is led by the last winner (the declarer, or his partner, at first).
      ASSERT_EQ(position.leader(), expected_leader);
      std::vector<Tile> trick;
      Seat seat = position.leader();
      for (int i = 0; i < trick_size; ++i) {
        ASSERT_EQ(position.to_move(), seat);
        ASSERT_NE(std::optional<Seat>(seat), position.sitting_out());
        const TileSet legal = position.Legal();
        // A player who could follow did: Position allows exactly the naive rule's tiles.
        ASSERT_EQ(legal, NaiveLegal(contract_, position.hand(seat), trick, played.empty()))
            << SeatName(seat) << " holds " << FormatTiles(position.hand(seat));
        std::vector<Tile> choices;
        for (Tile t : legal) choices.push_back(t);
        const Tile tile = choices[rng.Below(static_cast<uint32_t>(choices.size()))];
        ASSERT_TRUE(position.Play(tile).ok());
        trick.push_back(tile);
        played.push_back(tile);
        seat = nello && NextSeat(seat) == PartnerOf(declarer) ? NextSeat(NextSeat(seat))
                                                              : NextSeat(seat);
      }
      // Exactly one winner, the one the naive ranking names; he leads next.
      const PlayedTrick& last = position.tricks().back();
      ASSERT_EQ(last.tiles, trick);
      Seat winner = expected_leader;
      for (int i = NaiveWinner(contract_, trick); i > 0; --i) {
        winner = nello && NextSeat(winner) == PartnerOf(declarer) ? NextSeat(NextSeat(winner))
                                                                  : NextSeat(winner);
      }
      ASSERT_EQ(last.winner, winner) << "trick " << position.tricks().size();
      expected_leader = winner;
      TileSet trick_tiles;
      for (Tile t : trick) trick_tiles.Add(t);
      trick_values += rules_.counts_points() ? 1 + CountOf(trick_tiles) : 1;
      if (winner == declarer) ++declarer_tricks;

      // All 28 tiles are accounted for: in a hand, played or out of play, exactly once.
      // In nello the partner's tiles are out of play: never in his hand, never played.
      TileSet all;
      if (nello) {
        ASSERT_TRUE(position.hand(PartnerOf(declarer)).empty());
        all = deal.hand(PartnerOf(declarer));
      }
      for (Tile t : played) {
        ASSERT_FALSE(all.Contains(t));
        all.Add(t);
      }
      for (int s = 0; s < kSeatCount; ++s) {
        ASSERT_TRUE((all & position.hand(SeatAt(s))).empty());
        all |= position.hand(SeatAt(s));
      }
      ASSERT_EQ(all.size(), kTileCount);
    }
    ASSERT_EQ(position.tricks().size(), static_cast<size_t>(kTricksPerHand));
    const int taken = position.taken(Team::kNorthSouth) + position.taken(Team::kEastWest);
    if (rules_.counts_points()) {
      EXPECT_EQ(trick_values, kTotalPoints);
      EXPECT_EQ(taken, kTotalPoints);
    } else {
      EXPECT_EQ(trick_values, kTricksPerHand);
      EXPECT_EQ(taken, kTricksPerHand);
    }
    if (nello) {
      EXPECT_EQ(position.declarer_tricks(), declarer_tricks);
      EXPECT_EQ(played.size(), static_cast<size_t>(3 * kTricksPerHand));
    } else {
      EXPECT_EQ(played.size(), static_cast<size_t>(kTileCount));
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, ConformanceTest, ::testing::ValuesIn(EveryContract()),
                         ContractTestName);

}  // namespace
}  // namespace texas42
