#include "cli/study_files.h"

#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "solver/analysis/study_reader.h"
#include "solver/family/contract.h"

namespace texas42 {

namespace {

// (seed, declarer, contract): the records of one declarer and contract under one seed.
using Stream = std::tuple<uint64_t, int, std::string>;

}  // namespace

absl::Status ReadStudies(const std::vector<std::string>& paths, const family::Game& game,
                         const std::function<void(const StudyRecord&)>& on_record,
                         const std::function<void(const StudySummary&)>& on_end) {
  if (paths.empty()) return absl::InvalidArgumentError("no study file given");
  // Deals 0..n-1 of each stream that earlier whole files held, and the first file that held
  // them; and the deals that earlier subsets held, one by one, with the subset that held them.
  std::map<Stream, std::pair<uint64_t, std::string>> held;
  std::map<std::pair<Stream, uint64_t>, std::string> held_by_subsets;
  // The first file's play: every file must have been played alike.
  std::optional<std::pair<std::optional<StudyPlay>, std::string>> first_play;
  for (const std::string& path : paths) {
    std::ifstream file;
    if (path != "-") {
      file.open(path, std::ios::binary);
      if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read study ", path));
    }
    StudyReader reader(path == "-" ? std::cin : file, /*allow_subset=*/true);
    if (absl::Status s = reader.ReadHeader(); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
    }
    if (reader.params().game != &game) {
      return absl::InvalidArgumentError(absl::StrCat(path, " holds a ", reader.params().game->title,
                                                     " study, not ", game.title, " (--game ",
                                                     game.name, ")"));
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
    std::map<Stream, uint64_t> holds;  // this file's deals per stream: 0..n-1 in a whole file
    std::vector<std::pair<Stream, uint64_t>> holds_one_by_one;  // ...each, in a subset
    std::map<std::string, uint64_t> by_contract;
    uint64_t repeated = 0;
    std::string repeats;  // the earlier file repeated
    while (true) {
      absl::StatusOr<bool> more = reader.Next(record);
      if (!more.ok()) {
        return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
      }
      if (!*more) break;
      Stream stream{reader.params().seed, record.declarer,
                    family::ContractName(game, record.contract)};
      holds[stream] = record.index + 1;
      holds_one_by_one.push_back({stream, record.index});
      ++by_contract[std::get<2>(stream)];
      if (auto it = held.find(stream); it != held.end() && record.index < it->second.first) {
        ++repeated;
        if (repeats.empty()) repeats = it->second.second;
        continue;
      }
      if (auto it = held_by_subsets.find({stream, record.index}); it != held_by_subsets.end()) {
        ++repeated;
        if (repeats.empty()) repeats = it->second;
        continue;
      }
      on_record(record);
    }
    if (reader.subset()) {
      for (const auto& key : holds_one_by_one) held_by_subsets.try_emplace(key, path);
    } else {
      for (const auto& [stream, deals] : holds) {
        auto [it, fresh] = held.try_emplace(stream, deals, path);
        if (!fresh && deals > it->second.first) it->second.first = deals;
      }
    }
    if (reader.repeated() > 0) {
      std::cerr << "texas42: warning: " << path << ": skipping " << reader.repeated() << " record"
                << (reader.repeated() == 1 ? "" : "s")
                << " that repeat the line before (each is counted once)\n";
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
    StudySummary summary{path, reader.params(), reader.records(), repeated, reader.subset(), {}};
    for (const family::Contract& c : reader.params().contracts) {
      const std::string name = family::ContractName(game, c);
      if (auto it = by_contract.find(name); it != by_contract.end()) {
        summary.contracts.push_back({name, it->second});
      }
    }
    on_end(summary);
  }
  return absl::OkStatus();
}

std::string DescribeStudies(const std::vector<StudySummary>& studies) {
  uint64_t records = 0, repeated = 0;
  std::vector<std::string> parts;
  for (const StudySummary& s : studies) {
    records += s.records;
    repeated += s.repeated;
    if (s.subset) {
      std::vector<std::string> counts;
      for (const auto& [name, n] : s.contracts) counts.push_back(absl::StrCat(name, " ", n));
      parts.push_back(absl::StrCat("seed ", s.params.seed, ": a subset, ", s.records, " of ",
                                   s.params.deals * s.params.records_per_deal(),
                                   " records: ", absl::StrJoin(counts, ", ")));
      continue;
    }
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
