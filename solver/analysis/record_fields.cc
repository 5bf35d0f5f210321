#include "solver/analysis/record_fields.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "solver/analysis/flat_json.h"

namespace texas42 {

absl::StatusOr<std::vector<RecordPair>> ReadRecordPairs(absl::string_view text) {
  text = absl::StripAsciiWhitespace(text);
  std::vector<RecordPair> pairs;
  if (absl::StartsWith(text, "{")) {
    absl::StatusOr<FlatObject> object = ParseFlatObject(text);
    if (!object.ok()) return object.status();
    for (const auto& [key, value] : *object) {
      std::string v;
      switch (value.kind) {
        case FlatValue::Kind::kNumber:
        case FlatValue::Kind::kString:
          v = value.text;
          break;
        case FlatValue::Kind::kBool:
          v = value.boolean ? "yes" : "no";
          break;
        case FlatValue::Kind::kArray: {
          std::vector<std::string> items;
          for (const FlatValue& item : value.items) items.push_back(item.text);
          v = absl::StrJoin(items, " ");
          break;
        }
      }
      pairs.push_back({key, std::string(absl::StripAsciiWhitespace(v))});
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
    pairs.push_back({std::string(absl::StripAsciiWhitespace(part.substr(0, at))),
                     std::string(absl::StripAsciiWhitespace(part.substr(at + 1)))});
  }
  return pairs;
}

absl::Status SetRecordFields(const std::vector<RecordPair>& pairs,
                             const std::vector<RecordField>& fields) {
  std::vector<const RecordField*> given;
  for (const auto& [key, value] : pairs) {
    const std::string shown(absl::StripAsciiWhitespace(key));
    std::string name = absl::AsciiStrToLower(shown);
    for (char& c : name) {
      if (c == '_') c = '-';
    }
    const RecordField* field = nullptr;
    for (const RecordField& f : fields) {
      if (f.name == name) field = &f;
    }
    if (field == nullptr) {
      std::vector<std::string> names;
      for (const RecordField& f : fields) names.emplace_back(f.name);
      return absl::InvalidArgumentError(absl::StrCat(
          "unknown field '", shown, "' (the fields: ", absl::StrJoin(names, ", "), ")"));
    }
    for (const RecordField* g : given) {
      if (g == field) {
        return absl::InvalidArgumentError(absl::StrCat("field '", shown, "' given twice"));
      }
    }
    given.push_back(field);
    *field->text = value;
  }
  return absl::OkStatus();
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

}  // namespace texas42
