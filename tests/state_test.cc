// Position: a hand played one tile at a time, as docs/rules.md describes play.
//
// Turn order, following suit, trick winners and points, the nello three-tile trick, the splash
// and plunge lead, and the errors for tiles that may not be played.
#include "solver/state.h"

#include <ostream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/deal.h"
#include "solver/rng.h"
#include "solver/rules.h"
#include "tests/in_progress.h"

namespace texas42 {

// Names a contract in test output (defined below).
void PrintTo(const Contract& contract, std::ostream* os);

namespace {

using ::testing::HasSubstr;

constexpr Tile T(Pip a, Pip b) { return Tile::FromPips(a, b); }

// North 6-6 6-5 6-4 6-3 5-5 4-1 1-0; East 6-2 6-1 6-0 5-4 5-3 5-2 0-0;
// South 4-4 4-3 4-2 4-0 3-3 3-2 3-1; West 5-1 5-0 3-0 2-2 2-1 2-0 1-1.
Deal ExampleDeal() {
  return ParseDeal(
             "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11")
      .value();
}

std::vector<Tile> Tiles(const char* text) { return ParseTiles(text).value(); }

// Plays a random legal tile for whoever is to move until the hand is over.
void PlayOutRandomly(Position& position, Rng& rng) {
  while (!position.finished()) {
    std::vector<Tile> legal;
    for (Tile t : position.Legal()) legal.push_back(t);
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(position.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  }
}

TEST(PositionTest, DeclarerLeadsAndPlayPassesClockwise) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  EXPECT_EQ(position.leader(), Seat::kNorth);
  EXPECT_EQ(position.to_move(), Seat::kNorth);
  EXPECT_EQ(position.tricks_left(), 7);
  EXPECT_FALSE(position.sitting_out().has_value());
  for (Seat next : {Seat::kEast, Seat::kSouth, Seat::kWest}) {
    ASSERT_TRUE(position.Play(position.Legal().Lowest()).ok());
    EXPECT_EQ(position.to_move(), next);
    EXPECT_EQ(position.leader(), Seat::kNorth);
  }
  EXPECT_EQ(position.trick().size(), 3u);

  Position east(rules, ExampleDeal(), Seat::kEast);
  EXPECT_EQ(east.to_move(), Seat::kEast);
  EXPECT_EQ(east.Next(Seat::kWest), Seat::kNorth);
}

TEST(PositionTest, TheHighestTrumpWinsAndTheWinnerLeads) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  // N leads 1-0 (ones); E has no one (6-1 is a trump) and trumps with 6-0; S follows 3-1;
  // W follows 1-1.
  ASSERT_TRUE(PlaySequence(position, Tiles("10 60 31 11")).ok());
  ASSERT_EQ(position.tricks().size(), 1u);
  const PlayedTrick& trick = position.tricks().back();
  EXPECT_EQ(trick.leader, Seat::kNorth);
  EXPECT_EQ(trick.winner, Seat::kEast);
  EXPECT_EQ(trick.tiles, Tiles("10 60 31 11"));
  EXPECT_EQ(trick.value, 1);  // no count
  EXPECT_EQ(position.taken(Team::kEastWest), 1);
  EXPECT_EQ(position.taken(Team::kNorthSouth), 0);
  EXPECT_EQ(position.leader(), Seat::kEast);
  EXPECT_EQ(position.to_move(), Seat::kEast);
  EXPECT_TRUE(position.trick().empty());
  EXPECT_EQ(position.tricks_left(), 6);
  EXPECT_FALSE(position.hand(Seat::kNorth).Contains(T(1, 0)));
  EXPECT_EQ(position.deal(), ExampleDeal()) << "the deal is kept as it was dealt";
}

TEST(PositionTest, TheHighestOfTheLedSuitWinsWithoutTrumps) {
  const Rules rules(Contract::Normal(Trump::kFollowMe));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  // N leads 6-3 (sixes); E follows 6-2; S has no six and plays 3-3; W plays 1-1. 6-3 wins.
  ASSERT_TRUE(PlaySequence(position, Tiles("63 62 33 11")).ok());
  EXPECT_EQ(position.tricks().back().winner, Seat::kNorth);
  EXPECT_EQ(position.taken(Team::kNorthSouth), 1);
  // N leads 5-5: the double is the highest five. E follows 5-4, S has no five and sheds 3-2,
  // W follows 5-0: the trick is worth 1 + 10 (5-5) + 5 (3-2) + 5 (5-0).
  ASSERT_TRUE(PlaySequence(position, Tiles("55 54 32 50")).ok());
  EXPECT_EQ(position.tricks().back().winner, Seat::kNorth);
  EXPECT_EQ(position.tricks().back().value, 21);
  EXPECT_EQ(position.taken(Team::kNorthSouth), 1 + 21);
  EXPECT_EQ(position.taken(Team::kEastWest), 0);
}

TEST(PositionTest, RejectsATileNotHeldAndARenege) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  const absl::Status not_held = position.Play(T(6, 2));  // East's tile, North to play
  ASSERT_FALSE(not_held.ok());
  EXPECT_THAT(not_held.message(), HasSubstr("North does not hold 6-2"));
  EXPECT_THAT(not_held.message(), HasSubstr("trick 1"));

