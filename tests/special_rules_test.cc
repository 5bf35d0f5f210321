// Table tests for the special contracts and the first-lead-trump option: every table of Rules,
// and the turn order and trick results of Position, against a naive reading of docs/rules.md
// written here without the tables (nello own/high/low, sevens with and without closest-lead, splash
// and plunge under every trump, and normal trumps with the opening lead forced to a trump).
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;

Tile T(Pip a, Pip b) { return Tile::FromPips(a, b); }

std::vector<Tile> ToVector(TileSet tiles) {
  std::vector<Tile> out;
  for (Tile t : tiles) out.push_back(t);
  return out;
}

// ---- The naive rules, read straight from docs/rules.md. ----

// The trump suit's tiles, empty when the contract has none.
TileSet NaiveTrumps(const Contract& c) {
  if (!c.has_trump() || c.trump == Trump::kFollowMe) return TileSet();
  if (c.trump == Trump::kDoubles) return Doubles();
  return TilesShowing(static_cast<Pip>(c.trump));
}

bool DoublesOwnSuit(const Contract& c) {
  return c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kOwn;
}

// Whether `t` belongs to the suit that `led` calls (suit contracts only).
bool NaiveFollows(const Contract& c, Tile led, Tile t) {
  const TileSet trumps = NaiveTrumps(c);
  if (trumps.Contains(led)) return trumps.Contains(t);
  if (trumps.Contains(t)) return false;
  if (DoublesOwnSuit(c)) {
    if (led.is_double()) return t.is_double();
    if (t.is_double()) return false;
  }
  return t.Shows(led.high());
}

// Rank of `t` inside the suit that `led` calls, `t` following it; higher wins.
int NaiveRankInSuit(const Contract& c, Tile led, Tile t) {
  const TileSet trumps = NaiveTrumps(c);
  if (trumps.Contains(led) && c.trump != Trump::kDoubles) {
    const Pip p = static_cast<Pip>(c.trump);
    return t.is_double() ? 100 : t.OtherEnd(p);
  }
  if (trumps.Contains(led) || (DoublesOwnSuit(c) && led.is_double())) return t.high();
  const Pip s = led.high();
  if (t.is_double()) {
    return c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kLow ? -1 : 100;
  }
  return t.OtherEnd(s);
}

// Returns the index in `trick` of the tile that wins it.
int NaiveWinner(const Contract& c, const std::vector<Tile>& trick) {
  if (c.kind == ContractKind::kSevens) {
    int best = 0;
    for (int i = 1; i < static_cast<int>(trick.size()); ++i) {
      if (std::abs(trick[i].pip_total() - 7) < std::abs(trick[best].pip_total() - 7)) best = i;
    }
    return best;
  }
  const TileSet trumps = NaiveTrumps(c);
  const Tile led = trick.front();
  int best = 0;
  for (int i = 1; i < static_cast<int>(trick.size()); ++i) {
    const Tile t = trick[i], w = trick[best];
    const bool t_trump = trumps.Contains(t), w_trump = trumps.Contains(w);
    if (t_trump && !w_trump) {
      best = i;
    } else if (t_trump && w_trump) {
      const Tile trump_led = trumps.Contains(led) ? led : t;  // ranks within the trump suit
      if (NaiveRankInSuit(c, trump_led, t) > NaiveRankInSuit(c, trump_led, w)) best = i;
    } else if (!t_trump && !w_trump && NaiveFollows(c, led, t) &&
               NaiveRankInSuit(c, led, t) > NaiveRankInSuit(c, led, w)) {
      best = i;  // the winner so far follows (the lead does), so compare within the suit
    }
  }
  return best;
}

// The tiles of `hand` closest to 7 in pip total.
TileSet Closest(TileSet hand) {
  int best = 99;
  for (Tile t : hand) best = std::min(best, std::abs(t.pip_total() - 7));
  TileSet out;
  for (Tile t : hand) {
    if (std::abs(t.pip_total() - 7) == best) out.Add(t);
  }
  return out;
}

TileSet NaiveLegalFollow(const Contract& c, TileSet hand, Tile led) {
  if (c.kind == ContractKind::kSevens) return Closest(hand);
  TileSet follows;
  for (Tile t : hand) {
    if (NaiveFollows(c, led, t)) follows.Add(t);
  }
  return follows.empty() ? hand : follows;
}

