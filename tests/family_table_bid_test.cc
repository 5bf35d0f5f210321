// The family's table-play bid means what Texas 42's does: each bid is played for. The decision
// for many targets at once equals the single-target decision for each; the forking playout's
// per-bid results equal a playout for each bid alone; the analysis' makes never rise with the
// bid and stay within the noise of the per-bid counts; the declarer's opening lead races
// further for every target; each trump has its double-dummy ceiling and, played out, the
// figures of an analysis of it alone, and in a game of partners a dominated trump is not played
// out; a partner names trump from his own hand; nello's table figure never exceeds double
// dummy; and the results do not depend on the thread count.
#include <algorithm>
#include <cmath>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/steady_makes.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/play/playout.h"
#include "solver/play/racing.h"
#include "solver/play/seat_view.h"
#include "solver/play/trump_choice.h"
#include "solver/rng.h"
#include "tests/family/to_plain.h"
#include "tests/family_random_line.h"

namespace texas42::family {
namespace {

constexpr Seating kTable{PlayerKind::kTable, PlayerKind::kTable};

int Top(const Rules& rules) {
  return rules.scoring() == Scoring::kPoints ? rules.game().total : rules.game().tricks();
}

std::vector<int> Bids(const Rules& rules) {
  std::vector<int> bids;
  for (int b = rules.game().lowest_bid; b <= Top(rules); ++b) bids.push_back(b);
  return bids;
}

// A random deal's hands at the first lead (the first exchange choice), and `steps` random
// legal moves from there.

// A table player ranks the moves by the keys of table_player.h, over his worlds: the
// worlds in which his side reaches its goal (a move at most Racing::slack worlds short of the
// most tied with the leader), then in a normal contract the summed value with
// everything below the lowest bid counted as one below it, then the summed exact value, then the
// natural order (the greater power in the trick, a lead's in the suit it calls; then the higher
// tile). Checked on endgames of every game, the worlds drawn as the player draws them, each move
// valued in each by the plain minimax.
TEST(FamilyTableBidTest, MovesAreRankedByGoalThenWindowMeanThenValue) {
  constexpr int kWorlds = 4;
  int decisions = 0, by_window = 0;
  for (const GameId id :
       {GameId::kMoon, GameId::kThreeHand, GameId::k42, GameId::kGeezer, GameId::kBigGame}) {
    const Game& game = GameOf(id);
    for (int trump : {game.max_pip, kDoublesTrump}) {
      Contract c;
      c.trump = trump;
      const Rules rules(game, c);
      const int floor = game.lowest_bid;
      for (uint64_t seed = 1; seed <= 12; ++seed) {
        // Three tricks left, from a trick boundary or inside a trick.
        const int steps = (game.tricks() - 3) * game.seats + static_cast<int>(seed % 3);
        const RandomLine line = PlayRandomLine(rules, seed, steps, seed, 7);
        Position p = line.position;
        std::vector<Move> moves = line.moves;
        TablePlayer player({.worlds = kWorlds, .seed = seed});
        while (!p.finished()) {
          const int mover = p.to_move();
          absl::StatusOr<SeatView> view = SeatView::Make(
              rules, 0, mover, line.start[mover], mover == 0 ? line.discard : TileSet(), moves);
          ASSERT_TRUE(view.ok()) << view.status();
          const std::vector<Move> legal = view->Legal();
          if (legal.size() < 2) {
            ASSERT_TRUE(p.Play(legal.front()).ok());
            moves.push_back(legal.front());
            continue;
          }
          // The player's worlds, and each move's value in each.
          DecisionWorlds worlds(WorldSampler(*view), kWorlds, seed, view->Hash());
          const int used = worlds.all() ? worlds.size() : worlds.Draw(kWorlds);
          std::vector<std::vector<int>> value(legal.size());
          for (int w = 0; w < used; ++w) {
            absl::StatusOr<Position> at =
                Replay(rules, worlds.deal(w), view->declarer(), view->played());
            ASSERT_TRUE(at.ok()) << at.status();
            for (size_t k = 0; k < legal.size(); ++k) {
              Position child = *at;
              ASSERT_TRUE(child.Play(legal[k]).ok());
              value[k].push_back(child.taken() +
                                 (child.finished() ? 0 : plain::PlainValue(ToPlain(child))));
            }
          }
          const int sign = p.declarer_side(mover) ? 1 : -1;
          int highest = 0;
          for (const std::vector<int>& v : value) highest = std::max(highest, v.front());
          for (int target : {floor, (floor + highest) / 2, highest}) {
            // Key 1, then keys 2 and 3, each the bigger the better for the mover; `window` off:
            // without key 2.
            const auto reached = [&](size_t k) {
              int n = 0;
              for (int v : value[k]) n += (v >= target) == (sign > 0) ? 1 : 0;
              return n;
            };
            int most = 0;
            for (size_t k = 0; k < legal.size(); ++k) most = std::max(most, reached(k));
            const auto keys = [&](size_t k, bool window) {
              int clipped = 0, exact = 0;
              for (int v : value[k]) {
                clipped += window ? sign * std::max(v, floor - 1) : 0;
                exact += sign * v;
              }
              return std::tuple(reached(k) + Racing{}.slack >= most, clipped, exact);
            };
            const auto power = [&](size_t k) {
              return rules.Power(p.led_suit() != kNoSuit ? p.led_suit() : legal[k].suit,
                                 legal[k].tile);
            };
            // Whether move k goes before move j: better keys, or equal keys and first in the
            // natural order.
            const auto before = [&](size_t k, size_t j, bool window) {
              if (keys(k, window) != keys(j, window)) return keys(k, window) > keys(j, window);
              if (power(k) != power(j)) return power(k) > power(j);
              return legal[k].tile.index() > legal[j].tile.index();
            };
            size_t want = 0, without = 0;
            for (size_t k = 1; k < legal.size(); ++k) {
              if (before(k, want, true)) want = k;
              if (before(k, without, false)) without = k;
            }
            absl::StatusOr<TableChoice> got = player.Choose(*view, target);
            ASSERT_TRUE(got.ok()) << got.status();
            EXPECT_EQ(got->move, legal[want])
                << game.name << " trump " << trump << " seed " << seed << " target " << target
                << " after " << moves.size() << " moves";
            ++decisions;
            by_window += want == without ? 0 : 1;
          }
          const Move next = legal[static_cast<size_t>(decisions) % legal.size()];
          ASSERT_TRUE(p.Play(next).ok());
          moves.push_back(next);
        }
      }
    }
  }
  EXPECT_GT(decisions, 200);
  // The window mean decides now and then, so the check of key 2 is not idle.
  EXPECT_GT(by_window, 0) << decisions << " decisions";
}

TEST(FamilyTableBidTest, ManyTargetDecisionIsTheSingleTargetDecisionForEach) {
  struct Case {
    GameId game;
    int steps;  // moves played before the decisions begin: deep enough to solve quickly
  };
  int splits = 0;  // decisions whose move is not the same for every target
  int decisions = 0;
  for (const Case& k : {Case{GameId::kMoon, 3}, Case{GameId::kThreeHand, 9}, Case{GameId::k42, 12},
                        Case{GameId::kGeezer, 20}}) {
    const Game& game = GameOf(k.game);
    for (int trump : {game.max_pip, kDoublesTrump}) {
      Contract c;
      c.trump = trump;
      const Rules rules(game, c);
      std::vector<int> targets = Bids(rules);
      targets.push_back(kNoGoal);
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        const RandomLine line = PlayRandomLine(rules, seed, k.steps, 0, 11);
        Position p = line.position;
        std::vector<Move> moves = line.moves;
        // Every decision of the rest of the hand, along the first target's line.
        TablePlayer many({.worlds = 4, .seed = seed}), one({.worlds = 4, .seed = seed});
        while (!p.finished()) {
          const int mover = p.to_move();
          absl::StatusOr<SeatView> view = SeatView::Make(
              rules, 0, mover, line.start[mover], mover == 0 ? line.discard : TileSet(), moves);
          ASSERT_TRUE(view.ok()) << view.status();
          absl::StatusOr<std::vector<TableChoice>> all = many.ChooseForTargets(*view, targets);
          absl::StatusOr<std::vector<TableChoice>> knowing =
              many.ChooseKnowingForTargets(*view, line.start, targets);
          ASSERT_TRUE(all.ok() && knowing.ok());
          ASSERT_EQ(all->size(), targets.size());
          bool split = false;
          for (size_t t = 0; t < targets.size(); ++t) {
            absl::StatusOr<TableChoice> single = one.Choose(*view, targets[t]);
            absl::StatusOr<TableChoice> dd = one.ChooseKnowing(*view, line.start, targets[t]);
            ASSERT_TRUE(single.ok() && dd.ok());
            EXPECT_EQ((*all)[t].move, single->move)
                << game.name << " trump " << trump << " seed " << seed << " target " << targets[t];
            EXPECT_EQ((*knowing)[t].move, dd->move) << game.name << " target " << targets[t];
            split = split || !((*all)[t].move == all->front().move);
          }
          ++decisions;
          splits += split ? 1 : 0;
          const Move next = all->front().move;
          ASSERT_TRUE(p.Play(next).ok());
          moves.push_back(next);
        }
      }
    }
  }
  // The targets do call for different moves now and then, so the comparison is not idle.
  EXPECT_GT(splits, 0) << decisions << " decisions";
}

// Sequential sampling (`--worlds auto`) as Texas 42's table player races: a decision stops once
// it is clear, a close one looks further (never past Racing::most), the same seed gives
// the same worlds and choices, Explain and Score choose as Choose does (with the same counts of
// worlds reached), and the many-target decision is
// still Choose's for each target, the goal-less one included.
TEST(FamilyTableBidTest, AutoWorldsRaceAndEachGoalStillDecidesAsAlone) {
  const Racing racing;
  int stopped_early = 0;   // decisions settled before the most worlds
  int looked_further = 0;  // decisions that drew more than the first batch
  for (const GameId id : {GameId::kMoon, GameId::kThreeHand}) {
    const Game& game = GameOf(id);
    Contract c;
    c.trump = game.max_pip;
    const Rules rules(game, c);
    std::vector<int> targets = Bids(rules);
    targets.push_back(kNoGoal);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      const RandomLine line = PlayRandomLine(rules, seed, id == GameId::kMoon ? 3 : 9, 0, 11);
      Position p = line.position;
      std::vector<Move> moves = line.moves;
      TablePlayer player({.worlds = kAdaptiveWorlds, .seed = seed}),
          again({.worlds = kAdaptiveWorlds, .seed = seed});
      for (int step = 0; step < 6 && !p.finished(); ++step) {
        const int mover = p.to_move();
        absl::StatusOr<SeatView> view = SeatView::Make(
            rules, 0, mover, line.start[mover], mover == 0 ? line.discard : TileSet(), moves);
        ASSERT_TRUE(view.ok()) << view.status();
        absl::StatusOr<std::vector<TableChoice>> all = player.ChooseForTargets(*view, targets);
        ASSERT_TRUE(all.ok()) << all.status();
        for (size_t t = 0; t < targets.size(); ++t) {
          absl::StatusOr<TableChoice> single = player.Choose(*view, targets[t]);
          absl::StatusOr<TableChoice> twin = again.Choose(*view, targets[t]);
          ASSERT_TRUE(single.ok() && twin.ok());
          EXPECT_EQ((*all)[t].move, single->move) << game.name << " target " << targets[t];
          EXPECT_EQ((*all)[t].worlds, single->worlds) << game.name << " target " << targets[t];
          EXPECT_EQ(twin->move, single->move);
          EXPECT_EQ(twin->worlds, single->worlds);
          EXPECT_LE(single->worlds, racing.most);
          if (single->worlds == 0) continue;  // a forced move
          if (single->world_count <= static_cast<uint64_t>(racing.most)) {
            EXPECT_EQ(static_cast<uint64_t>(single->worlds), single->world_count);
            continue;
          }
          EXPECT_EQ((single->worlds - racing.first) % racing.batch, 0) << single->worlds;
          if (targets[t] == kNoGoal) {
            EXPECT_EQ(single->worlds, racing.first);
            continue;
          }
          stopped_early += single->worlds < racing.most;
          looked_further += single->worlds > racing.first;
          absl::StatusOr<TableChoice> explained = player.Explain(*view, targets[t]);
          ASSERT_TRUE(explained.ok());
          EXPECT_EQ(explained->move, single->move);
          EXPECT_EQ(explained->worlds, single->worlds);
          ASSERT_FALSE(explained->scores.empty());
          EXPECT_EQ(explained->scores.front().move, single->move);
          // Score (a review's table view) chooses the same and counts each move's worlds as
          // Explain does, without its exact means.
          absl::StatusOr<TableChoice> scored = player.Score(*view, targets[t]);
          ASSERT_TRUE(scored.ok());
          EXPECT_EQ(scored->move, single->move);
          EXPECT_EQ(scored->worlds, single->worlds);
          ASSERT_EQ(scored->scores.size(), explained->scores.size());
          EXPECT_EQ(scored->scores.front().move, single->move);
          for (const MoveScore& e : explained->scores) {
            EXPECT_TRUE(e.mean.has_value());
            const auto same = std::find_if(scored->scores.begin(), scored->scores.end(),
                                           [&](const MoveScore& m) { return m.move == e.move; });
            ASSERT_NE(same, scored->scores.end());
            EXPECT_EQ(same->reached, e.reached);
            EXPECT_FALSE(same->mean.has_value());
          }
        }
        const Move next = all->front().move;
        ASSERT_TRUE(p.Play(next).ok());
        moves.push_back(next);
      }
    }
  }
  EXPECT_GT(stopped_early, 0);
  EXPECT_GT(looked_further, 0);
}

