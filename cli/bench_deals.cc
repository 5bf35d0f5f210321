#include "cli/bench_deals.h"

#include <string>
#include <vector>

#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "solver/analysis/deal_bench.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

struct Summary {
  double median = 0, p90 = 0, mean = 0;
  family::BenchSolve worst;
  uint64_t nodes = 0;
  long long value_sum = 0;
};

Summary Summarize(const std::vector<family::BenchSolve>& solves) {
  Summary s;
  std::vector<double> seconds;
  for (const family::BenchSolve& b : solves) {
    seconds.push_back(b.seconds);
    s.mean += b.seconds;
    s.nodes += b.nodes;
    s.value_sum += b.value;
    if (b.seconds > s.worst.seconds) s.worst = b;
  }
  s.mean /= static_cast<double>(solves.size());
  s.median = family::Quantile(seconds, 0.5);
  s.p90 = family::Quantile(seconds, 0.9);
  return s;
}

}  // namespace

int RunDealBench(const family::Game& game, int deals, int table_bits, const OutputFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.output, "--output");
  if (!out.ok()) return Fail(out.status());
  family::SearchOptions options;
  options.table_bits = table_bits;
  ProgressBar bar("solves");
  bar.Update(0, static_cast<uint64_t>(deals) * game.trump_choices());  // ticks on from the start
  const std::vector<family::BenchSolve> solves = family::RunDealBench(
      game, deals, family::kDealBenchSeed, options,
      [&bar](int done, int total) { bar.Update(static_cast<uint64_t>(done), total); });
  bar.Finish();
  const Summary s = Summarize(solves);
  const int trumps = game.trump_choices();
  std::string text;
  if (*format == "json") {
    JsonWriter w;
    w.BeginObject();
    w.Key("game").String(std::string(game.name)).Key("deals").Int(deals);
    w.Key("trumps").Int(trumps).Key("seed").Int(static_cast<long long>(family::kDealBenchSeed));
    w.Key("solves").Int(static_cast<long long>(solves.size()));
    w.Key("median_s").Double(s.median, 4).Key("p90_s").Double(s.p90, 4);
    w.Key("worst_s").Double(s.worst.seconds, 4).Key("mean_s").Double(s.mean, 4);
    w.Key("nodes").Int(static_cast<long long>(s.nodes));
    w.Key("value_checksum").Int(s.value_sum);
    w.Key("each").BeginArray();
    for (const family::BenchSolve& b : solves) {
      w.BeginObject().Key("deal").Int(b.deal).Key("hands").String(b.deal_text);
      w.Key("declarer").String(std::string(1, family::SeatLetter(b.declarer)));
      w.Key("trump").String(family::TrumpName(b.trump));
      w.Key("value").Int(b.value).Key("seconds").Double(b.seconds, 4);
      w.Key("nodes").Int(static_cast<long long>(b.nodes)).EndObject();
    }
    w.EndArray();
    w.EndObject();
    text = w.str() + "\n";
  } else {
    text = absl::StrFormat(
        "%s: %d deals x %d trumps = %d exact solves (best exchange), 1 thread, seed %d\n"
        "CPU per solve     median %.1f ms, p90 %.1f ms, worst %.1f ms (deal %d, %s), mean %.1f ms\n"
        "nodes             %d total, %.0f per solve (signature; value checksum %d)\n"
        "worst             solve --game %s --trump %s --declarer %c --deal \"%s\"\n",
        game.title, deals, trumps, static_cast<int>(solves.size()), family::kDealBenchSeed,
        1e3 * s.median, 1e3 * s.p90, 1e3 * s.worst.seconds, s.worst.deal,
        family::TrumpName(s.worst.trump), 1e3 * s.mean, s.nodes,
        static_cast<double>(s.nodes) / static_cast<double>(solves.size()), s.value_sum, game.name,
        family::TrumpName(s.worst.trump), family::SeatLetter(s.worst.declarer), s.worst.deal_text);
  }
  if (absl::Status st = WriteAndCommit(*out, text); !st.ok()) return Fail(st);
  return 0;
}

}  // namespace texas42
