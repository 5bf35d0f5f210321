// decision_set: the reference set of table decisions, and how close a player's choices come to
// the best tile on it.
//
//   decision_set make DEALS SEED WORLDS > bench/data/decisions.tsv
//     plays the boards of a duplicate match (solver/analysis/duplicate_match.h) out with table
//     players of 16 worlds on both sides and keeps one decision in four that is not forced
//     (chosen by the seed). For each, every legal tile's count of worlds, out of WORLDS uniform
//     worlds of the deciding seat (all of them when there are fewer), in which the seat's side
//     reaches its goal after the tile.
//   decision_set score FILE WORLDS [FIRST BATCH MOST Z INDIFFERENCE]
//     plays each decision of FILE with a table player of WORLDS ("auto" for sequential
//     sampling, with the racing parameters given) and prints the mean loss: how far below the
//     best tile's share of reference worlds the chosen tile's share lies, in points of
//     probability, with the mean worlds a decision looked at.
//
// A line of the set: deal, declarer, trump, bid, seat, the tiles played so far ("-" for none),
// the reference worlds, then tile=count for each legal tile. The decisions are positions of
// play between table players, so they are the positions a table player meets.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/duplicate_match.h"
#include "solver/contract.h"
#include "solver/family/deal.h"
#include "solver/family/fast_engine.h"
#include "solver/family/game.h"
#include "solver/family/played.h"
#include "solver/family/rules.h"
#include "solver/family/search.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"
#include "solver/play/world_sampler.h"
#include "solver/rng.h"

namespace texas42 {
namespace {

using family::SeatView;

int Fail(const std::string& message) {
  std::cerr << "decision_set: " << message << "\n";
  return 2;
}

const family::Game& Texas42() { return family::GameOf(family::GameId::k42); }

// The counts of every legal move of `view`, playing for `bid`, over `worlds` reference worlds.
std::vector<std::pair<family::Move, int>> Reference(family::Solver& solver, const SeatView& view,
                                                    int bid, int worlds, int& used) {
  // A stream no player draws from.
  DrawnWorlds<family::WorldSampler> drawn(family::WorldSampler(view), static_cast<uint64_t>(worlds),
                                          0x5EF5E7, MixHash(view.Hash(), 0x5EF5E7));
  drawn.Draw(worlds);
  used = drawn.size();
  std::vector<std::pair<family::Move, int>> counts;
  for (const family::Move& m : view.Legal()) counts.emplace_back(m, 0);
  for (const family::Hands& hands : drawn.deals()) {
    family::Position position(view.rules(), hands, view.declarer());
    (void)family::PlayAll(position, view.played());
    const bool bidding_side = position.declarer_side(view.seat());
    for (auto& [move, count] : counts) {
      family::Position child = position;
      (void)child.Play(move);
      count += solver.Reaches(child, bid) == bidding_side;
    }
  }
  return counts;
}

std::string MovesText(const family::Rules& rules, const std::vector<family::Move>& moves) {
  std::vector<std::string> out;
  for (const family::Move& m : moves) out.push_back(family::FormatMove(rules, m));
  return out.empty() ? "-" : absl::StrJoin(out, " ");
}

int Make(uint64_t deals, uint64_t seed, int worlds) {
  family::Solver solver;
  family::TablePlayer player(family::TableOptions{.worlds = 16, .seed = seed});
  Rng pick(seed, 0xDEC1DE);
  for (uint64_t i = 0; i < deals; ++i) {
    const Board board = BoardOf(solver, seed, i);
    const family::Rules rules(Texas42(), family::Contract{.trump = board.trump});
    family::Position position(rules, board.deal.hands, board.declarer);
    std::vector<family::Move> played;
    while (!position.finished()) {
      const int mover = position.to_move();
      absl::StatusOr<SeatView> view = SeatView::Make(
          rules, board.declarer, mover, board.deal.hands[mover], family::TileSet(), played);
      if (!view.ok()) return Fail(std::string(view.status().message()));
      absl::StatusOr<family::TableChoice> choice = player.Choose(*view, board.bid);
      if (!choice.ok()) return Fail(std::string(choice.status().message()));
      if (choice->worlds > 0 && pick.Below(4) == 0) {
        int used = 0;
        const auto counts = Reference(solver, *view, board.bid, worlds, used);
        std::vector<std::string> cells;
        for (const auto& [move, count] : counts) {
          cells.push_back(absl::StrCat(family::FormatMove(rules, move), "=", count));
        }
        std::cout << family::FormatDeal(Texas42(), board.deal) << "\t"
                  << family::SeatLetter(board.declarer) << "\t"
                  << TrumpName(static_cast<Trump>(board.trump)) << "\t" << board.bid << "\t"
                  << family::SeatLetter(mover) << "\t" << MovesText(rules, played) << "\t" << used
                  << "\t" << absl::StrJoin(cells, " ") << std::endl;
      }
      if (absl::Status s = position.Play(choice->move); !s.ok()) {
        return Fail(std::string(s.message()));
      }
      played.push_back(choice->move);
    }
  }
  return 0;
}

int Score(const std::string& file, const family::TableOptions& options) {
  FILE* in = std::fopen(file.c_str(), "r");
  if (in == nullptr) return Fail("cannot read " + file);
  const family::Game& game = Texas42();
  family::TablePlayer player(options);
  double loss = 0;
  double worlds = 0;
  int decisions = 0;
  int missed = 0;
  const auto start = std::chrono::steady_clock::now();
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, in) != nullptr) {
    std::string line(buffer);
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
    const std::vector<std::string> f = absl::StrSplit(line, '\t');
    if (f.size() != 8) return Fail("bad line: " + line);
    absl::StatusOr<family::Deal> deal = family::ParseDeal(game, f[0]);
    absl::StatusOr<int> declarer = family::ParseSeat(game, f[1]);
    absl::StatusOr<Trump> trump = ParseTrump(f[2]);
    absl::StatusOr<int> seat = family::ParseSeat(game, f[4]);
    absl::StatusOr<std::vector<family::Move>> played =
        f[5] == "-" ? std::vector<family::Move>() : family::ParsePlayed(game, f[5]);
    int bid = 0;
    int used = 0;
    if (!deal.ok() || !declarer.ok() || !trump.ok() || !seat.ok() || !played.ok() ||
        !absl::SimpleAtoi(f[3], &bid) || !absl::SimpleAtoi(f[6], &used)) {
      return Fail("bad line: " + line);
    }
    const family::Rules rules(game, family::Contract{.trump = family::FamilyTrump(*trump)});
    absl::StatusOr<SeatView> view =
        SeatView::Make(rules, *declarer, *seat, deal->hands[*seat], family::TileSet(), *played);
    if (!view.ok()) return Fail(std::string(view.status().message()));
    absl::StatusOr<family::TableChoice> choice = player.Choose(*view, bid);
    if (!choice.ok()) return Fail(std::string(choice.status().message()));
    int best = 0;
    int chosen = -1;
    for (absl::string_view cell : absl::StrSplit(f[7], ' ')) {
      const std::vector<std::string> kv = absl::StrSplit(cell, '=');
      int count = 0;
      absl::StatusOr<family::Tile> tile =
          kv.size() == 2 ? family::ParseTile(game, kv[0]) : absl::InvalidArgumentError("");
      if (!tile.ok() || !absl::SimpleAtoi(kv[1], &count)) return Fail("bad cell: " + line);
      best = std::max(best, count);
      if (*tile == choice->move.tile) chosen = count;
    }
    if (chosen < 0) return Fail("the player chose a tile the set does not list: " + line);
    loss += 100.0 * (best - chosen) / used;
    missed += chosen < best;
    worlds += choice->worlds;
    ++decisions;
  }
  std::fclose(in);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("decisions %d  mean loss %.3f points  not the best %d  mean worlds %.1f  %.1f s\n",
              decisions, loss / decisions, missed, worlds / decisions, seconds);
  return 0;
}

}  // namespace
}  // namespace texas42