TEST(FamilyTableBidTest, ForkingPlayoutEqualsAPlayoutForEachBid) {
  bool forked = false;
  struct Case {
    GameId game;
    const char* hand;
    uint64_t layouts;
  };
  for (const Case& k : {Case{GameId::kMoon, "66 65 64 54 53 33 11", 4},
                        Case{GameId::kMoon, "66 64 62 54 52 33 10", 1},                // forks in 0
                        Case{GameId::kThreeHand, "65 64 63 55 54 44 33 22 11", 4}}) {  // in 3
    const Game& game = GameOf(k.game);
    Contract c;
    c.trump = 6;
    const Rules rules(game, c);
    const std::vector<int> bids = Bids(rules);
    Hands fixed{};
    fixed[0] = *ParseHand(game, k.hand);
    for (Seating seating : {kTable, Seating{PlayerKind::kTable, PlayerKind::kDoubleDummy}}) {
      for (uint64_t i = 0; i < k.layouts; ++i) {
        const Deal deal = DealRandom(game, fixed, 21, i);
        Playout forking({.worlds = 3, .seed = 5}), single({.worlds = 3, .seed = 5});
        std::vector<std::vector<Move>> lines;
        absl::StatusOr<std::vector<bool>> made =
            forking.MakesForBids(rules, deal, 0, bids, seating, &lines);
        ASSERT_TRUE(made.ok()) << made.status();
        ASSERT_EQ(made->size(), bids.size());
        for (size_t b = 0; b < bids.size(); ++b) {
          absl::StatusOr<PlayResult> r = single.PlayDeal(rules, deal, 0, bids[b], seating);
          ASSERT_TRUE(r.ok()) << r.status();
          EXPECT_EQ((*made)[b], GoalMade(rules, r->value, bids[b]))
              << game.name << " layout " << i << " bid " << bids[b];
          // Each bid was played along the very line a playout for it alone takes, up to the
          // play that decided it.
          ASSERT_LE(lines[b].size(), r->moves.size());
          EXPECT_TRUE(std::equal(lines[b].begin(), lines[b].end(), r->moves.begin()))
              << game.name << " layout " << i << " bid " << bids[b];
          // The hand forked: two bids parted before either was decided.
          for (size_t a = 0; a < b; ++a) {
            const size_t both = std::min(lines[a].size(), lines[b].size());
            const bool split =
                !std::equal(lines[a].begin(), lines[a].begin() + both, lines[b].begin());
            forked = forked || split;
          }
        }
      }
    }
  }
  EXPECT_TRUE(forked) << "no layout split its bids: the test shows nothing of the forks";
}

