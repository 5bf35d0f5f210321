// Writes data/family-golden.tsv, the golden values of the 42 family that
// tests/family_golden_test.cc checks: a tool, not a test (it is built with the tests but never
// registered with ctest, so writing the file passes no test).
//
//   build/tests/family_golden_writer data/family-golden.tsv
//
// Rows are chosen so that each can be checked against a solver independent of the family's
// search: Texas 42's whole deals under every contract its fast solver (solver/search.h) plays;
// for the other games and contracts, positions from random legal play with few tricks left (4
// for four seats, 5 for three), after a random exchange, which the plain minimax
// (tests/family/plain_minimax.h) enumerates outright (a whole hand of Moon takes it most of a
// second, times eight exchanges).
// The values are the family search's; the test compares every row with it and with the
// independent solver. Deals are family::DealRandom(game, {}, 4242, i), declared by seat i.
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/played.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rng.h"

namespace texas42::family {
namespace {

constexpr uint64_t kSeed = 4242;

struct Spec {
  GameId game;
  std::vector<std::string> contracts;
  int deals;
  int tricks_left;  // 0: whole deals
};

const std::vector<Spec>& Specs() {
  static const auto* const kSpecs = new std::vector<Spec>{
      {GameId::k42, {"followme", "doubles", "fives", "nello", "sevens", "splash"}, 4, 0},
      {GameId::k42, {"low-no"}, 4, 4},
      {GameId::kThreeHand, {"followme", "doubles", "fives", "nello", "sevens"}, 4, 5},
      {GameId::kMoon, {"followme", "doubles", "fives", "nello"}, 4, 5},
      {GameId::kGeezer, {"followme", "fives", "nello", "dip"}, 2, 4},
      {GameId::kBigGame, {"followme", "doubles", "fives"}, 2, 4},
  };
  return *kSpecs;
}

// One row: game, contract, declarer, discard, played, deal, value ("-" for no discard or no
// plays: a whole deal, valued with the declarer's best exchange).
std::string Row(const Game& game, const std::string& name, int i, int tricks_left, Rng& rng) {
  const Contract c = *ParseContract(game, name);
  const Rules rules(game, c);
  const Deal deal = DealRandom(game, Hands{}, kSeed, i);
  const int declarer = i % game.seats;
  Solver solver(SearchOptions{20});
  std::string discard = "-", played = "-";
  int value = 0;
  if (tricks_left == 0) {
    value = SolveDeal(solver, rules, deal, declarer).value;
  } else {
    const std::vector<TileSet> choices = ExchangeChoices(game, deal, declarer);
    Hands hands = deal.hands;
    hands[declarer] = choices[rng.Below(static_cast<uint32_t>(choices.size()))];
    if (game.left_over > 0) {
      discard = FormatTile(((deal.hands[declarer] | deal.left_over) - hands[declarer]).Lowest());
    }
    Position p(rules, hands, declarer);
    std::vector<std::string> moves;
    while (p.tricks_left() > tricks_left || !p.trick().empty()) {
      const std::vector<Move> legal = p.Legal();
      const Move m = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
      moves.push_back(FormatMove(rules, m));
      (void)p.Play(m);
    }
    played = absl::StrJoin(moves, " ");
    value = solver.Solve(p);
  }
  return absl::StrCat(game.name, "\t", name, "\t", std::string(1, SeatLetter(declarer)), "\t",
                      discard, "\t", played, "\t", FormatDeal(game, deal), "\t", value);
}

int Main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: family_golden_writer data/family-golden.tsv\n";
    return 2;
  }
  std::ofstream out(argv[1]);
  out << "# Exact double-dummy values of the 42 family (docs/rules.md), written by\n"
         "# tests/family/golden_writer.cc and checked by tests/family_golden_test.cc against the\n"
         "# family search and an independent solver: Texas 42's fast solver for its whole deals,\n"
         "# the plain minimax (tests/family/plain_minimax.h) for the rest. Columns: game,\n"
         "# contract, declarer, discard, played, deal, value. A row without discard and plays\n"
         "# is a whole deal with the declarer's best exchange; with plays, the value of the hand\n"
         "# after that exchange and those plays, counting the tricks already taken.\n";
  uint64_t row = 0;  // each row's random exchange and plays come from a stream of its own
  for (const Spec& spec : Specs()) {
    const Game& game = GameOf(spec.game);
    for (const std::string& name : spec.contracts) {
      for (int i = 0; i < spec.deals; ++i) {
        Rng rng(kSeed, row++);
        out << Row(game, name, i, spec.tricks_left, rng) << "\n";
      }
    }
  }
  return out ? 0 : 1;
}

}  // namespace
}  // namespace texas42::family

int main(int argc, char** argv) { return texas42::family::Main(argc, argv); }
