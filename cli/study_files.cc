#include "cli/study_files.h"

#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <tuple>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/study_io.h"

namespace texas42 {

namespace {

// (seed, declarer, contract): the records of one declarer and contract under one seed.
using Stream = std::tuple<uint64_t, Seat, std::string>;

}  // namespace

absl::Status ReadStudies(const std::vector<std::string>& paths,
                         const std::function<void(const StudyRecord&)>& on_record,
                         const std::function<void(const StudySummary&)>& on_end) {
  if (paths.empty()) return absl::InvalidArgumentError("no study file given");
  // Deals 0..n-1 of each stream that earlier files held, and the first file that held them.
  std::map<Stream, std::pair<uint64_t, std::string>> held;
  // The first file's play: every file must have been played alike.
  std::optional<std::pair<std::optional<StudyPlay>, std::string>> first_play;
  for (const std::string& path : paths) {
    std::ifstream file;
    if (path != "-") {
      file.open(path, std::ios::binary);
      if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read study ", path));
    }
    StudyReader reader(path == "-" ? std::cin : file);
    if (absl::Status s = reader.ReadHeader(); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
    }
    if (!first_play) {
      first_play.emplace(reader.params().play, path);
    } else if (reader.params().play != first_play->first) {
      return absl::InvalidArgumentError(absl::StrCat(
          "studies played differently cannot be counted together: ", first_play->second, " is ",
          DescribeStudyPlay(first_play->first), "; ", path, " is ",
          DescribeStudyPlay(reader.params().play), " (read them separately)"));
    }
    StudyRecord record;
    std::map<Stream, uint64_t> holds;  // this file's deals per stream: 0..n-1
    uint64_t repeated = 0;
    std::string repeats;  // the earlier file repeated
    while (true) {
      absl::StatusOr<bool> more = reader.Next(record);
      if (!more.ok()) {
        return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
      }
      if (!*more) break;
      Stream stream{reader.params().seed, record.declarer, StudyContractName(record.contract)};
      holds[stream] = record.index + 1;
      if (auto it = held.find(stream); it != held.end() && record.index < it->second.first) {
        ++repeated;
        if (repeats.empty()) repeats = it->second.second;
        continue;
      }
      on_record(record);
    }
    for (const auto& [stream, deals] : holds) {
      auto [it, fresh] = held.try_emplace(stream, deals, path);
      if (!fresh && deals > it->second.first) it->second.first = deals;
    }
    if (repeated > 0) {
      std::cerr << "texas42: warning: " << path << ": " << repeated << " of its "
                << reader.records() << " records repeat those of " << repeats << " (the same seed "
                << reader.params().seed << " deals them again); each is counted once\n";
    }
    if (reader.partial_tail()) {
      std::cerr << "texas42: warning: " << path
                << ": skipping an incomplete last line (an interrupted study? finish it with "
                   "texas42 study --resume)\n";
    }
    on_end({path, reader.params(), reader.records(), repeated});
  }
  return absl::OkStatus();
}

std::string DescribeStudies(const std::vector<StudySummary>& studies) {
  uint64_t records = 0, repeated = 0;
  std::vector<std::string> parts;
  for (const StudySummary& s : studies) {
    records += s.records;
    repeated += s.repeated;
    const uint64_t deals = s.records / s.params.records_per_deal();
    parts.push_back(absl::StrCat(
        "seed ", s.params.seed, ": ", deals,
        deals == s.params.deals ? "" : absl::StrCat(" of ", s.params.deals), " deals"));
  }
  return absl::StrCat(
      studies.size(), studies.size() == 1 ? " study, " : " studies, ", records, " records (",
      absl::StrJoin(parts, "; "), ")",
      repeated == 0 ? "" : absl::StrCat("; ", repeated, " repeated records counted once"));
}

}  // namespace texas42
