// libFuzzer target: the solver on fuzzed positions, checked against a plain minimax.
//
// The bytes pick a contract, a declarer and a random deal, how many tricks are left (2 to 4)
// and how much of the next trick is on the table, and each tile played to get there. On that
// position Solve must equal tests/minimax.h; SolveWindow must agree with it on a fuzzed window;
// the best tile of ValuePlays must keep the value; and the same solver, its table now warm,
// must find that value again after the best tile is played.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "solver/analysis/dealer.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"
#include "tests/minimax.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace texas42;
  FuzzBytes bytes(data, size);
  const Rules rules(bytes.AnyContract());
  const Seat declarer = bytes.AnySeat();
  const Deal deal = DealRandom(Predeal{}, bytes.U64(), 0);
  const int tricks_left = 2 + bytes.Byte() % 3;
  const int extra = bytes.Byte() % rules.trick_size();
  Position position(rules, deal, declarer);
  auto play_chosen = [&] {
    std::vector<Tile> legal;
    for (Tile t : position.Legal()) legal.push_back(t);
    FuzzCheck(!legal.empty(), "a player to move has no legal tile");
    FuzzCheck(position.Play(legal[bytes.Byte() % legal.size()]).ok(), "a legal tile is refused");
  };
  while (position.tricks_left() > tricks_left) play_chosen();
  for (int i = 0; i < extra; ++i) play_chosen();

  const int value = MinimaxValue(position);
  Solver solver;
  const int solved = solver.Solve(position);
  FuzzCheck(solved == value, absl::StrCat("Solve gives ", solved, ", minimax ", value));

  const int max = rules.contract().max_value();
  const int lo = bytes.Byte() % (max + 1);
  const int hi = lo + bytes.Byte() % (max + 1 - lo);
  const int windowed = solver.SolveWindow(position, lo, hi);
  const int expected = value < lo ? lo - 1 : value > hi ? hi + 1 : value;
  FuzzCheck(windowed == expected, absl::StrCat("SolveWindow [", lo, ", ", hi, "] gives ",
                                               windowed, ", minimax ", value));

  const std::vector<TileValue> plays = solver.ValuePlays(position);
  FuzzCheck(!plays.empty() && plays.front().value == value,
            "the best tile of ValuePlays does not keep the value");
  FuzzCheck(position.Play(plays.front().tile).ok(), "ValuePlays offers an illegal tile");
  const int after = solver.Solve(position);
  FuzzCheck(after == value, absl::StrCat("after the best tile the warm solver gives ", after,
                                         ", minimax ", value));
  return 0;
}
