#include "solver/analysis/family_study_io.h"

#include <optional>
#include <vector>

#include "absl/algorithm/container.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/flat_json.h"
#include "solver/analysis/json_writer.h"
#include "solver/play/table_player.h"

namespace texas42 {
namespace {

using family::Game;

constexpr absl::string_view kTagPrefix = "texas42 family study v1";
constexpr size_t kFields = 13;  // the CSV columns (14 with table_makes)

// FNV-1a, 64 bits: a fixed, portable hash (detects edits, not forgery).
uint64_t Fnv1a(absl::string_view text, uint64_t hash = 0xcbf29ce484222325ULL) {
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string SeatName(int seat) { return std::string(1, family::SeatLetter(seat)); }

// The deal as family studies (format v1) write it, hands separated by " / ": the checksum
// covers it, so studies written before deals were written "a/b/c" elsewhere still verify.
std::string StudyDeal(const Game& game, const family::Deal& deal) {
  return absl::StrReplaceAll(family::FormatDeal(game, deal), {{"/", " / "}});
}

// Returns table_makes as text: a '0' or '1' for each bid of the game, lowest first.
std::string MakesText(const std::vector<bool>& makes) {
  std::string text;
  for (const bool m : makes) text += m ? '1' : '0';
  return text;
}

// The fields the checksum covers, as CSV writes them (game through value, and table_makes).
std::string Canonical(const Game& game, const FamilyStudyRecord& r) {
  const FamilyFeatures& f = r.features;
  return absl::StrCat(game.name, ",", r.index, ",", StudyDeal(game, r.deal), ",",
                      SeatName(r.declarer), ",", family::ContractName(game, r.contract), ",",
                      f.trumps, ",", f.trump_double ? 1 : 0, ",", f.doubles, ",", f.count, ",",
                      FormatTiles(r.deal.hands[r.declarer]), ",", r.value,
                      r.table_makes ? absl::StrCat(",", MakesText(*r.table_makes)) : "");
}

std::string Check(const FamilyStudyParams& p, const FamilyStudyRecord& r) {
  return absl::StrFormat("%016x", Fnv1a(Canonical(*p.game, r), Fnv1a(FamilyStudyTag(p))));
}

bool IsFirst(const FamilyStudyParams& p, const FamilyStudyRecord& r) {
  return r.index == 0 && r.declarer == p.declarers.front() && r.contract == p.contracts.front();
}

absl::StatusOr<uint64_t> Whole(absl::string_view text, absl::string_view what) {
  uint64_t v = 0;
  if (text.empty() || !absl::c_all_of(text, absl::ascii_isdigit) || !absl::SimpleAtoi(text, &v)) {
    return absl::InvalidArgumentError(absl::StrCat(what, ": '", text, "' is not a whole number"));
  }
  return v;
}

// The fields of one record as text, in column order (game .. study), from CSV or JSON; a
// table-play study's records (`table`) have table_makes after value.
absl::StatusOr<std::vector<std::string>> SplitRecord(absl::string_view line, StudyFormat format,
                                                     bool table) {
  const size_t columns = kFields + (table ? 1 : 0);
  if (format == StudyFormat::kCsv) {
    std::vector<std::string> fields = absl::StrSplit(line, ',');
    if (fields.size() != columns) {
      return absl::InvalidArgumentError(
          absl::StrCat("expected ", columns, " comma-separated fields, found ", fields.size()));
    }
    return fields;
  }
  absl::StatusOr<FlatObject> object = ParseFlatObject(line);
  if (!object.ok()) return object.status();
  const bool tagged = object->count("study") > 0;
  std::vector<absl::string_view> keys = {"game",     "index",  "deal",         "declarer",
                                         "contract", "trumps", "trump_double", "doubles",
                                         "count",    "hand",   "value"};
  if (table) keys.push_back("table_makes");
  keys.push_back("check");
  if (tagged) keys.push_back("study");
  if (absl::Status s = ExpectKeys(*object, keys); !s.ok()) return s;
  std::vector<std::string> fields;
  for (absl::string_view key : keys) {
    const FlatValue& v = object->at(std::string(key));
    if (key == "trump_double") {
      if (v.kind != FlatValue::Kind::kBool) {
        return absl::InvalidArgumentError("trump_double: expected true or false");
      }
      fields.push_back(v.boolean ? "1" : "0");
    } else if (v.kind == FlatValue::Kind::kString || v.kind == FlatValue::Kind::kNumber) {
      fields.push_back(v.text);
    } else {
      return absl::InvalidArgumentError(absl::StrCat(key, ": expected a string or a number"));
    }
  }
  if (!tagged) fields.push_back("");
  return fields;
}

// Parses table_makes: a '0' or '1' for each of the game's `bids`.
absl::StatusOr<std::vector<bool>> ParseMakes(absl::string_view text, size_t bids) {
  if (text.size() != bids || !absl::c_all_of(text, [](char c) { return c == '0' || c == '1'; })) {
    return absl::InvalidArgumentError(absl::StrCat("table_makes '", text, "' must be ", bids,
                                                   " characters 0 or 1, one for each bid"));
  }
  std::vector<bool> makes;
  for (const char c : text) makes.push_back(c == '1');
  return makes;
}

std::string WithLine(uint64_t line, absl::string_view message) {
  return absl::StrCat("line ", line, ": ", message);
}

}  // namespace

std::string FamilyStudyTag(const FamilyStudyParams& p) {
  std::vector<std::string> seats, contracts;
  for (int s : p.declarers) seats.push_back(SeatName(s));
  for (const family::Contract& c : p.contracts) {
    contracts.push_back(family::ContractName(*p.game, c));
  }
  return absl::StrCat(
      kTagPrefix, " game=", p.game->name, " seed=", p.seed, " deals=", p.deals,
      " declarers=", absl::StrJoin(seats, "+"), " contracts=", absl::StrJoin(contracts, "+"),
      p.play
          ? absl::StrCat(" play=table play_declarers=", PlayerKindName(p.play->seating.declarers),
                         " play_defenders=", PlayerKindName(p.play->seating.defenders),
                         " worlds=", p.play->worlds)
          : "");
}

absl::StatusOr<FamilyStudyParams> ParseFamilyStudyTag(absl::string_view tag) {
  if (!absl::StartsWith(tag, kTagPrefix)) {
    return absl::InvalidArgumentError(
        absl::StrCat("not a family study: the study field should start '", kTagPrefix, "'"));
  }
  const std::vector<std::string> parts =
      absl::StrSplit(tag.substr(kTagPrefix.size()), ' ', absl::SkipEmpty());
  std::vector<std::string> values;
  std::vector<std::string> keys = {"game", "seed", "deals", "declarers", "contracts"};
  const std::vector<std::string> play_keys = {"play", "play_declarers", "play_defenders", "worlds"};
  if (parts.size() == keys.size() + play_keys.size()) {
    keys.insert(keys.end(), play_keys.begin(), play_keys.end());
  }
  if (parts.size() != keys.size()) {
    return absl::InvalidArgumentError(
        "the study tag should name game, seed, deals, declarers and contracts (and for table "
        "play play=, play_declarers=, play_defenders= and worlds=)");
  }
  for (size_t i = 0; i < keys.size(); ++i) {
    if (!absl::StartsWith(parts[i], keys[i] + "=")) {
      return absl::InvalidArgumentError(absl::StrCat("the study tag lacks ", keys[i], "="));
    }
    values.push_back(parts[i].substr(keys[i].size() + 1));
  }
  FamilyStudyParams p;
  absl::StatusOr<const Game*> game = family::ParseGame(values[0]);
  if (!game.ok()) return game.status();
  p.game = *game;
  absl::StatusOr<uint64_t> seed = Whole(values[1], "seed");
  if (!seed.ok()) return seed.status();
  absl::StatusOr<uint64_t> deals = Whole(values[2], "deals");
  if (!deals.ok()) return deals.status();
  p.seed = *seed;
  p.deals = *deals;
  p.declarers.clear();
  for (absl::string_view s : absl::StrSplit(values[3], '+')) {
    absl::StatusOr<int> seat = family::ParseSeat(*p.game, s);
    if (!seat.ok()) return seat.status();
    p.declarers.push_back(*seat);
  }
  for (absl::string_view c : absl::StrSplit(values[4], '+')) {
    absl::StatusOr<family::Contract> contract = family::ParseContract(*p.game, c);
    if (!contract.ok()) return contract.status();
    p.contracts.push_back(*contract);
  }
  if (values.size() > 5) {
    if (values[5] != "table") {
      return absl::InvalidArgumentError(absl::StrCat("play=", values[5], ": expected table"));
    }
    StudyPlay play;
    for (const auto& [text, kind] :
         {std::pair{values[6], &play.seating.declarers}, {values[7], &play.seating.defenders}}) {
      if (text == PlayerKindName(PlayerKind::kTable)) {
        *kind = PlayerKind::kTable;
      } else if (text == PlayerKindName(PlayerKind::kDoubleDummy)) {
        *kind = PlayerKind::kDoubleDummy;
      } else {
        return absl::InvalidArgumentError(
            absl::StrCat("a study's players are table or dd, not '", text, "'"));
      }
    }
    if (play.seating.declarers == PlayerKind::kDoubleDummy &&
        play.seating.defenders == PlayerKind::kDoubleDummy) {
      return absl::InvalidArgumentError("a table-play study has a table player on some side");
    }
    absl::StatusOr<uint64_t> worlds = Whole(values[8], "worlds");
    if (!worlds.ok()) return worlds.status();
    play.worlds = static_cast<int>(std::min<uint64_t>(*worlds, kMostWorlds + 1));
    p.play = play;
  }
  if (absl::Status s = CheckFamilyStudy(p); !s.ok()) return s;
  return p;
}

std::string FormatFamilyStudyHeader(const FamilyStudyParams& params, StudyFormat format) {
  if (format != StudyFormat::kCsv) return "";
  return absl::StrCat(params.play ? kFamilyStudyColumnsTable : kFamilyStudyColumns, "\n");
}

std::string FormatFamilyStudyRecord(const FamilyStudyParams& p, const FamilyStudyRecord& r,
                                    StudyFormat format) {
  const std::string tag = IsFirst(p, r) ? FamilyStudyTag(p) : "";
  if (format == StudyFormat::kCsv) {
    return absl::StrCat(Canonical(*p.game, r), ",", Check(p, r), ",", tag, "\n");
  }
  const Game& game = *p.game;
  JsonWriter json;
  json.BeginObject().Key("game").String(game.name);
  json.Key("index").Uint(r.index).Key("deal").String(StudyDeal(game, r.deal));
  json.Key("declarer").String(SeatName(r.declarer));
  json.Key("contract").String(family::ContractName(game, r.contract));
  json.Key("trumps").Int(r.features.trumps).Key("trump_double").Bool(r.features.trump_double);
  json.Key("doubles").Int(r.features.doubles).Key("count").Int(r.features.count);
  json.Key("hand").String(FormatTiles(r.deal.hands[r.declarer]));
  json.Key("value").Int(r.value);
  if (r.table_makes) json.Key("table_makes").String(MakesText(*r.table_makes));
  json.Key("check").String(Check(p, r));
  if (!tag.empty()) json.Key("study").String(tag);
  json.EndObject();
  return json.str() + "\n";
}

absl::Status FamilyStudyReader::ReadHeader() {
  std::string line;
  if (!lines_.Next(line)) {
    empty_ = true;
    return absl::InvalidArgumentError("not a family study: the file holds no complete line");
  }
  if (absl::Status s = CheckNoByteOrderMark(line); !s.ok()) return s;
  bool table_columns = false;
  if (line == kFamilyStudyColumns || line == kFamilyStudyColumnsTable) {
    format_ = StudyFormat::kCsv;
    table_columns = line == kFamilyStudyColumnsTable;
    header_bytes_ = lines_.offset();
    if (!lines_.Next(line)) {
      empty_ = true;
      return absl::InvalidArgumentError("line 2: the study holds no record yet");
    }
  } else if (!line.empty() && line[0] == '{') {
    format_ = StudyFormat::kJsonLines;
    table_columns = absl::StrContains(line, "\"table_makes\":");
  } else {
    return absl::InvalidArgumentError(
        absl::StrCat("not a family study (texas42 study --game): line 1 should be '",
                     kFamilyStudyColumns, "' or a JSON object"));
  }
  absl::StatusOr<std::vector<std::string>> fields = SplitRecord(line, format_, table_columns);
  if (!fields.ok())
    return absl::InvalidArgumentError(WithLine(lines_.line_number(), fields.status().message()));
  absl::StatusOr<FamilyStudyParams> params = ParseFamilyStudyTag(fields->back());
  if (!params.ok())
    return absl::InvalidArgumentError(WithLine(lines_.line_number(), params.status().message()));
  if (params->play.has_value() != table_columns) {
    return absl::InvalidArgumentError(
        WithLine(lines_.line_number(),
                 table_columns ? "the record has table_makes but the study names no table play"
                               : "the study names table play but the record has no table_makes"));
  }
  params_ = *std::move(params);
  // The first record is read again by Next.
  lines_.Unread(std::move(line), header_bytes_);
  return absl::OkStatus();
}

absl::StatusOr<bool> FamilyStudyReader::Next(FamilyStudyRecord& record) {
  std::string line;
  if (records_ == params_.deals * params_.records_per_deal()) {
    if (lines_.Next(line)) {
      return absl::InvalidArgumentError(
          WithLine(lines_.line_number(), "text after the study's last record"));
    }
    return false;
  }
  if (!lines_.Next(line)) return false;
  auto fail = [this](absl::string_view message) {
    return absl::InvalidArgumentError(WithLine(lines_.line_number(), message));
  };
  absl::StatusOr<std::vector<std::string>> fields =
      SplitRecord(line, format_, params_.play.has_value());
  if (!fields.ok()) return fail(fields.status().message());
  const std::vector<std::string>& f = *fields;
  const Game& game = *params_.game;
  if (f[0] != game.name) {
    return fail(absl::StrCat("a record of game '", f[0], "' in a ", game.name, " study"));
  }
  // The record the study defines next; in a subset, the one this line names, which may come
  // later (records missing before it) but not earlier.
  const size_t per_deal = params_.records_per_deal();
  if (allow_subset_) {
    absl::StatusOr<uint64_t> named = Whole(f[1], "index");
    if (!named.ok()) return fail(named.status().message());
    if (*named >= params_.deals) {
      return fail(absl::StrCat("deal ", *named, " is not in this study of ", params_.deals));
    }
    const std::vector<FamilyStudyRecord> candidates = UnsolvedFamilyRecords(params_, *named);
    std::optional<uint64_t> at;
    for (size_t k = 0; k < candidates.size() && !at; ++k) {
      if (f[3] == SeatName(candidates[k].declarer) &&
          f[4] == family::ContractName(game, candidates[k].contract)) {
        at = *named * per_deal + k;
      }
    }
    if (at && *at + 1 == records_) {
      return Next(record);  // the same record again (a header line and a grep both kept it)
    }
    if (at && *at < records_) {
      return fail("the record comes after a later record (a subset keeps the study's order)");
    }
    if (at) records_ = *at;
  }
  const uint64_t index = records_ / per_deal;
  const size_t k = records_ % per_deal;
  FamilyStudyRecord expected = UnsolvedFamilyRecords(params_, index)[k];
  absl::StatusOr<uint64_t> value = Whole(f[10], "value");
  if (!value.ok()) return fail(value.status().message());
  const int top = family::MaxValue(game, expected.contract);
  if (*value > static_cast<uint64_t>(top)) {
    return fail(absl::StrCat("value ", *value, " is out of range 0..", top));
  }
  expected.value = static_cast<int>(*value);
  if (params_.play) {
    absl::StatusOr<std::vector<bool>> makes = ParseMakes(f[11], FamilyStudyBids(game).size());
    if (!makes.ok()) return fail(makes.status().message());
    expected.table_makes = *std::move(makes);
  }
  const bool first = records_ == 0;
  const std::string want = absl::StrCat(Canonical(game, expected), ",", Check(params_, expected));
  const std::string got = absl::StrJoin(f.begin(), f.end() - 1, ",");
  if (got != want) {
    return fail(absl::StrCat(
        "the record is not deal ", index, ", declarer ", SeatName(expected.declarer), ", ",
        family::ContractName(game, expected.contract), " of this study, or its checksum is wrong"));
  }
  if (!first && !f.back().empty()) return fail("only the first record names the study");
  record = std::move(expected);
  ++records_;
  ++read_;
  return true;
}

}  // namespace texas42
