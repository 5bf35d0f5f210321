#include "solver/analysis/hand_record.h"

#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "solver/analysis/record_fields.h"
#include "solver/rules.h"
#include "solver/state.h"

namespace texas42 {
namespace {

absl::Status FieldError(absl::string_view field, absl::string_view message) {
  return absl::InvalidArgumentError(absl::StrCat(field, ": ", message));
}

absl::StatusOr<bool> ParseYesNo(absl::string_view field, absl::string_view text) {
  const std::string t = absl::AsciiStrToLower(text);
  if (t.empty() || t == "no" || t == "false") return false;
  if (t == "yes" || t == "true") return true;
  return FieldError(field, absl::StrCat("expected yes or no, not '", text, "'"));
}

// Reads the fields of one record in any of the three forms.
absl::StatusOr<RecordFields> ReadRecordFields(absl::string_view text) {
  absl::StatusOr<std::vector<RecordPair>> pairs = ReadRecordPairs(text);
  if (!pairs.ok()) return pairs.status();
  RecordFields f;
  const std::vector<RecordField> fields = {{"deal", &f.deal},
                                           {"declarer", &f.declarer},
                                           {"contract", &f.contract},
                                           {"trump", &f.trump},
                                           {"nello-doubles", &f.nello_doubles},
                                           {"sevens-closest-lead", &f.sevens_closest_lead},
                                           {"first-lead-trump", &f.first_lead_trump},
                                           {"bid", &f.bid},
                                           {"played", &f.played}};
  if (absl::Status s = SetRecordFields(*pairs, fields); !s.ok()) return s;
  return f;
}

std::string SeatString(Seat s) { return std::string(1, SeatLetter(s)); }

}  // namespace

absl::StatusOr<HandRecord> RecordFromFields(const RecordFields& f) {
  HandRecord r;
  if (f.deal.empty()) return FieldError("deal", "missing");
  absl::StatusOr<Deal> deal = ParseDeal(f.deal);
  if (!deal.ok()) return FieldError("deal", deal.status().message());
  r.deal = *deal;
  // Without the field the declarer is N, as without the --declarer flag.
  absl::StatusOr<Seat> declarer = ParseSeat(f.declarer.empty() ? "N" : f.declarer);
  if (!declarer.ok()) return FieldError("declarer", declarer.status().message());
  r.declarer = *declarer;

  absl::StatusOr<ContractKind> kind = ParseContractKind(f.contract.empty() ? "normal" : f.contract);
  if (!kind.ok()) return FieldError("contract", kind.status().message());
  const absl::string_view name = ContractKindName(*kind);
  Contract& c = r.contract;
  c.kind = *kind;
  if (c.has_trump()) {
    if (f.trump.empty()) return FieldError("trump", absl::StrCat("missing (", name, " names one)"));
    absl::StatusOr<Trump> trump = ParseTrump(f.trump);
    if (!trump.ok()) return FieldError("trump", trump.status().message());
    c.trump = *trump;
  } else if (!f.trump.empty()) {
    return FieldError("trump", absl::StrCat(name, " is played without trumps"));
  }
  if (!f.nello_doubles.empty()) {
    if (c.kind != ContractKind::kNello) {
      return FieldError("nello-doubles", absl::StrCat("goes with nello, not ", name));
    }
    absl::StatusOr<NelloDoubles> doubles = ParseNelloDoubles(f.nello_doubles);
    if (!doubles.ok()) return FieldError("nello-doubles", doubles.status().message());
    c.nello_doubles = *doubles;
  }
  absl::StatusOr<bool> closest = ParseYesNo("sevens-closest-lead", f.sevens_closest_lead);
  if (!closest.ok()) return closest.status();
  if (*closest && c.kind != ContractKind::kSevens) {
    return FieldError("sevens-closest-lead", absl::StrCat("goes with sevens, not ", name));
  }
  c.sevens_closest_lead = *closest;
  absl::StatusOr<bool> first_trump = ParseYesNo("first-lead-trump", f.first_lead_trump);
  if (!first_trump.ok()) return first_trump.status();
  if (*first_trump && !c.has_trump()) {
    return FieldError("first-lead-trump", absl::StrCat(name, " is played without trumps"));
  }
  c.first_lead_trump = *first_trump;
  if (absl::Status s = CheckQualifies(c, r.deal.hand(r.declarer)); !s.ok()) {
    return FieldError("contract", s.message());
  }

  if (c.scoring() == Scoring::kPoints) {
    if (f.bid.empty()) {
      // The lowest bid: what a record of play without its auction most likely was.
      r.bid = kLowestBid;
      r.bid_assumed = true;
    } else {
      absl::StatusOr<int> bid = ParseBid(f.bid);
      if (!bid.ok()) return FieldError("bid", bid.status().message());
      r.bid = *bid;
    }
  } else {
    r.bid = MarksOf(c) * kTotalPoints;
    if (!f.bid.empty()) {
      absl::StatusOr<int> bid = ParseBid(f.bid);
      if (!bid.ok() || *bid != r.bid) {
        return FieldError("bid", absl::StrCat(name, " is bid at ", BidName(r.bid)));
      }
    }
  }
  // Tile by tile: a tile played twice is CheckPlay's to name, with its trick and seat.
  for (absl::string_view word :
       absl::StrSplit(f.played, absl::ByAnyChar(" ,\t"), absl::SkipEmpty())) {
    absl::StatusOr<Tile> tile = ParseTile(word);
    if (!tile.ok()) return FieldError("played", tile.status().message());
    r.played.push_back(*tile);
  }
  return r;
}

absl::StatusOr<HandRecord> ParseHandRecord(absl::string_view text) {
  absl::StatusOr<RecordFields> fields = ReadRecordFields(text);
  if (!fields.ok()) return fields.status();
  return RecordFromFields(*fields);
}

std::vector<RecordText> SplitHandRecords(const std::vector<std::string>& lines) {
  std::vector<RecordText> records;
  bool open = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    const absl::string_view line = absl::StripAsciiWhitespace(lines[i]);
    const int number = static_cast<int>(i) + 1;
    if (line.empty()) {
      open = false;
      continue;
    }
    if (absl::StartsWith(line, "#")) continue;
    const bool whole = absl::StartsWith(line, "{") || absl::StrContains(line, '=');
    if (whole || !open) {
      records.push_back({static_cast<int>(records.size()) + 1, number, std::string(line)});
      open = !whole;
      continue;
    }
    absl::StrAppend(&records.back().text, "\n", line);
  }
  return records;
}