TileSet NaiveLegalLead(const Contract& c, TileSet hand, bool opening) {
  const TileSet trumps = NaiveTrumps(c) & hand;
  if (opening && c.first_lead_trump && !trumps.empty()) return trumps;
  if (c.kind == ContractKind::kSevens && c.sevens_closest_lead) return Closest(hand);
  return hand;
}

// Every special contract and variant, and normal trumps with the first-lead-trump option.
std::vector<Contract> ContractsUnderTest() {
  std::vector<Contract> out;
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    out.push_back(Contract::Nello(d));
  }
  out.push_back(Contract::Sevens(false));
  out.push_back(Contract::Sevens(true));
  for (Trump t : kAllTrumps) {
    out.push_back(Contract::Splash(t));
    out.push_back(Contract::Plunge(t));
    Contract normal = Contract::Normal(t);
    normal.first_lead_trump = true;
    out.push_back(normal);
  }
  return out;
}

std::string Describe(const Contract& c) {
  return absl::StrCat(ContractName(c), " trump=", TrumpName(c.trump),
                      " nello_doubles=", NelloDoublesName(c.nello_doubles),
                      " closest_lead=", c.sevens_closest_lead,
                      " first_lead_trump=", c.first_lead_trump);
}

// ---- Tables against the naive rules. ----

TEST(SpecialRulesTest, SuitsMatchTheNaiveFollowRule) {
  for (const Contract& c : ContractsUnderTest()) {
    if (c.kind == ContractKind::kSevens) continue;
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    for (int l = 0; l < kTileCount; ++l) {
      const Tile led = Tile::FromIndex(l);
      EXPECT_GT(rules.Power(rules.LedSuit(led), led), 0) << FormatTile(led);
      for (int i = 0; i < kTileCount; ++i) {
        const Tile t = Tile::FromIndex(i);
        EXPECT_EQ(rules.SuitTiles(rules.LedSuit(led)).Contains(t), NaiveFollows(c, led, t))
            << FormatTile(led) << " led, " << FormatTile(t);
      }
    }
  }
}

TEST(SpecialRulesTest, TrumpsAreNamedOnlyWhereTheContractHasThem) {
  for (const Contract& c : ContractsUnderTest()) {
    SCOPED_TRACE(Describe(c));
    EXPECT_EQ(Rules(c).trumps(), NaiveTrumps(c));
  }
  EXPECT_TRUE(Rules(Contract::Nello(NelloDoubles::kOwn)).trumps().empty());
  EXPECT_TRUE(Rules(Contract::Sevens()).trumps().empty());
}

// Every ordered trick of three tiles, and a sample of four-tile tricks, against NaiveWinner.
TEST(SpecialRulesTest, TrickWinnerMatchesTheNaiveRule) {
  Rng rng(4, 1);
  for (const Contract& c : ContractsUnderTest()) {
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    auto table_winner = [&rules](const std::vector<Tile>& trick) {
      const Suit suit = rules.LedSuit(trick.front());
      int best = 0, winner = 0;
      for (int i = 0; i < static_cast<int>(trick.size()); ++i) {
        if (rules.Power(suit, trick[i]) > best) {
          best = rules.Power(suit, trick[i]);
          winner = i;
        }
      }
      return winner;
    };
    int mismatches = 0;
    for (int a = 0; a < kTileCount; ++a) {
      for (int b = 0; b < kTileCount; ++b) {
        for (int d = 0; d < kTileCount; ++d) {
          if (a == b || a == d || b == d) continue;
          const std::vector<Tile> trick = {Tile::FromIndex(a), Tile::FromIndex(b),
                                           Tile::FromIndex(d)};
          if (table_winner(trick) != NaiveWinner(c, trick) && ++mismatches <= 3) {
            ADD_FAILURE() << FormatTile(trick[0]) << " " << FormatTile(trick[1]) << " "
                          << FormatTile(trick[2]) << ": table says " << table_winner(trick)
                          << ", rules say " << NaiveWinner(c, trick);
          }
        }
      }
    }
    for (int n = 0; n < 20000; ++n) {
      std::vector<Tile> trick;
      while (trick.size() < 4) {
        const Tile t = Tile::FromIndex(static_cast<int>(rng.Below(kTileCount)));
        if (std::find(trick.begin(), trick.end(), t) == trick.end()) trick.push_back(t);
      }
      if (table_winner(trick) != NaiveWinner(c, trick) && ++mismatches <= 3) {
        ADD_FAILURE() << FormatTile(trick[0]) << " " << FormatTile(trick[1]) << " "
                      << FormatTile(trick[2]) << " " << FormatTile(trick[3]);
      }
    }
    EXPECT_EQ(mismatches, 0);
  }
}

