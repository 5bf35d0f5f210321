#include "cli/messages.h"

#include <cstdint>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace texas42 {
namespace {

// Returns the length of the valid UTF-8 sequence at the start of `s` (2..4), or 0.
size_t Utf8Length(absl::string_view s) {
  const auto byte = [&s](size_t i) { return static_cast<uint8_t>(s[i]); };
  const uint8_t lead = byte(0);
  size_t length = 0;
  uint32_t code = 0;
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2, code = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3, code = lead & 0x0f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4, code = lead & 0x07;
  } else {
    return 0;
  }
  if (s.size() < length) return 0;
  for (size_t i = 1; i < length; ++i) {
    if ((byte(i) & 0xc0) != 0x80) return 0;
    code = code << 6 | (byte(i) & 0x3f);
  }
  const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (code < least[length] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return 0;
  // C1 controls and the byte-order mark are escaped like control bytes.
  if (code <= 0x9f || code == 0xfeff) return 0;
  return length;
}

// Appends `s` with every byte that is not printable text escaped.
void AppendEscaped(std::string& out, absl::string_view s) {
  for (size_t i = 0; i < s.size();) {
    const uint8_t c = static_cast<uint8_t>(s[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += s[i++];
    } else if (c == '\n') {
      out += "\\n", ++i;
    } else if (c == '\t') {
      out += "\\t", ++i;
    } else if (s.substr(i, 3) == "\xef\xbb\xbf") {
      out += "\\u{feff}", i += 3;
    } else if (const size_t n = c >= 0x80 ? Utf8Length(s.substr(i)) : 0; n > 0) {
      out.append(s.data() + i, n), i += n;
    } else {
      absl::StrAppend(&out, absl::StrFormat("\\x%02x", c)), ++i;
    }
  }
}

}  // namespace

std::string PrintableMessage(absl::string_view message) {
  std::string out;
  size_t i = 0;
  while (i < message.size()) {
    const size_t open = message.find('\'', i);
    const size_t close = open == absl::string_view::npos ? open : message.find('\'', open + 1);
    if (close == absl::string_view::npos) {
      AppendEscaped(out, message.substr(i));
      break;
    }
    AppendEscaped(out, message.substr(i, open + 1 - i));
    const absl::string_view quoted = message.substr(open + 1, close - open - 1);
    if (quoted.size() > kMostEchoed) {
      // Cut at a character boundary: never in the middle of a UTF-8 sequence.
      size_t cut = kMostEchoed;
      while (cut > 0 && (static_cast<uint8_t>(quoted[cut]) & 0xc0) == 0x80) --cut;
      AppendEscaped(out, quoted.substr(0, cut));
      absl::StrAppend(&out, "... (", quoted.size(), " bytes in all)");
    } else {
      AppendEscaped(out, quoted);
    }
    out += '\'';
    i = close + 1;
  }
  if (out.size() > kMostMessage) {
    size_t cut = kMostMessage;
    while (cut > 0 && (static_cast<uint8_t>(out[cut]) & 0xc0) == 0x80) --cut;
    out = absl::StrCat(out.substr(0, cut), "... (message cut)");
  }
  return out;
}

}  // namespace texas42
