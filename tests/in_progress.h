// What a hand of 42 is now, as Position::Resume takes it: for the tests that resume hands.
#ifndef TEXAS42_TESTS_IN_PROGRESS_H_
#define TEXAS42_TESTS_IN_PROGRESS_H_

#include "solver/state.h"

namespace texas42 {

inline Position::InProgress NowOf(const Position& position) {
  Position::InProgress state;
  state.hands = position.hands();
  state.leader = position.leader();
  state.trick = position.trick();
  state.tricks_played = kTricksPerHand - position.tricks_left();
  state.taken = {position.taken(Team::kNorthSouth), position.taken(Team::kEastWest)};
  state.declarer_tricks = position.declarer_tricks();
  return state;
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_IN_PROGRESS_H_
