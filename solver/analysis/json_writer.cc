#include "solver/analysis/json_writer.h"

#include <cmath>
#include <cstdio>

#include "nlohmann/json.hpp"

namespace texas42 {

JsonWriter& JsonWriter::Double(double v, int digits) {
  Separate();
  if (!std::isfinite(v)) {
    out_ += "null";
    return *this;
  }
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, v);
  std::string s = buffer;
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s == "-0") s = "0";
  out_ += s;
  return *this;
}

void JsonWriter::AppendString(absl::string_view s) {
  out_ += nlohmann::json(std::string(s))
              .dump(-1, ' ', /*ensure_ascii=*/false, nlohmann::json::error_handler_t::replace);
}

}  // namespace texas42
