#include "solver/analysis/study_io.h"

#include <algorithm>
#include <bitset>
#include <utility>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/dealer.h"
#include "solver/analysis/flat_json.h"
#include "solver/analysis/json_writer.h"

namespace texas42 {
namespace {

constexpr absl::string_view kCsvMagicV1 = "# texas42 study v1";
constexpr absl::string_view kCsvColumnsV1 =
    "index,deal,declarer,contract,trumps,trump_double,doubles,count,"
    "suit0,suit1,suit2,suit3,suit4,suit5,suit6,value";
constexpr absl::string_view kCsvColumns =
    "index,deal,declarer,contract,trumps,trump_double,doubles,count,"
    "suit0,suit1,suit2,suit3,suit4,suit5,suit6,value,check,study";
// A table-play study has one more column, its records' table outcomes, before check.
constexpr absl::string_view kCsvColumnsTable =
    "index,deal,declarer,contract,trumps,trump_double,doubles,count,"
    "suit0,suit1,suit2,suit3,suit4,suit5,suit6,value,table_makes,check,study";
constexpr int kCsvFieldsV1 = 16;
constexpr int kCsvFields = 18;
constexpr int kCsvFieldsTable = 19;
constexpr absl::string_view kTagPrefix = "texas42 study v2";
constexpr absl::string_view kJsonMagicKey = "texas42_study";

// FNV-1a, 64 bits: a fixed, portable hash (the checksum detects edits, not forgery).
uint64_t Fnv1a(absl::string_view text, uint64_t hash = 0xcbf29ce484222325ULL) {
  for (const char c : text) {
    hash ^= static_cast<uint8_t>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

// The record's fields as CSV writes them, without check and study (no newline): the text the
// checksum covers. Without table play, the fields of a v1 CSV record.
std::string CanonicalRecord(const StudyRecord& r) {
  const HandFeatures& f = r.features;
  return absl::StrCat(r.index, ",", FormatDeal(r.deal), ",", std::string(1, SeatLetter(r.declarer)),
                      ",", StudyContractName(r.contract), ",", f.trumps, ",",
                      f.trump_double ? 1 : 0, ",", f.doubles, ",", f.count, ",",
                      absl::StrJoin(f.suits, ","), ",", r.value,
                      r.table_makes ? absl::StrCat(",", TableMakesText(*r.table_makes)) : "");
}

// True for the study's first record, which carries the study's tag in CSV.
bool IsFirstRecord(const StudyParams& p, const StudyRecord& r) {
  return r.index == 0 && r.declarer == p.declarers.front() && r.contract == p.contracts.front();
}

// Parses a whole number written with digits only (no sign, no spaces).
absl::StatusOr<uint64_t> ParseWhole(absl::string_view text, absl::string_view what) {
  uint64_t value = 0;
  const bool digits_only = !text.empty() && text.size() <= 20 &&
                           std::all_of(text.begin(), text.end(), absl::ascii_isdigit);
  if (!digits_only || !absl::SimpleAtoi(text, &value)) {
    return absl::InvalidArgumentError(absl::StrCat(what, " '", text, "' is not a whole number"));
  }
  return value;
}

// Parses a whole number in [lo, hi].
absl::StatusOr<int> ParseSmall(absl::string_view text, absl::string_view what, int lo, int hi) {
  absl::StatusOr<uint64_t> v = ParseWhole(text, what);
  if (!v.ok()) return v.status();
  if (*v < static_cast<uint64_t>(lo) || *v > static_cast<uint64_t>(hi)) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " ", *v, " is out of range ", lo, "..", hi));
  }
  return static_cast<int>(*v);
}

absl::StatusOr<Seat> ParseSeatLetter(absl::string_view text) {
  if (text.size() == 1) {
    for (int s = 0; s < kSeatCount; ++s) {
      if (text[0] == SeatLetter(SeatAt(s))) return SeatAt(s);
    }
  }
  return absl::InvalidArgumentError(
      absl::StrCat("declarer '", text, "' is not a seat letter N, E, S or W"));
}

// Checks the parameters a header names: seats and contracts distinct and present.
absl::Status CheckParams(const StudyParams& p) {
  if (p.deals == 0) return absl::InvalidArgumentError("the study has 0 deals");
  if (p.declarers.empty()) return absl::InvalidArgumentError("the study names no declarer");
  if (p.contracts.empty()) return absl::InvalidArgumentError("the study names no contract");
  for (size_t i = 0; i < p.declarers.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (p.declarers[i] == p.declarers[j]) {
        return absl::InvalidArgumentError(absl::StrCat(
            "declarer ", std::string(1, SeatLetter(p.declarers[i])), " is named twice"));
      }
    }
  }
  for (size_t i = 0; i < p.contracts.size(); ++i) {
    for (size_t j = 0; j < i; ++j) {
      if (p.contracts[i] == p.contracts[j]) {
        return absl::InvalidArgumentError(
            absl::StrCat("contract ", StudyContractName(p.contracts[i]), " is named twice"));
      }
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<std::vector<Seat>> ParseSeatList(const std::vector<std::string>& names) {
  std::vector<Seat> seats;
  for (const std::string& name : names) {
    absl::StatusOr<Seat> s = ParseSeatLetter(name);
    if (!s.ok()) return s.status();
    seats.push_back(*s);
  }
  return seats;
}

absl::StatusOr<std::vector<Contract>> ParseContractList(const std::vector<std::string>& names) {
  std::vector<Contract> contracts;
  for (const std::string& name : names) {
    absl::StatusOr<Contract> c = ParseStudyContract(name);
    if (!c.ok()) return c.status();
    // Only canonical names are written, so only they are read back.
    if (StudyContractName(*c) != name) {
      return absl::InvalidArgumentError(
          absl::StrCat("contract '", name, "' is not written canonically"));
    }
    contracts.push_back(*c);
  }
  return contracts;
}

using Members = FlatObject;

absl::StatusOr<std::string> GetString(const Members& m, const std::string& key) {
  const FlatValue& v = m.at(key);
  if (v.kind != FlatValue::Kind::kString) {
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be a string"));
  }
  return v.text;
}

absl::StatusOr<bool> GetBool(const Members& m, const std::string& key) {
  const FlatValue& v = m.at(key);
  if (v.kind != FlatValue::Kind::kBool) {
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be true or false"));
  }
  return v.boolean;
}

absl::StatusOr<uint64_t> GetWhole(const FlatValue& v, const std::string& key) {
  if (v.kind != FlatValue::Kind::kNumber) {
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be a whole number"));
  }
  return ParseWhole(v.text, absl::StrCat("\"", key, "\""));
}

absl::StatusOr<int> GetSmall(const FlatValue& v, const std::string& key, int lo, int hi) {
  if (v.kind != FlatValue::Kind::kNumber) {
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be a whole number"));
  }
  return ParseSmall(v.text, absl::StrCat("\"", key, "\""), lo, hi);
}

absl::StatusOr<std::vector<std::string>> GetStrings(const Members& m, const std::string& key) {
  const FlatValue& v = m.at(key);
  if (v.kind != FlatValue::Kind::kArray) {
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be an array"));
  }
  std::vector<std::string> out;
  for (const FlatValue& item : v.items) {
    if (item.kind != FlatValue::Kind::kString) {
      return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must hold strings"));
    }
    out.push_back(item.text);
  }
  return out;
}

// The fields of a record before they are checked against each other.
struct RawRecord {
  uint64_t index = 0;
  std::string deal;
  std::string declarer;
  std::string contract;
  HandFeatures features;
  int value = 0;
  std::optional<std::bitset<kBidCount>> table_makes;  // a table-play study
  std::string check;                                  // version 2
  std::string study;  // a tagged file: the study's tag on the first record, else empty
};

absl::StatusOr<RawRecord> SplitCsvRecord(absl::string_view line, int version, bool table) {
  const std::vector<absl::string_view> f = absl::StrSplit(line, ',');
  const size_t fields = version < 2 ? kCsvFieldsV1 : table ? kCsvFieldsTable : kCsvFields;
  if (f.size() != fields) {
    return absl::InvalidArgumentError(
        absl::StrCat("expected ", fields, " comma-separated fields, found ", f.size()));
  }
  RawRecord r;
  if (version >= 2) {
    r.check = std::string(f[fields - 2]);
    r.study = std::string(f[fields - 1]);
  }
  if (table) {
    absl::StatusOr<std::bitset<kBidCount>> makes = ParseTableMakes(f[16]);
    if (!makes.ok()) return makes.status();
    r.table_makes = *makes;
  }
  absl::StatusOr<uint64_t> index = ParseWhole(f[0], "index");
  if (!index.ok()) return index.status();
  r.index = *index;
  r.deal = std::string(f[1]);
  r.declarer = std::string(f[2]);
  r.contract = std::string(f[3]);
  absl::StatusOr<int> trumps = ParseSmall(f[4], "trumps", 0, kTricksPerHand);
  absl::StatusOr<int> trump_double = ParseSmall(f[5], "trump_double", 0, 1);
  absl::StatusOr<int> doubles = ParseSmall(f[6], "doubles", 0, kTricksPerHand);
  absl::StatusOr<int> count = ParseSmall(f[7], "count", 0, 35);
  for (const auto* s : {&trumps, &trump_double, &doubles, &count}) {
    if (!s->ok()) return s->status();
  }
  r.features.trumps = *trumps;
  r.features.trump_double = *trump_double == 1;
  r.features.doubles = *doubles;
  r.features.count = *count;
  for (Pip p = 0; p < kPipCount; ++p) {
    absl::StatusOr<int> n = ParseSmall(f[8 + p], absl::StrCat("suit", p), 0, kTricksPerHand);
    if (!n.ok()) return n.status();
    r.features.suits[p] = *n;
  }
  absl::StatusOr<int> value = ParseSmall(f[15], "value", 0, kTotalPoints);
  if (!value.ok()) return value.status();
  r.value = *value;
  return r;
}

absl::StatusOr<RawRecord> SplitJsonRecord(absl::string_view line, int version, bool table,
                                          bool tagged) {
  absl::StatusOr<Members> m = ParseFlatObject(line);
  if (!m.ok()) return m.status();
  const bool has_study = tagged && m->count("study") > 0;
  std::vector<absl::string_view> keys = {"index",  "deal",         "declarer", "contract",
                                         "trumps", "trump_double", "doubles",  "count",
                                         "suits",  "value"};
  if (table) keys.push_back("table_makes");
  if (version >= 2) keys.push_back("check");
  if (has_study) keys.push_back("study");
  if (absl::Status s = ExpectKeys(*m, keys); !s.ok()) return s;
  RawRecord r;
  if (has_study) {
    absl::StatusOr<std::string> study = GetString(*m, "study");
    if (!study.ok()) return study.status();
    r.study = *std::move(study);
  }
  if (table) {
    absl::StatusOr<std::string> text = GetString(*m, "table_makes");
    if (!text.ok()) return text.status();
    absl::StatusOr<std::bitset<kBidCount>> makes = ParseTableMakes(*text);
    if (!makes.ok()) return makes.status();
    r.table_makes = *makes;
  }
  if (version >= 2) {
    absl::StatusOr<std::string> check = GetString(*m, "check");
    if (!check.ok()) return check.status();
    r.check = *std::move(check);
  }
  absl::StatusOr<uint64_t> index = GetWhole(m->at("index"), "index");
  if (!index.ok()) return index.status();
  r.index = *index;
  for (auto [key, field] : {std::pair{"deal", &r.deal}, std::pair{"declarer", &r.declarer},
                            std::pair{"contract", &r.contract}}) {
    absl::StatusOr<std::string> s = GetString(*m, key);
    if (!s.ok()) return s.status();
    *field = *std::move(s);
  }
  absl::StatusOr<int> trumps = GetSmall(m->at("trumps"), "trumps", 0, kTricksPerHand);
  absl::StatusOr<bool> trump_double = GetBool(*m, "trump_double");
  absl::StatusOr<int> doubles = GetSmall(m->at("doubles"), "doubles", 0, kTricksPerHand);
  absl::StatusOr<int> count = GetSmall(m->at("count"), "count", 0, 35);
  absl::StatusOr<int> value = GetSmall(m->at("value"), "value", 0, kTotalPoints);
  if (!trumps.ok()) return trumps.status();
  if (!trump_double.ok()) return trump_double.status();
  if (!doubles.ok()) return doubles.status();
  if (!count.ok()) return count.status();
  if (!value.ok()) return value.status();
  r.features.trumps = *trumps;
  r.features.trump_double = *trump_double;
  r.features.doubles = *doubles;
  r.features.count = *count;
  r.value = *value;
  const FlatValue& suits = m->at("suits");
  if (suits.kind != FlatValue::Kind::kArray || suits.items.size() != kPipCount) {
    return absl::InvalidArgumentError("\"suits\" must be an array of 7 whole numbers");
  }
  for (Pip p = 0; p < kPipCount; ++p) {
    absl::StatusOr<int> n = GetSmall(suits.items[p], "suits", 0, kTricksPerHand);
    if (!n.ok()) return n.status();
    r.features.suits[p] = *n;
  }
  return r;
}

std::string WithLine(uint64_t line, absl::string_view message) {
  return absl::StrCat("line ", line, ": ", message);
}

}  // namespace

std::string TableMakesText(const std::bitset<kBidCount>& makes) {
  std::string text(kBidCount, '0');
  for (int i = 0; i < kBidCount; ++i) text[i] = makes[i] ? '1' : '0';
  return text;
}

absl::StatusOr<std::bitset<kBidCount>> ParseTableMakes(absl::string_view text) {
  std::bitset<kBidCount> makes;
  const bool digits = text.size() == kBidCount && std::all_of(text.begin(), text.end(), [](char c) {
                        return c == '0' || c == '1';
                      });
  if (!digits) {
    return absl::InvalidArgumentError(absl::StrCat("table_makes '", text, "' must be ", kBidCount,
                                                   " digits 0 or 1 (bids 30..41, then one mark)"));
  }
  for (int i = 0; i < kBidCount; ++i) makes[i] = text[i] == '1';
  return makes;
}

absl::StatusOr<StudyFormat> ParseStudyFormat(absl::string_view text) {
  const std::string s = absl::AsciiStrToLower(text);
  if (s == "csv") return StudyFormat::kCsv;
  if (s == "jsonl" || s == "json" || s == "jsonlines") return StudyFormat::kJsonLines;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown study format '", text, "' (expected csv or jsonl)"));
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

absl::string_view StudyFormatName(StudyFormat format) {
  return format == StudyFormat::kCsv ? "csv" : "jsonl";
}

std::string FormatStudyHeader(const StudyParams& params, StudyFormat format) {
  if (format == StudyFormat::kJsonLines) return "";  // the first record names the study
  return absl::StrCat(params.play ? kCsvColumnsTable : kCsvColumns, "\n");
}

std::string FormatStudyRecord(const StudyParams& params, const StudyRecord& r, StudyFormat format) {
  const HandFeatures& f = r.features;
  const std::string seat(1, SeatLetter(r.declarer));
  const std::string check = RecordCheck(params, r);
  if (format == StudyFormat::kCsv) {
    return absl::StrCat(CanonicalRecord(r), ",", check, ",",
                        IsFirstRecord(params, r) ? StudyTag(params) : "", "\n");
  }
  JsonWriter w;
  w.BeginObject().Key("index").Uint(r.index).Key("deal").String(FormatDeal(r.deal));
  w.Key("declarer").String(seat).Key("contract").String(StudyContractName(r.contract));
  w.Key("trumps").Int(f.trumps).Key("trump_double").Bool(f.trump_double);
  w.Key("doubles").Int(f.doubles).Key("count").Int(f.count).Key("suits").BeginArray();
  for (const int n : f.suits) w.Int(n);
  w.EndArray().Key("value").Int(r.value);
  if (r.table_makes) w.Key("table_makes").String(TableMakesText(*r.table_makes));
  w.Key("check").String(check);
  if (IsFirstRecord(params, r)) w.Key("study").String(StudyTag(params));
  w.EndObject();
  return absl::StrCat(w.str(), "\n");
}

namespace {

// Parses a player named as texas42 writes it: "dd" or "table".
absl::StatusOr<PlayerKind> ParseWrittenPlayer(absl::string_view text, absl::string_view what) {
  absl::StatusOr<PlayerKind> kind = ParsePlayerKind(text);
  if (!kind.ok() || PlayerKindName(*kind) != text) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, " '", text, "' is not a player (expected dd or table)"));
  }
  return *kind;
}

// Parses the table play a header names: play is "table", the players "dd" or "table" (not
// both dd), the worlds 1..kMostWorlds (checked by the caller).
absl::StatusOr<StudyPlay> ParsePlay(absl::string_view play, absl::string_view declarers,
                                    absl::string_view defenders, int worlds) {
  if (play != "table") {
    return absl::InvalidArgumentError(
        absl::StrCat("play '", play, "' is not table (a study without table play names none)"));
  }
  StudyPlay p;
  absl::StatusOr<PlayerKind> d = ParseWrittenPlayer(declarers, "play_declarers");
  if (!d.ok()) return d.status();
  absl::StatusOr<PlayerKind> o = ParseWrittenPlayer(defenders, "play_defenders");
  if (!o.ok()) return o.status();
  if (*d == PlayerKind::kDoubleDummy && *o == PlayerKind::kDoubleDummy) {
    return absl::InvalidArgumentError(
        "table play with dd players on both sides is the double-dummy value: name no play");
  }
  p.seating = {*d, *o};
  p.worlds = worlds;
  return p;
}

// Parses "seed=S deals=D declarers=A<sep>B contracts=C<sep>D" (the text after a tag's prefix),
// followed in a version 2 tag (`with_play`) by "play=table play_declarers=P play_defenders=P
// worlds=W" for table play.
absl::StatusOr<StudyParams> ParseKeyValues(absl::string_view line, char separator, bool with_play) {
  StudyParams p;
  const std::vector<absl::string_view> fields = absl::StrSplit(line, ' ');
  std::vector<absl::string_view> keys = {"seed=", "deals=", "declarers=", "contracts="};
  const std::vector<absl::string_view> play_keys = {
      "play=", "play_declarers=", "play_defenders=", "worlds="};
  if (with_play && fields.size() == keys.size() + play_keys.size()) {
    keys.insert(keys.end(), play_keys.begin(), play_keys.end());
  }
  if (fields.size() != keys.size()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the header must name seed=, deals=, declarers= and contracts=",
        with_play ? " (and for table play play=, play_declarers=, play_defenders= and worlds=)"
                  : "",
        ", in that order"));
  }
  std::vector<absl::string_view> values;
  for (size_t i = 0; i < keys.size(); ++i) {
    absl::string_view field = fields[i];
    if (!absl::ConsumePrefix(&field, keys[i])) {
      return absl::InvalidArgumentError(
          absl::StrCat("header field ", i + 1, " must start '", keys[i], "'"));
    }
    values.push_back(field);
  }
  absl::StatusOr<uint64_t> seed = ParseWhole(values[0], "seed");
  if (!seed.ok()) return seed.status();
  absl::StatusOr<uint64_t> deals = ParseWhole(values[1], "deals");
  if (!deals.ok()) return deals.status();
  absl::StatusOr<std::vector<Seat>> seats = ParseSeatList(absl::StrSplit(values[2], separator));
  if (!seats.ok()) return seats.status();
  absl::StatusOr<std::vector<Contract>> contracts =
      ParseContractList(absl::StrSplit(values[3], separator));
  if (!contracts.ok()) return contracts.status();
  p.seed = *seed;
  p.deals = *deals;
  p.declarers = *std::move(seats);
  p.contracts = *std::move(contracts);
  if (values.size() > 4) {
    absl::StatusOr<int> worlds = ParseWorlds(values[7]);
    if (!worlds.ok()) return worlds.status();
    absl::StatusOr<StudyPlay> play = ParsePlay(values[4], values[5], values[6], *worlds);
    if (!play.ok()) return play.status();
    p.play = *play;
  }
  if (absl::Status s = CheckParams(p); !s.ok()) return s;
  return p;
}

}  // namespace

