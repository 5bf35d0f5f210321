// `texas42 table --game G FILE...`: the bidding table of a game of the family read from family
// study files (texas42 study --game G) into the one bidding table (bidding_table.h) and written
// by the one table report (table_report.h). A file of another game is refused with one error
// line.
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "cli/command.h"
#include "cli/family_analysis.h"
#include "cli/output_file.h"
#include "cli/table_report.h"
#include "solver/analysis/bidding_table.h"
#include "solver/analysis/family_study_io.h"
#include "solver/family/deal.h"

namespace texas42 {
namespace {

// Reads one study file (or stdin for '-') into `builder`; returns its params, and in `read`
// the records it held (fewer than the study's in a subset a user filtered).
absl::StatusOr<FamilyStudyParams> ReadStudy(const std::string& path, const family::Game& game,
                                            const std::vector<int>& seats,
                                            BiddingTableBuilder& builder, uint64_t& read) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) return absl::InvalidArgumentError(absl::StrCat("cannot read ", path));
  }
  std::istream& in = path == "-" ? std::cin : file;
  FamilyStudyReader reader(in, /*allow_subset=*/true);
  if (absl::Status s = reader.ReadHeader(); !s.ok()) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": ", s.message()));
  }
  if (reader.params().game != &game) {
    return absl::InvalidArgumentError(absl::StrCat(path, " holds a ", reader.params().game->name,
                                                   " study, not ", game.name, " (--game)"));
  }
  FamilyStudyRecord r;
  while (true) {
    absl::StatusOr<bool> more = reader.Next(r);
    if (!more.ok())
      return absl::InvalidArgumentError(absl::StrCat(path, ": ", more.status().message()));
    if (!*more) break;
    if (std::find(seats.begin(), seats.end(), r.declarer) != seats.end()) builder.Add(r);
  }
  read = reader.read();
  return reader.params();
}

}  // namespace

int RunFamilyTable(const FamilyTableFlags& flags) {
  const family::Game& game = *flags.game;
  absl::StatusOr<std::vector<HandFeature>> by = ParseHandFeatures(flags.by);
  if (!by.ok()) return Fail(absl::StrCat("--by: ", by.status().message()));
  std::vector<int> seats;
  if (absl::AsciiStrToLower(flags.declarer) == "all") {
    for (int s = 0; s < game.seats; ++s) seats.push_back(s);
  } else {
    for (absl::string_view name : absl::StrSplit(flags.declarer, ',', absl::SkipWhitespace())) {
      absl::StatusOr<int> seat = family::ParseSeat(game, absl::StripAsciiWhitespace(name));
      if (!seat.ok()) return Fail(absl::StrCat("--declarer: ", seat.status().message()));
      seats.push_back(*seat);
    }
    if (seats.empty()) return Fail("--declarer: no seat named");
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg, flags.studies);
  if (!outputs.ok()) return Fail(outputs.status());
  BiddingTableBuilder builder(game, *by);
  std::vector<std::string> described;
  std::map<uint64_t, std::string> seeds;  // deal i of a seed is one deal in every study
  for (const std::string& path : flags.studies) {
    uint64_t read = 0;
    absl::StatusOr<FamilyStudyParams> p = ReadStudy(path, game, seats, builder, read);
    if (!p.ok()) return Fail(p.status());
    if (const auto [it, fresh] = seeds.emplace(p->seed, path); !fresh) {
      return Fail(absl::StrCat(it->second, " and ", path, " share seed ", p->seed,
                               ": their deals are the same deals; give one of them"));
    }
    const uint64_t all = p->deals * p->records_per_deal();
    described.push_back(absl::StrCat(
        path, " (seed ", p->seed, ", ", p->deals, " deals",
        read < all ? absl::StrCat("; a subset, ", read, " of ", all, " records") : "", ")"));
  }
  const BiddingTable table = builder.Build();
  if (table.rows.empty()) return Fail("no study record of a trump contract matches --declarer");
  const std::string about =
      absl::StrCat(table.hands, " hands from ", absl::StrJoin(described, ", "), ", double dummy");
  if (absl::Status s = WriteTable(*outputs, *format, table, about, std::nullopt); !s.ok()) {
    return Fail(s);
  }
  return 0;
}

}  // namespace texas42
