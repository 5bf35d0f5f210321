// The contracts the parameterized tests run under, and their test names.
//
// Every kind of contract once, with each option that changes the rules: the nine trumps, nello
// with each treatment of doubles, sevens with and without the closest-lead rule, splash and
// plunge, and first-lead-trump under a pip trump and under doubles.
#ifndef TEXAS42_TESTS_CONTRACTS_H_
#define TEXAS42_TESTS_CONTRACTS_H_

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/contract.h"

namespace texas42 {

inline std::vector<Contract> EveryContract() {
  std::vector<Contract> contracts;
  for (Trump t : kAllTrumps) contracts.push_back(Contract::Normal(t));
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    contracts.push_back(Contract::Nello(d));
  }
  contracts.push_back(Contract::Sevens(false));
  contracts.push_back(Contract::Sevens(true));
  contracts.push_back(Contract::Splash(Trump::kFours));
  contracts.push_back(Contract::Plunge(Trump::kDoubles));
  for (Trump t : {Trump::kSixes, Trump::kDoubles}) {
    Contract c = Contract::Normal(t);
    c.first_lead_trump = true;
    contracts.push_back(c);
  }
  return contracts;
}

// A GoogleTest name for a parameter from EveryContract, e.g. "nello_high", "splash_fours".
inline std::string ContractTestName(const ::testing::TestParamInfo<Contract>& param) {
  const Contract& c = param.param;
  std::string name(ContractName(c));
  if (c.kind == ContractKind::kNello)
    absl::StrAppend(&name, "_", NelloDoublesName(c.nello_doubles));
  if (c.kind == ContractKind::kSevens && c.sevens_closest_lead) absl::StrAppend(&name, "_closest");
  if (c.kind == ContractKind::kSplash || c.kind == ContractKind::kPlunge) {
    absl::StrAppend(&name, "_", TrumpName(c.trump));
  }
  if (c.first_lead_trump) absl::StrAppend(&name, "_first_lead_trump");
  return name;
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_CONTRACTS_H_
