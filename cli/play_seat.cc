#include "cli/play_seat.h"

#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/command.h"
#include "cli/play_seat_report.h"
#include "cli/review_report.h"
#include "cli/seat_dialogue.h"
#include "solver/analysis/hand_review.h"
#include "solver/deal.h"
#include "solver/family/played.h"
#include "solver/play/seat_view.h"
#include "solver/play/table_player.h"

namespace texas42 {
namespace {

// A hand of the family with the person in one seat: family::Position and TablePlayer
// behind the dialogue.
class FamilySeatedHand : public SeatedHand {
 public:
  FamilySeatedHand(const family::Game& game, const HandStart& hand, const FamilySeat& seat,
                   family::Solver& solver)
      : hand_(hand),
        seat_(seat),
        rules_(game, hand.contract),
        position_(rules_, hand.start.hands, hand.declarer),
        players_(seat.table),
        solver_(solver) {}

  std::string Opening() const override { return FamilySeatOpening(position_, seat_); }
  bool Finished() const override { return position_.finished(); }
  bool PersonToMove() const override { return position_.to_move() == seat_.seat; }
  int TrickNumber() const override { return family::TrickNumber(position_); }
  std::string Turn() const override { return FamilySeatTurn(position_, seat_); }

  absl::StatusOr<std::string> Hint() override {
    absl::StatusOr<family::SeatView> view = ViewOf(seat_.seat);
    if (!view.ok()) return view.status();
    absl::StatusOr<family::TableChoice> choice = players_.Explain(*view, seat_.target);
    if (!choice.ok()) return choice.status();
    return NextText(*view, *choice, seat_.target, seat_.table.seed);
  }

  std::optional<Refusal> PlayPerson(absl::string_view line) override {
    absl::StatusOr<std::vector<family::Move>> moves = family::ParsePlayed(rules_.game(), line);
    if (!moves.ok()) return Refusal{true, std::string(moves.status().message())};
    if (moves->size() != 1) return Refusal{true, "one tile at a time"};
    const family::Move move = moves->front();
    if (std::string why = FamilyWhyNotPlayable(position_, move, played_, seat_); !why.empty()) {
      return Refusal{false, std::move(why)};
    }
    if (absl::Status s = Play(move); !s.ok()) return Refusal{false, std::string(s.message())};
    return std::nullopt;
  }

  absl::Status PlayTable() override {
    absl::StatusOr<family::SeatView> view = ViewOf(position_.to_move());
    if (!view.ok()) return view.status();
    absl::StatusOr<family::TableChoice> choice = players_.Choose(*view, seat_.target);
    if (!choice.ok()) return choice.status();
    return Play(choice->move);
  }

  std::string AfterPlay() override {
    if (!position_.trick().empty()) return "";
    std::string out = FamilyTrickDone(position_, TrickNumber() - 1, trick_);
    if (!decided_) {
      decided_ = FamilyDecidedAt(position_, seat_.target);
      if (decided_) absl::StrAppend(&out, FamilyDecidedLine(position_, *decided_));
    }
    return out;
  }

  // Writes review's account of the plays made, then the person's plays.
  int Review() override {
    HandRecord record;
    record.game = &rules_.game();
    record.deal = hand_.deal;
    record.declarer = hand_.declarer;
    record.contract = hand_.contract;
    if (!seat_.discard.empty()) record.discard = *seat_.discard.begin();
    record.played = played_;
    if (hand_.contract.kind == family::Kind::kNormal) record.bid = seat_.target;
    family::TablePlayer table(seat_.table);
    const HandReview review = ReviewHand(solver_, record, &table);
    if (!review.status.ok()) return Fail(review.status);
    std::string text = ReviewText(1, record, review);
    text.erase(0, text.find(": ") + 2);  // "Record 1: ": there is only the one
    const std::string game =
        record.game->id == family::GameId::k42 ? "" : absl::StrCat(" --game ", record.game->name);
    std::cout << "\nThe review, as `texas42 review" << game
              << " --play table` gives it for the record\n  " << RecordLine(record) << "\n\n"
              << text << FamilySeatReviewText(record, review, seat_) << std::flush;
    return 0;
  }

 private:
  // What `seat` knows now.
  absl::StatusOr<family::SeatView> ViewOf(int seat) const {
    return family::SeatView::Make(rules_, hand_.declarer, seat, hand_.start.hands[seat],
                                  seat == hand_.declarer ? seat_.discard : family::TileSet(),
                                  played_);
  }

  // Plays `move` for the seat to move and keeps the trick it goes to.
  absl::Status Play(const family::Move& move) {
    if (position_.trick().empty()) {
      trick_ = family::TrickPlayed{position_.to_move(), {}, -1, 0};
      taken_before_ = position_.taken() + position_.taken_against();
    }
    if (absl::Status s = position_.Play(move); !s.ok()) return s;
    trick_.moves.push_back(move);
    played_.push_back(move);
    if (position_.trick().empty()) {
      trick_.winner = position_.leader();
      trick_.value = position_.taken() + position_.taken_against() - taken_before_;
    }
    return absl::OkStatus();
  }

  const HandStart& hand_;
  const FamilySeat& seat_;
  const family::Rules rules_;
  family::Position position_;
  family::TablePlayer players_;
  family::Solver& solver_;  // for the review
  std::vector<family::Move> played_;
  family::TrickPlayed trick_;  // the trick on the table, or the one just completed
  int taken_before_ = 0;       // what both sides had taken before it
  std::optional<bool> decided_;
};

}  // namespace

int RunSeatRequest(const PlayRequest& request, const std::string& seat_letter) {
  const family::Game& game = *request.game;
  absl::StatusOr<int> seat = family::ParseSeat(game, seat_letter);
  if (!seat.ok()) return Fail(absl::StrCat("--seat: ", seat.status().message()));
  absl::StatusOr<HandStart> hand = HandOf(request);
  if (!hand.ok()) return Fail(hand.status());
  const family::Rules rules(game, hand->contract);
  if (!family::Position(rules, hand->start.hands, hand->declarer).in_play(*seat)) {
    return Fail(absl::StrCat("--seat: ", SeatName(static_cast<Seat>(*seat)), " sits out in ",
                             family::ContractName(game, hand->contract), " (",
                             SeatName(static_cast<Seat>(hand->declarer)),
                             "'s partner); take another seat"));
  }
  family::Solver solver;
  if (absl::Status s = MakeExchange(request, solver, *hand); !s.ok()) return Fail(s);
  FamilySeat place;
  place.seat = *seat;
  place.target = hand->target;
  place.table = family::TableOptions{.worlds = request.worlds, .seed = request.seed};
  place.left_over = hand->deal.left_over;
  place.discard = hand->start.discard;
  place.discard_given = !request.discard.empty();
  FamilySeatedHand seated(game, *hand, place, solver);
  return PlayWithPerson(seated);
}

}  // namespace texas42
