// Texas 42's own search (solver/search.h) as a reference for tests of the family stack on game 42:
// a family contract and hands of Texas 42 restated as Texas 42's Contract and Deal, and their
// double-dummy value by texas42::Solver on a texas42::Position.
//
// The restatement is written here from the two headers, not taken from the family's engine
// (family/fast_engine.h), so a test that compares a family analysis with these values checks the
// analysis' layouts, tallies and contract handling against a loop that shares none of them.
// Only Texas 42's own contracts cross over: low-no, reversed doubles and sevens to another number
// are a test's mistake.
#ifndef TEXAS42_TESTS_TEXAS42_REFERENCE_H_
#define TEXAS42_TESTS_TEXAS42_REFERENCE_H_

#include "gtest/gtest.h"
#include "solver/contract.h"
#include "solver/deal.h"
#include "solver/family/contract.h"
#include "solver/family/position.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {

// Returns a family trump choice of game 42 as Texas 42's Trump.
inline Trump TexasTrump(int trump) {
  if (trump == family::kDoublesTrump) return Trump::kDoubles;
  if (trump == family::kFollowMe) return Trump::kFollowMe;
  EXPECT_TRUE(trump >= 0 && trump <= 6) << trump;
  return static_cast<Trump>(trump);
}

// Returns `c`, a contract of family game 42, as Texas 42's Contract.
inline Contract TexasContract(const family::Contract& c) {
  EXPECT_FALSE(c.reversed_doubles || c.kind == family::Kind::kLowNo || c.sevens_to != 7)
      << "not one of Texas 42's own contracts";
  Contract out;
  switch (c.kind) {
    case family::Kind::kNormal:
      out = Contract::Normal(TexasTrump(c.trump));
      break;
    case family::Kind::kNello:
    case family::Kind::kLowNo:
      out = Contract::Nello(static_cast<NelloDoubles>(c.nello_doubles));
      break;
    case family::Kind::kSevens:
      out = Contract::Sevens(c.sevens_closest_lead);
      break;
    case family::Kind::kPartnerCall:
      out = c.partner_call == 0 ? Contract::Splash(TexasTrump(c.trump))
                                : Contract::Plunge(TexasTrump(c.trump));
      break;
  }
  out.first_lead_trump = c.first_lead_trump;
  return out;
}

// Returns the four hands of a family deal of game 42 (seats N, E, S, W) as Texas 42's Deal.
inline Deal TexasDeal(const family::Hands& hands) {
  Deal deal;
  for (int s = 0; s < kSeatCount; ++s) {
    for (Tile t : hands[s]) deal.hands[s].Add(t);
  }
  return deal;
}

// Returns the double-dummy value of `hands` under `c` with `declarer` declaring, by Texas 42's
// own Solver: the declarer's side's points or tricks, or in nello the declarer's tricks.
inline int TexasValue(Solver& solver, const family::Contract& c, const family::Hands& hands,
                      int declarer = 0) {
  const Rules rules(TexasContract(c));
  return solver.Solve(Position(rules, TexasDeal(hands), SeatAt(declarer)));
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_TEXAS42_REFERENCE_H_
