// The players: with the true layout as its only world a player takes exactly the double-dummy
// value; table players never play an illegal tile, decide from their own view alone, and give
// the same choices whether asked for one bid or for all of them at once.
#include "solver/play/table_player.h"

#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/play/playout.h"
#include "solver/play/trump_choice.h"
#include "solver/search.h"
#include "tests/contracts.h"

namespace texas42 {
namespace {

struct Reference {
  Deal deal;
  std::vector<int> values;  // by trump, blanks .. followme
};

std::vector<Reference> ReadReference() {
  std::vector<Reference> refs;
  std::ifstream in(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("deal", 0) == 0) continue;
    const std::vector<std::string> fields = absl::StrSplit(line, '\t');
    Reference r{*ParseDeal(fields[0]), {}};
    for (size_t i = 1; i < fields.size(); ++i) {
      int v = 0;
      EXPECT_TRUE(absl::SimpleAtoi(fields[i], &v));
      r.values.push_back(v);
    }
    refs.push_back(r);
  }
  EXPECT_EQ(refs.size(), 100u);
  return refs;
}

// The value a playout ends with: the bidding side's points or tricks, the nello declarer's tricks.
int FinalValue(const Position& p) {
  return p.rules().contract().scoring() == Scoring::kDeclarerTricks ? p.declarer_tricks()
                                                                    : p.taken(TeamOf(p.declarer()));
}

class KnowingPlayerTest : public testing::TestWithParam<Trump> {};

// A player who knows the layout is the table player with the true layout as its only world
// (TablePlayer::ChooseKnowing): played so by all four seats, every reference deal ends with
// exactly its reference value, whatever the bid played for.
TEST_P(KnowingPlayerTest, TakesTheReferenceValueOnEveryDeal) {
  static const std::vector<Reference> refs = ReadReference();
  const Trump trump = GetParam();
  const Rules rules(Contract::Normal(trump));
  Playout playout;
  for (size_t i = 0; i < refs.size(); ++i) {
    Position position(rules, refs[i].deal, Seat::kNorth);
    const int bid = 30 + static_cast<int>(i % 13);
    ASSERT_TRUE(
        playout.PlayOut(position, bid, {PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy}).ok());
    EXPECT_EQ(FinalValue(position), refs[i].values[static_cast<int>(trump)])
        << "deal " << i << " " << TrumpName(trump) << " bid " << bid;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryTrump, KnowingPlayerTest, testing::ValuesIn(kAllTrumps),
                         [](const auto& p) { return std::string(TrumpName(p.param)); });

class PlayersTest : public testing::TestWithParam<Contract> {};

TEST_P(PlayersTest, KnowingPlayersTakeTheSolversValue) {
  const Rules rules(GetParam());
  Playout playout;
  Solver solver;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const Deal deal = DealRandom(Predeal{}, 300 + seed, 0);
    const Seat declarer = SeatAt(static_cast<int>(seed % 4));
    if (!CheckQualifies(GetParam(), deal.hand(declarer)).ok()) continue;
    Position position(rules, deal, declarer);
    const int expected = solver.Solve(position);
    ASSERT_TRUE(
        playout.PlayOut(position, 30, {PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy}).ok());
    EXPECT_EQ(FinalValue(position), expected) << "seed " << seed;
  }
}

// Table players of every contract play whole hands: Position::Play refuses an illegal tile, so
// a playout that ends is a legal one; and what each seat chose was among its legal tiles.
TEST_P(PlayersTest, TablePlayersPlayOnlyLegalTiles) {
  const Rules rules(GetParam());
  Playout playout(TableOptions{.worlds = 4, .seed = 9});
  int played = 0;
  for (uint64_t seed = 1; seed <= 8 && played < 2; ++seed) {
    const Deal deal = DealRandom(Predeal{}, 500 + seed, 0);
    const Seat declarer = SeatAt(static_cast<int>(seed % 4));
    if (!CheckQualifies(GetParam(), deal.hand(declarer)).ok()) continue;
    ++played;
    Position position(rules, deal, declarer);
    Position replay = position;
    absl::StatusOr<std::vector<PlayStep>> steps = playout.PlayOut(position, 34, {});
    ASSERT_TRUE(steps.ok()) << steps.status();
    EXPECT_TRUE(position.finished());
    for (const PlayStep& step : *steps) {
      EXPECT_TRUE(replay.Legal().Contains(step.tile));
      EXPECT_EQ(step.seat, replay.to_move());
      ASSERT_TRUE(replay.Play(step.tile).ok());
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, PlayersTest, testing::ValuesIn(EveryContract()),
                         ContractTestName);

// A position some way into a random deal under sixes, played by knowing players.
Position MidHand(const Rules& rules, uint64_t seed, int plays) {
  Position position(rules, DealRandom(Predeal{}, seed, 0), Seat::kNorth);
  Playout playout;
  for (int i = 0; i < plays; ++i) {
    const absl::StatusOr<PlayStep> step = playout.Next(position, 30, PlayerKind::kDoubleDummy);
    EXPECT_TRUE(step.ok());
    EXPECT_TRUE(position.Play(step->tile).ok());
  }
  return position;
}

TEST(TablePlayerTest, HiddenHandsNeverChangeTheChoice) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  int other_seed_differs = 0;  // positions at which another seed's worlds scored otherwise
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const Position position = MidHand(rules, seed, 5 + static_cast<int>(seed));
    const Seat mover = position.to_move();
    const SeatView view = SeatView::Of(position, mover, 31);
    // Another layout the mover cannot tell from the true one.
    const WorldSampler sampler(view);
    ASSERT_GT(sampler.count(), 1u);
    const Deal other = sampler.DealOf(sampler.WorldAt(sampler.count() / 3));
    ASSERT_FALSE(other == position.deal());
    Position twin(rules, other, Seat::kNorth);
    std::vector<Tile> played = view.played();
    ASSERT_TRUE(PlaySequence(twin, played).ok());
    TablePlayer a(TableOptions{.worlds = 8, .seed = 3, .full_scores = true}),
        b(TableOptions{.worlds = 8, .seed = 3, .full_scores = true});
    const absl::StatusOr<TableChoice> x = a.Choose(view);
    const absl::StatusOr<TableChoice> y = b.Choose(SeatView::Of(twin, mover, 31));
    ASSERT_TRUE(x.ok() && y.ok());
    EXPECT_EQ(x->tile, y->tile);
    ASSERT_EQ(x->scores.size(), y->scores.size());
    for (size_t i = 0; i < x->scores.size(); ++i) {
      EXPECT_EQ(x->scores[i].tile, y->scores[i].tile);
      EXPECT_EQ(x->scores[i].reached, y->scores[i].reached);
      EXPECT_EQ(x->scores[i].window_mean, y->scores[i].window_mean);
    }
    // The same seed draws the same worlds: the same choice and scores, whoever asks.
    TablePlayer c(TableOptions{.worlds = 8, .seed = 3, .full_scores = true});
    const absl::StatusOr<TableChoice> z = c.Choose(view);
    ASSERT_TRUE(z.ok());
    EXPECT_EQ(z->tile, x->tile);
    for (size_t i = 0; i < x->scores.size(); ++i) {
      EXPECT_EQ(z->scores[i].window_mean, x->scores[i].window_mean);
    }
    // Another seed draws other worlds (and may choose otherwise): its scores differ somewhere.
    TablePlayer d(TableOptions{.worlds = 8, .seed = 4, .full_scores = true});
    const absl::StatusOr<TableChoice> u = d.Choose(view);
    ASSERT_TRUE(u.ok());
    bool differs = false;
    for (const TileScore& s : u->scores) {
      for (const TileScore& t : x->scores) {
        differs |= s.tile == t.tile && (s.reached != t.reached || s.window_mean != t.window_mean);
      }
    }
    other_seed_differs += differs;
  }
  EXPECT_GT(other_seed_differs, 0) << "seed 4 drew the worlds of seed 3 at every position";
}

// Fixed worlds, and sequential sampling (each bid races on its own).
class ForEveryBidTest : public ::testing::TestWithParam<int> {};

TEST_P(ForEveryBidTest, ChoiceForEveryBidIsTheChoiceForEachBid) {
  const std::vector<int> bids = {30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
  const int worlds = GetParam();
  for (Trump trump : {Trump::kSixes, Trump::kFollowMe, Trump::kBlanks}) {
    const Rules rules(Contract::Normal(trump));
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const Position position = MidHand(rules, 40 + seed, static_cast<int>(2 * seed));
      const SeatView view = SeatView::Of(position, position.to_move(), 30);
      TablePlayer many(TableOptions{.worlds = worlds, .seed = 11, .full_scores = true});
      const absl::StatusOr<std::vector<TableChoice>> all = many.ChooseForBids(view, bids);
      ASSERT_TRUE(all.ok());
      for (size_t i = 0; i < bids.size(); ++i) {
        TablePlayer one(TableOptions{.worlds = worlds, .seed = 11, .full_scores = true});
        const absl::StatusOr<TableChoice> single =
            one.Choose(SeatView::Of(position, position.to_move(), bids[i]));
        ASSERT_TRUE(single.ok());
        EXPECT_EQ((*all)[i].tile, single->tile) << TrumpName(trump) << " bid " << bids[i];
        EXPECT_EQ((*all)[i].worlds, single->worlds);
        for (size_t k = 0; k < single->scores.size(); ++k) {
          EXPECT_EQ((*all)[i].scores[k].reached, single->scores[k].reached);
          EXPECT_EQ((*all)[i].scores[k].worlds, single->scores[k].worlds);
        }
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Worlds, ForEveryBidTest, ::testing::Values(6, kAdaptiveWorlds));

// The declarer's opening lead in ChooseForBids races with TableOptions::opening_lead: each
// bid's choice is the one a player racing so for that bid alone makes, while every other
// decision keeps the fixed worlds, and a reach no further than those worlds changes nothing.
TEST(TablePlayerTest, OpeningLeadRacesFurtherForEveryBid) {
  const std::vector<int> bids = {30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
  const Racing opening{.first = 8, .batch = 8, .most = 32};
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const Rules rules(Contract::Normal(seed == 2 ? Trump::kFollowMe : Trump::kSixes));
    const Position start = MidHand(rules, 70 + seed, 0);
    const SeatView lead = SeatView::Of(start, start.to_move(), 30);
    TablePlayer many(TableOptions{.worlds = 4, .seed = 5, .opening_lead = opening});
    const absl::StatusOr<std::vector<TableChoice>> all = many.ChooseForBids(lead, bids);
    ASSERT_TRUE(all.ok());
    for (size_t i = 0; i < bids.size(); ++i) {
      TablePlayer one(TableOptions{.worlds = kAdaptiveWorlds, .seed = 5, .racing = opening});
      const absl::StatusOr<TableChoice> single =
          one.Choose(SeatView::Of(start, start.to_move(), bids[i]));
      ASSERT_TRUE(single.ok());
      EXPECT_EQ((*all)[i].tile, single->tile) << "seed " << seed << " bid " << bids[i];
      EXPECT_EQ((*all)[i].worlds, single->worlds) << "seed " << seed << " bid " << bids[i];
      EXPECT_GE((*all)[i].worlds, opening.first);
    }
    // The next decision is a defender's: four worlds, as without the option.
    Position next = start;
    ASSERT_TRUE(next.Play((*all)[0].tile).ok());
    const SeatView follow = SeatView::Of(next, next.to_move(), 30);
    const absl::StatusOr<std::vector<TableChoice>> with = many.ChooseForBids(follow, bids);
    TablePlayer plain(TableOptions{.worlds = 4, .seed = 5});
    const absl::StatusOr<std::vector<TableChoice>> without = plain.ChooseForBids(follow, bids);
    ASSERT_TRUE(with.ok() && without.ok());
    for (size_t i = 0; i < bids.size(); ++i) {
      EXPECT_EQ((*with)[i].tile, (*without)[i].tile);
      EXPECT_LE((*with)[i].worlds, 4);
    }
  }
  EXPECT_FALSE(OpeningLeadRacing(TableOptions{.worlds = 32, .opening_lead = opening}));
  EXPECT_FALSE(OpeningLeadRacing(TableOptions{.worlds = 16}));
  EXPECT_TRUE(OpeningLeadRacing(TableOptions{.worlds = 31, .opening_lead = opening}));
  EXPECT_FALSE(OpeningLeadRacing(
      TableOptions{.worlds = kAdaptiveWorlds, .opening_lead = Racing{.most = 96}}));
}

// The declarer's decisions of the first two tricks are kept: asked again, a decision costs no
// search and gives the same choice; asked for another bid, or for every bid at once, it gives
// what a fresh player gives (Choose's target queries answer its one bid only).
TEST(TablePlayerTest, KeptDecisionsAnswerAsAFreshPlayerDoes) {
  const std::vector<int> bids = {30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
  const auto same = [](const TableChoice& a, const TableChoice& b) {
    if (a.tile != b.tile || a.worlds != b.worlds || a.scores.size() != b.scores.size()) {
      return false;
    }
    for (size_t i = 0; i < a.scores.size(); ++i) {
      if (a.scores[i].tile != b.scores[i].tile || a.scores[i].reached != b.scores[i].reached ||
          a.scores[i].window_mean != b.scores[i].window_mean) {
        return false;
      }
    }
    return true;
  };
  int kept = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const Rules rules(Contract::Normal(Trump::kSixes));
    // The declarer (North) to lead trick 1, and trick 2 after knowing players' first trick.
    for (int plays : {0, 4}) {
      const Position p = MidHand(rules, 40 + seed, plays);
      if (p.to_move() != Seat::kNorth) continue;
      const TableOptions options{.worlds = 6, .seed = 3};
      TablePlayer player(options);
      const absl::StatusOr<TableChoice> at30 = player.Choose(SeatView::Of(p, Seat::kNorth, 30));
      const uint64_t nodes = player.nodes();
      const absl::StatusOr<TableChoice> again = player.Choose(SeatView::Of(p, Seat::kNorth, 30));
      ASSERT_TRUE(at30.ok() && again.ok());
      EXPECT_EQ(player.nodes(), nodes) << "seed " << seed << " plays " << plays;
      EXPECT_TRUE(same(*at30, *again));
      kept += player.nodes() == nodes;
      const absl::StatusOr<TableChoice> at36 = player.Choose(SeatView::Of(p, Seat::kNorth, 36));
      const absl::StatusOr<std::vector<TableChoice>> all =
          player.ChooseForBids(SeatView::Of(p, Seat::kNorth, 30), bids);
      TablePlayer fresh(options), fresh_all(options);
      const absl::StatusOr<TableChoice> alone = fresh.Choose(SeatView::Of(p, Seat::kNorth, 36));
      const absl::StatusOr<std::vector<TableChoice>> all_alone =
          fresh_all.ChooseForBids(SeatView::Of(p, Seat::kNorth, 30), bids);
      ASSERT_TRUE(at36.ok() && all.ok() && alone.ok() && all_alone.ok());
      EXPECT_TRUE(same(*at36, *alone)) << "seed " << seed << " plays " << plays;
      for (size_t i = 0; i < bids.size(); ++i) EXPECT_TRUE(same((*all)[i], (*all_alone)[i]));
    }
  }
  EXPECT_GE(kept, 3);
}

TEST(TablePlayerTest, SequentialSamplingLooksFurtherOnlyWhereTheChoiceIsClose) {
  const Racing racing;
  int stopped_early = 0;
  int went_on = 0;
  for (Trump trump : {Trump::kSixes, Trump::kFives, Trump::kDoubles}) {
    const Rules rules(Contract::Normal(trump));
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      const Position position = MidHand(rules, 90 + seed, static_cast<int>(seed % 6));
      TablePlayer player(TableOptions{.worlds = kAdaptiveWorlds, .seed = seed});
      const absl::StatusOr<TableChoice> choice =
          player.Choose(SeatView::Of(position, position.to_move(), 32));
      ASSERT_TRUE(choice.ok());
      if (choice->worlds == 0 || choice->all_worlds) continue;
      EXPECT_LE(choice->worlds, racing.most);
      EXPECT_EQ((choice->worlds - racing.first) % racing.batch, 0) << choice->worlds;
      // The chosen tile was valued in every world the decision looked at.
      EXPECT_EQ(choice->scores.front().worlds, choice->worlds);
      for (const TileScore& s : choice->scores) {
        EXPECT_LE(s.worlds, choice->worlds);
        if (s.worlds == choice->worlds) EXPECT_LE(s.reached, choice->scores.front().reached);
      }
      (choice->worlds == racing.first ? stopped_early : went_on) += 1;
    }
  }
  EXPECT_GT(stopped_early, 0);
  EXPECT_GT(went_on, 0);
}

TEST_P(ForEveryBidTest, EveryBidAtOnceMakesAsEachBidAlone) {
  const std::vector<int> bids = {30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42};
  const int worlds = GetParam() == kAdaptiveWorlds ? kAdaptiveWorlds : 5;
  for (Trump trump : {Trump::kSixes, Trump::kDoubles}) {
    const Rules rules(Contract::Normal(trump));
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      const Position start(rules, DealRandom(Predeal{}, 70 + seed, 0), Seat::kNorth);
      Playout together(TableOptions{.worlds = worlds, .seed = 2});
      const absl::StatusOr<std::vector<bool>> makes = together.MakesForBids(start, bids, {});
      ASSERT_TRUE(makes.ok());
      for (size_t i = 0; i < bids.size(); ++i) {
        Playout alone(TableOptions{.worlds = worlds, .seed = 2});
        Position p = start;
        ASSERT_TRUE(alone.PlayOut(p, bids[i], {}, {}, /*until_decided=*/true).ok());
        EXPECT_EQ((*makes)[i], *DecidedAt(p, bids[i])) << TrumpName(trump) << " bid " << bids[i];
      }
    }
  }
}

TEST(TrumpChoiceTest, PartnerNamesATrumpFromHisOwnHand) {
  std::vector<std::unique_ptr<Rules>> rules;
  std::vector<const Rules*> options;
  for (Trump t : kAllTrumps) {
    rules.push_back(std::make_unique<Rules>(Contract::Splash(t)));
    options.push_back(rules.back().get());
  }
  Solver solver;
  Predeal predeal;
  const std::vector<Tile> doubles = *ParseTiles("66 55 44");
  for (Tile t : doubles) predeal.known[Index(Seat::kNorth)].Add(t);
  const Deal deal = DealRandom(predeal, 8, 0);
  const absl::StatusOr<size_t> a = ChoosePartnerTrump(solver, options, deal, Seat::kNorth, {});
  ASSERT_TRUE(a.ok());
  EXPECT_LT(*a, options.size());
  // The declarer's and the defenders' tiles do not enter his choice.
  Deal other = deal;
  std::swap(other.hands[Index(Seat::kEast)], other.hands[Index(Seat::kWest)]);
  EXPECT_EQ(*ChoosePartnerTrump(solver, options, other, Seat::kNorth, {}), *a);
}

}  // namespace
}  // namespace texas42