// Random hands of every size: the tiles that may be led and followed.
TEST(SpecialRulesTest, LegalLeadsAndFollowsMatchTheNaiveRule) {
  Rng rng(4, 2);
  for (const Contract& c : ContractsUnderTest()) {
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    for (int n = 0; n < 3000; ++n) {
      const int size = 1 + static_cast<int>(rng.Below(7));
      TileSet hand;
      while (hand.size() < size) hand.Add(Tile::FromIndex(static_cast<int>(rng.Below(28))));
      for (bool opening : {false, true}) {
        ASSERT_EQ(rules.Leads(hand, opening), NaiveLegalLead(c, hand, opening))
            << FormatTiles(hand) << " opening=" << opening;
      }
      for (int l = 0; l < kTileCount; ++l) {
        const Tile led = Tile::FromIndex(l);
        if (hand.Contains(led)) continue;
        ASSERT_EQ(rules.Follows(hand, rules.LedSuit(led)), NaiveLegalFollow(c, hand, led))
            << FormatTiles(hand) << " after " << FormatTile(led);
      }
    }
  }
}

// Swappable tiles must be interchangeable: for random hands, swapping them in a trick never
// changes which seat wins (given the other tiles in play), nor what may be played.
TEST(SpecialRulesTest, SwappableTilesWinAndFollowAlike) {
  Rng rng(4, 3);
  for (const Contract& c : ContractsUnderTest()) {
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    for (int n = 0; n < 300; ++n) {
      const Deal deal = DealRandom(Predeal{}, 44, static_cast<uint64_t>(n));
      const TileSet hand = deal.hands[0];
      const TileSet live = TileSet::All();
      for (Tile x : hand) {
        for (Tile y : hand) {
          if (!rules.Swappable(x, y, hand, live)) continue;
          for (int l = 0; l < kTileCount; ++l) {
            const Tile led = Tile::FromIndex(l);
            for (int o = 0; o < kTileCount; ++o) {
              const Tile other = Tile::FromIndex(o);
              if (hand.Contains(led) || hand.Contains(other) || led == other) continue;
              // The hand's tile played second or third, after `led` (and before `other`).
              EXPECT_EQ(NaiveWinner(c, {led, x, other}) == 1, NaiveWinner(c, {led, y, other}) == 1)
                  << FormatTile(x) << "~" << FormatTile(y) << " led " << FormatTile(led);
              EXPECT_EQ(NaiveWinner(c, {x, other}) == 0, NaiveWinner(c, {y, other}) == 0);
            }
            EXPECT_EQ(NaiveLegalFollow(c, hand, led).Contains(x),
                      NaiveLegalFollow(c, hand, led).Contains(y));
          }
          if (c.scoring() == Scoring::kPoints) {
            EXPECT_EQ(x.count(), y.count());
          }
        }
      }
    }
  }
}

// ---- Examples from docs/rules.md, spelled out. ----

TEST(NelloRulesTest, OwnDoublesFormTheirOwnSuit) {
  const Rules rules(Contract::Nello(NelloDoubles::kOwn));
  // A double led calls for doubles, ranked 6-6 high to 0-0 low.
  const TileSet hand = TileSet(T(3, 3)) | T(6, 2) | T(6, 5);
  EXPECT_EQ(rules.Follows(hand, rules.LedSuit(T(6, 6))), TileSet(T(3, 3)));
  EXPECT_GT(rules.Power(rules.LedSuit(T(1, 1)), T(3, 3)),
            rules.Power(rules.LedSuit(T(1, 1)), T(1, 1)));
  // A non-double led calls for its higher end, and a double does not follow it.
  EXPECT_EQ(rules.Follows(TileSet(T(6, 6)) | T(2, 0), rules.LedSuit(T(6, 2))),
            TileSet(T(6, 6)) | T(2, 0));  // void in sixes: anything
  EXPECT_EQ(rules.Follows(hand, rules.LedSuit(T(6, 1))), TileSet(T(6, 2)) | T(6, 5));
  EXPECT_EQ(rules.Power(rules.LedSuit(T(6, 2)), T(6, 6)), 0);  // 6-6 cannot win a sixes trick
}

