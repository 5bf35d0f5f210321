// `texas42 bench`: times exact solves on the fixed deal set and prints the solver's signature,
// then table play (playouts per second, and the bid analysis played out at the table on 2
// threads), then times the bid analysis (nine trumps over sampled layouts) on 1 and 2 threads.
// A sample, as in `texas42 bid`, is one layout of the unseen tiles: --bid-samples and
// --table-samples count them, and so do the JSON keys `samples` and `bid_samples`.
// With --game G (another game of the family) it times whole deals under every trump instead
// (cli/bench_deals.h).
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/bench_deals.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/play_bench.h"
#include "solver/analysis/solve_bench.h"
#include "solver/family/search.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// Every count of the bench: a million deals is days of work; more is a typo (and an int holds it).
constexpr uint64_t kMostBenchCount = 1'000'000;

struct BenchFlags {
  int deals = 200;
  bool deals_given = false;
  std::string game;  // empty: Texas 42
  int table_bits = SearchOptions{}.table_bits;
  OutputFlags out;
  int64_t bid_samples = 1000;
  bool bid_samples_given = false;
  int64_t bid_layouts_old = 0;  // --bid-layouts N, deprecated: use --bid-samples N
  bool bid_layouts_given = false;
  bool skip_bid = false;
  int64_t table_deals = 40;
  int64_t table_samples = 200;
  bool skip_table = false;
};

// The table-play section: playouts on one thread, and the bid analysis played out at the table
// on two.
struct TableTiming {
  PlayBenchResult playouts;
  double bid_seconds = 0;
  uint64_t bid_nodes = 0;
  int contracts = 0;
};

TableTiming TimeTablePlay(int deals, uint64_t samples) {
  TableTiming t;
  t.playouts = RunPlayBench(deals);
  const BidQuery query = BenchTableBidQuery(samples, 2);
  t.contracts = static_cast<int>(query.contracts.size());
  const auto start = std::chrono::steady_clock::now();
  const absl::StatusOr<BidAnalysis> a = AnalyzeBid(query);
  t.bid_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  t.bid_nodes = a.ok() ? a->nodes : 0;
  return t;
}

// Writes the report to the opened --output; returns the exit code.
int Emit(OutputFile& out, const std::string& text) {
  if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  return 0;
}

// One timed run of the standard bid query (BenchBidQuery).
struct BidTiming {
  int threads = 0;
  double seconds = 0;
  uint64_t nodes = 0;
};

// The bid section: the standard bid query on 1 and 2 threads.
std::vector<BidTiming> TimeBids(uint64_t samples) {
  std::vector<BidTiming> timings;
  for (int threads : {1, 2}) {
    const auto start = std::chrono::steady_clock::now();
    const absl::StatusOr<BidAnalysis> a = AnalyzeBid(BenchBidQuery(samples, threads));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    timings.push_back({threads, seconds, a.ok() ? a->nodes : 0});
  }
  return timings;
}

// Returns the peak resident memory of this process in MiB.
double PeakMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Deals of the family bench when --deals is not given: 20 deals under every trump.
constexpr int kDealBenchDeals = 20;

// What one run of the Texas 42 bench measured.
struct BenchFigures {
  SolveBenchResult solves;
  double seconds = 0;          // the exact solves' whole table
  std::vector<double> sorted;  // the solves' times, ascending
  uint64_t bid_samples = 0;
  std::vector<BidTiming> bids;  // empty with --skip-bid
  std::optional<TableTiming> table;

  double count() const { return static_cast<double>(solves.micros.size()); }
  double p90() const { return sorted[sorted.size() * 9 / 10]; }
  double rate(const BidTiming& t) const { return static_cast<double>(bid_samples) / t.seconds; }
};