std::string StudyTag(const StudyParams& params) {
  std::vector<std::string> seats, contracts;
  for (Seat s : params.declarers) seats.push_back(std::string(1, SeatLetter(s)));
  for (const Contract& c : params.contracts) contracts.push_back(StudyContractName(c));
  return absl::StrCat(
      kTagPrefix, " seed=", params.seed, " deals=", params.deals,
      " declarers=", absl::StrJoin(seats, "+"), " contracts=", absl::StrJoin(contracts, "+"),
      params.play ? absl::StrCat(" play=table play_declarers=",
                                 PlayerKindName(params.play->seating.declarers),
                                 " play_defenders=", PlayerKindName(params.play->seating.defenders),
                                 " worlds=", WorldsName(params.play->worlds))
                  : "");
}

absl::StatusOr<StudyParams> ParseStudyTag(absl::string_view tag) {
  if (!absl::ConsumePrefix(&tag, kTagPrefix) || !absl::ConsumePrefix(&tag, " ")) {
    return absl::InvalidArgumentError(absl::StrCat(
        "not a texas42 study: the first record's study field must start '", kTagPrefix, "'"));
  }
  return ParseKeyValues(tag, '+', /*with_play=*/true);
}

std::string RecordCheck(const StudyParams& params, const StudyRecord& record) {
  const uint64_t hash = Fnv1a(CanonicalRecord(record), Fnv1a(absl::StrCat(StudyTag(params), "\n")));
  return absl::StrFormat("%016x", hash);
}

