// libFuzzer target: the solver on fuzzed positions, checked against a reference and itself.
//
// The bytes pick a contract, a declarer, a random deal, how many tricks are left, how much of
// the next trick is on the table and each tile played to get there, the solver's options (table
// size, sure-trick bounds, collapsing of equivalent tiles, shuffled move order), a window and
// one tile to follow. Most inputs leave 1 to 3 tricks, where the reference is plain minimax
// (tests/minimax.h) and costs under a millisecond; one in eight leaves 4, where minimax takes
// ~20 ms under ASan and the reference is the solver stripped of its table, sure-trick bounds
// and collapsing, in a shuffled move order (plain alpha-beta). More tricks are not fuzzed: a
// full hand costs ~50 ms a solve under ASan, and libFuzzer, finding more coverage counters in
// bigger searches, fills its corpus with them (runs fell to 20 a second); the opening lead
// (first-lead-trump) is left to special_search_test. On every position:
//   - Solve equals the reference and lies in [0, max];
//   - SolveWindow on the full window gives the value, on a fuzzed one the value clamped;
//   - Reaches holds at the value and not one step beyond it;
//   - ValuePlays values each legal tile once, best first, the best keeping the value (and
//     with 1 to 3 tricks left each value equals minimax after that tile);
//   - the same solver, its table now warm, finds ValuePlays' value after the fuzzed tile and
//     the value after the best one;
//   - OptimalLine is legal to the end and scores the value.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "absl/strings/str_cat.h"
#include "solver/analysis/dealer.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"
#include "tests/minimax.h"