// The declarer's opening lead in ChooseForTargets races with TableOptions::opening_lead,
// as Texas 42's does: each target's move is the one a player racing so for that target alone
// makes, every other decision keeps the fixed worlds, and a reach no further than those worlds
// changes nothing.
TEST(FamilyTableBidTest, OpeningLeadRacesFurtherForEveryTarget) {
  const Racing opening{.first = 8, .batch = 8, .most = 32};
  int raced = 0;  // opening leads that looked at more worlds than the fixed four
  for (const GameId id : {GameId::kMoon, GameId::k42}) {
    const Game& game = GameOf(id);
    Contract c;
    c.trump = game.max_pip;
    const Rules rules(game, c);
    const std::vector<int> targets = Bids(rules);
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      const RandomLine line = PlayRandomLine(rules, seed, 0, 0, 11);
      absl::StatusOr<SeatView> lead = SeatView::Make(rules, 0, 0, line.start[0], line.discard, {});
      ASSERT_TRUE(lead.ok()) << lead.status();
      TablePlayer many({.worlds = 4, .seed = 5, .opening_lead = opening});
      absl::StatusOr<std::vector<TableChoice>> all = many.ChooseForTargets(*lead, targets);
      ASSERT_TRUE(all.ok()) << all.status();
      for (size_t t = 0; t < targets.size(); ++t) {
        TablePlayer one({.worlds = kAdaptiveWorlds, .seed = 5, .racing = opening});
        absl::StatusOr<TableChoice> single = one.Choose(*lead, targets[t]);
        ASSERT_TRUE(single.ok()) << single.status();
        EXPECT_EQ((*all)[t].move, single->move) << game.name << " target " << targets[t];
        EXPECT_EQ((*all)[t].worlds, single->worlds) << game.name << " target " << targets[t];
        EXPECT_GE((*all)[t].worlds, opening.first) << game.name << " target " << targets[t];
        raced += (*all)[t].worlds > 4;
      }
      // The next decision is a defender's: four worlds, as without the option.
      Position next = line.position;
      ASSERT_TRUE(next.Play(all->front().move).ok());
      const int mover = next.to_move();
      absl::StatusOr<SeatView> follow =
          SeatView::Make(rules, 0, mover, line.start[mover], TileSet(), {all->front().move});
      ASSERT_TRUE(follow.ok()) << follow.status();
      TablePlayer plain({.worlds = 4, .seed = 5});
      absl::StatusOr<std::vector<TableChoice>> with = many.ChooseForTargets(*follow, targets);
      absl::StatusOr<std::vector<TableChoice>> without = plain.ChooseForTargets(*follow, targets);
      ASSERT_TRUE(with.ok() && without.ok());
      for (size_t t = 0; t < targets.size(); ++t) {
        EXPECT_EQ((*with)[t].move, (*without)[t].move);
        EXPECT_LE((*with)[t].worlds, 4);
      }
    }
  }
  EXPECT_GT(raced, 0);
  EXPECT_FALSE(OpeningLeadRacing(TableOptions{.worlds = 32, .opening_lead = opening}));
  EXPECT_FALSE(OpeningLeadRacing(TableOptions{.worlds = 16}));
  EXPECT_TRUE(OpeningLeadRacing(TableOptions{.worlds = 31, .opening_lead = opening}));
  EXPECT_FALSE(OpeningLeadRacing(
      TableOptions{.worlds = kAdaptiveWorlds, .opening_lead = Racing{.most = 96}}));
}

