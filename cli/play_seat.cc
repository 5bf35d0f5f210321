#include "cli/play_seat.h"

#include <unistd.h>

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/line_reader.h"
#include "cli/messages.h"
#include "cli/play_report.h"
#include "cli/play_seat_report.h"
#include "cli/review_report.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/play/playout.h"
#include "solver/play/seat_view.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// What the person answered at a prompt.
struct Answer {
  enum class Kind { kTile, kStop } kind = Kind::kStop;
  Tile tile;
  std::string why_stopped;  // "the input ended", "you quit"
};

// Returns `text` with its first letter in capitals: a message that opens a line.
std::string Sentence(std::string text) {
  if (!text.empty()) text[0] = absl::ascii_toupper(static_cast<unsigned char>(text[0]));
  return text;
}

// Prompts the person until he names a tile he may play, asks to stop, or the input ends;
// answers `hint` on the way. An error when the input is not text.
absl::StatusOr<Answer> AskForTile(LineReader& reader, bool echo, const Position& position,
                                  const SeatGame& game, std::optional<TablePlayer>& adviser) {
  InputLine line;
  while (true) {
    std::cout << "Your play: " << std::flush;
    absl::StatusOr<bool> more = reader.Next(line);
    if (!more.ok()) return more.status();
    if (!*more) {
      std::cout << "\n";
      return Answer{Answer::Kind::kStop, Tile(), "the input ended"};
    }
    if (echo) std::cout << PrintableMessage(line.text) << "\n";
    if (line.too_long) {
      std::cout << "That line is too long. Type a tile, hint or quit.\n";
      continue;
    }
    const std::string word = absl::AsciiStrToLower(absl::StripAsciiWhitespace(line.text));
    if (word.empty()) continue;
    if (word == "quit" || word == "q") return Answer{Answer::Kind::kStop, Tile(), "you quit"};
    if (word == "hint" || word == "?") {
      if (!adviser) {
        TableOptions options = game.table;
        options.full_scores = true;
        adviser.emplace(options);
      }
      const SeatView view = SeatView::Of(position, game.seat, game.bid);
      absl::StatusOr<TableChoice> choice = adviser->Choose(view);
      if (!choice.ok()) return choice.status();
      std::cout << "Hint: " << NextText(view, *choice, adviser->options());
      continue;
    }
    absl::StatusOr<Tile> tile = ParseTile(line.text);
    if (!tile.ok()) {
      std::cout << Sentence(PrintableMessage(tile.status().message()))
                << ". Type a tile, hint or quit.\n";
      continue;
    }
    if (const std::string why = WhyNotPlayable(position, *tile); !why.empty()) {
      std::cout << Sentence(why) << ".\n";
      continue;
    }
    return Answer{Answer::Kind::kTile, *tile, ""};
  }
}

// Writes the review of the plays made: review's own account, then the person's plays.
int WriteReview(const SeatGame& game, const std::vector<Tile>& played) {
  HandRecord record;
  record.deal = game.deal;
  record.declarer = game.declarer;
  record.contract = game.contract;
  record.bid = game.contract.scoring() == Scoring::kPoints ? game.bid
                                                           : MarksOf(game.contract) * kTotalPoints;
  record.played = played;
  ReviewOptions options;
  options.table = true;
  options.table_options = game.table;
  const HandReview review = ReviewHands({record}, options, game.threads).front();
  if (!review.status.ok()) return Fail(review.status);
  std::string text = ReviewText(ReviewContext{1, options}, record, review);
  text.erase(0, text.find('\n') + 1);  // "Record 1": there is only the one
  std::cout << "\nThe review, as `texas42 review --play table` gives it for the record\n  "
            << FormatHandRecord(record) << "\n\n"
            << text << SeatReviewText(game.seat, record, review) << std::flush;
  return 0;
}

}  // namespace

int PlaySeat(const SeatGame& game) {
  absl::StatusOr<LineReader> reader = LineReader::Open("-");
  if (!reader.ok()) return Fail(reader.status());
  const bool echo = isatty(STDIN_FILENO) != 1;
  const Rules rules(game.contract);
  Position position(rules, game.deal, game.declarer);
  TablePlayer players(game.table);
  std::optional<TablePlayer> adviser;  // made at the first hint
  std::vector<Tile> played;
  std::optional<bool> decided;
  std::cout << SeatOpening(position, game.seat, game.bid, game.table);
  while (!position.finished()) {
    const Seat mover = position.to_move();
    Tile tile;
    if (mover == game.seat) {
      std::cout << SeatTurn(position, game.seat, game.bid);
      absl::StatusOr<Answer> answer = AskForTile(*reader, echo, position, game, adviser);
      if (!answer.ok()) return Fail(answer.status());
      if (answer->kind == Answer::Kind::kStop) {
        std::cout << "Play stopped at trick " << position.tricks().size() + 1 << ": "
                  << answer->why_stopped << ".\n";
        return played.empty() ? 0 : WriteReview(game, played);
      }
      tile = answer->tile;
    } else {
      absl::StatusOr<TableChoice> choice = players.Choose(SeatView::Of(position, mover, game.bid));
      if (!choice.ok()) return Fail(choice.status());
      tile = choice->tile;
    }
    if (absl::Status s = position.Play(tile); !s.ok()) return Fail(s);
    played.push_back(tile);
    if (!position.trick().empty()) continue;
    std::cout << TrickDone(position);
    if (!decided) {
      decided = DecidedAt(position, game.bid);
      if (decided) std::cout << DecidedLine(position, *decided);
    }
  }
  return WriteReview(game, played);
}

}  // namespace texas42
