#include "solver/analysis/flat_json.h"

#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace texas42 {
namespace {

class FlatJson {
 public:
  explicit FlatJson(absl::string_view text) : text_(text) {}

  absl::StatusOr<FlatObject> Object() {
    FlatObject members;
    SkipSpace();
    if (!Eat('{')) return Error("expected '{'");
    SkipSpace();
    if (!Eat('}')) {
      while (true) {
        SkipSpace();
        absl::StatusOr<std::string> key = String();
        if (!key.ok()) return key.status();
        SkipSpace();
        if (!Eat(':')) return Error(absl::StrCat("expected ':' after key \"", *key, "\""));
        absl::StatusOr<FlatValue> value = Value(/*in_array=*/false);
        if (!value.ok()) return value.status();
        if (!members.emplace(*key, *std::move(value)).second) {
          return Error(absl::StrCat("key \"", *key, "\" appears twice"));
        }
        SkipSpace();
        if (Eat('}')) break;
        if (!Eat(',')) return Error("expected ',' or '}'");
      }
    }
    SkipSpace();
    if (pos_ != text_.size()) return Error("unexpected text after the object");
    return members;
  }

 private:
  absl::Status Error(absl::string_view what) const {
    return absl::InvalidArgumentError(absl::StrCat("bad JSON at column ", pos_ + 1, ": ", what));
  }
  void SkipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  bool Eat(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool EatWord(absl::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return false;
    pos_ += word.size();
    return true;
  }
  absl::StatusOr<std::string> String() {
    if (!Eat('"')) return Error("expected a string");
    std::string s;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c == '\\') {
        if (pos_ >= text_.size() || (text_[pos_] != '"' && text_[pos_] != '\\')) {
          return Error("unsupported escape in a string");
        }
        c = text_[pos_++];
      } else if (static_cast<unsigned char>(c) < 0x20) {
        return Error("control character in a string");
      }
      s += c;
    }
    if (!Eat('"')) return Error("unterminated string");
    return s;
  }
  absl::StatusOr<FlatValue> Value(bool in_array) {
    SkipSpace();
    FlatValue v;
    if (pos_ >= text_.size()) return Error("expected a value");
    const char c = text_[pos_];
    if (c == '"') {
      absl::StatusOr<std::string> s = String();
      if (!s.ok()) return s.status();
      v.kind = FlatValue::Kind::kString;
      v.text = *std::move(s);
    } else if (absl::ascii_isdigit(static_cast<unsigned char>(c))) {
      v.kind = FlatValue::Kind::kNumber;
      while (pos_ < text_.size() && absl::ascii_isdigit(static_cast<unsigned char>(text_[pos_]))) {
        v.text += text_[pos_++];
      }
    } else if (EatWord("true") || EatWord("false")) {
      v.kind = FlatValue::Kind::kBool;
      v.boolean = c == 't';
    } else if (c == '[' && !in_array) {
      ++pos_;
      v.kind = FlatValue::Kind::kArray;
      SkipSpace();
      if (!Eat(']')) {
        while (true) {
          absl::StatusOr<FlatValue> item = Value(/*in_array=*/true);
          if (!item.ok()) return item.status();
          v.items.push_back(*std::move(item));
          SkipSpace();
          if (Eat(']')) break;
          if (!Eat(',')) return Error("expected ',' or ']'");
        }
      }
    } else {
      return Error("expected a whole number, true, false, a string or an array");
    }
    return v;
  }

  absl::string_view text_;
  size_t pos_ = 0;
};

}  // namespace

absl::StatusOr<FlatObject> ParseFlatObject(absl::string_view text) {
  return FlatJson(text).Object();
}

absl::Status ExpectKeys(const FlatObject& members, const std::vector<absl::string_view>& keys) {
  for (absl::string_view key : keys) {
    if (members.find(std::string(key)) == members.end()) {
      return absl::InvalidArgumentError(absl::StrCat("missing key \"", key, "\""));
    }
  }
  for (const auto& [key, value] : members) {
    if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
      return absl::InvalidArgumentError(absl::StrCat("unknown key \"", key, "\""));
    }
  }
  return absl::OkStatus();
}

}  // namespace texas42
