// `texas42 solve`: exact double-dummy analysis of one deal or a file of deals.
#include <atomic>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/family_contracts.h"
#include "cli/family_solve.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/input.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/progress.h"
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
  std::string discard;  // the family path: the declarer's discard (Moon, The Big Game)
  OutputFlags out;
  bool json = false;  // --format json, resolved
  bool values_only = false;
  int threads = 0;
  std::string game;  // --game; empty: Texas 42
  FamilyVariantFlags variants;
};

// A file of deals is read and solved in batches of at most this many deals, so that memory stays
// bounded and results stream; a batch is cut short when the input would make us wait.
constexpr size_t kBatch = 256;

// Writes the results of one deal, one job per declarer, in the chosen format: JSON Lines has one
// object per deal and declarer; text has each declarer's report and, for several declarers, the
// table of every contract by declarer. A deal of a file (`place`) is numbered by its line:
// "Deal 3 (line 5)" above its text, "line" in each object.
absl::Status PrintDeal(const SolveFlags& flags, OutputFile& out, const DealJob* jobs,
                       const DealReport* reports, size_t declarers, bool first,
                       const std::optional<InputPlace>& place = std::nullopt) {
  std::string text;
  if (!flags.json && place) {
    absl::StrAppend(&text, first ? "" : "\n", "Deal ", place->number, " (line ", place->line,
                    ")\n");
  }
  for (size_t d = 0; d < declarers; ++d) {
    if (flags.json) {
      absl::StrAppend(
          &text, DealJson(jobs[d], reports[d], place ? std::optional(place->line) : std::nullopt),
          "\n");
    } else {
      absl::StrAppend(&text, (first || place) && d == 0 ? "" : "\n", DealText(jobs[d], reports[d]));
    }
  }
  if (!flags.json && declarers > 1) {
    absl::StrAppend(&text, "\n",
                    DeclarerTable(std::vector<DealJob>(jobs, jobs + declarers),
                                  std::vector<DealReport>(reports, reports + declarers)));
  }
  return out.Write(text);
}

// Adds one job per declarer for `deal` to `jobs`, or returns why a declarer cannot declare.
absl::Status AddDeal(const Deal& deal, const DealJob& model, const std::vector<Seat>& declarers,
                     std::vector<DealJob>& jobs) {
  for (Seat seat : declarers) {
    if (absl::Status s = CheckDeclarerQualifies(model.contracts, deal, seat); !s.ok()) return s;
  }
  for (Seat seat : declarers) {
    jobs.push_back(model);
    jobs.back().deal = deal;
    jobs.back().declarer = seat;
  }
  return absl::OkStatus();
}

// Parses one line of a deal file into `jobs`; returns the line's error, if any.
absl::Status AddDealLine(const InputLine& line, const DealJob& model,
                         const std::vector<Seat>& declarers, std::vector<DealJob>& jobs) {
  if (line.too_long) {
    return absl::InvalidArgumentError(
        absl::StrCat("the line is longer than ", kMostLineBytes, " bytes"));
  }
  const absl::string_view text = absl::StripAsciiWhitespace(line.text);
  if (text.empty() || text.front() == '#') return absl::OkStatus();
  absl::StatusOr<Deal> deal = ParseDeal(text);
  if (!deal.ok()) return deal.status();
  return AddDeal(*deal, model, declarers, jobs);
}

