// Solver against a plain minimax (tests/minimax.h) on random endgames, for every contract.
//
// The endgames are reached by random legal play from reproducible random deals, with three or
// four tricks left and sometimes part of a trick already played. On each one the solver's value
// must equal minimax with its default options and with each of its prunings turned off or its
// move order shuffled, and its other entry points (Reaches, Bound, SolveWindow, ValuePlays,
// OptimalLine) must agree with that value.
#include "solver/search.h"

#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/analysis/dealer.h"
#include "solver/deal.h"
#include "solver/rules.h"
#include "solver/state.h"
#include "tests/contracts.h"
#include "tests/in_progress.h"
#include "tests/minimax.h"

namespace texas42 {

// Names a contract in test output (defined below).
void PrintTo(const Contract& contract, std::ostream* os);

namespace {

struct Endgame {
  Position position;
  int value;  // by minimax
};

// Returns the final value of a finished hand under its contract.
int FinalValue(const Position& position) {
  if (position.rules().contract().scoring() == Scoring::kDeclarerTricks) {
    return position.declarer_tricks();
  }
  return position.taken(TeamOf(position.declarer()));
}

// Describes a position for failure messages: deal, declarer and the tiles played.
std::string Describe(const Position& position) {
  std::string played;
  for (const PlayedTrick& trick : position.tricks()) {
    for (Tile t : trick.tiles) absl::StrAppend(&played, " ", FormatTile(t));
  }
  for (Tile t : position.trick()) absl::StrAppend(&played, " ", FormatTile(t));
  return absl::StrCat(ContractName(position.rules().contract()), " ", FormatDeal(position.deal()),
                      " declarer ", std::string(1, SeatLetter(position.declarer())), " played",
                      played, " (declarer's side has ", position.taken(TeamOf(position.declarer())),
                      ", declarer ", position.declarer_tricks(), " tricks)");
}

// Plays random legal tiles from the start of `deal` until `tricks_left` tricks remain and then
// `extra` more tiles of the next trick.
Position RandomEndgame(const Rules& rules, const Deal& deal, Seat declarer, int tricks_left,
                       int extra, Rng& rng) {
  Position position(rules, deal, declarer);
  auto play_random = [&] {
    std::vector<Tile> legal;
    for (Tile t : position.Legal()) legal.push_back(t);
    EXPECT_TRUE(position.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  };
  while (position.tricks_left() > tricks_left) play_random();
  for (int i = 0; i < extra; ++i) play_random();
  return position;
}

// Returns `count` endgames: several per deal (so that one solver meets positions of one deal
// in turn), every declarer seat, three or four tricks left, a quarter of them mid-trick.
std::vector<Endgame> RandomEndgames(const Rules& rules, int count, uint64_t seed) {
  std::vector<Endgame> endgames;
  Rng rng(seed, 99);
  for (uint64_t index = 0; static_cast<int>(endgames.size()) < count; ++index) {
    const Deal deal = DealRandom(Predeal{}, seed, index);
    const Seat declarer = SeatAt(static_cast<int>(index));
    for (int k = 0; k < 4 && static_cast<int>(endgames.size()) < count; ++k) {
      const int tricks_left = 3 + static_cast<int>(rng.Below(2));
      const int extra =
          k == 3 ? 1 + static_cast<int>(rng.Below(static_cast<uint32_t>(rules.trick_size() - 1)))
                 : 0;
      Position position = RandomEndgame(rules, deal, declarer, tricks_left, extra, rng);
      const int value = MinimaxValue(position);
      endgames.push_back({std::move(position), value});
    }
  }
  return endgames;
}

class SearchTest : public ::testing::TestWithParam<Contract> {
 protected:
  static constexpr int kEndgames = 300;

  bool nello() const { return GetParam().kind == ContractKind::kNello; }
  // A per-contract seed, so each contract meets its own deals.
  uint64_t seed() const {
    return 1000 + static_cast<uint64_t>(GetParam().kind) * 16 +
           static_cast<uint64_t>(GetParam().trump) * 4 +
           static_cast<uint64_t>(GetParam().nello_doubles) +
           (GetParam().sevens_closest_lead ? 100 : 0);
  }

  const Rules rules_{GetParam()};
};

TEST_P(SearchTest, SolveEqualsMinimaxWhateverTheOptions) {
  struct Variant {
    const char* name;
    SearchOptions options;
  };
  const std::vector<Variant> variants = {
      {"default", {}},
      {"no table", {.table_bits = 0}},
      {"small table", {.table_bits = 2}},
      {"no quick tricks", {.quick_tricks = false}},
      {"no collapse", {.collapse_equivalent = false}},
      {"shuffled", {.shuffle_seed = 17}},
      {"shuffled, no table, no collapse",
       {.table_bits = 0, .collapse_equivalent = false, .shuffle_seed = 5}},
  };
  std::vector<Solver> solvers;
  for (const Variant& v : variants) solvers.emplace_back(v.options);
  for (const Endgame& e : RandomEndgames(rules_, kEndgames, seed())) {
    for (size_t i = 0; i < variants.size(); ++i) {
      ASSERT_EQ(solvers[i].Solve(e.position), e.value)
          << variants[i].name << ": " << Describe(e.position);
    }
  }
}

TEST_P(SearchTest, SureTrickBoundsHoldTheValue) {
  // The bounds the search takes without searching, at trick boundaries with three or four
  // tricks left, must hold the minimax value; an unsound bound gives wrong values only where
  // the search happens to lean on it, so it is checked directly.
  Solver solver;
  Rng rng(seed(), 7);
  int sharp = 0;  // positions where a bound says more than "0 to everything left"
  int checked = 0;
  for (uint64_t index = 0; checked < kEndgames; ++index) {
    const Deal deal = DealRandom(Predeal{}, seed() + 1, index);
    const Seat declarer = SeatAt(static_cast<int>(index));
    const int tricks_left = 3 + static_cast<int>(rng.Below(2));
    const Position position = RandomEndgame(rules_, deal, declarer, tricks_left, 0, rng);
    const int value = MinimaxValue(position);
    const auto [lower, upper] = solver.SureTrickBounds(position);
    ASSERT_LE(lower, value) << Describe(position);
    ASSERT_GE(upper, value) << Describe(position);
    TileSet hands;
    for (TileSet hand : position.hands()) hands |= hand;
    const int most = rules_.counts_points() ? tricks_left + CountOf(hands) : tricks_left;
    if (lower > FinalValue(position) || upper < FinalValue(position) + most) ++sharp;
    ++checked;
  }
  if (!nello()) {
    EXPECT_GT(sharp, 0);
  }
}

TEST_P(SearchTest, SureTrickBoundsHoldTheValueEarlier) {
  // As above with five to seven tricks left, where the bounds also chain a second sure trick;
  // too deep for minimax, so the value comes from the search without sure-trick bounds (itself
  // checked against minimax above).
  Solver solver;
  SearchOptions exact_options;
  exact_options.quick_tricks = false;
  Solver exact(exact_options);
  Rng rng(seed(), 11);
  for (int index = 0; index < kEndgames; ++index) {
    const Deal deal = DealRandom(Predeal{}, seed() + 2, static_cast<uint64_t>(index));
    const Seat declarer = SeatAt(index);
    const int tricks_left = 5 + static_cast<int>(rng.Below(3));
    const Position position = RandomEndgame(rules_, deal, declarer, tricks_left, 0, rng);
    const int value = exact.Solve(position);
    const auto [lower, upper] = solver.SureTrickBounds(position);
    ASSERT_LE(lower, value) << Describe(position);
    ASSERT_GE(upper, value) << Describe(position);
  }
}

TEST_P(SearchTest, ThreeTrickSearchDecidesEveryTarget) {
  // The lean search of positions with three tricks left (search_three.cc), checked directly at
  // every target with nothing before it: no table (whose bounds would answer repeated targets)
  // and no sure-trick bounds (which settle some targets first). Its fail-soft result must lie
  // on the right side of the target and bound the value from that side.
  if (nello()) GTEST_SKIP() << "Nello's tricks of three take the general search";
  SearchOptions bare;
  bare.table_bits = 0;
  bare.quick_tricks = false;
  Solver solver(bare);
  Rng rng(seed(), 11);
  for (uint64_t index = 0; index < 100; ++index) {
    const Deal deal = DealRandom(Predeal{}, seed() + 2, index);
    const Position position =
        RandomEndgame(rules_, deal, SeatAt(static_cast<int>(index)), 3, 0, rng);
    const int value = MinimaxValue(position);
    TileSet hands;
    for (TileSet hand : position.hands()) hands |= hand;
    const int most = rules_.counts_points() ? 3 + CountOf(hands) : 3;
    const int taken = FinalValue(position);
    for (int target = taken + 1; target <= taken + most; ++target) {
      const int bound = solver.Bound(position, target);
      if (value >= target) {
        ASSERT_GE(bound, target) << "target " << target << ": " << Describe(position);
        ASSERT_LE(bound, value) << "target " << target << ": " << Describe(position);
      } else {
        ASSERT_LT(bound, target) << "target " << target << ": " << Describe(position);
        ASSERT_GE(bound, value) << "target " << target << ": " << Describe(position);
      }
    }
  }
}

TEST_P(SearchTest, ReachesHoldsExactlyUpToTheValue) {
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames, seed())) {
    if (nello()) {
      // Reaches(t): the declarer can be held to at most t tricks... by his own best play.
      ASSERT_TRUE(solver.Reaches(e.position, e.value)) << Describe(e.position);
      if (e.value > 0) {
        ASSERT_FALSE(solver.Reaches(e.position, e.value - 1)) << Describe(e.position);
      }
    } else {
      ASSERT_TRUE(solver.Reaches(e.position, e.value)) << Describe(e.position);
      ASSERT_FALSE(solver.Reaches(e.position, e.value + 1)) << Describe(e.position);
      ASSERT_TRUE(solver.Reaches(e.position, 0));
    }
  }
}

// Returns the values the hand can still end with, whatever the play: from what is already
// taken to that plus everything left.
std::pair<int, int> ReachableValues(const Position& position) {
  const Contract& contract = position.rules().contract();
  const int so_far = contract.scoring() == Scoring::kDeclarerTricks
                         ? position.declarer_tricks()
                         : position.taken(TeamOf(position.declarer()));
  int left = position.tricks_left();
  if (contract.scoring() == Scoring::kPoints) {
    TileSet live;
    for (TileSet hand : position.hands()) live |= hand;
    for (Tile t : position.trick()) live.Add(t);
    left += CountOf(live);
  }
  return {so_far, so_far + left};
}

// Returns what SolveWindow(lo, hi) reports for `value`.
int Clamped(int value, int lo, int hi) { return value < lo ? lo - 1 : value > hi ? hi + 1 : value; }

TEST_P(SearchTest, BoundIsAFailSoftBoundOnTheValue) {
  if (nello()) GTEST_SKIP() << "Bound is for contracts scored in points or tricks";
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    const auto [least, most] = ReachableValues(e.position);
    // One solver, one position: each query runs on the table the earlier ones left.
    for (int target = most + 1; target >= least - 1; --target) {
      const int bound = solver.Bound(e.position, target);
      if (e.value >= target) {
        ASSERT_GE(bound, target) << "target " << target << ": " << Describe(e.position);
        ASSERT_LE(bound, e.value) << "target " << target << ": " << Describe(e.position);
      } else {
        ASSERT_LT(bound, target) << "target " << target << ": " << Describe(e.position);
        ASSERT_GE(bound, e.value) << "target " << target << ": " << Describe(e.position);
      }
    }
  }
}

