// The family's general search against the plain minimax of tests/family/plain_minimax.h, written
// separately from docs/rules.md alone, on random endgames of every game, contract and variant;
// and conformance playouts: random legal play from random deals always ends in a legal state
// with the game's total shared out between the two sides.
//
// Endgames come from random deals played out at random to a trick boundary, so the leader is
// whoever won the last trick. Four-seat games stop with 3 or 4 tricks left, three-seat games with
// 4 or 5 (the plain minimax has no pruning: that is as far as it goes in good time).
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "solver/family/contract.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/game.h"
#include "solver/family/line.h"
#include "solver/family/position.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/rng.h"
#include "tests/family/contracts.h"
#include "tests/family/plain_minimax.h"
#include "tests/family/to_plain.h"

namespace texas42::family {
namespace {

// Tricks played at random before the sevens of a three-seat game are compared.
constexpr int kThreeSeatSevensTricksPlayed = 1;

// Plays random legal moves until `tricks_left` tricks are left.
void PlayDown(Position& p, int tricks_left, Rng& rng) {
  while (p.tricks_left() > tricks_left || !p.trick().empty()) {
    const std::vector<Move> legal = p.Legal();
    ASSERT_FALSE(legal.empty());
    ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
  }
}

TEST(FamilyMinimax, EveryGameAndVariantAgreesOnRandomEndgames) {
  int compared = 0;
  std::vector<const Game*> games(AllGames().begin(), AllGames().end());
  games.push_back(&MoonWithDoubleBlank());  // Moon with the 0-0, a double, for the 1-0
  for (const Game* game : games) {
    const std::vector<Contract> contracts = EveryContract(*game);
    for (size_t ci = 0; ci < contracts.size(); ++ci) {
      const Rules rules(*game, contracts[ci]);
      Solver solver(SearchOptions{16});
      // The general search under every option; for Texas 42, `solver` is its fast search.
      Solver bare(
          SearchOptions{.table_bits = 0, .collapse_equivalent = false, .fast_texas42 = false});
      Solver live_suits(
          SearchOptions{.table_bits = 16, .dead_suits = false, .fast_texas42 = false});
      Solver dead_keys(
          SearchOptions{.table_bits = 16, .dead_suit_keys = true, .fast_texas42 = false});
      Rng rng(23, MixHash(static_cast<uint64_t>(game->id), ci));
      const int deals = game->seats == 3 ? 24 : 28;
      for (int i = 0; i < deals; ++i) {
        const Deal deal = DealRandom(*game, Hands{}, 11 + ci, i);
        const int declarer = i % game->seats;
        const std::vector<TileSet> choices = ExchangeChoices(*game, deal, declarer);
        Hands hands = deal.hands;
        hands[declarer] = choices[rng.Below(static_cast<uint32_t>(choices.size()))];
        Position p(rules, hands, declarer);
        const bool deep = i % 4 == 0;
        const int left = game->seats == 3 ? (deep ? 5 : 4) : (deep ? 4 : 3);
        PlayDown(p, left, rng);
        const int want = plain::PlainValue(ToPlain(p));
        const std::string what = absl::StrCat(game->name, " ", ContractName(*game, contracts[ci]),
                                              contracts[ci].reversed_doubles ? " reversed" : "",
                                              " sevens-to ", contracts[ci].sevens_to, " deal ",
                                              FormatDeal(*game, deal), " declarer ", declarer);
        ASSERT_EQ(solver.Solve(p) - p.taken(), want) << what;
        ASSERT_EQ(bare.Solve(p) - p.taken(), want) << what << " (no table, no twins)";
        ASSERT_EQ(live_suits.Solve(p) - p.taken(), want) << what << " (every suit matters)";
        ASSERT_EQ(dead_keys.Solve(p) - p.taken(), want) << what << " (dead suits in the keys)";
        // Each target query agrees with the value.
        EXPECT_TRUE(solver.Reaches(p, p.taken() + want)) << what;
        EXPECT_FALSE(solver.Reaches(p, p.taken() + want + 1)) << what;
        // A window below, around and above the value: exact inside, lo - 1 or hi + 1 outside.
        const int value = p.taken() + want;
        for (const auto& [lo, hi] :
             {std::pair{std::max(1, value - 2), value + 1}, std::pair{value + 1, value + 4},
              std::pair{std::max(1, value - 5), std::max(1, value - 1)}}) {
          EXPECT_EQ(solver.SolveWindow(p, lo, hi), std::clamp(value, lo - 1, hi + 1))
              << what << " window " << lo << ".." << hi;
        }
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 2000);
}

// Whole hands where the plain minimax can enumerate every line: sevens, where every follower
// must play one of his tiles closest to the number, so only the leads branch widely. Three-seat
// games (3-handed 42: nine tricks) start after the first trick, and the plain minimax remembers
// the positions it has valued at trick boundaries.
TEST(FamilyMinimax, WholeSevensHandsAgree) {
  int compared = 0;
  for (const Game* game : AllGames()) {
    if (!game->sevens) continue;
    for (const Contract& c : EveryContract(*game)) {
      if (c.kind != Kind::kSevens) continue;
      const Rules rules(*game, c);
      Solver solver(SearchOptions{16});
      Rng rng(31, static_cast<uint64_t>(c.sevens_to));
      for (int i = 0; i < 2; ++i) {
        const Deal deal = DealRandom(*game, Hands{}, 77, i + 10 * c.sevens_to);
        Position p(rules, deal.hands, i % game->seats);
        if (game->seats == 3) PlayDown(p, game->tricks() - kThreeSeatSevensTricksPlayed, rng);
        const std::string what = absl::StrCat(game->name, " sevens to ", c.sevens_to,
                                              c.sevens_closest_lead ? " closest-lead" : "",
                                              " deal ", FormatDeal(*game, deal));
        const int want = p.taken() + (game->seats == 3 ? plain::PlainValueRemembering(ToPlain(p))
                                                       : plain::PlainValue(ToPlain(p)));
        EXPECT_EQ(solver.Solve(p), want) << what;
        ++compared;
      }
    }
  }
  EXPECT_GE(compared, 16);
}

// Whole hands of Shoot the Moon (three hands of seven, after an exchange), every contract: the
// plain minimax enumerates every line, remembering positions it has valued at trick boundaries.
TEST(FamilyMinimax, WholeMoonHandsAgree) {
  const Game& game = GameOf(GameId::kMoon);
  int compared = 0;
  for (const Contract& c : EveryContract(game)) {
    const Rules rules(game, c);
    Solver solver(SearchOptions{16});
    const Deal deal = DealRandom(game, Hands{}, 5, compared);
    const int declarer = compared % game.seats;
    const std::vector<TileSet> choices = ExchangeChoices(game, deal, declarer);
    Hands hands = deal.hands;
    hands[declarer] = choices[compared % choices.size()];
    const Position p(rules, hands, declarer);
    EXPECT_EQ(solver.Solve(p), plain::PlainValueRemembering(ToPlain(p)))
        << ContractName(game, c) << " deal " << FormatDeal(game, deal);
    ++compared;
  }
  EXPECT_GE(compared, 10);
}

// SolveDeal's exchange, whole Moon hands of every contract and both Moon sets: the value is the
// best of every exchange choice solved on its own (the most for the declarer's side, the least
// in nello and low-no), and the discard is that of the first choice in tile order that reaches
// it, whatever order the choices are weighed in and whichever queries settle them.
TEST(FamilyMinimax, TheExchangeIsTheFirstBestChoice) {
  int compared = 0, ties = 0;
  for (const Game* game : {&GameOf(GameId::kMoon), &MoonWithDoubleBlank()}) {
    for (const Contract& c : EveryContract(*game)) {
      const Rules rules(*game, c);
      const bool minimizing = rules.scoring() == Scoring::kNoTricks;
      for (int d = 0; d < 4; ++d) {
        Solver solver(SearchOptions{16}), alone(SearchOptions{16});
        const Deal deal = DealRandom(*game, Hands{}, 11, static_cast<uint64_t>(compared));
        const int declarer = compared % game->seats;
        const TileSet all = deal.hands[declarer] | deal.left_over;
        std::vector<int> values;
        for (TileSet hand : ExchangeChoices(*game, deal, declarer)) {
          Hands hands = deal.hands;
          hands[declarer] = hand;
          values.push_back(alone.Solve(Position(rules, hands, declarer)));
        }
        const auto best = minimizing ? std::min_element(values.begin(), values.end())
                                     : std::max_element(values.begin(), values.end());
        const TileSet want = all - ExchangeChoices(*game, deal, declarer)[best - values.begin()];
        ties += std::count(values.begin(), values.end(), *best) > 1;
        const DealValue got = SolveDeal(solver, rules, deal, declarer);
        EXPECT_EQ(got.value, *best) << ContractName(*game, c) << " " << FormatDeal(*game, deal);
        EXPECT_EQ(got.discard, want) << ContractName(*game, c) << " " << FormatDeal(*game, deal);
        ++compared;
      }
    }
  }
  EXPECT_GE(compared, 80);
  EXPECT_GE(ties, 10);  // ties, where the tile order decides, are common
}

// ValuePlays, on random endgames of every game and contract, at a trick boundary and with a
// trick in progress: the same plays as the plain minimax finds legal (a Big Game 7-3 or 8-2 led
// as either end counted twice), each with the plain minimax's value of the rest of the hand after
// it, best for the player to move first.
TEST(FamilyMinimax, ValuePlaysAgreeWithThePlainMinimax) {
  int compared = 0;
  for (const Game* game : AllGames()) {
    const std::vector<Contract> contracts = EveryContract(*game);
    for (size_t ci = 0; ci < contracts.size(); ++ci) {
      const Rules rules(*game, contracts[ci]);
      Solver solver(SearchOptions{12});
      Rng rng(5, MixHash(static_cast<uint64_t>(game->id), ci));
      for (int i = 0; i < 4; ++i) {
        const Deal deal = DealRandom(*game, Hands{}, 3 + ci, i);
        const int declarer = i % game->seats;
        const std::vector<TileSet> choices = ExchangeChoices(*game, deal, declarer);
        Hands hands = deal.hands;
        hands[declarer] = choices[rng.Below(static_cast<uint32_t>(choices.size()))];
        Position p(rules, hands, declarer);
        PlayDown(p, game->seats == 3 ? 4 : 3, rng);
        // Half the positions with a trick in progress: one to three plays into it.
        if (i % 2 == 1) {
          const int plays =
              1 + static_cast<int>(rng.Below(static_cast<uint32_t>(p.trick_size() - 1)));
          for (int k = 0; k < plays; ++k) {
            const std::vector<Move> legal = p.Legal();
            ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
          }
        }
        const std::string what =
            absl::StrCat(game->name, " ", ContractName(*game, contracts[ci]),
                         contracts[ci].reversed_doubles ? " reversed" : "", " sevens-to ",
                         contracts[ci].sevens_to, " deal ", FormatDeal(*game, deal), " declarer ",
                         declarer, " trick of ", p.trick().size());
        const std::vector<MoveValue> got = solver.ValuePlays(p);
        const std::vector<plain::PlayValue> want = plain::PlainPlayValues(ToPlain(p));
        ASSERT_EQ(got.size(), want.size()) << what;
        for (const plain::PlayValue& w : want) {
          const auto same = [&](const MoveValue& m) {
            const bool low_end = contracts[ci].kind != Kind::kSevens && m.move.suit != kNoSuit &&
                                 !m.move.tile.is_double() && m.move.suit == m.move.tile.low();
            return m.move.tile.high() == w.tile.hi && m.move.tile.low() == w.tile.lo &&
                   low_end == w.low_end;
          };
          const auto it = std::find_if(got.begin(), got.end(), same);
          ASSERT_NE(it, got.end()) << what << ": no value for " << w.tile.hi << "-" << w.tile.lo;
          EXPECT_EQ(it->value, p.taken() + w.value)
              << what << ": " << w.tile.hi << "-" << w.tile.lo;
        }
        // Best for the player to move first; ties trumps from the top, then count, then higher.
        const bool maximizing = p.declarer_side(p.to_move()) != p.minimizing();
        for (size_t k = 1; k < got.size(); ++k) {
          EXPECT_TRUE(maximizing ? got[k - 1].value >= got[k].value
                                 : got[k - 1].value <= got[k].value)
              << what;
          if (got[k - 1].value == got[k].value) {
            EXPECT_GE(NaturalKey(rules, got[k - 1].move.tile), NaturalKey(rules, got[k].move.tile))
                << what;
          }
        }
        EXPECT_EQ(got.front().value, solver.Solve(p)) << what;
        // The optimal line plays the first of ValuePlays at every step (its window probes
        // choose as the exact values would) and ends with the position's value.
        const std::vector<Move> line = OptimalLine(solver, p);
        Position walk = p;
        for (const Move& m : line) {
          ASSERT_EQ(m, solver.ValuePlays(walk).front().move) << what;
          PlayKnownLegal(walk, m);
        }
        EXPECT_TRUE(walk.finished()) << what;
        EXPECT_EQ(walk.taken(), got.front().value) << what;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 300);
}

// Random legal playouts: every position before the end has a legal move, each legal move is
// accepted, a tile not held is refused, and the hand ends with the game's total shared out.
TEST(FamilyConformance, PlayoutsEndLegalWithTheGamesTotal) {
  for (const Game* game : AllGames()) {
    const std::vector<Contract> contracts = EveryContract(*game);
    for (size_t ci = 0; ci < contracts.size(); ++ci) {
      const Rules rules(*game, contracts[ci]);
      Rng rng(99, MixHash(static_cast<uint64_t>(game->id), ci));
      for (int i = 0; i < 40; ++i) {
        const Deal deal = DealRandom(*game, Hands{}, 7, i * 31 + ci);
        TileSet all = deal.left_over;
        for (int s = 0; s < game->seats; ++s) {
          ASSERT_EQ(deal.hands[s].size(), game->hand_size);
          ASSERT_TRUE((all & deal.hands[s]).empty());
          all |= deal.hands[s];
        }
        ASSERT_EQ(all, game->tiles);
        const int declarer = i % game->seats;
        const std::vector<TileSet> choices = ExchangeChoices(*game, deal, declarer);
        Hands hands = deal.hands;
        hands[declarer] = choices[rng.Below(static_cast<uint32_t>(choices.size()))];
        ASSERT_EQ(hands[declarer].size(), game->hand_size);
        const TileSet discard = (deal.hands[declarer] | deal.left_over) - hands[declarer];
        if (game->exchange == Exchange::kNonCounter) {
          ASSERT_EQ(rules.CountOf(discard), 0) << "a counter was discarded";
        }
        Position p(rules, hands, declarer);
        int plays = 0;
        while (!p.finished()) {
          const std::vector<Move> legal = p.Legal();
          ASSERT_FALSE(legal.empty());
          const int mover = p.to_move();
          const TileSet not_held = game->tiles - p.hand(mover);
          if (!not_held.empty()) {
            Position copy = p;
            ASSERT_FALSE(copy.Play({not_held.Lowest(), kNoSuit}).ok());
          }
          ASSERT_TRUE(p.Play(legal[rng.Below(static_cast<uint32_t>(legal.size()))]).ok());
          ++plays;
        }
        const bool sits_out = contracts[ci].kind == Kind::kNello && game->seats == 4;
        EXPECT_EQ(plays, game->tricks() * (sits_out ? 3 : game->seats));
        const int total = ScoringOf(*game, contracts[ci]) == Scoring::kPoints
                              ? game->total - rules.CountOf(discard)
                              : game->tricks();
        EXPECT_EQ(p.taken() + p.taken_against(), total)
            << game->name << " " << ContractName(*game, contracts[ci]);
      }
    }
  }
}

}  // namespace
}  // namespace texas42::family
