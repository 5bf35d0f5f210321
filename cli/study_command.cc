// `texas42 study`: solve N random deals for several contracts and stream one record per deal,
// declarer and contract to a CSV or JSON Lines file; `--resume` continues an interrupted study.
//
// The output is written in chunks of consecutive deals, flushed after each, so an interrupted
// study loses at most the chunk in flight. Resuming truncates the file after its last complete
// deal and goes on from there, so the finished file equals an uninterrupted run's byte for byte.
// Under `mpirun` the chunks are shared among the ranks (see study_ranks.h).
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
#include "cli/input.h"
#include "cli/progress.h"
#include "cli/study_ranks.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/names.h"

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
};

// Every rank learns rank 0's verdict through this value: a start index, or a failure.
constexpr uint64_t kFailed = ~uint64_t{0};

absl::StatusOr<std::vector<Seat>> ParseDeclarers(absl::string_view text) {
  if (absl::AsciiStrToLower(text) == "all") {
    std::vector<Seat> seats;
    for (int s = 0; s < kSeatCount; ++s) seats.push_back(SeatAt(s));
    return seats;
  }
  absl::StatusOr<std::vector<Seat>> named = ParseDistinct<Seat>(
      absl::StrSplit(text, ',', absl::SkipWhitespace()),
      [](absl::string_view name) -> absl::StatusOr<Seat> {
        absl::StatusOr<Seat> seat = ParseSeat(absl::StripAsciiWhitespace(name));
        if (!seat.ok()) {
          return absl::InvalidArgumentError(absl::StrCat("--declarer: ", seat.status().message()));
        }
        return seat;
      },
      [](Seat seat) { return absl::StrCat("--declarer: ", SeatName(seat)); });
  if (named.ok() && named->empty()) return absl::InvalidArgumentError("--declarer: no seat named");
  return named;
}

absl::StatusOr<StudyParams> ParamsFromFlags(const StudyFlags& flags) {
  if (flags.deals == 0) return absl::InvalidArgumentError("--deals must be 1 or more");
  StudyParams params;
  params.seed = flags.seed;
  params.deals = flags.deals;
  absl::StatusOr<std::vector<Seat>> declarers = ParseDeclarers(flags.declarer);
  if (!declarers.ok()) return declarers.status();
  params.declarers = *std::move(declarers);
  absl::StatusOr<std::vector<Trump>> trumps = ParseTrumpList(flags.trump);
  if (!trumps.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--trump: ", trumps.status().message()));
  }
  for (Trump t : *trumps) params.contracts.push_back(Contract::Normal(t));
  return params;
}

StudyFormat FormatFor(const StudyFlags& flags) {
  if (!flags.format.empty()) return *ParseStudyFormat(flags.format);  // checked before
  return absl::EndsWith(flags.output, ".jsonl") || absl::EndsWith(flags.output, ".json")
             ? StudyFormat::kJsonLines
             : StudyFormat::kCsv;
}

std::string ParamsText(const StudyParams& p) {
  std::string header = FormatStudyHeader(p, StudyFormat::kCsv);
  header = header.substr(0, header.find('\n'));
  return header.substr(header.find("seed="));
}

// Opens the output on rank 0: a fresh file with its header, or the resumed file truncated
// after its last complete deal. Sets `start` to the first deal still to solve.
absl::StatusOr<std::unique_ptr<std::ofstream>> OpenOutput(const StudyFlags& flags,
                                                          const StudyParams& params,
                                                          StudyFormat format, uint64_t& start) {
  namespace fs = std::filesystem;
  start = 0;
  std::error_code error;
  const bool exists = fs::exists(flags.output, error);
  uint64_t keep = 0;  // bytes of the existing file to keep
  if (exists && !flags.resume && !flags.overwrite) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--output ", flags.output,
        " already exists (use --resume to continue that study, or --overwrite to replace it)"));
  }
  if (exists && flags.resume) {
    std::ifstream in(flags.output, std::ios::binary);
    if (!in) return absl::InvalidArgumentError(absl::StrCat("cannot read ", flags.output));
    StudyReader reader(in);
    absl::Status header = reader.ReadHeader();
    // A file cut short inside its header holds nothing to keep: start it again.
    const bool header_cut = !header.ok() && reader.partial_tail() && reader.records() == 0;
    if (!header.ok() && !header_cut && fs::file_size(flags.output, error) > 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--resume: ", flags.output, ": ", header.message()));
    }
    if (header.ok()) {
      if (!(reader.params() == params) || reader.format() != format) {
        return absl::InvalidArgumentError(absl::StrCat(
            "--resume: ", flags.output, " holds a different study (",
            StudyFormatName(reader.format()), " ", ParamsText(reader.params()),
            ") from the one asked for (", StudyFormatName(format), " ", ParamsText(params), ")"));
      }
      keep = reader.offset();
      StudyRecord record;
      while (true) {
        absl::StatusOr<bool> more = reader.Next(record);
        if (!more.ok()) {
          return absl::InvalidArgumentError(
              absl::StrCat("--resume: ", flags.output, ": ", more.status().message()));
        }
        if (!*more) break;
        if (reader.records() % params.records_per_deal() == 0) {
          keep = reader.offset();
          start = reader.records() / params.records_per_deal();
        }
      }
    }
  }
  if (keep > 0) {
    fs::resize_file(flags.output, keep, error);
    if (error) {
      return absl::InvalidArgumentError(
          absl::StrCat("cannot truncate ", flags.output, ": ", error.message()));
    }
  }
  auto out = std::make_unique<std::ofstream>(
      flags.output, keep > 0 ? std::ios::binary | std::ios::app : std::ios::binary | std::ios::trunc);
  if (!*out) return absl::InvalidArgumentError(absl::StrCat("cannot write ", flags.output));
  if (keep == 0) *out << FormatStudyHeader(params, format) << std::flush;
  return out;
}

