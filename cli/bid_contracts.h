// The contracts `texas42 bid` analyzes, from the shared contract flags (cli/contract_flags.h).
//
// --contract is `all` (the default), or a comma list of normal, nello, sevens, splash, plunge.
// `all` means every normal trump asked for by --trump, nello in its three doubles variants (or
// the one --nello-doubles names), sevens, and splash and plunge when the declarer's hand
// qualifies (3 and 4 doubles); a hand that does not qualify is noted, not an error. Naming splash
// or plunge for a hand that does not qualify is an error, as is a variant flag for a contract
// not asked for.
#ifndef TEXAS42_CLI_BID_CONTRACTS_H_
#define TEXAS42_CLI_BID_CONTRACTS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "cli/contract_flags.h"
#include "solver/contract.h"
#include "solver/tile_set.h"

namespace texas42 {

struct BidContracts {
  std::vector<Contract> contracts;  // normal trumps first, then nello, sevens, splash, plunge
  std::string skipped;              // why `all` left splash or plunge out ("" when it did not)
};

// Returns the contracts the flags ask for a declarer holding `hand`, or an error naming the flag.
absl::StatusOr<BidContracts> BidContractsFromFlags(const ContractFlags& flags, TileSet hand);

}  // namespace texas42

#endif  // TEXAS42_CLI_BID_CONTRACTS_H_
