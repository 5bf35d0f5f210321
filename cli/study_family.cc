// `texas42 study --game G` (3-hand, moon, geezer, big-game): random deals of the game valued
// for each declarer and contract with the declarer's best exchange, one record each, written as
// a family study file (solver/analysis/family_study_io.h). As Texas 42's study, the file is
// written in chunks of consecutive deals under a lock (locked_file.h), and --resume cuts it after
// its last complete deal and goes on, so that the finished file equals an uninterrupted run's.
// One process (no MPI ranks).
#include <unistd.h>

#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/family_analysis.h"
#include "cli/game_contracts.h"
#include "cli/locked_file.h"
#include "cli/output_file.h"
#include "cli/progress.h"
#include "cli/study_estimate.h"
#include "cli/study_hold.h"
#include "cli/study_output.h"
#include "solver/analysis/family_study.h"
#include "solver/analysis/family_study_io.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

absl::StatusOr<FamilyStudyParams> ParamsFrom(const FamilyStudyFlags& flags) {
  const family::Game& game = *flags.game;
  FamilyStudyParams p;
  p.game = &game;
  p.seed = flags.seed;
  p.deals = flags.deals;
  p.declarers.clear();
  if (absl::AsciiStrToLower(flags.declarer) == "all") {
    for (int s = 0; s < game.seats; ++s) p.declarers.push_back(s);
  } else {
    for (absl::string_view name : absl::StrSplit(flags.declarer, ',', absl::SkipWhitespace())) {
      absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(name));
      if (!seat.ok())
        return absl::InvalidArgumentError(absl::StrCat("--declarer: ", seat.status().message()));
      p.declarers.push_back(*seat);
    }
  }
  if (!flags.trump.empty()) {
    absl::StatusOr<std::vector<int>> trumps = GameTrumps(game, flags.trump);
    if (!trumps.ok()) return trumps.status();
    for (int t : *trumps) p.contracts.push_back(family::Contract{.trump = t});
  } else if (flags.contracts.empty() || absl::AsciiStrToLower(flags.contracts) == "all") {
    p.contracts = FamilyStudyTrumps(game);
  } else {
    for (absl::string_view name : absl::StrSplit(flags.contracts, ',', absl::SkipWhitespace())) {
      absl::StatusOr<family::Contract> c =
          family::ParseContract(game, absl::StripAsciiWhitespace(name));
      if (!c.ok())
        return absl::InvalidArgumentError(absl::StrCat("--contracts: ", c.status().message()));
      p.contracts.push_back(*c);
    }
  }
  p.play = flags.play;
  if (absl::Status s = CheckFamilyStudy(p); !s.ok()) return s;
  return p;
}

// Opens and locks the output: a fresh file with its header, or the resumed file cut after its
// last complete deal. Sets `start` to the first deal still to solve.
absl::StatusOr<LockedFile> OpenOutput(const FamilyStudyFlags& flags,
                                      const FamilyStudyParams& params, StudyFormat format,
                                      uint64_t& start) {
  start = 0;
  absl::StatusOr<StudyOutput> out = LockStudyOutput(flags.output, flags.resume, flags.overwrite);
  if (!out.ok()) return out.status();
  uint64_t keep = 0;
  if (out->exists && flags.resume) {
    std::ifstream in(flags.output, std::ios::binary);
    FamilyStudyReader reader(in);
    const absl::Status header = reader.ReadHeader();
    if (!header.ok() && !reader.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("--resume: ", flags.output, ": ", header.message()));
    }
    if (header.ok()) {
      if (!(reader.params() == params) || reader.format() != format) {
        return absl::InvalidArgumentError(
            absl::StrCat("--resume: ", flags.output, " holds a different study (",
                         StudyFormatName(reader.format()), " ", FamilyStudyTag(reader.params()),
                         ") from the one asked for (", StudyFormatName(format), " ",
                         FamilyStudyTag(params), ")"));
      }
      absl::StatusOr<uint64_t> complete = CompleteDealsBytes<FamilyStudyRecord>(
          reader, reader.header_bytes(), params.records_per_deal(), flags.output, start);
      if (!complete.ok()) return complete.status();
      keep = *complete;
    }
  }
  if (absl::Status s = StartStudyOutput(out->file, keep, FormatFamilyStudyHeader(params, format));
      !s.ok()) {
    return s;
  }
  return std::move(out->file);
}

}  // namespace

int RunFamilyStudy(const FamilyStudyFlags& flags) {
  if (flags.deals == 0) return Fail("--deals N is required");
  absl::StatusOr<FamilyStudyParams> params = ParamsFrom(flags);
  if (!params.ok()) return Fail(params.status());
  if (flags.estimate) {
    StudyFormat format = flags.output.empty() ? StudyFormat::kCsv : StudyFormatOfPath(flags.output);
    if (!flags.format.empty()) {
      absl::StatusOr<StudyFormat> f = ParseStudyFormat(flags.format);
      if (!f.ok()) return Fail(absl::StrCat("--format: ", f.status().message()));
      format = *f;
    }
    std::cout << DescribeStudyEstimate(EstimateFamilyStudy(*params, format, 0, flags.threads))
              << "\n";
    return 0;
  }
  if (flags.output.empty()) return Fail("--output FILE is required");
  if (flags.output == "-" && flags.resume) return Fail("--resume needs an --output file, not '-'");
  if (flags.resume && flags.overwrite) return Fail("give --resume or --overwrite, not both");
  StudyFormat format = StudyFormatOfPath(flags.output);
  if (!flags.format.empty()) {
    absl::StatusOr<StudyFormat> f = ParseStudyFormat(flags.format);
    if (!f.ok()) return Fail(absl::StrCat("--format: ", f.status().message()));
    format = *f;
  }
  if (flags.threads < 0) return Fail("--threads must be 0 (all cores) or more");
  if (flags.chunk == 0) return Fail("--chunk must be 1 or more");

  uint64_t start = 0;
  std::optional<LockedFile> file;
  if (flags.output == "-") {
    std::cout << FormatFamilyStudyHeader(*params, format);
    if (absl::Status s = FlushStandardOutput(); !s.ok()) return Fail(s);
  } else {
    absl::StatusOr<LockedFile> locked = OpenOutput(flags, *params, format, start);
    if (!locked.ok()) return Fail(locked.status());
    file.emplace(*std::move(locked));
  }
  // On a terminal, what the study will cost before it starts (`--estimate` says it anywhere).
  if (isatty(STDERR_FILENO) == 1 && start < params->deals) {
    std::cerr << "texas42: study: "
              << DescribeStudyEstimate(EstimateFamilyStudy(*params, format, start, flags.threads))
              << std::endl;
  }
  ProgressBar progress("deals");
  progress.Update(start, params->deals);
  for (uint64_t begin = start; begin < params->deals;) {
    const uint64_t end = begin + std::min<uint64_t>(flags.chunk, params->deals - begin);
    std::string text;
    absl::StatusOr<std::vector<FamilyStudyRecord>> records =
        SolveFamilyStudyRange(*params, begin, end, flags.threads);
    if (!records.ok()) return Fail(records.status());
    for (const FamilyStudyRecord& r : *records) {
      text += FormatFamilyStudyRecord(*params, r, format);
    }
    if (absl::Status written = WriteStudyChunk(file, text); !written.ok()) return Fail(written);
    progress.Update(end, params->deals);
    HoldStudyForTest(end, params->deals);
    begin = end;
  }
  progress.Finish();
  return 0;
}

}  // namespace texas42
