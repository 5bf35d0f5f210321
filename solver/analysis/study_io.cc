#include "solver/analysis/study_io.h"

#include <algorithm>

#include "absl/algorithm/container.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/json_writer.h"
#include "solver/tile_bits.h"

namespace texas42 {
namespace {

using family::Game;

constexpr absl::string_view kCurrentPrefix = "texas42 study v3";
constexpr absl::string_view kTexas42V2Prefix = "texas42 study v2";
constexpr absl::string_view kFamilyV1Prefix = "texas42 family study v1";

// FNV-1a, 64 bits: a fixed, portable hash (the checksum detects edits, not forgery).
uint64_t Fnv1a(absl::string_view text, uint64_t hash = 0xcbf29ce484222325ULL) {
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string SeatName(int seat) { return std::string(1, family::SeatLetter(seat)); }

bool HasGameColumn(StudyEdition edition) {
  return edition == StudyEdition::kCurrent || edition == StudyEdition::kFamilyV1;
}

// Parses a player named as texas42 writes it: "dd" or "table".
absl::StatusOr<PlayerKind> ParseWrittenPlayer(absl::string_view text, absl::string_view what) {
  absl::StatusOr<PlayerKind> kind = ParsePlayerKind(text);
  if (!kind.ok() || PlayerKindName(*kind) != text) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " '", text, "' is not a player (expected dd or table)"));
  }
  return *kind;
}

}  // namespace

absl::StatusOr<StudyFormat> ParseStudyFormat(absl::string_view text) {
  const std::string s = absl::AsciiStrToLower(text);
  if (s == "csv") return StudyFormat::kCsv;
  if (s == "jsonl" || s == "json" || s == "jsonlines") return StudyFormat::kJsonLines;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown study format '", text, "' (expected csv or jsonl)"));
}

absl::string_view StudyFormatName(StudyFormat format) {
  return format == StudyFormat::kCsv ? "csv" : "jsonl";
}

absl::Status CheckNoByteOrderMark(absl::string_view first_line) {
  if (!absl::StartsWith(first_line, "\xef\xbb\xbf")) return absl::OkStatus();
  return absl::InvalidArgumentError(
      "line 1: the file starts with a UTF-8 byte-order mark (U+FEFF), which a texas42 study "
      "never holds: save it without the mark");
}

StudyFormat StudyFormatOfPath(absl::string_view path) {
  return absl::EndsWithIgnoreCase(path, ".jsonl") || absl::EndsWithIgnoreCase(path, ".json")
             ? StudyFormat::kJsonLines
             : StudyFormat::kCsv;
}

absl::StatusOr<uint64_t> ParseStudyWhole(absl::string_view text, absl::string_view what) {
  uint64_t value = 0;
  const bool digits_only = !text.empty() && text.size() <= 20 && absl::c_all_of(text, [](char c) {
    return absl::ascii_isdigit(static_cast<unsigned char>(c));
  });
  if (!digits_only || !absl::SimpleAtoi(text, &value)) {
    return absl::InvalidArgumentError(absl::StrCat(what, " '", text, "' is not a whole number"));
  }
  return value;
}

std::vector<std::string> StudyColumns(StudyEdition edition, const StudyParams& params) {
  std::vector<std::string> columns;
  if (HasGameColumn(edition)) columns.push_back("game");
  for (const char* name :
       {"index", "deal", "declarer", "contract", "trumps", "trump_double", "doubles", "count"}) {
    columns.push_back(name);
  }
  if (edition == StudyEdition::kFamilyV1) {
    columns.push_back("hand");
  } else {
    for (int p = 0; p <= params.game->max_pip; ++p) columns.push_back(absl::StrCat("suit", p));
  }
  columns.push_back("value");
  if (params.play) columns.push_back("table_makes");
  return columns;
}

std::vector<std::string> RecordFields(StudyEdition edition, const StudyParams& params,
                                      const StudyRecord& r) {
  const Game& game = *params.game;
  const HandFeatures& f = r.features;
  std::vector<std::string> fields;
  if (HasGameColumn(edition)) fields.push_back(std::string(game.name));
  fields.push_back(absl::StrCat(r.index));
  // The family's first edition wrote " / " between the hands.
  const std::string deal = family::FormatDeal(game, r.deal);
  fields.push_back(edition == StudyEdition::kFamilyV1 ? absl::StrReplaceAll(deal, {{"/", " / "}})
                                                      : deal);
  fields.push_back(SeatName(r.declarer));
  fields.push_back(family::ContractName(game, r.contract));
  for (int n : {f.trumps, f.trump_double ? 1 : 0, f.doubles, f.count}) {
    fields.push_back(absl::StrCat(n));
  }
  if (edition == StudyEdition::kFamilyV1) {
    fields.push_back(FormatTiles(r.deal.hands[r.declarer]));
  } else {
    for (int n : f.suits) fields.push_back(absl::StrCat(n));
  }
  fields.push_back(absl::StrCat(r.value));
  if (r.table_makes) fields.push_back(TableMakesText(*r.table_makes));
  return fields;
}

