// A hand of a family game played at random from its first lead, for tests of the table
// players: the deal DealRandom(game, {}, seed, 0), the declarer (seat 0) keeping exchange
// choice number `exchange` (modulo the choices), then `steps` legal moves drawn from the stream
// (seed, stream). Invariant: `position` is the start after `moves`.
#ifndef TEXAS42_TESTS_FAMILY_RANDOM_LINE_H_
#define TEXAS42_TESTS_FAMILY_RANDOM_LINE_H_

#include <cstdint>
#include <vector>

#include "gtest/gtest.h"
#include "solver/family/deal.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/rng.h"

namespace texas42::family {

struct RandomLine {
  Hands start{};
  TileSet discard;  // the declarer's, in games with an exchange
  std::vector<Move> moves;
  Position position;
};

inline RandomLine PlayRandomLine(const Rules& rules, uint64_t seed, int steps, size_t exchange,
                                 uint64_t stream) {
  const Game& game = rules.game();
  const Deal deal = DealRandom(game, {}, seed, 0);
  const std::vector<TileSet> choices = ExchangeChoices(game, deal, 0);
  Hands start = deal.hands;
  start[0] = choices[exchange % choices.size()];
  const TileSet discard =
      game.exchange == Exchange::kNone ? TileSet() : (deal.hands[0] | deal.left_over) - start[0];
  RandomLine line{start, discard, {}, Position(rules, start, 0)};
  Rng rng(seed, stream);
  for (int i = 0; i < steps && !line.position.finished(); ++i) {
    const std::vector<Move> legal = line.position.Legal();
    const Move m = legal[rng.Below(static_cast<uint32_t>(legal.size()))];
    EXPECT_TRUE(line.position.Play(m).ok());
    line.moves.push_back(m);
  }
  return line;
}

}  // namespace texas42::family

#endif  // TEXAS42_TESTS_FAMILY_RANDOM_LINE_H_
