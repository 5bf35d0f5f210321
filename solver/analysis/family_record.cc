#include "solver/analysis/family_record.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/flat_json.h"
#include "solver/family/played.h"

namespace texas42 {
namespace {

absl::Status FieldError(absl::string_view field, absl::string_view message) {
  return absl::InvalidArgumentError(absl::StrCat(field, ": ", message));
}

std::string* FieldNamed(FamilyFields& f, absl::string_view key) {
  std::string name = absl::AsciiStrToLower(absl::StripAsciiWhitespace(key));
  for (char& c : name) {
    if (c == '_') c = '-';
  }
  if (name == "game") return &f.game;
  if (name == "deal") return &f.deal;
  if (name == "declarer") return &f.declarer;
  if (name == "contract") return &f.contract;
  if (name == "trump") return &f.trump;
  if (name == "nello-doubles") return &f.nello_doubles;
  if (name == "discard") return &f.discard;
  if (name == "bid") return &f.bid;
  if (name == "played") return &f.played;
  return nullptr;
}

absl::Status SetField(FamilyFields& f, absl::string_view key, absl::string_view value) {
  std::string* field = FieldNamed(f, key);
  if (field == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat("unknown field '", absl::StripAsciiWhitespace(key),
                     "' (the fields: game, deal, declarer, contract, trump, nello-doubles, "
                     "discard, bid, played)"));
  }
  if (!field->empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("field '", absl::StripAsciiWhitespace(key), "' given twice"));
  }
  *field = std::string(absl::StripAsciiWhitespace(value));
  return absl::OkStatus();
}

absl::StatusOr<family::Contract> ContractOf(const family::Game& game, const FamilyFields& f) {
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
  if (absl::Status s = family::CheckContract(game, c); !s.ok()) {
    return FieldError("contract", s.message());
  }
  return c;
}

// Returns the record's fields as written, in order, in any of the three forms.
absl::StatusOr<std::vector<std::pair<std::string, std::string>>> RecordPairs(
    absl::string_view text) {
  text = absl::StripAsciiWhitespace(text);
  std::vector<std::pair<std::string, std::string>> pairs;
  if (absl::StartsWith(text, "{")) {
    absl::StatusOr<FlatObject> object = ParseFlatObject(text);
    if (!object.ok()) return object.status();
    for (const auto& [key, value] : *object) {
      std::string v = value.text;
      if (value.kind == FlatValue::Kind::kArray) {
        std::vector<std::string> items;
        for (const FlatValue& item : value.items) items.push_back(item.text);
        v = absl::StrJoin(items, " ");
      }
      pairs.push_back({key, v});
    }
    return pairs;
  }
  const bool one_line = absl::StrContains(text, '=');
  for (absl::string_view part : one_line ? absl::StrSplit(text, ';') : absl::StrSplit(text, '\n')) {
    part = absl::StripAsciiWhitespace(part);
    if (part.empty() || absl::StartsWith(part, "#")) continue;
    const size_t at = part.find(one_line ? '=' : ':');
    if (at == absl::string_view::npos) {
      return absl::InvalidArgumentError(
          absl::StrCat("expected ", one_line ? "key=value" : "key: value", ", got '", part, "'"));
    }
    pairs.push_back({std::string(part.substr(0, at)), std::string(part.substr(at + 1))});
  }
  return pairs;
}

}  // namespace

absl::StatusOr<FamilyFields> ReadFamilyFields(absl::string_view text) {
  absl::StatusOr<std::vector<std::pair<std::string, std::string>>> pairs = RecordPairs(text);
  if (!pairs.ok()) return pairs.status();
  FamilyFields f;
  for (const auto& [key, value] : *pairs) {
    if (absl::Status s = SetField(f, key, value); !s.ok()) return s;
  }
  return f;
}

absl::StatusOr<FamilyRecord> FamilyRecordFromFields(const FamilyFields& f,
                                                    const std::string& game_flag) {
  FamilyRecord r;
  const std::string game_name = f.game.empty() ? game_flag : f.game;
  if (game_name.empty()) return FieldError("game", "missing");
  absl::StatusOr<const family::Game*> game = family::ParseGame(game_name);
  if (!game.ok()) return FieldError("game", game.status().message());
  if (!f.game.empty() && !game_flag.empty()) {
    absl::StatusOr<const family::Game*> flag = family::ParseGame(game_flag);
    if (flag.ok() && *flag != *game) {
      return FieldError(
          "game", absl::StrCat("the record is ", (*game)->name, ", but --game is ", (*flag)->name));
    }
  }
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
    r.bid = *bid;
  }
  absl::StatusOr<std::vector<family::Move>> played = family::ParsePlayed(*r.game, f.played);
  if (!played.ok()) return FieldError("played", played.status().message());
  r.played = *played;
  return r;
}

bool NamesFamilyGame(absl::string_view text) {
  absl::StatusOr<std::vector<std::pair<std::string, std::string>>> pairs = RecordPairs(text);
  if (!pairs.ok()) return false;
  FamilyFields probe;
  for (const auto& [key, value] : *pairs) {
    if (FieldNamed(probe, key) != &probe.game) continue;
    absl::StatusOr<const family::Game*> game = family::ParseGame(absl::StripAsciiWhitespace(value));
    return !game.ok() || (*game)->id != family::GameId::k42;
  }
  return false;
}

}  // namespace texas42