absl::StatusOr<StudyParams> ParseStudyHeaderLine(absl::string_view line, StudyFormat format,
                                                 int* version) {
  int read_version = 1;
  absl::StatusOr<StudyParams> params;
  if (format == StudyFormat::kCsv) {
    if (!absl::ConsumePrefix(&line, kCsvMagicV1) || !absl::ConsumePrefix(&line, " ")) {
      return absl::InvalidArgumentError(
          absl::StrCat("not a texas42 study: the first line must be '", kCsvColumns,
                       "' (or start '", kCsvMagicV1, "')"));
    }
    params = ParseKeyValues(line, ',', /*with_play=*/false);
  } else {
    absl::StatusOr<Members> m = ParseFlatObject(line);
    if (!m.ok()) return m.status();
    if (m->find(std::string(kJsonMagicKey)) == m->end()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "not a texas42 study: the first line must be a header with \"", kJsonMagicKey, "\""));
    }
    absl::StatusOr<int> header_version =
        GetSmall(m->at(std::string(kJsonMagicKey)), std::string(kJsonMagicKey), 1, kStudyVersion);
    if (!header_version.ok()) return header_version.status();
    read_version = *header_version;
    std::vector<absl::string_view> keys = {kJsonMagicKey, "seed", "deals", "declarers",
                                           "contracts"};
    // Table play (version 2 on): the players and their worlds.
    const bool table = read_version >= 2 && m->find("play") != m->end();
    if (table) keys.insert(keys.end(), {"play", "play_declarers", "play_defenders", "worlds"});
    if (absl::Status s = ExpectKeys(*m, keys); !s.ok()) return s;
    absl::StatusOr<uint64_t> seed = GetWhole(m->at("seed"), "seed");
    if (!seed.ok()) return seed.status();
    absl::StatusOr<uint64_t> deals = GetWhole(m->at("deals"), "deals");
    if (!deals.ok()) return deals.status();
    absl::StatusOr<std::vector<std::string>> seat_names = GetStrings(*m, "declarers");
    if (!seat_names.ok()) return seat_names.status();
    absl::StatusOr<std::vector<Seat>> seats = ParseSeatList(*seat_names);
    if (!seats.ok()) return seats.status();
    absl::StatusOr<std::vector<std::string>> names = GetStrings(*m, "contracts");
    if (!names.ok()) return names.status();
    absl::StatusOr<std::vector<Contract>> contracts = ParseContractList(*names);
    if (!contracts.ok()) return contracts.status();
    StudyParams p;
    p.seed = *seed;
    p.deals = *deals;
    p.declarers = *std::move(seats);
    p.contracts = *std::move(contracts);
    if (table) {
      absl::StatusOr<std::string> play = GetString(*m, "play");
      if (!play.ok()) return play.status();
      absl::StatusOr<std::string> declarers = GetString(*m, "play_declarers");
      if (!declarers.ok()) return declarers.status();
      absl::StatusOr<std::string> defenders = GetString(*m, "play_defenders");
      if (!defenders.ok()) return defenders.status();
      absl::StatusOr<int> worlds = GetSmall(m->at("worlds"), "worlds", 1, kMostWorlds);
      if (!worlds.ok()) return worlds.status();
      absl::StatusOr<StudyPlay> table_play = ParsePlay(*play, *declarers, *defenders, *worlds);
      if (!table_play.ok()) return table_play.status();
      p.play = *table_play;
    }
    if (absl::Status s = CheckParams(p); !s.ok()) return s;
    params = std::move(p);
  }
  if (params.ok() && version != nullptr) *version = read_version;
  return params;
}

