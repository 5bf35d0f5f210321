// Differential tests of the solver on the special contracts: Solver::Solve (and SolveWindow,
// Reaches, ValuePlays) against a plain minimax written here over Position copies — three-seat
// tricks for nello, where the declarer's side wants fewer declarer tricks — on random endgames
// of every special contract, on full hands of sevens and nello, and at the opening lead of
// normal hands with the first-lead-trump option.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// ---- The reference: plain minimax over Position copies. ----

// What the contract counts, from the declarer's side, once the hand (or part of it) is played.
int ValueSoFar(const Position& p) {
  if (p.rules().contract().scoring() == Scoring::kDeclarerTricks) return p.declarer_tricks();
  return p.taken(TeamOf(p.declarer()));
}

// Exact memo of future values at trick boundaries, keyed by the hands and the leader (which
// fix everything still to come); it only saves repeated work on full hands.
class Memo {
 public:
  struct Key {
    std::array<uint32_t, kSeatCount> hands;
    int leader;
    bool opening;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    size_t operator()(const Key& k) const {
      uint64_t h = static_cast<uint64_t>(k.leader) * 2 + k.opening;
      for (uint32_t x : k.hands) h = (h ^ x) * 0x100000001B3ULL + (h >> 29);
      return static_cast<size_t>(h);
    }
  };
  std::unordered_map<Key, int, Hash> values;
};

int Minimax(const Position& p, Memo* memo) {
  if (p.finished()) return ValueSoFar(p);
  Memo::Key key{};
  const bool boundary = memo != nullptr && p.trick().empty();
  if (boundary) {
    for (int s = 0; s < kSeatCount; ++s) key.hands[s] = p.hand(SeatAt(s)).bits();
    key.leader = Index(p.leader());
    key.opening = p.tricks().empty();
    if (auto it = memo->values.find(key); it != memo->values.end()) {
      return ValueSoFar(p) + it->second;
    }
  }
  const bool nello = p.rules().contract().scoring() == Scoring::kDeclarerTricks;
  const bool wants_more = (TeamOf(p.to_move()) == TeamOf(p.declarer())) != nello;
  int best = wants_more ? -1 : 1000;
  for (Tile t : p.Legal()) {
    Position child = p;
    EXPECT_TRUE(child.Play(t).ok());
    const int v = Minimax(child, memo);
    best = wants_more ? std::max(best, v) : std::min(best, v);
  }
  if (boundary) memo->values[key] = best - ValueSoFar(p);
  return best;
}

// ---- Random positions. ----

std::vector<Contract> SpecialContracts() {
  return {Contract::Nello(NelloDoubles::kOwn),
          Contract::Nello(NelloDoubles::kHigh),
          Contract::Nello(NelloDoubles::kLow),
          Contract::Sevens(false),
          Contract::Sevens(true),
          Contract::Splash(Trump::kFollowMe),
          Contract::Plunge(Trump::kFollowMe)};
}

std::string Describe(const Contract& c) {
  return absl::StrCat(ContractName(c), " trump=", TrumpName(c.trump),
                      " nello_doubles=", NelloDoublesName(c.nello_doubles),
                      " closest_lead=", c.sevens_closest_lead,
                      " first_lead_trump=", c.first_lead_trump);
}

// Plays random legal tiles from the start of deal `index` until `tricks_left` tricks remain,
// then `extra` more tiles into the next trick.
Position RandomEndgame(const Rules& rules, uint64_t index, Seat declarer, int tricks_left,
                       int extra, Rng& rng) {
  Position p(rules, DealRandom(Predeal{}, 4242, index), declarer);
  auto play_random = [&] {
    std::vector<Tile> legal;
    for (Tile t : p.Legal()) legal.push_back(t);
    EXPECT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  };
  while (p.tricks_left() > tricks_left) play_random();
  for (int i = 0; i < extra; ++i) play_random();
  return p;
}

std::string Where(const Position& p) {
  std::string played;
  for (const PlayedTrick& t : p.tricks()) {
    for (Tile x : t.tiles) absl::StrAppend(&played, FormatTile(x), " ");
  }
  for (Tile x : p.trick()) absl::StrAppend(&played, FormatTile(x), " ");
  return absl::StrCat("deal ", FormatDeal(p.deal()), " declarer ", SeatName(p.declarer()),
                      " played ", played);
}

