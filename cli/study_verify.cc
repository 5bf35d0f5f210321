#include "cli/study_verify.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "solver/analysis/study.h"
#include "solver/analysis/study_io.h"
#include "solver/analysis/study_reader.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// Reads every record of `reader` (its header read) and reports on standard output: `intro`
// given the complete deals read, then, with `resolve` > 0, that many complete deals, spread
// evenly over the study's `deals`, solved again by `solve(index)` and compared record by record
// (`name` names a record in an error). The complete deals are not known before the end, so the
// picks are made from the header's deal count and those beyond the file's end are dropped.
template <typename Record, typename Reader, typename Intro, typename Solve, typename Name>
int CheckRecords(const std::string& path, Reader& reader, uint64_t deals, size_t per_deal,
                 uint64_t resolve, bool played, Intro intro, Solve solve, Name name) {
  std::map<uint64_t, std::vector<Record>> kept;
  const uint64_t picks = std::min<uint64_t>(resolve, deals);
  std::vector<uint64_t> wanted;
  for (uint64_t i = 0; i < picks; ++i) wanted.push_back(i * deals / picks);
  Record record;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(record);
    if (!more.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", more.status().message()));
    if (!*more) break;
    if (std::binary_search(wanted.begin(), wanted.end(), record.index)) {
      kept[record.index].push_back(record);
    }
  }
  const uint64_t complete = reader.records() / per_deal;
  std::cout << intro(complete);
  uint64_t solved = 0;
  for (const auto& [index, records] : kept) {
    if (records.size() != per_deal) continue;  // the last deal, incomplete
    const absl::StatusOr<std::vector<Record>> fresh = solve(index);
    if (!fresh.ok()) return Fail(absl::StrCat("--verify: ", path, ": ", fresh.status().message()));
    for (size_t i = 0; i < fresh->size(); ++i) {
      const Record& again = (*fresh)[i];
      const std::string where =
          absl::StrCat("--verify: ", path, ": deal ", index, ", ", name(again), ": ");
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
              << " records): every value " << (played ? "and table outcome " : "") << "matches\n";
  }
  if (reader.partial_tail()) {
    std::cout << "  an incomplete last line was not read (an interrupted study)\n";
  }
  if (complete < deals) {
    std::cout << "  the study is not finished: texas42 study --resume completes it\n";
  }
  return 0;
}

// Returns the edition of a study file in words.
std::string EditionName(StudyEdition edition) {
  switch (edition) {
    case StudyEdition::kCurrent:
      return absl::StrCat("texas42 study v", kStudyVersion);
    case StudyEdition::kTexas42V2:
      return "texas42 study v2, Texas 42's before version 3";
    case StudyEdition::kTexas42V1:
      return "texas42 study v1, Texas 42's with a header line";
    case StudyEdition::kFamilyV1:
      return "texas42 family study v1, the family's before version 3";
  }
  return "";
}

}  // namespace

int VerifyStudy(const std::string& path, const family::Game& game, uint64_t resolve, int threads) {
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
  if (params.game != &game) {
    return Fail(absl::StrCat("--verify: ", path, " holds a ", params.game->title, " study, not ",
                             game.title, " (--game ", game.name, ")"));
  }
  const bool checked = reader.checked();
  const auto intro = [&](uint64_t deals) {
    return absl::StrCat(
        path, ": ", EditionName(reader.edition()), " (", StudyFormatName(reader.format()), "), ",
        game.title, ", seed ", params.seed, ", ", deals, " of ", params.deals, " deals, ",
        reader.records(), " records\n",
        "  every record is the study's next one, with that deal of the seed and the declarer's "
        "hand features\n",
        params.play ? absl::StrCat("  ", DescribeStudyPlay(params.play), "\n") : "",
        checked ? "  every checksum matches its record\n"
                : "  no checksums (a version 1 study): edited values can only be found by "
                  "solving again (--resolve N)\n");
  };
  return CheckRecords<StudyRecord>(
      path, reader, params.deals, params.records_per_deal(), resolve, params.play.has_value(),
      intro, [&](uint64_t index) { return SolveStudyRange(params, index, index + 1, threads); },
      [&](const StudyRecord& r) {
        return absl::StrCat("declarer ", std::string(1, family::SeatLetter(r.declarer)), ", ",
                            family::ContractName(game, r.contract));
      });
}

}  // namespace texas42
