// Table play for the rest of the 42 family (solver/play/): what a seat knows, the worlds
// drawn from it (consistent and exactly uniform), the table players (legal moves only, the
// game's total shared out, a hand of every trump takes everything), a table-play bid analysis
// that never beats double dummy against double-dummy defenders, and results that do not depend
// on the thread count. Moon and 3-hand only where hands are solved: the others are slow.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/play/playout.h"
#include "solver/play/seat_view.h"
#include "solver/play/world_sampler.h"
#include "solver/rng.h"
#include "tests/family_random_line.h"

namespace texas42::family {
namespace {

using Played = RandomLine;

std::vector<Contract> SomeContracts(const Game& game) {
  std::vector<Contract> out;
  Contract c;
  c.trump = game.max_pip;
  out.push_back(c);
  c.trump = kDoublesTrump;
  out.push_back(c);
  c.trump = kFollowMe;
  out.push_back(c);
  for (Kind k : {Kind::kNello, Kind::kLowNo, Kind::kSevens}) {
    Contract s;
    s.kind = k;
    if (CheckContract(game, s).ok()) out.push_back(s);
  }
  return out;
}

// Plays `steps` random legal moves from the first exchange of a random deal.
Played RandomPlay(const Rules& rules, uint64_t seed, int steps) {
  return PlayRandomLine(rules, seed, steps, seed, 7);
}

TEST(FamilyTablePlayTest, WorldsAgreeWithWhatTheSeatKnows) {
  for (const Game* game : AllGames()) {
    for (const Contract& c : SomeContracts(*game)) {
      const Rules rules(*game, c);
      for (uint64_t seed = 1; seed <= 3; ++seed) {
        const int steps = static_cast<int>(seed * game->hand_size);  // mid-trick too
        const Played p = RandomPlay(rules, seed, steps);
        for (int seat = 0; seat < game->seats; ++seat) {
          if (!p.position.in_play(seat)) continue;
          absl::StatusOr<SeatView> view = SeatView::Make(
              rules, 0, seat, p.start[seat], seat == 0 ? p.discard : TileSet(), p.moves);
          ASSERT_TRUE(view.ok()) << view.status();
          // The truth is one of the worlds the view allows.
          for (int s = 0; s < game->seats; ++s) {
            if (s == seat || !p.position.in_play(s)) continue;
            EXPECT_EQ((p.position.hand(s) - view->possible(s)).size(), 0) << game->name;
            EXPECT_EQ(view->held(s), p.position.hand(s).size());
          }
          const WorldSampler sampler(*view);
          ASSERT_GT(sampler.count(), 0u) << game->name;
          Rng rng(seed, seat);
          for (int k = 0; k < 10; ++k) {
            const World w = sampler.Sample(rng);
            EXPECT_EQ(w.holding[seat], view->hand());
            TileSet all = w.out;
            EXPECT_EQ(w.out.size(), view->out_of_play());
            EXPECT_EQ((w.out - view->possible_out()).size(), 0);
            for (int s = 0; s < game->seats; ++s) {
              if (s == seat) continue;
              EXPECT_EQ(w.holding[s].size(), view->held(s)) << game->name;
              EXPECT_EQ((w.holding[s] - view->possible(s)).size(), 0);
              EXPECT_TRUE((all & w.holding[s]).empty());
              all |= w.holding[s];
            }
            EXPECT_EQ(all, view->unseen());
            // Every play seen is legal in the world.
            EXPECT_TRUE(Replay(rules, sampler.DealOf(w), 0, p.moves).ok()) << game->name;
          }
        }
      }
    }
  }
}

// The view of the seat to move after the random play `p` (North declares).
absl::StatusOr<SeatView> MoverView(const Rules& rules, const Played& p) {
  const int seat = p.position.to_move();
  return SeatView::Make(rules, 0, seat, p.start[seat], seat == 0 ? p.discard : TileSet(), p.moves);
}

// Every assignment of the unseen tiles to the hidden places, counted by brute force.
uint64_t BruteCount(const SeatView& view) {
  std::vector<Tile> tiles;
  for (Tile t : view.unseen()) tiles.push_back(t);
  std::vector<TileSet> may;
  std::vector<int> need;
  for (int s = 0; s < view.seats(); ++s) {
    if (s == view.seat() || view.held(s) == 0) continue;
    may.push_back(view.possible(s));
    need.push_back(view.held(s));
  }
  if (view.out_of_play() > 0) {
    may.push_back(view.possible_out());
    need.push_back(view.out_of_play());
  }
  const size_t k = may.size();
  uint64_t total = 1, count = 0;
  for (size_t i = 0; i < tiles.size(); ++i) total *= k;
  for (uint64_t code = 0; code < total; ++code) {
    std::vector<int> got(k, 0);
    uint64_t c = code;
    bool ok = true;
    for (Tile t : tiles) {
      const size_t j = c % k;
      c /= k;
      if (!may[j].Contains(t)) ok = false;
      ++got[j];
    }
    if (ok && got == need) ++count;
  }
  return count;
}

TEST(FamilyTablePlayTest, SamplingIsExactlyUniformOnSmallEndgames) {
  for (const Game* game : {&GameOf(GameId::kMoon), &GameOf(GameId::kThreeHand)}) {
    Contract c;
    c.trump = 6;
    const Rules rules(*game, c);
    const int steps = game->seats * (game->hand_size - 2) + 1;  // two tricks left, one led
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const Played p = RandomPlay(rules, seed, steps);
      absl::StatusOr<SeatView> view = MoverView(rules, p);
      ASSERT_TRUE(view.ok()) << view.status();
      const WorldSampler sampler(*view);
      ASSERT_EQ(sampler.count(), BruteCount(*view)) << game->name << " seed " << seed;
      std::map<std::vector<uint64_t>, int> index;
      for (uint64_t i = 0; i < sampler.count(); ++i) {
        const World w = sampler.WorldAt(i);
        std::vector<uint64_t> key{w.out.bits()};
        for (TileSet h : w.holding) key.push_back(h.bits());
        EXPECT_TRUE(index.emplace(key, static_cast<int>(i)).second) << "world drawn twice";
      }
      // Chi-square of uniform draws over the worlds: far inside 6 standard deviations.
      const int per = 200;
      const uint64_t n = sampler.count() * per;
      std::vector<int> hits(sampler.count(), 0);
      Rng rng(seed, 99);
      for (uint64_t i = 0; i < n; ++i) {
        const World w = sampler.Sample(rng);
        std::vector<uint64_t> key{w.out.bits()};
        for (TileSet h : w.holding) key.push_back(h.bits());
        ++hits[index.at(key)];
      }
      double chi = 0;
      for (int h : hits) chi += (h - per) * (h - per) / static_cast<double>(per);
      const double df = static_cast<double>(sampler.count() - 1);
      EXPECT_LT(chi, df + 6 * std::sqrt(2 * df) + 1) << game->name;
    }
  }
}

// With a seat required to hold some of the tiles, the worlds are exactly those of the plain
// sampler that meet the requirement, each once.
TEST(FamilyTablePlayTest, AtLeastKeepsExactlyTheWorldsThatMeetIt) {
  int constrained = 0;
  for (const Game* game : {&GameOf(GameId::kMoon), &GameOf(GameId::kThreeHand)}) {
    Contract c;
    c.trump = 6;
    const Rules rules(*game, c);
    const int steps = game->seats * (game->hand_size - 3);  // three tricks left
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const Played p = RandomPlay(rules, seed, steps);
      const int seat = p.position.to_move();
      absl::StatusOr<SeatView> view = MoverView(rules, p);
      ASSERT_TRUE(view.ok()) << view.status();
      // The other seat must hold at least two of every other unseen tile.
      TileSet marked;
      int k = 0;
      for (Tile t : view->unseen()) {
        if (k++ % 2 == 0) marked.Add(t);
      }
      const int other = (seat + 1) % game->seats;
      const AtLeast at_least{other, marked, 2};
      const WorldSampler plain(*view);
      const WorldSampler sampler(*view, at_least);
      std::set<std::vector<uint64_t>> expected;
      for (uint64_t i = 0; i < plain.count(); ++i) {
        const World w = plain.WorldAt(i);
        if ((w.holding[other] & marked).size() < 2) continue;
        std::vector<uint64_t> key{w.out.bits()};
        for (TileSet h : w.holding) key.push_back(h.bits());
        expected.insert(key);
      }
      std::set<std::vector<uint64_t>> seen;
      for (uint64_t i = 0; i < sampler.count(); ++i) {
        const World w = sampler.WorldAt(i);
        std::vector<uint64_t> key{w.out.bits()};
        for (TileSet h : w.holding) key.push_back(h.bits());
        EXPECT_TRUE(seen.insert(key).second) << "world numbered twice";
      }
      EXPECT_EQ(sampler.count(), expected.size()) << game->name << " seed " << seed;
      EXPECT_EQ(seen, expected) << game->name << " seed " << seed;
      constrained += expected.size() < plain.count();
    }
  }
  EXPECT_GT(constrained, 0);  // the requirement excluded worlds somewhere
}