BidQuery TableQuery(GameId id, const char* hand, std::vector<Contract> contracts,
                    uint64_t samples) {
  BidQuery q;
  q.game = &GameOf(id);
  q.hand = *ParseHand(*q.game, hand);
  q.contracts = std::move(contracts);
  q.samples = samples;
  q.seed = 8;
  q.worlds = 4;
  q.play = kTable;
  q.threads = 1;
  return q;
}

TEST(FamilyTableBidTest, MakesNeverRiseAndStayWithinTheNoiseOfEachBid) {
  Contract fives, sixes;
  fives.trump = 5;
  sixes.trump = 6;
  absl::StatusOr<BidAnalysis> a =
      AnalyzeBid(TableQuery(GameId::kMoon, "66 65 64 55 44 33 22", {sixes, fives}, 40));
  ASSERT_TRUE(a.ok()) << a.status();
  for (const ContractOdds& o : a->odds) {
    ASSERT_EQ(o.per_bid_makes.size(), o.bids.size());
    EXPECT_EQ(o.makes, SteadyMakes(o.per_bid_makes));
    const double n = static_cast<double>(a->samples);
    for (size_t b = 0; b < o.bids.size(); ++b) {
      if (b > 0) EXPECT_LE(o.makes[b], o.makes[b - 1]) << o.bids[b];
      // The steady figure lies within two standard errors of the bid's own figure.
      const double own = static_cast<double>(o.per_bid_makes[b]) / n;
      const double se = std::sqrt(std::max(own * (1 - own), 1.0 / n) / n);
      EXPECT_LE(std::abs(a->Probability(o.makes[b]) - own), 2 * se) << o.bids[b];
    }
  }
}

