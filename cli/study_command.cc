// `texas42 study`: solve N random deals of any game for several contracts and stream one record
// per deal, declarer and contract to a CSV or JSON Lines file (study_io.h); `--resume` continues
// an interrupted study.
//
// The output is written in chunks of consecutive deals, flushed after each, so an interrupted
// study loses at most the chunk in flight. Resuming truncates the file after its last complete
// deal and goes on from there, so the finished file equals an uninterrupted run's byte for byte.
// The output file is locked for the whole run (locked_file.h): a second run writing the same
// file is refused, and a crashed run's lock goes with its process. Under `mpirun` the chunks are
// shared among the ranks (see study_ranks.h).
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/flag_checks.h"
#include "cli/game_contracts.h"
#include "cli/game_flag.h"
#include "cli/help_text.h"
#include "cli/locked_file.h"
#include "cli/output_file.h"
#include "cli/play_flags.h"
#include "cli/progress.h"
#include "cli/study_estimate.h"
#include "cli/study_files.h"
#include "cli/study_hold.h"
#include "cli/study_output.h"
#include "cli/study_ranks.h"
#include "cli/study_verify.h"
#include "cli/study_wide.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_reader.h"
#include "solver/names.h"
#include "solver/play/seating.h"

namespace texas42 {
namespace {

struct StudyFlags {
  uint64_t deals = 0;
  uint64_t seed = 1;
  std::string declarer = "N";
  std::string trump = "all";
  std::string output;
  std::string format;
  bool resume = false;
  bool overwrite = false;
  int threads = 0;
  uint64_t chunk = 64;
  std::string verify;
  uint64_t resolve = 0;
  // Table play, as for texas42 bid.
  TablePlayFlags table;
  std::string game;             // empty or 42: Texas 42
  std::string contracts;        // instead of --trump: the game's contracts
  std::string layout = "long";  // long: a record per deal, declarer and contract; wide: per deal
  bool estimate = false;        // only say what the study will cost
};

// A trillion deals is decades of work on any cluster: a larger count is a typo.
constexpr uint64_t kMostStudyDeals = 1'000'000'000'000;
// A step's records wait in memory until the step is written: 10,000 deals of every declarer and
// contract are 360,000 records and their text, tens of megabytes. An interrupted run loses at
// most one step.
constexpr uint64_t kMostChunk = 10'000;

// Every rank learns rank 0's verdict through this value: a start index, or a failure.
constexpr uint64_t kFailed = ~uint64_t{0};
// The text of a chunk that could not be solved starts with this, then the error (records never
// hold a NUL).
constexpr absl::string_view kFailedChunk("\0failed: ", 9);

absl::StatusOr<StudyParams> ParamsFromFlags(const family::Game& game, const StudyFlags& flags,
                                            const CLI::App& cmd) {
  if (flags.deals == 0) return absl::InvalidArgumentError("--deals must be 1 or more");
  if (flags.table.worlds == kAdaptiveWorlds) {
    // A study's records name the worlds of their players as a number (study_io.h).
    return absl::InvalidArgumentError(
        "--worlds: a study's table players draw a fixed number of worlds, not auto");
  }
  StudyParams params;
  params.game = &game;
  params.seed = flags.seed;
  params.deals = flags.deals;
  absl::StatusOr<std::vector<int>> declarers = GameSeats(game, flags.declarer);
  if (!declarers.ok()) return declarers.status();
  params.declarers = *std::move(declarers);
  if (flags.contracts.empty() || cmd.count("--trump") > 0) {
    absl::StatusOr<std::vector<int>> trumps = GameTrumps(game, flags.trump);
    if (!trumps.ok()) return trumps.status();
    for (int t : *trumps) params.contracts.push_back(family::Contract{.trump = t});
  } else if (absl::AsciiStrToLower(flags.contracts) == "all") {
    params.contracts = StudyTrumps(game);
  } else {
    for (absl::string_view name : absl::StrSplit(flags.contracts, ',', absl::SkipWhitespace())) {
      absl::StatusOr<family::Contract> c =
          family::ParseContract(game, absl::StripAsciiWhitespace(name));
      if (!c.ok()) {
        return absl::InvalidArgumentError(absl::StrCat("--contracts: ", c.status().message()));
      }
      params.contracts.push_back(*c);
    }
  }
  absl::StatusOr<std::optional<Seating>> seating = SeatingFromFlags(flags.table);
  if (!seating.ok()) return seating.status();
  if (*seating) params.play = StudyPlay{**seating, flags.table.worlds};
  if (absl::Status s = CheckStudy(params); !s.ok()) return s;
  return params;
}

StudyFormat FormatFor(const StudyFlags& flags) {
  if (!flags.format.empty()) return *ParseStudyFormat(flags.format);  // checked before
  return StudyFormatOfPath(flags.output);
}

std::string ParamsText(const StudyParams& p) {
  const std::string tag = StudyTag(p);
  return tag.substr(tag.find("game="));
}

bool Wide(const StudyFlags& flags) { return flags.layout == "wide"; }

// Returns the header of the study's file in its layout.
std::string StudyHeader(const StudyFlags& flags, const StudyParams& params, StudyFormat format) {
  return Wide(flags) ? FormatWideStudyHeader(params, format) : FormatStudyHeader(params, format);
}

// Opens and locks the output on rank 0: a fresh file with its header, or the resumed file cut
// after its last complete deal. Sets `start` to the first deal still to solve.
absl::StatusOr<LockedFile> OpenOutput(const StudyFlags& flags, const StudyParams& params,
                                      StudyFormat format, uint64_t& start) {
  namespace fs = std::filesystem;
  start = 0;
  absl::StatusOr<StudyOutput> out = LockStudyOutput(flags.output, flags.resume, flags.overwrite);
  if (!out.ok()) return out.status();
  uint64_t keep = 0;  // bytes of the existing file to keep
  if (out->exists && flags.resume) {
    std::error_code error;
    std::ifstream in(flags.output, std::ios::binary);
    if (!in) return absl::InvalidArgumentError(absl::StrCat("cannot read ", flags.output));
    StudyReader reader(in);
    absl::Status header = reader.ReadHeader();
    // A file cut short inside its header or first record holds nothing to keep: start again.
    const bool header_cut =
        !header.ok() && (reader.empty() || (reader.partial_tail() && reader.records() == 0));
    if (!header.ok() && !header_cut && fs::file_size(flags.output, error) > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--resume: ", flags.output, ": ", header.message()));
    }
    if (header.ok()) {
      if (reader.edition() == StudyEdition::kCurrent &&
          (!(reader.params() == params) || reader.format() != format)) {
        return absl::InvalidArgumentError(absl::StrCat(
            "--resume: ", flags.output, " holds a different study (",
            StudyFormatName(reader.format()), " ", ParamsText(reader.params()),
            ") from the one asked for (", StudyFormatName(format), " ", ParamsText(params), ")"));
      }
      if (reader.edition() != StudyEdition::kCurrent) {
        return absl::InvalidArgumentError(absl::StrCat(
            "--resume: ", flags.output,
            " was written by an earlier texas42; this texas42 continues only version ",
            kStudyVersion, " studies: start it again with --overwrite (table, chart and ",
            "study --verify still read it)"));
      }
      absl::StatusOr<uint64_t> complete = CompleteDealsBytes<StudyRecord>(
          reader, reader.header_bytes(), params.records_per_deal(), flags.output, start);
      if (!complete.ok()) return complete.status();
      keep = *complete;
    }
  }
  if (absl::Status s = StartStudyOutput(out->file, keep, StudyHeader(flags, params, format));
      !s.ok()) {
    return s;
  }
  return std::move(out->file);
}

// Checks the flags of a study to write (not --verify, not --estimate).
absl::Status CheckWriteFlags(const StudyFlags& flags) {
  if (flags.output.empty()) return absl::InvalidArgumentError("--output FILE is required");
  if (flags.output == "-" && flags.resume) {
    return absl::InvalidArgumentError("--resume needs an --output file, not '-'");
  }
  if (flags.resume && flags.overwrite) {
    return absl::InvalidArgumentError("give --resume or --overwrite, not both");
  }
  if (!flags.format.empty()) {
    if (absl::StatusOr<StudyFormat> f = ParseStudyFormat(flags.format); !f.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("--format: ", f.status().message()));
    }
  }
  if (flags.threads < 0) {
    return absl::InvalidArgumentError("--threads must be 0 (all cores) or more");
  }
  if (flags.chunk == 0) return absl::InvalidArgumentError("--chunk must be 1 or more");
  return absl::OkStatus();
}

// Writes the study's deals from `start` on, in chunks shared among the ranks, to `file` or
// standard output; returns the exit code.
int WriteStudy(const StudyFlags& flags, const StudyParams& params, StudyFormat format,
               uint64_t start, std::optional<LockedFile>& file, StudyRanks& ranks) {
  // Written so that nothing overflows for any deal count up to UINT64_MAX.
  const uint64_t remaining = params.deals - start;
  const uint64_t chunks = remaining / flags.chunk + (remaining % flags.chunk != 0 ? 1 : 0);
  auto chunk_end = [&](uint64_t begin) {
    return begin + std::min<uint64_t>(flags.chunk, params.deals - begin);
  };
  // The bar draws itself only on a terminal; only rank 0 has one to draw.
  std::optional<ProgressBar> progress;
  if (ranks.is_root()) progress.emplace("deals");
  auto solve = [&](uint64_t k) {
    const uint64_t begin = start + k * flags.chunk;
    std::string text;
    absl::StatusOr<std::vector<StudyRecord>> records =
        SolveStudyRange(params, begin, chunk_end(begin), flags.threads);
    // A playout cannot fail on a complete deal; if one did, rank 0 is told and stops.
    if (!records.ok()) return absl::StrCat(kFailedChunk, records.status().message());
    if (Wide(flags)) return FormatWideStudyRows(params, *records, format);
    for (const StudyRecord& r : *records) text += FormatStudyRecord(params, r, format);
    return text;
  };
  auto write = [&](uint64_t k, const std::string& text) {
    if (absl::StartsWith(text, kFailedChunk)) {
      Fail(absl::string_view(text).substr(kFailedChunk.size()));
      return false;
    }
    if (absl::Status written = WriteStudyChunk(file, text); !written.ok()) {
      Fail(written);
      return false;
    }
    if (progress) progress->Update(chunk_end(start + k * flags.chunk), params.deals);
    HoldStudyForTest(chunk_end(start + k * flags.chunk), params.deals);
    return true;
  };
  if (progress) progress->Update(start, params.deals);
  const bool ok = ranks.Run(chunks, solve, write);
  if (progress) progress->Finish();
  return ok ? 0 : kExitBadInput;
}

int RunStudy(const family::Game& game, const StudyFlags& flags, const CLI::App& cmd) {
  if (flags.layout != "long" && flags.layout != "wide") {
    return Fail(absl::StrCat("--layout must be long or wide, not '", flags.layout, "'"));
  }
  if (Wide(flags) && (!flags.verify.empty() || flags.resume)) {
    return Fail(absl::StrCat(flags.resume ? "--resume" : "--verify",
                             " takes a study of the long layout, not --layout wide"));
  }
  if (!flags.verify.empty()) {
    if (flags.deals != 0 || !flags.output.empty() || flags.resume || flags.overwrite ||
        !flags.contracts.empty() || cmd.count("--trump") > 0 || cmd.count("--declarer") > 0 ||
        cmd.count("--seed") > 0) {
      return Fail(
          "--verify FILE checks a study: give it without --deals, --seed, --declarer, "
          "--trump, --contracts, --output, --resume and --overwrite");
    }
    return VerifyStudy(flags.verify, game, flags.resolve, flags.threads);
  }
  if (flags.resolve != 0) return Fail("--resolve goes with --verify FILE");
  if (flags.deals == 0) return Fail("--deals N is required (or --verify FILE)");
  StudyRanks ranks;
  // Flags are checked on every rank alike; only rank 0 speaks.
  auto fail = [&ranks](const absl::Status& status) {
    return ranks.is_root() ? Fail(status) : kExitBadInput;
  };
  absl::StatusOr<StudyParams> params = ParamsFromFlags(game, flags, cmd);
  if (!params.ok()) return fail(params.status());
  if (flags.estimate) {
    if (!flags.format.empty() && !ParseStudyFormat(flags.format).ok()) {
      return Fail(absl::StrCat("--format: ", ParseStudyFormat(flags.format).status().message()));
    }
    if (ranks.is_root()) {
      std::cout << DescribeStudyEstimate(
                       EstimateStudy(*params, FormatFor(flags), Wide(flags), 0, flags.threads))
                << "\n";
    }
    return 0;
  }
  if (absl::Status checked = CheckWriteFlags(flags); !checked.ok()) return fail(checked);
  const StudyFormat format = FormatFor(flags);

  uint64_t start = 0;
  std::optional<LockedFile> file;
  if (ranks.is_root()) {
    absl::Status opened = absl::OkStatus();
    if (flags.output == "-") {
      std::cout << StudyHeader(flags, *params, format);
      opened = FlushStandardOutput();
    } else {
      absl::StatusOr<LockedFile> locked = OpenOutput(flags, *params, format, start);
      if (locked.ok()) file.emplace(*std::move(locked));
      opened = locked.status();
    }
    if (!opened.ok()) {
      ranks.Broadcast(kFailed);
      return Fail(opened);
    }
  }
  start = ranks.Broadcast(start);
  if (start == kFailed) return kExitBadInput;
  // On a terminal, what the study will cost before it starts (`--estimate` says it anywhere).
  if (ranks.is_root() && isatty(STDERR_FILENO) == 1 && start < params->deals) {
    std::cerr << "texas42: study: "
              << DescribeStudyEstimate(
                     EstimateStudy(*params, format, Wide(flags), start, flags.threads))
              << std::endl;
  }
  return WriteStudy(flags, *params, format, start, file, ranks);
}

}  // namespace

