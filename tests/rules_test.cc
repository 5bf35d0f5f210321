// The Rules tables against the rules of docs/rules.md written out plainly, for every contract.
//
// Each naive function below restates one rule in the words of docs/rules.md, with no tables: which
// tiles are trumps, which suit a led tile calls, which tiles follow, and who wins a trick. The
// tests compare them with the precomputed tables on every tile and on many random tricks and
// hands, under each of the nine trumps and every special contract and variant.
#include "solver/rules.h"

#include <cstdlib>
#include <ostream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/deal.h"

namespace texas42 {

// Names a contract in test output (defined below).
void PrintTo(const Contract& contract, std::ostream* os);

namespace {

constexpr Tile T(Pip a, Pip b) { return Tile::FromPips(a, b); }

// ---------------------------------------------------------------------------------------------
// The rules, written out plainly.

// "Suit t trump: the 7 tiles that show a t are trumps"; "Doubles trump: the 7 doubles";
// follow-me, nello and sevens have no trumps.
bool NaiveIsTrump(const Contract& c, Tile t) {
  if (!c.has_trump() || c.trump == Trump::kFollowMe) return false;
  if (c.trump == Trump::kDoubles) return t.is_double();
  return t.Shows(static_cast<Pip>(c.trump));
}

// Nello `own`: "the doubles form their own suit".
bool DoublesOwnSuit(const Contract& c) {
  return c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kOwn;
}

// The suit a led tile calls: the trump suit (or nello's doubles suit) as kTrumpSuit; otherwise
// "the suit of its higher end; a non-trump double to its own number".
int NaiveLedSuit(const Contract& c, Tile led) {
  if (c.kind == ContractKind::kSevens) return 0;  // no suits: any suit number will do
  if (NaiveIsTrump(c, led)) return kTrumpSuit;
  if (DoublesOwnSuit(c) && led.is_double()) return kTrumpSuit;
  return led.high();
}

// Whether `t` is "of" the suit called by `led`: "every trump follows" a trump lead; a non-trump
// tile is of suit s when it shows an s, either end; a trump never is; in nello `own` "a double
// does not follow" a non-double lead.
bool NaiveFollowsSuit(const Contract& c, Tile led, Tile t) {
  if (NaiveIsTrump(c, led)) return NaiveIsTrump(c, t);
  if (DoublesOwnSuit(c) && led.is_double()) return t.is_double();
  if (NaiveIsTrump(c, t)) return false;
  if (DoublesOwnSuit(c) && t.is_double()) return false;
  return t.Shows(led.high());
}

int DistanceFromSeven(Tile t) { return std::abs(t.pip_total() - 7); }

// Sevens: "every later player must play one of his tiles closest to 7".
TileSet NaiveClosestToSeven(TileSet hand) {
  int closest = 100;
  for (Tile t : hand) closest = std::min(closest, DistanceFromSeven(t));
  TileSet closest_tiles;
  for (Tile t : hand) {
    if (DistanceFromSeven(t) == closest) closest_tiles.Add(t);
  }
  return closest_tiles;
}

// "A player must play a tile of the led suit if he holds one ... A player who cannot follow may
// play any tile."
TileSet NaiveFollows(const Contract& c, TileSet hand, Tile led) {
  if (c.kind == ContractKind::kSevens) return NaiveClosestToSeven(hand);
  TileSet following;
  for (Tile t : hand) {
    if (NaiveFollowsSuit(c, led, t)) following.Add(t);
  }
  return following.empty() ? hand : following;
}

// The tiles that may be led: any tile, except under the first-lead-trump option and the sevens
// `closest-lead` variant.
TileSet NaiveLeads(const Contract& c, TileSet hand, bool opening) {
  if (opening && c.first_lead_trump) {
    TileSet trumps;
    for (Tile t : hand) {
      if (NaiveIsTrump(c, t)) trumps.Add(t);
    }
    if (!trumps.empty()) return trumps;
  }
  if (c.kind == ContractKind::kSevens && c.sevens_closest_lead) return NaiveClosestToSeven(hand);
  return hand;
}

// Rank of a trump, higher is better: "t-t highest, then by the other end, high to low";
// doubles trump "ranked 6-6 high to 0-0 low".
int NaiveTrumpRank(const Contract& c, Tile t) {
  if (c.trump == Trump::kDoubles) return t.high();
  const Pip trump = static_cast<Pip>(c.trump);
  return t.is_double() ? 7 : t.OtherEnd(trump);
}

// Rank of a tile that follows the suit called by `led`: "s-s is highest, then by the other end,
// high to low"; nello `low`: "doubles are the lowest of their suit"; nello `own`: the doubles
// suit ranks by pip.
int NaiveSuitRank(const Contract& c, Tile led, Tile t) {
  if (DoublesOwnSuit(c) && led.is_double()) return t.high();
  const Pip suit = led.high();
  if (t.is_double()) {
    return c.kind == ContractKind::kNello && c.nello_doubles == NelloDoubles::kLow ? -1 : 7;
  }
  return t.OtherEnd(suit);
}

// Returns the position in `trick` of the tile that wins it: "the highest trump played; if none,
// the highest tile of the led suit"; sevens: "the tile whose pip total is closest to 7 wins;
// among equally close tiles the first played wins".
size_t NaiveWinner(const Contract& c, const std::vector<Tile>& trick) {
  size_t winner = 0;
  if (c.kind == ContractKind::kSevens) {
    for (size_t i = 1; i < trick.size(); ++i) {
      if (DistanceFromSeven(trick[i]) < DistanceFromSeven(trick[winner])) winner = i;
    }
    return winner;
  }
  const Tile led = trick[0];
  bool trumped = NaiveIsTrump(c, led);
  for (size_t i = 1; i < trick.size(); ++i) {
    const Tile t = trick[i];
    if (NaiveIsTrump(c, t)) {
      if (!trumped || NaiveTrumpRank(c, t) > NaiveTrumpRank(c, trick[winner])) winner = i;
      trumped = true;
    } else if (!trumped && NaiveFollowsSuit(c, led, t) &&
               NaiveSuitRank(c, led, t) > NaiveSuitRank(c, led, trick[winner])) {
      winner = i;
    }
  }
  return winner;
}

// "5-5 and 6-4 are worth 10, 5-0, 4-1, 3-2 are worth 5"; each trick is worth 1 point.
int NaiveCount(Tile t) {
  if (t == T(5, 5) || t == T(6, 4)) return 10;
  if (t == T(5, 0) || t == T(4, 1) || t == T(3, 2)) return 5;
  return 0;
}

// ---------------------------------------------------------------------------------------------
// What the tables say.

// Returns the position of the trick's winner the way play decides it: the first tile of the
// highest power.
size_t TableWinner(const Rules& rules, const std::vector<Tile>& trick) {
  const Suit suit = rules.LedSuit(trick[0]);
  size_t winner = 0;
  for (size_t i = 1; i < trick.size(); ++i) {
    if (rules.Power(suit, trick[i]) > rules.Power(suit, trick[winner])) winner = i;
  }
  return winner;
}

std::string Describe(const std::vector<Tile>& tiles) {
  std::string out;
  for (Tile t : tiles) absl::StrAppend(&out, out.empty() ? "" : " ", FormatTile(t));
  return out;
}

// Every contract and variant the rules know.
std::vector<Contract> AllContracts() {
  std::vector<Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back(Contract::Normal(t));
  for (Trump t : kAllTrumps) {
    Contract c = Contract::Normal(t);
    c.first_lead_trump = true;
    contracts.push_back(c);
  }
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    contracts.push_back(Contract::Nello(d));
  }
  contracts.push_back(Contract::Sevens(false));
  contracts.push_back(Contract::Sevens(true));
  for (Trump t : {Trump::kBlanks, Trump::kFives, Trump::kSixes, Trump::kDoubles}) {
    contracts.push_back(Contract::Splash(t));
    contracts.push_back(Contract::Plunge(t));
  }
  return contracts;
}

std::string ContractLabel(const Contract& c) {
  std::string label(ContractName(c));
  if (c.has_trump() && c.kind != ContractKind::kNormal)
    absl::StrAppend(&label, "_", TrumpName(c.trump));
  if (c.kind == ContractKind::kNello)
    absl::StrAppend(&label, "_", NelloDoublesName(c.nello_doubles));
  if (c.kind == ContractKind::kSevens && c.sevens_closest_lead) absl::StrAppend(&label, "_closest");
  if (c.first_lead_trump) absl::StrAppend(&label, "_first_lead_trump");
  return label;
}

std::vector<Tile> AllTiles() {
  std::vector<Tile> tiles;
  for (Tile t : TileSet::All()) tiles.push_back(t);
  return tiles;
}

// Returns a random set of `size` tiles drawn from `from`.
TileSet RandomTiles(Rng& rng, TileSet from, int size) {
  TileSet chosen;
  while (chosen.size() < size) {
    std::vector<Tile> pool;
    for (Tile t : from & ~chosen) pool.push_back(t);
    chosen.Add(pool[rng.Below(static_cast<uint32_t>(pool.size()))]);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// The table tests, run for every contract.

class RulesTableTest : public ::testing::TestWithParam<Contract> {
 protected:
  const Contract& contract() const { return GetParam(); }
  const Rules rules_{GetParam()};
};

TEST_P(RulesTableTest, TrumpsAreTheTilesTheContractNames) {
  TileSet trumps;
  for (Tile t : AllTiles()) {
    if (NaiveIsTrump(contract(), t)) trumps.Add(t);
  }
  EXPECT_EQ(rules_.trumps(), trumps);
  EXPECT_EQ(trumps.size(), contract().has_trump() && contract().trump != Trump::kFollowMe ? 7 : 0);
}

TEST_P(RulesTableTest, EveryLedTileCallsItsSuitAndCompetes) {
  for (Tile t : AllTiles()) {
    SCOPED_TRACE(FormatTile(t));
    EXPECT_EQ(rules_.LedSuit(t), NaiveLedSuit(contract(), t));
    EXPECT_GT(rules_.Power(rules_.LedSuit(t), t), 0) << "the led tile must be able to win";
  }
}

// The suit tests, for the contracts that have suits (all but sevens).
using SuitRulesTableTest = RulesTableTest;

TEST_P(SuitRulesTableTest, SuitTilesAreTheTilesThatFollowTheLead) {
  for (Tile led : AllTiles()) {
    TileSet of_suit;
    for (Tile t : AllTiles()) {
      if (NaiveFollowsSuit(contract(), led, t)) of_suit.Add(t);
    }
    EXPECT_EQ(rules_.SuitTiles(rules_.LedSuit(led)), of_suit) << FormatTile(led) << " led";
  }
}

TEST_P(SuitRulesTableTest, ATileThatNeitherFollowsNorTrumpsCannotWin) {
  for (Tile led : AllTiles()) {
    for (Tile t : AllTiles()) {
      const bool competes = NaiveFollowsSuit(contract(), led, t) || NaiveIsTrump(contract(), t);
      EXPECT_EQ(rules_.Power(rules_.LedSuit(led), t) > 0, competes)
          << FormatTile(t) << " on " << FormatTile(led) << " led";
    }
  }
}

TEST_P(RulesTableTest, EveryThreeTileTrickGoesToTheNaiveWinner) {
  // Exhaustive over the lead and the next two tiles: every comparison a trick can make.
  for (Tile a : AllTiles()) {
    for (Tile b : AllTiles()) {
      for (Tile c : AllTiles()) {
        if (a == b || a == c || b == c) continue;
        const std::vector<Tile> trick = {a, b, c};
        ASSERT_EQ(TableWinner(rules_, trick), NaiveWinner(contract(), trick)) << Describe(trick);
      }
    }
  }
}

TEST_P(RulesTableTest, RandomLegalTricksGoToTheNaiveWinner) {
  Rng rng(2024, static_cast<uint64_t>(rules_.trick_size()));
  for (uint64_t index = 0; index < 3000; ++index) {
    const Deal deal = DealRandom(Predeal{}, 11, index);
    // Each seat in turn plays a random tile that the naive rules allow.
    std::vector<Tile> trick;
    for (int seat = 0; seat < rules_.trick_size(); ++seat) {
      const TileSet hand = deal.hands[seat];
      const TileSet allowed = trick.empty() ? hand : NaiveFollows(contract(), hand, trick[0]);
      trick.push_back(RandomTiles(rng, allowed, 1).Lowest());
    }
    ASSERT_EQ(TableWinner(rules_, trick), NaiveWinner(contract(), trick)) << Describe(trick);
  }
}

TEST_P(RulesTableTest, FollowsAllowsExactlyWhatTheRulesAllow) {
  Rng rng(7, 7);
  for (int round = 0; round < 300; ++round) {
    for (Tile led : AllTiles()) {
      const int size = 1 + static_cast<int>(rng.Below(kTricksPerHand));
      const TileSet hand = RandomTiles(rng, ~TileSet(led), size);
      ASSERT_EQ(rules_.Follows(hand, rules_.LedSuit(led)), NaiveFollows(contract(), hand, led))
          << FormatTiles(hand) << " on " << FormatTile(led) << " led";
    }
  }
}

TEST_P(RulesTableTest, LeadsAllowsExactlyWhatTheRulesAllow) {
  Rng rng(8, 8);
  for (int round = 0; round < 2000; ++round) {
    const int size = 1 + static_cast<int>(rng.Below(kTricksPerHand));
    const TileSet hand = RandomTiles(rng, TileSet::All(), size);
    for (bool opening : {true, false}) {
      ASSERT_EQ(rules_.Leads(hand, opening), NaiveLeads(contract(), hand, opening))
          << FormatTiles(hand) << (opening ? " (opening lead)" : "");
    }
  }
}

TEST_P(RulesTableTest, TricksAreWorthOnePointPlusCountOrOneTrick) {
  const bool points = contract().kind == ContractKind::kNormal;
  EXPECT_EQ(rules_.counts_points(), points);
  Rng rng(9, 9);
  for (int round = 0; round < 1000; ++round) {
    const TileSet trick = RandomTiles(rng, TileSet::All(), rules_.trick_size());
    int count = 0;
    for (Tile t : trick) count += NaiveCount(t);
    EXPECT_EQ(rules_.TrickValue(trick), points ? 1 + count : 1) << FormatTiles(trick);
  }
}

TEST_P(RulesTableTest, NelloTricksHaveThreeTiles) {
  EXPECT_EQ(rules_.trick_size(), contract().kind == ContractKind::kNello ? 3 : 4);
}

std::string ContractTestName(const ::testing::TestParamInfo<Contract>& param) {
  return ContractLabel(param.param);
}

std::vector<Contract> ContractsWithSuits() {
  std::vector<Contract> contracts;
  for (const Contract& c : AllContracts()) {
    if (c.kind != ContractKind::kSevens) contracts.push_back(c);
  }
  return contracts;
}

INSTANTIATE_TEST_SUITE_P(AllContracts, RulesTableTest, ::testing::ValuesIn(AllContracts()),
                         ContractTestName);
INSTANTIATE_TEST_SUITE_P(ContractsWithSuits, SuitRulesTableTest,
                         ::testing::ValuesIn(ContractsWithSuits()), ContractTestName);

// ---------------------------------------------------------------------------------------------
// The worked examples of docs/rules.md.

TEST(RulesExamplesTest, ThreesTrumpLeadsAndFollows) {
  const Rules threes(Contract::Normal(Trump::kThrees));
  EXPECT_EQ(threes.LedSuit(T(6, 2)), 6) << "6-2 leads sixes";
  EXPECT_EQ(threes.LedSuit(T(6, 3)), kTrumpSuit) << "6-3 leads trumps";
  EXPECT_EQ(threes.LedSuit(T(2, 1)), 2) << "2-1 leads twos";
  // 6-3 does not follow sixes: a hand of 6-3 and 1-0 may play either on 6-2.
  const TileSet hand = TileSet(T(6, 3)) | TileSet(T(1, 0));
  EXPECT_EQ(threes.Follows(hand, threes.LedSuit(T(6, 2))), hand);
  // ... but 6-3 must follow a trump lead.
  EXPECT_EQ(threes.Follows(hand, threes.LedSuit(T(3, 0))), TileSet(T(6, 3)));
}

TEST(RulesExamplesTest, EitherEndFollows) {
  const Rules sixes(Contract::Normal(Trump::kSixes));
  const TileSet hand = TileSet(T(6, 5)) | TileSet(T(5, 1)) | TileSet(T(2, 0));
  // Sixes trump: 6-5 is a trump, so only 5-1 follows fives.
  EXPECT_EQ(sixes.Follows(hand, sixes.LedSuit(T(5, 0))), TileSet(T(5, 1)));
  const Rules blanks(Contract::Normal(Trump::kBlanks));
  // 6-5 follows fives (either end counts) when it is not a trump.
  EXPECT_EQ(blanks.Follows(hand, blanks.LedSuit(T(5, 4))), TileSet(T(6, 5)) | TileSet(T(5, 1)));
}

TEST(RulesExamplesTest, TrumpRanksDoubleThenOtherEnd) {
  const Rules fours(Contract::Normal(Trump::kFours));
  const Suit trump = fours.LedSuit(T(4, 0));
  const std::vector<Tile> high_to_low = {T(4, 4), T(6, 4), T(5, 4), T(4, 3),
                                         T(4, 2), T(4, 1), T(4, 0)};
  for (size_t i = 1; i < high_to_low.size(); ++i) {
    EXPECT_GT(fours.Power(trump, high_to_low[i - 1]), fours.Power(trump, high_to_low[i]));
  }
  // The lowest trump beats the highest tile of the led suit.
  EXPECT_GT(fours.Power(fours.LedSuit(T(6, 6)), T(4, 0)), fours.Power(SuitAt(6), T(6, 6)));
}

TEST(RulesExamplesTest, AnOffSuitTileNeverWins) {
  const Rules followme(Contract::Normal(Trump::kFollowMe));
  // 2-1 led: 6-6 neither follows twos nor trumps, so the 2-1 keeps the trick.
  EXPECT_EQ(followme.Power(followme.LedSuit(T(2, 1)), T(6, 6)), 0);
  EXPECT_GT(followme.Power(SuitAt(2), T(2, 0)), 0);
}

TEST(RulesExamplesTest, NelloDoublesVariants) {
  const Rules own(Contract::Nello(NelloDoubles::kOwn));
  const Rules high(Contract::Nello(NelloDoubles::kHigh));
  const Rules low(Contract::Nello(NelloDoubles::kLow));
  const TileSet hand = TileSet(T(5, 5)) | TileSet(T(5, 1)) | TileSet(T(2, 2));
  // own: a double led calls for doubles; a double does not follow fives.
  EXPECT_EQ(own.Follows(hand, own.LedSuit(T(6, 6))), TileSet(T(5, 5)) | TileSet(T(2, 2)));
  EXPECT_EQ(own.Follows(hand, own.LedSuit(T(5, 0))), TileSet(T(5, 1)));
  // high and low: 5-5 is a five, the highest or the lowest.
  EXPECT_EQ(high.Follows(hand, high.LedSuit(T(5, 0))), TileSet(T(5, 5)) | TileSet(T(5, 1)));
  EXPECT_GT(high.Power(SuitAt(5), T(5, 5)), high.Power(SuitAt(5), T(6, 5)));
  EXPECT_LT(low.Power(SuitAt(5), T(5, 5)), low.Power(SuitAt(5), T(5, 0)));
  EXPECT_TRUE(own.trumps().empty());
}

TEST(RulesExamplesTest, SevensClosestToSevenWinsFirstAmongEquals) {
  const Rules sevens(Contract::Sevens());
  // 4-3 (7) beats 6-0 (6) and 5-3 (8); 6-1 and 5-2 (both 7): the first played wins.
  EXPECT_EQ(TableWinner(sevens, {T(6, 0), T(5, 3), T(4, 3), T(2, 1)}), 2u);
  EXPECT_EQ(TableWinner(sevens, {T(6, 1), T(5, 2), T(4, 3), T(0, 0)}), 0u);
  EXPECT_EQ(TableWinner(sevens, {T(0, 0), T(6, 6), T(6, 2), T(5, 1)}), 2u);
  // A follower must play a tile closest to 7; the leader may lead anything, except with
  // `closest-lead`.
  const TileSet hand = TileSet(T(6, 6)) | TileSet(T(4, 4)) | TileSet(T(5, 1));
  EXPECT_EQ(sevens.Follows(hand, sevens.LedSuit(T(0, 0))), TileSet(T(4, 4)) | TileSet(T(5, 1)));
  EXPECT_EQ(sevens.Leads(hand, false), hand);
  EXPECT_EQ(Rules(Contract::Sevens(true)).Leads(hand, false), TileSet(T(4, 4)) | TileSet(T(5, 1)));
}

TEST(RulesExamplesTest, FirstLeadMustBeATrumpWhenHeld) {
  Contract c = Contract::Normal(Trump::kFives);
  c.first_lead_trump = true;
  const Rules fives(c);
  const TileSet with_trump = TileSet(T(5, 0)) | TileSet(T(6, 6)) | TileSet(T(4, 1));
  EXPECT_EQ(fives.Leads(with_trump, true), TileSet(T(5, 0)));
  EXPECT_EQ(fives.Leads(with_trump, false), with_trump);
  const TileSet no_trump = TileSet(T(6, 6)) | TileSet(T(4, 1));
  EXPECT_EQ(fives.Leads(no_trump, true), no_trump);
}

TEST(CountTest, ThirtyFiveCountInTheSet) {
  int count = 0;
  for (Tile t : AllTiles()) {
    EXPECT_EQ(t.count(), NaiveCount(t)) << FormatTile(t);
    count += NaiveCount(t);
  }
  EXPECT_EQ(count, 35);
  EXPECT_EQ(CountOf(TileSet::All()), 35);
  EXPECT_EQ(CountOf(TileSet::All()) + kTricksPerHand, kTotalPoints);
}

}  // namespace

void PrintTo(const Contract& contract, std::ostream* os) { *os << ContractLabel(contract); }

}  // namespace texas42
