// Texas 42's players on the family stack (solver/play/, game 42): with the true layout
// as their only world, players take exactly the reference value of every reference deal and the
// solver's value under every contract; table players play only legal tiles, decide from their
// own view alone (hidden hands never change a choice), and the same seed plays the same moves on
// any thread while another seed plays others; kept decisions answer as a fresh player does;
// sequential sampling looks further only where a choice is close, every bid still deciding as it
// would alone; a hand played for every bid at once makes each as a hand played for it alone; and
// the partner of a splash names trump from his own hand.
//
// Covered for 42 by tests/family_table_bid_test.cc and not repeated here: a decision for every
// bid at once over fixed worlds is the decision for each bid
// (ManyTargetDecisionIsTheSingleTargetDecisionForEach), and the declarer's opening lead races
// further for every bid (OpeningLeadRacesFurtherForEveryTarget).
#include "solver/play/table_player.h"

#include <algorithm>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/playout.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/trump_choice.h"
#include "solver/play/world_sampler.h"
#include "tests/family/contracts.h"
#include "tests/family_random_line.h"
#include "tests/texas42_reference.h"

namespace texas42::family {
namespace {

constexpr Seating kTable{PlayerKind::kTable, PlayerKind::kTable};
constexpr Seating kKnowing{PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy};

const Game& Texas42() { return GameOf(GameId::k42); }

Contract Trump(int trump) {
  Contract c;
  c.trump = trump;
  return c;
}

std::vector<int> Bids() {
  std::vector<int> bids;
  for (int b = 30; b <= 42; ++b) bids.push_back(b);
  return bids;
}

// The most the declarer's side can take under `c`: 42 points, or 7 tricks.
int Total(const Contract& c) { return MaxValue(Texas42(), c); }

// The view of the seat to move in `start` after `played` (North declares).
SeatView MoverView(const Rules& rules, const Hands& start, const std::vector<Move>& played) {
  absl::StatusOr<Position> at = Replay(rules, start, 0, played);
  EXPECT_TRUE(at.ok()) << at.status();
  const int mover = at->to_move();
  absl::StatusOr<SeatView> view = SeatView::Make(rules, 0, mover, start[mover], TileSet(), played);
  EXPECT_TRUE(view.ok()) << view.status();
  return *view;
}

struct Reference {
  Deal deal;
  std::vector<int> values;  // by trump: blanks .. sixes, doubles, followme
};

std::vector<Reference> ReadReference() {
  std::vector<Reference> refs;
  std::ifstream in(std::string(TEXAS42_DATA_DIR) + "/reference-deals.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("deal", 0) == 0) continue;
    const std::vector<std::string> fields = absl::StrSplit(line, '\t');
    absl::StatusOr<Deal> deal = ParseDeal(Texas42(), fields[0]);
    EXPECT_TRUE(deal.ok()) << deal.status();
    Reference r{*deal, {}};
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

class KnowingPlayerTest : public testing::TestWithParam<int> {};

// A player who knows the layout is the table player with the true layout as its only world
// (ChooseKnowing): played so by all four seats, every reference deal ends with exactly its
// reference value (an independent minimax's), whatever the bid played for.
TEST_P(KnowingPlayerTest, TakesTheReferenceValueOnEveryDeal) {
  static const std::vector<Reference> refs = ReadReference();
  const int trump = GetParam();
  const Rules rules(Texas42(), Trump(trump));
  const size_t column = trump >= 0 ? static_cast<size_t>(trump) : trump == kDoublesTrump ? 7 : 8;
  Playout playout;
  for (size_t i = 0; i < refs.size(); ++i) {
    const int bid = 30 + static_cast<int>(i % 13);
    absl::StatusOr<PlayResult> r = playout.PlayDeal(rules, refs[i].deal, 0, bid, kKnowing);
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(r->value, refs[i].values[column])
        << "deal " << i << " " << TrumpName(trump) << " bid " << bid;
    EXPECT_EQ(r->value + r->against, 42);
  }
}

INSTANTIATE_TEST_SUITE_P(EveryTrump, KnowingPlayerTest,
                         testing::Values(0, 1, 2, 3, 4, 5, 6, kDoublesTrump, kFollowMe),
                         [](const testing::TestParamInfo<int>& p) { return TrumpName(p.param); });

// A random deal with `declarer` holding the doubles a partner call of `c` needs.
Deal DealFor(const Contract& c, int declarer, uint64_t seed) {
  Hands fixed{};
  if (c.kind == Kind::kPartnerCall) {
    const std::vector<Tile> doubles = *ParseTiles(Texas42(), "66 55 44 33");
    for (int i = 0; i < DoublesNeeded(Texas42(), c); ++i) fixed[declarer].Add(doubles[i]);
  }
  return DealRandom(Texas42(), fixed, seed, 0);
}

class PlayersTest : public testing::TestWithParam<Contract> {};

// Knowing players end every hand at its double-dummy value: the family solver's, and Texas 42's
// own search's.
TEST_P(PlayersTest, KnowingPlayersTakeTheSolversValue) {
  const Contract c = GetParam();
  const Rules rules(Texas42(), c);
  Playout playout;
  Solver solver;
  texas42::Solver reference;
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const int declarer = static_cast<int>(seed % 4);
    const Deal deal = DealFor(c, declarer, 300 + seed);
    ASSERT_TRUE(CheckQualifies(Texas42(), c, deal.hands[declarer]).ok());
    const int expected = solver.Solve(Position(rules, deal.hands, declarer));
    EXPECT_EQ(expected, TexasValue(reference, c, deal.hands, declarer)) << "seed " << seed;
    absl::StatusOr<PlayResult> r =
        playout.PlayDeal(rules, deal, declarer, GoalOf(Texas42(), c, 30), kKnowing);
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(r->value, expected) << "seed " << seed;
  }
}

// Table players of every contract play whole hands: every move they make is legal where it is
// made, each seat moves in turn, and the sides share out the hand's total.
TEST_P(PlayersTest, TablePlayersPlayOnlyLegalTiles) {
  const Contract c = GetParam();
  const Rules rules(Texas42(), c);
  Playout playout(TableOptions{.worlds = 4, .seed = 9});
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    const int declarer = static_cast<int>(seed % 4);
    const Deal deal = DealFor(c, declarer, 500 + seed);
    absl::StatusOr<PlayResult> r =
        playout.PlayDeal(rules, deal, declarer, GoalOf(Texas42(), c, 34), kTable);
    ASSERT_TRUE(r.ok()) << r.status();
    EXPECT_EQ(r->start, deal.hands);
    Position replay(rules, r->start, declarer);
    for (const Move& m : r->moves) {
      const std::vector<Move> legal = replay.Legal();
      EXPECT_NE(std::find(legal.begin(), legal.end(), m), legal.end()) << FormatTile(m.tile);
      ASSERT_TRUE(replay.Play(m).ok());
    }
    EXPECT_TRUE(replay.finished());
    const int in_play = c.kind == Kind::kNello ? 3 : 4;
    EXPECT_EQ(static_cast<int>(r->moves.size()), in_play * 7);
    EXPECT_EQ(r->value, replay.taken());
    EXPECT_EQ(r->value + r->against, Total(c));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, PlayersTest, testing::ValuesIn(Texas42Contracts()),
                         [](const testing::TestParamInfo<Contract>& p) {
                           return ContractTestName(Texas42(), p.param);
                         });

// A table seat decides from what it sees: in a layout it cannot tell from the true one, played
// to the same point, the playout makes the same move, which is the move a player of the same
// seed chooses from the view alone, with the same scores; a player of another seed looks at
// other worlds.
TEST(TablePlayerTest, HiddenHandsNeverChangeTheChoice) {
  const Rules rules(Texas42(), Trump(6));
  const TableOptions options{.worlds = 8, .seed = 3};
  int other_seed_differs = 0;  // positions at which another seed's worlds scored otherwise
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const Deal deal = DealRandom(Texas42(), {}, 60 + seed, 0);
    Playout playout(options);
    absl::StatusOr<PlayResult> r = playout.PlayDeal(rules, deal, 0, 31, kTable);
    ASSERT_TRUE(r.ok()) << r.status();
    // A decision some way into the hand, with a choice to make.
    size_t k = 4 + seed;
    std::vector<Move> before(r->moves.begin(), r->moves.begin() + static_cast<long>(k));
    while (MoverView(rules, r->start, before).Legal().size() < 2) before.push_back(r->moves[k++]);
    const SeatView view = MoverView(rules, r->start, before);
    // Another layout the mover cannot tell from the true one, played to the same point.
    const WorldSampler sampler(view);
    ASSERT_GT(sampler.count(), 1u);
    Hands other = sampler.DealOf(sampler.WorldAt(sampler.count() / 3));
    if (other == r->start) other = sampler.DealOf(sampler.WorldAt(sampler.count() / 3 + 1));
    ASSERT_FALSE(other == r->start);
    Playout twin(options);
    absl::StatusOr<PlayResult> t = twin.PlayFrom(rules, other, TileSet(), 0, 31, kTable, before);
    ASSERT_TRUE(t.ok()) << t.status();
    EXPECT_EQ(t->moves[k], r->moves[k]) << "seed " << seed;
    // The same seed draws the same worlds: the same choice and scores, whoever asks.
    TablePlayer a(options), b(options);
    const absl::StatusOr<TableChoice> x = a.Explain(view, 31);
    const absl::StatusOr<TableChoice> y = b.Explain(view, 31);
    ASSERT_TRUE(x.ok() && y.ok());
    EXPECT_EQ(x->move, r->moves[k]) << "seed " << seed;
    EXPECT_EQ(y->move, x->move);
    ASSERT_EQ(x->scores.size(), y->scores.size());
    for (size_t i = 0; i < x->scores.size(); ++i) {
      EXPECT_EQ(x->scores[i].move, y->scores[i].move);
      EXPECT_EQ(x->scores[i].reached, y->scores[i].reached);
      EXPECT_EQ(x->scores[i].mean, y->scores[i].mean);
      EXPECT_EQ(x->scores[i].window_mean, y->scores[i].window_mean);
    }
    // Another seed draws other worlds (and may choose otherwise): its scores differ somewhere.
    TablePlayer d(TableOptions{.worlds = 8, .seed = 4});
    const absl::StatusOr<TableChoice> u = d.Explain(view, 31);
    ASSERT_TRUE(u.ok());
    bool differs = false;
    for (const MoveScore& s : u->scores) {
      for (const MoveScore& e : x->scores) {
        differs |= s.move == e.move && (s.reached != e.reached || s.mean != e.mean);
      }
    }
    other_seed_differs += differs ? 1 : 0;
  }
  EXPECT_GT(other_seed_differs, 0) << "seed 4 drew the worlds of seed 3 at every position";
}

// Table play is reproducible: a hand played again with the same seed, by a fresh playout, by one
// that has played other hands, or on another thread, takes the same moves; with another seed the
// players look at other worlds, and some hand goes otherwise.
TEST(TablePlayerTest, TheSameSeedPlaysTheSameMovesOnAnyThread) {
  const Rules rules(Texas42(), Trump(5));
  const TableOptions options{.worlds = 4, .seed = 7};
  Playout reused(options);
  int other_seed_differs = 0;
  for (uint64_t i = 0; i < 3; ++i) {
    const Deal deal = DealRandom(Texas42(), {}, 80, i);
    const int declarer = static_cast<int>(i % 4);
    const auto play = [&](Playout& playout) {
      absl::StatusOr<PlayResult> r = playout.PlayDeal(rules, deal, declarer, 32, kTable);
      EXPECT_TRUE(r.ok()) << r.status();
      return r.ok() ? *r : PlayResult{};
    };
    Playout first(options), again(options), elsewhere(options);
    const PlayResult one = play(first);
    ASSERT_EQ(one.moves.size(), 28u);
    PlayResult on_thread;
    std::thread thread([&] { on_thread = play(elsewhere); });
    thread.join();
    for (const PlayResult& r : {play(again), play(reused), on_thread}) {
      EXPECT_EQ(r.moves, one.moves) << "deal " << i;
      EXPECT_EQ(r.value, one.value) << "deal " << i;
    }
    Playout other_seed(TableOptions{.worlds = 4, .seed = 8});
    other_seed_differs += play(other_seed).moves == one.moves ? 0 : 1;
  }
  EXPECT_GT(other_seed_differs, 0) << "seed 8 played every hand as seed 7 did";
}

bool SameChoices(const std::vector<TableChoice>& a, const std::vector<TableChoice>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!(a[i].move == b[i].move) || a[i].worlds != b[i].worlds ||
        a[i].world_count != b[i].world_count) {
      return false;
    }
  }
  return true;
}

