// `texas42 bid`: for a hand of any game (`--game`, Texas 42 by default), the make-probability of
// every bid under each trump and of the mark contracts, over random (or all) layouts of the
// unseen tiles played out at the table (double dummy with --play dd, the default outside Texas
// 42), and the bid and trump to choose. The flags are read here; cli/bid_run.h runs the rest.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/bid_run.h"
#include "cli/command.h"
#include "cli/contract_flags.h"
#include "cli/flag_checks.h"
#include "cli/help_text.h"
#include "cli/output_flags.h"
#include "cli/play_flags.h"
#include "solver/analysis/exact_limit.h"
#include "solver/family/game.h"

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

// Options of Texas 42's stakes, which mean nothing for the rest of the family.
constexpr const char* kTexas42Only[] = {"--splash-marks", "--plunge-marks", "--plunge-doubles"};

// Runs `bid` for `game`, refusing the options it has no use for.
int RunBid(const family::Game& game, const BidFlags& flags, const CLI::App& cmd) {
  const bool texas42 = game.id == family::GameId::k42;
  if (flags.svg == "-" && flags.out.output == "-") {
    return Fail(
        "--svg - and the report would both go to standard output: give --format svg, "
        "or -o FILE for the report");
  }
  // Texas 42 plays each layout out at the table by default; the rest of the family, whose
  // larger hands are slow to play out, solves it double dummy unless --play table is asked.
  TablePlayFlags table = flags.table;
  if (!texas42 && cmd.count("--play") == 0) table.play = "dd";
  absl::StatusOr<std::optional<Seating>> seating = SeatingFromFlags(table);
  if (!seating.ok()) return Fail(seating.status());
  for (const char* name : kTexas42Only) {
    if (!texas42 && cmd.count(name) > 0) {
      return Fail(absl::StrCat(name, " goes with Texas 42's bid analysis, not --game ", game.name));
    }
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  BidRequest f;
  f.game = &game;
  f.hand = flags.hand;
  f.declarer = flags.declarer;
  f.known = flags.known;
  f.samples = flags.samples_given ? static_cast<uint64_t>(flags.samples)
              : !texas42          ? kFamilySamples
              : *seating          ? kTableSamples
                                  : kDefaultSamples;
  f.samples_given = flags.samples_given;
  f.exact = flags.exact;
  f.full = flags.full;
  f.seed = flags.seed;
  f.threads = flags.threads;
  f.confidence = flags.confidence;
  f.over = flags.over;
  f.contract = flags.contract;
  f.svg = flags.svg;
  f.play = *seating;
  f.worlds = flags.table.worlds;
  f.format = *format;
  f.output = flags.out.output;
  return RunBidRequest(f);
}

}  // namespace

Command AddBidCommand(CLI::App& app) {
  auto flags = std::make_shared<BidFlags>();
  flags->table.play = "table";
  CLI::App* cmd = app.add_subcommand(
      "bid",
      "Make-probability of each bid of the game per contract for a hand (30..42 under each "
      "trump, nello, sevens, splash and plunge in Texas 42), and what to bid");
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
          "all (normal trumps, nello under each doubles rule, sevens, and splash and plunge "
          "when the hand qualifies), or a comma list of normal, nello, low-no (a variant, only "
          "when named), sevens, splash, plunge (with --game, that game's: dip, dive, ...)");
  cmd->get_option("--nello-doubles")
      ->description(
          "Nello and low-no: the doubles form their own suit (own), or are high or low in their "
          "suit; without it each rule is analyzed");
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
  cmd->get_option("--play")->default_str("");  // the game decides, as the text says
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
            absl::StatusOr<const family::Game*> game =
                family::ParseGame(flags->game.empty() ? "42" : flags->game);
            if (!game.ok()) return Fail(absl::StrCat("--game: ", game.status().message()));
            return RunBid(**game, *flags, *cmd);
          }};
}

}  // namespace texas42
