#include "cli/play_run.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "cli/command.h"
#include "cli/game_contracts.h"
#include "cli/report.h"
#include "cli/review_report.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/analysis/json_writer.h"
#include "solver/analysis/play_analysis.h"
#include "solver/family/deal.h"
#include "solver/family/deal_value.h"
#include "solver/family/played.h"
#include "solver/play/playout.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"

namespace texas42 {
namespace {

// The declarer's discard --discard names, if any.
absl::StatusOr<std::optional<family::Tile>> DiscardOf(const PlayRequest& request) {
  if (request.discard.empty()) return std::nullopt;
  absl::StatusOr<family::Tile> tile = family::ParseTile(*request.game, request.discard);
  if (!tile.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--discard: ", tile.status().message()));
  }
  return *tile;
}

absl::StatusOr<PlayerKind> PlayerOf(const std::string& name, const char* flag) {
  if (name == "table") return PlayerKind::kTable;
  if (name == "dd") return PlayerKind::kDoubleDummy;
  return absl::InvalidArgumentError(
      absl::StrCat(flag, ": '", name, "' is no player (expected table or dd)"));
}

// The value the declarer's side plays for: the bid of a normal contract (the game's lowest
// when none is given), every trick in sevens and the partner calls, none in nello and low-no.
absl::StatusOr<int> TargetOf(const family::Game& game, const family::Contract& c,
                             const std::string& bid) {
  if (bid.empty()) return family::GoalOf(game, c, 0);
  if (c.kind != family::Kind::kNormal) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--bid goes with a trump contract; ", family::ContractName(game, c), " is its own bid"));
  }
  absl::StatusOr<int> value = family::ParseBid(game, c, bid);
  if (!value.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--bid: ", value.status().message()));
  }
  return value;
}

// The seat's name: North, East, South, West.
std::string SeatWord(int seat) {
  static constexpr const char* kNames[] = {"North", "East", "South", "West"};
  return kNames[seat & 3];
}

// "makes the bid of 5", "sets the bid of 5"; "takes no trick", "takes a trick" in nello.
std::string GoalWords(const family::SeatView& view, int target) {
  const bool ours = view.seat() == view.declarer() ||
                    (view.seats() == 4 && view.seat() == (view.declarer() + 2) % 4);
  const family::Game& game = view.rules().game();
  if (view.rules().scoring() == family::Scoring::kNoTricks) {
    return ours ? "takes no trick" : "makes the declarer's side take a trick";
  }
  if (target == game.tricks() && view.rules().contract().kind != family::Kind::kNormal) {
    return ours ? "takes every trick" : "takes a trick";
  }
  return absl::StrCat(ours ? "makes" : "sets", " the bid of ", target,
                      game.counts ? "" : " tricks");
}

}  // namespace

namespace {

// One row of --next: a legal move and its score (none when the move was forced).
struct NextRow {
  family::Move move;
  const family::MoveScore* score = nullptr;
};

// Every legal move of the view, each with its score: the moves valued in the order the keys
// rank them, each followed by its twins (which score alike); when the move is forced, every
// legal move with none.
std::vector<NextRow> NextRows(const family::SeatView& view, const family::TableChoice& choice) {
  std::vector<NextRow> rows;
  if (choice.worlds == 0 || choice.scores.empty()) {
    for (const family::Move& m : view.Legal()) rows.push_back({m, nullptr});
    return rows;
  }
  for (const family::MoveScore& s : choice.scores) {
    rows.push_back({s.move, &s});
    for (const family::Move& twin : s.twins) rows.push_back({twin, &s});
  }
  return rows;
}

}  // namespace

std::string NextText(const family::SeatView& view, const family::TableChoice& choice, int target,
                     uint64_t seed) {
  const family::Rules& rules = view.rules();
  std::string out = absl::StrCat(SeatWord(view.seat()), " holds ", FormatTiles(view.hand()),
                                 " and plays ", family::FormatMove(rules, choice.move), ".\n");
  if (choice.worlds == 0) {
    return absl::StrCat(out, "The play is forced: every legal tile is the same.\n");
  }
  absl::StrAppend(&out, "Seeing only his own hand and the play, he looked at ", choice.worlds,
                  choice.worlds == static_cast<int>(choice.world_count)
                      ? " worlds (every layout that agrees with what he knows)"
                      : absl::StrCat(" of the ", Grouped(choice.world_count),
                                     " layouts that agree with what he knows"),
                  " (seed ", seed, ").\n");
  const family::Game& game = rules.game();
  const std::string unit = rules.scoring() == family::Scoring::kPoints ? "points" : "tricks";
  const bool window = !choice.scores.empty() && choice.scores.front().window_mean.has_value();
  const std::string window_name = absl::StrCat(game.lowest_bid, "-", game.total, " mean");
  absl::StrAppend(&out, "For each tile: how often his side ", GoalWords(view, target),
                  "; then, for the tiles tied on that, ",
                  window
                      ? absl::StrCat("the mean double-dummy value with values below ",
                                     game.lowest_bid, " counted as ", game.lowest_bid - 1, " (\"",
                                     window_name, "\"); then, still tied, the exact mean")
                      : "the exact mean double-dummy value",
                  " (", unit, " to the declarer's side):\n");
  absl::StrAppendFormat(&out, "  tile   goal         %s  exact mean\n",
                        window ? absl::StrFormat("%10s", window_name) : "");
  for (const NextRow& row : NextRows(view, choice)) {
    const family::MoveScore& s = *row.score;
    absl::StrAppendFormat(
        &out, "  %-5s  %3d/%-3d %4.0f%%  %s%10.2f\n", family::FormatMove(rules, row.move),
        s.reached, choice.worlds, 100.0 * s.reached / choice.worlds,
        window ? absl::StrFormat("%10.2f  ", s.window_mean.value_or(0)) : "", s.mean.value_or(0));
  }
  return out;
}