// The declarer's decisions of the first two tricks for many bids are kept: asked again, a
// decision costs no search and gives the same choices; asked for other bids, for one bid, or
// under another contract, it gives what a fresh player gives.
TEST(TablePlayerTest, KeptDecisionsAnswerAsAFreshPlayerDoes) {
  const std::vector<int> bids = Bids();
  const std::vector<int> some = {32, 36, 40};
  const TableOptions options{.worlds = 6, .seed = 3};
  const Rules rules(Texas42(), Trump(6));
  const Rules doubles(Texas42(), Trump(kDoublesTrump));
  int kept = 0, contract_differs = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    // The declarer (North) to lead trick 1, and trick 2 after a random first trick.
    for (int plays : {0, 4}) {
      const RandomLine line = PlayRandomLine(rules, 40 + seed, plays, 0, 11);
      if (line.position.to_move() != 0) continue;
      const SeatView view = MoverView(rules, line.start, line.moves);
      TablePlayer player(options);
      const absl::StatusOr<std::vector<TableChoice>> all = player.ChooseForTargets(view, bids);
      const uint64_t nodes = player.nodes();
      const absl::StatusOr<std::vector<TableChoice>> again = player.ChooseForTargets(view, bids);
      ASSERT_TRUE(all.ok() && again.ok());
      EXPECT_EQ(player.nodes(), nodes) << "seed " << seed << " plays " << plays;
      EXPECT_TRUE(SameChoices(*all, *again));
      kept += player.nodes() == nodes ? 1 : 0;
      TablePlayer fresh(options);
      EXPECT_TRUE(SameChoices(*all, *fresh.ChooseForTargets(view, bids)));
      EXPECT_TRUE(SameChoices(*player.ChooseForTargets(view, some),
                              *TablePlayer(options).ChooseForTargets(view, some)))
          << "seed " << seed << " plays " << plays;
      EXPECT_TRUE(
          SameChoices({*player.Choose(view, 36)}, {*TablePlayer(options).Choose(view, 36)}));
      if (plays > 0) continue;
      // The opening lead of the same hand under doubles (a view that hashes as the one under
      // sixes: the hash leaves out the contract): another decision, not the one kept.
      const SeatView lead = MoverView(doubles, line.start, {});
      const absl::StatusOr<std::vector<TableChoice>> under_doubles =
          player.ChooseForTargets(lead, bids);
      ASSERT_TRUE(under_doubles.ok());
      EXPECT_TRUE(SameChoices(*under_doubles, *TablePlayer(options).ChooseForTargets(lead, bids)))
          << "seed " << seed;
      contract_differs += SameChoices(*under_doubles, *all) ? 0 : 1;
    }
  }
  EXPECT_GE(kept, 3);
  EXPECT_GT(contract_differs, 0) << "doubles led as sixes every time: the check shows nothing";
}

