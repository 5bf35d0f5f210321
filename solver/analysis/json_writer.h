// JsonWriter: builds one compact JSON value as a string: every JSON texas42 writes (the CLI's
// reports and the study files) goes through it.
//
// Members keep the order they are written in, numbers the decimals asked for. Commas between
// members and elements are inserted automatically. Keys and strings are escaped by nlohmann-json,
// so the text is always valid JSON: control bytes become \u escapes and bytes that are not UTF-8
// become U+FFFD (echoed input can hold either).
#ifndef TEXAS42_SOLVER_ANALYSIS_JSON_WRITER_H_
#define TEXAS42_SOLVER_ANALYSIS_JSON_WRITER_H_

#include <cstdint>
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
  JsonWriter& Uint(uint64_t v) {
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

#endif  // TEXAS42_SOLVER_ANALYSIS_JSON_WRITER_H_