absl::Status CheckPlay(const HandRecord& record) {
  const Rules rules(record.contract);
  Position position(rules, record.deal, record.declarer);
  std::vector<std::pair<Tile, int>> gone;  // tiles played, with their trick
  for (Tile tile : record.played) {
    const int trick = static_cast<int>(position.tricks().size()) + 1;
    const Seat seat = position.to_move();
    const auto at = absl::StrCat("trick ", trick, ", ", SeatName(seat), ": ");
    if (position.finished()) {
      return absl::InvalidArgumentError(
          absl::StrCat("played: ", FormatTile(tile), " is played after the hand is over"));
    }
    for (const auto& [t, when] : gone) {
      if (t == tile) {
        return absl::InvalidArgumentError(
            absl::StrCat("played: ", at, FormatTile(tile), " was played before, in trick ", when));
      }
    }
    if (!position.hand(seat).Contains(tile)) {
      const Seat holder = record.deal.Holder(tile);
      return absl::InvalidArgumentError(absl::StrCat(
          "played: ", at, FormatTile(tile), " is ", SeatName(holder), "'s, and ", SeatName(seat),
          " is to play (a play out of turn, or a tile he does not hold)"));
    }
    if (!position.Legal().Contains(tile)) {
      return absl::InvalidArgumentError(
          absl::StrCat("played: ", at, FormatTile(tile), " is a renege: ", SeatName(seat), " must ",
                       position.trick().empty() ? "lead" : "follow with", " one of ",
                       FormatTiles(position.Legal())));
    }
    if (absl::Status s = position.Play(tile); !s.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("played: ", at, s.message()));
    }
    gone.push_back({tile, trick});
  }
  return absl::OkStatus();
}

std::string FormatHandRecord(const HandRecord& r) {
  const Contract& c = r.contract;
  std::string out =
      absl::StrCat("deal=", FormatDeal(r.deal), "; declarer=", SeatString(r.declarer));
  if (c.kind != ContractKind::kNormal)
    absl::StrAppend(&out, "; contract=", ContractKindName(c.kind));
  if (c.has_trump()) absl::StrAppend(&out, "; trump=", TrumpName(c.trump));
  if (c.kind == ContractKind::kNello && c.nello_doubles != NelloDoubles::kOwn) {
    absl::StrAppend(&out, "; nello-doubles=", NelloDoublesName(c.nello_doubles));
  }
  if (c.sevens_closest_lead) absl::StrAppend(&out, "; sevens-closest-lead=yes");
  if (c.first_lead_trump) absl::StrAppend(&out, "; first-lead-trump=yes");
  if (c.scoring() == Scoring::kPoints) absl::StrAppend(&out, "; bid=", BidName(r.bid));
  std::vector<std::string> tiles;
  for (Tile t : r.played) tiles.push_back(FormatTile(t));
  absl::StrAppend(&out, "; played=", absl::StrJoin(tiles, " "));
  return out;
}

}  // namespace texas42