TEST(NelloRulesTest, HighAndLowDoublesRankInTheirSuit) {
  const Rules high(Contract::Nello(NelloDoubles::kHigh));
  const Rules low(Contract::Nello(NelloDoubles::kLow));
  const Suit sixes = high.LedSuit(T(6, 2));
  EXPECT_EQ(sixes, low.LedSuit(T(6, 2)));
  EXPECT_EQ(high.LedSuit(T(6, 6)), sixes);
  EXPECT_EQ(low.LedSuit(T(6, 6)), sixes);
  EXPECT_GT(high.Power(sixes, T(6, 6)), high.Power(sixes, T(6, 5)));
  EXPECT_LT(low.Power(sixes, T(6, 6)), low.Power(sixes, T(6, 0)));
  EXPECT_GT(low.Power(sixes, T(6, 6)), 0);  // led, 6-6 still wins if nobody follows
  EXPECT_EQ(high.Follows(TileSet(T(6, 6)) | T(2, 0), sixes), TileSet(T(6, 6)));
  EXPECT_EQ(low.Follows(TileSet(T(6, 6)) | T(2, 0), sixes), TileSet(T(6, 6)));
}

TEST(SevensRulesTest, ClosestToSevenWinsAndTheEarliestAmongTies) {
  const Contract c = Contract::Sevens();
  const Rules rules(c);
  // 4-3 (7) beats everything; 5-1 (6) and 4-4 (8) are equally close: the first played wins.
  EXPECT_EQ(NaiveWinner(c, {T(5, 1), T(4, 4), T(4, 3), T(6, 6)}), 2);
  EXPECT_EQ(NaiveWinner(c, {T(5, 1), T(4, 4), T(0, 0)}), 0);
  EXPECT_EQ(NaiveWinner(c, {T(0, 0), T(4, 4), T(5, 1)}), 1);
  EXPECT_EQ(rules.Power(SuitAt(0), T(5, 1)), rules.Power(SuitAt(0), T(4, 4)));
  EXPECT_GT(rules.Power(SuitAt(0), T(4, 3)), rules.Power(SuitAt(0), T(5, 1)));
  // The leader leads anything; a follower must play one of his tiles closest to 7.
  const TileSet hand = TileSet(T(0, 0)) | T(6, 2) | T(5, 1) | T(6, 6);
  EXPECT_EQ(rules.Leads(hand, true), hand);
  EXPECT_EQ(rules.Follows(hand, rules.LedSuit(T(4, 3))), TileSet(T(6, 2)) | T(5, 1));
  // closest-lead: the leader too.
  EXPECT_EQ(Rules(Contract::Sevens(true)).Leads(hand, false), TileSet(T(6, 2)) | T(5, 1));
  EXPECT_FALSE(rules.counts_points());
  EXPECT_EQ(rules.TrickValue(TileSet(T(5, 5)) | T(6, 4) | T(3, 2) | T(4, 1)), 1);
}

TEST(SplashRulesTest, TrumpIsAsNamedAndTricksAreCounted) {
  const Rules splash(Contract::Splash(Trump::kThrees));
  const Rules normal(Contract::Normal(Trump::kThrees));
  EXPECT_EQ(splash.trumps(), TilesShowing(3));
  for (int l = 0; l < kTileCount; ++l) {
    for (int i = 0; i < kTileCount; ++i) {
      const Tile led = Tile::FromIndex(l), t = Tile::FromIndex(i);
      EXPECT_EQ(splash.Power(splash.LedSuit(led), t), normal.Power(normal.LedSuit(led), t));
    }
  }
  EXPECT_FALSE(splash.counts_points());
  EXPECT_EQ(splash.TrickValue(TileSet(T(5, 5)) | T(6, 4)), 1);
  EXPECT_EQ(normal.TrickValue(TileSet(T(5, 5)) | T(6, 4)), 21);
}

// ---- Position: seats, turn order, scoring. ----