TEST_P(SearchTest, SolveWindowIsExactInsideAndClampedOutside) {
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    const auto [least, most] = ReachableValues(e.position);
    for (int lo : {least, e.value - 3, e.value - 1, e.value, e.value + 1, e.value + 2}) {
      for (int width : {0, 1, 4}) {
        const int hi = lo + width;
        // Windows that overlap the values the hand can still reach.
        if (lo < least || hi > most) continue;
        ASSERT_EQ(solver.SolveWindow(e.position, lo, hi), Clamped(e.value, lo, hi))
            << "window [" << lo << ", " << hi << "] " << Describe(e.position);
      }
    }
  }
}

TEST_P(SearchTest, SolveWindowIsExactWhateverTheFirstProbe) {
  // A guess places only the first probe: right, wrong or outside the window, the value is the
  // same.
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    const auto [least, most] = ReachableValues(e.position);
    for (const auto& [lo, hi] : {std::pair{least, most}, std::pair{e.value - 2, e.value + 2}}) {
      if (lo < least || hi > most) continue;
      for (int guess : {least - 1, lo, e.value - 1, e.value, e.value + 1, hi, most + 1}) {
        ASSERT_EQ(solver.SolveWindow(e.position, lo, hi, guess), Clamped(e.value, lo, hi))
            << "window [" << lo << ", " << hi << "] guess " << guess << " "
            << Describe(e.position);
      }
    }
  }
}