absl::StatusOr<StudyRecord> ParseStudyRecord(absl::string_view line, const StudyParams& params,
                                             StudyFormat format, int version, bool tagged) {
  const bool table = params.play.has_value();
  tagged = tagged && version >= 2;
  absl::StatusOr<RawRecord> raw = format == StudyFormat::kCsv
                                      ? SplitCsvRecord(line, version, table)
                                      : SplitJsonRecord(line, version, table, tagged);
  if (!raw.ok()) return raw.status();
  StudyRecord r;
  r.index = raw->index;
  if (r.index >= params.deals) {
    return absl::InvalidArgumentError(
        absl::StrCat("deal index ", r.index, " is beyond the study's ", params.deals, " deals"));
  }
  absl::StatusOr<Deal> deal = ParseDeal(raw->deal);
  if (!deal.ok()) return deal.status();
  r.deal = *deal;
  absl::StatusOr<Seat> declarer = ParseSeatLetter(raw->declarer);
  if (!declarer.ok()) return declarer.status();
  r.declarer = *declarer;
  if (std::find(params.declarers.begin(), params.declarers.end(), r.declarer) ==
      params.declarers.end()) {
    return absl::InvalidArgumentError(
        absl::StrCat("declarer ", raw->declarer, " is not one of the study's declarers"));
  }
  absl::StatusOr<std::vector<Contract>> contract = ParseContractList({raw->contract});
  if (!contract.ok()) return contract.status();
  r.contract = contract->front();
  if (std::find(params.contracts.begin(), params.contracts.end(), r.contract) ==
      params.contracts.end()) {
    return absl::InvalidArgumentError(
        absl::StrCat("contract ", raw->contract, " is not one of the study's contracts"));
  }
  r.features = raw->features;
  if (r.features != FeaturesOf(r.deal.hand(r.declarer), r.contract)) {
    return absl::InvalidArgumentError(absl::StrCat("the hand features do not match ",
                                                   SeatName(r.declarer), "'s hand in the deal"));
  }
  if (raw->value > r.contract.max_value()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "value ", raw->value, " is above the contract's maximum ", r.contract.max_value()));
  }
  r.value = raw->value;
  r.table_makes = raw->table_makes;
  if (version >= 2) {
    if (tagged && raw->study != (IsFirstRecord(params, r) ? StudyTag(params) : std::string())) {
      return absl::InvalidArgumentError(
          IsFirstRecord(params, r) ? "the study field of the first record must name the study"
                                   : "the study field must be empty after the first record");
    }
    if (raw->check != RecordCheck(params, r)) {
      return absl::DataLossError(
          absl::StrCat("the checksum '", raw->check,
                       "' does not match the record (was it changed after texas42 wrote it?)"));
    }
  }
  return r;
}