namespace texas42 {
namespace {

// Returns how many tricks are left: 1 to 3 for 7 inputs in 8, else 4.
int TricksLeft(uint8_t b) { return b < 224 ? 1 + b % 3 : 4; }

// Returns the options `b` picks: no table or 4, 64 or 1024 buckets (small tables force
// replacements), sure-trick bounds and collapsing on or off, a shuffled move order or not.
SearchOptions AnyOptions(uint8_t b, uint64_t seed) {
  static constexpr int kTableBits[] = {0, 2, 6, 10};
  SearchOptions options;
  options.table_bits = kTableBits[b & 3];
  options.quick_tricks = (b & 4) != 0;
  options.collapse_equivalent = (b & 8) != 0;
  options.shuffle_seed = (b & 16) != 0 ? seed | 1 : 0;
  return options;
}

// Returns the value of `position` by plain minimax up to 3 tricks left, else by the solver
// without its table, sure-trick bounds and collapsing, in a shuffled move order.
int Reference(const Position& position, uint64_t seed) {
  if (position.tricks_left() <= 3) return MinimaxValue(position);
  SearchOptions stripped;
  stripped.table_bits = 0;
  stripped.quick_tricks = false;
  stripped.collapse_equivalent = false;
  stripped.shuffle_seed = seed | 1;
  return Solver(stripped).Solve(position);
}

// Returns the contract's value of a finished or unfinished hand so far.
int ValueSoFar(const Position& position) {
  return position.rules().contract().scoring() == Scoring::kDeclarerTricks
             ? position.declarer_tricks()
             : position.taken(TeamOf(position.declarer()));
}

// Returns whether the player to move wants a higher value (the nello declarer wants fewer).
bool WantsMore(const Position& position) {
  if (position.rules().contract().scoring() == Scoring::kDeclarerTricks) {
    return position.to_move() != position.declarer();
  }
  return TeamOf(position.to_move()) == TeamOf(position.declarer());
}

void CheckPosition(FuzzBytes& bytes) {
  const Rules rules(bytes.AnyContract());
  const Seat declarer = bytes.AnySeat();
  const uint64_t seed = bytes.U64();
  const Deal deal = DealRandom(Predeal{}, seed, 0);
  const int tricks_left = TricksLeft(bytes.Byte());
  const int extra = bytes.Byte() % rules.trick_size();
  const SearchOptions options = AnyOptions(bytes.Byte(), seed);
  const int max = rules.contract().max_value();
  const int lo = bytes.Byte() % (max + 3) - 1;  // -1 .. max + 1, and hi lo .. max + 2
  const int hi = lo + bytes.Byte() % (max + 3 - lo);
  const uint8_t follow = bytes.Byte();

  Position position(rules, deal, declarer);
  auto play_chosen = [&] {
    std::vector<Tile> legal;
    for (Tile t : position.Legal()) legal.push_back(t);
    FuzzCheck(!legal.empty(), "a player to move has no legal tile");
    FuzzCheck(position.Play(legal[bytes.Byte() % legal.size()]).ok(), "a legal tile is refused");
  };
  while (position.tricks_left() > tricks_left) play_chosen();
  for (int i = 0; i < extra; ++i) play_chosen();

  const int reference = Reference(position, seed);
  Solver solver(options);
  const int value = solver.Solve(position);
  FuzzCheck(value == reference, absl::StrCat("Solve gives ", value, ", the reference ", reference,
                                             " (", tricks_left, " tricks left)"));
  FuzzCheck(value >= 0 && value <= max, absl::StrCat("Solve gives ", value, " out of range"));

  const int full = solver.SolveWindow(position, 0, max);
  FuzzCheck(full == value,
            absl::StrCat("SolveWindow [0, ", max, "] gives ", full, ", Solve ", value));
  const int windowed = solver.SolveWindow(position, lo, hi);
  const int clamped = value < lo ? lo - 1 : value > hi ? hi + 1 : value;
  FuzzCheck(windowed == clamped,
            absl::StrCat("SolveWindow [", lo, ", ", hi, "] gives ", windowed, ", Solve ", value));

  // In nello Reaches(t) asks whether the declarer is held to at most t tricks.
  const int beyond = rules.contract().scoring() == Scoring::kDeclarerTricks ? value - 1 : value + 1;
  FuzzCheck(solver.Reaches(position, value),
            absl::StrCat("Reaches(", value, ") fails at the value"));
  FuzzCheck(!solver.Reaches(position, beyond),
            absl::StrCat("Reaches(", beyond, ") holds, Solve gives ", value));

  const std::vector<TileValue> plays = solver.ValuePlays(position);
  const TileSet legal = position.Legal();
  FuzzCheck(static_cast<int>(plays.size()) == legal.size(),
            "ValuePlays does not value each legal tile");
  TileSet seen;
  for (size_t i = 0; i < plays.size(); ++i) {
    FuzzCheck(legal.Contains(plays[i].tile) && !seen.Contains(plays[i].tile),
              "ValuePlays offers an illegal or repeated tile");
    seen.Add(plays[i].tile);
    if (i > 0) {
      const int a = plays[i - 1].value, b = plays[i].value;
      FuzzCheck(WantsMore(position) ? a >= b : a <= b, "ValuePlays is not best first");
    }
    if (tricks_left <= 3) {
      Position child = position;
      FuzzCheck(child.Play(plays[i].tile).ok(), "a tile ValuePlays offers is refused");
      const int expected = MinimaxValue(child);
      FuzzCheck(plays[i].value == expected,
                absl::StrCat("ValuePlays values a tile ", plays[i].value, ", minimax ", expected));
    }
  }
  FuzzCheck(plays.front().value == value, "the best tile of ValuePlays does not keep the value");

  const TileValue& chosen = plays[follow % plays.size()];
  Position after_chosen = position;
  FuzzCheck(after_chosen.Play(chosen.tile).ok(), "a tile ValuePlays offers is refused");
  const int warm = solver.Solve(after_chosen);
  FuzzCheck(warm == chosen.value, absl::StrCat("after a tile the warm solver gives ", warm,
                                               ", ValuePlays ", chosen.value));
  Position after_best = position;
  FuzzCheck(after_best.Play(plays.front().tile).ok(), "the best tile is refused");
  const int after = solver.Solve(after_best);
  FuzzCheck(after == value,
            absl::StrCat("after the best tile the warm solver gives ", after, ", Solve ", value));

  Position end = position;
  for (Tile t : solver.OptimalLine(position)) {
    FuzzCheck(end.Play(t).ok(), "OptimalLine plays an illegal tile");
  }
  FuzzCheck(end.finished(), "OptimalLine stops before the end of the hand");
  FuzzCheck(ValueSoFar(end) == value,
            absl::StrCat("OptimalLine scores ", ValueSoFar(end), ", Solve ", value));
}

}  // namespace
}  // namespace texas42

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  texas42::FuzzBytes bytes(data, size);
  texas42::CheckPosition(bytes);
  return 0;
}
