#include "cli/play_seat.h"

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/play_report.h"
#include "cli/play_seat_report.h"
#include "cli/review_report.h"
#include "cli/seat_dialogue.h"
#include "solver/analysis/hand_record.h"
#include "solver/analysis/hand_review.h"
#include "solver/deal.h"
#include "solver/play/playout.h"
#include "solver/play/seat_view.h"
#include "solver/state.h"

namespace texas42 {
namespace {

// A hand of 42 with the person in one seat: Position and TablePlayer behind the dialogue.
class Texas42SeatedHand : public SeatedHand {
 public:
  explicit Texas42SeatedHand(const SeatGame& game)
      : game_(game),
        rules_(game.contract),
        position_(rules_, game.deal, game.declarer),
        players_(game.table) {}

  std::string Opening() const override {
    return SeatOpening(position_, game_.seat, game_.bid, game_.table);
  }
  bool Finished() const override { return position_.finished(); }
  bool PersonToMove() const override { return position_.to_move() == game_.seat; }
  int TrickNumber() const override { return static_cast<int>(position_.tricks().size()) + 1; }
  std::string Turn() const override { return SeatTurn(position_, game_.seat, game_.bid); }

  absl::StatusOr<std::string> Hint() override {
    if (!adviser_) {
      TableOptions options = game_.table;
      options.full_scores = true;
      adviser_.emplace(options);
    }
    const SeatView view = SeatView::Of(position_, game_.seat, game_.bid);
    absl::StatusOr<TableChoice> choice = adviser_->Choose(view);
    if (!choice.ok()) return choice.status();
    return NextText(view, *choice, adviser_->options());
  }

  std::optional<Refusal> PlayPerson(absl::string_view line) override {
    absl::StatusOr<Tile> tile = ParseTile(line);
    if (!tile.ok()) return Refusal{true, std::string(tile.status().message())};
    if (std::string why = WhyNotPlayable(position_, *tile); !why.empty()) {
      return Refusal{false, std::move(why)};
    }
    if (absl::Status s = position_.Play(*tile); !s.ok()) {
      return Refusal{false, std::string(s.message())};
    }
    played_.push_back(*tile);
    return std::nullopt;
  }

  absl::Status PlayTable() override {
    const Seat mover = position_.to_move();
    absl::StatusOr<TableChoice> choice = players_.Choose(SeatView::Of(position_, mover, game_.bid));
    if (!choice.ok()) return choice.status();
    if (absl::Status s = position_.Play(choice->tile); !s.ok()) return s;
    played_.push_back(choice->tile);
    return absl::OkStatus();
  }

  std::string AfterPlay() override {
    if (!position_.trick().empty()) return "";
    std::string out = TrickDone(position_);
    if (!decided_) {
      decided_ = DecidedAt(position_, game_.bid);
      if (decided_) absl::StrAppend(&out, DecidedLine(position_, *decided_));
    }
    return out;
  }

  // Writes the review of the plays made: review's own account, then the person's plays.
  int Review() override {
    HandRecord record;
    record.deal = game_.deal;
    record.declarer = game_.declarer;
    record.contract = game_.contract;
    record.bid = game_.contract.scoring() == Scoring::kPoints
                     ? game_.bid
                     : MarksOf(game_.contract) * kTotalPoints;
    record.played = played_;
    ReviewOptions options;
    options.table = true;
    options.table_options = game_.table;
    const HandReview review = ReviewHands({record}, options, game_.threads).front();
    if (!review.status.ok()) return Fail(review.status);
    std::string text = ReviewText(ReviewContext{1, options}, record, review);
    text.erase(0, text.find('\n') + 1);  // "Record 1": there is only the one
    std::cout << "\nThe review, as `texas42 review --play table` gives it for the record\n  "
              << FormatHandRecord(record) << "\n\n"
              << text << SeatReviewText(game_.seat, record, review) << std::flush;
    return 0;
  }

 private:
  const SeatGame& game_;
  const Rules rules_;
  Position position_;
  TablePlayer players_;
  std::optional<TablePlayer> adviser_;  // made at the first hint
  std::vector<Tile> played_;
  std::optional<bool> decided_;
};

}  // namespace

int PlaySeat(const SeatGame& game) {
  Texas42SeatedHand hand(game);
  return PlayWithPerson(hand);
}

}  // namespace texas42