// A table analysis of several contracts: the same layouts double dummy under it (each figure's
// ceiling), and each contract played out with the figures of an analysis of it alone. Moon
// (no partners) plays every trump out.
TEST(FamilyTableBidTest, EachTrumpHasItsDoubleDummyCeilingAndItsOwnFigures) {
  Contract blanks, fives, sixes, nello;
  blanks.trump = 0;
  fives.trump = 5;
  sixes.trump = 6;
  nello.kind = Kind::kNello;
  const std::vector<Contract> contracts = {sixes, blanks, fives, nello};
  const BidQuery q = TableQuery(GameId::kMoon, "66 65 64 55 44 33 22", contracts, 12);
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_NE(a->double_dummy, nullptr);
  BidQuery dd_query = q;
  dd_query.play.reset();
  absl::StatusOr<BidAnalysis> dd = AnalyzeBid(dd_query);
  ASSERT_TRUE(dd.ok()) << dd.status();
  ASSERT_EQ(a->odds.size(), contracts.size());
  for (size_t i = 0; i < contracts.size(); ++i) {
    EXPECT_EQ(a->double_dummy->odds[i].makes, dd->odds[i].makes) << i;
    EXPECT_TRUE(a->odds[i].played) << i;
    BidQuery alone = q;
    alone.contracts = {contracts[i]};
    absl::StatusOr<BidAnalysis> one = AnalyzeBid(alone);
    ASSERT_TRUE(one.ok()) << one.status();
    EXPECT_EQ(a->odds[i].makes, one->odds[0].makes) << i;
    EXPECT_EQ(a->odds[i].per_bid_makes, one->odds[0].per_bid_makes) << i;
  }
}

