// SeatView: what a seat knows, and what the play proves; nothing of the hidden hands.
#include "solver/play/seat_view.h"

#include <vector>

#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"

namespace texas42 {
namespace {

constexpr char kDeal[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

Position Played(const Rules& rules, const Deal& deal, const std::string& tiles) {
  Position position(rules, deal, Seat::kNorth);
  EXPECT_TRUE(PlaySequence(position, *ParseTiles(tiles)).ok());
  return position;
}

TEST(SeatViewTest, KnowsItsHandThePlayAndNothingElse) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  const Deal deal = *ParseDeal(kDeal);
  const Position position = Played(rules, deal, "66 62 44");
  const SeatView view = SeatView::Of(position, Seat::kWest, 30);
  EXPECT_EQ(view.seat(), Seat::kWest);
  EXPECT_EQ(view.to_move(), Seat::kWest);
  EXPECT_EQ(view.hand(), deal.hand(Seat::kWest));
  EXPECT_EQ(view.played().size(), 3u);
  EXPECT_EQ(view.unseen().size(), 28 - 7 - 3);
  EXPECT_EQ(view.held(Seat::kNorth), 6);
  EXPECT_EQ(view.held(Seat::kEast), 6);
  EXPECT_EQ(view.held(Seat::kSouth), 6);
  // South did not follow the sixes led: he holds no six.
  EXPECT_TRUE(
      (view.possible(Seat::kSouth) & rules.SuitTiles(rules.LedSuit(Tile::FromPips(6, 6)))).empty());
  // North and East followed: nothing is proven of them beyond the tiles seen.
  EXPECT_EQ(view.possible(Seat::kNorth), view.unseen());
  EXPECT_EQ(view.possible(Seat::kEast), view.unseen());
  EXPECT_EQ(view.target(), 30);
}

TEST(SeatViewTest, HiddenHandsDoNotChangeTheView) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  const Deal deal = *ParseDeal(kDeal);
  // Swap two tiles between North and East that were not played: West sees the same.
  Deal other = deal;
  const Tile a = Tile::FromPips(1, 0), b = Tile::FromPips(5, 2);
  other.hands[Index(Seat::kNorth)].Remove(a);
  other.hands[Index(Seat::kNorth)].Add(b);
  other.hands[Index(Seat::kEast)].Remove(b);
  other.hands[Index(Seat::kEast)].Add(a);
  const SeatView x = SeatView::Of(Played(rules, deal, "66 62 44 21"), Seat::kWest, 30);
  const SeatView y = SeatView::Of(Played(rules, other, "66 62 44 21"), Seat::kWest, 30);
  EXPECT_EQ(x.Hash(), y.Hash());
  for (int s = 0; s < kSeatCount; ++s) {
    EXPECT_EQ(x.possible(SeatAt(s)), y.possible(SeatAt(s)));
    EXPECT_EQ(x.held(SeatAt(s)), y.held(SeatAt(s)));
  }
  // The bid is not part of the hash (the worlds do not depend on it).
  EXPECT_EQ(x.Hash(), SeatView::Of(Played(rules, deal, "66 62 44 21"), Seat::kWest, 35).Hash());
  // Another seat's view differs.
  EXPECT_NE(x.Hash(), SeatView::Of(Played(rules, deal, "66 62 44 21"), Seat::kEast, 30).Hash());
}

TEST(SeatViewTest, SevensProvesNoCloserTile) {
  const Rules rules(Contract::Sevens());
  const Deal deal = *ParseDeal(kDeal);
  // North leads 4-1; East, South and West must each play one of their tiles closest to 7. West
  // plays 5-1 (6, one away): he holds no tile of 7.
  const SeatView view = SeatView::Of(Played(rules, deal, "41 52 43 51"), Seat::kNorth, 42);
  EXPECT_FALSE(view.possible(Seat::kWest).empty());
  for (Tile t : view.possible(Seat::kWest)) EXPECT_NE(t.pip_total(), 7) << FormatTile(t);
  // East and South played 7s: nothing is proven of them.
  EXPECT_EQ(view.possible(Seat::kEast), view.unseen());
  EXPECT_EQ(view.possible(Seat::kSouth), view.unseen());
}

TEST(SeatViewTest, NelloPartnerKeepsHisTilesUnseen) {
  const Rules rules(Contract::Nello(NelloDoubles::kOwn));
  const Deal deal = *ParseDeal(kDeal);
  const SeatView view = SeatView::Of(Played(rules, deal, "10 61 51"), Seat::kEast, 42);
  EXPECT_EQ(view.held(Seat::kSouth), 7);  // sits out
  EXPECT_EQ(view.held(Seat::kNorth), 6);
  EXPECT_EQ(view.held(Seat::kWest), 6);
  EXPECT_EQ(view.target(), 0);
}

TEST(SeatViewTest, MakeRefusesWhatCannotBe) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  const Deal deal = *ParseDeal(kDeal);
  const TileSet west = deal.hand(Seat::kWest);
  const auto make = [&](const std::string& tiles) {
    return SeatView::Make(rules, Seat::kNorth, 30, Seat::kWest, west, *ParseTiles(tiles));
  };
  EXPECT_TRUE(make("66 62 44 21").ok());
  // West's own tile played by North.
  EXPECT_NE(make("51").status().message().find("cannot hold 5-1"), std::string::npos);
  // West does not follow sixes while he could not: he holds none, fine; he plays a tile he
  // lacks.
  EXPECT_NE(make("66 62 44 65").status().message().find("does not hold 6-5"), std::string::npos);
  // South showed out of sixes on trick 1, then follows sixes later: a renege.
  EXPECT_NE(make("66 62 44 21 65 61 64").status().message().find("renege"), std::string::npos);
  // A tile played twice.
  const Tile six = Tile::FromPips(6, 6), two = Tile::FromPips(6, 2);
  EXPECT_NE(SeatView::Make(rules, Seat::kNorth, 30, Seat::kWest, west, {six, two, six})
                .status()
                .message()
                .find("twice"),
            std::string::npos);
}

}  // namespace
}  // namespace texas42
