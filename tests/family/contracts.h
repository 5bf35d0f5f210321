// Every contract and variant of every game of the family, for the family's tests: each trump
// choice, nello and low-no with each doubles rule (and reversed doubles), sevens to several
// numbers and with closest-lead, every partner call.
#ifndef TEXAS42_TESTS_FAMILY_CONTRACTS_H_
#define TEXAS42_TESTS_FAMILY_CONTRACTS_H_

#include <cctype>
#include <string>
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

// The contracts of Texas 42 that its own rules play, each kind once with each option that changes
// them (tests/contracts.h's list in the family's terms): the nine trumps, nello under each doubles
// rule, sevens with and without closest-lead, splash (fours) and plunge (doubles), and
// first-lead-trump under sixes and under doubles.
inline std::vector<Contract> Texas42Contracts() {
  std::vector<Contract> out;
  for (int t = 0; t <= 6; ++t) {
    Contract c;
    c.trump = t;
    out.push_back(c);
  }
  for (int t : {kDoublesTrump, kFollowMe}) {
    Contract c;
    c.trump = t;
    out.push_back(c);
  }
  for (NelloDoubles d : {NelloDoubles::kOwn, NelloDoubles::kHigh, NelloDoubles::kLow}) {
    Contract c;
    c.kind = Kind::kNello;
    c.nello_doubles = d;
    out.push_back(c);
  }
  for (bool closest : {false, true}) {
    Contract c;
    c.kind = Kind::kSevens;
    c.sevens_closest_lead = closest;
    out.push_back(c);
  }
  for (int call : {0, 1}) {
    Contract c;
    c.kind = Kind::kPartnerCall;
    c.partner_call = call;
    c.trump = call == 0 ? 4 : kDoublesTrump;
    out.push_back(c);
  }
  for (int t : {6, kDoublesTrump}) {
    Contract c;
    c.trump = t;
    c.first_lead_trump = true;
    out.push_back(c);
  }
  return out;
}

// Returns a GoogleTest name for `c` of `game`: "sixes", "nello_high", "sevens_closest",
// "splash_fours", "doubles_first_lead_trump".
inline std::string ContractTestName(const Game& game, const Contract& c) {
  std::string name = ContractName(game, c);
  if (c.kind == Kind::kNello || c.kind == Kind::kLowNo) {
    name += "_" + std::string(NelloDoublesName(c.nello_doubles));
  }
  if (c.kind == Kind::kSevens && c.sevens_closest_lead) name += "_closest";
  if (c.kind == Kind::kPartnerCall) name += "_" + TrumpName(c.trump);
  if (c.first_lead_trump) name += "_first_lead_trump";
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

}  // namespace texas42::family

#endif  // TEXAS42_TESTS_FAMILY_CONTRACTS_H_
