#include "solver/family/contract.h"

#include <algorithm>
#include <array>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"

namespace texas42::family {
namespace {

constexpr std::array<absl::string_view, kMaxPip + 1> kSuitNames = {
    "blanks", "ones", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights"};

bool Is42(const Game& game) { return game.id == GameId::k42; }

}  // namespace

Scoring ScoringOf(const Game& game, const Contract& c) {
  switch (c.kind) {
    case Kind::kNormal:
      return game.counts ? Scoring::kPoints : Scoring::kTricks;
    case Kind::kNello:
    case Kind::kLowNo:
      return Scoring::kNoTricks;
    case Kind::kSevens:
    case Kind::kPartnerCall:
      return Scoring::kTricks;
  }
  return Scoring::kTricks;
}

int MaxValue(const Game& game, const Contract& c) {
  return ScoringOf(game, c) == Scoring::kPoints ? game.total : game.tricks();
}

bool Makes(const Game& game, const Contract& c, int value, int bid) {
  switch (ScoringOf(game, c)) {
    case Scoring::kPoints:
      return value >= (bid > game.total ? game.total : bid);
    case Scoring::kTricks:
      if (c.kind == Kind::kNormal) return value >= (bid > game.total ? game.total : bid);
      return value == game.tricks();
    case Scoring::kNoTricks:
      return value == 0;
  }
  return false;
}

int GoalOf(const Game& game, const Contract& c, int bid) {
  if (c.kind != Kind::kNormal) return ScoringOf(game, c) == Scoring::kNoTricks ? 0 : game.tricks();
  if (bid <= 0) return game.lowest_bid;
  return bid > game.total ? game.total : bid;
}

absl::StatusOr<int> ParseBid(const Game& game, const Contract& c, absl::string_view text) {
  const std::string t = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  const auto bad = [&] {
    return absl::InvalidArgumentError(absl::StrCat(
        "'", text, "' is no bid of ", game.title, " (", game.lowest_bid, "..",
        game.counts ? absl::StrCat(game.total - 1, " points, or marks: 1 mark, 2 marks, ",
                                   game.total, ", ", 2 * game.total, ", ...)")
                    : absl::StrCat(game.total, " tricks)")));
  };
  // Marks: "2 marks", "2m"; in points a multiple of the game's total (84 is 2 marks in 42).
  std::string digits = t;
  bool marks = false;
  for (absl::string_view suffix : {" marks", " mark", "marks", "mark", "m"}) {
    if (game.counts && absl::EndsWith(t, suffix)) {
      digits = std::string(absl::StripAsciiWhitespace(t.substr(0, t.size() - suffix.size())));
      marks = true;
      break;
    }
  }
  int value = 0;
  if (digits.empty() || digits.size() > 4 ||
      !std::all_of(digits.begin(), digits.end(), [](char d) { return d >= '0' && d <= '9'; }) ||
      !absl::SimpleAtoi(digits, &value)) {
    return bad();
  }
  if (marks) {
    if (value < 1 || value > kMostMarks) return bad();
    value *= game.total;
  }
  const bool mark_bid = game.counts && value >= game.total && value % game.total == 0 &&
                        value <= kMostMarks * game.total;
  if (c.kind != Kind::kNormal) {
    // A special contract is bid at its marks; a record may say so.
    const int own = MarksOf(game, c) * game.total;
    if (game.counts && value == own) return own;
    return absl::InvalidArgumentError(
        absl::StrCat(ContractName(game, c), " is bid at ",
                     game.counts ? BidName(game, own) : "its own contract", ", not '", text, "'"));
  }
  if (mark_bid || (value >= game.lowest_bid && value < game.total) ||
      (!game.counts && value == game.total)) {
    return value;
  }
  return bad();
}

absl::string_view NelloDoublesName(NelloDoubles d) {
  return d == NelloDoubles::kOwn ? "own" : d == NelloDoubles::kHigh ? "high" : "low";
}

std::string MarksName(int marks) { return absl::StrCat(marks, marks == 1 ? " mark" : " marks"); }

std::string BidName(const Game& game, int bid) {
  if (!game.counts) return absl::StrCat(bid, bid == 1 ? " trick" : " tricks");
  if (bid < game.total) return absl::StrCat(bid);
  return MarksName(bid / game.total);
}

int DoublesNeeded(const Game& game, const Contract& c) {
  if (c.kind != Kind::kPartnerCall) return 0;
  if (Is42(game) && c.partner_call == 1) return c.plunge_doubles;
  return game.partner_calls[c.partner_call].doubles;
}

int MarksOf(const Game& game, const Contract& c) {
  if (c.kind != Kind::kPartnerCall) return 1;
  if (Is42(game)) return c.partner_call == 0 ? c.splash_marks : c.plunge_marks;
  return game.partner_calls[c.partner_call].marks;
}

absl::Status CheckContract(const Game& game, const Contract& c) {
  const std::string name = ContractName(game, c);
  const auto refuse = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat(game.title, " has no ", why));
  };
  if (c.has_trump() && (c.trump < kFollowMe || c.trump > game.max_pip)) {
    return refuse(absl::StrCat("trump ", c.trump, " (its suits are 0-", game.max_pip, ")"));
  }
  if (c.kind == Kind::kNello && !game.nello) return refuse("nello");
  if (c.kind == Kind::kLowNo && !game.low_no) return refuse("low-no (it is played in 42)");
  if (c.kind == Kind::kSevens && !game.sevens) return refuse("sevens");
  if (c.kind == Kind::kPartnerCall && (c.partner_call < 0 || c.partner_call > 2 ||
                                       game.partner_calls[c.partner_call].name.empty())) {
    return refuse("splash or plunge (they need a partner, or the game has none)");
  }
  if (c.kind == Kind::kSevens && (c.sevens_to < 0 || c.sevens_to > 2 * game.max_pip)) {
    return absl::InvalidArgumentError(absl::StrCat("sevens must play to a number from 0 to ",
                                                   2 * game.max_pip, ", not ", c.sevens_to));
  }
  if (c.reversed_doubles && !c.doubles_suit()) {
    return absl::InvalidArgumentError(
        absl::StrCat("reversed doubles need the doubles to be a suit of their own (doubles trump, "
                     "or nello or low-no with doubles own), not ",
                     name));
  }
  if (c.splash_marks != 2 && c.splash_marks != 3) {
    return absl::InvalidArgumentError(
        absl::StrCat("splash is bid at 2 or 3 marks, not ", c.splash_marks));
  }
  if (c.plunge_marks != 3 && c.plunge_marks != 4) {
    return absl::InvalidArgumentError(
        absl::StrCat("plunge is bid at 3 or 4 marks, not ", c.plunge_marks));
  }
  if (c.plunge_doubles != 3 && c.plunge_doubles != 4) {
    return absl::InvalidArgumentError(
        absl::StrCat("plunge needs 3 or 4 doubles, not ", c.plunge_doubles));
  }
  return absl::OkStatus();
}

