// Every contract and variant of every game of the family, for the family's tests: each trump
// choice, nello and low-no with each doubles rule (and reversed doubles), sevens to several
// numbers and with closest-lead, every partner call.
#ifndef TEXAS42_TESTS_FAMILY_CONTRACTS_H_
#define TEXAS42_TESTS_FAMILY_CONTRACTS_H_

#include <vector>

#include "solver/family/contract.h"
#include "solver/family/game.h"

namespace texas42::family {

inline std::vector<Contract> EveryContract(const Game& game) {
  std::vector<Contract> out;
  for (int t = kFollowMe; t <= game.max_pip; ++t) {
    Contract c;
    c.trump = t;
    out.push_back(c);
    if (t == kDoublesTrump) {
      c.reversed_doubles = true;
      out.push_back(c);
    }
  }
  for (Kind kind : {Kind::kNello, Kind::kLowNo}) {
    if ((kind == Kind::kNello && !game.nello) || (kind == Kind::kLowNo && !game.low_no)) continue;
    for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
      Contract c;
      c.kind = kind;
      c.nello_doubles = d;
      out.push_back(c);
      if (d == NelloDoubles::kOwn) {
        c.reversed_doubles = true;
        out.push_back(c);
      }
    }
  }
  if (game.sevens) {
    for (int to : {7, 5, 9}) {
      Contract c;
      c.kind = Kind::kSevens;
      c.sevens_to = to;
      out.push_back(c);
    }
    Contract c;
    c.kind = Kind::kSevens;
    c.sevens_closest_lead = true;
    out.push_back(c);
  }
  for (int i = 0; i < 3; ++i) {
    if (game.partner_calls[i].name.empty()) continue;
    Contract c;
    c.kind = Kind::kPartnerCall;
    c.partner_call = i;
    c.trump = i == 0 ? 3 : i == 1 ? kDoublesTrump : kFollowMe;
    out.push_back(c);
  }
  return out;
}

}  // namespace texas42::family

#endif  // TEXAS42_TESTS_FAMILY_CONTRACTS_H_
