// WorldSampler on Texas 42: counts the worlds that agree with a seat's view exactly (against
// a brute-force enumeration), numbers each once, never breaks a proven void or a hand size,
// honours a seat that must hold some tiles (a splash bidder's doubles), draws uniformly
// (chi-square), and gives back each seat's hand as dealt. DrawnWorlds, a decision's draw rule
// over it: every world when few, else a stream whose first worlds never change as more are drawn.
#include "solver/play/world_sampler.h"

#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/table_player.h"
#include "solver/rng.h"
#include "tests/family/contracts.h"
#include "tests/family_random_line.h"

namespace texas42::family {
namespace {

using Key = std::array<uint64_t, 4>;

const Game& Texas42() { return GameOf(GameId::k42); }

Key KeyOf(const Hands& hands) {
  Key key{};
  for (int s = 0; s < 4; ++s) key[s] = hands[s].bits();
  return key;
}

// Every world that agrees with `view`, by brute force: each other seat takes `held` tiles of
// those it may hold, and (when given) `at_least`'s seat holds enough of its tiles, those it
// played included. Texas 42 leaves no tile out of play.
std::set<Key> Enumerate(const SeatView& view, std::optional<AtLeast> at_least = {}) {
  std::vector<int> others;
  for (int s = 0; s < 4; ++s) {
    if (s != view.seat()) others.push_back(s);
  }
  std::set<Key> worlds;
  Hands world{};
  world[view.seat()] = view.hand();
  Hands played_by{};
  for (size_t i = 0; i < view.played().size(); ++i) {
    played_by[view.players()[i]].Add(view.played()[i].tile);
  }
  // Recursively gives seat others[j] a subset of `left`.
  std::function<void(size_t, TileSet)> give = [&](size_t j, TileSet left) {
    if (j == others.size()) {
      if (!left.empty()) return;
      if (at_least) {
        const int s = at_least->seat;
        if (((world[s] | played_by[s]) & at_least->tiles).size() < at_least->count) return;
      }
      worlds.insert(KeyOf(world));
      return;
    }
    const int s = others[j];
    std::vector<Tile> tiles;
    for (Tile t : left& view.possible(s)) tiles.push_back(t);
    const int need = view.held(s);
    // Every subset of the tiles of size `need`.
    std::function<void(size_t, int, TileSet)> choose = [&](size_t from, int k, TileSet chosen) {
      if (k == need) {
        world[s] = chosen;
        give(j + 1, left - chosen);
        return;
      }
      for (size_t i = from; i < tiles.size(); ++i) choose(i + 1, k + 1, chosen | tiles[i]);
    };
    choose(0, 0, TileSet());
  };
  give(0, view.unseen());
  return worlds;
}

// The view of `seat` after the random line `line` (North declares).
SeatView ViewOf(const Rules& rules, const RandomLine& line, int seat) {
  absl::StatusOr<SeatView> view =
      SeatView::Make(rules, 0, seat, line.start[seat], TileSet(), line.moves);
  EXPECT_TRUE(view.ok()) << view.status();
  return *view;
}

class WorldSamplerTest : public testing::TestWithParam<Contract> {};

TEST_P(WorldSamplerTest, NumbersEveryAgreeingWorldOnce) {
  const Rules rules(Texas42(), GetParam());
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const RandomLine line = PlayRandomLine(rules, seed, 12 + static_cast<int>(seed % 5), 0, 77);
    for (int s = 0; s < 4; ++s) {
      if (!line.position.in_play(s)) continue;  // the nello partner has no view
      const SeatView view = ViewOf(rules, line, s);
      const WorldSampler sampler(view);
      const std::set<Key> expected = Enumerate(view);
      ASSERT_EQ(sampler.count(), expected.size()) << "seed " << seed << " seat " << s;
      std::set<Key> seen;
      for (uint64_t i = 0; i < sampler.count(); ++i) {
        const World w = sampler.WorldAt(i);
        EXPECT_TRUE(w.out.empty());
        EXPECT_TRUE(seen.insert(KeyOf(w.holding)).second) << "world " << i << " numbered twice";
      }
      EXPECT_EQ(seen, expected) << "seed " << seed << " seat " << s;
      // The true layout is one of them (a sitting-out partner holds all he was dealt).
      Hands truth = line.position.hands();
      for (int o = 0; o < 4; ++o) {
        if (!line.position.in_play(o)) truth[o] = line.start[o];
      }
      EXPECT_TRUE(expected.count(KeyOf(truth))) << "seed " << seed << " seat " << s;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, WorldSamplerTest, testing::ValuesIn(Texas42Contracts()),
                         [](const testing::TestParamInfo<Contract>& p) {
                           return ContractTestName(Texas42(), p.param);
                         });

TEST(WorldSamplerTest, HonoursAtLeast) {
  Contract splash;
  splash.kind = Kind::kPartnerCall;
  splash.trump = 6;
  const Rules rules(Texas42(), splash);
  TileSet doubles;
  for (Tile t : Texas42().tiles) {
    if (t.is_double()) doubles.Add(t);
  }
  int excluded = 0;  // views at which the requirement left worlds out
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const RandomLine line = PlayRandomLine(rules, seed, 14, 0, 77);
    // The partner (South) knows the declarer (North) bid splash: he holds some doubles.
    const SeatView view = ViewOf(rules, line, 2);
    const uint64_t all = WorldSampler(view).count();
    for (int need = 0; need <= 4; ++need) {
      const AtLeast at_least{0, doubles, need};
      const WorldSampler sampler(view, at_least);
      const std::set<Key> expected = Enumerate(view, at_least);
      ASSERT_EQ(sampler.count(), expected.size()) << "seed " << seed << " need " << need;
      std::set<Key> seen;
      for (uint64_t i = 0; i < sampler.count(); ++i) {
        seen.insert(KeyOf(sampler.WorldAt(i).holding));
      }
      EXPECT_EQ(seen, expected) << "seed " << seed << " need " << need;
      excluded += sampler.count() < all ? 1 : 0;
    }
  }
  EXPECT_GT(excluded, 0);
}

// The view of the seat to move 15 tiles into a random deal under fives: 20 to 2,000 worlds.
SeatView FewWorlds() {
  Contract fives;
  fives.trump = 5;
  const Rules& rules = SharedRules(Texas42(), fives);  // outlives the view
  const RandomLine line = PlayRandomLine(rules, 5, 15, 0, 77);
  return ViewOf(rules, line, line.position.to_move());
}

TEST(WorldSamplerTest, DrawsUniformly) {
  const SeatView view = FewWorlds();
  const WorldSampler sampler(view);
  ASSERT_GE(sampler.count(), 20u);
  ASSERT_LE(sampler.count(), 2000u);
  const uint64_t draws = 200 * sampler.count();
  std::map<Key, uint64_t> seen;
  Rng rng(2026, 1);
  for (uint64_t i = 0; i < draws; ++i) ++seen[KeyOf(sampler.Sample(rng).holding)];
  EXPECT_EQ(seen.size(), sampler.count());
  // Chi-square against uniform, k - 1 degrees of freedom: the statistic lies within six
  // standard deviations of its mean (a biased draw of a few percent fails by far).
  const double expected = 200.0;
  double chi2 = 0;
  for (const auto& [world, n] : seen) {
    const double d = static_cast<double>(n) - expected;
    chi2 += d * d / expected;
  }
  const double df = static_cast<double>(sampler.count() - 1);
  EXPECT_LT(std::abs(chi2 - df), 6 * std::sqrt(2 * df)) << "chi2 " << chi2 << " df " << df;
}

TEST(WorldSamplerTest, DealOfGivesBackWhatEachSeatPlayed) {
  Contract doubles;
  doubles.trump = kDoublesTrump;
  const Rules rules(Texas42(), doubles);
  const RandomLine line = PlayRandomLine(rules, 9, 10, 0, 77);
  const SeatView view = ViewOf(rules, line, 1);
  const WorldSampler sampler(view);
  ASSERT_GT(sampler.count(), 1u);
  const Hands deal = sampler.DealOf(sampler.WorldAt(sampler.count() / 2));
  TileSet all;
  for (int s = 0; s < 4; ++s) {
    EXPECT_EQ(deal[s].size(), 7);
    EXPECT_TRUE((all & deal[s]).empty());
    all |= deal[s];
  }
  EXPECT_EQ(all, Texas42().tiles);
  EXPECT_EQ(deal[1], line.start[1]);
  // Every play seen is legal in it, by the seat that made it.
  EXPECT_TRUE(Replay(rules, deal, 0, line.moves).ok());
}

TEST(DrawnWorldsTest, TakesEveryWorldInOrderWhenFew) {
  const SeatView view = FewWorlds();
  const WorldSampler sampler(view);
  ASSERT_GE(sampler.count(), 20u);
  ASSERT_LE(sampler.count(), 2000u);
  DrawnWorlds<WorldSampler> drawn(sampler, sampler.count(), 7, 3);
  EXPECT_TRUE(drawn.all());
  ASSERT_EQ(static_cast<uint64_t>(drawn.size()), sampler.count());
  EXPECT_EQ(drawn.Draw(3 * drawn.size()), drawn.size());  // nothing more to draw
  for (int w = 0; w < drawn.size(); ++w) {
    EXPECT_EQ(drawn.deal(w), sampler.DealOf(sampler.WorldAt(w))) << "world " << w;
  }
  // One world fewer than agree: drawn from the stream instead, none yet.
  DrawnWorlds<WorldSampler> streamed(sampler, sampler.count() - 1, 7, 3);
  EXPECT_FALSE(streamed.all());
  EXPECT_EQ(streamed.size(), 0);
}

TEST(DrawnWorldsTest, AStreamKeepsItsFirstWorldsAndDependsOnSeedAndStream) {
  Contract sixes;
  sixes.trump = 6;
  const Rules rules(Texas42(), sixes);
  const RandomLine line = PlayRandomLine(rules, 3, 4, 0, 77);
  const SeatView view = ViewOf(rules, line, line.position.to_move());
  const WorldSampler sampler(view);
  ASSERT_GT(sampler.count(), 100'000u);
  DrawnWorlds<WorldSampler> in_steps(sampler, 16, 9, 1);
  EXPECT_EQ(in_steps.Draw(8), 8);
  EXPECT_EQ(in_steps.Draw(4), 8);  // never fewer than drawn
  EXPECT_EQ(in_steps.Draw(40), 40);
  DrawnWorlds<WorldSampler> at_once(sampler, 16, 9, 1);
  at_once.Draw(40);
  Rng rng(9, 1);
  for (int w = 0; w < 40; ++w) {
    EXPECT_EQ(in_steps.deal(w), at_once.deal(w)) << "world " << w;
    EXPECT_EQ(in_steps.deal(w), sampler.DealOf(sampler.Sample(rng))) << "world " << w;
  }
  for (auto [seed, stream] : {std::pair<uint64_t, uint64_t>{10, 1}, {9, 2}}) {
    DrawnWorlds<WorldSampler> other(sampler, 16, seed, stream);
    other.Draw(40);
    int same = 0;
    for (int w = 0; w < 40; ++w) same += other.deal(w) == at_once.deal(w) ? 1 : 0;
    EXPECT_LT(same, 40) << "seed " << seed << " stream " << stream;
  }
}

TEST(DrawnWorldsTest, AKnownLayoutIsTheOneWorld) {
  const Deal deal = DealRandom(Texas42(), {}, 4, 0);
  DrawnWorlds<WorldSampler> known(deal.hands);
  EXPECT_TRUE(known.all());
  EXPECT_EQ(known.count(), 1u);
  EXPECT_EQ(known.Draw(16), 1);
  EXPECT_EQ(known.deal(0), deal.hands);
}

}  // namespace
}  // namespace texas42::family