  ASSERT_TRUE(position.Play(T(6, 6)).ok());
  // East holds trumps (6-2 6-1 6-0) and may not play 5-4 on a trump lead.
  const absl::Status renege = position.Play(T(5, 4));
  ASSERT_FALSE(renege.ok());
  EXPECT_THAT(renege.message(), HasSubstr("East may not play 5-4"));
  EXPECT_THAT(renege.message(), HasSubstr("6-2 6-1 6-0"));
  // A rejected tile changes nothing.
  EXPECT_EQ(position.to_move(), Seat::kEast);
  EXPECT_EQ(position.trick(), Tiles("66"));
  EXPECT_TRUE(position.hand(Seat::kEast).Contains(T(5, 4)));
  // Out of turn: North's tile again is not East's to play.
  const absl::Status out_of_turn = position.Play(T(6, 5));
  ASSERT_FALSE(out_of_turn.ok());
  EXPECT_THAT(out_of_turn.message(), HasSubstr("East does not hold 6-5"));
}

TEST(PositionTest, PlaySequenceStopsAtTheFirstIllegalTile) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  // East wins the first trick and leads 6-2; South cannot hold 1-0, North's tile.
  const absl::Status status = PlaySequence(position, Tiles("10 60 31 11 62 41"));
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(status.message(), HasSubstr("South does not hold 4-1"));
  EXPECT_THAT(status.message(), HasSubstr("trick 2"));
  EXPECT_EQ(position.trick(), Tiles("62")) << "the tiles before the error are played";

  Position after(rules, ExampleDeal(), Seat::kNorth);
  ASSERT_TRUE(PlaySequence(after, {}).ok());
  EXPECT_EQ(after.tricks_left(), 7);
}

TEST(PositionTest, NothingMayBePlayedAfterTheHand) {
  const Rules rules(Contract::Normal(Trump::kFives));
  Position position(rules, ExampleDeal(), Seat::kWest);
  Rng rng(1, 1);
  PlayOutRandomly(position, rng);
  ASSERT_TRUE(position.finished());
  EXPECT_TRUE(position.Legal().empty());
  const absl::Status status = position.Play(T(6, 6));
  ASSERT_FALSE(status.ok());
  EXPECT_THAT(status.message(), HasSubstr("after the hand is over"));
}