TEST_P(SearchTest, SolveWindowBeyondTheReachableValuesIsClamped) {
  // A window wholly below what the declarer's side has already taken, or wholly above all it
  // can still take, is settled without search, and must still report lo - 1 or hi + 1.
  Solver solver;
  int windows = 0;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    const auto [least, most] = ReachableValues(e.position);
    for (int lo = 0; lo <= GetParam().max_value(); ++lo) {
      const int hi = lo;
      if (hi >= least && lo <= most) continue;
      ++windows;
      ASSERT_EQ(solver.SolveWindow(e.position, lo, hi), Clamped(e.value, lo, hi))
          << "window [" << lo << ", " << hi << "] " << Describe(e.position);
    }
  }
  EXPECT_GT(windows, 0);
}

TEST_P(SearchTest, ValuePlaysValuesEveryLegalTileBestFirst) {
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    const std::vector<TileValue> plays = solver.ValuePlays(e.position);
    TileSet valued;
    for (const TileValue& play : plays) {
      Position child = e.position;
      ASSERT_TRUE(child.Play(play.tile).ok()) << FormatTile(play.tile);
      ASSERT_EQ(play.value, MinimaxValue(child))
          << FormatTile(play.tile) << " in " << Describe(e.position);
      valued.Add(play.tile);
    }
    ASSERT_EQ(valued, e.position.Legal()) << "every legal tile, once";
    ASSERT_EQ(plays.size(), static_cast<size_t>(valued.size()));
    ASSERT_FALSE(plays.empty());
    // Best first for the player to move; the best is the value of the position.
    const Seat mover = e.position.to_move();
    const bool wants_more =
        nello() ? mover != e.position.declarer() : TeamOf(mover) == TeamOf(e.position.declarer());
    for (size_t i = 1; i < plays.size(); ++i) {
      if (wants_more) {
        EXPECT_GE(plays[i - 1].value, plays[i].value) << Describe(e.position);
      } else {
        EXPECT_LE(plays[i - 1].value, plays[i].value) << Describe(e.position);
      }
    }
    EXPECT_EQ(plays.front().value, e.value) << Describe(e.position);
  }
}

