#include "cli/family_solve.h"

#include <algorithm>
#include <atomic>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "cli/bad_lines.h"
#include "cli/command.h"
#include "cli/family_report.h"
#include "cli/line_reader.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/discard.h"
#include "solver/family/line.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"

namespace texas42 {
namespace {

// What every deal shares: the parsed flags.
struct Plan {
  std::vector<int> declarers;
  std::vector<family::Move> played;
  bool with_played = false;
  std::optional<family::Tile> discard;
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
      return absl::InvalidArgumentError(absl::StrCat("--declarer: ", item, " given twice"));
    }
    seats.push_back(*seat);
  }
  if (seats.empty()) return absl::InvalidArgumentError("--declarer: no seat given");
  return seats;
}

// The solvers of the worker threads, each built on its first job and kept for the next deals:
// a solver's tables are large, and clearing them for every deal of a file would cost more than
// the solving.
class SolverPool {
 public:
  explicit SolverPool(int threads)
      : solvers_(threads > 0 ? threads : std::max(1u, std::thread::hardware_concurrency())) {}
  int size() const { return static_cast<int>(solvers_.size()); }
  family::Solver& at(int worker) {
    if (!solvers_[worker]) solvers_[worker] = std::make_unique<family::Solver>();
    return *solvers_[worker];
  }

 private:
  std::vector<std::unique_ptr<family::Solver>> solvers_;
};

// Values one contract: the hands after the exchange (the discard given, or the best), then the
// plays given, then every tile's value and an optimal line.
absl::Status SolveOne(family::Solver& solver, const family::Game& game, const Plan& plan,
                      const FamilySolveRequest& flags, const family::Deal& deal, int declarer,
                      FamilyResult& r, const std::function<void()>& weighed) {
  const family::Rules& rules = family::SharedRules(game, r.contract);
  if (plan.discard) {
    absl::StatusOr<family::Hands> hands = family::ApplyDiscard(game, deal, declarer, *plan.discard);
    if (!hands.ok())
      return absl::InvalidArgumentError(absl::StrCat("--discard: ", hands.status().message()));
    r.value.hands = *hands;
    r.value.discard = *plan.discard;
    if (!plan.with_played) r.value.value = solver.Solve(family::Position(rules, *hands, declarer));
  } else {
    r.value = family::SolveDeal(solver, rules, deal, declarer, weighed);
  }
  if (!plan.with_played) return absl::OkStatus();
  family::Position position(rules, r.value.hands, declarer);
  if (absl::Status s = family::PlayAll(position, plan.played); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--played: ", s.message()));
  }
  FamilyPlays p;
  p.played = plan.played;
  p.trick = family::TrickNumber(position);
  p.to_move = position.to_move();
  p.taken = position.taken();
  p.taken_against = position.taken_against();
  p.finished = position.finished();
  p.values = !flags.values_only;
  r.value.value = solver.Solve(position);
  if (p.values && !p.finished) {
    p.tiles = solver.ValuePlays(position);
    p.line = family::OptimalLine(solver, position);
  }
  r.plays = std::move(p);
  return absl::OkStatus();
}

// Values every contract of `reports` in place, on the pool's threads; returns each report's
// first error (OK where all went well). With a `bar`, counts the exchange choices weighed (the
// contracts solved, in a game with no exchange) on it: a Big Game deal can take a while.
std::vector<absl::Status> SolveAll(const FamilySolveRequest& request, const Plan& plan,
                                   std::vector<FamilySolveReport>& reports, SolverPool& pool,
                                   ProgressBar* bar = nullptr) {
  struct Job {
    size_t report;
    FamilyResult* result;
  };
  std::vector<Job> jobs;
  uint64_t units = 0;
  for (size_t i = 0; i < reports.size(); ++i) {
    FamilySolveReport& report = reports[i];
    const uint64_t choices =
        plan.discard ? 1
                     : family::ExchangeChoices(*report.game, report.deal, report.declarer).size();
    for (FamilyResult& r : report.results) {
      jobs.push_back({i, &r});
      units += choices;
    }
  }
  std::atomic<uint64_t> weighed{0};
  if (bar != nullptr) bar->Update(0, units);  // the bar ticks on while the first is weighed
  const std::function<void()> tick = [&] {
    if (bar != nullptr && bar->enabled()) bar->Update(++weighed, units);
  };
  const int count = static_cast<int>(jobs.size());
  const int workers = std::clamp(pool.size(), 1, std::max(count, 1));
  std::vector<absl::Status> status(jobs.size());
  std::atomic<int> next{0};
  const auto work = [&](int worker) {
    for (int i = next++; i < count; i = next++) {
      const FamilySolveReport& report = reports[jobs[i].report];
      status[i] = SolveOne(pool.at(worker), *report.game, plan, request, report.deal,
                           report.declarer, *jobs[i].result, tick);
      if (plan.discard) tick();
    }
  };
  std::vector<std::thread> threads;
  for (int w = 1; w < workers; ++w) threads.emplace_back(work, w);
  work(0);
  for (std::thread& t : threads) t.join();
  std::vector<absl::Status> first(reports.size());
  for (size_t i = jobs.size(); i-- > 0;) {
    if (!status[i].ok()) first[jobs[i].report] = status[i];
  }
  return first;
}

