// Tile, hand and deal notation: what parses, what is written back, and what is rejected with a
// message that names the fault.
#include "solver/deal.h"

#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"

namespace texas42 {
namespace {

using ::testing::HasSubstr;

constexpr char kCanonicalDeal[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

TEST(ParseTileTest, AcceptsEverySpellingOfATile) {
  for (const char* text : {"64", "6-4", "46", "6:4", "4-6", "4:6", " 6-4 "}) {
    SCOPED_TRACE(text);
    const absl::StatusOr<Tile> tile = ParseTile(text);
    ASSERT_TRUE(tile.ok()) << tile.status();
    EXPECT_EQ(*tile, Tile::FromPips(6, 4));
    EXPECT_EQ(FormatTile(*tile), "6-4");
  }
}

TEST(ParseTileTest, ReadsAndWritesEveryTileOfTheSet) {
  int tiles = 0;
  for (Pip hi = 0; hi <= 6; ++hi) {
    for (Pip lo = 0; lo <= hi; ++lo) {
      const absl::StatusOr<Tile> tile = ParseTile(absl::StrCat(lo, hi));  // low end first
      ASSERT_TRUE(tile.ok()) << tile.status();
      EXPECT_EQ(tile->high(), hi);
      EXPECT_EQ(tile->low(), lo);
      EXPECT_EQ(FormatTile(*tile), absl::StrCat(hi, "-", lo));
      ++tiles;
    }
  }
  EXPECT_EQ(tiles, kTileCount);
}

TEST(ParseTileTest, RejectsWhatIsNotATileAndNamesIt) {
  struct Case {
    const char* text;
    const char* named;  // the message quotes the input
  };
  for (const Case& c : {Case{"7-1", "7-1"}, Case{"71", "71"}, Case{"6", "6"}, Case{"abc", "abc"},
                        Case{"6-4-1", "6-4-1"}, Case{"6--4", "6--4"}, Case{"6x", "6x"},
                        Case{"6 4", "6 4"}, Case{"-6", "-6"}}) {
    SCOPED_TRACE(c.text);
    const absl::StatusOr<Tile> tile = ParseTile(c.text);
    ASSERT_FALSE(tile.ok());
    EXPECT_EQ(tile.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(tile.status().message(), HasSubstr(std::string("'") + c.named + "'"));
  }
  EXPECT_FALSE(ParseTile("").ok());
}

TEST(ParseTilesTest, KeepsOrderAndAcceptsSpacesAndCommas) {
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(" 32, 6-6\t0:1 ,55 ");
  ASSERT_TRUE(tiles.ok()) << tiles.status();
  EXPECT_EQ(*tiles, (std::vector<Tile>{Tile::FromPips(3, 2), Tile::FromPips(6, 6),
                                       Tile::FromPips(1, 0), Tile::FromPips(5, 5)}));
  ASSERT_TRUE(ParseTiles("").ok());
  EXPECT_TRUE(ParseTiles("").value().empty());
}

TEST(ParseTilesTest, RejectsARepeatedTileWrittenEitherWay) {
  const absl::StatusOr<std::vector<Tile>> tiles = ParseTiles("64 32 4-6");
  ASSERT_FALSE(tiles.ok());
  EXPECT_THAT(tiles.status().message(), HasSubstr("6-4"));
}

TEST(ParseHandTest, NeedsExactlySevenDistinctTiles) {
  const absl::StatusOr<TileSet> hand = ParseHand("66 65 64 63 55 41 10");
  ASSERT_TRUE(hand.ok()) << hand.status();
  EXPECT_EQ(hand->size(), 7);
  EXPECT_TRUE(hand->Contains(Tile::FromPips(4, 1)));
  EXPECT_EQ(FormatTiles(*hand), "6-6 6-5 6-4 6-3 5-5 4-1 1-0");

  for (const char* text : {"66 65 64 63 55 41", "66 65 64 63 55 41 10 00"}) {
    SCOPED_TRACE(text);
    const absl::StatusOr<TileSet> wrong = ParseHand(text);
    ASSERT_FALSE(wrong.ok());
    EXPECT_THAT(wrong.status().message(), HasSubstr("7 tiles"));
  }
  const absl::StatusOr<TileSet> twice = ParseHand("66 65 64 63 55 41 66");
  ASSERT_FALSE(twice.ok());
  EXPECT_THAT(twice.status().message(), HasSubstr("6-6"));
}

TEST(ParseDealTest, ReadsTheFourHandsInSeatOrder) {
  const absl::StatusOr<Deal> deal = ParseDeal(kCanonicalDeal);
  ASSERT_TRUE(deal.ok()) << deal.status();
  EXPECT_EQ(FormatTiles(deal->hand(Seat::kNorth)), "6-6 6-5 6-4 6-3 5-5 4-1 1-0");
  EXPECT_EQ(FormatTiles(deal->hand(Seat::kEast)), "6-2 6-1 6-0 5-4 5-3 5-2 0-0");
  EXPECT_EQ(FormatTiles(deal->hand(Seat::kSouth)), "4-4 4-3 4-2 4-0 3-3 3-2 3-1");
  EXPECT_EQ(FormatTiles(deal->hand(Seat::kWest)), "5-1 5-0 3-0 2-2 2-1 2-0 1-1");
  EXPECT_EQ(deal->Holder(Tile::FromPips(0, 0)), Seat::kEast);
  EXPECT_EQ(deal->Holder(Tile::FromPips(1, 1)), Seat::kWest);
  EXPECT_EQ(FormatDeal(*deal), kCanonicalDeal);
}

TEST(ParseDealTest, SeatPrefixNamesTheFirstHand) {
  const Deal north_first = ParseDeal(kCanonicalDeal).value();
  const absl::StatusOr<Deal> with_n = ParseDeal(std::string("N:") + kCanonicalDeal);
  ASSERT_TRUE(with_n.ok()) << with_n.status();
  EXPECT_EQ(*with_n, north_first);

  // "E:" rotates: the hands are East's, South's, West's and North's.
  const absl::StatusOr<Deal> east_first = ParseDeal(std::string("E:") + kCanonicalDeal);
  ASSERT_TRUE(east_first.ok()) << east_first.status();
  for (int i = 0; i < kSeatCount; ++i) {
    EXPECT_EQ(east_first->hand(SeatAt(i + 1)), north_first.hand(SeatAt(i))) << i;
  }
  EXPECT_EQ(FormatDeal(*east_first),
            "51 50 30 22 21 20 11/66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31");

  const absl::StatusOr<Deal> west_lower = ParseDeal(std::string(" w:") + kCanonicalDeal);
  ASSERT_TRUE(west_lower.ok()) << west_lower.status();
  EXPECT_EQ(west_lower->hand(Seat::kWest), north_first.hand(Seat::kNorth));

  const absl::StatusOr<Deal> unknown = ParseDeal(std::string("X:") + kCanonicalDeal);
  ASSERT_FALSE(unknown.ok());
  EXPECT_THAT(unknown.status().message(), HasSubstr("X:"));
}

TEST(ParseDealTest, AcceptsAnyTileSpellingAndOrder) {
  const absl::StatusOr<Deal> deal = ParseDeal(
      "1-0, 4:1 5-5 3-6 4-6 5-6 6-6 / 00 25 35 45 06 16 26 / 13 23 33 04 24 34 44 /"
      " 11 02 12 22 03 05 15");
  ASSERT_TRUE(deal.ok()) << deal.status();
  EXPECT_EQ(FormatDeal(*deal), kCanonicalDeal);
}

TEST(ParseDealTest, RejectsBadDealsAndNamesTheFault) {
  struct Case {
    const char* name;
    std::string text;
    std::vector<std::string> named;
  };
  const std::vector<Case> cases = {
      {"three hands",
       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31",
       {"4 hands", "got 3"}},
      {"five hands", std::string(kCanonicalDeal) + "/", {"4 hands", "got 5"}},
      {"short hand",
       "66 65 64 63 55 41/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11 10",
       {"North", "6 tiles"}},
      {"long hand",
       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31 11/51 50 30 22 21 20",
       {"South", "8 tiles"}},
      {"tile dealt twice",
       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 64",
       {"6-4", "twice", "North", "West"}},
      {"tile twice in a hand",
       "66 65 64 63 55 41 66/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11",
       {"6-6", "North"}},
      {"malformed tile",
       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 4x 33 32 31/51 50 30 22 21 20 11",
       {"South", "4x"}},
      {"pip above six",
       "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 17",
       {"West", "17"}},
      {"east first, short hand",
       "E:66 65 64 63 55 41/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11",
       {"East"}},
      {"empty", "", {"4 hands"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const absl::StatusOr<Deal> deal = ParseDeal(c.text);
    ASSERT_FALSE(deal.ok());
    EXPECT_EQ(deal.status().code(), absl::StatusCode::kInvalidArgument);
    for (const std::string& word : c.named) {
      EXPECT_THAT(deal.status().message(), HasSubstr(word));
    }
  }
}

TEST(ParseSeatTest, AcceptsLettersAndNamesInAnyCase) {
  struct Case {
    const char* text;
    Seat seat;
  };
  for (const Case& c : {Case{"N", Seat::kNorth}, Case{"e", Seat::kEast},
                        Case{"South", Seat::kSouth}, Case{" WEST ", Seat::kWest}}) {
    const absl::StatusOr<Seat> seat = ParseSeat(c.text);
    ASSERT_TRUE(seat.ok()) << c.text;
    EXPECT_EQ(*seat, c.seat) << c.text;
  }
  const absl::StatusOr<Seat> bad = ParseSeat("X");
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(bad.status().message(), HasSubstr("'X'"));
  EXPECT_EQ(SeatName(Seat::kEast), "East");
}

TEST(FormatDealTest, RoundTripsRandomDeals) {
  for (uint64_t index = 0; index < 500; ++index) {
    const Deal deal = DealRandom(Predeal{}, 42, index);
    TileSet all;
    for (Seat s : {Seat::kNorth, Seat::kEast, Seat::kSouth, Seat::kWest}) {
      EXPECT_EQ(deal.hand(s).size(), kTricksPerHand);
      all |= deal.hand(s);
    }
    ASSERT_EQ(all, TileSet::All());
    const std::string text = FormatDeal(deal);
    const absl::StatusOr<Deal> parsed = ParseDeal(text);
    ASSERT_TRUE(parsed.ok()) << text << ": " << parsed.status();
    EXPECT_EQ(*parsed, deal) << text;
    EXPECT_EQ(FormatDeal(*parsed), text);
  }
}

TEST(DealRandomTest, IsReproducibleAndHonoursThePredeal) {
  EXPECT_EQ(DealRandom(Predeal{}, 7, 3), DealRandom(Predeal{}, 7, 3));
  EXPECT_NE(DealRandom(Predeal{}, 7, 3), DealRandom(Predeal{}, 7, 4));
  EXPECT_NE(DealRandom(Predeal{}, 7, 3), DealRandom(Predeal{}, 8, 3));

  Predeal predeal;
  predeal.known[Index(Seat::kNorth)] = ParseHand("66 55 44 33 00 11 22").value();
  predeal.known[Index(Seat::kWest)] = TileSet(Tile::FromPips(6, 4)) | TileSet(Tile::FromPips(3, 2));
  ASSERT_TRUE(predeal.Validate().ok());
  for (uint64_t index = 0; index < 50; ++index) {
    const Deal deal = DealRandom(predeal, 1, index);
    EXPECT_EQ(deal.hand(Seat::kNorth), predeal.known[Index(Seat::kNorth)]);
    EXPECT_EQ(deal.hand(Seat::kWest) & predeal.known[Index(Seat::kWest)],
              predeal.known[Index(Seat::kWest)]);
    EXPECT_TRUE(ParseDeal(FormatDeal(deal)).ok());
  }

  Predeal twice;
  twice.known[0] = TileSet(Tile::FromPips(6, 4));
  twice.known[2] = TileSet(Tile::FromPips(6, 4));
  EXPECT_FALSE(twice.Validate().ok());
  EXPECT_THAT(twice.Validate().message(), HasSubstr("6-4"));
}

}  // namespace
}  // namespace texas42
