#include "solver/analysis/flat_json.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "nlohmann/json.hpp"

namespace texas42 {
namespace {

using Json = nlohmann::json;

// Builds a FlatObject from nlohmann-json's parse events, refusing what a flat object may not
// hold. nlohmann-json itself keeps the last of two equal keys; this handler refuses the second.
class FlatHandler {
 public:
  absl::Status status() const { return status_; }
  FlatObject take() { return std::move(object_); }

  bool null() { return Refuse("null is not allowed"); }
  bool boolean(bool b) {
    FlatValue v;
    v.kind = FlatValue::Kind::kBool;
    v.boolean = b;
    return Put(std::move(v));
  }
  bool number_integer(Json::number_integer_t n) {
    if (n < 0) return Refuse(absl::StrCat(n, " is not a whole number of 0 or more"));
    return number_unsigned(static_cast<Json::number_unsigned_t>(n));
  }
  bool number_unsigned(Json::number_unsigned_t n) {
    FlatValue v;
    v.kind = FlatValue::Kind::kNumber;
    v.text = absl::StrCat(n);
    return Put(std::move(v));
  }
  bool number_float(Json::number_float_t, const Json::string_t& text) {
    return Refuse(absl::StrCat(text, " is not a whole number (or is above 2^64 - 1)"));
  }
  bool string(Json::string_t& text) {
    FlatValue v;
    v.kind = FlatValue::Kind::kString;
    v.text = std::move(text);
    return Put(std::move(v));
  }
  bool binary(Json::binary_t&) { return Refuse("binary values are not allowed"); }
  bool start_object(std::size_t) {
    if (depth_ != 0) return Refuse("a value may not be an object");
    ++depth_;
    return true;
  }
  bool key(Json::string_t& key) {
    if (object_.count(key) > 0) return Refuse(absl::StrCat("key \"", key, "\" appears twice"));
    key_ = std::move(key);
    return true;
  }
  bool end_object() {
    --depth_;
    return true;
  }
  bool start_array(std::size_t) {
    if (depth_ == 0) return Refuse("expected an object");
    if (depth_ != 1) return Refuse("an array may hold only numbers, true, false and strings");
    array_.emplace();
    array_->kind = FlatValue::Kind::kArray;
    ++depth_;
    return true;
  }
  bool end_array() {
    --depth_;
    FlatValue v = *std::move(array_);
    array_.reset();
    return Put(std::move(v));
  }
  bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
    // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 9: syntax
    // error while parsing ..."; keep what follows the position.
    absl::string_view what = e.what();
    const size_t colon = what.find(": ");
    if (colon != absl::string_view::npos) what.remove_prefix(colon + 2);
    status_ = absl::InvalidArgumentError(absl::StrCat("bad JSON at byte ", position, ": ", what));
    return false;
  }

 private:
  bool Put(FlatValue v) {
    if (depth_ == 0) return Refuse("expected an object");
    if (array_) {
      array_->items.push_back(std::move(v));
    } else {
      object_.emplace(key_, std::move(v));
    }
    return true;
  }
  bool Refuse(absl::string_view what) {
    status_ = absl::InvalidArgumentError(absl::StrCat(
        "bad JSON", key_.empty() ? "" : absl::StrCat(" at key \"", key_, "\""), ": ", what));
    return false;
  }

  FlatObject object_;
  std::string key_;
  std::optional<FlatValue> array_;  // the array being read
  int depth_ = 0;
  absl::Status status_;
};

}  // namespace

absl::StatusOr<FlatObject> ParseFlatObject(absl::string_view text) {
  FlatHandler handler;
  // Strict: the object must fill the text (white space aside).
  const bool ok = Json::sax_parse(text.begin(), text.end(), &handler, Json::input_format_t::json,
                                  /*strict=*/true);
  if (!ok) {
    if (handler.status().ok()) return absl::InvalidArgumentError("bad JSON");
    return handler.status();
  }
  return handler.take();
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