std::string StudyTag(const StudyParams& params, StudyEdition edition) {
  std::vector<std::string> seats, contracts;
  for (int s : params.declarers) seats.push_back(SeatName(s));
  for (const family::Contract& c : params.contracts) {
    contracts.push_back(family::ContractName(*params.game, c));
  }
  const absl::string_view prefix = edition == StudyEdition::kFamilyV1  ? kFamilyV1Prefix
                                   : edition == StudyEdition::kCurrent ? kCurrentPrefix
                                                                       : kTexas42V2Prefix;
  return absl::StrCat(
      prefix, HasGameColumn(edition) ? absl::StrCat(" game=", params.game->name) : "",
      " seed=", params.seed, " deals=", params.deals, " declarers=", absl::StrJoin(seats, "+"),
      " contracts=", absl::StrJoin(contracts, "+"),
      params.play ? absl::StrCat(" play=table play_declarers=",
                                 PlayerKindName(params.play->seating.declarers),
                                 " play_defenders=", PlayerKindName(params.play->seating.defenders),
                                 " worlds=", params.play->worlds)
                  : "");
}

absl::StatusOr<StudyParams> ParseStudyTag(absl::string_view tag, StudyEdition* edition) {
  StudyEdition read = StudyEdition::kCurrent;
  if (absl::ConsumePrefix(&tag, kCurrentPrefix)) {
    read = StudyEdition::kCurrent;
  } else if (absl::ConsumePrefix(&tag, kTexas42V2Prefix)) {
    read = StudyEdition::kTexas42V2;
  } else if (absl::ConsumePrefix(&tag, kFamilyV1Prefix)) {
    read = StudyEdition::kFamilyV1;
  } else {
    return absl::InvalidArgumentError(absl::StrCat(
        "not a texas42 study: the first record's study field must start '", kCurrentPrefix, "'"));
  }
  const std::vector<absl::string_view> parts = absl::StrSplit(tag, ' ', absl::SkipEmpty());
  std::vector<absl::string_view> keys = {"seed", "deals", "declarers", "contracts"};
  if (HasGameColumn(read)) keys.insert(keys.begin(), "game");
  const std::vector<absl::string_view> play_keys = {"play", "play_declarers", "play_defenders",
                                                    "worlds"};
  if (parts.size() == keys.size() + play_keys.size()) {
    keys.insert(keys.end(), play_keys.begin(), play_keys.end());
  }
  if (parts.size() != keys.size()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the study tag must name ", absl::StrJoin(keys, "=, "),
        "= (and for table play play=, play_declarers=, play_defenders= and worlds=), in that "
        "order"));
  }
  std::vector<absl::string_view> values;
  for (size_t i = 0; i < keys.size(); ++i) {
    absl::string_view part = parts[i];
    if (!absl::ConsumePrefix(&part, keys[i]) || !absl::ConsumePrefix(&part, "=")) {
      return absl::InvalidArgumentError(
          absl::StrCat("the study tag's field ", i + 1, " must start '", keys[i], "='"));
    }
    values.push_back(part);
  }
  StudyParams p;
  size_t at = 0;
  if (HasGameColumn(read)) {
    absl::StatusOr<const Game*> game = family::ParseGame(values[at++]);
    if (!game.ok()) return game.status();
    p.game = *game;
  }
  if (read != StudyEdition::kCurrent &&
      (p.game->id == family::GameId::k42) != (read == StudyEdition::kTexas42V2)) {
    return absl::InvalidArgumentError(
        read == StudyEdition::kFamilyV1
            ? "a family study v1 names a game of the family other than 42"
            : "a Texas 42 study v2 is a study of Texas 42");
  }
  absl::StatusOr<uint64_t> seed = ParseStudyWhole(values[at++], "seed");
  if (!seed.ok()) return seed.status();
  absl::StatusOr<uint64_t> deals = ParseStudyWhole(values[at++], "deals");
  if (!deals.ok()) return deals.status();
  p.seed = *seed;
  p.deals = *deals;
  p.declarers.clear();
  for (absl::string_view s : absl::StrSplit(values[at++], '+')) {
    absl::StatusOr<int> seat = family::ParseSeat(*p.game, s);
    if (!seat.ok()) return seat.status();
    p.declarers.push_back(*seat);
  }
  for (absl::string_view c : absl::StrSplit(values[at++], '+')) {
    absl::StatusOr<family::Contract> contract = family::ParseContract(*p.game, c);
    if (!contract.ok()) return contract.status();
    p.contracts.push_back(*contract);
  }
  if (at < values.size()) {
    if (values[at] != "table") {
      return absl::InvalidArgumentError(absl::StrCat(
          "play '", values[at], "' is not table (a study without table play names none)"));
    }
    StudyPlay play;
    absl::StatusOr<PlayerKind> d = ParseWrittenPlayer(values[at + 1], "play_declarers");
    if (!d.ok()) return d.status();
    absl::StatusOr<PlayerKind> o = ParseWrittenPlayer(values[at + 2], "play_defenders");
    if (!o.ok()) return o.status();
    play.seating = {*d, *o};
    absl::StatusOr<uint64_t> worlds = ParseStudyWhole(values[at + 3], "worlds");
    if (!worlds.ok()) return worlds.status();
    play.worlds = static_cast<int>(std::min<uint64_t>(*worlds, kMostWorlds + 1));
    p.play = play;
  }
  if (absl::Status s = CheckStudy(p); !s.ok()) return s;
  // Only the tag texas42 writes is read: the checksums cover its text.
  if (StudyTag(p, read) != absl::StrCat(read == StudyEdition::kFamilyV1  ? kFamilyV1Prefix
                                        : read == StudyEdition::kCurrent ? kCurrentPrefix
                                                                         : kTexas42V2Prefix,
                                        tag)) {
    return absl::InvalidArgumentError("the study tag is not written as texas42 writes it");
  }
  if (edition != nullptr) *edition = read;
  return p;
}

