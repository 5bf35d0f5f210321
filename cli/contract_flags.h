// Contract flags shared by the commands that solve or bid: which contract (normal trumps, nello,
// sevens, splash, plunge), the trumps to try, and the variant options of docs/rules.md.
//
// Flags that do not fit the contract are errors, never silently ignored: a trump named for nello
// or sevens, --nello-doubles without nello, --sevens-closest-lead without sevens,
// --first-lead-trump where there are no trumps.
#ifndef TEXAS42_CLI_CONTRACT_FLAGS_H_
#define TEXAS42_CLI_CONTRACT_FLAGS_H_

#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "solver/contract.h"
#include "solver/deal.h"

namespace texas42 {

struct ContractFlags {
  std::string contract = "normal";
  std::string trump;          // empty: all nine (normal, splash, plunge)
  std::string nello_doubles;  // empty: own
  bool sevens_closest_lead = false;
  bool first_lead_trump = false;
  // Stakes of splash and plunge (docs/rules.md, "Stakes"), set on every contract made.
  int splash_marks = 2;
  int plunge_marks = 4;
  int plunge_doubles = 4;
};

// Adds --contract, --trump, --nello-doubles, --sevens-closest-lead and --first-lead-trump.
void AddContractFlags(CLI::App& cmd, ContractFlags& flags);

// Adds --splash-marks 2|3, --plunge-marks 3|4 and --plunge-doubles 3|4 (the stakes).
void AddStakeFlags(CLI::App& cmd, ContractFlags& flags);

// Returns the contracts the flags ask for: one per trump for normal, splash and plunge (the
// trump the declarer, or in splash and plunge his partner, names), else one.
absl::StatusOr<std::vector<Contract>> ContractsFromFlags(const ContractFlags& flags);

// Returns OK when `declarer` may bid every contract of `contracts` with his hand in `deal`;
// otherwise an error naming the seat, the contract and the doubles he holds.
absl::Status CheckDeclarerQualifies(const std::vector<Contract>& contracts, const Deal& deal,
                                    Seat declarer);

}  // namespace texas42

#endif  // TEXAS42_CLI_CONTRACT_FLAGS_H_