// In a game of partners a trump whose double-dummy makes are at or below the best table makes
// at every bid is not played out, and the advice never names it; every other trump is.
TEST(FamilyTableBidTest, InAGameOfPartnersADominatedTrumpIsNotPlayedOut) {
  std::vector<Contract> contracts;
  for (int t : {6, 0, 1, 2, kDoublesTrump}) {
    Contract c;
    c.trump = t;
    contracts.push_back(c);
  }
  const BidQuery q = TableQuery(GameId::k42, "66 64 63 61 55 33 20", contracts, 10);
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  ASSERT_NE(a->double_dummy, nullptr);
  const size_t bids = a->odds[0].makes.size();
  std::vector<uint64_t> best(bids, 0);
  int unplayed = 0;
  for (const ContractOdds& o : a->odds) {
    if (!o.played) continue;
    for (size_t b = 0; b < bids; ++b) best[b] = std::max(best[b], o.makes[b]);
  }
  const Advice advice = AdviseBid(*a, 0.5);
  for (size_t i = 0; i < a->odds.size(); ++i) {
    const ContractOdds& o = a->odds[i];
    const std::vector<uint64_t>& ceiling = a->double_dummy->odds[i].makes;
    bool dominated = true;
    for (size_t b = 0; b < bids; ++b) dominated = dominated && ceiling[b] <= best[b];
    if (o.played) {
      BidQuery alone = q;
      alone.contracts = {contracts[i]};
      absl::StatusOr<BidAnalysis> one = AnalyzeBid(alone);
      ASSERT_TRUE(one.ok()) << one.status();
      EXPECT_EQ(o.makes, one->odds[0].makes) << i;
      continue;
    }
    ++unplayed;
    EXPECT_TRUE(dominated) << i;
    EXPECT_EQ(o.makes, std::vector<uint64_t>(bids, 0)) << i;
    for (const BidChoice& c : advice.by_bid) {
      EXPECT_NE(c.best, static_cast<int>(i)) << c.bid;
      for (int r : c.rivals) EXPECT_NE(r, static_cast<int>(i)) << c.bid;
    }
  }
  // Some trump of one tile in the hand (blanks, ones, twos) is beaten at every bid.
  EXPECT_GE(unplayed, 1);
  EXPECT_TRUE(a->odds[0].played);  // the most promising trump, sixes, is always played
}

std::vector<const Rules*> Pointers(const std::vector<std::unique_ptr<Rules>>& rules) {
  std::vector<const Rules*> out;
  for (const auto& r : rules) out.push_back(r.get());
  return out;
}

