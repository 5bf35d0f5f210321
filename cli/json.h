// JsonWriter: builds one compact JSON value as a string, for JSON Lines output.
//
// Commas between members and elements are inserted automatically; keys and strings are escaped.
#ifndef TEXAS42_CLI_JSON_H_
#define TEXAS42_CLI_JSON_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace texas42 {

class JsonWriter {
 public:
  JsonWriter& BeginObject() {
    Separate();
    out_ += '{';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& EndObject() {
    out_ += '}';
    first_.pop_back();
    return *this;
  }
  JsonWriter& BeginArray() {
    Separate();
    out_ += '[';
    first_.push_back(true);
    return *this;
  }
  JsonWriter& EndArray() {
    out_ += ']';
    first_.pop_back();
    return *this;
  }
  // Writes a member key; the next value belongs to it.
  JsonWriter& Key(absl::string_view key) {
    Separate();
    AppendString(key);
    out_ += ':';
    after_key_ = true;
    return *this;
  }
  JsonWriter& String(absl::string_view s) {
    Separate();
    AppendString(s);
    return *this;
  }
  JsonWriter& Int(long long v) {
    Separate();
    out_ += std::to_string(v);
    return *this;
  }
  JsonWriter& Bool(bool v) {
    Separate();
    out_ += v ? "true" : "false";
    return *this;
  }
  // Writes a number with up to `digits` decimals, trailing zeros dropped.
  JsonWriter& Double(double v, int digits = 4);
  JsonWriter& Null() {
    Separate();
    out_ += "null";
    return *this;
  }

  const std::string& str() const { return out_; }

 private:
  void Separate() {
    if (after_key_) {
      after_key_ = false;
      return;
    }
    if (!first_.empty()) {
      if (!first_.back()) out_ += ',';
      first_.back() = false;
    }
  }
  void AppendString(absl::string_view s);

  std::string out_;
  std::vector<bool> first_;
  bool after_key_ = false;
};

}  // namespace texas42

#endif  // TEXAS42_CLI_JSON_H_