namespace {

std::string NextJson(const family::SeatView& view, const family::TableChoice& choice, int target,
                     const PlayRequest& request) {
  const family::Rules& rules = view.rules();
  JsonWriter w;
  w.BeginObject();
  w.Key("game").String(rules.game().name);
  w.Key("seat").String(std::string(1, family::SeatLetter(view.seat())));
  w.Key("tile").String(family::FormatMove(rules, choice.move));
  w.Key("hand").String(FormatTiles(view.hand()));
  w.Key("bid").Int(target);
  w.Key("seed").Uint(request.seed);
  w.Key("worlds").Int(choice.worlds);
  w.Key("world_count").Uint(choice.world_count);
  w.Key("all_worlds")
      .Bool(choice.worlds > 0 && choice.worlds == static_cast<int>(choice.world_count));
  w.Key("forced").Bool(choice.worlds == 0);
  w.Key("tiles").BeginArray();
  // Every legal move (a forced one scored over no worlds): the page marks them playable.
  for (const NextRow& row : NextRows(view, choice)) {
    w.BeginObject();
    w.Key("tile").String(family::FormatMove(rules, row.move));
    w.Key("reached").Int(row.score != nullptr ? row.score->reached : 0);
    w.Key("worlds").Int(choice.worlds);
    if (row.score != nullptr && row.score->window_mean) {
      w.Key("window_mean").Double(*row.score->window_mean);
    }
    if (row.score != nullptr) w.Key("mean").Double(row.score->mean.value_or(0));
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return w.str();
}

}  // namespace

absl::StatusOr<HandStart> HandOf(const PlayRequest& request) {
  const family::Game& game = *request.game;
  HandStart hand;
  absl::StatusOr<family::Deal> deal = family::ParseDeal(game, request.deal);
  if (!deal.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--deal: ", deal.status().message()));
  }
  hand.deal = *deal;
  absl::StatusOr<int> declarer = family::ParseSeat(game, request.declarer);
  if (!declarer.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--declarer: ", declarer.status().message()));
  }
  hand.declarer = *declarer;
  absl::StatusOr<std::vector<family::Contract>> contracts =
      GameContracts(game, request.contract, VariantFlags{}, *declarer, deal->hands[*declarer]);
  if (!contracts.ok()) return contracts.status();
  if (contracts->size() != 1) {
    return absl::InvalidArgumentError(
        "play takes one contract: name one trump with --trump, or one --contract");
  }
  hand.contract = contracts->front();
  absl::StatusOr<int> target = TargetOf(game, hand.contract, request.bid);
  if (!target.ok()) return target.status();
  hand.target = *target;
  hand.start.hands = deal->hands;
  return hand;
}

absl::Status MakeExchange(const PlayRequest& request, family::Solver& solver, HandStart& hand) {
  const family::Game& game = *request.game;
  HandRecord record;
  record.game = &game;
  record.deal = hand.deal;
  record.declarer = hand.declarer;
  record.contract = hand.contract;
  absl::StatusOr<std::optional<family::Tile>> discard = DiscardOf(request);
  if (!discard.ok()) return discard.status();
  record.discard = *discard;
  absl::StatusOr<family::DealValue> start = HandsAtFirstLead(solver, record);
  if (!start.ok()) return absl::InvalidArgumentError(absl::StrCat("--", start.status().message()));
  hand.start = *std::move(start);
  return absl::OkStatus();
}

namespace {

// --next: the move the table player to move would choose after the moves played, with every
// move's score over his worlds.
int RunNext(const PlayRequest& request, OutputFile& out) {
  if (!request.deals.empty()) return Fail("--next goes with a single --deal");
  absl::StatusOr<HandStart> hand = HandOf(request);
  if (!hand.ok()) return Fail(hand.status());
  family::Solver solver;
  if (absl::Status s = MakeExchange(request, solver, *hand); !s.ok()) return Fail(s);
  const family::Game& game = *request.game;
  const family::Rules rules(game, hand->contract);
  const family::DealValue& start = hand->start;
  absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(game, request.played);
  if (!played.ok()) return Fail(absl::StrCat("--played: ", played.status().message()));
  family::Position position(rules, start.hands, hand->declarer);
  if (absl::Status s = family::PlayAll(position, *played); !s.ok()) {
    return Fail(absl::StrCat("--played: ", s.message()));
  }
  if (position.finished()) return Fail("--played: the hand is over; there is no next play");
  const int mover = position.to_move();
  absl::StatusOr<family::SeatView> view =
      family::SeatView::Make(rules, hand->declarer, mover, start.hands[mover],
                             mover == hand->declarer ? start.discard : family::TileSet(), *played);
  if (!view.ok()) return Fail(view.status());
  family::TablePlayer player(family::TableOptions{.worlds = request.worlds, .seed = request.seed});
  absl::StatusOr<family::TableChoice> choice = player.Explain(*view, hand->target);
  if (!choice.ok()) return Fail(choice.status());
  const std::string text = request.json ? NextJson(*view, *choice, hand->target, request) + "\n"
                                        : NextText(*view, *choice, hand->target, request.seed);
  if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  return 0;
}

// The job of one deal of the request; an error names the flag (or, for a deal of --input, its
// line).
absl::StatusOr<PlayJob> JobOf(const PlayRequest& request, const PlayDealText& deal,
                              Seating seating) {
  const family::Game& game = *request.game;
  PlayRequest one = request;
  one.deal = deal.deal;
  if (deal.line > 0) {
    absl::StatusOr<family::Deal> parsed = family::ParseDeal(game, deal.deal);
    if (!parsed.ok()) return parsed.status();
  }
  absl::StatusOr<HandStart> hand = HandOf(one);
  if (!hand.ok()) return hand.status();
  PlayJob job;
  job.hand.game = &game;
  job.hand.deal = hand->deal;
  job.hand.declarer = hand->declarer;
  job.hand.contract = hand->contract;
  job.hand.bid = hand->contract.kind == family::Kind::kNormal ? hand->target : 0;
  absl::StatusOr<std::optional<family::Tile>> discard = DiscardOf(request);
  if (!discard.ok()) return discard.status();
  job.hand.discard = *discard;
  absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(game, request.played);
  if (!played.ok()) {
    return absl::InvalidArgumentError(absl::StrCat("--played: ", played.status().message()));
  }
  job.hand.played = *played;
  job.seating = seating;
  job.table = family::TableOptions{.worlds = request.worlds, .seed = request.seed};
  return job;
}

}  // namespace

int RunPlayRequest(const PlayRequest& request, OutputFile& out) {
  absl::StatusOr<PlayerKind> declarers = PlayerOf(request.declarers, "--declarers");
  if (!declarers.ok()) return Fail(declarers.status());
  absl::StatusOr<PlayerKind> defenders = PlayerOf(request.defenders, "--defenders");
  if (!defenders.ok()) return Fail(defenders.status());
  if (request.next) return RunNext(request, out);
  if (!request.deals.empty() && !request.played.empty()) {
    return Fail("--played goes with a single --deal, not --input");
  }
  const std::vector<PlayDealText> deals =
      request.deals.empty() ? std::vector<PlayDealText>{{0, request.deal}} : request.deals;
  const auto where = [](const PlayDealText& d) {
    return d.line > 0 ? absl::StrCat("line ", d.line, ": ") : std::string();
  };
  std::vector<PlayJob> jobs;
  for (const PlayDealText& d : deals) {
    absl::StatusOr<PlayJob> job = JobOf(request, d, {*declarers, *defenders});
    if (!job.ok()) return Fail(absl::StrCat(where(d), job.status().message()));
    jobs.push_back(*std::move(job));
  }
  const std::vector<PlayedHand> hands = PlayHands(jobs, request.threads);
  std::string text;
  for (size_t i = 0; i < hands.size(); ++i) {
    if (!hands[i].status.ok()) {
      // A hand's errors name its field ("played: ..."); the flags name the flag.
      const absl::string_view message = hands[i].status.message();
      const bool field =
          absl::StartsWith(message, "played: ") || absl::StartsWith(message, "discard: ");
      return Fail(deals[i].line > 0 ? absl::StrCat(where(deals[i]), message)
                  : field           ? absl::StrCat("--", message)
                                    : std::string(message));
    }
    const HandRecord& record = hands[i].record;
    const HandPlayers players{request.declarers, request.defenders, request.worlds,
                              request.seed,      record.bid,        !request.bid.empty()};
    if (request.json) {
      absl::StrAppend(&text, ReviewJson(1, record, hands[i].review, &players), "\n");
    } else {
      absl::StrAppend(&text, i > 0 ? "\n" : "", ReviewText(1, record, hands[i].review, &players));
    }
  }
  if (absl::Status s = WriteAndCommit(out, text); !s.ok()) return Fail(s);
  return 0;
}

}  // namespace texas42