TEST(PositionTest, NelloPartnerSitsOutOfThreeTileTricks) {
  const Rules rules(Contract::Nello(NelloDoubles::kOwn));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  EXPECT_EQ(position.sitting_out(), Seat::kSouth);
  EXPECT_TRUE(position.hand(Seat::kSouth).empty());
  EXPECT_EQ(position.Next(Seat::kEast), Seat::kWest);
  // N leads 1-0 (ones): E follows 6-1 (no trumps in nello); S is skipped; W follows 5-1.
  ASSERT_TRUE(position.Play(T(1, 0)).ok());
  EXPECT_EQ(position.to_move(), Seat::kEast);
  EXPECT_EQ(position.Legal(), TileSet(T(6, 1)));
  ASSERT_TRUE(position.Play(T(6, 1)).ok());
  EXPECT_EQ(position.to_move(), Seat::kWest);
  EXPECT_EQ(position.Legal(), TileSet(T(5, 1)) | TileSet(T(2, 1)))
      << "1-1 is a double, not a one, in nello `own`";
  const absl::Status south = position.Play(T(4, 4));
  ASSERT_FALSE(south.ok()) << "South sits out";
  ASSERT_TRUE(position.Play(T(5, 1)).ok());
  ASSERT_EQ(position.tricks().size(), 1u);
  EXPECT_EQ(position.tricks().back().tiles.size(), 3u);
  EXPECT_EQ(position.tricks().back().winner, Seat::kEast) << "6-1 is the highest one";
  EXPECT_EQ(position.tricks().back().value, 1) << "nello counts tricks";
  EXPECT_EQ(position.declarer_tricks(), 0);
  EXPECT_EQ(position.to_move(), Seat::kEast);
  // E leads 0-0, which calls for doubles: W (after the skipped South) plays 1-1, N 6-6 wins.
  ASSERT_TRUE(PlaySequence(position, Tiles("00 11 66")).ok());
  EXPECT_EQ(position.tricks().back().winner, Seat::kNorth) << "6-6 is the highest double";
  EXPECT_EQ(position.declarer_tricks(), 1);
  EXPECT_EQ(position.taken(Team::kNorthSouth), 1);
}

TEST(PositionTest, SplashAndPlungePartnerLeads) {
  for (const Contract& c : {Contract::Splash(Trump::kSixes), Contract::Plunge(Trump::kDoubles)}) {
    const Rules rules(c);
    for (Seat declarer : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest}) {
      const Position position(rules, ExampleDeal(), declarer);
      EXPECT_EQ(position.leader(), PartnerOf(declarer)) << ContractName(c);
      EXPECT_EQ(position.to_move(), PartnerOf(declarer)) << ContractName(c);
      EXPECT_FALSE(position.sitting_out().has_value());
    }
  }
}

// The accounting every legal hand obeys, for every kind of contract.
class PlayoutTest : public ::testing::TestWithParam<Contract> {};

TEST_P(PlayoutTest, RandomLegalPlayoutsAccountForEveryTileAndPoint) {
  const Rules rules(GetParam());
  const bool nello = GetParam().kind == ContractKind::kNello;
  Rng rng(5, static_cast<uint64_t>(GetParam().kind));
  for (uint64_t index = 0; index < 200; ++index) {
    const Deal deal = DealRandom(Predeal{}, 3, index);
    const Seat declarer = SeatAt(static_cast<int>(index));
    Position position(rules, deal, declarer);
    PlayOutRandomly(position, rng);
    ASSERT_TRUE(position.finished());
    ASSERT_EQ(position.tricks().size(), 7u);

    TileSet played;
    int total = 0;
    int declarer_tricks = 0;
    Seat expected_leader = GetParam().partner_leads() ? PartnerOf(declarer) : declarer;
    for (const PlayedTrick& trick : position.tricks()) {
      EXPECT_EQ(trick.leader, expected_leader) << "the winner of a trick leads the next";
      EXPECT_EQ(trick.tiles.size(), nello ? 3u : 4u);
      Seat seat = trick.leader;
      for (Tile t : trick.tiles) {
        EXPECT_FALSE(played.Contains(t)) << FormatTile(t) << " played twice";
        EXPECT_TRUE(deal.hand(seat).Contains(t)) << SeatName(seat) << " played " << FormatTile(t);
        EXPECT_FALSE(nello && seat == PartnerOf(declarer)) << "the nello partner played";
        played.Add(t);
        seat = position.Next(seat);
      }
      EXPECT_EQ(trick.value,
                rules.TrickValue(TileSet(trick.tiles.front()) | TileSet(trick.tiles[1]) |
                                 TileSet(trick.tiles[2]) | TileSet(trick.tiles.back())));
      total += trick.value;
      declarer_tricks += trick.winner == declarer;
      expected_leader = trick.winner;
    }
    if (nello) {
      EXPECT_EQ(played, ~deal.hand(PartnerOf(declarer))) << "21 tiles are played in nello";
    } else {
      EXPECT_EQ(played, TileSet::All()) << "all 28 tiles are played";
    }
    const int expected_total = rules.counts_points() ? kTotalPoints : kTricksPerHand;
    EXPECT_EQ(total, expected_total);
    EXPECT_EQ(position.taken(Team::kNorthSouth) + position.taken(Team::kEastWest), expected_total);
    EXPECT_EQ(position.declarer_tricks(), declarer_tricks);
  }
}

