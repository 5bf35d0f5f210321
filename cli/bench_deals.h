// `texas42 bench --game G` (3-hand, Moon, Geezer, The Big Game): exact values of random whole deals
// under every trump (solver/analysis/deal_bench.h), one thread, with the median, 90th percentile
// and worst CPU time a solve; the JSON lists every solve, so two builds can be compared value
// by value.
#ifndef TEXAS42_CLI_BENCH_DEALS_H_
#define TEXAS42_CLI_BENCH_DEALS_H_

#include "cli/output_flags.h"
#include "solver/family/game.h"

namespace texas42 {

// Runs the whole-deal bench of `game` over `deals` deals and writes the report to `out`'s target;
// returns the exit code.
int RunDealBench(const family::Game& game, int deals, int table_bits, const OutputFlags& out);

}  // namespace texas42

#endif  // TEXAS42_CLI_BENCH_DEALS_H_