// Solver configurations that must all agree with minimax.
std::vector<SearchOptions> Configurations() {
  SearchOptions plain;
  plain.table_bits = 0;
  plain.quick_tricks = false;
  plain.collapse_equivalent = false;
  SearchOptions shuffled;
  shuffled.shuffle_seed = 99;
  return {SearchOptions{}, plain, shuffled};
}

// Endgames of 3 and 4 tricks, the root at a trick boundary or inside a trick.
void CheckEndgames(const Contract& c, int count) {
  SCOPED_TRACE(Describe(c));
  const Rules rules(c);
  std::vector<Solver> solvers;
  for (const SearchOptions& o : Configurations()) solvers.emplace_back(o);
  Rng rng(7, static_cast<uint64_t>(c.kind) * 16 + static_cast<uint64_t>(c.nello_doubles) * 4 +
                 c.sevens_closest_lead);
  int misses = 0;
  for (int n = 0; n < count && misses < 3; ++n) {
    const Seat declarer = SeatAt(n);
    const int tricks_left = 3 + n % 2;
    const int extra = static_cast<int>(rng.Below(static_cast<uint32_t>(rules.trick_size())));
    const Position p =
        RandomEndgame(rules, static_cast<uint64_t>(n), declarer, tricks_left, extra, rng);
    const int expected = Minimax(p, nullptr);
    for (size_t i = 0; i < solvers.size(); ++i) {
      const int got = solvers[i].Solve(p);
      if (got != expected) {
        ++misses;
        ADD_FAILURE() << "configuration " << i << ": Solve " << got << ", minimax " << expected
                      << "; " << Where(p);
      }
    }
  }
}

TEST(SpecialSearchTest, NelloOwnEndgamesMatchMinimax) {
  CheckEndgames(Contract::Nello(NelloDoubles::kOwn), 300);
}
TEST(SpecialSearchTest, NelloHighEndgamesMatchMinimax) {
  CheckEndgames(Contract::Nello(NelloDoubles::kHigh), 300);
}
TEST(SpecialSearchTest, NelloLowEndgamesMatchMinimax) {
  CheckEndgames(Contract::Nello(NelloDoubles::kLow), 300);
}
TEST(SpecialSearchTest, SevensEndgamesMatchMinimax) { CheckEndgames(Contract::Sevens(false), 300); }
TEST(SpecialSearchTest, SevensClosestLeadEndgamesMatchMinimax) {
  CheckEndgames(Contract::Sevens(true), 300);
}
TEST(SpecialSearchTest, SplashEndgamesMatchMinimaxUnderEveryTrump) {
  for (Trump t : kAllTrumps) CheckEndgames(Contract::Splash(t), 40);
}
TEST(SpecialSearchTest, PlungeEndgamesMatchMinimaxUnderEveryTrump) {
  for (Trump t : kAllTrumps) CheckEndgames(Contract::Plunge(t), 40);
}

// The other entry points on the same endgames: the window, the target query and per-tile values.
TEST(SpecialSearchTest, WindowReachesAndValuePlaysAgreeWithMinimax) {
  for (const Contract& c : SpecialContracts()) {
    SCOPED_TRACE(Describe(c));
    const Rules rules(c);
    const bool nello = c.scoring() == Scoring::kDeclarerTricks;
    Solver solver;
    Rng rng(8, static_cast<uint64_t>(c.kind));
    for (int n = 0; n < 40; ++n) {
      const Position p = RandomEndgame(rules, 1000 + static_cast<uint64_t>(n), SeatAt(n + 1), 3,
                                       n % rules.trick_size(), rng);
      SCOPED_TRACE(Where(p));
      const int v = Minimax(p, nullptr);
      // Reaches: at least v (in nello: held to at most v), and not one better.
      EXPECT_TRUE(solver.Reaches(p, v));
      EXPECT_FALSE(solver.Reaches(p, nello ? v - 1 : v + 1));
      EXPECT_EQ(solver.SolveWindow(p, v, v), v);
      EXPECT_EQ(solver.SolveWindow(p, 0, 7), v);
      // Outside the window, the value is reported just beyond the side it falls on.
      if (v < 7) {
        EXPECT_EQ(solver.SolveWindow(p, v + 1, 7), v);
      }
      if (v > 0) {
        EXPECT_EQ(solver.SolveWindow(p, 0, v - 1), v);
      }
      const std::vector<TileValue> plays = solver.ValuePlays(p);
      ASSERT_FALSE(plays.empty());
      for (const TileValue& tv : plays) {
        Position child = p;
        ASSERT_TRUE(child.Play(tv.tile).ok());
        EXPECT_EQ(tv.value, Minimax(child, nullptr)) << FormatTile(tv.tile);
      }
      EXPECT_EQ(plays.front().value, v);
    }
  }
}

