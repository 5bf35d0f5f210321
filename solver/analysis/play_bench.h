// Table-play benchmark: playouts of a fixed deal set by table players, and the standard bid
// analyses of `texas42 bench`, double dummy and played out at the table.
//
// The deal set is deals 0..n-1 of kBenchSeed, N declaring and leading, deal i under trump
// i mod 9, the bid 30, table players (kAnalysisWorlds worlds, seed 1) on both sides, one thread.
// The playouts' node count is the functional signature of the table players: it changes only
// when the players or the search change, never with the machine. (On two threads the table bid
// analysis's count may also move with the scheduling: each worker keeps its own decisions.)
#ifndef TEXAS42_SOLVER_ANALYSIS_PLAY_BENCH_H_
#define TEXAS42_SOLVER_ANALYSIS_PLAY_BENCH_H_

#include <cstdint>

#include "solver/analysis/bid_analysis.h"

namespace texas42 {

struct PlayBenchResult {
  int playouts = 0;
  double seconds = 0;  // wall time on one thread
  uint64_t nodes = 0;  // search nodes of all decisions
  int makes = 0;       // playouts in which the bid made (a checksum)
};

// Plays deals 0..`deals`-1 of the set out, one thread.
PlayBenchResult RunPlayBench(int deals);

// Returns the standard double-dummy bid query of Texas 42: the hand 6-6 6-5 6-4 5-5 4-1 1-0
// 3-3, the nine trumps, `samples` layouts of seed 42, on `threads` threads.
BidQuery BenchBidQuery(uint64_t samples, int threads);

// Returns the standard table-play bid query: the hand 6-6 6-4 6-3 6-1 5-5 3-3 2-0, the nine
// trumps, nello under each doubles rule, sevens and splash, `samples` layouts of seed 42, table
// players on both sides with the analysis' worlds, on `threads` threads.
BidQuery BenchTableBidQuery(uint64_t samples, int threads);

}  // namespace texas42

#endif  // TEXAS42_SOLVER_ANALYSIS_PLAY_BENCH_H_
