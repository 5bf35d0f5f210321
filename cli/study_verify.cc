#include "cli/study_verify.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "solver/analysis/family_study.h"
#include "solver/analysis/family_study_io.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// Reads every record of `reader` (its header read), keeping the records of the deals to solve
// again: `resolve` of them, spread evenly over the study's `deals`. The complete deals are not
// known before the end, so the picks are made from the header's deal count and those beyond the
// file's end are left out by the caller.
template <typename Reader, typename Record>
absl::StatusOr<std::map<uint64_t, std::vector<Record>>> ReadKeeping(Reader& reader,
                                                                    uint64_t resolve,
                                                                    uint64_t deals) {
  std::map<uint64_t, std::vector<Record>> kept;
  const uint64_t picks = std::min<uint64_t>(resolve, deals);
  std::vector<uint64_t> wanted;
  for (uint64_t i = 0; i < picks; ++i) wanted.push_back(i * deals / picks);
  Record record;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(record);
    if (!more.ok()) return more.status();
    if (!*more) break;
    if (std::binary_search(wanted.begin(), wanted.end(), record.index)) {
      kept[record.index].push_back(record);
    }
  }
  return kept;
}

}  // namespace

int VerifyStudy(const std::string& path, uint64_t resolve, int threads) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) return Fail(absl::StrCat("--verify: cannot read '", path, "'"));
  }
  StudyReader reader(path == "-" ? std::cin : file);
  if (absl::Status s = reader.ReadHeader(); !s.ok()) {
    return Fail(absl::StrCat("--verify: ", path, ": ", s.message()));
  }
  const StudyParams& params = reader.params();
  const uint64_t per_deal = params.records_per_deal();
  absl::StatusOr<std::map<uint64_t, std::vector<StudyRecord>>> kept =
      ReadKeeping<StudyReader, StudyRecord>(reader, resolve, params.deals);
  if (!kept.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", kept.status().message()));
  const uint64_t deals = reader.records() / per_deal;
  std::cout << path << ": texas42 study v" << reader.version() << " ("
            << StudyFormatName(reader.format()) << "), seed " << params.seed << ", " << deals
            << " of " << params.deals << " deals, " << reader.records() << " records\n";
  std::cout << "  every record is the study's next one, with that deal of the seed and the "
               "declarer's hand features\n";
  if (params.play) std::cout << "  " << DescribeStudyPlay(params.play) << "\n";
  if (reader.version() >= 2) {
    std::cout << "  every checksum matches its record\n";
  } else {
    std::cout << "  no checksums (a version 1 study): edited values can only be found by "
                 "solving again (--resolve N)\n";
  }
  uint64_t solved = 0;
  for (const auto& [index, records] : *kept) {
    if (records.size() != per_deal) continue;  // the last deal, incomplete
    const absl::StatusOr<std::vector<StudyRecord>> fresh =
        SolveStudyRange(params, index, index + 1, threads);
    if (!fresh.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", fresh.status().message()));
    for (size_t i = 0; i < fresh->size(); ++i) {
      const StudyRecord& again = (*fresh)[i];
      const std::string where = absl::StrCat("--verify: ", path, ": deal ", index, ", declarer ",
                                             std::string(1, SeatLetter(again.declarer)), ", ",
                                             StudyContractName(again.contract), ": ");
      if (again.value != records[i].value) {
        return Fail(absl::StrCat(where, "the file says ", records[i].value,
                                 ", solving again gives ", again.value));
      }
      if (again.table_makes != records[i].table_makes) {
        return Fail(absl::StrCat(where, "the file's table_makes ",
                                 TableMakesText(*records[i].table_makes), ", playing again gives ",
                                 TableMakesText(*again.table_makes)));
      }
    }
    ++solved;
  }
  if (resolve > 0) {
    std::cout << "  " << solved << " deals solved again (" << solved * per_deal
              << " records): every value " << (params.play ? "and table outcome " : "")
              << "matches\n";
  }
  if (reader.partial_tail()) {
    std::cout << "  an incomplete last line was not read (an interrupted study)\n";
  }
  if (deals < params.deals) {
    std::cout << "  the study is not finished: texas42 study --resume completes it\n";
  }
  return 0;
}

int VerifyFamilyStudy(const std::string& path, const family::Game& game, uint64_t resolve,
                      int threads) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) return Fail(absl::StrCat("--verify: cannot read '", path, "'"));
  }
  FamilyStudyReader reader(path == "-" ? std::cin : file);
  if (absl::Status s = reader.ReadHeader(); !s.ok()) {
    return Fail(absl::StrCat("--verify: ", path, ": ", s.message()));
  }
  const FamilyStudyParams& params = reader.params();
  if (params.game != &game) {
    return Fail(absl::StrCat("--verify: ", path, " holds a ", params.game->title, " study, not ",
                             game.title, " (--game ", game.name, ")"));
  }
  const uint64_t per_deal = params.records_per_deal();
  absl::StatusOr<std::map<uint64_t, std::vector<FamilyStudyRecord>>> kept =
      ReadKeeping<FamilyStudyReader, FamilyStudyRecord>(reader, resolve, params.deals);
  if (!kept.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", kept.status().message()));
  const uint64_t deals = reader.records() / per_deal;
  std::cout << path << ": texas42 family study v1 (" << StudyFormatName(reader.format()) << "), "
            << game.title << ", seed " << params.seed << ", " << deals << " of " << params.deals
            << " deals, " << reader.records() << " records\n";
  std::cout << "  every record is the study's next one, with that deal of the seed and the "
               "declarer's hand and features\n";
  std::cout << "  every checksum matches its record\n";
  if (params.play) std::cout << "  " << DescribeStudyPlay(params.play) << "\n";
  uint64_t solved = 0;
  for (const auto& [index, records] : *kept) {
    if (records.size() != per_deal) continue;  // the last deal, incomplete
    const absl::StatusOr<std::vector<FamilyStudyRecord>> fresh =
        SolveFamilyStudyRange(params, index, index + 1, threads);
    if (!fresh.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", fresh.status().message()));
    for (size_t i = 0; i < fresh->size(); ++i) {
      const FamilyStudyRecord& again = (*fresh)[i];
      const std::string where =
          absl::StrCat("--verify: ", path, ": deal ", index, ", declarer ",
                       std::string(1, family::SeatLetter(again.declarer)), ", ",
                       family::ContractName(game, again.contract), ": ");
      if (again.value != records[i].value) {
        return Fail(absl::StrCat(where, "the file says ", records[i].value,
                                 ", solving again gives ", again.value));
      }
      if (again.table_makes != records[i].table_makes) {
        return Fail(absl::StrCat(where, "the file's table_makes differ from playing again"));
      }
    }
    ++solved;
  }
  if (resolve > 0) {
    std::cout << "  " << solved << " deals solved again (" << solved * per_deal
              << " records): every value " << (params.play ? "and table outcome " : "")
              << "matches\n";
  }
  if (reader.partial_tail()) {
    std::cout << "  an incomplete last line was not read (an interrupted study)\n";
  }
  if (deals < params.deals) {
    std::cout << "  the study is not finished: texas42 study --resume completes it\n";
  }
  return 0;
}

}  // namespace texas42