TEST_P(SearchTest, OptimalLineReplaysToTheValue) {
  Solver solver;
  for (const Endgame& e : RandomEndgames(rules_, kEndgames / 3, seed())) {
    Position replay = e.position;
    const std::vector<Tile> line = solver.OptimalLine(e.position);
    ASSERT_TRUE(PlaySequence(replay, line).ok()) << Describe(e.position);
    ASSERT_TRUE(replay.finished()) << Describe(e.position);
    EXPECT_EQ(FinalValue(replay), e.value) << Describe(e.position);
  }
}

TEST_P(SearchTest, AFinishedHandIsWorthWhatWasTaken) {
  Solver solver;
  Rng rng(seed(), 1);
  for (uint64_t index = 0; index < 20; ++index) {
    const Position done = RandomEndgame(rules_, DealRandom(Predeal{}, seed(), index),
                                        SeatAt(static_cast<int>(index)), 0, 0, rng);
    ASSERT_TRUE(done.finished());
    EXPECT_EQ(solver.Solve(done), FinalValue(done)) << Describe(done);
    EXPECT_EQ(MinimaxValue(done), FinalValue(done)) << Describe(done);
    EXPECT_TRUE(solver.OptimalLine(done).empty());
  }
}

INSTANTIATE_TEST_SUITE_P(EveryContract, SearchTest, ::testing::ValuesIn(EveryContract()),
                         ContractTestName);

// Whole hands are beyond minimax; there the variants of the solver must agree with each other.
TEST(WholeHandTest, OptionsAndMoveOrderDoNotChangeTheValue) {
  Solver plain;
  Solver shuffled({.shuffle_seed = 99});
  Solver no_collapse({.collapse_equivalent = false});
  Solver no_quick_tricks({.quick_tricks = false});
  for (uint64_t index = 0; index < 6; ++index) {
    const Deal deal = DealRandom(Predeal{}, 77, index);
    for (const Contract& c : {Contract::Normal(SeatAt(static_cast<int>(index)) == Seat::kNorth
                                                   ? Trump::kDoubles
                                                   : static_cast<Trump>(index)),
                              Contract::Nello(NelloDoubles::kOwn), Contract::Sevens()}) {
      const Rules rules(c);
      const Position position(rules, deal, Seat::kNorth);
      const int value = plain.Solve(position);
      EXPECT_EQ(shuffled.Solve(position), value) << Describe(position);
      EXPECT_EQ(no_collapse.Solve(position), value) << Describe(position);
      EXPECT_EQ(no_quick_tricks.Solve(position), value) << Describe(position);
      Position replay = position;
      ASSERT_TRUE(PlaySequence(replay, plain.OptimalLine(position)).ok());
      EXPECT_EQ(FinalValue(replay), value) << Describe(position);
    }
  }
}