std::string BenchJson(const BenchFlags& flags, const BenchFigures& f) {
  const SolveBenchResult& r = f.solves;
  JsonWriter w;
  w.BeginObject();
  w.Key("deals").Int(flags.deals).Key("solves").Int(static_cast<long long>(f.count()));
  w.Key("mean_us").Double(Mean(r.micros), 1).Key("median_us").Double(Median(r.micros), 1);
  w.Key("p90_us").Double(f.p90(), 1).Key("max_us").Double(f.sorted.back(), 1);
  w.Key("nodes").Int(static_cast<long long>(r.nodes));
  w.Key("nodes_per_solve").Double(static_cast<double>(r.nodes) / f.count(), 1);
  w.Key("value_checksum").Int(static_cast<long long>(r.value_sum));
  w.Key("seconds").Double(f.seconds, 3);
  w.Key("solver_mib").Double(static_cast<double>(r.solver_bytes) / (1 << 20), 2);
  w.Key("peak_rss_mib").Double(PeakMiB(), 1);
  if (!f.bids.empty()) {
    w.Key("bid").BeginObject();
    w.Key("samples").Int(static_cast<long long>(f.bid_samples)).Key("trumps").Int(kTrumpCount);
    w.Key("runs").BeginArray();
    for (const BidTiming& t : f.bids) {
      w.BeginObject().Key("threads").Int(t.threads).Key("seconds").Double(t.seconds, 3);
      w.Key("samples_per_s").Double(f.rate(t), 1);
      w.Key("nodes").Int(static_cast<long long>(t.nodes)).EndObject();
    }
    w.EndArray();
    w.Key("scaling_1_to_2").Double(f.bids[0].seconds / f.bids[1].seconds, 2);
    w.EndObject();
  }
  if (f.table) {
    const TableTiming& table = *f.table;
    w.Key("table_play").BeginObject();
    w.Key("playouts").Int(table.playouts.playouts);
    w.Key("playout_seconds").Double(table.playouts.seconds, 3);
    w.Key("playouts_per_s").Double(table.playouts.playouts / table.playouts.seconds, 1);
    w.Key("playout_nodes").Int(static_cast<long long>(table.playouts.nodes));
    w.Key("playout_makes").Int(table.playouts.makes);
    w.Key("bid_samples").Int(flags.table_samples);
    w.Key("bid_contracts").Int(table.contracts);
    w.Key("bid_threads").Int(2);
    w.Key("bid_seconds").Double(table.bid_seconds, 3);
    w.Key("bid_nodes").Int(static_cast<long long>(table.bid_nodes));
    w.EndObject();
  }
  w.EndObject();
  return w.str() + "\n";
}

std::string BenchText(const BenchFlags& flags, const BenchFigures& f) {
  const SolveBenchResult& r = f.solves;
  std::string text = absl::StrFormat(
      "exact solves      %d deals x 9 trumps = %d solves, 1 thread, seed %d\n"
      "time per solve    mean %.1f us, median %.1f us, p90 %.1f us, max %.1f us\n"
      "whole table       %.3f s\n"
      "nodes             %d total, %.0f per solve (signature; value checksum %d)\n"
      "memory            %.2f MiB per solver, %.1f MiB peak for the process\n",
      flags.deals, static_cast<int>(f.count()), kBenchSeed, Mean(r.micros), Median(r.micros),
      f.p90(), f.sorted.back(), f.seconds, r.nodes, static_cast<double>(r.nodes) / f.count(),
      r.value_sum, static_cast<double>(r.solver_bytes) / (1 << 20), PeakMiB());
  if (f.table) {
    const TableTiming& table = *f.table;
    text += absl::StrFormat(
        "table play        %d playouts (deals of seed %d, bid 30, table players, %d worlds), 1 "
        "thread\n"
        "  playouts        %.3f s, %.1f playouts/s, %d nodes, %d made\n"
        "  bid --play table  %d samples, %d contracts, 2 threads: %.3f s wall, %d nodes\n",
        table.playouts.playouts, kBenchSeed, kAnalysisWorlds, table.playouts.seconds,
        table.playouts.playouts / table.playouts.seconds, table.playouts.nodes,
        table.playouts.makes, flags.table_samples, table.contracts, table.bid_seconds,
        table.bid_nodes);
  }
  if (f.bids.empty()) return text;
  text += absl::StrFormat("bid analysis      9 trumps x %d samples (bid window 30..42), seed 42\n",
                          f.bid_samples);
  for (const BidTiming& t : f.bids) {
    text += absl::StrFormat("  %d thread%s       %.3f s wall, %.0f samples/s, %d nodes\n",
                            t.threads, t.threads == 1 ? " " : "s", t.seconds, f.rate(t), t.nodes);
  }
  text += absl::StrFormat("  scaling 1->2    %.2fx\n", f.bids[0].seconds / f.bids[1].seconds);
  return text;
}