std::vector<std::unique_ptr<Rules>> PartnerTrumps(const Game& game, const Contract& call) {
  std::vector<std::unique_ptr<Rules>> out;
  for (int t = kFollowMe; t <= game.max_pip; ++t) {
    Contract named = call;
    named.trump = t;
    out.push_back(std::make_unique<Rules>(game, named));
  }
  return out;
}

TEST(FamilyTableBidTest, PartnerNamesTrumpFromHisOwnHand) {
  const Game& game = GameOf(GameId::kGeezer);
  Contract dip;
  dip.kind = Kind::kPartnerCall;
  dip.partner_call = 0;
  const std::vector<std::unique_ptr<Rules>> rules = PartnerTrumps(game, dip);
  const std::vector<const Rules*> options = Pointers(rules);
  const TableOptions table{.worlds = 6, .seed = 4};
  const int doubles = DoublesNeeded(game, dip);
  Hands fixed{};
  fixed[0] = *ParseHand(game, "77 66 55 44 65 54 43 32 21");
  const Deal first = DealRandom(game, fixed, 3, 0);
  // The same partner hand (seat 2) with the other seats' tiles dealt again: he names the same
  // trump every time, while the trump that takes every trick seeing the deal changes.
  Solver solver;
  absl::StatusOr<size_t> named =
      ChoosePartnerTrump(solver, options, first.hands[2], 0, doubles, table);
  ASSERT_TRUE(named.ok()) << named.status();
  const TileSet rest = first.hands[1] | first.hands[3];
  std::vector<Tile> pool;
  for (Tile t : rest) pool.push_back(t);
  std::vector<int> dd_first;  // the first trump that takes every trick, by layout (-1: none)
  for (uint64_t i = 0; i < 8; ++i) {
    Rng rng(17, i);
    for (size_t j = pool.size(); j > 1; --j) {
      std::swap(pool[j - 1], pool[rng.Below(static_cast<uint32_t>(j))]);
    }
    Hands hands = first.hands;
    hands[1] = hands[3] = TileSet();
    for (size_t j = 0; j < pool.size(); ++j) hands[j % 2 ? 3 : 1].Add(pool[j]);
    absl::StatusOr<size_t> again = ChoosePartnerTrump(solver, options, hands[2], 0, doubles, table);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, *named) << "layout " << i;
    int dd = -1;
    for (size_t o = 0; o < options.size() && dd < 0; ++o) {
      if (solver.Reaches(Position(*options[o], hands, 0), game.tricks())) dd = static_cast<int>(o);
    }
    dd_first.push_back(dd);
  }
  EXPECT_NE(std::count(dd_first.begin(), dd_first.end(), dd_first.front()),
            static_cast<long>(dd_first.size()))
      << "the layouts should not all favour one trump double dummy";
}

TEST(FamilyTableBidTest, PartnerCallAtTheTablePlaysTheTrumpHisHandNames) {
  const Game& game = GameOf(GameId::kGeezer);
  Contract dip, dive;
  dip.kind = dive.kind = Kind::kPartnerCall;
  dip.partner_call = 0;
  dive.partner_call = 1;
  const char* hand = "77 66 55 44 65 54 43 32 21";
  // Both sides double dummy: the layout makes when the named trump takes every trick.
  BidQuery q = TableQuery(GameId::kGeezer, hand, {dip, dive}, 6);
  q.play = Seating{PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy};
  absl::StatusOr<BidAnalysis> a = AnalyzeBid(q);
  ASSERT_TRUE(a.ok()) << a.status();
  q.play.reset();
  absl::StatusOr<BidAnalysis> dd = AnalyzeBid(q);
  ASSERT_TRUE(dd.ok()) << dd.status();

  const std::vector<std::unique_ptr<Rules>> rules = PartnerTrumps(game, dip);
  const std::vector<const Rules*> options = Pointers(rules);
  const TableOptions table{.worlds = q.worlds, .seed = q.seed};
  Solver solver;
  Hands fixed{};
  fixed[0] = q.hand;
  for (size_t c = 0; c < 2; ++c) {
    const ContractOdds& o = a->odds[c];
    ASSERT_EQ(o.trumps.size(), options.size());
    ASSERT_EQ(o.named.size(), options.size());
    uint64_t makes = 0;
    std::vector<uint64_t> named(options.size(), 0);
    for (uint64_t i = 0; i < q.samples; ++i) {
      const Deal deal = DealRandom(game, fixed, q.seed, i);
      absl::StatusOr<size_t> t = ChoosePartnerTrump(solver, options, deal.hands[2], 0,
                                                    DoublesNeeded(game, o.contract), table);
      ASSERT_TRUE(t.ok());
      ++named[*t];
      makes += solver.Reaches(Position(*options[*t], deal.hands, 0), game.tricks()) ? 1 : 0;
    }
    EXPECT_EQ(o.makes[0], makes) << c;
    EXPECT_EQ(o.named, named) << c;
    // Never above the partner who names trump seeing the deal.
    EXPECT_LE(o.makes[0], dd->odds[c].makes[0]);
  }
}