std::string ContractTestName(const ::testing::TestParamInfo<Contract>& param) {
  const Contract& c = param.param;
  std::string name(ContractName(c));
  if (c.kind == ContractKind::kNello) name += absl::StrCat("_", NelloDoublesName(c.nello_doubles));
  if (c.kind == ContractKind::kSevens && c.sevens_closest_lead) name += "_closest";
  if (c.kind == ContractKind::kSplash || c.kind == ContractKind::kPlunge) {
    name += absl::StrCat("_", TrumpName(c.trump));
  }
  return name;
}

INSTANTIATE_TEST_SUITE_P(
    AllKinds, PlayoutTest,
    ::testing::Values(Contract::Normal(Trump::kBlanks), Contract::Normal(Trump::kThrees),
                      Contract::Normal(Trump::kSixes), Contract::Normal(Trump::kDoubles),
                      Contract::Normal(Trump::kFollowMe), Contract::Nello(NelloDoubles::kOwn),
                      Contract::Nello(NelloDoubles::kHigh), Contract::Nello(NelloDoubles::kLow),
                      Contract::Sevens(false), Contract::Sevens(true),
                      Contract::Splash(Trump::kFours), Contract::Plunge(Trump::kDoubles)),
    ContractTestName);

TEST(PositionTest, LegalIsWhatPlayAccepts) {
  const Rules rules(Contract::Normal(Trump::kTwos));
  Rng rng(6, 6);
  for (uint64_t index = 0; index < 50; ++index) {
    Position position(rules, DealRandom(Predeal{}, 4, index), Seat::kSouth);
    while (!position.finished()) {
      const TileSet legal = position.Legal();
      const TileSet hand = position.hand(position.to_move());
      EXPECT_EQ(legal & ~hand, TileSet()) << "only held tiles are legal";
      for (Tile t : hand) {
        Position copy = position;
        EXPECT_EQ(copy.Play(t).ok(), legal.Contains(t)) << FormatTile(t);
      }
      std::vector<Tile> tiles;
      for (Tile t : legal) tiles.push_back(t);
      ASSERT_TRUE(position.Play(tiles[rng.Below(static_cast<uint32_t>(tiles.size()))]).ok());
    }
  }
}

TEST(PositionTest, FirstLeadTrumpOptionBindsOnlyTheOpeningLead) {
  Contract c = Contract::Normal(Trump::kSixes);
  c.first_lead_trump = true;
  const Rules rules(c);
  Position position(rules, ExampleDeal(), Seat::kNorth);
  EXPECT_EQ(position.Legal(), rules.trumps() & position.hand(Seat::kNorth));
  EXPECT_FALSE(position.Play(T(4, 1)).ok());
  ASSERT_TRUE(PlaySequence(position, Tiles("66 62 44 11")).ok());
  EXPECT_EQ(position.Legal(), position.hand(Seat::kNorth)) << "later leads are free";
}