// Builds the reports of one deal, one per declarer, each with its contracts.
absl::StatusOr<std::vector<FamilySolveReport>> Reports(const FamilySolveRequest& request,
                                                       const Plan& plan, absl::string_view text) {
  const family::Game& game = *request.game;
  absl::StatusOr<family::Deal> deal = family::ParseDeal(game, text);
  if (!deal.ok()) return deal.status();
  std::vector<FamilySolveReport> reports;
  for (int declarer : plan.declarers) {
    absl::StatusOr<std::vector<family::Contract>> contracts =
        FamilyContracts(game, request.contract, request.variants, declarer, deal->hands[declarer]);
    if (!contracts.ok()) return contracts.status();
    if (plan.with_played && contracts->size() != 1) {
      return absl::InvalidArgumentError(
          absl::StrCat("--played goes with one contract (name it with --contract or --trump), not ",
                       contracts->size()));
    }
    FamilySolveReport report{&game, *deal, declarer, {}};
    for (const family::Contract& c : *contracts) report.results.push_back({c, {}, std::nullopt});
    reports.push_back(std::move(report));
  }
  return reports;
}

// Returns the reports of one deal as text or JSON Lines; a deal of a file (`place`) is numbered
// by its line: "Deal 3 (line 5)" above its text, "line" in each object.
std::string Print(const FamilySolveRequest& request, const std::vector<FamilySolveReport>& reports,
                  bool first, const std::optional<InputPlace>& place = std::nullopt) {
  std::string text;
  if (!request.json && place) {
    absl::StrAppend(&text, first ? "" : "\n", "Deal ", place->number, " (line ", place->line,
                    ")\n");
  }
  for (size_t i = 0; i < reports.size(); ++i) {
    if (request.json) {
      absl::StrAppend(
          &text, FamilyJson(reports[i], place ? std::optional(place->line) : std::nullopt), "\n");
    } else {
      absl::StrAppend(&text, (first || place) && i == 0 ? "" : "\n", FamilyText(reports[i]));
    }
  }
  return text;
}

absl::StatusOr<Plan> PlanOf(const FamilySolveRequest& request) {
  const family::Game& game = *request.game;
  Plan plan;
  absl::StatusOr<std::vector<int>> declarers = Declarers(game, request.declarer);
  if (!declarers.ok()) return declarers.status();
  plan.declarers = *declarers;
  plan.with_played = !absl::StripAsciiWhitespace(request.played).empty();
  if (plan.with_played) {
    absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(game, request.played);
    if (!played.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--played: ", played.status().message()));
    }
    plan.played = *played;
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
    plan.discard = *tile;
  }
  return plan;
}

// A file of deals is read and solved in batches of at most this many deals, so that memory stays
// bounded and results stream; a batch is cut short when the input would make us wait.
constexpr size_t kBatch = 256;

// Solves a file of deals in batches, printing each deal in input order as its batch is done,
// numbered by its line; a bad line is reported ("deal 2 (line 4): ...") and skipped. On a
// terminal a progress bar counts the deals of a file (not of a pipe, whose length is unknown).
int SolveFile(const FamilySolveRequest& request, const Plan& plan, SolverPool& pool,
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
    std::vector<FamilySolveReport> reports;
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
      absl::StatusOr<std::vector<FamilySolveReport>> deal =
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
      for (FamilySolveReport& r : *deal) reports.push_back(std::move(r));
    }
    const std::vector<absl::Status> status = SolveAll(request, plan, reports, pool);
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
      const std::vector<FamilySolveReport> deal(std::make_move_iterator(reports.begin() + begin),
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

int RunFamilySolve(const FamilySolveRequest& request) {
  absl::StatusOr<Plan> plan = PlanOf(request);
  if (!plan.ok()) return Fail(plan.status());
  absl::StatusOr<OutputFile> out = OutputFile::Open(
      request.output, "--output",
      request.input.empty() ? std::vector<std::string>{} : std::vector<std::string>{request.input});
  if (!out.ok()) return Fail(out.status());
  SolverPool pool(request.threads);
  if (!request.input.empty()) return SolveFile(request, *plan, pool, *out);
  absl::StatusOr<std::vector<FamilySolveReport>> reports = Reports(request, *plan, request.deal);
  if (!reports.ok()) return Fail(reports.status());
  ProgressBar bar(request.game->left_over > 0 ? "exchange choices" : "contracts");
  const std::vector<absl::Status> solved = SolveAll(request, *plan, *reports, pool, &bar);
  bar.Finish();
  for (const absl::Status& s : solved) {
    if (!s.ok()) return Fail(s);
  }
  if (absl::Status s = out->Write(Print(request, *reports, true)); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
