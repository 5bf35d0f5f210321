// `texas42 solve`: exact double-dummy analysis of one deal or a file of deals.
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/help_text.h"
#include "cli/flag_checks.h"
#include "cli/contract_flags.h"
#include "cli/input.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/report.h"
#include "solver/analysis/deal_analysis.h"

namespace texas42 {
namespace {

struct SolveFlags {
  std::string deal;
  std::string deals;      // -i/--input: a file of deals
  std::string deals_old;  // --deals FILE, deprecated (in study, --deals is a count)
  bool example = false;
  ContractFlags contract;
  std::string declarer = "N";
  std::string played;
  OutputFlags out;
  bool json = false;  // --format json, resolved
  bool values_only = false;
  int threads = 0;
};

// A file of deals is read and solved in batches of at most this many deals, so that memory stays
// bounded and results stream; a batch is cut short when the input would make us wait.
constexpr size_t kBatch = 256;

// Writes one deal's result in the chosen format.
absl::Status PrintDeal(const SolveFlags& flags, OutputFile& out, const DealJob& job,
                       const DealReport& report, bool first) {
  if (flags.json) return out.Write(absl::StrCat(DealJson(job, report), "\n"));
  return out.Write(absl::StrCat(first ? "" : "\n", DealText(job, report)));
}

// Parses one line of a deal file into `jobs`; returns the line's error, if any.
absl::Status AddDealLine(const InputLine& line, const DealJob& model, std::vector<DealJob>& jobs) {
  if (line.too_long) {
    return absl::InvalidArgumentError(
        absl::StrCat("the line is longer than ", kMostLineBytes, " bytes"));
  }
  const absl::string_view text = absl::StripAsciiWhitespace(line.text);
  if (text.empty() || text.front() == '#') return absl::OkStatus();
  absl::StatusOr<Deal> deal = ParseDeal(text);
  if (!deal.ok()) return deal.status();
  if (absl::Status s = CheckDeclarerQualifies(model.contracts, *deal, model.declarer); !s.ok()) {
    return s;
  }
  jobs.push_back(model);
  jobs.back().deal = *deal;
  return absl::OkStatus();
}

// Solves a file of deals in batches, printing results in input order as each batch is done. A
// bad line is reported on stderr (its number and cause) and skipped; the exit code is 2 when
// any line was bad.
int SolveFile(const SolveFlags& flags, const DealJob& model, OutputFile& out) {
  absl::StatusOr<LineReader> reader = LineReader::Open(flags.deals);
  if (!reader.ok()) return Fail(absl::StrCat("--input: ", reader.status().message()));
  uint64_t bad_lines = 0;
  bool first = true;
  bool more = true;
  while (more) {
    std::vector<DealJob> jobs;
    while (more && jobs.size() < kBatch && (jobs.empty() || reader->Ready())) {
      InputLine line;
      absl::StatusOr<bool> read = reader->Next(line);
      if (!read.ok()) return Fail(read.status());
      more = *read;
      if (!more) break;
      if (absl::Status s = AddDealLine(line, model, jobs); !s.ok()) {
        Fail(absl::StrCat("line ", line.number, ": ", s.message()));
        ++bad_lines;
      }
    }
    const std::vector<DealReport> reports = AnalyzeDeals(jobs, flags.threads);
    for (size_t i = 0; i < jobs.size(); ++i) {
      if (absl::Status s = PrintDeal(flags, out, jobs[i], reports[i], first); !s.ok()) {
        return Fail(s);
      }
      first = false;
    }
    if (out.is_stdout()) {
      if (absl::Status s = FlushStandardOutput(); !s.ok()) return Fail(s);
    }
  }
  if (absl::Status s = out.Commit(); !s.ok()) return Fail(s);
  return bad_lines == 0 ? 0 : kExitBadInput;
}

int RunSolve(SolveFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  flags.json = *format == "json";
  if (!flags.deals_old.empty()) {
    if (!flags.deals.empty()) return Fail("give --input FILE (not also --deals)");
    WarnDeprecated("--deals FILE", "--input FILE");
    flags.deals = flags.deals_old;
  }
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");

  absl::StatusOr<std::vector<Contract>> contracts = ContractsFromFlags(flags.contract);
  if (!contracts.ok()) return Fail(contracts.status());
  absl::StatusOr<Seat> declarer = ParseSeat(flags.declarer);
  if (!declarer.ok()) return Fail(declarer.status());
  absl::StatusOr<std::vector<Tile>> played = ParseTiles(flags.played);
  if (!played.ok()) return Fail(absl::StrCat("--played: ", played.status().message()));
  if (!played->empty() && !flags.deals.empty()) {
    return Fail("--played goes with a single --deal, not --input");
  }
  const DealJob model{Deal(), *declarer, *played, *contracts, !flags.values_only,
                      !flags.values_only};
  absl::StatusOr<OutputFile> out = OutputFile::Open(
      flags.out.output, "--output",
      flags.deals.empty() ? std::vector<std::string>{} : std::vector<std::string>{flags.deals});
  if (!out.ok()) return Fail(out.status());
  if (!flags.deals.empty()) return SolveFile(flags, model, *out);

  absl::StatusOr<Deal> deal = ParseDeal(flags.example ? std::string(kExampleDeal) : flags.deal);
  if (!deal.ok()) return Fail(deal.status());
  if (absl::Status s = CheckDeclarerQualifies(*contracts, *deal, *declarer); !s.ok()) {
    return Fail(s);
  }
  DealJob job = model;
  job.deal = *deal;
  const std::vector<DealReport> reports = AnalyzeDeals({job}, flags.threads);
  if (!reports[0].status.ok()) {
    return Fail(absl::StrCat("--played: ", reports[0].status.message()));
  }
  if (absl::Status s = PrintDeal(flags, *out, job, reports[0], true); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddSolveCommand(CLI::App& app) {
  auto flags = std::make_shared<SolveFlags>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "Exact double-dummy value, value of every legal tile, and an optimal line");
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/', e.g. \"66 65 .../62 ...\"");
  cmd->add_option("-i,--input", flags->deals, "File of deals, one per line ('-' = stdin)")
      ->type_name("FILE");
  cmd->add_option("--deals", flags->deals_old, "Deprecated: use --input FILE")->type_name("FILE");
  cmd->add_flag("--example", flags->example, "Solve the built-in example deal");
  AddContractFlags(*cmd, flags->contract);
  cmd->add_option("--declarer", flags->declarer, "Seat of the declarer: N, E, S or W")
      ->capture_default_str();
  cmd->add_option("--played", flags->played,
                  "Tiles already played, from the opening lead");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_flag("--values-only", flags->values_only,
                "Skip the per-tile values and the optimal line (faster for big files)");
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 solve --example --trump sixes\n"
             "  texas42 solve --deal \"66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 31/51 50 30 22 21 20 11\" --declarer all\n"
             "  texas42 solve --deals deals.txt --format json -o results.jsonl\n");
  return {cmd, [flags] { return RunSolve(*flags); }};
}

}  // namespace texas42