Deal SomeDeal(uint64_t index) { return DealRandom(Predeal{}, 2024, index); }

TEST(SpecialPositionTest, NelloPartnerSitsOutAndTricksHaveThreeTiles) {
  for (Seat declarer : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest}) {
    const Rules rules(Contract::Nello(NelloDoubles::kOwn));
    Position p(rules, SomeDeal(1), declarer);
    EXPECT_EQ(p.sitting_out(), PartnerOf(declarer));
    EXPECT_TRUE(p.hand(PartnerOf(declarer)).empty());
    EXPECT_EQ(p.leader(), declarer);
    EXPECT_EQ(rules.trick_size(), 3);
    Rng rng(7, static_cast<uint64_t>(Index(declarer)));
    while (!p.finished()) {
      EXPECT_NE(p.to_move(), PartnerOf(declarer));
      const std::vector<Tile> legal = ToVector(p.Legal());
      const Tile pick = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
      ASSERT_TRUE(p.Play(pick).ok());
    }
    int declarer_won = 0;
    for (const PlayedTrick& t : p.tricks()) {
      EXPECT_EQ(t.tiles.size(), 3u);
      EXPECT_EQ(t.value, 1);
      EXPECT_NE(t.winner, PartnerOf(declarer));
      declarer_won += t.winner == declarer;
    }
    EXPECT_EQ(p.declarer_tricks(), declarer_won);
    EXPECT_EQ(p.taken(TeamOf(declarer)) + p.taken(OtherTeam(TeamOf(declarer))), 7);
  }
}

TEST(SpecialPositionTest, SplashAndPlungePartnerLeadsTheFirstTrick) {
  for (const Contract& c : {Contract::Splash(Trump::kSixes), Contract::Plunge(Trump::kDoubles)}) {
    const Rules rules(c);
    const Position p(rules, SomeDeal(2), Seat::kEast);
    EXPECT_EQ(p.leader(), Seat::kWest);
    EXPECT_EQ(p.to_move(), Seat::kWest);
    EXPECT_FALSE(p.sitting_out().has_value());
    EXPECT_EQ(rules.trick_size(), 4);
  }
  const Rules sevens(Contract::Sevens());
  EXPECT_EQ(Position(sevens, SomeDeal(2), Seat::kEast).leader(), Seat::kEast);
}

TEST(SpecialPositionTest, FirstLeadMustBeATrumpWhenHeld) {
  Contract c = Contract::Normal(Trump::kSixes);
  c.first_lead_trump = true;
  const Rules rules(c);
  const Deal deal = *ParseDeal(
      "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11");
  Position p(rules, deal, Seat::kNorth);
  EXPECT_EQ(p.Legal(), TileSet(T(6, 6)) | T(6, 5) | T(6, 4) | T(6, 3));
  const absl::Status s = p.Play(T(5, 5));
  EXPECT_FALSE(s.ok());
  EXPECT_THAT(std::string(s.message()), HasSubstr("must lead one of"));
  // Without trumps in hand the declarer leads anything; after the opening lead, anything goes.
  Position q(rules, deal, Seat::kSouth);
  EXPECT_EQ(q.Legal(), deal.hand(Seat::kSouth));
  ASSERT_TRUE(p.Play(T(6, 6)).ok());
  ASSERT_TRUE(PlaySequence(p, {T(6, 2), T(4, 4), T(5, 1)}).ok());
  EXPECT_EQ(p.leader(), Seat::kNorth);
  EXPECT_EQ(p.Legal(), deal.hand(Seat::kNorth) ^ T(6, 6));
}