// Sequential sampling (kAdaptiveWorlds): a clear decision stops at the first batch, a close one
// looks further in whole batches, never past Racing::most; Score chooses as Choose does over the
// same worlds; and the decision for every bid at once is, bid by bid, the decision for it alone.
TEST(TablePlayerTest, SequentialSamplingLooksFurtherOnlyWhereTheChoiceIsClose) {
  const Racing racing;
  const std::vector<int> bids = Bids();
  int stopped_early = 0, went_on = 0, many = 0;
  for (int trump : {6, 5, kDoublesTrump}) {
    const Rules rules(Texas42(), Trump(trump));
    for (uint64_t seed = 1; seed <= 8; ++seed) {
      const RandomLine line = PlayRandomLine(rules, 90 + seed, static_cast<int>(seed % 6), 0, 11);
      const SeatView view = MoverView(rules, line.start, line.moves);
      TablePlayer player(TableOptions{.worlds = kAdaptiveWorlds, .seed = seed});
      const absl::StatusOr<TableChoice> choice = player.Choose(view, 32);
      ASSERT_TRUE(choice.ok()) << choice.status();
      if (choice->worlds == 0 || choice->world_count <= static_cast<uint64_t>(racing.most)) {
        continue;
      }
      EXPECT_LE(choice->worlds, racing.most);
      EXPECT_EQ((choice->worlds - racing.first) % racing.batch, 0) << choice->worlds;
      const absl::StatusOr<TableChoice> scored = player.Score(view, 32);
      ASSERT_TRUE(scored.ok());
      EXPECT_EQ(scored->move, choice->move);
      EXPECT_EQ(scored->worlds, choice->worlds);
      ASSERT_FALSE(scored->scores.empty());
      EXPECT_EQ(scored->scores.front().move, choice->move);
      (choice->worlds == racing.first ? stopped_early : went_on) += 1;
      if (seed > 3) continue;
      const absl::StatusOr<std::vector<TableChoice>> all = player.ChooseForTargets(view, bids);
      ASSERT_TRUE(all.ok());
      for (size_t b = 0; b < bids.size(); ++b) {
        const absl::StatusOr<TableChoice> alone = player.Choose(view, bids[b]);
        ASSERT_TRUE(alone.ok());
        EXPECT_EQ((*all)[b].move, alone->move) << TrumpName(trump) << " bid " << bids[b];
        EXPECT_EQ((*all)[b].worlds, alone->worlds) << TrumpName(trump) << " bid " << bids[b];
      }
      ++many;
    }
  }
  EXPECT_GT(stopped_early, 0);
  EXPECT_GT(went_on, 0);
  EXPECT_GT(many, 0);
}