int Total(const Rules& rules) {
  return rules.scoring() == Scoring::kPoints ? rules.game().total : rules.game().tricks();
}

TEST(FamilyTablePlayTest, PlayoutsAreLegalAndShareOutTheTotal) {
  for (const Game* game : {&GameOf(GameId::kMoon), &GameOf(GameId::kThreeHand)}) {
    // 3-hand's hands are slow to play out: one contract, one deal, few worlds.
    const bool moon = game->id == GameId::kMoon;
    Playout playout({.worlds = moon ? 4 : 2, .seed = 7});
    std::vector<Contract> contracts = SomeContracts(*game);
    if (!moon) contracts.resize(1);
    for (const Contract& c : contracts) {
      const Rules rules(*game, c);
      for (uint64_t i = 0; i < (moon ? 2u : 1u); ++i) {
        const Deal deal = DealRandom(*game, {}, 5, i);
        absl::StatusOr<PlayResult> r =
            playout.PlayDeal(rules, deal, 0, kNoGoal, {PlayerKind::kTable, PlayerKind::kTable});
        ASSERT_TRUE(r.ok()) << r.status();
        EXPECT_EQ(r->value + r->against, Total(rules))
            << game->name << " " << ContractName(*game, c);
        EXPECT_TRUE(Replay(rules, r->start, 0, r->moves).ok());
        const int in_play = c.kind == Kind::kNello && game->seats == 4 ? 3 : game->seats;
        EXPECT_EQ(static_cast<int>(r->moves.size()), in_play * game->hand_size);
      }
    }
  }
}

