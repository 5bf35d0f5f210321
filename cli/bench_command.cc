// `texas42 bench`: times exact solves on the fixed deal set and prints the solver's signature.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>

#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/json.h"
#include "solver/analysis/solve_bench.h"

namespace texas42 {
namespace {

struct BenchFlags {
  int deals = 200;
  int table_bits = SearchOptions{}.table_bits;
  bool json = false;
};

// Returns the peak resident memory of this process in MiB.
double PeakMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

int RunBench(const BenchFlags& flags) {
  if (flags.deals < 1) return Fail("--deals must be at least 1");
  if (flags.table_bits < 0 || flags.table_bits > 24) {
    return Fail("--table-bits must be 0 (no table) to 24");
  }
  std::vector<Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back(Contract::Normal(t));
  SearchOptions options;
  options.table_bits = flags.table_bits;
  const auto start = std::chrono::steady_clock::now();
  const SolveBenchResult r = RunSolveBench(flags.deals, contracts, options);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::vector<double> sorted = r.micros;
  std::sort(sorted.begin(), sorted.end());
  const double p90 = sorted[sorted.size() * 9 / 10];
  const double solves = static_cast<double>(r.micros.size());
  if (flags.json) {
    JsonWriter w;
    w.BeginObject();
    w.Key("deals").Int(flags.deals).Key("solves").Int(static_cast<long long>(solves));
    w.Key("mean_us").Double(Mean(r.micros), 1).Key("median_us").Double(Median(r.micros), 1);
    w.Key("p90_us").Double(p90, 1).Key("max_us").Double(sorted.back(), 1);
    w.Key("nodes").Int(static_cast<long long>(r.nodes));
    w.Key("nodes_per_solve").Double(static_cast<double>(r.nodes) / solves, 1);
    w.Key("value_checksum").Int(static_cast<long long>(r.value_sum));
    w.Key("seconds").Double(seconds, 3);
    w.Key("solver_mib").Double(static_cast<double>(r.solver_bytes) / (1 << 20), 2);
    w.Key("peak_rss_mib").Double(PeakMiB(), 1);
    w.EndObject();
    std::cout << w.str() << "\n";
    return 0;
  }
  std::cout << absl::StrFormat(
      "exact solves      %d deals x 9 trumps = %d solves, 1 thread, seed %d\n"
      "time per solve    mean %.1f us, median %.1f us, p90 %.1f us, max %.1f us\n"
      "whole table       %.3f s\n"
      "nodes             %d total, %.0f per solve (signature; value checksum %d)\n"
      "memory            %.2f MiB per solver, %.1f MiB peak for the process\n",
      flags.deals, static_cast<int>(solves), kBenchSeed, Mean(r.micros), Median(r.micros), p90,
      sorted.back(), seconds, r.nodes, static_cast<double>(r.nodes) / solves, r.value_sum,
      static_cast<double>(r.solver_bytes) / (1 << 20), PeakMiB());
  return 0;
}

}  // namespace

Command AddBenchCommand(CLI::App& app) {
  auto flags = std::make_shared<BenchFlags>();
  CLI::App* cmd = app.add_subcommand(
      "bench", "Time exact solves on a fixed deal set (mean/median per solve, nodes, memory)");
  cmd->add_option("--deals", flags->deals, "Number of deals of the fixed set")
      ->capture_default_str();
  cmd->add_option("--table-bits", flags->table_bits,
                  "log2 of transposition-table buckets (0 = no table)")
      ->capture_default_str();
  cmd->add_flag("--json", flags->json, "One JSON object");
  return {cmd, [flags] { return RunBench(*flags); }};
}

}  // namespace texas42
