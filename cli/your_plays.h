// The table that ends `texas42 play --seat S` in every game of the family: each of the person's
// plays with its cost double dummy, the table player's tile in his seat and how the person's
// tile reached the goal over the table player's worlds (when the review has them), and a line
// that sums up what he gave away. The seat's report (play_seat_report.h) makes the rows from
// the review; this writes them.
#ifndef TEXAS42_CLI_YOUR_PLAYS_H_
#define TEXAS42_CLI_YOUR_PLAYS_H_

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace texas42 {

// One play of the person's.
struct YourPlay {
  int trick = 0;
  std::string tile;  // as the game writes it ("6-4", "7-3@3")
  int cost = 0;      // points or tricks given away double dummy
  bool mistake = false;
  std::vector<std::string> notes;
  // With the table player's view: his tile in the person's seat, and "12/16" (worlds in which
  // the person's tile reached the goal) or "forced".
  std::optional<std::string> table_tile;
  std::string reach;
};

// Writes the table for the person in `seat` ("East"); `unit` gives the word for an amount
// ("points", "trick"). `table` says the review has the table player's view.
std::string YourPlaysText(absl::string_view seat, bool table, const std::vector<YourPlay>& plays,
                          const std::function<std::string(int)>& unit);

}  // namespace texas42

#endif  // TEXAS42_CLI_YOUR_PLAYS_H_