// Solves a file of deals in batches, printing results in input order as each batch is done, each
// numbered by its line. A bad line is reported on stderr ("deal 2 (line 4): ...") and skipped;
// the exit code is 2 when any line was bad. On a terminal a progress bar counts the deals of a
// file (not of a pipe, whose length is unknown).
int SolveFile(const SolveFlags& flags, const DealJob& model, const std::vector<Seat>& declarers,
              OutputFile& out) {
  absl::StatusOr<LineReader> reader = LineReader::Open(flags.deals);
  if (!reader.ok()) return Fail(absl::StrCat("--input: ", reader.status().message()));
  ProgressBar bar("deals");
  const std::optional<uint64_t> total = bar.enabled() ? CountDataLines(flags.deals) : std::nullopt;
  std::atomic<uint64_t> jobs_done{0};
  const auto job_done = [&] {
    const uint64_t done = ++jobs_done;
    if (total && done % declarers.size() == 0) bar.Update(done / declarers.size(), *total);
  };
  BadLines bad_lines;
  uint64_t solved = 0;  // deals, good or bad (review -i likewise refuses a file without records)
  uint64_t number = 0;  // deals read, good or bad
  bool first = true;
  bool more = true;
  while (more) {
    std::vector<DealJob> jobs;
    std::vector<InputPlace> places;  // of each deal in `jobs` (declarers.size() jobs apiece)
    while (more && jobs.size() < kBatch && (jobs.empty() || reader->Ready())) {
      InputLine line;
      absl::StatusOr<bool> read = reader->Next(line);
      if (!read.ok()) return Fail(read.status());
      more = *read;
      if (!more) break;
      const size_t before = jobs.size();
      const absl::string_view text = absl::StripAsciiWhitespace(line.text);
      const bool data = line.too_long || (!text.empty() && text.front() != '#');
      const InputPlace place{number + (data ? 1 : 0), line.number};
      if (data) ++number;
      if (absl::Status s = AddDealLine(line, model, declarers, jobs); !s.ok()) {
        bar.ClearLine();
        bad_lines.Report(absl::StrCat(DescribePlace("deal", place), ": ", s.message()));
        jobs_done += declarers.size();
        if (total) bar.Update(jobs_done / declarers.size(), *total);
      }
      if (jobs.size() > before) places.push_back(place);
    }
    solved += jobs.size();
    const std::vector<DealReport> reports = AnalyzeDeals(jobs, flags.threads, {}, job_done);
    if (out.is_stdout()) bar.ClearLine();  // the results may go to the same terminal
    for (size_t i = 0; i < jobs.size(); i += declarers.size()) {
      if (absl::Status s = PrintDeal(flags, out, &jobs[i], &reports[i], declarers.size(), first,
                                     places[i / declarers.size()]);
          !s.ok()) {
        return Fail(s);
      }
      first = false;
    }
    if (out.is_stdout()) {
      if (absl::Status s = FlushStandardOutput(); !s.ok()) return Fail(s);
    }
  }
  bar.Finish();
  if (solved == 0 && bad_lines.count() == 0) return Fail("--input: no deals in the file");
  if (absl::Status s = out.Commit(); !s.ok()) return Fail(s);
  return bad_lines.Finish();
}

// Solves on the family path (solver/family/): any game but 42's fast path, or 42 with a
// family-only contract or option: one --deal (or the game's --example) or a file of deals.
int RunFamily(SolveFlags& flags, const family::Game& game) {
  if (!flags.deals_old.empty()) {
    if (!flags.deals.empty()) return Fail("give --input FILE (not also --deals)");
    WarnDeprecated("--deals FILE", "--input FILE");
    flags.deals = flags.deals_old;
  }
  const int sources = !flags.deal.empty() + !flags.deals.empty() + flags.example;
  if (sources != 1) return Fail("give exactly one of --deal, --input or --example");
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");
  FamilySolveRequest request;
  request.game = &game;
  absl::StatusOr<std::string> deal = DealOrExample(game, flags.deal, flags.example);
  if (!deal.ok()) return Fail(deal.status());
  request.deal = *deal;
  request.input = flags.deals;
  request.declarer = flags.declarer;
  request.played = flags.played;
  request.discard = flags.discard;
  request.contract = flags.contract;
  request.variants = flags.variants;
  request.values_only = flags.values_only;
  request.json = flags.json;
  request.output = flags.out.output;
  request.threads = flags.threads;
  return RunFamilySolve(request);
}

