#include "cli/your_plays.h"

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"

namespace texas42 {

std::string YourPlaysText(absl::string_view seat, bool table, const std::vector<YourPlay>& plays,
                          const std::function<std::string(int)>& unit) {
  std::string out = absl::StrCat("\nYour plays (", seat, "): what each cost double dummy",
                                 table ? ", the table player's tile in your seat and how yours "
                                         "reached the goal over its worlds"
                                       : "",
                                 ".\n");
  absl::StrAppend(&out, "trick  tile   cost  ", table ? "table  reach   " : "", "note\n");
  int given = 0, mistakes = 0, agreed = 0;
  for (const YourPlay& p : plays) {
    if (p.mistake) {
      ++mistakes;
      given += p.cost;
    }
    std::string columns;
    if (p.table_tile) {
      agreed += *p.table_tile == p.tile;
      columns = absl::StrFormat("%-5s  %-6s  ", *p.table_tile, p.reach);
    }
    const std::string row = absl::StrFormat("%5d  %-5s  %4d  %s%s", p.trick, p.tile, p.cost,
                                            columns, absl::StrJoin(p.notes, "; "));
    absl::StrAppend(&out, absl::StripTrailingAsciiWhitespace(row), "\n");
  }
  absl::StrAppend(&out, "You gave away ", given, " ", unit(given), " double dummy in ", mistakes,
                  mistakes == 1 ? " mistake" : " mistakes");
  if (table) {
    absl::StrAppend(&out, "; you played the table player's tile ", agreed, " of ", plays.size());
  }
  absl::StrAppend(&out, ".\n");
  return out;
}

}  // namespace texas42
