#include "solver/analysis/hand_record.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/record_fields.h"
#include "solver/family/played.h"

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

absl::StatusOr<family::Contract> ContractOf(const family::Game& game, const RecordFields& f) {
  const std::string name = f.contract.empty() ? "normal" : f.contract;
  family::Contract c;
  if (absl::AsciiStrToLower(name) != "normal") {
    absl::StatusOr<family::Contract> parsed = family::ParseContract(game, name);
    if (!parsed.ok()) return FieldError("contract", parsed.status().message());
    c = *parsed;
  }
  const bool named_trump =
      c.kind == family::Kind::kNormal && absl::AsciiStrToLower(name) != "normal";
  if (c.has_trump() && !named_trump) {
    if (f.trump.empty()) return FieldError("trump", absl::StrCat("missing (", name, " names one)"));
    absl::StatusOr<int> trump = family::ParseTrump(game, f.trump);
    if (!trump.ok()) return FieldError("trump", trump.status().message());
    c.trump = *trump;
  } else if (!f.trump.empty()) {
    return FieldError("trump", absl::StrCat("the contract ", name, " names no other trump"));
  }
  if (!f.nello_doubles.empty()) {
    const std::string d = absl::AsciiStrToLower(f.nello_doubles);
    if (c.kind != family::Kind::kNello && c.kind != family::Kind::kLowNo) {
      return FieldError("nello-doubles", "goes with nello or low-no");
    }
    if (d == "own") {
      c.nello_doubles = family::NelloDoubles::kOwn;
    } else if (d == "high") {
      c.nello_doubles = family::NelloDoubles::kHigh;
    } else if (d == "low") {
      c.nello_doubles = family::NelloDoubles::kLow;
    } else {
      return FieldError("nello-doubles", "expected own, high or low");
    }
  }
  absl::StatusOr<bool> closest = ParseYesNo("sevens-closest-lead", f.sevens_closest_lead);
  if (!closest.ok()) return closest.status();
  if (*closest && c.kind != family::Kind::kSevens) {
    return FieldError("sevens-closest-lead", absl::StrCat("goes with sevens, not ", name));
  }
  c.sevens_closest_lead = *closest;
  absl::StatusOr<bool> first_trump = ParseYesNo("first-lead-trump", f.first_lead_trump);
  if (!first_trump.ok()) return first_trump.status();
  if (*first_trump && !c.has_trump()) {
    return FieldError("first-lead-trump", absl::StrCat(name, " is played without trumps"));
  }
  c.first_lead_trump = *first_trump;
  if (absl::Status s = family::CheckContract(game, c); !s.ok()) {
    return FieldError("contract", s.message());
  }
  return c;
}

}  // namespace

absl::StatusOr<RecordFields> ReadRecordFields(absl::string_view text) {
  absl::StatusOr<std::vector<RecordPair>> pairs = ReadRecordPairs(text);
  if (!pairs.ok()) return pairs.status();
  RecordFields f;
  const std::vector<RecordField> fields = {{"game", &f.game},
                                           {"deal", &f.deal},
                                           {"declarer", &f.declarer},
                                           {"contract", &f.contract},
                                           {"trump", &f.trump},
                                           {"nello-doubles", &f.nello_doubles},
                                           {"sevens-closest-lead", &f.sevens_closest_lead},
                                           {"first-lead-trump", &f.first_lead_trump},
                                           {"discard", &f.discard},
                                           {"bid", &f.bid},
                                           {"played", &f.played}};
  if (absl::Status s = SetRecordFields(*pairs, fields); !s.ok()) return s;
  return f;
}

absl::StatusOr<HandRecord> RecordFromFields(const RecordFields& f, const std::string& game_name) {
  HandRecord r;
  const std::string name = f.game.empty() ? game_name : f.game;
  if (name.empty()) return FieldError("game", "missing");
  absl::StatusOr<const family::Game*> game = family::ParseGame(name);
  if (!game.ok()) return FieldError("game", game.status().message());
  r.game = *game;
  if (f.deal.empty()) return FieldError("deal", "missing");
  absl::StatusOr<family::Deal> deal = family::ParseDeal(*r.game, f.deal);
  if (!deal.ok()) return FieldError("deal", deal.status().message());
  r.deal = *deal;
  // Without the field the declarer is the first seat (N), as without the --declarer flag.
  absl::StatusOr<int> declarer = family::ParseSeat(*r.game, f.declarer.empty() ? "N" : f.declarer);
  if (!declarer.ok()) return FieldError("declarer", declarer.status().message());
  r.declarer = *declarer;
  absl::StatusOr<family::Contract> contract = ContractOf(*r.game, f);
  if (!contract.ok()) return contract.status();
  r.contract = *contract;
  if (absl::Status s = family::CheckQualifies(*r.game, r.contract, r.deal.hands[r.declarer]);
      !s.ok()) {
    return FieldError("contract", s.message());
  }
  if (r.game->left_over > 0) {
    if (f.discard.empty()) {
      return FieldError("discard",
                        absl::StrCat("missing (", r.game->title,
                                     " leaves a tile over: name the declarer's discard)"));
    }
    absl::StatusOr<family::Tile> discard = family::ParseTile(*r.game, f.discard);
    if (!discard.ok()) return FieldError("discard", discard.status().message());
    r.discard = *discard;
  } else if (!f.discard.empty()) {
    return FieldError("discard", absl::StrCat(r.game->title, " has no tile left over"));
  }
  if (!f.bid.empty()) {
    absl::StatusOr<int> bid = family::ParseBid(*r.game, r.contract, f.bid);
    if (!bid.ok()) return FieldError("bid", bid.status().message());
    // A special contract's bid is its own: the record needs none.
    if (r.contract.kind == family::Kind::kNormal) r.bid = *bid;
  }
  absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(*r.game, f.played);
  if (!played.ok()) return FieldError("played", played.status().message());
  r.played = *played;
  return r;
}

}  // namespace texas42
