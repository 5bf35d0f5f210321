// WorldSampler: counts the worlds that agree with a seat's view exactly (against brute-force
// enumeration), numbers each once, never breaks a proven void or a hand size, and draws them
// uniformly (chi-square). DrawnWorlds, a decision's draw rule over it: every world when few,
// else a stream whose first worlds never change as more are drawn.
#include "solver/play/world_sampler.h"

#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <vector>

#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/play/drawn_worlds.h"
#include "solver/contract.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "tests/contracts.h"

namespace texas42 {
namespace {

using World = std::array<TileSet, kSeatCount>;

// Every world that agrees with `view`, by brute force: each other seat takes `held` tiles of
// those it may hold, the placed ones included, and (when given) `at_least` holds.
std::set<std::array<uint32_t, kSeatCount>> Enumerate(const SeatView& view,
                                                     std::optional<AtLeast> at_least = {}) {
  std::vector<Seat> others;
  for (int s = 0; s < kSeatCount; ++s) {
    if (SeatAt(s) != view.seat()) others.push_back(SeatAt(s));
  }
  std::set<std::array<uint32_t, kSeatCount>> worlds;
  World world{};
  world[Index(view.seat())] = view.hand();
  TileSet played_by[kSeatCount];
  for (size_t i = 0; i < view.played().size(); ++i) {
    played_by[Index(view.players()[i])].Add(view.played()[i]);
  }
  // Recursively gives seat others[j] a subset of `left`.
  std::function<void(size_t, TileSet)> give = [&](size_t j, TileSet left) {
    if (j == others.size()) {
      if (!left.empty()) return;
      if (at_least) {
        const Seat s = at_least->seat;
        if (((world[Index(s)] | played_by[Index(s)]) & at_least->tiles).size() < at_least->count) {
          return;
        }
      }
      std::array<uint32_t, kSeatCount> key{};
      for (int s = 0; s < kSeatCount; ++s) key[s] = world[s].bits();
      worlds.insert(key);
      return;
    }
    const Seat s = others[j];
    const TileSet pool = left & view.possible(s);
    std::vector<Tile> tiles;
    for (Tile t : pool) tiles.push_back(t);
    const int need = view.held(s);
    // Every subset of `pool` of size `need` that holds the placed tiles.
    std::function<void(int, int, TileSet)> choose = [&](int from, int k, TileSet chosen) {
      if (k == need) {
        if ((view.placed(s) & ~chosen).empty()) {
          world[Index(s)] = chosen;
          give(j + 1, left & ~chosen);
        }
        return;
      }
      for (int i = from; i < static_cast<int>(tiles.size()); ++i) {
        choose(i + 1, k + 1, chosen | tiles[i]);
      }
    };
    choose(0, 0, TileSet());
  };
  give(0, view.unseen());
  return worlds;
}

// A position `plays` tiles into a random deal, each tile chosen at random among the legal ones.
Position RandomPosition(const Rules& rules, uint64_t seed, int plays) {
  const Deal deal = DealRandom(Predeal{}, seed, 0);
  Position position(rules, deal, SeatAt(static_cast<int>(seed % 4)));
  Rng rng(seed, 77);
  for (int i = 0; i < plays && !position.finished(); ++i) {
    const TileSet legal = position.Legal();
    std::vector<Tile> tiles;
    for (Tile t : legal) tiles.push_back(t);
    EXPECT_TRUE(position.Play(tiles[rng.Below(static_cast<uint32_t>(tiles.size()))]).ok());
  }
  return position;
}

std::array<uint32_t, kSeatCount> Key(const World& w) {
  std::array<uint32_t, kSeatCount> key{};
  for (int s = 0; s < kSeatCount; ++s) key[s] = w[s].bits();
  return key;
}

class WorldSamplerTest : public testing::TestWithParam<Contract> {};

TEST_P(WorldSamplerTest, NumbersEveryAgreeingWorldOnce) {
  const Rules rules(GetParam());
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const Position position = RandomPosition(rules, seed, 12 + static_cast<int>(seed % 5));
    for (int s = 0; s < kSeatCount; ++s) {
      const SeatView view = SeatView::Of(position, SeatAt(s), 30);
      const WorldSampler sampler(view);
      const auto expected = Enumerate(view);
      ASSERT_EQ(sampler.count(), expected.size()) << "seed " << seed << " seat " << s;
      std::set<std::array<uint32_t, kSeatCount>> seen;
      for (uint64_t i = 0; i < sampler.count(); ++i) seen.insert(Key(sampler.WorldAt(i)));
      EXPECT_EQ(seen, expected) << "seed " << seed << " seat " << s;
      // The true layout is one of them.
      World truth = position.hands();
      if (const auto out = position.sitting_out()) {
        truth[Index(*out)] = position.deal().hand(*out);
      }
      EXPECT_TRUE(expected.count(Key(truth))) << "seed " << seed << " seat " << s;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, WorldSamplerTest, testing::ValuesIn(EveryContract()),
                         ContractTestName);

TEST(WorldSamplerTest, HonoursAtLeast) {
  const Rules rules(Contract::Splash(Trump::kSixes));
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const Position position = RandomPosition(rules, seed, 14);
    for (int need = 0; need <= 4; ++need) {
      const AtLeast at_least{position.declarer(), Doubles(), need};
      const Seat viewer = PartnerOf(position.declarer());
      const SeatView view = SeatView::Of(position, viewer, 42);
      const WorldSampler sampler(view, at_least);
      const auto expected = Enumerate(view, at_least);
      ASSERT_EQ(sampler.count(), expected.size()) << "seed " << seed << " need " << need;
      for (uint64_t i = 0; i < sampler.count(); ++i) {
        EXPECT_TRUE(expected.count(Key(sampler.WorldAt(i))));
      }
    }
  }
}

TEST(WorldSamplerTest, DrawsUniformly) {
  const Rules rules(Contract::Normal(Trump::kFives));
  const Position position = RandomPosition(rules, 5, 15);
  const SeatView view = SeatView::Of(position, position.to_move(), 30);
  const WorldSampler sampler(view);
  ASSERT_GE(sampler.count(), 20u);
  ASSERT_LE(sampler.count(), 2000u);
  const uint64_t draws = 200 * sampler.count();
  std::map<std::array<uint32_t, kSeatCount>, uint64_t> seen;
  Rng rng(2026, 1);
  for (uint64_t i = 0; i < draws; ++i) ++seen[Key(sampler.Sample(rng))];
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
  const Rules rules(Contract::Normal(Trump::kDoubles));
  const Position position = RandomPosition(rules, 9, 10);
  const SeatView view = SeatView::Of(position, Seat::kEast, 30);
  const WorldSampler sampler(view);
  const Deal deal = sampler.DealOf(sampler.WorldAt(sampler.count() / 2));
  TileSet all;
  for (int s = 0; s < kSeatCount; ++s) {
    EXPECT_EQ(deal.hands[s].size(), 7);
    all |= deal.hands[s];
  }
  EXPECT_EQ(all, TileSet::All());
  EXPECT_EQ(deal.hand(Seat::kEast), position.deal().hand(Seat::kEast));
  Position replay(rules, deal, position.declarer());
  std::vector<Tile> played;
  for (const PlayedTrick& t : position.tricks())
    played.insert(played.end(), t.tiles.begin(), t.tiles.end());
  played.insert(played.end(), position.trick().begin(), position.trick().end());
  EXPECT_TRUE(PlaySequence(replay, played).ok());
}

TEST(DrawnWorldsTest, TakesEveryWorldInOrderWhenFew) {
  const Rules rules(Contract::Normal(Trump::kFives));
  const Position position = RandomPosition(rules, 5, 15);
  const SeatView view = SeatView::Of(position, position.to_move(), 30);
  const WorldSampler sampler(view);
  ASSERT_GE(sampler.count(), 20u);
  ASSERT_LE(sampler.count(), 2000u);
  DrawnWorlds<WorldSampler> drawn(sampler, sampler.count(), 7, 3);
  EXPECT_TRUE(drawn.all());
  ASSERT_EQ(static_cast<uint64_t>(drawn.size()), sampler.count());
  EXPECT_EQ(drawn.Draw(3 * drawn.size()), drawn.size());  // nothing more to draw
  for (int w = 0; w < drawn.size(); ++w) {
    EXPECT_EQ(drawn.deal(w).hands, sampler.DealOf(sampler.WorldAt(w)).hands) << "world " << w;
  }
  // One world fewer than agree: drawn from the stream instead, none yet.
  DrawnWorlds<WorldSampler> streamed(sampler, sampler.count() - 1, 7, 3);
  EXPECT_FALSE(streamed.all());
  EXPECT_EQ(streamed.size(), 0);
}

TEST(DrawnWorldsTest, AStreamKeepsItsFirstWorldsAndDependsOnSeedAndStream) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  const Position position = RandomPosition(rules, 3, 4);
  const SeatView view = SeatView::Of(position, position.to_move(), 30);
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
    EXPECT_EQ(in_steps.deal(w).hands, at_once.deal(w).hands) << "world " << w;
    EXPECT_EQ(in_steps.deal(w).hands, sampler.DealOf(sampler.Sample(rng)).hands) << "world " << w;
  }
  for (auto [seed, stream] : {std::pair<uint64_t, uint64_t>{10, 1}, {9, 2}}) {
    DrawnWorlds<WorldSampler> other(sampler, 16, seed, stream);
    other.Draw(40);
    int same = 0;
    for (int w = 0; w < 40; ++w) same += other.deal(w).hands == at_once.deal(w).hands;
    EXPECT_LT(same, 40) << "seed " << seed << " stream " << stream;
  }
}

TEST(DrawnWorldsTest, AKnownLayoutIsTheOneWorld) {
  const Deal deal = DealRandom(Predeal{}, 4, 0);
  DrawnWorlds<WorldSampler> known(deal);
  EXPECT_TRUE(known.all());
  EXPECT_EQ(known.count(), 1u);
  EXPECT_EQ(known.Draw(16), 1);
  EXPECT_EQ(known.deal(0).hands, deal.hands);
}

}  // namespace
}  // namespace texas42