// A hand resumed from what it is now plays on as the hand itself: the same seat to move, the
// same legal tiles, the same tricks left and taken, to the end of the hand.
TEST(PositionTest, AResumedHandPlaysOnAsTheHandItself) {
  Rng rng(8, 1);
  for (const Contract& contract :
       {Contract::Normal(Trump::kFives), Contract::Normal(Trump::kDoubles),
        Contract::Normal(Trump::kFollowMe), Contract::Nello(NelloDoubles::kOwn),
        Contract::Nello(NelloDoubles::kLow), Contract::Sevens(false), Contract::Sevens(true),
        Contract::Splash(Trump::kThrees), Contract::Plunge(Trump::kFollowMe)}) {
    const Rules rules(contract);
    for (uint64_t index = 0; index < 6; ++index) {
      const Seat declarer = SeatAt(static_cast<int>(index));
      Position position(rules, DealRandom(Predeal{}, 12, index), declarer);
      const int plays = static_cast<int>(rng.Below(27));
      for (int k = 0; k < plays && !position.finished(); ++k) {
        std::vector<Tile> legal;
        for (Tile t : position.Legal()) legal.push_back(t);
        ASSERT_TRUE(position.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
      }
      absl::StatusOr<Position> resumed = Position::Resume(rules, declarer, NowOf(position));
      ASSERT_TRUE(resumed.ok()) << resumed.status();
      while (!position.finished()) {
        ASSERT_EQ(resumed->to_move(), position.to_move());
        ASSERT_EQ(resumed->Legal(), position.Legal());
        ASSERT_EQ(resumed->tricks_left(), position.tricks_left());
        ASSERT_EQ(resumed->declarer_tricks(), position.declarer_tricks());
        for (Team team : {Team::kNorthSouth, Team::kEastWest}) {
          ASSERT_EQ(resumed->taken(team), position.taken(team));
        }
        std::vector<Tile> legal;
        for (Tile t : position.Legal()) legal.push_back(t);
        const Tile t = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
        ASSERT_TRUE(position.Play(t).ok());
        ASSERT_TRUE(resumed->Play(t).ok());
      }
      EXPECT_TRUE(resumed->finished());
      EXPECT_EQ(resumed->declarer_tricks(), position.declarer_tricks());
    }
  }
}

TEST(PositionTest, ResumeRefusesWhatDoesNotAddUp) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  Position position(rules, ExampleDeal(), Seat::kNorth);
  ASSERT_TRUE(PlaySequence(position, Tiles("66 62 44 11 65")).ok());
  const Position::InProgress now = NowOf(position);

  Position::InProgress twice = now;
  twice.hands[1].Add(T(3, 1));  // South's 3-1 in East's hand too
  EXPECT_THAT(Position::Resume(rules, Seat::kNorth, twice).status().message(),
              HasSubstr("3-1 is in two hands at once"));

  Position::InProgress short_hand = now;
  short_hand.hands[3].Remove(T(5, 1));
  EXPECT_THAT(Position::Resume(rules, Seat::kNorth, short_hand).status().message(),
              HasSubstr("West holds 5 tiles at the start of trick 2 where he should hold 6"));

  Position::InProgress done = now;
  done.tricks_played = kTricksPerHand;
  EXPECT_THAT(Position::Resume(rules, Seat::kNorth, done).status().message(),
              HasSubstr("cannot resume after 7 tricks with 1 tiles on the table"));

  Position::InProgress on_table = now;
  on_table.hands[0].Add(T(6, 5));  // the tile North led is also in his hand
  EXPECT_THAT(Position::Resume(rules, Seat::kNorth, on_table).status().message(),
              HasSubstr("6-5 is both on the table and in North's hand"));
  on_table = now;
  on_table.hands[2].Add(T(6, 5));  // ... or in South's
  EXPECT_THAT(Position::Resume(rules, Seat::kNorth, on_table).status().message(),
              HasSubstr("6-5 is both on the table and in South's hand"));
}

}  // namespace

void PrintTo(const Contract& contract, std::ostream* os) {
  *os << ContractTestName(::testing::TestParamInfo<Contract>(contract, 0));
}

}  // namespace texas42
