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
#include "solver/deal.h"
#include "solver/family/search.h"
#include "solver/play/drawn_worlds.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"
#include "solver/play/world_sampler.h"
#include "solver/rng.h"
#include "solver/rules.h"
#include "solver/search.h"
#include "solver/state.h"

namespace texas42 {
namespace {

int Fail(const std::string& message) {
  std::cerr << "decision_set: " << message << "\n";
  return 2;
}

// The counts of every legal tile of `view` over `worlds` reference worlds.
std::vector<std::pair<Tile, int>> Reference(Solver& solver, const SeatView& view, int worlds,
                                            int& used) {
  // A stream no player draws from.
  DrawnWorlds<WorldSampler> drawn(WorldSampler(view), static_cast<uint64_t>(worlds), 0x5EF5E7,
                                  MixHash(view.Hash(), 0x5EF5E7));
  drawn.Draw(worlds);
  const std::vector<Deal>& deals = drawn.deals();
  used = static_cast<int>(deals.size());
  const bool bidding_side = TeamOf(view.seat()) == TeamOf(view.declarer());
  std::vector<std::pair<Tile, int>> counts;
  for (Tile t : view.Legal()) counts.emplace_back(t, 0);
  for (const Deal& deal : deals) {
    Position position(view.rules(), deal, view.declarer());
    (void)PlaySequence(position, view.played());
    for (auto& [tile, count] : counts) {
      Position child = position;
      (void)child.Play(tile);
      count += solver.Reaches(child, view.target()) == bidding_side;
    }
  }
  return counts;
}

// Board i of `texas42 match` (family types) in Texas 42's own: the deal, declarer and trump.
struct TexasBoard {
  Deal deal;
  Seat declarer = Seat::kNorth;
  Trump trump = Trump::kBlanks;
  int bid = kLowestBid;
};

TexasBoard TexasBoardOf(family::Solver& solver, uint64_t seed, uint64_t index) {
  const Board board = BoardOf(solver, seed, index);
  TexasBoard t;
  for (int s = 0; s < kSeatCount; ++s) {
    t.deal.hands[s] = TileSet(static_cast<uint32_t>(board.deal.hands[s].bits()));
  }
  t.declarer = SeatAt(board.declarer);
  t.trump = static_cast<Trump>(board.trump);
  t.bid = board.bid;
  return t;
}

int Make(uint64_t deals, uint64_t seed, int worlds) {
  Solver solver;
  family::Solver boards;
  TablePlayer player(TableOptions{.worlds = 16, .seed = seed});
  Rng pick(seed, 0xDEC1DE);
  for (uint64_t i = 0; i < deals; ++i) {
    const TexasBoard board = TexasBoardOf(boards, seed, i);
    const Rules rules(Contract::Normal(board.trump));
    Position position(rules, board.deal, board.declarer);
    while (!position.finished()) {
      const SeatView view = SeatView::Of(position, position.to_move(), board.bid);
      absl::StatusOr<TableChoice> choice = player.Choose(view);
      if (!choice.ok()) return Fail(std::string(choice.status().message()));
      if (choice->worlds > 0 && pick.Below(4) == 0) {
        int used = 0;
        const auto counts = Reference(solver, view, worlds, used);
        std::vector<std::string> played;
        for (Tile t : view.played()) played.push_back(FormatTile(t));
        std::vector<std::string> cells;
        for (const auto& [tile, count] : counts)
          cells.push_back(absl::StrCat(FormatTile(tile), "=", count));
        std::cout << FormatDeal(board.deal) << "\t" << SeatLetter(board.declarer) << "\t"
                  << TrumpName(board.trump) << "\t" << board.bid << "\t" << SeatLetter(view.seat())
                  << "\t" << (played.empty() ? "-" : absl::StrJoin(played, " ")) << "\t" << used
                  << "\t" << absl::StrJoin(cells, " ") << std::endl;
      }
      if (absl::Status s = position.Play(choice->tile); !s.ok())
        return Fail(std::string(s.message()));
    }
  }
  return 0;
}

int Score(const std::string& file, const TableOptions& options) {
  FILE* in = std::fopen(file.c_str(), "r");
  if (in == nullptr) return Fail("cannot read " + file);
  TablePlayer player(options);
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
    absl::StatusOr<Deal> deal = ParseDeal(f[0]);
    absl::StatusOr<Seat> declarer = ParseSeat(f[1]);
    absl::StatusOr<Trump> trump = ParseTrump(f[2]);
    int bid = 0;
    int used = 0;
    if (!deal.ok() || !declarer.ok() || !trump.ok() || !absl::SimpleAtoi(f[3], &bid) ||
        !absl::SimpleAtoi(f[6], &used)) {
      return Fail("bad line: " + line);
    }
    absl::StatusOr<Seat> seat = ParseSeat(f[4]);
    std::vector<Tile> played;
    if (f[5] != "-") {
      for (absl::string_view t : absl::StrSplit(f[5], ' ')) played.push_back(*ParseTile(t));
    }
    const Rules rules(Contract::Normal(*trump));
    absl::StatusOr<SeatView> view =
        SeatView::Make(rules, *declarer, bid, *seat, deal->hands[Index(*seat)], played);
    if (!view.ok()) return Fail(std::string(view.status().message()));
    absl::StatusOr<TableChoice> choice = player.Choose(*view);
    if (!choice.ok()) return Fail(std::string(choice.status().message()));
    int best = 0;
    int chosen = -1;
    for (absl::string_view cell : absl::StrSplit(f[7], ' ')) {
      const std::vector<std::string> kv = absl::StrSplit(cell, '=');
      int count = 0;
      if (kv.size() != 2 || !absl::SimpleAtoi(kv[1], &count)) return Fail("bad cell: " + line);
      best = std::max(best, count);
      if (*ParseTile(kv[0]) == choice->tile) chosen = count;
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
    texas42::TableOptions options{.worlds = *worlds, .seed = 1};
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
