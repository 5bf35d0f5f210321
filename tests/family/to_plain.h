// A family Position as a problem of the plain minimax (tests/family/plain_minimax.h), for the
// tests that check the family's search against it.
//
// Only the shape of the game, the contract's rules, the tiles still held and the trick in
// progress cross over: the plain minimax values the rest of the hand, so a caller adds
// position.taken() to compare with a value that counts what is already taken.
#ifndef TEXAS42_TESTS_FAMILY_TO_PLAIN_H_
#define TEXAS42_TESTS_FAMILY_TO_PLAIN_H_

#include "solver/family/contract.h"
#include "solver/family/game.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "tests/family/plain_minimax.h"

namespace texas42::family {

inline plain::Problem ToPlain(const Position& p) {
  const Game& game = p.rules().game();
  const Contract& c = p.rules().contract();
  plain::Problem q;
  q.seats = game.seats;
  q.max_pip = game.max_pip;
  q.counts = game.counts;
  q.big_game_leads = game.split_leads;
  switch (c.kind) {
    case Kind::kNormal:
      q.kind = plain::Kind::kNormal;
      break;
    case Kind::kNello:
      q.kind = plain::Kind::kNello;
      break;
    case Kind::kLowNo:
      q.kind = plain::Kind::kLowNo;
      break;
    case Kind::kSevens:
      q.kind = plain::Kind::kSevens;
      break;
    case Kind::kPartnerCall:
      q.kind = plain::Kind::kSplash;
      break;
  }
  q.trump = c.trump;
  q.nello_doubles = static_cast<int>(c.nello_doubles);
  q.reversed_doubles = c.reversed_doubles;
  q.sevens_to = c.sevens_to;
  q.sevens_closest_lead = c.sevens_closest_lead;
  q.hands.resize(game.seats);
  for (int s = 0; s < game.seats; ++s) {
    for (Tile t : p.hand(s)) q.hands[s].push_back({t.high(), t.low()});
  }
  q.declarer = p.declarer();
  q.leader = p.leader();
  for (Tile t : p.trick()) q.trick.push_back({t.high(), t.low()});
  // A lead calls its higher end, but The Big Game's 7-3 and 8-2 may call the lower (sevens has
  // no suits: the family calls every lead there suit 0).
  q.lead_low_end = c.kind != Kind::kSevens && !p.trick().empty() &&
                   !p.trick().front().is_double() && p.led_suit() == p.trick().front().low();
  return q;
}

}  // namespace texas42::family

#endif  // TEXAS42_TESTS_FAMILY_TO_PLAIN_H_
