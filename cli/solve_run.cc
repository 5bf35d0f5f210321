#include "cli/solve_run.h"

#include <algorithm>
#include <functional>
#include <iterator>
#include <optional>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "cli/solve_report.h"
#include "solver/analysis/deal_analysis.h"
#include "solver/family/deal.h"
#include "solver/family/played.h"

namespace texas42 {
namespace {

// What every deal shares: the parsed flags.
struct Plan {
  std::vector<int> declarers;
  bool with_played = false;  // --played given
  DealPlan deal;             // the tiles played, the discard, whether to value every play
};

// Parses --declarer: a seat, a comma list, or all (every seat of the game).
absl::StatusOr<std::vector<int>> Declarers(const family::Game& game, const std::string& text) {
  std::vector<int> seats;
  if (absl::AsciiStrToLower(absl::StripAsciiWhitespace(text)) == "all") {
    for (int s = 0; s < game.seats; ++s) seats.push_back(s);
    return seats;
  }
  for (absl::string_view item : absl::StrSplit(text, ',', absl::SkipWhitespace())) {
    absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(item));
    if (!seat.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--declarer: ", seat.status().message()));
    }
    if (std::find(seats.begin(), seats.end(), *seat) != seats.end()) {
      return absl::InvalidArgumentError(absl::StrCat("--declarer: ", item, " named twice"));
    }
    seats.push_back(*seat);
  }
  if (seats.empty()) return absl::InvalidArgumentError("--declarer: no seat given");
  return seats;
}

// Runs `analyzer` over `deals`; an error keeps its field's flag: "--played: ...".
std::vector<absl::Status> AnalyzeAll(DealAnalyzer& analyzer, const Plan& plan,
                                     std::vector<DealResults>& deals, ProgressBar* bar = nullptr) {
  std::function<void(uint64_t, uint64_t)> progress;
  if (bar != nullptr && bar->enabled()) {
    progress = [bar](uint64_t done, uint64_t total) { bar->Update(done, total); };
  }
  std::vector<absl::Status> status = analyzer.Analyze(deals, plan.deal, progress);
  for (absl::Status& s : status) {
    if (!s.ok()) s = absl::InvalidArgumentError(absl::StrCat("--", s.message()));
  }
  return status;
}

// Builds the reports of one deal, one per declarer, each with its contracts.
absl::StatusOr<std::vector<DealResults>> Reports(const SolveRequest& request, const Plan& plan,
                                                 absl::string_view text) {
  const family::Game& game = *request.game;
  absl::StatusOr<family::Deal> deal = family::ParseDeal(game, text);
  if (!deal.ok()) return deal.status();
  std::vector<DealResults> reports;
  for (int declarer : plan.declarers) {
    absl::StatusOr<std::vector<family::Contract>> contracts =
        GameContracts(game, request.contract, request.variants, declarer, deal->hands[declarer]);
    if (!contracts.ok()) return contracts.status();
    // After an exchange each contract's hands may differ (each has its best discard), so the
    // tiles played are for one contract, or for the discard given.
    if (plan.with_played && contracts->size() != 1 && game.left_over > 0 && !plan.deal.discard) {
      return absl::InvalidArgumentError(
          absl::StrCat("--played goes with one contract (name it with --contract or --trump) or "
                       "with --discard, not ",
                       contracts->size(), " contracts"));
    }
    DealResults report{&game, *deal, declarer, {}};
    for (const family::Contract& c : *contracts) report.results.push_back({c, {}, {}});
    reports.push_back(std::move(report));
  }
  return reports;
}

// Returns the reports of one deal as text or JSON Lines; a deal of a file (`place`) is numbered
// by its line: "Deal 3 (line 5)" above its text, "line" in each object.
std::string Print(const SolveRequest& request, const std::vector<DealResults>& reports, bool first,
                  const std::optional<InputPlace>& place = std::nullopt) {
  std::string text;
  if (!request.json && place) {
    absl::StrAppend(&text, first ? "" : "\n", "Deal ", place->number, " (line ", place->line,
                    ")\n");
  }
  for (size_t i = 0; i < reports.size(); ++i) {
    if (request.json) {
      absl::StrAppend(
          &text, SolveJson(reports[i], place ? std::optional(place->line) : std::nullopt), "\n");
    } else {
      absl::StrAppend(&text, (first || place) && i == 0 ? "" : "\n", SolveText(reports[i]));
    }
  }
  if (!request.json && reports.size() > 1) absl::StrAppend(&text, "\n", DeclarerTable(reports));
  return text;
}

absl::StatusOr<Plan> PlanOf(const SolveRequest& request) {
  const family::Game& game = *request.game;
  Plan plan;
  absl::StatusOr<std::vector<int>> declarers = Declarers(game, request.declarer);
  if (!declarers.ok()) return declarers.status();
  plan.declarers = *declarers;
  plan.with_played = !absl::StripAsciiWhitespace(request.played).empty();
  plan.deal.values = !request.values_only;
  if (plan.with_played) {
    absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(game, request.played);
    if (!played.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--played: ", played.status().message()));
    }
    plan.deal.played = *played;
    if (!request.input.empty()) {
      return absl::InvalidArgumentError("--played goes with a single --deal, not --input");
    }
    if (plan.declarers.size() > 1) {
      return absl::InvalidArgumentError(
          "--played goes with one --declarer (the tiles were played from his lead)");
    }
  }
  if (!request.discard.empty()) {
    if (game.left_over == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--discard: ", game.title, " has no tile left over"));
    }
    absl::StatusOr<family::Tile> tile = family::ParseTile(game, request.discard);
    if (!tile.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--discard: ", tile.status().message()));
    }
    if (plan.declarers.size() > 1) {
      return absl::InvalidArgumentError("--discard goes with one --declarer (it is his discard)");
    }
    plan.deal.discard = *tile;
  }
  return plan;
}

// A file of deals is read and solved in batches of at most this many deals, so that memory stays
// bounded and results stream; a batch is cut short when the input would make us wait.
constexpr size_t kBatch = 256;

// Solves a file of deals in batches, printing each deal in input order as its batch is done,
// numbered by its line; a bad line is reported ("deal 2 (line 4): ...") and skipped. On a
// terminal a progress bar counts the deals of a file (not of a pipe, whose length is unknown).
int SolveFile(const SolveRequest& request, const Plan& plan, DealAnalyzer& analyzer,
              OutputFile& out) {
  absl::StatusOr<LineReader> reader = LineReader::Open(request.input);
  if (!reader.ok()) return Fail(absl::StrCat("--input: ", reader.status().message()));
  ProgressBar bar("deals");
  const std::optional<uint64_t> total =
      bar.enabled() ? CountDataLines(request.input) : std::nullopt;
  BadLines bad;
  bool first = true;    // no deal printed yet
  uint64_t number = 0;  // deals read, good or bad
  bool more = true;
  while (more) {
    // The batch: every good deal's reports in one list, and where each deal's begin.
    std::vector<DealResults> reports;
    std::vector<std::pair<InputPlace, size_t>> deals;
    while (more && deals.size() < kBatch && (deals.empty() || reader->Ready())) {
      InputLine line;
      absl::StatusOr<bool> read = reader->Next(line);
      if (!read.ok()) return Fail(read.status());
      more = *read;
      if (!more) break;
      const absl::string_view text = absl::StripAsciiWhitespace(line.text);
      if (!line.too_long && (text.empty() || text.front() == '#')) continue;
      const InputPlace place{++number, line.number};
      absl::StatusOr<std::vector<DealResults>> deal =
          line.too_long ? absl::InvalidArgumentError(
                              absl::StrCat("the line is longer than ", kMostLineBytes, " bytes"))
                        : Reports(request, plan, text);
      if (!deal.ok()) {
        bar.ClearLine();
        bad.Report(absl::StrCat(DescribePlace("deal", place), ": ", deal.status().message()));
        if (total) bar.Update(number, *total);
        continue;
      }
      deals.push_back({place, reports.size()});
      for (DealResults& r : *deal) reports.push_back(std::move(r));
    }
    const std::vector<absl::Status> status = AnalyzeAll(analyzer, plan, reports);
    if (out.is_stdout()) bar.ClearLine();  // the results may go to the same terminal
    for (size_t d = 0; d < deals.size(); ++d) {
      const size_t begin = deals[d].second;
      const size_t end = d + 1 < deals.size() ? deals[d + 1].second : reports.size();
      absl::Status s;
      for (size_t i = begin; i < end && s.ok(); ++i) s = status[i];
      if (!s.ok()) {
        bar.ClearLine();
        bad.Report(absl::StrCat(DescribePlace("deal", deals[d].first), ": ", s.message()));
        continue;
      }
      const std::vector<DealResults> deal(std::make_move_iterator(reports.begin() + begin),
                                          std::make_move_iterator(reports.begin() + end));
      if (absl::Status w = out.Write(Print(request, deal, first, deals[d].first)); !w.ok()) {
        return Fail(w);
      }
      first = false;
    }
    if (total) bar.Update(number, *total);
    if (out.is_stdout()) {
      if (absl::Status s = FlushStandardOutput(); !s.ok()) return Fail(s);
    }
  }
  bar.Finish();
  if (first && bad.count() == 0) return Fail("--input: no deals in the file");
  if (absl::Status s = out.Commit(); !s.ok()) return Fail(s);
  return bad.Finish();
}

}  // namespace

int RunSolveRequest(const SolveRequest& request) {
  absl::StatusOr<Plan> plan = PlanOf(request);
  if (!plan.ok()) return Fail(plan.status());
  absl::StatusOr<OutputFile> out = OutputFile::Open(
      request.output, "--output",
      request.input.empty() ? std::vector<std::string>{} : std::vector<std::string>{request.input});
  if (!out.ok()) return Fail(out.status());
  DealAnalyzer analyzer(request.threads);
  if (!request.input.empty()) return SolveFile(request, *plan, analyzer, *out);
  absl::StatusOr<std::vector<DealResults>> reports = Reports(request, *plan, request.deal);
  if (!reports.ok()) return Fail(reports.status());
  ProgressBar bar(request.game->left_over > 0 ? "exchange choices" : "contracts");
  const std::vector<absl::Status> solved = AnalyzeAll(analyzer, *plan, *reports, &bar);
  bar.Finish();
  for (const absl::Status& s : solved) {
    if (!s.ok()) return Fail(s);
  }
  if (absl::Status s = out->Write(Print(request, *reports, true)); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
