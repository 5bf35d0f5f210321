// `texas42 bid`: the make-probability of every bid 30..42 under each trump for a seven-tile hand,
// and of the mark contracts (nello, sevens, splash, plunge), over random (or all) layouts of the
// unseen tiles, and the bid and trump to choose.
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/bid_contracts.h"
#include "cli/bid_family.h"
#include "cli/bid_report.h"
#include "cli/bid_svg.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/flag_checks.h"
#include "cli/help_text.h"
#include "cli/input.h"
#include "cli/known_parser.h"
#include "cli/output_file.h"
#include "cli/output_flags.h"
#include "cli/play_flags.h"
#include "cli/progress.h"
#include "solver/analysis/bid_advice.h"
#include "solver/analysis/bid_analysis.h"
#include "solver/analysis/layouts.h"
#include "solver/family/game.h"
#include "solver/play/playout.h"
#include "solver/play/table_player.h"

namespace texas42 {
namespace {

// Double dummy: about a second of work on two idle cores for every contract the hand may name
// (0.4 to 0.9 s measured for four hands on the development machine, Nov 2026).
constexpr int64_t kDefaultSamples = 500;
// Table play, the default: 95% intervals of at most +-7 points, in about ten seconds on two
// cores (README, "Speed").
constexpr int64_t kTableSamples = 200;
// The rest of the family solves larger hands (up to eleven tiles a seat): fewer by default.
constexpr uint64_t kFamilySamples = 100;
// A billion layouts of nine trumps is weeks of work on a few cores: a larger number is a typo.
constexpr uint64_t kMostSamples = 1'000'000'000;

struct BidFlags {
  std::string game;  // empty or 42: Texas 42's own analysis
  std::string hand;
  std::vector<std::string> known;
  ContractFlags contract;  // --contract defaults to all (set before the flag is added)
  std::string declarer = "N";
  int64_t samples = kDefaultSamples;
  bool samples_given = false;
  uint64_t seed = 1;
  int threads = 0;
  double confidence = 0.5;
  int over = 0;
  bool exact = false;
  bool full = false;
  OutputFlags out;
  std::string svg;
  TablePlayFlags table;
};

// Refuses a report and a picture both sent to standard output.
absl::Status CheckOneStandardOutput(const BidFlags& flags) {
  if (flags.svg == "-" && flags.out.output == "-") {
    return absl::InvalidArgumentError(
        "--svg - and the report would both go to standard output: give --format svg, "
        "or -o FILE for the report");
  }
  return absl::OkStatus();
}

int RunBid(const BidFlags& flags) {
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (absl::Status s = CheckOneStandardOutput(flags); !s.ok()) return Fail(s);
  if (flags.samples < 1)
    return Fail(absl::StrCat("--samples must be at least 1, not ", flags.samples));
  if (flags.exact && flags.samples_given) {
    return Fail("--exact enumerates every layout; drop --samples");
  }
  if (!(flags.confidence > 0 && flags.confidence <= 1)) {
    return Fail(absl::StrCat("--confidence must be in (0, 1], not ", flags.confidence));
  }
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");
  if (absl::Status s = ValidateOver(flags.over); !s.ok())
    return Fail(absl::StrCat("--over: ", s.message()));

  BidQuery query;
  absl::StatusOr<Seat> declarer = ParseSeat(flags.declarer);
  if (!declarer.ok()) return Fail(absl::StrCat("--declarer: ", declarer.status().message()));
  query.declarer = *declarer;
  absl::StatusOr<TileSet> hand = ParseHand(flags.hand);
  if (!hand.ok()) return Fail(absl::StrCat("--hand: ", hand.status().message()));
  query.hand = *hand;
  for (const std::string& known : flags.known) {
    if (absl::Status s = AddKnown(known, query); !s.ok()) return Fail(s);
  }
  absl::StatusOr<BidContracts> contracts = BidContractsFromFlags(flags.contract, query.hand);
  if (!contracts.ok()) return Fail(contracts.status());
  query.contracts = contracts->contracts;
  query.seed = flags.seed;
  query.exact = flags.exact;
  query.range = flags.full ? ValueRange::kFull : ValueRange::kBidWindow;
  query.threads = flags.threads;
  absl::StatusOr<std::optional<Seating>> seating = SeatingFromFlags(flags.table);
  if (!seating.ok()) return Fail(seating.status());
  if (*seating && flags.full)
    return Fail("--full goes with double-dummy analysis, not --play table");
  query.play = *seating;
  query.samples = static_cast<uint64_t>(flags.samples_given ? flags.samples
                                        : query.play        ? kTableSamples
                                                            : kDefaultSamples);
  query.table.worlds = flags.table.worlds;
  query.table.seed = flags.seed;
  if (absl::Status s = ValidateBidQuery(query); !s.ok()) return Fail(AnalysisError(s));
  // Drawing at least as many samples as there are layouts repeats some and misses others, and
  // Wilson intervals would treat the repeats as independent: every layout is enumerated instead.
  std::string enumerated;
  if (!query.exact) {
    const uint64_t count = CountLayouts(query.predeal());
    if (query.samples >= count) {
      enumerated = absl::StrCat("--samples ", query.samples, " asks for at least the ", count,
                                " layouts there are: each is taken once instead");
      query.exact = true;
    }
  }

  // Open the report's and the picture's files first: a path that cannot be written, or one file
  // named twice, fails before the work. A new or regular file is written beside the target and
  // renamed over it at the end, so an interrupted run keeps the old picture.
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg);
  if (!outputs.ok()) return Fail(outputs.status());
  std::optional<OutputFile>& svg_file = outputs->picture;
  OutputFile* out = &outputs->report;