TEST(FamilyTablePlayTest, EveryTrumpTakesEverything) {
  struct Case {
    GameId game;
    const char* hand;
  };
  for (const Case& k : {Case{GameId::kMoon, "66 65 64 63 62 61 55"},
                        Case{GameId::kThreeHand, "66 65 64 63 62 61 60 55 44"}}) {
    const Game& game = GameOf(k.game);
    Contract c;
    c.trump = 6;
    const Rules rules(game, c);
    Hands fixed{};
    fixed[0] = *ParseHand(game, k.hand);
    const bool moon = k.game == GameId::kMoon;
    Playout playout({.worlds = moon ? 8 : 2, .seed = 3});
    for (uint64_t i = 0; i < (moon ? 3u : 1u); ++i) {
      const Deal deal = DealRandom(game, fixed, 11, i);
      for (int target : {Total(rules), kNoGoal}) {
        if (!moon && target == kNoGoal) continue;
        absl::StatusOr<PlayResult> r =
            playout.PlayDeal(rules, deal, 0, target, {PlayerKind::kTable, PlayerKind::kTable});
        ASSERT_TRUE(r.ok()) << r.status();
        EXPECT_EQ(r->value, Total(rules)) << game.name;
      }
    }
  }
}

BidQuery Query(GameId id, const char* hand, std::vector<Contract> contracts) {
  BidQuery q;
  q.game = &GameOf(id);
  q.hand = *ParseHand(*q.game, hand);
  q.contracts = std::move(contracts);
  q.samples = 6;
  q.seed = 3;
  q.worlds = 4;
  return q;
}

TEST(FamilyTablePlayTest, TableMakesNoMoreThanDoubleDummy) {
  Contract sixes, nello;
  sixes.trump = 6;
  nello.kind = Kind::kNello;
  for (BidQuery q : {Query(GameId::kMoon, "66 65 64 54 53 33 11", {sixes, nello}),
                     Query(GameId::kThreeHand, "66 65 64 63 55 54 44 22 11", {sixes})}) {
    absl::StatusOr<BidAnalysis> dd = AnalyzeBid(q);
    ASSERT_TRUE(dd.ok()) << dd.status();
    // Against double-dummy defenders a table declarer never beats the double-dummy value.
    q.play = Seating{PlayerKind::kTable, PlayerKind::kDoubleDummy};
    absl::StatusOr<BidAnalysis> table = AnalyzeBid(q);
    ASSERT_TRUE(table.ok()) << table.status();
    // Double dummy on both sides is double dummy.
    q.play = Seating{PlayerKind::kDoubleDummy, PlayerKind::kDoubleDummy};
    absl::StatusOr<BidAnalysis> both = AnalyzeBid(q);
    ASSERT_TRUE(both.ok()) << both.status();
    for (size_t i = 0; i < dd->odds.size(); ++i) {
      for (size_t b = 0; b < dd->odds[i].makes.size(); ++b) {
        EXPECT_LE(table->odds[i].makes[b], dd->odds[i].makes[b]) << q.game->name << " " << i;
        EXPECT_EQ(both->odds[i].makes[b], dd->odds[i].makes[b]) << q.game->name << " " << i;
      }
    }
  }
}

TEST(FamilyTablePlayTest, SameResultsOnAnyThreadCount) {
  Contract fives, nello;
  fives.trump = 5;
  nello.kind = Kind::kNello;
  BidQuery q = Query(GameId::kMoon, "66 55 54 53 52 44 11", {fives, nello});
  q.play = Seating{PlayerKind::kTable, PlayerKind::kTable};
  q.threads = 1;
  absl::StatusOr<BidAnalysis> one = AnalyzeBid(q);
  q.threads = 3;
  absl::StatusOr<BidAnalysis> three = AnalyzeBid(q);
  ASSERT_TRUE(one.ok() && three.ok());
  for (size_t i = 0; i < one->odds.size(); ++i) EXPECT_EQ(one->odds[i].makes, three->odds[i].makes);
}

}  // namespace
}  // namespace texas42::family