absl::Status StudyReader::ReadHeader() {
  std::string line;
  if (!lines_.Next(line)) {
    return absl::InvalidArgumentError("not a texas42 study: the header line is missing");
  }
  if (absl::Status s = CheckNoByteOrderMark(line); !s.ok()) return s;
  // A family study's file (family_study_io.h) opens with its game.
  if (absl::StartsWith(line, "game,") || absl::StartsWith(line, "{\"game\":")) {
    return absl::InvalidArgumentError(
        "a family study (texas42 study --game), not a Texas 42 one: name its game with --game");
  }
  format_ = !line.empty() && line[0] == '{' ? StudyFormat::kJsonLines : StudyFormat::kCsv;
  if (format_ == StudyFormat::kCsv && (line == kCsvColumns || line == kCsvColumnsTable)) {
    const bool table_columns = line == kCsvColumnsTable;
    // Version 2 CSV: the study's parameters are in the first record's study field.
    version_ = 2;
    tagged_ = true;
    header_bytes_ = lines_.offset();
    std::string first;
    if (!lines_.Next(first)) {
      empty_ = true;
      return absl::InvalidArgumentError("line 2: the study holds no record yet");
    }
    const size_t comma = first.rfind(',');
    absl::StatusOr<StudyParams> params =
        ParseStudyTag(absl::string_view(first).substr(comma == std::string::npos ? 0 : comma + 1));
    if (!params.ok()) return absl::InvalidArgumentError(WithLine(2, params.status().message()));
    if (params->play.has_value() != table_columns) {
      return absl::InvalidArgumentError(WithLine(
          2, table_columns ? "the columns have table_makes but the study names no table play"
                           : "the study names table play but the columns have no table_makes"));
    }
    params_ = *std::move(params);
    // Give the record back to Next().
    lines_.Unread(std::move(first), header_bytes_);
    return absl::OkStatus();
  }
  if (format_ == StudyFormat::kJsonLines && !absl::StrContains(line, kJsonMagicKey)) {
    // JSON Lines since 2026-11: no header line; the first record's "study" names the study.
    absl::StatusOr<Members> first = ParseFlatObject(line);
    if (!first.ok()) return absl::InvalidArgumentError(WithLine(1, first.status().message()));
    if (first->count("study") == 0) {
      return absl::InvalidArgumentError(
          WithLine(1, "not a texas42 study: the first record must name the study in \"study\""));
    }
    absl::StatusOr<std::string> tag = GetString(*first, "study");
    if (!tag.ok()) return absl::InvalidArgumentError(WithLine(1, tag.status().message()));
    absl::StatusOr<StudyParams> params = ParseStudyTag(*tag);
    if (!params.ok()) return absl::InvalidArgumentError(WithLine(1, params.status().message()));
    params_ = *std::move(params);
    version_ = 2;
    tagged_ = true;
    header_bytes_ = 0;
    // Give the record back to Next().
    lines_.Unread(std::move(line), 0);
    return absl::OkStatus();
  }
  absl::StatusOr<StudyParams> params = ParseStudyHeaderLine(line, format_, &version_);
  if (!params.ok()) return absl::InvalidArgumentError(WithLine(1, params.status().message()));
  tagged_ = false;
  params_ = *std::move(params);
  if (format_ == StudyFormat::kCsv) {
    if (!lines_.Next(line)) {
      return absl::InvalidArgumentError("line 2: the CSV column line is missing");
    }
    if (line != kCsvColumnsV1) {
      return absl::InvalidArgumentError(
          absl::StrCat("line 2: the CSV column line must be '", kCsvColumnsV1, "'"));
    }
  }
  header_bytes_ = lines_.offset();
  return absl::OkStatus();
}