  ProgressBar bar("samples");
  query.progress = [&bar](uint64_t done, uint64_t total) { bar.Update(done, total); };
  absl::StatusOr<BidAnalysis> analysis = AnalyzeBid(query);
  bar.Finish();
  if (!analysis.ok()) return Fail(AnalysisError(analysis.status()));
  const Advice advice = AdviseBid(*analysis, flags.confidence, flags.over);
  BidRun run{query, *analysis, advice, contracts->skipped, nullptr, enumerated};
  run.dd = analysis->double_dummy.get();
  if (svg_file) {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(BidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    if (absl::Status s = svg_file->Write(*svg); !s.ok()) return Fail(s);
    if (absl::Status s = svg_file->Commit(); !s.ok()) return Fail(s);
  }
  std::string text;
  if (*format == "json") {
    text = BidJson(run) + "\n";
  } else if (*format == "csv") {
    text = BidCsv(run);
  } else if (*format == "svg") {
    absl::StatusOr<std::string> svg = RenderSvgHeatmap(BidHeatmap(run));
    if (!svg.ok()) return Fail(svg.status());
    text = *std::move(svg);
  } else {
    text = BidText(run);
  }
  if (absl::Status s = out->Write(text); !s.ok()) return Fail(s);
  if (absl::Status s = out->Commit(); !s.ok()) return Fail(s);
  return 0;
}

// Options of the Texas 42 analysis that mean nothing for the rest of the family.
constexpr const char* kTexas42Only[] = {"--splash-marks", "--plunge-marks", "--plunge-doubles"};

// Runs `bid --game G` for a game other than 42, refusing the options it has no use for.
int RunGameBid(const family::Game& game, const BidFlags& flags, const CLI::App& cmd) {
  // The rest of the family solves larger hands: double dummy unless --play table is asked.
  TablePlayFlags table = flags.table;
  if (cmd.count("--play") == 0) table.play = "dd";
  absl::StatusOr<std::optional<Seating>> seating = SeatingFromFlags(table);
  if (!seating.ok()) return Fail(seating.status());
  for (const char* name : kTexas42Only) {
    if (cmd.count(name) > 0) {
      return Fail(absl::StrCat(name, " goes with Texas 42's bid analysis, not --game ", game.name));
    }
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  if (absl::Status s = CheckOneStandardOutput(flags); !s.ok()) return Fail(s);
  FamilyBidFlags f;
  f.game = &game;
  f.hand = flags.hand;
  f.declarer = flags.declarer;
  f.known = flags.known;
  f.samples = flags.samples_given ? static_cast<uint64_t>(flags.samples) : kFamilySamples;
  f.samples_given = flags.samples_given;
  f.exact = flags.exact;
  f.full = flags.full;
  f.seed = flags.seed;
  f.threads = flags.threads;
  f.confidence = flags.confidence;
  f.over = flags.over;
  f.contract = flags.contract;
  f.svg = flags.svg;
  if (*seating) {
    const auto convert = [](PlayerKind k) {
      return k == PlayerKind::kTable ? family::FamilyPlayer::kTable
                                     : family::FamilyPlayer::kDoubleDummy;
    };
    f.play = family::FamilySeating{convert((*seating)->declarers), convert((*seating)->defenders)};
  }
  f.worlds = flags.table.worlds;
  f.format = *format;
  f.output = flags.out.output;
  return RunFamilyBid(f);
}

}  // namespace

Command AddBidCommand(CLI::App& app) {
  auto flags = std::make_shared<BidFlags>();
  flags->table.play = "table";
  CLI::App* cmd = app.add_subcommand(
      "bid",
      "Make-probability of each bid 30..42 per trump and of nello, sevens, splash and "
      "plunge for a hand, and what to bid");
  cmd->add_option("--hand", flags->hand,
                  "The declarer's hand (seven tiles; with --game, that game's hand), e.g. "
                  "\"66 65 64 55 41 10 33\"")
      ->required();
  cmd->add_option(
         "--game", flags->game,
         "The game: 42 (default), 3-hand, moon, moon-00, geezer or big-game; the hand then has "
         "that game's tiles")
      ->check(NotEmpty());
  cmd->add_option("--known", flags->known,
                  "Tiles known to be in another seat, as \"E=6-2 6-1\" (repeatable)");
  flags->contract.contract = "all";
  AddContractFlags(*cmd, flags->contract);
  AddStakeFlags(*cmd, flags->contract);
  cmd->get_option("--contract")
      ->description(
          "all (normal trumps, nello, sevens, and splash and plunge when the hand "
          "qualifies), or a comma list of normal, nello, sevens, splash, plunge (with --game, "
          "that game's: low-no, dip, dive, ...)");
  cmd->add_option("--declarer", flags->declarer, "Seat of the declarer, who leads: N, E, S or W")
      ->capture_default_str();
  CLI::Option* samples =
      cmd->add_option("--samples", flags->samples,
                      absl::StrCat("Samples: random layouts of the unseen tiles to play out (",
                                   kTableSamples, "; ", kDefaultSamples, " with --play dd)"))
          ->check(WholeNumber(1, kMostSamples));
  cmd->add_option("--seed", flags->seed, "Seed of the layouts (same seed, same result)")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--threads", flags->threads, "Worker threads (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  cmd->add_option("--confidence", flags->confidence,
                  "The hand is worth the highest bid made at least this often, in (0, 1]")
      ->capture_default_str();
  cmd->add_option("--over", flags->over,
                  "The highest bid so far (30..41, 42 = 1 mark, 84 = 2 marks, ...; 0 = none; "
                  "with --game, that game's bids): the advice says what to bid now")
      ->capture_default_str();
  cmd->add_flag(
      "--exact", flags->exact,
      absl::StrCat("Enumerate every layout (up to ", kExactLayoutLimit, "): exact probabilities"));
  cmd->add_flag("--full", flags->full,
                "Solve every value exactly, not just the bids' (30..42; with --game, the game's): "
                "adds the mean and the whole distribution (slower; double dummy)");
  AddTablePlayFlags(*cmd, flags->table, "each layout");
  cmd->get_option("--play")->description(
      "How each layout is played: table (players who see only their own hand play it out) or dd "
      "(every hand face up: a ceiling; faster). The default is table for Texas 42 and dd for the "
      "rest of the family, whose larger hands are slow to play out");
  AddOutputFlags(*cmd, flags->out, {"text", "csv", "json", "svg"});
  cmd->add_option("--svg", flags->svg,
                  "Also draw the make-probability table as an SVG heatmap in this file");
  // The help says which options the rest of the family refuses.
  for (const char* name : kTexas42Only) {
    CLI::Option* option = cmd->get_option_no_throw(name);
    if (option != nullptr) option->description(option->get_description() + " (Texas 42 only)");
  }
  PolishHelp(*cmd,
             "  texas42 bid --hand \"66 65 64 55 41 10 33\"\n"
             "  texas42 bid --hand \"66 65 64 55 41 10 33\" --known \"S=6-3 4-4\" --samples 2000 "
             "--format csv -o bid.csv\n");
  return {cmd, [flags, samples, cmd] {
            flags->samples_given = samples->count() > 0;
            if (!flags->game.empty()) {
              absl::StatusOr<const family::Game*> game = family::ParseGame(flags->game);
              if (!game.ok()) return Fail(absl::StrCat("--game: ", game.status().message()));
              if ((*game)->id != family::GameId::k42) return RunGameBid(**game, *flags, *cmd);
            }
            return RunBid(*flags);
          }};
}

}  // namespace texas42