std::string RecordCheck(StudyEdition edition, absl::string_view tag,
                        const std::vector<std::string>& fields) {
  // The family's first edition hashed the tag without a newline.
  const uint64_t seed =
      Fnv1a(edition == StudyEdition::kFamilyV1 ? std::string(tag) : absl::StrCat(tag, "\n"));
  return absl::StrFormat("%016x", Fnv1a(absl::StrJoin(fields, ","), seed));
}

std::string TableMakesText(const std::vector<bool>& makes) {
  std::string text;
  for (const bool m : makes) text += m ? '1' : '0';
  return text;
}

absl::StatusOr<std::vector<bool>> ParseTableMakes(absl::string_view text, size_t bids) {
  if (text.size() != bids || !absl::c_all_of(text, [](char c) { return c == '0' || c == '1'; })) {
    return absl::InvalidArgumentError(absl::StrCat("table_makes '", text, "' must be ", bids,
                                                   " digits 0 or 1, one for each bid"));
  }
  std::vector<bool> makes;
  for (const char c : text) makes.push_back(c == '1');
  return makes;
}

std::string FormatStudyHeader(const StudyParams& params, StudyFormat format) {
  if (format == StudyFormat::kJsonLines) return "";  // the first record names the study
  return absl::StrCat(absl::StrJoin(StudyColumns(StudyEdition::kCurrent, params), ","),
                      ",check,study\n");
}

std::string FormatStudyRecord(const StudyParams& params, const StudyRecord& r, StudyFormat format) {
  const std::vector<std::string> fields = RecordFields(StudyEdition::kCurrent, params, r);
  const bool first = r.index == 0 && r.declarer == params.declarers.front() &&
                     r.contract == params.contracts.front();
  const std::string tag = StudyTag(params);
  const std::string check = RecordCheck(StudyEdition::kCurrent, tag, fields);
  if (format == StudyFormat::kCsv) {
    return absl::StrCat(absl::StrJoin(fields, ","), ",", check, ",", first ? tag : "", "\n");
  }
  const HandFeatures& f = r.features;
  JsonWriter w;
  w.BeginObject().Key("game").String(params.game->name).Key("index").Uint(r.index);
  w.Key("deal").String(fields[2]).Key("declarer").String(fields[3]);
  w.Key("contract").String(fields[4]);
  w.Key("trumps").Int(f.trumps).Key("trump_double").Bool(f.trump_double);
  w.Key("doubles").Int(f.doubles).Key("count").Int(f.count).Key("suits").BeginArray();
  for (const int n : f.suits) w.Int(n);
  w.EndArray().Key("value").Int(r.value);
  if (r.table_makes) w.Key("table_makes").String(TableMakesText(*r.table_makes));
  w.Key("check").String(check);
  if (first) w.Key("study").String(tag);
  w.EndObject();
  return absl::StrCat(w.str(), "\n");
}

}  // namespace texas42