int main(int argc, char** argv) {
  using texas42::Fail;
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 4 && args[0] == "make") {
    uint64_t deals = 0;
    uint64_t seed = 0;
    int worlds = 0;
    if (!absl::SimpleAtoi(args[1], &deals) || !absl::SimpleAtoi(args[2], &seed) ||
        !absl::SimpleAtoi(args[3], &worlds) || worlds < 1) {
      return Fail("usage: decision_set make DEALS SEED WORLDS");
    }
    return texas42::Make(deals, seed, worlds);
  }
  if ((args.size() == 3 || args.size() == 8) && args[0] == "score") {
    absl::StatusOr<int> worlds = texas42::ParseWorlds(args[2]);
    if (!worlds.ok()) return Fail(std::string(worlds.status().message()));
    texas42::family::TableOptions options{.worlds = *worlds, .seed = 1};
    if (args.size() == 8) {
      texas42::Racing& r = options.racing;
      if (!absl::SimpleAtoi(args[3], &r.first) || !absl::SimpleAtoi(args[4], &r.batch) ||
          !absl::SimpleAtoi(args[5], &r.most) || !absl::SimpleAtod(args[6], &r.z) ||
          !absl::SimpleAtod(args[7], &r.indifference)) {
        return Fail("bad racing parameters");
      }
    }
    return texas42::Score(args[1], options);
  }
  return Fail(
      "usage: decision_set make DEALS SEED WORLDS | decision_set score FILE WORLDS "
      "[FIRST BATCH MOST Z INDIFFERENCE]");
}
