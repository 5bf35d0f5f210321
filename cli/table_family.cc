// `texas42 table FILE...` over family study files (texas42 study --game G): the bidding table of
// a game of the family read into the one bidding table (bidding_table.h) and written by the one
// table report (table_report.h). A file of another game is refused with one error line.
#include <algorithm>
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
#include "solver/family/deal.h"

namespace texas42 {
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
  std::vector<family::Contract> trumps;  // empty: all
  if (absl::AsciiStrToLower(flags.trump) != "all") {
    for (absl::string_view name : absl::StrSplit(flags.trump, ',', absl::SkipWhitespace())) {
      absl::StatusOr<family::Contract> c =
          family::ParseContract(game, absl::StripAsciiWhitespace(name));
      if (!c.ok()) return Fail(absl::StrCat("--trump: ", c.status().message()));
      if (c->kind != family::Kind::kNormal) {
        return Fail(absl::StrCat("--trump: ", family::ContractName(game, *c),
                                 " is not a trump (a bidding table holds trump contracts)"));
      }
      trumps.push_back(*c);
    }
    if (trumps.empty()) return Fail("--trump: no trump named");
  }
  absl::StatusOr<std::string> format = ResolveFormat(flags.out);
  if (!format.ok()) return Fail(format.status());
  absl::StatusOr<CommandOutputs> outputs = OpenOutputs(flags.out.output, flags.svg, flags.studies);
  if (!outputs.ok()) return Fail(outputs.status());
  BiddingTableBuilder builder(game, *by);
  absl::StatusOr<FamilyStudiesRead> read =
      ReadFamilyStudies(flags.studies, game, [&](const FamilyStudyRecord& r) {
        if (std::find(seats.begin(), seats.end(), r.declarer) != seats.end() &&
            (trumps.empty() ||
             std::find(trumps.begin(), trumps.end(), r.contract) != trumps.end())) {
          builder.Add(r);
        }
      });
  if (!read.ok()) return Fail(read.status());
  const BiddingTable table = builder.Build();
  if (table.rows.empty()) {
    return Fail("no study record of a trump contract matches --trump and --declarer");
  }
  const std::string about =
      absl::StrCat(table.hands, " hands from ", absl::StrJoin(read->described, ", "), ", ",
                   DescribeStudyPlay(read->play));
  if (absl::Status s = WriteTable(*outputs, *format, table, about, read->play); !s.ok()) {
    return Fail(s);
  }
  return 0;
}

}  // namespace texas42