int RunStudy(const StudyFlags& flags) {
  StudyRanks ranks;
  // Flags are checked on every rank alike; only rank 0 speaks.
  auto fail = [&ranks](const absl::Status& status) {
    return ranks.is_root() ? Fail(status) : kExitBadInput;
  };
  absl::StatusOr<StudyParams> params = ParamsFromFlags(flags);
  if (!params.ok()) return fail(params.status());
  if (flags.output.empty()) return fail(absl::InvalidArgumentError("--output FILE is required"));
  if (flags.output == "-" && flags.resume) {
    return fail(absl::InvalidArgumentError("--resume needs an --output file, not '-'"));
  }
  if (flags.resume && flags.overwrite) {
    return fail(absl::InvalidArgumentError("give --resume or --overwrite, not both"));
  }
  if (!flags.format.empty()) {
    if (absl::StatusOr<StudyFormat> f = ParseStudyFormat(flags.format); !f.ok()) {
      return fail(absl::InvalidArgumentError(absl::StrCat("--format: ", f.status().message())));
    }
  }
  if (flags.threads < 0) {
    return fail(absl::InvalidArgumentError("--threads must be 0 (all cores) or more"));
  }
  if (flags.chunk == 0) return fail(absl::InvalidArgumentError("--chunk must be 1 or more"));
  const StudyFormat format = FormatFor(flags);

  uint64_t start = 0;
  std::unique_ptr<std::ofstream> file;
  std::ostream* out = nullptr;
  if (ranks.is_root()) {
    if (flags.output == "-") {
      std::cout << FormatStudyHeader(*params, format) << std::flush;
      out = &std::cout;
    } else {
      absl::StatusOr<std::unique_ptr<std::ofstream>> opened =
          OpenOutput(flags, *params, format, start);
      if (!opened.ok()) {
        ranks.Broadcast(kFailed);
        return Fail(opened.status());
      }
      file = *std::move(opened);
      out = file.get();
    }
  }
  start = ranks.Broadcast(start);
  if (start == kFailed) return kExitBadInput;

  const uint64_t remaining = params->deals - start;
  const uint64_t chunks = (remaining + flags.chunk - 1) / flags.chunk;
  // The bar draws itself only on a terminal; only rank 0 has one to draw.
  std::optional<ProgressBar> progress;
  if (ranks.is_root()) progress.emplace("deals");
  auto solve = [&](uint64_t k) {
    const uint64_t begin = start + k * flags.chunk;
    const uint64_t end = std::min(params->deals, begin + flags.chunk);
    std::string text;
    for (const StudyRecord& r : SolveStudyRange(*params, begin, end, flags.threads)) {
      text += FormatStudyRecord(r, format);
    }
    return text;
  };
  auto write = [&](uint64_t k, const std::string& text) {
    *out << text << std::flush;
    if (!*out) {
      Fail(absl::StrCat("writing ", flags.output, " failed"));
      return false;
    }
    if (progress) {
      progress->Update(std::min(params->deals, start + (k + 1) * flags.chunk), params->deals);
    }
    return true;
  };
  if (progress) progress->Update(start, params->deals);
  const bool ok = ranks.Run(chunks, solve, write);
  if (progress) progress->Finish();
  return ok ? 0 : kExitBadInput;
}

}  // namespace

Command AddStudyCommand(CLI::App& app) {
  auto flags = std::make_shared<StudyFlags>();
  CLI::App* cmd = app.add_subcommand(
      "study", "Solve N random deals for several contracts; stream one record per deal, "
               "declarer and contract (CSV or JSON Lines)");
  cmd->add_option("--deals", flags->deals, "Number of random deals (indices 0..N-1)")
      ->check(WholeNumber(1, UINT64_MAX))
      ->required();
  cmd->add_option("--seed", flags->seed, "Seed of the deals (as for texas42 bid)")
      ->check(WholeNumber(0, UINT64_MAX))
      ->capture_default_str();
  cmd->add_option("--declarer", flags->declarer, "Declarer seat: N, E, S, W, a comma list, or all")
      ->capture_default_str();
  cmd->add_option("--trump", flags->trump,
                  "Trumps: blanks..sixes, doubles, followme (0..6, nt), a comma list, or all")
      ->check(NotEmpty())
      ->capture_default_str();
  cmd->add_option("-o,--output", flags->output, "Output file ('-' = standard output)");
  cmd->add_option("--format", flags->format,
                  "csv or jsonl (default: jsonl for a .jsonl/.json file, else csv)");
  cmd->add_flag("--resume", flags->resume,
                "Continue the interrupted study in --output (same seed, deals and contracts)");
  cmd->add_flag("--overwrite", flags->overwrite, "Replace an existing --output file");
  cmd->add_option("--threads", flags->threads, "Worker threads per process (0 = all cores)")
      ->check(WholeNumber(0, kMostThreads))
      ->capture_default_str();
  cmd->add_option("--chunk", flags->chunk, "Deals solved and written per step")
      ->check(WholeNumber(1, UINT32_MAX))
      ->capture_default_str();
  return {cmd, [flags] { return RunStudy(*flags); }};
}

}  // namespace texas42