// Fixed worlds, and sequential sampling (each bid races on its own).
class ForEveryBidTest : public testing::TestWithParam<int> {};

// A hand played for every bid at once (Playout::MakesForBids) makes each bid exactly when
// a hand played for that bid alone does, along the same line up to the play that decided it.
TEST_P(ForEveryBidTest, EveryBidAtOnceMakesAsEachBidAlone) {
  const std::vector<int> bids = Bids();
  const TableOptions options{.worlds = GetParam(), .seed = 2};
  bool forked = false;
  for (int trump : {6, kDoublesTrump}) {
    const Rules rules(Texas42(), Trump(trump));
    // Deals whose bids part at 8 worlds (most hands' do not: a move one world short of the
    // leader is tied with it, and key 2 is the same for every bid).
    for (uint64_t seed : {4, 8}) {
      const Deal deal = DealRandom(Texas42(), {}, 70 + seed, 0);
      Playout together(options);
      std::vector<std::vector<Move>> lines;
      const absl::StatusOr<std::vector<bool>> makes =
          together.MakesForBids(rules, deal, 0, bids, kTable, &lines);
      ASSERT_TRUE(makes.ok()) << makes.status();
      ASSERT_EQ(makes->size(), bids.size());
      for (size_t b = 0; b < bids.size(); ++b) {
        Playout alone(options);
        absl::StatusOr<PlayResult> r = alone.PlayDeal(rules, deal, 0, bids[b], kTable);
        ASSERT_TRUE(r.ok()) << r.status();
        EXPECT_EQ((*makes)[b], GoalMade(rules, r->value, bids[b]))
            << TrumpName(trump) << " bid " << bids[b];
        ASSERT_LE(lines[b].size(), r->moves.size());
        EXPECT_TRUE(std::equal(lines[b].begin(), lines[b].end(), r->moves.begin()))
            << TrumpName(trump) << " bid " << bids[b];
        for (size_t a = 0; a < b; ++a) {
          const size_t both = std::min(lines[a].size(), lines[b].size());
          forked |= !std::equal(lines[a].begin(), lines[a].begin() + static_cast<long>(both),
                                lines[b].begin());
        }
      }
    }
  }
  EXPECT_TRUE(forked) << "no hand split its bids: the test shows nothing of the forks";
}

