// A small well-formedness check for the XML the CLI writes (SVG): one root element, tags
// properly nested and closed, attributes quoted, only the five predefined entities and
// numeric references, no '<' or stray '&' in text. Enough to catch a broken writer.
#ifndef TEXAS42_TESTS_XML_CHECK_H_
#define TEXAS42_TESTS_XML_CHECK_H_

#include <cctype>
#include <string>
#include <vector>

namespace texas42 {

// Returns "" when `xml` is well-formed, else what is wrong and where.
inline std::string XmlProblem(const std::string& xml) {
  std::vector<std::string> open;
  bool root_seen = false;
  size_t i = 0;
  auto at = [&](const std::string& what) { return what + " at byte " + std::to_string(i); };
  auto name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' ||
           c == '.';
  };
  auto check_entity = [&](size_t& k) -> bool {  // xml[k] == '&'
    const size_t semi = xml.find(';', k);
    if (semi == std::string::npos) return false;
    const std::string name = xml.substr(k + 1, semi - k - 1);
    const bool ok = name == "amp" || name == "lt" || name == "gt" || name == "quot" ||
                    name == "apos" || (name.size() > 1 && name[0] == '#');
    k = semi;
    return ok;
  };
  if (xml.rfind("<?xml", 0) == 0) {
    i = xml.find("?>");
    if (i == std::string::npos) return "unterminated XML declaration";
    i += 2;
  }
  while (i < xml.size()) {
    const char c = xml[i];
    if (c == '<') {
      if (xml.compare(i, 4, "<!--") == 0) {
        i = xml.find("-->", i);
        if (i == std::string::npos) return "unterminated comment";
        i += 3;
        continue;
      }
      const bool closing = i + 1 < xml.size() && xml[i + 1] == '/';
      size_t k = i + (closing ? 2 : 1);
      const size_t name_start = k;
      while (k < xml.size() && name_char(xml[k])) ++k;
      const std::string name = xml.substr(name_start, k - name_start);
      if (name.empty()) return at("empty tag name");
      if (closing) {
        while (k < xml.size() && std::isspace(static_cast<unsigned char>(xml[k]))) ++k;
        if (k >= xml.size() || xml[k] != '>') return at("bad closing tag");
        if (open.empty() || open.back() != name) return at("mismatched </" + name + ">");
        open.pop_back();
        i = k + 1;
        continue;
      }
      if (open.empty() && root_seen) return at("second root element");
      bool self_closing = false;
      while (true) {
        while (k < xml.size() && std::isspace(static_cast<unsigned char>(xml[k]))) ++k;
        if (k >= xml.size()) return at("unterminated tag <" + name);
        if (xml[k] == '>') break;
        if (xml.compare(k, 2, "/>") == 0) {
          self_closing = true;
          ++k;
          break;
        }
        const size_t attr_start = k;
        while (k < xml.size() && name_char(xml[k])) ++k;
        if (k == attr_start || k >= xml.size() || xml[k] != '=') return at("bad attribute");
        ++k;
        if (k >= xml.size() || (xml[k] != '"' && xml[k] != '\'')) return at("unquoted attribute");
        const char quote = xml[k++];
        while (k < xml.size() && xml[k] != quote) {
          if (xml[k] == '<') return at("'<' in an attribute");
          if (xml[k] == '&' && !check_entity(k)) return at("bad entity in an attribute");
          ++k;
        }
        if (k >= xml.size()) return at("unterminated attribute");
        ++k;
      }
      root_seen = true;
      if (!self_closing) open.push_back(name);
      i = k + 1;
      continue;
    }
    if (c == '&') {
      size_t k = i;
      if (!check_entity(k)) return at("bad entity");
      i = k + 1;
      continue;
    }
    if (open.empty() && !std::isspace(static_cast<unsigned char>(c))) {
      return at("text outside the root element");
    }
    ++i;
  }
  if (!open.empty()) return "unclosed <" + open.back() + ">";
  if (!root_seen) return "no root element";
  return "";
}

}  // namespace texas42

#endif  // TEXAS42_TESTS_XML_CHECK_H_