int RunBench(BenchFlags& flags) {
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  if ((*game)->id != family::GameId::k42) {
    return RunDealBench(**game, flags.deals_given ? flags.deals : kDealBenchDeals,
                        flags.table_bits == SearchOptions{}.table_bits
                            ? family::SearchOptions{}.table_bits
                            : flags.table_bits,
                        flags.out);
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (flags.bid_layouts_given) {
    if (flags.bid_samples_given) return Fail("give --bid-samples N (not also --bid-layouts)");
    WarnDeprecated("--bid-layouts N", "--bid-samples N");
    flags.bid_samples = flags.bid_layouts_old;
  }
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output");
  if (!out.ok()) return Fail(out.status());
  std::vector<Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back(Contract::Normal(t));
  SearchOptions options;
  options.table_bits = flags.table_bits;
  BenchFigures f;
  const auto start = std::chrono::steady_clock::now();
  f.solves = RunSolveBench(flags.deals, contracts, options);
  f.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  f.sorted = f.solves.micros;
  std::sort(f.sorted.begin(), f.sorted.end());
  f.bid_samples = static_cast<uint64_t>(flags.bid_samples);
  if (!flags.skip_bid) f.bids = TimeBids(f.bid_samples);
  if (!flags.skip_table) {
    f.table = TimeTablePlay(static_cast<int>(flags.table_deals),
                            static_cast<uint64_t>(flags.table_samples));
  }
  return Emit(*out, *format == "json" ? BenchJson(flags, f) : BenchText(flags, f));
}

}  // namespace

Command AddBenchCommand(CLI::App& app) {
  auto flags = std::make_shared<BenchFlags>();
  CLI::App* cmd = app.add_subcommand(
      "bench",
      "Time exact solves on a fixed deal set (mean/median per solve, nodes, memory) "
      "and the bid analysis on 1 and 2 threads");
  CLI::Option* deals =
      cmd->add_option("--deals", flags->deals,
                      "Number of deals of the fixed set (with --game: 20, each under every trump)")
          ->check(WholeNumber(1, kMostBenchCount))
          ->capture_default_str();
  AddGameFlag(
      *cmd, flags->game,
      "The game: 42 (the default), or 3-hand, moon, moon-00, geezer or big-game to time whole "
      "deals of the general search under every trump (median, p90, worst)");
  cmd->add_option("--table-bits", flags->table_bits,
                  "log2 of transposition-table buckets (0 = no table)")
      ->check(WholeNumber(0, 24))
      ->capture_default_str();
  CLI::Option* bid_samples =
      cmd->add_option("--bid-samples", flags->bid_samples,
                      "Samples (random layouts) of the bid section (nine trumps, 1 and 2 threads)")
          ->check(WholeNumber(1, kMostBenchCount))
          ->capture_default_str();
  CLI::Option* bid_layouts =
      cmd->add_option("--bid-layouts", flags->bid_layouts_old, "Deprecated: use --bid-samples N")
          ->check(WholeNumber(1, kMostBenchCount));
  cmd->add_flag("--skip-bid", flags->skip_bid, "Skip the bid section");
  cmd->add_option("--table-deals", flags->table_deals,
                  "Playouts of the table-play section (table players, one thread)")
      ->check(WholeNumber(1, kMostBenchCount))
      ->capture_default_str();
  cmd->add_option("--table-samples", flags->table_samples,
                  "Samples (random layouts) of the table-play bid analysis (2 threads)")
      ->check(WholeNumber(1, kMostBenchCount))
      ->capture_default_str();
  cmd->add_flag("--skip-table", flags->skip_table, "Skip the table-play section");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  PolishHelp(*cmd,
             "  texas42 bench\n"
             "  texas42 bench --deals 20 --skip-bid\n"
             "  texas42 bench --game big-game\n");
  return {cmd, [flags, bid_samples, bid_layouts, deals] {
            flags->bid_samples_given = bid_samples->count() > 0;
            flags->bid_layouts_given = bid_layouts->count() > 0;
            flags->deals_given = deals->count() > 0;
            return RunBench(*flags);
          }};
}

}  // namespace texas42
