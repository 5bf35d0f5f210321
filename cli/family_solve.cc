#include "cli/family_solve.h"

#include <algorithm>
#include <atomic>
#include <functional>
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

// Values one contract: the hands after the exchange (the discard given, or the best), then the
// plays given, then every tile's value and an optimal line.
absl::Status SolveOne(family::Solver& solver, const family::Game& game, const Plan& plan,
                      const FamilySolveRequest& flags, const family::Deal& deal, int declarer,
                      FamilyResult& r, const std::function<void()>& weighed) {
  const family::Rules rules(game, r.contract);
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

// Values every contract of `reports` in place, on up to `threads` threads (0: all cores), each
// with its own solver; returns the first error. With a `bar`, counts the exchange choices
// weighed (the contracts solved, in a game with no exchange) on it: a Big Game deal can take a
// while.
absl::Status SolveAll(const FamilySolveRequest& request, const Plan& plan,
                      std::vector<FamilySolveReport>& reports, ProgressBar* bar = nullptr) {
  std::vector<std::pair<FamilySolveReport*, FamilyResult*>> jobs;
  uint64_t units = 0;
  for (FamilySolveReport& report : reports) {
    const uint64_t choices =
        plan.discard ? 1
                     : family::ExchangeChoices(*report.game, report.deal, report.declarer).size();
    for (FamilyResult& r : report.results) {
      jobs.push_back({&report, &r});
      units += choices;
    }
  }
  std::atomic<uint64_t> weighed{0};
  if (bar != nullptr) bar->Update(0, units);  // the bar ticks on while the first is weighed
  const std::function<void()> tick = [&] {
    if (bar != nullptr && bar->enabled()) bar->Update(++weighed, units);
  };
  const int count = static_cast<int>(jobs.size());
  int workers =
      request.threads > 0 ? request.threads : static_cast<int>(std::thread::hardware_concurrency());
  workers = std::clamp(workers, 1, std::max(count, 1));
  std::vector<absl::Status> status(jobs.size());
  std::atomic<int> next{0};
  const auto work = [&] {
    family::Solver solver;
    for (int i = next++; i < count; i = next++) {
      const FamilySolveReport& report = *jobs[i].first;
      status[i] = SolveOne(solver, *report.game, plan, request, report.deal, report.declarer,
                           *jobs[i].second, tick);
      if (plan.discard) tick();
    }
  };
  std::vector<std::thread> pool;
  for (int w = 1; w < workers; ++w) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  for (const absl::Status& s : status) {
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
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

// Solves a file of deals one deal at a time, printing each as it is done, numbered by its line;
// a bad line is reported ("deal 2 (line 4): ...") and skipped. On a terminal a progress bar
// counts the deals of a file (not of a pipe, whose length is unknown).
int SolveFile(const FamilySolveRequest& request, const Plan& plan, OutputFile& out) {
  absl::StatusOr<LineReader> reader = LineReader::Open(request.input);
  if (!reader.ok()) return Fail(absl::StrCat("--input: ", reader.status().message()));
  ProgressBar bar("deals");
  const std::optional<uint64_t> total =
      bar.enabled() ? CountDataLines(request.input) : std::nullopt;
  BadLines bad;
  bool first = true;    // no deal solved yet
  uint64_t number = 0;  // deals read, good or bad
  while (true) {
    InputLine line;
    absl::StatusOr<bool> more = reader->Next(line);
    if (!more.ok()) return Fail(more.status());
    if (!*more) break;
    const absl::string_view text = absl::StripAsciiWhitespace(line.text);
    if (!line.too_long && (text.empty() || text.front() == '#')) continue;
    const InputPlace place{++number, line.number};
    absl::StatusOr<std::vector<FamilySolveReport>> reports =
        line.too_long ? absl::InvalidArgumentError(
                            absl::StrCat("the line is longer than ", kMostLineBytes, " bytes"))
                      : Reports(request, plan, text);
    absl::Status s = reports.ok() ? SolveAll(request, plan, *reports) : reports.status();
    if (total) bar.Update(number, *total);
    if (!s.ok()) {
      bar.ClearLine();
      bad.Report(absl::StrCat(DescribePlace("deal", place), ": ", s.message()));
      continue;
    }
    if (out.is_stdout()) bar.ClearLine();  // the results may go to the same terminal
    if (absl::Status w = out.Write(Print(request, *reports, first, place)); !w.ok()) {
      return Fail(w);
    }
    first = false;
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
  if (!request.input.empty()) return SolveFile(request, *plan, *out);
  absl::StatusOr<std::vector<FamilySolveReport>> reports = Reports(request, *plan, request.deal);
  if (!reports.ok()) return Fail(reports.status());
  ProgressBar bar(request.game->left_over > 0 ? "exchange choices" : "contracts");
  absl::Status solved = SolveAll(request, *plan, *reports, &bar);
  bar.Finish();
  if (!solved.ok()) return Fail(solved);
  if (absl::Status s = out->Write(Print(request, *reports, true)); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
