// SeatView on Texas 42: a seat knows its hand and the play, and what the play proves (a
// suit not followed, a sevens tier skipped); nothing of the hidden hands, which change neither
// the view nor its hash; a nello partner who sits out keeps his tiles unseen; Make refuses a play
// that cannot be.
#include "solver/play/seat_view.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"

namespace texas42::family {
namespace {

constexpr int kNorth = 0, kEast = 1, kSouth = 2, kWest = 3;

constexpr char kDeal[] =
    "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11";

const Game& Texas42() { return GameOf(GameId::k42); }

Deal TheDeal() {
  absl::StatusOr<Deal> deal = ParseDeal(Texas42(), kDeal);
  EXPECT_TRUE(deal.ok()) << deal.status();
  return *deal;
}

// The tiles of `text` played in turn, each lead calling its usual suit.
std::vector<Move> Moves(const std::string& text) {
  absl::StatusOr<std::vector<Tile>> tiles = ParseTiles(Texas42(), text);
  EXPECT_TRUE(tiles.ok()) << tiles.status();
  std::vector<Move> moves;
  for (Tile t : *tiles) moves.push_back({t, kNoSuit});
  return moves;
}

Contract Trump(int trump) {
  Contract c;
  c.trump = trump;
  return c;
}

// The view of `seat` of `deal` (North declares) after the tiles of `played`.
SeatView ViewOf(const Rules& rules, const Deal& deal, int seat, const std::string& played) {
  absl::StatusOr<SeatView> view =
      SeatView::Make(rules, kNorth, seat, deal.hands[seat], TileSet(), Moves(played));
  EXPECT_TRUE(view.ok()) << view.status();
  return *view;
}

TEST(SeatViewTest, KnowsItsHandThePlayAndNothingElse) {
  const Rules rules(Texas42(), Trump(6));
  const Deal deal = TheDeal();
  const SeatView view = ViewOf(rules, deal, kWest, "66 62 44");
  EXPECT_EQ(view.seat(), kWest);
  EXPECT_EQ(view.declarer(), kNorth);
  EXPECT_EQ(view.to_move(), kWest);
  EXPECT_EQ(view.hand(), deal.hands[kWest]);
  EXPECT_EQ(view.start_hand(), deal.hands[kWest]);
  EXPECT_EQ(view.played().size(), 3u);
  EXPECT_EQ(view.players(), (std::vector<int>{kNorth, kEast, kSouth}));
  EXPECT_EQ(view.unseen().size(), 28 - 7 - 3);
  TileSet played;
  for (const Move& m : Moves("66 62 44")) played.Add(m.tile);
  EXPECT_EQ(view.unseen(), Texas42().tiles - deal.hands[kWest] - played);
  EXPECT_EQ(view.held(kNorth), 6);
  EXPECT_EQ(view.held(kEast), 6);
  EXPECT_EQ(view.held(kSouth), 6);
  EXPECT_EQ(view.out_of_play(), 0);
  // South did not follow the sixes led (trump): he holds no six.
  const Tile six_six = Tile::FromPips(6, 6);
  ASSERT_FALSE(view.possible(kSouth).empty());
  for (Tile t : rules.HighFirst(rules.LedSuit(six_six))) {
    EXPECT_FALSE(view.possible(kSouth).Contains(t)) << FormatTile(t);
  }
  // North and East followed: nothing is proven of them beyond the tiles seen.
  EXPECT_EQ(view.possible(kNorth), view.unseen());
  EXPECT_EQ(view.possible(kEast), view.unseen());
  // West holds no six either: every tile of his follows, and only he may move.
  EXPECT_EQ(view.Legal().size(), 7u);
  EXPECT_TRUE(ViewOf(rules, deal, kEast, "66 62 44").Legal().empty());
}

TEST(SeatViewTest, HiddenHandsDoNotChangeTheView) {
  const Rules rules(Texas42(), Trump(6));
  const Deal deal = TheDeal();
  // Swap two tiles between North and East that were not played: West sees the same.
  Deal other = deal;
  const Tile a = Tile::FromPips(1, 0), b = Tile::FromPips(5, 2);
  other.hands[kNorth].Remove(a);
  other.hands[kNorth].Add(b);
  other.hands[kEast].Remove(b);
  other.hands[kEast].Add(a);
  ASSERT_FALSE(other == deal);
  const SeatView x = ViewOf(rules, deal, kWest, "66 62 44 21");
  const SeatView y = ViewOf(rules, other, kWest, "66 62 44 21");
  EXPECT_EQ(x.Hash(), y.Hash());
  EXPECT_EQ(x.unseen(), y.unseen());
  EXPECT_EQ(x.to_move(), y.to_move());
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(x.possible(s), y.possible(s)) << s;
    EXPECT_EQ(x.held(s), y.held(s)) << s;
  }
  // Another seat's view differs, and so does another play.
  EXPECT_NE(x.Hash(), ViewOf(rules, deal, kEast, "66 62 44 21").Hash());
  EXPECT_NE(x.Hash(), ViewOf(rules, deal, kWest, "66 62 44 20").Hash());
}

TEST(SeatViewTest, SevensProvesNoCloserTile) {
  Contract sevens;
  sevens.kind = Kind::kSevens;
  const Rules rules(Texas42(), sevens);
  const Deal deal = TheDeal();
  // North leads 4-1; East, South and West must each play one of their tiles closest to 7. West
  // plays 5-1 (6, one away): he holds no tile of 7.
  const SeatView view = ViewOf(rules, deal, kNorth, "41 52 43 51");
  ASSERT_FALSE(view.possible(kWest).empty());
  for (Tile t : view.possible(kWest)) EXPECT_NE(t.pip_total(), 7) << FormatTile(t);
  EXPECT_LT(view.possible(kWest).size(), view.unseen().size());
  // East and South played 7s: nothing is proven of them.
  EXPECT_EQ(view.possible(kEast), view.unseen());
  EXPECT_EQ(view.possible(kSouth), view.unseen());
}

TEST(SeatViewTest, NelloPartnerKeepsHisTilesUnseen) {
  Contract nello;
  nello.kind = Kind::kNello;
  const Rules rules(Texas42(), nello);
  const Deal deal = TheDeal();
  const SeatView view = ViewOf(rules, deal, kEast, "10 61 51");
  EXPECT_FALSE(view.in_play(kSouth));  // sits out
  EXPECT_EQ(view.held(kSouth), 7);
  EXPECT_EQ(view.possible(kSouth), view.unseen());
  EXPECT_EQ(view.held(kNorth), 6);
  EXPECT_EQ(view.held(kWest), 6);
  EXPECT_EQ(view.unseen().size(), 28 - 7 - 2);
  // The trick of three is over: North's 1-0 lost to East's 6-1, who leads next.
  EXPECT_EQ(view.to_move(), kEast);
  // The partner who sits out has no view.
  EXPECT_FALSE(SeatView::Make(rules, kNorth, kSouth, deal.hands[kSouth], TileSet(), {}).ok());
}

TEST(SeatViewTest, MakeRefusesWhatCannotBe) {
  const Rules rules(Texas42(), Trump(6));
  const Deal deal = TheDeal();
  const TileSet west = deal.hands[kWest];
  const auto error = [&](const std::vector<Move>& moves) {
    const absl::StatusOr<SeatView> view =
        SeatView::Make(rules, kNorth, kWest, west, TileSet(), moves);
    return view.ok() ? std::string("ok") : std::string(view.status().message());
  };
  EXPECT_EQ(error(Moves("66 62 44 21")), "ok");
  // West's own tile played by North.
  EXPECT_NE(error(Moves("51")).find("N cannot hold 5-1"), std::string::npos);
  // West plays a tile he lacks.
  EXPECT_NE(error(Moves("66 62 44 65")).find("W cannot hold 6-5"), std::string::npos);
  // South showed out of sixes on trick 1, then follows sixes later: a renege.
  EXPECT_NE(error(Moves("66 62 44 21 65 61 64")).find("S cannot hold 6-4"), std::string::npos);
  // A tile played twice.
  const Tile six_six = Tile::FromPips(6, 6), six_two = Tile::FromPips(6, 2);
  EXPECT_NE(error({{six_six}, {six_two}, {six_six}}).find("cannot hold 6-6"), std::string::npos);
  // A lead calling a suit its tile does not show.
  EXPECT_NE(error({{six_six, 3}}).find("cannot call that suit"), std::string::npos);
  // The seat's own play breaking the rules: East holds trumps and discards 5-4 on the 6-6 lead.
  EXPECT_NE(
      std::string(SeatView::Make(rules, kNorth, kEast, deal.hands[kEast], TileSet(), Moves("66 54"))
                      .status()
                      .message())
          .find("5-4 is not a legal play"),
      std::string::npos);
  // A hand that is not a hand of the game.
  EXPECT_FALSE(
      SeatView::Make(rules, kNorth, kWest,
                     *ParseHand(Texas42(), "51 50 30 22 21 20 11") - TileSet(Tile::FromPips(1, 1)),
                     TileSet(), {})
          .ok());
}

}  // namespace
}  // namespace texas42::family