TEST(WholeHandTest, TheExampleDealMakesSixesForAllFortyTwo) {
  const Deal deal =
      ParseDeal(
          "66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11")
          .value();
  const Rules sixes(Contract::Normal(Trump::kSixes));
  Solver solver;
  const Position position(sixes, deal, Seat::kNorth);
  EXPECT_EQ(solver.Solve(position), 42);
  // Leading 1-0 gives the defence a trick and its count: 35 at most.
  const std::vector<TileValue> plays = solver.ValuePlays(position);
  ASSERT_EQ(plays.size(), 7u);
  EXPECT_EQ(plays.back().tile, Tile::FromPips(1, 0));
  EXPECT_EQ(plays.back().value, 35);
}

TEST(SolverTest, OneSolverServesManyDealsAndContracts) {
  // The table must never carry bounds from one deal or contract to another.
  Solver shared;
  Rng rng(3, 3);
  for (uint64_t index = 0; index < 60; ++index) {
    const Deal deal = DealRandom(Predeal{}, 31, index / 3);
    const Contract contract = index % 3 == 0   ? Contract::Normal(Trump::kFives)
                              : index % 3 == 1 ? Contract::Normal(Trump::kFollowMe)
                                               : Contract::Nello(NelloDoubles::kLow);
    const Rules rules(contract);
    const Position position = RandomEndgame(rules, deal, Seat::kEast, 4, 0, rng);
    Solver fresh;
    EXPECT_EQ(shared.Solve(position), fresh.Solve(position)) << Describe(position);
    EXPECT_EQ(shared.Solve(position), MinimaxValue(position)) << Describe(position);
  }
}

}  // namespace

// Positions resumed from one layout at different tricks (each loads the hands left at its
// trick's start) share the table; a position that puts a tile in play with another seat starts
// afresh. Every value is a fresh solver's, in any order of the queries, and sharing saves work.
TEST(SolverTest, ResumedPositionsShareTheTableOnlyWhileEveryTileKeepsItsSeat) {
  const Rules rules(Contract::Normal(Trump::kSixes));
  uint64_t shared_nodes = 0, fresh_nodes = 0;
  int compared = 0;
  for (uint64_t d = 0; d < 12; ++d) {
    const Deal deal = DealRandom(Predeal{}, 77, d);
    // The same layout resumed after 2, 3 and 4 tricks, each loading another deal (the hands
    // left then), then a layout with two tiles in play swapped between North and East at the
    // last of them.
    std::vector<Position> positions;
    Position p(rules, deal, Seat::kNorth);
    for (int plays = 0; plays < 17; ++plays) {
      if (plays == 8 || plays == 12 || plays == 16) {
        Position::InProgress now = NowOf(p);
        absl::StatusOr<Position> resumed = Position::Resume(rules, Seat::kNorth, now);
        ASSERT_TRUE(resumed.ok()) << resumed.status();
        positions.push_back(*resumed);
        if (plays == 16) {
          const Tile north = *now.hands[0].begin(), east = *now.hands[1].begin();
          now.hands[0].Remove(north);
          now.hands[0].Add(east);
          now.hands[1].Remove(east);
          now.hands[1].Add(north);
          absl::StatusOr<Position> swapped = Position::Resume(rules, Seat::kNorth, now);
          ASSERT_TRUE(swapped.ok()) << swapped.status();
          positions.push_back(*swapped);
        }
      }
      PlayKnownLegal(p, *p.Legal().begin());
    }
    Solver shared;
    for (const Position& q : positions) {
      Solver fresh;
      EXPECT_EQ(shared.SolveWindow(q, 30, 42), fresh.SolveWindow(q, 30, 42)) << "deal " << d;
      EXPECT_EQ(shared.Solve(q), fresh.Solve(q)) << "deal " << d;
      fresh_nodes += fresh.nodes();
      ++compared;
    }
    shared_nodes += shared.nodes();
  }
  EXPECT_EQ(compared, 48);
  EXPECT_LT(shared_nodes, fresh_nodes);
}

void PrintTo(const Contract& contract, std::ostream* os) {
  *os << ContractTestName(::testing::TestParamInfo<Contract>(contract, 0));
}

}  // namespace texas42