// Position's trick results against NaiveWinner over random full hands of every contract.
TEST(SpecialPositionTest, RandomHandsFollowTheNaiveRules) {
  Rng rng(4, 5);
  for (const Contract& c : ContractsUnderTest()) {
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    for (int n = 0; n < 200; ++n) {
      const Seat declarer = SeatAt(static_cast<int>(rng.Below(4)));
      Position p(rules, SomeDeal(static_cast<uint64_t>(n)), declarer);
      while (!p.finished()) {
        const TileSet hand = p.hand(p.to_move());
        const TileSet naive = p.trick().empty() ? NaiveLegalLead(c, hand, p.tricks().empty())
                                                : NaiveLegalFollow(c, hand, p.trick().front());
        ASSERT_EQ(p.Legal(), naive);
        const std::vector<Tile> legal = ToVector(naive);
        ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
      }
      int declarer_side = 0, declarer_tricks = 0;
      for (const PlayedTrick& t : p.tricks()) {
        Seat seat = t.leader;
        std::vector<Seat> seats;
        for (size_t i = 0; i < t.tiles.size(); ++i) {
          seats.push_back(seat);
          seat = p.Next(seat);
        }
        const Seat winner = seats[NaiveWinner(c, t.tiles)];
        ASSERT_EQ(t.winner, winner);
        TileSet tiles;
        for (Tile x : t.tiles) tiles.Add(x);
        const int value = c.scoring() == Scoring::kPoints ? 1 + CountOf(tiles) : 1;
        EXPECT_EQ(t.value, value);
        if (TeamOf(winner) == TeamOf(declarer)) declarer_side += value;
        declarer_tricks += winner == declarer;
      }
      EXPECT_EQ(p.taken(TeamOf(declarer)), declarer_side);
      EXPECT_EQ(p.declarer_tricks(), declarer_tricks);
    }
  }
}

TEST(ContractTest, ScoringAndMaking) {
  EXPECT_EQ(Contract::Nello(NelloDoubles::kLow).scoring(), Scoring::kDeclarerTricks);
  EXPECT_TRUE(Contract::Nello(NelloDoubles::kOwn).Makes(0));
  EXPECT_FALSE(Contract::Nello(NelloDoubles::kOwn).Makes(1));
  for (const Contract& c :
       {Contract::Sevens(), Contract::Splash(Trump::kFives), Contract::Plunge(Trump::kFollowMe)}) {
    EXPECT_EQ(c.scoring(), Scoring::kTricks);
    EXPECT_EQ(c.max_value(), 7);
    EXPECT_TRUE(c.Makes(7));
    EXPECT_FALSE(c.Makes(6));
  }
  const Contract normal = Contract::Normal(Trump::kSixes);
  EXPECT_TRUE(normal.Makes(42, 84));  // two marks: every trick
  EXPECT_FALSE(normal.Makes(41, 42));
  EXPECT_TRUE(normal.Makes(30, 30));
  EXPECT_EQ(DoublesRequired(ContractKind::kSplash), 3);
  EXPECT_EQ(DoublesRequired(ContractKind::kPlunge), 4);
}

TEST(ContractTest, SplashAndPlungeNeedDoublesInTheDeclarersHand) {
  const TileSet two = *ParseHand("66 33 65 64 63 62 61");
  const TileSet three = *ParseHand("66 33 00 64 63 62 61");
  const TileSet four = *ParseHand("66 33 00 11 63 62 61");
  const absl::Status s = CheckQualifies(Contract::Splash(Trump::kSixes), two);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(),
            "splash needs at least 3 doubles in the declarer's hand; it holds 2 (6-6 3-3)");
  EXPECT_TRUE(CheckQualifies(Contract::Splash(Trump::kSixes), three).ok());
  EXPECT_THAT(std::string(CheckQualifies(Contract::Plunge(Trump::kDoubles), three).message()),
              HasSubstr("plunge needs at least 4 doubles"));
  EXPECT_TRUE(CheckQualifies(Contract::Plunge(Trump::kDoubles), four).ok());
  EXPECT_THAT(
      std::string(CheckQualifies(Contract::Plunge(Trump::kOnes), *ParseHand("65 64 63 62 61 60 54"))
                      .message()),
      HasSubstr("it holds 0"));
  for (const Contract& c :
       {Contract::Normal(Trump::kSixes), Contract::Nello(NelloDoubles::kOwn), Contract::Sevens()}) {
    EXPECT_TRUE(CheckQualifies(c, two).ok());
  }
}

TEST(ContractTest, ContractKindNamesRoundTrip) {
  for (ContractKind k : kAllContractKinds) {
    EXPECT_EQ(*ParseContractKind(ContractKindName(k)), k);
  }
  EXPECT_EQ(*ParseContractKind("NELLO"), ContractKind::kNello);
  EXPECT_THAT(std::string(ParseContractKind("nil").status().message()),
              HasSubstr("unknown contract 'nil'"));
}

}  // namespace
}  // namespace texas42