Command AddStudyCommand(CLI::App& app) {
  auto flags = std::make_shared<StudyFlags>();
  CLI::App* cmd =
      app.add_subcommand("study",
                         "Solve N random deals for several contracts; stream one record per deal, "
                         "declarer and contract (CSV or JSON Lines)");
  cmd->add_option("--deals", flags->deals, "Number of random deals (indices 0..N-1)")
      ->check(WholeNumber(1, kMostStudyDeals));
  cmd->add_option("--seed", flags->seed, "Seed of the deals (as for texas42 bid)")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--declarer", flags->declarer, "Declarer seat: N, E, S, W, a comma list, or all")
      ->capture_default_str();
  cmd->add_option("--trump", flags->trump,
                  "Trumps: blanks..sixes (with --game, up to the game's top suit), doubles, "
                  "followme (0..6, nt), a comma list, or all")
      ->check(NotEmpty())
      ->capture_default_str();
  cmd->add_option("-o,--output", flags->output, "Output file ('-' = standard output)");
  cmd->add_option("-f,--format", flags->format,
                  "csv or jsonl (default: jsonl for a .jsonl/.json file, else csv)");
  cmd->add_flag("--resume", flags->resume,
                "Continue the interrupted study in --output (same seed, deals and contracts)");
  cmd->add_flag("--overwrite", flags->overwrite, "Replace an existing --output file");
  cmd->add_option("--threads", flags->threads, "Worker threads per process (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  cmd->add_option("--chunk", flags->chunk,
                  absl::StrCat("Deals solved and written per step (at most ", kMostChunk,
                               ": a step's records are held in memory until written)"))
      ->check(WholeNumber(1, kMostChunk))
      ->capture_default_str();
  cmd->add_option("--layout", flags->layout,
                  "long (a row per deal, declarer and trump; what table and chart read) or wide "
                  "(a row per deal, a value column per declarer and trump)")
      ->type_name("long|wide")
      ->capture_default_str();
  cmd->add_flag("--estimate", flags->estimate,
                "Only say how many rows, about how many bytes and minutes the study takes (said "
                "on a terminal before every study)");
  AddTablePlayFlags(*cmd, flags->table, "each hand");
  cmd->add_option("--verify", flags->verify,
                  "Check a study file (of any game) instead: every record, deal, feature and "
                  "checksum");
  cmd->add_option("--resolve", flags->resolve,
                  "With --verify: solve this many deals again, spread over the file, and "
                  "compare their values")
      ->check(WholeNumber(0, kMostStudyDeals));
  AddGameFlag(*cmd, flags->game,
              "The game: 42 (default), 3-hand, moon, moon-00, geezer or big-game");
  cmd->add_option("--contracts", flags->contracts,
                  "Contracts, a comma list: the game's trumps, nello, low-no and sevens where "
                  "the game has them, or all (every trump; the default)");
  PolishHelp(*cmd,
             "  texas42 study --deals 10000 --seed 1 --declarer all -o study.csv\n"
             "  texas42 study --game moon --deals 1000 --declarer all -o moon.csv\n"
             "  texas42 study --deals 10000 --seed 1 --declarer all -o study.csv --resume\n"
             "  texas42 study --deals 100000 --declarer all --layout wide --estimate\n"
             "  texas42 study --verify study.csv --resolve 20\n");
  return {cmd, [flags, cmd] {
            // A study to verify names its own game.
            absl::StatusOr<const family::Game*> game =
                flags->verify.empty() ? GameFromFlag(flags->game)
                                      : GameOfStudies({flags->verify}, flags->game);
            if (!game.ok()) return Fail(game.status());
            if (!flags->contracts.empty() && cmd->count("--trump") > 0) {
              return Fail("give --trump or --contracts, not both");
            }
            return RunStudy(**game, *flags, *cmd);
          }};
}

}  // namespace texas42
