// `texas42 match`: a duplicate match between two settings of the table player
// (solver/analysis/duplicate_match.h): how much a setting matters, in makes and points.
#include <cstdint>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/input.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/progress.h"
#include "solver/analysis/duplicate_match.h"
#include "solver/analysis/json_writer.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/play/racing.h"

namespace texas42 {
namespace {

// A match is hundreds of deals played twice; a larger number is a typo.
constexpr uint64_t kMostDeals = 1'000'000;

struct MatchFlags {
  uint64_t deals = 400;
  uint64_t seed = 1;
  std::string a = "auto";
  std::string b = "16";
  int threads = 0;
  OutputFlags out;
};

std::string Who(int worlds) {
  return worlds == kAdaptiveWorlds ? "worlds auto" : absl::StrCat(worlds, " worlds");
}

std::string MatchText(const MatchQuery& q, const MatchResult& r) {
  const double n = static_cast<double>(r.boards.size());
  double a_points = 0, b_points = 0;
  for (const BoardResult& b : r.boards) {
    a_points += b.a_points;
    b_points += b.b_points;
  }
  std::string out = absl::StrCat(
      "Duplicate match: ", r.boards.size(), " deals (seed ", q.seed,
      "), each played twice with the sides swapped.\n", "A: table players, ", Who(q.a.worlds),
      "; B: table players, ", Who(q.b.worlds), ".\n",
      "The seat with the longest suit declares it and bids what the deal is worth double "
      "dummy (30 to 1 mark).\n\n");
  absl::StrAppend(&out,
                  absl::StrFormat("%-12s %16s %20s\n", "", "makes declaring", "points declaring"));
  const double a_makes = static_cast<double>(r.a_makes), b_makes = static_cast<double>(r.b_makes);
  absl::StrAppend(&out, absl::StrFormat("%-12s %8d (%5.1f%%) %20.2f\n", "A declares", r.a_makes,
                                        100.0 * a_makes / n, a_points / n));
  absl::StrAppend(&out, absl::StrFormat("%-12s %8d (%5.1f%%) %20.2f\n", "B declares", r.b_makes,
                                        100.0 * b_makes / n, b_points / n));
  const auto ses = [](const Estimate& e) { return e.se > 0 ? e.mean / e.se : 0.0; };
  absl::StrAppend(&out, absl::StrFormat("\nA - B: %+.1f +- %.1f makes per 100 deals (%.1f standard "
                                        "errors); %+.2f +- %.2f points per deal.\n",
                                        100 * r.makes.mean, 100 * r.makes.se, ses(r.makes),
                                        r.points.mean, r.points.se));
  absl::StrAppend(&out,
                  "Each deal is scored by A's result as declarer less B's on the same cards, "
                  "so the luck of the deal cancels; +- is one paired standard error.\n");
  return out;
}

std::string MatchJson(const MatchQuery& q, const MatchResult& r) {
  JsonWriter w;
  w.BeginObject();
  w.Key("deals").Int(static_cast<long long>(r.boards.size()));
  w.Key("seed").Int(static_cast<long long>(q.seed));
  w.Key("a").BeginObject().Key("worlds").String(WorldsName(q.a.worlds)).EndObject();
  w.Key("b").BeginObject().Key("worlds").String(WorldsName(q.b.worlds)).EndObject();
  w.Key("a_makes").Int(static_cast<long long>(r.a_makes));
  w.Key("b_makes").Int(static_cast<long long>(r.b_makes));
  w.Key("makes_difference").Double(r.makes.mean);
  w.Key("makes_se").Double(r.makes.se);
  w.Key("points_difference").Double(r.points.mean);
  w.Key("points_se").Double(r.points.se);
  w.Key("boards").BeginArray();
  for (const BoardResult& b : r.boards) {
    w.BeginObject();
    w.Key("deal").String(family::FormatDeal(family::GameOf(family::GameId::k42), b.board.deal));
    w.Key("declarer").String(std::string(1, family::SeatLetter(b.board.declarer)));
    w.Key("trump").String(family::TrumpName(b.board.trump));
    w.Key("bid").Int(b.board.bid);
    w.Key("dd_points").Int(b.board.dd_value);
    w.Key("a_points").Int(b.a_points);
    w.Key("b_points").Int(b.b_points);
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return w.str();
}

int RunMatch(const MatchFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  MatchQuery q;
  q.deals = flags.deals;
  q.seed = flags.seed;
  q.threads = flags.threads;
  absl::StatusOr<int> a = ParseWorlds(flags.a);
  if (!a.ok()) return Fail(absl::StrCat("--a: ", a.status().message()));
  absl::StatusOr<int> b = ParseWorlds(flags.b);
  if (!b.ok()) return Fail(absl::StrCat("--b: ", b.status().message()));
  q.a.worlds = *a;
  q.b.worlds = *b;
  absl::StatusOr<OutputFile> out = OutputFile::Open(flags.out.output, "--output");
  if (!out.ok()) return Fail(out.status());
  ProgressBar bar("deals");
  q.progress = [&bar](uint64_t done, uint64_t total) { bar.Update(done, total); };
  absl::StatusOr<MatchResult> result = PlayMatch(q);
  bar.Finish();
  if (!result.ok()) return Fail(result.status());
  const std::string text = *format == "json" ? MatchJson(q, *result) + "\n" : MatchText(q, *result);
  if (absl::Status s = out->Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace

Command AddMatchCommand(CLI::App& app) {
  auto flags = std::make_shared<MatchFlags>();
  CLI::App* cmd = app.add_subcommand(
      "match",
      "Duplicate match of two table players on the same deals, sides swapped: how much a "
      "setting matters");
  cmd->add_option("--deals", flags->deals, "Deals, each played twice")
      ->check(WholeNumber(1, kMostDeals))
      ->capture_default_str();
  cmd->add_option("--seed", flags->seed, "Seed of the deals and the players' draws")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--a", flags->a, "Worlds of player A: auto or a number")->capture_default_str();
  cmd->add_option("--b", flags->b, "Worlds of player B: auto or a number")->capture_default_str();
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  AddOutputFlags(*cmd, flags->out, {"text", "json"});
  PolishHelp(*cmd,
             "  texas42 match --deals 400 --a auto --b 16\n"
             "  texas42 match --deals 100 --a 64 --b 16 --format json -o match.json\n");
  return Texas42Only({cmd, [flags] { return RunMatch(*flags); }});
}

}  // namespace texas42
