#include "solver/analysis/study_reader.h"

#include <algorithm>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/flat_json.h"

namespace texas42 {
namespace {

using family::Game;

constexpr absl::string_view kTexas42V1Magic = "# texas42 study v1 ";
constexpr absl::string_view kJsonHeaderKey = "texas42_study";

std::string WithLine(uint64_t line, absl::string_view message) {
  return absl::StrCat("line ", line, ": ", message);
}

std::string SeatName(int seat) { return std::string(1, family::SeatLetter(seat)); }

// The text of a flat JSON value as a CSV field: a number's digits, a string, true/false as 1/0.
absl::StatusOr<std::string> FieldText(const FlatValue& v, absl::string_view key) {
  switch (v.kind) {
    case FlatValue::Kind::kNumber:
    case FlatValue::Kind::kString:
      return v.text;
    case FlatValue::Kind::kBool:
      return std::string(v.boolean ? "1" : "0");
    case FlatValue::Kind::kArray:
      break;
  }
  return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be a number or a string"));
}

// Parses the parameters a version 1 header names (seed, deals, declarers and contracts as
// text lists) into a Texas 42 study.
absl::StatusOr<StudyParams> Texas42V1Params(absl::string_view seed, absl::string_view deals,
                                            const std::vector<std::string>& seats,
                                            const std::vector<std::string>& contracts) {
  StudyParams p;
  absl::StatusOr<uint64_t> s = ParseStudyWhole(seed, "seed");
  if (!s.ok()) return s.status();
  absl::StatusOr<uint64_t> d = ParseStudyWhole(deals, "deals");
  if (!d.ok()) return d.status();
  p.seed = *s;
  p.deals = *d;
  p.declarers.clear();
  for (const std::string& name : seats) {
    absl::StatusOr<int> seat = family::ParseSeat(*p.game, name);
    if (!seat.ok() || SeatName(*seat) != name) {
      return absl::InvalidArgumentError(
          absl::StrCat("declarer '", name, "' is not a seat letter N, E, S or W"));
    }
    p.declarers.push_back(*seat);
  }
  for (const std::string& name : contracts) {
    absl::StatusOr<family::Contract> c = family::ParseContract(*p.game, name);
    if (!c.ok()) return c.status();
    if (c->kind != family::Kind::kNormal || family::ContractName(*p.game, *c) != name) {
      return absl::InvalidArgumentError(
          absl::StrCat("contract '", name, "' is not a trump written canonically"));
    }
    p.contracts.push_back(*c);
  }
  return p;
}

absl::StatusOr<std::vector<std::string>> Strings(const FlatObject& m, const std::string& key) {
  const FlatValue& v = m.at(key);
  std::vector<std::string> out;
  if (v.kind == FlatValue::Kind::kArray) {
    for (const FlatValue& item : v.items) {
      if (item.kind != FlatValue::Kind::kString) break;
      out.push_back(item.text);
    }
    if (out.size() == v.items.size()) return out;
  }
  return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be an array of strings"));
}

}  // namespace

void StudyReader::Start(StudyParams params, StudyEdition edition, std::string tag) {
  params_ = std::move(params);
  edition_ = edition;
  tag_ = std::move(tag);
  columns_ = StudyColumns(edition, params_);
}

absl::Status StudyReader::ReadTexas42V1Header(absl::string_view line) {
  tagged_ = false;
  absl::StatusOr<StudyParams> params;
  if (format_ == StudyFormat::kCsv) {
    absl::ConsumePrefix(&line, kTexas42V1Magic);
    const std::vector<std::string> parts = absl::StrSplit(line, ' ');
    const std::vector<std::string> keys = {"seed=", "deals=", "declarers=", "contracts="};
    if (parts.size() != keys.size()) {
      return absl::InvalidArgumentError(WithLine(
          1, "the header must name seed=, deals=, declarers= and contracts=, in that order"));
    }
    std::vector<std::string> values;
    for (size_t i = 0; i < keys.size(); ++i) {
      if (!absl::StartsWith(parts[i], keys[i])) {
        return absl::InvalidArgumentError(
            WithLine(1, absl::StrCat("header field ", i + 1, " must start '", keys[i], "'")));
      }
      values.push_back(parts[i].substr(keys[i].size()));
    }
    checked_ = false;
    params = Texas42V1Params(values[0], values[1], absl::StrSplit(values[2], ','),
                             absl::StrSplit(values[3], ','));
  } else {
    absl::StatusOr<FlatObject> m = ParseFlatObject(line);
    if (!m.ok()) return absl::InvalidArgumentError(WithLine(1, m.status().message()));
    const FlatValue& version = m->at(std::string(kJsonHeaderKey));
    if (version.kind != FlatValue::Kind::kNumber || (version.text != "1" && version.text != "2")) {
      return absl::InvalidArgumentError(
          WithLine(1, absl::StrCat("\"", kJsonHeaderKey, "\" must be 1 or 2")));
    }
    checked_ = version.text == "2";
    std::vector<absl::string_view> keys = {kJsonHeaderKey, "seed", "deals", "declarers",
                                           "contracts"};
    const bool table = checked_ && m->count("play") > 0;
    if (table) keys.insert(keys.end(), {"play", "play_declarers", "play_defenders", "worlds"});
    if (absl::Status s = ExpectKeys(*m, keys); !s.ok()) {
      return absl::InvalidArgumentError(WithLine(1, s.message()));
    }
    for (const char* key : {"seed", "deals"}) {
      if (m->at(key).kind != FlatValue::Kind::kNumber) {
        return absl::InvalidArgumentError(
            WithLine(1, absl::StrCat("\"", key, "\" must be a whole number")));
      }
    }
    absl::StatusOr<std::vector<std::string>> seats = Strings(*m, "declarers");
    if (!seats.ok()) return absl::InvalidArgumentError(WithLine(1, seats.status().message()));
    absl::StatusOr<std::vector<std::string>> contracts = Strings(*m, "contracts");
    if (!contracts.ok()) {
      return absl::InvalidArgumentError(WithLine(1, contracts.status().message()));
    }
    params = Texas42V1Params(m->at("seed").text, m->at("deals").text, *seats, *contracts);
    if (params.ok() && table) {
      // The play is named as in a version 2 tag: parse it there.
      std::vector<std::string> words;
      if (m->at("worlds").kind != FlatValue::Kind::kNumber) {
        return absl::InvalidArgumentError(WithLine(1, "\"worlds\" must be a whole number"));
      }
      for (const char* key : {"play", "play_declarers", "play_defenders", "worlds"}) {
        if (m->at(key).kind == FlatValue::Kind::kBool) {
          return absl::InvalidArgumentError(
              WithLine(1, absl::StrCat("\"", key, "\" must not be true or false")));
        }
        absl::StatusOr<std::string> text = FieldText(m->at(key), key);
        if (!text.ok()) return absl::InvalidArgumentError(WithLine(1, text.status().message()));
        words.push_back(absl::StrCat(key, "=", *text));
      }
      StudyParams no_play = *params;
      const std::string tag =
          absl::StrCat(StudyTag(no_play, StudyEdition::kTexas42V2), " ", absl::StrJoin(words, " "));
      params = ParseStudyTag(tag, nullptr);
    }
  }
  if (!params.ok()) return absl::InvalidArgumentError(WithLine(1, params.status().message()));
  if (absl::Status s = CheckStudy(*params); !s.ok()) {
    return absl::InvalidArgumentError(WithLine(1, s.message()));
  }
  const std::string tag = StudyTag(*params, StudyEdition::kTexas42V2);
  Start(*std::move(params), StudyEdition::kTexas42V1, tag);
  if (format_ == StudyFormat::kCsv) {
    std::string columns;
    const std::string want = absl::StrJoin(columns_, ",");
    if (!lines_.Next(columns)) {
      return absl::InvalidArgumentError("line 2: the CSV column line is missing");
    }
    if (columns != want) {
      return absl::InvalidArgumentError(
          absl::StrCat("line 2: the CSV column line must be '", want, "'"));
    }
  }
  header_bytes_ = lines_.offset();
  return absl::OkStatus();
}

absl::Status StudyReader::ReadHeader() {
  std::string line;
  if (!lines_.Next(line)) {
    empty_ = true;
    return absl::InvalidArgumentError("not a texas42 study: the file holds no complete line");
  }
  if (absl::Status s = CheckNoByteOrderMark(line); !s.ok()) return s;
  format_ = !line.empty() && line[0] == '{' ? StudyFormat::kJsonLines : StudyFormat::kCsv;
  if (absl::StartsWith(line, kTexas42V1Magic)) return ReadTexas42V1Header(line);
  if (format_ == StudyFormat::kJsonLines) {
    // A JSON header line names the version under its own key.
    absl::StatusOr<FlatObject> object = ParseFlatObject(line);
    if (object.ok() && object->count(std::string(kJsonHeaderKey)) > 0) {
      return ReadTexas42V1Header(line);
    }
  }
  std::string columns_line;
  uint64_t record_offset = 0;
  std::string tag;
  if (format_ == StudyFormat::kCsv) {
    columns_line = std::move(line);
    // The columns are checked against the study once its tag is read; a file that does not
    // open with a study's columns is refused before anything else is read.
    if (!(absl::StartsWith(columns_line, "game,index,deal,") ||
          absl::StartsWith(columns_line, "index,deal,")) ||
        !absl::EndsWith(columns_line, ",check,study")) {
      return absl::InvalidArgumentError(
          "not a texas42 study: line 1 must be its column names, game,index,deal,... to "
          "check,study");
    }
    header_bytes_ = record_offset = lines_.offset();
    if (!lines_.Next(line)) {
      empty_ = true;
      return absl::InvalidArgumentError("line 2: the study holds no record yet");
    }
    tag = line.substr(line.rfind(',') + 1);
  } else {
    absl::StatusOr<FlatObject> first = ParseFlatObject(line);
    if (!first.ok()) return absl::InvalidArgumentError(WithLine(1, first.status().message()));
    if (first->count("study") == 0 || first->at("study").kind != FlatValue::Kind::kString) {
      return absl::InvalidArgumentError(
          WithLine(1, "not a texas42 study: the first record must name the study in \"study\""));
    }
    tag = first->at("study").text;
  }
  StudyEdition edition = StudyEdition::kCurrent;
  absl::StatusOr<StudyParams> params = ParseStudyTag(tag, &edition);
  if (!params.ok()) {
    return absl::InvalidArgumentError(WithLine(lines_.line_number(), params.status().message()));
  }
  std::string canonical_tag = StudyTag(*params, edition);
  Start(*std::move(params), edition, std::move(canonical_tag));
  if (format_ == StudyFormat::kCsv) {
    const std::string want = absl::StrCat(absl::StrJoin(columns_, ","), ",check,study");
    if (columns_line != want) {
      return absl::InvalidArgumentError(
          absl::StrCat("line 1: the columns of this study must be '", want, "'"));
    }
  }
  // The first record is read again by Next.
  lines_.Unread(std::move(line), record_offset);
  return absl::OkStatus();
}

absl::StatusOr<std::vector<std::string>> StudyReader::Split(absl::string_view line) const {
  const size_t columns = columns_.size();
  std::vector<std::string> fields;
  if (format_ == StudyFormat::kCsv) {
    fields = absl::StrSplit(line, ',');
    const size_t want = columns + (checked_ ? 1 : 0) + (tagged_ ? 1 : 0);
    if (fields.size() != want) {
      return absl::InvalidArgumentError(
          absl::StrCat("expected ", want, " comma-separated fields, found ", fields.size()));
    }
    if (!tagged_) fields.emplace_back();
    if (!checked_) fields.insert(fields.end() - 1, std::string());
    return fields;
  }
  absl::StatusOr<FlatObject> m = ParseFlatObject(line);
  if (!m.ok()) return m.status();
  // The suits are one array in JSON.
  const bool suits = edition_ != StudyEdition::kFamilyV1;
  std::vector<absl::string_view> keys;
  for (const std::string& c : columns_) {
    if (!suits || !absl::StartsWith(c, "suit")) keys.push_back(c);
    if (suits && c == "count") keys.push_back("suits");
  }
  if (checked_) keys.push_back("check");
  const bool has_study = tagged_ && m->count("study") > 0;
  if (has_study) keys.push_back("study");
  if (absl::Status s = ExpectKeys(*m, keys); !s.ok()) return s;
  for (absl::string_view key : keys) {
    const FlatValue& v = m->at(std::string(key));
    if (key == "suits") {
      const int pips = params_.game->max_pip + 1;
      if (v.kind != FlatValue::Kind::kArray || static_cast<int>(v.items.size()) != pips) {
        return absl::InvalidArgumentError(
            absl::StrCat("\"suits\" must be an array of ", pips, " whole numbers"));
      }
      for (const FlatValue& item : v.items) {
        if (item.kind != FlatValue::Kind::kNumber) {
          return absl::InvalidArgumentError("\"suits\" must hold whole numbers");
        }
        fields.push_back(item.text);
      }
      continue;
    }
    if (key == "trump_double" && v.kind != FlatValue::Kind::kBool) {
      return absl::InvalidArgumentError("\"trump_double\" must be true or false");
    }
    if (key != "trump_double" && v.kind == FlatValue::Kind::kBool) {
      return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must not be true or false"));
    }
    absl::StatusOr<std::string> text = FieldText(v, key);
    if (!text.ok()) return text.status();
    fields.push_back(*std::move(text));
  }
  if (!checked_) fields.emplace_back();
  if (!has_study) fields.emplace_back();
  return fields;
}

absl::StatusOr<uint64_t> StudyReader::PlaceOf(const std::vector<std::string>& fields) const {
  const size_t at = edition_ == StudyEdition::kCurrent || edition_ == StudyEdition::kFamilyV1;
  absl::StatusOr<uint64_t> index = ParseStudyWhole(fields[at], "index");
  if (!index.ok()) return index.status();
  const Game& game = *params_.game;
  const auto seat = std::find_if(params_.declarers.begin(), params_.declarers.end(),
                                 [&](int s) { return SeatName(s) == fields[at + 2]; });
  const auto contract = std::find_if(
      params_.contracts.begin(), params_.contracts.end(),
      [&](const family::Contract& c) { return family::ContractName(game, c) == fields[at + 3]; });
  if (*index >= params_.deals || seat == params_.declarers.end() ||
      contract == params_.contracts.end()) {
    return absl::InvalidArgumentError("the record is not one of the study's");
  }
  return *index * params_.records_per_deal() +
         static_cast<uint64_t>(seat - params_.declarers.begin()) * params_.contracts.size() +
         static_cast<uint64_t>(contract - params_.contracts.begin());
}

absl::StatusOr<StudyRecord> StudyReader::Check(const std::vector<std::string>& fields,
                                               uint64_t place) {
  const Game& game = *params_.game;
  const uint64_t index = place / params_.records_per_deal();
  if (index != cached_index_) {
    cached_ = UnsolvedRecords(params_, index);
    cached_index_ = index;
  }
  StudyRecord record = cached_[place % params_.records_per_deal()];
  const auto column = [&](absl::string_view name) {
    return static_cast<size_t>(std::find(columns_.begin(), columns_.end(), name) -
                               columns_.begin());
  };
  absl::StatusOr<uint64_t> value = ParseStudyWhole(fields[column("value")], "value");
  if (!value.ok()) return value.status();
  const int top = family::MaxValue(game, record.contract);
  if (*value > static_cast<uint64_t>(top)) {
    return absl::InvalidArgumentError(
        absl::StrCat("value ", *value, " is above the contract's maximum ", top));
  }
  record.value = static_cast<int>(*value);
  if (params_.play) {
    absl::StatusOr<std::vector<bool>> makes =
        ParseTableMakes(fields[column("table_makes")], StudyBids(game).size());
    if (!makes.ok()) return makes.status();
    record.table_makes = *std::move(makes);
  }
  const std::vector<std::string> want = RecordFields(edition_, params_, record);
  for (size_t i = 0; i < want.size(); ++i) {
    if (fields[i] == want[i]) continue;
    const std::string& name = columns_[i];
    if (name == "game") {
      return absl::InvalidArgumentError(
          absl::StrCat("a record of game '", fields[i], "' in a ", game.name, " study"));
    }
    if (name == "index" || name == "declarer" || name == "contract") {
      return absl::InvalidArgumentError(
          absl::StrCat("expected deal ", index, ", declarer ", SeatName(record.declarer),
                       ", contract ", family::ContractName(game, record.contract),
                       " here (records out of order, repeated or missing)"));
    }
    if (name == "deal") {
      return absl::InvalidArgumentError(
          absl::StrCat("the deal is not deal ", index, " of seed ", params_.seed));
    }
    return absl::InvalidArgumentError(
        absl::StrCat(name, " ", fields[i], ": the hand features do not match declarer ",
                     SeatName(record.declarer), "'s hand in the deal (", want[i], ")"));
  }
  const bool first = place == 0;
  if (tagged_ && fields.back() != (first ? tag_ : std::string())) {
    return absl::InvalidArgumentError(
        first ? "the study field of the first record must name the study"
              : "the study field must be empty after the first record");
  }
  if (checked_) {
    const std::string& check = fields[fields.size() - 2];
    if (check != RecordCheck(edition_, tag_, want)) {
      return absl::DataLossError(
          absl::StrCat("the checksum '", check,
                       "' does not match the record (was it changed after texas42 wrote it?)"));
    }
  }
  return record;
}

absl::StatusOr<bool> StudyReader::Next(StudyRecord& record) {
  std::string line;
  while (true) {
    if (!lines_.Next(line)) return false;
    const auto fail = [&](const absl::Status& s) {
      return absl::Status(s.code(), WithLine(lines_.line_number(), s.message()));
    };
    absl::StatusOr<std::vector<std::string>> fields = Split(line);
    if (!fields.ok()) return fail(fields.status());
    uint64_t place = next_place_;
    if (allow_subset_) {
      absl::StatusOr<uint64_t> named = PlaceOf(*fields);
      if (!named.ok()) return fail(named.status());
      place = *named;
      if (next_place_ > 0 && place == next_place_ - 1) {
        ++repeated_;  // the record just read, again
        continue;
      }
      if (place < next_place_) {
        const StudyRecord later = UnsolvedRecords(
            params_, place / params_.records_per_deal())[place % params_.records_per_deal()];
        return fail(absl::InvalidArgumentError(
            absl::StrCat("deal ", later.index, ", declarer ", SeatName(later.declarer),
                         ", contract ", family::ContractName(*params_.game, later.contract),
                         " comes after a later record (a subset keeps the study's order)")));
      }
      subset_ = subset_ || place != next_place_;
    } else if (place >= params_.deals * params_.records_per_deal()) {
      return fail(absl::InvalidArgumentError(
          absl::StrCat("the study's ", params_.deals, " deals are already complete")));
    }
    absl::StatusOr<StudyRecord> r = Check(*fields, place);
    if (!r.ok()) return fail(r.status());
    record = *std::move(r);
    next_place_ = place + 1;
    ++records_;
    return true;
  }
}

}  // namespace texas42