// Nello at the table: the defenders see every hand (table ones would draw the bidder's hand as
// if he had bid on nothing), so no figure exceeds double dummy; a layout double dummy sets is
// counted set without being played, which gives the counts of playing every layout out.
TEST(FamilyTableBidTest, TableNelloNeverExceedsDoubleDummyAndCountsEveryLayoutAsIfPlayedOut) {
  Contract nello;
  nello.kind = Kind::kNello;
  const Seating dd_defenders{PlayerKind::kTable, PlayerKind::kDoubleDummy};
  struct Case {
    GameId id;
    const char* hand;
    uint64_t samples;
  };
  for (const Case& c : {Case{GameId::kMoon, "31 32 41 42 43 11 10", 16},
                        Case{GameId::kGeezer, "72 61 52 43 33 21 20 10 00", 6}}) {
    BidQuery q = TableQuery(c.id, c.hand, {nello}, c.samples);
    absl::StatusOr<BidAnalysis> table = AnalyzeBid(q);
    ASSERT_TRUE(table.ok()) << table.status();
    q.play.reset();
    absl::StatusOr<BidAnalysis> dd = AnalyzeBid(q);
    ASSERT_TRUE(dd.ok()) << dd.status();
    const Game& game = GameOf(c.id);
    const Rules rules(game, nello);
    Playout playout(TableOptions{.worlds = q.worlds, .seed = q.seed});
    Solver solver;
    Hands fixed{};
    fixed[0] = q.hand;
    uint64_t made = 0, set_double_dummy = 0;
    for (uint64_t i = 0; i < q.samples; ++i) {
      const Deal deal = DealRandom(game, fixed, q.seed, i);
      set_double_dummy += SolveDeal(solver, rules, deal, 0).value > 0 ? 1 : 0;
      absl::StatusOr<PlayResult> r = playout.PlayDeal(rules, deal, 0, 0, dd_defenders);
      ASSERT_TRUE(r.ok()) << r.status();
      made += GoalMade(rules, r->value, 0) ? 1 : 0;
    }
    EXPECT_EQ(table->odds[0].makes[0], made) << game.name;
    EXPECT_LE(table->odds[0].makes[0], dd->odds[0].makes[0]) << game.name;
    EXPECT_EQ(dd->odds[0].makes[0], q.samples - set_double_dummy) << game.name;
    // Some layouts are set double dummy (skipped) and some are played, so the test can fail.
    EXPECT_GT(set_double_dummy, 0u) << game.name;
    EXPECT_LT(set_double_dummy, q.samples) << game.name;
  }
}

TEST(FamilyTableBidTest, SameFiguresOnOneAndTwoThreads) {
  Contract sixes, nello, dip;
  sixes.trump = 6;
  nello.kind = Kind::kNello;
  dip.kind = Kind::kPartnerCall;
  for (BidQuery q : {TableQuery(GameId::kMoon, "66 65 64 54 53 33 11", {sixes, nello}, 8),
                     TableQuery(GameId::kGeezer, "77 66 55 44 65 54 43 32 21", {dip}, 3)}) {
    absl::StatusOr<BidAnalysis> one = AnalyzeBid(q);
    q.threads = 2;
    absl::StatusOr<BidAnalysis> two = AnalyzeBid(q);
    ASSERT_TRUE(one.ok() && two.ok());
    for (size_t i = 0; i < one->odds.size(); ++i) {
      EXPECT_EQ(one->odds[i].makes, two->odds[i].makes) << q.game->name << " " << i;
      EXPECT_EQ(one->odds[i].per_bid_makes, two->odds[i].per_bid_makes);
      EXPECT_EQ(one->odds[i].named, two->odds[i].named);
    }
  }
}

}  // namespace
}  // namespace texas42::family
