// family_positions: the general search on positions some tricks into a hand, where a whole deal
// of The Big Game is too slow to measure often.
//
//   family_positions GAME DEALS TRICKS [EVERY] [--oracle]
//     deals 0..DEALS-1 of seed 2026 (texas42 bench --game's), deal i declared by seat i mod
//     seats, the declarer's first exchange choice (no exchange is weighed), under every EVERY-th
//     trump of the game starting at trump i mod EVERY; TRICKS tricks are played by a fixed rule
//     (a legal tile picked by seat and tricks left), then the position is solved exactly, one
//     thread. Prints each solve (value, nodes, CPU seconds) and the totals, with a checksum of
//     the values so two builds can be compared value by value. --oracle also counts the nodes of
//     the cheapest proof the probes could make: one probe at the value and one above it, with a
//     table of their own (what a perfect guess of the value would buy).
//
//   build/bench/family_positions big-game 4 1 3
#include <cstdio>
#include <cstdlib>
#include <string>

#include "solver/analysis/deal_bench.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/game.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42::family {
namespace {

// Returns the nodes of one probe at `value` and one at `value + 1`, on a fresh solver.
uint64_t OracleNodes(const Position& position, int value) {
  Solver solver;
  solver.Bound(position, value);
  if (value + 1 <= position.taken() + position.still_to_take()) solver.Bound(position, value + 1);
  return solver.nodes();
}

int Run(const Game& game, int deals, int tricks, int every, bool oracle) {
  Solver solver;
  long long checksum = 0;
  uint64_t nodes = 0, oracle_nodes = 0;
  double seconds = 0;
  for (int i = 0; i < deals; ++i) {
    const Deal deal = DealRandom(game, Hands{}, kDealBenchSeed, static_cast<uint64_t>(i));
    const int declarer = i % game.seats;
    for (int k = i % every; k < game.trump_choices(); k += every) {
      Contract c;
      c.trump = BenchTrump(game, k);
      Hands hands = deal.hands;
      hands[declarer] = ExchangeChoices(game, deal, declarer)[0];
      Position position(SharedRules(game, c), hands, declarer);
      while (position.tricks_left() > game.hand_size - tricks) {
        const std::vector<Move> legal = position.Legal();
        const size_t pick = static_cast<size_t>(position.to_move() * 7 + position.tricks_left());
        PlayKnownLegal(position, legal[pick % legal.size()]);
      }
      const uint64_t before = solver.nodes();
      const double start = ThreadSeconds();
      const int value = solver.Solve(position);
      const double took = ThreadSeconds() - start;
      const uint64_t used = solver.nodes() - before;
      const uint64_t least = oracle ? OracleNodes(position, value) : 0;
      std::printf("deal %d %-8s value %2d nodes %11llu  %8.3f s", i, TrumpName(c.trump).c_str(),
                  value, static_cast<unsigned long long>(used), took);
      if (oracle) std::printf("  oracle %11llu", static_cast<unsigned long long>(least));
      std::printf("\n");
      std::fflush(stdout);
      checksum += value;
      nodes += used;
      oracle_nodes += least;
      seconds += took;
    }
  }
  std::printf("total: checksum %lld, nodes %llu, %.2f s", checksum,
              static_cast<unsigned long long>(nodes), seconds);
  if (oracle) std::printf(", oracle nodes %llu", static_cast<unsigned long long>(oracle_nodes));
  std::printf("\n");
  return 0;
}

}  // namespace
}  // namespace texas42::family

int main(int argc, char** argv) {
  using texas42::family::ParseGame;
  if (argc < 4) {
    std::fprintf(stderr, "usage: family_positions GAME DEALS TRICKS [EVERY] [--oracle]\n");
    return 2;
  }
  const auto game = ParseGame(argv[1]);
  const int deals = std::atoi(argv[2]);
  const int tricks = std::atoi(argv[3]);
  const int every = argc > 4 && argv[4][0] != '-' ? std::atoi(argv[4]) : 1;
  const bool oracle = std::string(argv[argc - 1]) == "--oracle";
  if (!game.ok() || deals < 1 || tricks < 0 || tricks >= (*game)->hand_size || every < 1) {
    std::fprintf(stderr, "family_positions: error: bad arguments\n");
    return 2;
  }
  return texas42::family::Run(**game, deals, tricks, every, oracle);
}