int DoublesIn(TileSet hand) {
  int doubles = 0;
  for (Tile t : hand) doubles += t.is_double() ? 1 : 0;
  return doubles;
}

absl::Status CheckQualifies(const Game& game, const Contract& c, TileSet hand) {
  const int needed = DoublesNeeded(game, c);
  const int doubles = DoublesIn(hand);
  if (doubles >= needed) return absl::OkStatus();
  TileSet held;
  for (Tile t : hand) {
    if (t.is_double()) held.Add(t);
  }
  return absl::InvalidArgumentError(
      absl::StrCat(ContractName(game, c), " needs at least ", needed,
                   " doubles in the declarer's hand; it holds ", doubles,
                   doubles == 0 ? "" : absl::StrCat(" (", FormatTiles(held), ")")));
}

std::string TrumpName(int trump) {
  if (trump == kDoublesTrump) return "doubles";
  if (trump == kFollowMe) return "followme";
  return std::string(kSuitNames[trump]);
}

std::string ContractName(const Game& game, const Contract& c) {
  switch (c.kind) {
    case Kind::kNormal:
      return TrumpName(c.trump);
    case Kind::kNello:
      return "nello";
    case Kind::kLowNo:
      return "low-no";
    case Kind::kSevens:
      return "sevens";
    case Kind::kPartnerCall:
      if (c.partner_call >= 0 && c.partner_call < 3 &&
          !game.partner_calls[c.partner_call].name.empty()) {
        return std::string(game.partner_calls[c.partner_call].name);
      }
      return "splash";
  }
  return "";
}

absl::StatusOr<int> ParseTrump(const Game& game, absl::string_view text) {
  const std::string name = absl::AsciiStrToLower(text);
  if (name == "doubles" || name == "d") return kDoublesTrump;
  if (name == "followme" || name == "follow-me" || name == "notrump" || name == "nt" ||
      name == "no-trump") {
    return kFollowMe;
  }
  for (int p = 0; p <= game.max_pip; ++p) {
    if (name == kSuitNames[p] || (name.size() == 1 && name[0] == '0' + p)) return p;
  }
  if (name == "aces") return 1;
  if (name == "deuces") return 2;
  if (name == "treys") return 3;
  return absl::InvalidArgumentError(absl::StrCat(
      "unknown trump '", text, "' in ", game.title, " (expected a suit ", kSuitNames[0], "..",
      kSuitNames[game.max_pip], " or 0-", game.max_pip, ", doubles or followme)"));
}

absl::StatusOr<Contract> ParseContract(const Game& game, absl::string_view text) {
  const std::string name = absl::AsciiStrToLower(text);
  Contract c;
  if (name == "nello" || name == "nel-o" || name == "low") {
    c.kind = Kind::kNello;
  } else if (name == "low-no" || name == "lowno") {
    c.kind = Kind::kLowNo;
  } else if (name == "sevens" && game.max_pip < 7) {
    c.kind = Kind::kSevens;
  } else {
    bool found = false;
    for (int i = 0; i < 3; ++i) {
      if (!game.partner_calls[i].name.empty() && name == game.partner_calls[i].name) {
        c.kind = Kind::kPartnerCall;
        c.partner_call = i;
        found = true;
      }
    }
    if (!found && (name == "splash" || name == "plunge" || name == "dip" || name == "dive")) {
      return absl::InvalidArgumentError(absl::StrCat(game.title, " has no ", name));
    }
    if (!found) {
      absl::StatusOr<int> trump = ParseTrump(game, text);
      if (!trump.ok()) {
        return absl::InvalidArgumentError(
            absl::StrCat("unknown contract '", text, "' in ", game.title,
                         " (expected a trump, or one of its special contracts)"));
      }
      c.trump = *trump;
    }
  }
  if (absl::Status s = CheckContract(game, c); !s.ok()) return s;
  return c;
}

}  // namespace texas42::family