int RunSolve(SolveFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  flags.json = *format == "json";
  absl::StatusOr<const family::Game*> game = GameFromFlag(flags.game);
  if (!game.ok()) return Fail(game.status());
  if ((*game)->id != family::GameId::k42 ||
      NeedsFamilyPath(flags.contract, flags.variants, !flags.game.empty())) {
    return RunFamily(flags, **game);
  }
  if (!flags.discard.empty()) return Fail("--discard: Texas 42 has no tile left over");
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
  absl::StatusOr<std::vector<Seat>> declarers = ParseDeclarers(flags.declarer);
  if (!declarers.ok()) return Fail(declarers.status());
  absl::StatusOr<std::vector<Tile>> played = ParseTiles(flags.played);
  if (!played.ok()) return Fail(absl::StrCat("--played: ", played.status().message()));
  if (!played->empty() && !flags.deals.empty()) {
    return Fail("--played goes with a single --deal, not --input");
  }
  if (!played->empty() && declarers->size() > 1) {
    return Fail("--played goes with one --declarer (the tiles were played from his lead)");
  }
  const DealJob model{Deal(),     declarers->front(), *played,
                      *contracts, !flags.values_only, !flags.values_only};
  absl::StatusOr<OutputFile> out = OutputFile::Open(
      flags.out.output, "--output",
      flags.deals.empty() ? std::vector<std::string>{} : std::vector<std::string>{flags.deals});
  if (!out.ok()) return Fail(out.status());
  if (!flags.deals.empty()) return SolveFile(flags, model, *declarers, *out);

  absl::StatusOr<Deal> deal = ParseDeal(flags.example ? std::string(kExampleDeal) : flags.deal);
  if (!deal.ok()) return Fail(deal.status());
  std::vector<DealJob> jobs;
  if (absl::Status s = AddDeal(*deal, model, *declarers, jobs); !s.ok()) return Fail(s);
  const std::vector<DealReport> reports = AnalyzeDeals(jobs, flags.threads);
  if (!reports[0].status.ok()) {
    return Fail(absl::StrCat("--played: ", reports[0].status.message()));
  }
  if (absl::Status s = PrintDeal(flags, *out, jobs.data(), reports.data(), jobs.size(), true);
      !s.ok()) {
    return Fail(s);
  }
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddSolveCommand(CLI::App& app) {
  auto flags = std::make_shared<SolveFlags>();
  CLI::App* cmd = app.add_subcommand(
      "solve", "Exact double-dummy value, value of every legal tile, and an optimal line");
  AddGameFlag(*cmd, flags->game);
  cmd->add_option("--deal", flags->deal,
                  "Four hands N/E/S/W separated by '/', e.g. \"66 65 .../62 ...\" (other games: "
                  "the hands in seat order, then any left-over tile as one more group)");
  cmd->add_option("-i,--input", flags->deals, "File of deals, one per line ('-' = stdin)")
      ->type_name("FILE");
  cmd->add_option("--deals", flags->deals_old, "Deprecated: use --input FILE")->type_name("FILE");
  cmd->add_flag("--example", flags->example, "Solve the built-in example deal");
  AddContractFlags(*cmd, flags->contract);
  AddStakeFlags(*cmd, flags->contract);
  AddFamilyVariantFlags(*cmd, flags->variants);
  cmd->add_option("--declarer", flags->declarer,
                  "Declarer: N, E, S, W, a comma list, or all (every contract by declarer, as "
                  "DDS's CalcAllTables)")
      ->capture_default_str();
  cmd->add_option("--played", flags->played,
                  "Tiles already played, from the opening lead (The Big Game: 73@3 leads 7-3 as a "
                  "three)");
  cmd->add_option("--discard", flags->discard,
                  "Moon, The Big Game: the declarer's discard after taking the left-over tile "
                  "(default: his best)")
      ->type_name("TILE");
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  cmd->add_flag("--values-only", flags->values_only,
                "Skip the per-tile values and the optimal line (faster for big files)");
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  PolishHelp(*cmd,
             "  texas42 solve --example --trump sixes\n"
             "  texas42 solve --deal \"66 65 64 63 55 41 10/62 61 60 54 53 52 00/44 43 42 40 33 32 "
             "31/51 50 30 22 21 20 11\" --declarer all\n"
             "  texas42 solve -i deals.txt --format json -o results.jsonl\n"
             "  texas42 solve --game moon --deal \"66 65 64 63 62 61 55/54 53 52 51 44 43 42/41 "
             "33 32 31 22 21 11/10\" --declarer all\n"
             "  texas42 solve --game moon --deal \"...\" --trump sixes --played \"66 54 41\"\n");
  return {cmd, [flags] { return RunSolve(*flags); }};
}

}  // namespace texas42