absl::StatusOr<bool> StudyReader::Next(StudyRecord& record) {
  std::string line;
  while (true) {
    if (!lines_.Next(line)) return false;
    absl::StatusOr<StudyRecord> r = ParseStudyRecord(line, params_, format_, version_, tagged_);
    if (!r.ok()) {
      return absl::Status(r.status().code(), WithLine(lines_.line_number(), r.status().message()));
    }
    // The record must be the next one the study defines (or, in a subset, a later one).
    const uint64_t per_deal = params_.records_per_deal();
    const uint64_t index = next_slot_ / per_deal;
    const size_t slot = next_slot_ % per_deal;
    const Seat declarer = params_.declarers[slot / params_.contracts.size()];
    const Contract& contract = params_.contracts[slot % params_.contracts.size()];
    const auto expected = [&] {
      return absl::StrCat("expected deal ", index, ", declarer ",
                          std::string(1, SeatLetter(declarer)), ", contract ",
                          StudyContractName(contract), " here");
    };
    uint64_t place = next_slot_;
    if (allow_subset_) {
      const auto seat = std::find(params_.declarers.begin(), params_.declarers.end(), r->declarer);
      const auto kind = std::find(params_.contracts.begin(), params_.contracts.end(), r->contract);
      if (seat == params_.declarers.end() || kind == params_.contracts.end() ||
          r->index >= params_.deals) {
        return absl::InvalidArgumentError(
            WithLine(lines_.line_number(), "the record is not one of the study's"));
      }
      place = r->index * per_deal +
              static_cast<uint64_t>(seat - params_.declarers.begin()) * params_.contracts.size() +
              static_cast<uint64_t>(kind - params_.contracts.begin());
      if (next_slot_ > 0 && place == next_slot_ - 1) {
        ++repeated_;  // the record just read, again
        continue;
      }
      if (place < next_slot_) {
        return absl::InvalidArgumentError(WithLine(
            lines_.line_number(),
            absl::StrCat("deal ", r->index, ", declarer ", std::string(1, SeatLetter(r->declarer)),
                         ", contract ", StudyContractName(r->contract),
                         " comes after a later record (a subset keeps the "
                         "study's order)")));
      }
      subset_ = subset_ || place != next_slot_;
    } else {
      if (index >= params_.deals) {
        return absl::InvalidArgumentError(
            WithLine(lines_.line_number(),
                     absl::StrCat("the study's ", params_.deals, " deals are already complete")));
      }
      if (r->index != index || r->declarer != declarer || r->contract != contract) {
        return absl::InvalidArgumentError(
            WithLine(lines_.line_number(),
                     absl::StrCat(expected(), " (records out of order, repeated or missing)")));
      }
    }
    if (!deal_cache_ || deal_cache_->first != r->index) {
      deal_cache_.emplace(r->index, DealRandom(Predeal{}, params_.seed, r->index));
    }
    if (r->deal != deal_cache_->second) {
      return absl::InvalidArgumentError(
          WithLine(lines_.line_number(),
                   absl::StrCat("the deal is not deal ", r->index, " of seed ", params_.seed)));
    }
    record = *std::move(r);
    next_slot_ = place + 1;
    ++records_;
    return true;
  }
}

}  // namespace texas42