// Whole hands, where the memoized minimax is still quick: sevens (followers are forced) and
// nello (three seats).
void CheckFullHands(const Contract& c, int count) {
  SCOPED_TRACE(Describe(c));
  const Rules rules(c);
  Solver solver;
  for (int n = 0; n < count; ++n) {
    const Position p(rules, DealRandom(Predeal{}, 777, static_cast<uint64_t>(n)), SeatAt(n));
    Memo memo;
    const int expected = Minimax(p, &memo);
    EXPECT_EQ(solver.Solve(p), expected) << Where(p);
  }
}

TEST(SpecialSearchTest, SevensFullHandsMatchMinimax) {
  CheckFullHands(Contract::Sevens(false), 6);
  CheckFullHands(Contract::Sevens(true), 6);
}
TEST(SpecialSearchTest, NelloFullHandsMatchMinimax) {
  CheckFullHands(Contract::Nello(NelloDoubles::kOwn), 2);
  CheckFullHands(Contract::Nello(NelloDoubles::kHigh), 1);
  CheckFullHands(Contract::Nello(NelloDoubles::kLow), 1);
}

// First lead trump: the option only bites at the opening lead, so the opening position's value
// must be the best, for the declarer, of the values after each trump he may lead — and the
// solver must not consider the other tiles. Rest-of-hand values come from the solver without
// the option (after the opening lead the two contracts are the same game).
TEST(SpecialSearchTest, FirstLeadTrumpRestrictsOnlyTheOpeningLead) {
  int differs = 0;
  for (Trump t : kAllTrumps) {
    Contract with = Contract::Normal(t);
    with.first_lead_trump = true;
    const Rules rules_with(with), rules_without(Contract::Normal(t));
    Solver solver_with, solver_without;
    for (int n = 0; n < 4; ++n) {
      const Deal deal =
          DealRandom(Predeal{}, 31, static_cast<uint64_t>(n) * 9 + static_cast<uint64_t>(t));
      const Seat declarer = SeatAt(n);
      const Position root_with(rules_with, deal, declarer);
      const Position root_without(rules_without, deal, declarer);
      SCOPED_TRACE(absl::StrCat(TrumpName(t), " ", Where(root_with)));
      const TileSet trumps = deal.hand(declarer) & rules_with.trumps();
      EXPECT_EQ(root_with.Legal(), trumps.empty() ? deal.hand(declarer) : trumps);
      int best = -1;
      for (Tile lead : root_with.Legal()) {
        Position child = root_without;
        ASSERT_TRUE(child.Play(lead).ok());
        best = std::max(best, solver_without.Solve(child));
      }
      const int value_with = solver_with.Solve(root_with);
      EXPECT_EQ(value_with, best);
      const std::vector<TileValue> plays = solver_with.ValuePlays(root_with);
      EXPECT_EQ(static_cast<int>(plays.size()), root_with.Legal().size());
      EXPECT_EQ(plays.front().value, value_with);
      differs += value_with != solver_without.Solve(root_without);
    }
  }
  EXPECT_GT(differs, 0) << "no deal where the option changes the value: the test is too weak";
}

// Splash and plunge with the option: the partner's opening lead is the one restricted.
TEST(SpecialSearchTest, FirstLeadTrumpAppliesToThePartnersOpeningLeadInSplash) {
  Contract with = Contract::Splash(Trump::kSixes);
  with.first_lead_trump = true;
  const Rules rules_with(with), rules_without(Contract::Splash(Trump::kSixes));
  Solver solver_with, solver_without;
  for (int n = 0; n < 8; ++n) {
    const Deal deal = DealRandom(Predeal{}, 32, static_cast<uint64_t>(n));
    const Position root(rules_with, deal, Seat::kNorth);
    ASSERT_EQ(root.to_move(), Seat::kSouth);
    int best = -1;
    for (Tile lead : root.Legal()) {
      EXPECT_TRUE((deal.hand(Seat::kSouth) & rules_with.trumps()).empty() ||
                  rules_with.trumps().Contains(lead));
      Position child(rules_without, deal, Seat::kNorth);
      ASSERT_TRUE(child.Play(lead).ok());
      best = std::max(best, solver_without.Solve(child));
    }
    EXPECT_EQ(solver_with.Solve(root), best) << Where(root);
  }
}

}  // namespace
}  // namespace texas42