INSTANTIATE_TEST_SUITE_P(Worlds, ForEveryBidTest, testing::Values(8, kAdaptiveWorlds));

// The partner of a splash bidder (who holds at least 3 doubles) names trump from his own hand:
// the trump that takes every trick in the most of his worlds, then all tricks but one in the most,
// then the first; counted here world by world with Texas 42's own search. The other seats' tiles
// do not enter his choice.
TEST(TrumpChoiceTest, PartnerNamesATrumpFromHisOwnHand) {
  Contract splash;
  splash.kind = Kind::kPartnerCall;
  splash.partner_call = 0;
  std::vector<std::unique_ptr<Rules>> rules;
  std::vector<const Rules*> options;
  for (int t = kFollowMe; t <= 6; ++t) {
    Contract named = splash;
    named.trump = t;
    rules.push_back(std::make_unique<Rules>(Texas42(), named));
    options.push_back(rules.back().get());
  }
  const int doubles = DoublesNeeded(Texas42(), splash);
  ASSERT_EQ(doubles, 3);
  const TableOptions table{.worlds = 6, .seed = 4};
  Hands fixed{};
  fixed[0] = TileSet(Tile::FromPips(6, 6)) | Tile::FromPips(5, 5) | Tile::FromPips(4, 4);
  TileSet all_doubles;
  for (Tile t : Texas42().tiles) {
    if (t.is_double()) all_doubles.Add(t);
  }
  Solver solver;
  texas42::Solver reference;
  std::vector<size_t> names;
  for (uint64_t i = 0; i < 3; ++i) {
    const Deal deal = DealRandom(Texas42(), fixed, 8, i);
    const absl::StatusOr<size_t> named =
        ChoosePartnerTrump(solver, options, deal.hands[2], 0, doubles, table);
    ASSERT_TRUE(named.ok()) << named.status();
    ASSERT_LT(*named, options.size());
    names.push_back(*named);
    // The declarer's and the defenders' tiles do not enter his choice.
    Deal swapped = deal;
    std::swap(swapped.hands[1], swapped.hands[3]);
    EXPECT_EQ(*ChoosePartnerTrump(solver, options, swapped.hands[2], 0, doubles, table), *named);
    // His worlds, drawn as he draws them, each valued under every trump.
    absl::StatusOr<SeatView> view =
        SeatView::Make(*options.front(), 0, 2, deal.hands[2], TileSet(), {});
    ASSERT_TRUE(view.ok()) << view.status();
    DecisionWorlds worlds(WorldSampler(*view, AtLeast{0, all_doubles, doubles}), table.worlds,
                          table.seed, MixHash(view->Hash(), static_cast<uint64_t>(doubles)));
    const int used = worlds.Draw(table.worlds);
    std::vector<std::pair<int, int>> score(options.size(), {0, 0});  // every trick, all but one
    for (int w = 0; w < used; ++w) {
      EXPECT_GE(DoublesIn(worlds.deal(w)[0]), doubles);
      EXPECT_EQ(worlds.deal(w)[2], deal.hands[2]);
      for (size_t o = 0; o < options.size(); ++o) {
        const int tricks = TexasValue(reference, options[o]->contract(), worlds.deal(w));
        score[o].first += tricks == 7 ? 1 : 0;
        score[o].second += tricks >= 6 ? 1 : 0;
      }
    }
    // Key 1, every trick, then key 2, all but one, each over the trumps within the slack of
    // the most (Racing::slack); then the first of those left.
    const int slack = Racing{}.slack;
    std::vector<size_t> tied(options.size());
    for (size_t o = 0; o < tied.size(); ++o) tied[o] = o;
    for (const auto key : {&std::pair<int, int>::first, &std::pair<int, int>::second}) {
      int most = 0;
      for (size_t o : tied) most = std::max(most, score[o].*key);
      std::erase_if(tied, [&](size_t o) { return score[o].*key + slack < most; });
    }
    EXPECT_EQ(*named, tied.front()) << "deal " << i;
  }
}

}  // namespace
}  // namespace texas42::family
